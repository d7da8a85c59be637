package shim

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// gitIn runs git in dir for a test's own set-up, not through gatesh.
func gitIn(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
	return string(out)
}

// GDB run by the shell with commands that reach past the program under
// test: a shell command by its pipe or shell escape, a file written by
// its dump. Each is held and the victim, outside the project, keeps its
// content.
func TestDebuggerCommandsOnTheShellRoute(t *testing.T) {
	if _, err := exec.LookPath("gdb"); err != nil {
		t.Skip("no gdb")
	}
	g := newGateshEnv(t)
	project, victims := redteamProject(t, g)
	heldVictimsKept(t, g, project, victims, []string{
		`gdb -batch -ex 'pipe echo | rm VICTIM'`,
		`gdb -batch -ex 'shell rm VICTIM'`,
		`gdb -batch -ex 'dump binary value VICTIM 1'`,
		`gdb -batch -ex 'python import os; os.remove("VICTIM")'`,
	})
}

// A CI pipeline's file staged by a path git reads after -C, or by a glob
// of its folder's name, and pushed in the same command is held, and the
// remote (a bare repository in the test's folder) gets no branch. Without
// the fix each was yellow and pushed the workflow.
func TestCIFileStagedByAnotherSpellingIsNotPushed(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	g := newGateshEnv(t)
	project, victims := redteamProject(t, g)
	remote := filepath.Join(victims, "remote.git")
	gitIn(t, victims, "init", "-q", "--bare", remote)
	gitIn(t, project, "init", "-q")
	gitIn(t, project, "config", "user.email", "t@example.invalid")
	gitIn(t, project, "config", "user.name", "t")
	gitIn(t, project, "remote", "add", "origin", remote)
	must(t, os.WriteFile(filepath.Join(project, "README"), []byte("x\n"), 0o644))
	gitIn(t, project, "add", "README")
	gitIn(t, project, "commit", "-qm", "init")
	must(t, os.MkdirAll(filepath.Join(project, ".github", "workflows"), 0o755))
	must(t, os.WriteFile(filepath.Join(project, ".github", "workflows", "ci.yml"), []byte("on: push\n"), 0o644))
	g.env = append(g.env, "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
	for _, cmd := range []string{
		"git add .git*/workflows/ci.yml && git commit -qm ci && git push -q origin HEAD:refs/heads/feature-a",
		"git -C .github add workflows/ci.yml && git commit -qm ci && git push -q origin HEAD:refs/heads/feature-b",
		"git add ':(glob).github/workflows/*.yml' && git commit -qm ci && git push -q origin HEAD:refs/heads/feature-c",
	} {
		stderr, status := g.runIn(t, project, "-c", cmd)
		if status != ExitHeld {
			t.Errorf("%s: status %d, want %d (held)\nstderr: %s", cmd, status, ExitHeld, stderr)
		}
	}
	if refs := gitIn(t, remote, "for-each-ref"); strings.TrimSpace(refs) != "" {
		t.Errorf("the remote got a branch: %s", refs)
	}
}
