//go:build !linux && !darwin

package audit

import "syscall"

// datasync puts a file's data on disk; fsync is what other systems offer.
func datasync(fd int) error { return syscall.Fsync(fd) }
