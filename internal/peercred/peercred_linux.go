package peercred

import (
	"golang.org/x/sys/unix"
)

// OfFD reads the peer of the connected Unix socket fd: SO_PEERCRED.
func OfFD(fd int) (Cred, error) {
	cred, err := unix.GetsockoptUcred(fd, unix.SOL_SOCKET, unix.SO_PEERCRED)
	if err != nil {
		return Cred{}, err
	}
	return Cred{Pid: int(cred.Pid), UID: int(cred.Uid), GID: int(cred.Gid)}, nil
}
