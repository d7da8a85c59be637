package serve

import (
	"errors"
	"net"

	"golang.org/x/sys/unix"

	"gatesh/consume"
)

// peerCred asks the kernel who is on the other end of c: SO_PEERCRED.
// Supplementary groups are not in it; consume reads them from /proc.
func peerCred(c *net.UnixConn) (consume.Peer, error) {
	raw, err := c.SyscallConn()
	if err != nil {
		return consume.Peer{}, err
	}
	var cred *unix.Ucred
	var cerr error
	err = raw.Control(func(fd uintptr) {
		cred, cerr = unix.GetsockoptUcred(int(fd), unix.SOL_SOCKET, unix.SO_PEERCRED)
	})
	if err = errors.Join(err, cerr); err != nil {
		return consume.Peer{}, err
	}
	return consume.Peer{Pid: int(cred.Pid), UID: int(cred.Uid), GID: int(cred.Gid)}, nil
}
