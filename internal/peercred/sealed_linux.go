package peercred

import (
	"errors"
	"fmt"

	"golang.org/x/sys/unix"
)

// A daemon publishes what a client would otherwise ask it (and wait for
// it to be scheduled to answer) in a sealed memfd it keeps open at a
// known descriptor; a client that has checked the process reads it
// through /proc/PID/fd/N or pidfd_getfd. The seals keep anyone, the
// daemon included, from changing it once published.

// Seals are the seals a published file carries.
const Seals = unix.F_SEAL_SEAL | unix.F_SEAL_SHRINK | unix.F_SEAL_GROW | unix.F_SEAL_WRITE

// Publish writes b into a new sealed memfd called name and puts it at
// descriptor fd of this process, closed on exec.
func Publish(name string, b []byte, fd int) error {
	m, err := unix.MemfdCreate(name, unix.MFD_CLOEXEC|unix.MFD_ALLOW_SEALING)
	if err != nil {
		return err
	}
	defer unix.Close(m)
	if n, err := unix.Write(m, b); err != nil || n != len(b) {
		return fmt.Errorf("write %s: %v", name, err)
	}
	if _, err := unix.FcntlInt(uintptr(m), unix.F_ADD_SEALS, Seals); err != nil {
		return err
	}
	return unix.Dup3(m, fd, unix.O_CLOEXEC)
}

// ErrNotSealed means a published file is not a sealed memfd: anyone who
// can write it could have.
var ErrNotSealed = errors.New("not a sealed memfd")

// Sealed reads the published file open as fd, of at most max bytes.
// It reads into a page first, and into max bytes only when the page is
// filled: the file's size is sealed, so a read that returns less is
// all of it, and a command does not pay for a large allocation (the
// Landlock index is read with a max of 64 KiB, and is a few hundred
// bytes).
func Sealed(fd, max int) ([]byte, error) {
	if seals, err := unix.FcntlInt(uintptr(fd), unix.F_GET_SEALS, 0); err != nil || seals&Seals != Seals {
		return nil, ErrNotSealed
	}
	buf := make([]byte, min(max+1, firstRead))
	n, err := unix.Pread(fd, buf, 0)
	if err == nil && n == len(buf) && n <= max {
		buf = make([]byte, max+1)
		n, err = unix.Pread(fd, buf, 0)
	}
	if err != nil {
		return nil, err
	}
	if n > max {
		return nil, fmt.Errorf("longer than %d bytes", max)
	}
	return buf[:n], nil
}

// firstRead is what Sealed reads first.
const firstRead = 4096
