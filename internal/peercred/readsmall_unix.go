//go:build unix

package peercred

import (
	"os"

	"golang.org/x/sys/unix"
)

// ReadSmall reads a small file, at most max bytes, with three system
// calls: os.ReadFile also stats it and tries the poller on it, and reads
// once more for the end. A read that returns less than it asked for is
// the end here: so it is for a regular file and for the /proc files
// read with it (a process's status and command line, which the kernel
// gives whole to a read large enough), not for a pipe or a socket.
func ReadSmall(path string, max int) ([]byte, error) {
	buf := make([]byte, max)
	n, err := ReadInto(path, buf)
	if err != nil {
		return nil, err
	}
	return buf[:n], nil
}

// ReadInto is ReadSmall into buf, at most len(buf) bytes: a caller's
// buffer on its stack costs no allocation, which for a few KiB of fresh
// heap costs more than the read.
func ReadInto(path string, buf []byte) (int, error) {
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		return 0, &os.PathError{Op: "open", Path: path, Err: err}
	}
	defer unix.Close(fd)
	n := 0
	for n < len(buf) {
		want := len(buf) - n
		m, err := unix.Read(fd, buf[n:])
		if err == unix.EINTR {
			continue
		}
		if err != nil {
			return 0, &os.PathError{Op: "read", Path: path, Err: err}
		}
		if n += m; m < want {
			break // the end
		}
	}
	return n, nil
}
