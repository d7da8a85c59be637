package peercred

import (
	"errors"

	"golang.org/x/sys/unix"
)

// OfFD reads the peer of the connected Unix socket fd: LOCAL_PEERCRED
// for the user and groups, LOCAL_PEERPID for the process.
func OfFD(fd int) (Cred, error) {
	cred, cerr := unix.GetsockoptXucred(fd, unix.SOL_LOCAL, unix.LOCAL_PEERCRED)
	pid, perr := unix.GetsockoptInt(fd, unix.SOL_LOCAL, unix.LOCAL_PEERPID)
	if err := errors.Join(cerr, perr); err != nil {
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
