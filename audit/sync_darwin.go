package audit

import (
	"syscall"

	"golang.org/x/sys/unix"
)

// datasync puts a file's data on disk. On macOS fsync only hands the
// data to the drive, which may keep it in its cache; F_FULLFSYNC asks
// the drive to write it out. A file system that does not support it
// (some network and FUSE ones) gets fsync, the most it offers.
func datasync(fd int) error {
	if _, err := unix.FcntlInt(uintptr(fd), unix.F_FULLFSYNC, 0); err == nil {
		return nil
	}
	return syscall.Fsync(fd)
}
