// Package passwdlock keeps the tests that bind a private /etc/passwd
// apart from those that add Unix users. useradd and userdel replace
// /etc/passwd, and replacing a file detaches every bind mount on it in
// other mount namespaces: a Codex run would then read root's real shell
// and run its commands without gatesh. The lock is flock on /etc, which
// every test process of a run can reach and which leaves no file behind.
package passwdlock

import (
	"os"
	"syscall"
	"testing"
)

// Binding holds the lock shared until the test ends: while it runs, no
// test adds or removes a user.
func Binding(t testing.TB) { lock(t, syscall.LOCK_SH, true) }

// Changing runs change (useradd, userdel) with the lock held alone.
func Changing(t testing.TB, change func()) {
	t.Helper()
	unlock := lock(t, syscall.LOCK_EX, false)
	defer unlock()
	change()
}

func lock(t testing.TB, how int, untilEnd bool) func() {
	t.Helper()
	f, err := os.Open("/etc")
	if err != nil {
		t.Fatalf("passwdlock: %v", err)
	}
	if err := syscall.Flock(int(f.Fd()), how); err != nil {
		f.Close()
		t.Fatalf("passwdlock: %v", err)
	}
	unlock := func() { f.Close() } // closing the last descriptor unlocks
	if untilEnd {
		t.Cleanup(unlock)
	}
	return unlock
}
