package shim

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// I4 of the fourth round's verification (G13's class): git's own diff
// option --output=FILE writes FILE. A commit whose subject is a command,
// then git log --output naming the shell's start-up file, made
// ~/.bashrc that command (r13b); git diff --output emptied a file
// outside the project (r13a). Run through gatesh with no enforcement, as
// on the hook route: each is held and the file keeps its content, while
// the same option naming a file in the project runs. Without the fix
// both were green and wrote their file.
func TestGitOutputOptionOutsideTheProjectIsHeld(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	g := newGateshEnv(t)
	project, victims := redteamProject(t, g)
	setup := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = project
		cmd.Env = append(os.Environ(), "HOME="+g.dir, "GIT_CONFIG_NOSYSTEM=1",
			"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.org",
			"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.org")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	setup("init", "-q")
	must(t, os.WriteFile(filepath.Join(project, "README"), []byte("readme\n"), 0o644))
	setup("add", "README")
	setup("commit", "-q", "-m", "touch pwned")
	must(t, os.WriteFile(filepath.Join(project, "README"), []byte("changed\n"), 0o644))

	bashrc := filepath.Join(g.dir, ".bashrc")
	must(t, os.WriteFile(bashrc, []byte("data"), 0o600))
	keep := filepath.Join(victims, "keep")
	must(t, os.WriteFile(keep, []byte("data"), 0o600))
	for cmd, victim := range map[string]string{
		"git log -1 --format=%s --output=$HOME/.bashrc":                 bashrc,
		"git log -1 --format=%s --output ~/.bashrc":                     bashrc,
		"git diff --output=../" + filepath.Base(victims) + "/keep":      keep,
		"git show --output=../" + filepath.Base(victims) + "/keep HEAD": keep,
	} {
		stderr, status := g.runIn(t, project, "-c", cmd)
		if status != ExitHeld {
			t.Errorf("%s: status %d, want %d (held)\nstderr: %s", cmd, status, ExitHeld, stderr)
		}
		if data, err := os.ReadFile(victim); err != nil || string(data) != "data" {
			t.Errorf("%s: %s was overwritten (%q) %v", cmd, victim, data, err)
		}
	}
	// In the project it runs, and git writes the file it names.
	cmd := "git log -1 --format=%s --output=log.txt"
	if stderr, status := g.runIn(t, project, "-c", cmd); status != 0 {
		t.Fatalf("%s: status %d, want 0\nstderr: %s", cmd, status, stderr)
	}
	if data, err := os.ReadFile(filepath.Join(project, "log.txt")); err != nil || string(data) != "touch pwned\n" {
		t.Errorf("%s: log.txt holds %q %v, want the subject", cmd, data, err)
	}
}

// I2 of the verification (G11's class): "-" as a script file, and an
// editor in ex mode, read code typed on the terminal (r11b: awk -f -
// deleted the victim; r11c: vim -es -S /dev/stdin). Held as bash -s, and
// what was typed does not run. Without the fix each was green.
func TestScriptFromStdinByDashOnATerminalIsHeld(t *testing.T) {
	g := newGateshEnv(t)
	g.withSystemPath()
	typedDoesNotRun(t, g, []typedCase{
		{"awk -f - /dev/null", "BEGIN { system(\"rm -rf victim\") }\n\x04"},
		{"awk -f- /dev/null", "BEGIN { system(\"rm -rf victim\") }\n\x04"},
		{"vim -es -S /dev/stdin", ":!rm -rf victim\n:q!\n\x04"},
		{"ed -s /dev/null", "!rm -rf victim\nq\n\x04"},
	})
}
