//go:build linux && !amd64

package enforce

import (
	"syscall"
	"unsafe"
)

// restrictThenExec restricts the calling thread, locked to this
// goroutine (Enforce), and execs on it.
func (rs *Ruleset) restrictThenExec(path *byte, argv, envv []*byte) error {
	if err := rs.Enforce(); err != nil {
		return &RestrictError{err}
	}
	_, _, errno := syscall.RawSyscall(syscall.SYS_EXECVE, uintptr(unsafe.Pointer(path)),
		uintptr(unsafe.Pointer(&argv[0])), uintptr(unsafe.Pointer(&envv[0])))
	return errno
}
