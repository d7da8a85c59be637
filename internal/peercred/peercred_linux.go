package peercred

import (
	"errors"
	"syscall"

	"golang.org/x/sys/unix"
)

// Of reads the peer of a connected Unix socket: SO_PEERCRED.
func Of(raw syscall.RawConn) (Cred, error) {
	var cred *unix.Ucred
	var cerr error
	err := raw.Control(func(fd uintptr) {
		cred, cerr = unix.GetsockoptUcred(int(fd), unix.SOL_SOCKET, unix.SO_PEERCRED)
	})
	if err = errors.Join(err, cerr); err != nil {
		return Cred{}, err
	}
	return Cred{Pid: int(cred.Pid), UID: int(cred.Uid), GID: int(cred.Gid)}, nil
}
