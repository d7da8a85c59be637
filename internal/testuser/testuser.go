// Package testuser makes a plain Unix user for a test, as the two-user
// setup's agent, and removes it when the test ends.
package testuser

import (
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"strconv"
	"testing"
	"time"
)

// Add adds a user whose name starts with prefix, with a group of its
// own, no home and /bin/sh, removed when t ends. It skips t unless it
// runs as root with useradd.
func Add(t testing.TB, prefix string) (name string, uid, gid int) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("needs root to create and run as an agent user; CI runs as root")
	}
	if _, err := exec.LookPath("useradd"); err != nil {
		t.Skip("useradd not installed")
	}
	name = fmt.Sprintf("%s%d", prefix, time.Now().UnixNano()%1000000)
	if out, err := exec.Command("useradd", "--system", "--no-create-home", "--user-group", "--shell", "/bin/sh", name).CombinedOutput(); err != nil {
		t.Fatalf("useradd: %v\n%s", err, out)
	}
	t.Cleanup(func() { exec.Command("userdel", name).Run() })
	u, err := user.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	uid, _ = strconv.Atoi(u.Uid)
	gid, _ = strconv.Atoi(u.Gid)
	return name, uid, gid
}
