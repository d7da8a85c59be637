// Package peercred asks the kernel who is on the other end of a Unix
// socket.
package peercred

// Cred is the peer's process and effective ids.
type Cred struct {
	Pid, UID, GID int
	// Groups are the peer's groups, the effective one first, when the
	// kernel's answer holds them (macOS); nil where it does not (Linux's
	// SO_PEERCRED: read /proc).
	Groups []int
}
