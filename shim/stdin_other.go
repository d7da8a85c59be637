//go:build !linux

package shim

import "golang.org/x/sys/unix"

// pipeCapacity is how many bytes the pipe surely takes before a write
// blocks. Without a call that says (macOS has none), it is PIPE_BUF, the
// least POSIX promises: a longer script goes through a temporary file,
// since a write that blocked here would never end.
func pipeCapacity(fd uintptr) (int, error) { return 512, nil }

// onStdin makes fd the process's stdin.
func onStdin(fd int) error { return unix.Dup2(fd, 0) }
