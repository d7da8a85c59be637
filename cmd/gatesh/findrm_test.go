package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestFindRemoveKeepsUntrackedSource runs, through the real binary, deletes
// of every .go file that find picks at run time, in a project whose
// keep.go git has never seen: each is held (exit 75), and keep.go
// survives. The cache cleanup of the same shape runs.
func TestFindRemoveKeepsUntrackedSource(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gatesh")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	root := t.TempDir()
	bin := filepath.Join(root, "gatesh")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	home := filepath.Join(root, "gatesh-home")
	if err := os.MkdirAll(home, 0o700); err != nil {
		t.Fatal(err)
	}
	// Park at once rather than wait for an approval.
	if err := os.WriteFile(filepath.Join(home, "config.toml"), []byte("[hold]\nwait = \"0s\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{
		`find . -name '*.go' -exec rm {} \;`,
		`find . -name '*.go' -exec rm -f {} +`,
		`find . -name '*.go' | xargs rm -f`,
		`find . -name '*.go' -print0 | xargs -0 rm -f`,
		`find . -name '*.pyc' -o -type f -exec rm -f {} +`,
	} {
		proj := filepath.Join(t.TempDir(), "proj")
		keep := filepath.Join(proj, "pkg", "keep.go")
		if err := os.MkdirAll(filepath.Dir(keep), 0o755); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command("git", "init", "-q", proj).CombinedOutput(); err != nil {
			t.Fatalf("git init: %v\n%s", err, out)
		}
		if err := os.WriteFile(keep, []byte("package pkg\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		run := exec.Command(bin, "-c", cmd)
		run.Dir = proj
		run.Env = append(os.Environ(), "GATESH_HOME="+home, "HOME="+root)
		out, err := run.CombinedOutput()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 75 {
			t.Errorf("%s: want held (exit 75), got %v\n%s", cmd, err, out)
		}
		if _, err := os.Stat(keep); err != nil {
			t.Errorf("%s: keep.go did not survive: %v", cmd, err)
		}
	}

	// The same shape on bytecode runs: caches are rebuilt.
	proj := filepath.Join(t.TempDir(), "proj")
	cache := filepath.Join(proj, "pkg", "mod.pyc")
	keep := filepath.Join(proj, "pkg", "keep.go")
	if err := os.MkdirAll(filepath.Dir(cache), 0o755); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("git", "init", "-q", proj).CombinedOutput(); err != nil {
		t.Fatalf("git init: %v\n%s", err, out)
	}
	for _, f := range []string{cache, keep} {
		if err := os.WriteFile(f, []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run := exec.Command(bin, "-c", `find . -name '*.pyc' -exec rm -f {} +`)
	run.Dir = proj
	run.Env = append(os.Environ(), "GATESH_HOME="+home, "HOME="+root)
	if out, err := run.CombinedOutput(); err != nil {
		t.Fatalf("cache cleanup: %v\n%s", err, out)
	}
	if _, err := os.Stat(cache); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("mod.pyc still there: %v", err)
	}
	if _, err := os.Stat(keep); err != nil {
		t.Errorf("keep.go did not survive the cache cleanup: %v", err)
	}
}
