package consume

import "golang.org/x/sys/unix"

// streamSocket is a Unix stream socket that a program gatesh execs does
// not inherit.
func streamSocket() (int, error) {
	return unix.Socket(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
}
