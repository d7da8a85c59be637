package describe

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"gatesh/internal/needs"
	"gatesh/undo"
)

// gitRepo makes a repository whose origin/main, as last fetched, holds a
// commit that the local main does not: what a force-push would overwrite.
func gitRepo(t *testing.T) (dir, git string) {
	t.Helper()
	git = needs.Program(t, "git")
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

// Outside a repository the description says so plainly, not with git's
// raw error.
func TestRemovalOutsideGit(t *testing.T) {
	git := needs.Program(t, "git")
	dir := t.TempDir()
	must(t, os.MkdirAll(filepath.Join(dir, "build"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, "build", "out"), []byte("x"), 0o644))
	got := strings.Join(WhatItWouldDo("rm -rf build", dir, Env{Git: git, Getenv: func(string) string { return "" }, Undo: undo.Defaults()}), "\n")
	if want := "rm build: deletes 1 file, 1 byte; not in a git repository, so git cannot restore any of it"; got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// One rm of many big folders is described within bounds: at most
// maxRemovals targets, maxWalkedAll files and the time budget, whatever
// the command names.
func TestRemovalBounded(t *testing.T) {
	dir := t.TempDir()
	var args []string
	for i := range maxRemovals + 2 {
		name := filepath.Join(dir, "big"+strconv.Itoa(i))
		must(t, os.MkdirAll(name, 0o755))
		for j := range 2600 { // 20 of them hold more than maxWalkedAll
			must(t, os.WriteFile(filepath.Join(name, strconv.Itoa(j)), nil, 0o644))
		}
		args = append(args, "big"+strconv.Itoa(i))
	}
	env := Env{Getenv: func(string) string { return "" }, Undo: undo.Defaults()}
	lines := WhatItWouldDo("rm -rf "+strings.Join(args, " "), dir, env)
	if len(lines) != maxRemovals+1 || !strings.Contains(lines[maxRemovals], "2 targets more not described") {
		t.Fatalf("%d lines, last %q", len(lines), lines[len(lines)-1])
	}
	counted := 0
	for _, l := range lines[:maxRemovals] {
		var n int
		if _, err := fmt.Sscanf(l[strings.Index(l, "deletes ")+len("deletes "):], "%d", &n); err == nil {
			counted += n
		} else if !strings.Contains(l, "at least") {
			t.Errorf("line %q", l)
		}
	}
	if counted > maxWalkedAll {
		t.Errorf("counted %d files, more than %d", counted, maxWalkedAll)
	}
	// A spent budget stops the counting at once.
	env.Budget = time.Nanosecond
	for _, l := range WhatItWouldDo("rm -rf "+strings.Join(args, " "), dir, env)[:maxRemovals] {
		if !strings.Contains(l, "out of time") {
			t.Errorf("with no time left: %q", l)
		}
	}
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
		{"rm glob", []string{"rm src/*.go"}, []string{"src/a.go: deletes 1 file, 20 bytes;", "src/b.go: deletes 1 file, 10 bytes;"}},
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
