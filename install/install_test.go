// Package install_test checks install.sh with a stand-in go command.
package install_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// setup is a temporary home with a stand-in go on PATH that writes a
// marker where `go build -o FILE` would write a program.
type setup struct {
	t                           *testing.T
	root, fakeBin, home, bindir string
	agent                       string // $GATESH_HOME/bin
}

func newSetup(t *testing.T) *setup {
	root := t.TempDir()
	s := &setup{t: t, root: root, fakeBin: filepath.Join(root, "fakebin"), home: filepath.Join(root, "gh"),
		bindir: filepath.Join(root, ".local", "bin")}
	s.agent = filepath.Join(s.home, "bin")
	if err := os.Mkdir(s.fakeBin, 0o755); err != nil {
		t.Fatal(err)
	}
	fakeGo := "#!/bin/sh\nwhile [ $# -gt 0 ]; do if [ \"$1\" = -o ]; then echo built > \"$2\"; fi; shift; done\n"
	if err := os.WriteFile(filepath.Join(s.fakeBin, "go"), []byte(fakeGo), 0o755); err != nil {
		t.Fatal(err)
	}
	return s
}

// run runs install.sh with PATH made of extra folders, the stand-in go
// and the system's.
func (s *setup) run(env []string, pathFirst []string, args ...string) (string, error) {
	cmd := exec.Command("bash", append([]string{"install.sh"}, args...)...)
	path := strings.Join(append(pathFirst, s.fakeBin, "/usr/bin", "/bin"), ":")
	cmd.Env = append([]string{"PATH=" + path, "HOME=" + s.root, "GATESH_HOME=" + s.home}, env...)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func (s *setup) mustRun(pathFirst []string, args ...string) string {
	s.t.Helper()
	out, err := s.run(nil, pathFirst, args...)
	if err != nil {
		s.t.Fatalf("install.sh %v: %v\n%s", args, err, out)
	}
	return out
}

// check asserts the two folders: real programs in bindir, and in the
// agent's folder links to bindir's gatesh for each name.
func (s *setup) check(names ...string) {
	s.t.Helper()
	for _, p := range []string{"gatesh", "gatesh-serve", "gatesh-export", "gatesh-model", "gatesh-mcp", "gatesh-net", "gatesh-team", "gatesh-archive"} {
		path := filepath.Join(s.bindir, p)
		st, err := os.Lstat(path)
		if err != nil || !st.Mode().IsRegular() {
			s.t.Errorf("%s: not a program: %v", path, err)
			continue
		}
		if data, _ := os.ReadFile(path); string(data) != "built\n" {
			s.t.Errorf("%s was not built in place: %q", path, data)
		}
	}
	entries, err := os.ReadDir(s.agent)
	if err != nil {
		s.t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	for _, name := range append([]string{"gatesh", "bash"}, names...) {
		target, err := os.Readlink(filepath.Join(s.agent, name))
		if err != nil || target != filepath.Join(s.bindir, "gatesh") {
			s.t.Errorf("agent's %s: link to %q, %v (folder holds %v)", name, target, err, got)
		}
	}
	for _, p := range []string{"gatesh-serve", "gatesh-export", "gatesh-model", "gatesh-mcp", "gatesh-net", "gatesh-team", "gatesh-archive"} {
		if _, err := os.Lstat(filepath.Join(s.agent, p)); err == nil {
			s.t.Errorf("the agent's folder holds %s: it is the operator's program", p)
		}
	}
}

func TestInstallMakesTwoFolders(t *testing.T) {
	s := newSetup(t)
	out := s.mustRun(nil, "git", "rm")
	s.check("git", "rm")
	if !strings.Contains(out, `"CLAUDE_CODE_SHELL": "`+s.agent+`/bash"`) {
		t.Errorf("no Claude Code setting in output:\n%s", out)
	}
	if !strings.Contains(out, s.bindir+" is not on your PATH") || !strings.Contains(out, `export PATH="`+s.bindir+`:$PATH"`) {
		t.Errorf("the output does not say how to put the programs on PATH:\n%s", out)
	}
	if strings.Contains(out, "WARNING") {
		t.Errorf("a warning with a clean PATH:\n%s", out)
	}
}

func TestInstallAgainIsSafe(t *testing.T) {
	s := newSetup(t)
	s.mustRun(nil, "git")
	// What gatesh install wrote into the agent's folder, and a name given
	// only the first time, stay.
	wrapper := filepath.Join(s.agent, "gatesh-gemini")
	if err := os.WriteFile(wrapper, []byte("#!/bin/sh\nexec gemini \"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	out := s.mustRun([]string{s.bindir})
	s.check("git")
	if data, err := os.ReadFile(wrapper); err != nil || !strings.Contains(string(data), "exec gemini") {
		t.Errorf("the wrapper did not survive a second install: %q %v", data, err)
	}
	if !strings.Contains(out, s.bindir+" is on your PATH") {
		t.Errorf("the output does not see the programs on PATH:\n%s", out)
	}
	leftovers, _ := filepath.Glob(filepath.Join(s.agent, "*.new"))
	more, _ := filepath.Glob(filepath.Join(s.bindir, "*.new"))
	if len(leftovers)+len(more) > 0 {
		t.Errorf("temporary files left: %v %v", leftovers, more)
	}
}

// Versions before the two folders built every program into the agent's
// folder. Installing over that leaves links only there.
func TestInstallOverTheOldLayout(t *testing.T) {
	s := newSetup(t)
	if err := os.MkdirAll(s.agent, 0o700); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"gatesh", "gatesh-serve", "gatesh-export", "gatesh-model", "gatesh-mcp", "gatesh-net"} {
		if err := os.WriteFile(filepath.Join(s.agent, p), []byte("old\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("gatesh", filepath.Join(s.agent, "bash")); err != nil {
		t.Fatal(err)
	}
	s.mustRun(nil)
	s.check()
}

// A new gatesh folder is the operator's alone; re-running keeps the modes
// of an existing one, which the two-user setup opens to the agent's group.
func TestInstallKeepsTheFoldersModes(t *testing.T) {
	s := newSetup(t)
	s.mustRun(nil)
	if st, err := os.Stat(s.home); err != nil || st.Mode().Perm() != 0o700 {
		t.Fatalf("a new gatesh folder: %v %v, want 0700", st.Mode(), err)
	}
	if err := os.Chmod(s.home, 0o750); err != nil {
		t.Fatal(err)
	}
	s.mustRun(nil)
	if st, err := os.Stat(s.home); err != nil || st.Mode().Perm() != 0o750 {
		t.Errorf("re-running changed the gatesh folder's mode: %v %v", st.Mode(), err)
	}
}

func TestInstallWarnsOfTheAgentsFolderOnPATH(t *testing.T) {
	s := newSetup(t)
	s.mustRun(nil)
	out := s.mustRun([]string{s.agent, s.bindir})
	if !strings.Contains(out, "WARNING: the agent's folder "+s.agent+" is on your PATH") {
		t.Errorf("no warning for the agent's folder on the operator's PATH:\n%s", out)
	}
	// Another gatesh found first is named.
	other := filepath.Join(s.root, "other")
	if err := os.MkdirAll(other, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(other, "gatesh"), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	out = s.mustRun([]string{other, s.bindir})
	if !strings.Contains(out, "your PATH finds another gatesh first: "+filepath.Join(other, "gatesh")) {
		t.Errorf("another gatesh first on PATH is not named:\n%s", out)
	}
}

func TestInstallRefuses(t *testing.T) {
	s := newSetup(t)
	for _, bad := range []string{"../x", "gatesh", "gatesh-serve", "a/b", ".."} {
		if out, err := s.run(nil, nil, bad); err == nil {
			t.Errorf("%s accepted:\n%s", bad, out)
		}
	}
	if _, err := os.Lstat(s.home); err == nil {
		t.Error("a refused install made the gatesh folder")
	}
	for _, env := range [][]string{{"GATESH_BINDIR=relative/bin"}} {
		if out, err := s.run(env, nil); err == nil || !strings.Contains(out, "absolute") {
			t.Errorf("%v accepted: %v\n%s", env, err, out)
		}
	}
	s.mustRun(nil)
	if out, err := s.run([]string{"GATESH_BINDIR=" + s.agent}, nil); err == nil || !strings.Contains(out, "folder of their own") {
		t.Errorf("the agent's folder accepted as the operator's: %v\n%s", err, out)
	}
}
