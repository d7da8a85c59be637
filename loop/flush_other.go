//go:build !linux

package loop

import "golang.org/x/sys/unix"

// fread is FREAD of <sys/fcntl.h>: TIOCFLUSH then drops only the input.
const fread = 1

// flushInput drops what was typed on the terminal and not yet read: the
// BSD ioctl, which takes the queue to flush by pointer.
func flushInput(fd int) error { return unix.IoctlSetPointerInt(fd, unix.TIOCFLUSH, fread) }
