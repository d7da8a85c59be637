//go:build linux

package enforce

import (
	"fmt"
	"runtime"
	"syscall"
	"unsafe"
)

// restrictExec is restrictexec_amd64.s.
//
//go:noescape
func restrictExec(fd, flags uintptr, path, argv, envv unsafe.Pointer) (step, errno uintptr)

// restrictThenExec restricts the calling thread and execs on it in one
// assembly function: no Go code runs in between, so the goroutine cannot
// move to another thread and needs no lock (runtime.LockOSThread starts
// Go's template thread, a clone, the first time).
func (rs *Ruleset) restrictThenExec(path *byte, argv, envv []*byte) error {
	step, errno := restrictExec(uintptr(rs.fd), rs.flags, unsafe.Pointer(path), unsafe.Pointer(&argv[0]), unsafe.Pointer(&envv[0]))
	runtime.KeepAlive(path)
	runtime.KeepAlive(argv)
	runtime.KeepAlive(envv)
	switch step {
	case 1:
		return &RestrictError{fmt.Errorf("no_new_privs: %w", syscall.Errno(errno))}
	case 2:
		return &RestrictError{fmt.Errorf("landlock_restrict_self: %w", syscall.Errno(errno))}
	}
	return syscall.Errno(errno)
}
