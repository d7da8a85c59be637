package pgtest

import "syscall"

// serverAttr runs the server as cred in a process group of its own.
// SIGQUIT is PostgreSQL's immediate shutdown: if the test binary dies
// without its cleanup, the server still goes, removing its shared memory,
// rather than outliving the test.
func serverAttr(cred *syscall.Credential) *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Credential: cred, Pdeathsig: syscall.SIGQUIT, Setpgid: true}
}
