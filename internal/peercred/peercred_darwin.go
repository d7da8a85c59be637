package peercred

import (
	"errors"
	"syscall"

	"golang.org/x/sys/unix"
)

// Of reads the peer of a connected Unix socket: LOCAL_PEERCRED for the
// user and groups, LOCAL_PEERPID for the process.
func Of(raw syscall.RawConn) (Cred, error) {
	var cred *unix.Xucred
	var pid int
	var cerr, perr error
	err := raw.Control(func(fd uintptr) {
		cred, cerr = unix.GetsockoptXucred(int(fd), unix.SOL_LOCAL, unix.LOCAL_PEERCRED)
		pid, perr = unix.GetsockoptInt(int(fd), unix.SOL_LOCAL, unix.LOCAL_PEERPID)
	})
	if err = errors.Join(err, cerr, perr); err != nil {
		return Cred{}, err
	}
	n := int(cred.Ngroups)
	if n < 1 || n > len(cred.Groups) {
		return Cred{}, errors.New("the peer's credentials list no group")
	}
	groups := make([]int, n)
	for i := range n {
		groups[i] = int(cred.Groups[i])
	}
	return Cred{Pid: pid, UID: int(cred.Uid), GID: groups[0], Groups: groups}, nil
}
