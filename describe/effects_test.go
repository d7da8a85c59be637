package describe

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/undo"
)

// gitRepo makes a repository whose origin/main, as last fetched, holds a
// commit that the local main does not: what a force-push would overwrite.
func gitRepo(t *testing.T) (dir, git string) {
	t.Helper()
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("git not installed")
	}
	dir = t.TempDir()
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command(git, append([]string{"-C", dir, "-c", "user.name=t", "-c", "user.email=t@example.com"}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	run("init", "-q", "-b", "main")
	must(t, os.MkdirAll(filepath.Join(dir, "src"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, "src", "a.go"), []byte("package a\n"), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "src", "b.go"), []byte("package b\n"), 0o644))
	run("add", "src")
	run("commit", "-q", "-m", "first")
	run("commit", "-q", "--allow-empty", "-m", "colleague's work")
	run("update-ref", "refs/remotes/origin/main", "HEAD")
	run("reset", "-q", "--hard", "HEAD~1")
	must(t, os.WriteFile(filepath.Join(dir, "src", "new.txt"), []byte("12345"), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "src", "a.go"), []byte("package a // edited\n"), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "msg.md"), []byte("body from a file\n"), 0o644))
	return dir, git
}

func TestWhatItWouldDo(t *testing.T) {
	dir, git := gitRepo(t)
	for _, tc := range []struct {
		name string
		cmds []string // spellings that must all show want
		want []string
	}{
		{"force-push overwrites", []string{"git push --force origin main", "git push -f origin main", "git push origin +main", "git -C . push --force-with-lease origin main:main", "git push -f"},
			[]string{"force-push, from local refs only (no fetch", "commits on origin/main that main would overwrite", "colleague's work"}},
		{"rm counts and git", []string{"rm -rf src", "rm -r -f -- src", "sudo rm -rf src", "bash -c 'rm -rf src'"},
			[]string{"rm src: deletes 3 files, 35 bytes; git tracks 2 of them", "except 1 with uncommitted changes); 1 untracked cannot be restored"}},
		{"rm glob", []string{"rm src/*.go"}, []string{"src/a.go: deletes 1 files", "src/b.go: deletes 1 files"}},
		{"gh body", []string{"gh issue comment 3 --body 'ship it'", "gh pr comment 3 -b 'ship it'", "gh pr comment 3 --body='ship it'"},
			[]string{"gh sends this text:\nship it"}},
		{"gh body file", []string{"gh issue comment 3 -F msg.md", "gh issue comment 3 --body-file msg.md"},
			[]string{"gh sends the file msg.md (as it is now):\nbody from a file"}},
		{"commit message", []string{"git commit -m 'fix: x'", "git commit --message='fix: x'", "git commit -am 'fix: x'"},
			[]string{"git sends this text:\nfix: x"}},
		{"curl data", []string{"curl -d '{\"a\":1}' https://x", "curl --data '{\"a\":1}' https://x", "curl --json '{\"a\":1}' https://x"},
			[]string{"curl sends this text:\n{\"a\":1}"}},
		{"curl file", []string{"curl -d @msg.md https://x"}, []string{"curl sends the file msg.md (as it is now):\nbody from a file"}},
		{"sql", []string{"psql -c 'DROP TABLE users'", "psql <<'EOF'\nDROP TABLE users\nEOF"}, []string{"sql statements (psql", "DROP TABLE users"}},
		{"escaped", []string{"gh issue comment 1 --body $'\\e[2Jhi'"}, []string{`$'\x1b[2Jhi'`}},
	} {
		for _, cmd := range tc.cmds {
			got := strings.Join(WhatItWouldDo(cmd, dir, Env{Git: git, Undo: undo.Defaults()}), "\n")
			for _, w := range tc.want {
				if !strings.Contains(got, w) {
					t.Errorf("%s: %q:\n%s\nwant %q", tc.name, cmd, got, w)
				}
			}
			if strings.Contains(got, "\x1b") {
				t.Errorf("%q: raw escape in output", cmd)
			}
		}
	}
	if got := WhatItWouldDo("git push origin main:feature/x", dir, Env{Git: git, Undo: undo.Defaults()}); len(got) != 0 {
		t.Errorf("plain push to a feature branch: %q, want nothing", got)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
