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
		cred, err := unix.GetsockoptXucred(int(fd), unix.SOL_LOCAL, unix.LOCAL_PEERCRED)
		pid, perr := unix.GetsockoptInt(int(fd), unix.SOL_LOCAL, unix.LOCAL_PEERPID)
		if err == nil && perr == nil && cred.Ngroups > 0 {
			groups := make([]int, cred.Ngroups)
			for i := range groups {
				groups[i] = int(cred.Groups[i])
			}
			p = Peer{Pid: pid, UID: int(cred.Uid), GID: groups[0], Groups: groups}
		}
	})
	return p
}
