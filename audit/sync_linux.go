package audit

import "syscall"

// datasync puts a file's data on disk: fdatasync, which skips metadata
// the log does not need (times), and is what Linux makes durable.
func datasync(fd int) error { return syscall.Fdatasync(fd) }
