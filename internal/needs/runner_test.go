package needs

import (
	"os"
	"strings"
	"syscall"
	"testing"
)

// helperEnv marks the process Rerun starts, where the helper tests run.
const helperEnv = "GATESH_NEEDS_HELPER"

// TestHelperRoot is what a test that needs root does; it runs only when
// Rerun asks for it.
func TestHelperRoot(t *testing.T) {
	if os.Getenv(helperEnv) == "" {
		return
	}
	Root(t)
}

// A CI runner without root fails, and names root as what it lacks: the
// helper runs as an ordinary user (uid 65534), as it would on such a
// runner. Only .ci/run naming root absent makes it a skip again, and
// outside CI it is a skip.
func TestCIWithoutRootFailsNamingRoot(t *testing.T) {
	Root(t) // to start a process as another user
	nobody := &syscall.Credential{Uid: 65534, Gid: 65534}
	out, status := Rerun(t, "TestHelperRoot", []string{helperEnv + "=1", "CI=true"}, nobody)
	if status == 0 || !strings.Contains(out, "--- FAIL: TestHelperRoot") ||
		!strings.Contains(out, "needs root: runs as uid 65534, not root") ||
		!strings.Contains(out, AbsentEnv+` does not name "root" as absent`) {
		t.Errorf("in CI as uid 65534: exit status %d, want a failure naming root:\n%s", status, out)
	}
	out, status = Rerun(t, "TestHelperRoot", []string{helperEnv + "=1", "CI=true", AbsentEnv + "=pypi,root"}, nobody)
	if status != 0 || !strings.Contains(out, "--- SKIP: TestHelperRoot") || !strings.Contains(out, "named absent on this runner by .ci/run") {
		t.Errorf("in CI as uid 65534 with root named absent: exit status %d, want a skip:\n%s", status, out)
	}
	out, status = Rerun(t, "TestHelperRoot", []string{helperEnv + "=1"}, nobody)
	if status != 0 || !strings.Contains(out, "--- SKIP: TestHelperRoot") || !strings.Contains(out, "needs root: runs as uid 65534") {
		t.Errorf("outside CI as uid 65534: exit status %d, want a skip:\n%s", status, out)
	}
	// As root, the same helper runs.
	out, status = Rerun(t, "TestHelperRoot", []string{helperEnv + "=1", "CI=true"}, nil)
	if status != 0 || !strings.Contains(out, "--- PASS: TestHelperRoot") {
		t.Errorf("in CI as root: exit status %d, want a pass:\n%s", status, out)
	}
}
