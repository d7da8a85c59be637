package shim

import (
	"errors"
	"gatesh/config"
	"os"
	"path/filepath"
	"testing"
)

// fakeSelf is a stand-in for gatesh's executable.
func fakeSelf(t *testing.T, dir string) (string, os.FileInfo) {
	t.Helper()
	p := filepath.Join(dir, "gatesh")
	if err := os.WriteFile(p, []byte("#!/bin/true\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return p, st
}

func TestFindOtherNeverFindsItself(t *testing.T) {
	root := t.TempDir()
	selfPath, self := fakeSelf(t, root)
	a, b, c, real := filepath.Join(root, "a"), filepath.Join(root, "b"), filepath.Join(root, "c"), filepath.Join(root, "real")
	for _, d := range []string{a, b, c, real} {
		os.Mkdir(d, 0o755)
	}
	// a/bash -> gatesh; b/bash -> a/bash (a chain); c/bash is a hard link.
	must(t, os.Symlink(selfPath, filepath.Join(a, "bash")))
	must(t, os.Symlink(filepath.Join(a, "bash"), filepath.Join(b, "bash")))
	must(t, os.Link(selfPath, filepath.Join(c, "bash")))
	must(t, os.WriteFile(filepath.Join(real, "bash"), []byte("#!/bin/true\n"), 0o755))
	must(t, os.WriteFile(filepath.Join(real, "noexec"), []byte(""), 0o644))

	pathList := a + ":" + b + ":" + a + ":" + c + "::.:relative:" + real
	got, err := findOther("bash", pathList, self)
	if err != nil || got != filepath.Join(real, "bash") {
		t.Fatalf("got %q %v, want the real bash", got, err)
	}
	// Only gatesh on PATH: the fallback, unless it is gatesh too.
	got, err = findOther("bash", a+":"+b+":"+c, self, filepath.Join(real, "bash"))
	if err != nil || got != filepath.Join(real, "bash") {
		t.Fatalf("fallback: got %q %v", got, err)
	}
	_, err = findOther("bash", a+":"+b+":"+c, self, filepath.Join(a, "bash"))
	if !errors.Is(err, errNoProgram) {
		t.Fatalf("only gatesh everywhere: want errNoProgram, got %v", err)
	}
	// Not executable, and relative PATH entries, are skipped.
	if _, err := findOther("noexec", real, self); err == nil {
		t.Fatal("a file without x bits must not be chosen")
	}
	t.Chdir(real)
	if _, err := findOther("bash", ".:relative", self); err == nil {
		t.Fatal("relative PATH entries must be skipped")
	}
}

func TestRealShellRefusesConfiguredSelf(t *testing.T) {
	root := t.TempDir()
	selfPath, _ := fakeSelf(t, root)
	link := filepath.Join(root, "bash")
	must(t, os.Symlink(selfPath, link))
	r := &runtime{selfPath: selfPath}
	cfg := config.Defaults(filepath.Join(root, "home"))
	cfg.Shell = link
	if _, err := r.realShell(cfg, "bash"); err == nil {
		t.Fatal("a configured shell that is gatesh must be refused")
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
