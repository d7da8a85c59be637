package audit

import (
	"io"
	"io/fs"
	"syscall"
)

// The log is read and written through plain file descriptors: an
// *os.File would register with the runtime's poller, whose setup costs
// every gatesh start more than the rest of the append.

// openFile opens path close-on-exec; errors are *fs.PathError, so that
// errors.Is(err, fs.ErrNotExist) works as with os.OpenFile.
func openFile(path string, flags int, perm uint32) (int, error) {
	var fd int
	err := retry(func() (err error) {
		fd, err = syscall.Open(path, flags|syscall.O_CLOEXEC, perm)
		return err
	})
	if err != nil {
		return -1, &fs.PathError{Op: "open", Path: path, Err: err}
	}
	return fd, nil
}

// retry runs call again while it is interrupted by a signal.
func retry(call func() error) error {
	for {
		if err := call(); err != syscall.EINTR {
			return err
		}
	}
}

// preadSome reads from fd at offset 0 until buf is full or the file ends.
func preadSome(fd int, buf []byte) (int, error) {
	n := 0
	for n < len(buf) {
		m, err := syscall.Pread(fd, buf[n:], int64(n))
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return n, err
		}
		if m == 0 {
			break
		}
		n += m
	}
	return n, nil
}

// preadFull fills buf from fd at off; a file shorter than that is an error.
func preadFull(fd int, buf []byte, off int64) error {
	return transfer(buf, off, func(b []byte, o int64) (int, error) { return syscall.Pread(fd, b, o) }, io.ErrUnexpectedEOF)
}

// writeAll writes all of data to fd at its offset (the end, for O_APPEND).
func writeAll(fd int, data []byte) error {
	return transfer(data, 0, func(b []byte, _ int64) (int, error) { return syscall.Write(fd, b) }, io.ErrShortWrite)
}

// pwriteAll writes all of data to fd at off.
func pwriteAll(fd int, data []byte, off int64) error {
	return transfer(data, off, func(b []byte, o int64) (int, error) { return syscall.Pwrite(fd, b, o) }, io.ErrShortWrite)
}

// transfer repeats call (a read or write at an offset) until all of buf
// has moved; a call that moves nothing ends it with stuck.
func transfer(buf []byte, off int64, call func([]byte, int64) (int, error), stuck error) error {
	for len(buf) > 0 {
		m, err := call(buf, off)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return err
		}
		if m == 0 {
			return stuck
		}
		buf, off = buf[m:], off+int64(m)
	}
	return nil
}
