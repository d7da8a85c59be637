package shim

import "golang.org/x/sys/unix"

// pipeCapacity is how many bytes the pipe takes before a write blocks.
func pipeCapacity(fd uintptr) (int, error) { return unix.FcntlInt(fd, unix.F_GETPIPE_SZ, 0) }

// onStdin makes fd the process's stdin.
func onStdin(fd int) error { return unix.Dup3(fd, 0, 0) }
