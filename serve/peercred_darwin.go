package serve

import (
	"errors"
	"net"

	"golang.org/x/sys/unix"

	"gatesh/consume"
)

// peerCred asks the kernel who is on the other end of c: LOCAL_PEERCRED
// gives the effective user and groups (the first is the effective
// group), LOCAL_PEERPID the process. There is no /proc to read groups
// from, so the credential's own list is the peer's groups.
func peerCred(c *net.UnixConn) (consume.Peer, error) {
	raw, err := c.SyscallConn()
	if err != nil {
		return consume.Peer{}, err
	}
	var cred *unix.Xucred
	var pid int
	var cerr, perr error
	err = raw.Control(func(fd uintptr) {
		cred, cerr = unix.GetsockoptXucred(int(fd), unix.SOL_LOCAL, unix.LOCAL_PEERCRED)
		pid, perr = unix.GetsockoptInt(int(fd), unix.SOL_LOCAL, unix.LOCAL_PEERPID)
	})
	if err = errors.Join(err, cerr, perr); err != nil {
		return consume.Peer{}, err
	}
	n := int(cred.Ngroups)
	if n < 1 || n > len(cred.Groups) {
		return consume.Peer{}, errors.New("the peer's credentials list no group")
	}
	groups := make([]int, n)
	for i := range n {
		groups[i] = int(cred.Groups[i])
	}
	return consume.Peer{Pid: pid, UID: int(cred.Uid), GID: groups[0], Groups: groups}, nil
}
