//go:build !linux

package consume

import (
	"syscall"

	"golang.org/x/sys/unix"
)

// streamSocket is a Unix stream socket that a program gatesh execs does
// not inherit. Without SOCK_CLOEXEC (macOS) the flag is set right after,
// under the lock the os package takes around fork, as the net package
// does, so that no fork between the two calls inherits it.
func streamSocket() (int, error) {
	syscall.ForkLock.RLock()
	defer syscall.ForkLock.RUnlock()
	fd, err := unix.Socket(unix.AF_UNIX, unix.SOCK_STREAM, 0)
	if err != nil {
		return -1, err
	}
	unix.CloseOnExec(fd)
	return fd, nil
}
