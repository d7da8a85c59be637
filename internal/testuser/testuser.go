// Package testuser makes a plain Unix user for a test, as the two-user
// setup's agent, and removes it when the test ends.
package testuser

import (
	"fmt"
	"os/exec"
	"os/user"
	"strconv"
	"testing"
	"time"

	"gatesh/internal/needs"
	"gatesh/internal/passwdlock"
)

// Add adds a user whose name starts with prefix, with a group of its
// own, no home and /bin/sh, removed when t ends. It needs root and
// useradd (internal/needs: a skip, or a failure in CI). useradd and
// userdel run under passwdlock, so that no test's private /etc/passwd
// is detached while they replace the file.
func Add(t testing.TB, prefix string) (name string, uid, gid int) {
	t.Helper()
	needs.Root(t) // to create and run as an agent user
	needs.Program(t, "useradd")
	name = fmt.Sprintf("%s%d", prefix, time.Now().UnixNano()%1000000)
	var out []byte
	var err error
	passwdlock.Changing(t, func() {
		out, err = exec.Command("useradd", "--system", "--no-create-home", "--user-group", "--shell", "/bin/sh", name).CombinedOutput()
	})
	if err != nil {
		t.Fatalf("useradd: %v\n%s", err, out)
	}
	t.Cleanup(func() { passwdlock.Changing(t, func() { exec.Command("userdel", name).Run() }) })
	u, err := user.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	uid, _ = strconv.Atoi(u.Uid)
	gid, _ = strconv.Atoi(u.Gid)
	return name, uid, gid
}
