//go:build !linux

package pgtest

import "syscall"

// serverAttr runs the server as cred in a process group of its own; the
// cleanup stops it (no parent-death signal here).
func serverAttr(cred *syscall.Credential) *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Credential: cred, Setpgid: true}
}
