package enforce

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/internal/needs"
)

// outsideTemp is a fresh folder outside the temporary folders, which are
// writable roots of every policy.
func outsideTemp(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("/var/tmp", "gatesh-programs-")
	if err != nil {
		t.Fatalf("no folder outside /tmp to make programs in: %v", err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

func program(t *testing.T, dir, name string) string {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCheckProgram(t *testing.T) {
	base := outsideTemp(t)
	project := filepath.Join(base, "project")
	if err := os.MkdirAll(filepath.Join(project, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	cache := filepath.Join(base, "cache")
	safe := program(t, filepath.Join(base, "bin"), "git")
	planted := program(t, filepath.Join(project, ".venv", "bin"), "git")
	tmp := program(t, t.TempDir(), "bash")
	cached := program(t, filepath.Join(cache, "bin"), "git")
	open := filepath.Join(base, "open")
	program(t, open, "git")
	if err := os.Chmod(open, 0o777); err != nil {
		t.Fatal(err)
	}
	// A link in a safe folder to a program in the project.
	link := filepath.Join(base, "links", "git")
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(planted, link); err != nil {
		t.Fatal(err)
	}
	writableFile := program(t, filepath.Join(base, "wf"), "git")
	if err := os.Chmod(writableFile, 0o757); err != nil {
		t.Fatal(err)
	}
	// A folder of its own that is not on PATH is a project a green
	// command run from there may write.
	ownFolder := program(t, filepath.Join(base, "tool"), "git")
	onPath := filepath.Join(base, "bin") + ":" + filepath.Join(base, "links")
	getenv := func(k string) string {
		if k == "PATH" {
			return onPath
		}
		return ""
	}
	in := Inputs{Cwd: filepath.Join(project, "src"), Getenv: getenv, Writable: []string{cache}}
	for _, tc := range []struct {
		name, path, place, why string
	}{
		{"in the project", planted, filepath.Dir(planted), "in the project"},
		{"in a temporary folder", tmp, filepath.Dir(tmp), "temporary folder"},
		{"in a cache", cached, filepath.Dir(cached), "cache folder"},
		{"in a folder every user may write", filepath.Join(open, "git"), open, "writable by every user"},
		{"a link to a program in the project", link, filepath.Dir(planted), "in the project"},
		{"a file every user may write", writableFile, writableFile, "writable by every user"},
		{"in a folder of its own, not on PATH", ownFolder, filepath.Dir(ownFolder), "a folder a green command run from there may write"},
		{"in a repository's git folder", program(t, filepath.Join(base, "repo", ".git", "hooks"), "git"), filepath.Join(base, "repo", ".git", "hooks"), "is in " + filepath.Join(base, "repo") + ", which a green command"},
		{"in a folder of its own on PATH", safe, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckProgram(in, tc.path)
			var ue *UnsafeProgramError
			if tc.why == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if !errors.As(err, &ue) || ue.Place != tc.place || !strings.Contains(ue.Why, tc.why) || ue.Path != tc.path {
				t.Fatalf("got %#v (%v), want %s refused for %q", ue, err, tc.place, tc.why)
			}
		})
	}
	// The system's own shell is fine from anywhere.
	if sh, err := exec.LookPath("sh"); err == nil {
		if err := CheckProgram(in, sh); err != nil {
			t.Errorf("the system's sh: %v", err)
		}
	}
}

// BenchmarkCheckProgram is what gatesh adds to a start to check the real
// shell it found on PATH: bash, from this repository, with the caches of
// DefaultWritable.
func BenchmarkCheckProgram(b *testing.B) {
	bash := needs.Program(b, "bash")
	cwd, err := os.Getwd()
	if err != nil {
		b.Fatal(err)
	}
	in := Inputs{Cwd: cwd, Home: os.Getenv("HOME"), Getenv: os.Getenv}
	for b.Loop() {
		if err := CheckProgram(in, bash); err != nil {
			b.Fatal(err)
		}
	}
}
