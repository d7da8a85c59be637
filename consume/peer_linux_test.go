package consume

import (
	"net"
	"testing"

	"golang.org/x/sys/unix"
)

// peerOf is who is on the other end of c, as the review server asks it.
func peerOf(t *testing.T, c *net.UnixConn) Peer {
	raw, err := c.SyscallConn()
	if err != nil {
		t.Error(err)
		return Peer{}
	}
	var p Peer
	raw.Control(func(fd uintptr) {
		cred, err := unix.GetsockoptUcred(int(fd), unix.SOL_SOCKET, unix.SO_PEERCRED)
		if err == nil {
			p = Peer{Pid: int(cred.Pid), UID: int(cred.Uid), GID: int(cred.Gid)}
		}
	})
	return p
}
