// Package peercred asks the kernel who is on the other end of a Unix
// socket.
package peercred

import "syscall"

// Cred is the peer's process and effective ids.
type Cred struct {
	Pid, UID, GID int
	// Groups are the peer's groups, the effective one first, when the
	// kernel's answer holds them (macOS); nil where it does not (Linux's
	// SO_PEERCRED: read /proc).
	Groups []int
}

// Of reads the peer of a connected Unix socket (see OfFD).
func Of(raw syscall.RawConn) (Cred, error) {
	var c Cred
	var err error
	if cerr := raw.Control(func(fd uintptr) { c, err = OfFD(int(fd)) }); cerr != nil {
		return Cred{}, cerr
	}
	return c, err
}
