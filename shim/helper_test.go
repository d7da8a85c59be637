package shim

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A helper's PATH loses the folders where gatesh goes by another name
// (the loop's sh and bash, an agent's interposed curl), keeps the one
// where it is only gatesh and every other; SHELL that names gatesh
// becomes the real bash; start-up hooks go.
func TestHelperEnv(t *testing.T) {
	exe, err := os.Executable()
	must(t, err)
	base := t.TempDir()
	dir := func(name string, links ...string) string {
		d := filepath.Join(base, name)
		must(t, os.MkdirAll(d, 0o755))
		for _, l := range links {
			must(t, os.Symlink(exe, filepath.Join(d, l)))
		}
		return d
	}
	loopBin := dir("loop-bin", "sh", "bash")
	agentBin := dir("agent-bin", "gatesh", "curl")
	ownBin := dir("own-bin", "gatesh")
	tools := dir("tools")
	must(t, os.WriteFile(filepath.Join(tools, "notify-send"), []byte("#!/bin/sh\n"), 0o755))
	// The folders are temporary ones, which helperPath drops as well
	// (TestHelperPathDropsWhatCommandsMayWrite): not here.
	r := &runtime{selfPath: exe, env: environ{
		"PATH=" + strings.Join([]string{loopBin, agentBin, ownBin, tools, "/usr/bin", "/bin"}, ":"),
		"SHELL=" + filepath.Join(loopBin, "bash"), "BASH_ENV=/tmp/hook.sh", "ENV=/tmp/hook.sh", "PROMPT_COMMAND=id", "HOME=/home/op",
	}, getwd: func() (string, error) { return base, nil }, trustPrograms: true}
	env := environ(r.helperEnv([]string{"GATESH_REQUEST_ID=abc"}))
	if got, want := env.get("PATH"), strings.Join([]string{ownBin, tools, "/usr/bin", "/bin"}, ":"); got != want {
		t.Errorf("PATH %s, want %s", got, want)
	}
	if sh := env.get("SHELL"); sh == "" || strings.HasPrefix(sh, loopBin) {
		t.Errorf("SHELL %q", sh)
	}
	for _, k := range []string{"BASH_ENV", "ENV", "PROMPT_COMMAND"} {
		if len(env.all(k)) != 0 {
			t.Errorf("%s is still set", k)
		}
	}
	if env.get("HOME") != "/home/op" || env.get("GATESH_REQUEST_ID") != "abc" {
		t.Errorf("env: %v", env)
	}
	cmd := r.helperCommand(t.Context(), []string{"sh", "-c", "true"}, nil)
	if cmd.Path == filepath.Join(loopBin, "sh") || cmd.Args[0] != "sh" {
		t.Errorf("sh is %s (%v)", cmd.Path, cmd.Args)
	}
}

// A helper runs outside any restriction, and so does what it finds on
// its PATH: the folders a command gatesh let run may write (the project,
// relative ones, the temporary folders) are not on it.
func TestHelperPathDropsWhatCommandsMayWrite(t *testing.T) {
	exe, err := os.Executable()
	must(t, err)
	project := t.TempDir()
	must(t, os.MkdirAll(filepath.Join(project, ".git"), 0o755))
	venv := filepath.Join(project, ".venv", "bin")
	must(t, os.MkdirAll(venv, 0o755))
	r := &runtime{selfPath: exe, env: environ{
		"PATH=" + strings.Join([]string{venv, "node_modules/.bin", os.TempDir(), "/usr/bin", "/bin"}, ":"), "HOME=/nonexistent",
		"GATESH_HOME=/nonexistent/.gatesh",
	}, getwd: func() (string, error) { return project, nil }}
	if got := environ(r.helperEnv(nil)).get("PATH"); got != "/usr/bin:/bin" {
		t.Errorf("a helper's PATH: %s, want /usr/bin:/bin", got)
	}
}
