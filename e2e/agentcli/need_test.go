package agentcli

import (
	"os"
	"strings"
	"testing"

	"gatesh/internal/needs"
)

const helperEnv = "GATESH_AGENTCLI_HELPER"

// TestHelperNeedClaude is what an end-to-end test does first; it runs
// only when needs.Rerun asks for it.
func TestHelperNeedClaude(t *testing.T) {
	if os.Getenv(helperEnv) == "" {
		return
	}
	Need(t, Claude, "the end-to-end tests of claude")
}

// A CI runner without the pinned CLIs fails, naming them and where it
// looked: the helper looks in an empty folder, as on a runner where
// install-agents did not run. Only .ci/run naming agent-clis absent makes
// it a skip, and outside CI it is a skip.
func TestCIWithoutTheCLIsFailsNamingThem(t *testing.T) {
	empty := t.TempDir()
	env := []string{helperEnv + "=1", DirEnv + "=" + empty}
	out, status := needs.Rerun(t, "TestHelperNeedClaude", append(env, "CI=true"), nil)
	if status == 0 || !strings.Contains(out, "--- FAIL: TestHelperNeedClaude") ||
		!strings.Contains(out, "needs agent-clis: the end-to-end tests of claude: "+Claude.Spec()+": not installed at "+Claude.Dir(empty)) ||
		!strings.Contains(out, needs.AbsentEnv+` does not name "agent-clis" as absent`) {
		t.Errorf("in CI without the CLIs: exit status %d, want a failure naming agent-clis:\n%s", status, out)
	}
	out, status = needs.Rerun(t, "TestHelperNeedClaude", append(env, "CI=true", needs.AbsentEnv+"=agent-clis"), nil)
	if status != 0 || !strings.Contains(out, "--- SKIP: TestHelperNeedClaude") {
		t.Errorf("in CI with agent-clis named absent: exit status %d, want a skip:\n%s", status, out)
	}
	out, status = needs.Rerun(t, "TestHelperNeedClaude", env, nil)
	if status != 0 || !strings.Contains(out, "--- SKIP: TestHelperNeedClaude") || !strings.Contains(out, "needs agent-clis:") {
		t.Errorf("outside CI without the CLIs: exit status %d, want a skip:\n%s", status, out)
	}
	// With the CLI where the folder says, the helper runs.
	fakeInstall(t, empty, Claude, Claude.Version)
	out, status = needs.Rerun(t, "TestHelperNeedClaude", append(env, "CI=true"), nil)
	if status != 0 || !strings.Contains(out, "--- PASS: TestHelperNeedClaude") {
		t.Errorf("in CI with the CLI installed: exit status %d, want a pass:\n%s", status, out)
	}
}
