package probe

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// AddWorktree makes the worktree on a new branch from the commit, runs
// none of the repository's hooks, and never moves a branch that exists.
func TestAddWorktree(t *testing.T) {
	r := newRepo(t)
	r.commit(map[string]string{"a.txt": "a\n"})
	base := strings.TrimSpace(r.run("rev-parse", "HEAD"))
	r.commit(map[string]string{"a.txt": "later\n"})
	// A post-checkout hook, in the hooks folder and through core.hooksPath:
	// neither may run.
	ran := filepath.Join(t.TempDir(), "hook-ran")
	hook := "#!/bin/sh\ntouch " + ran + "\n"
	r.write(".git/hooks/post-checkout", hook)
	must(t, os.Chmod(r.path(".git/hooks/post-checkout"), 0o755))
	hooks := t.TempDir()
	must(t, os.WriteFile(filepath.Join(hooks, "post-checkout"), []byte(hook), 0o755))
	r.run("config", "core.hooksPath", hooks)

	wt := filepath.Join(t.TempDir(), "task")
	if err := r.prober().AddWorktree(r.dir, wt, "loop/run1/task", base); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(filepath.Join(wt, "a.txt")); err != nil || string(data) != "a\n" {
		t.Fatalf("the worktree's a.txt = %q, %v; want the base commit's", data, err)
	}
	if got := strings.TrimSpace(r.run("-C", wt, "rev-parse", "--abbrev-ref", "HEAD")); got != "loop/run1/task" {
		t.Errorf("the worktree is on %q", got)
	}
	if _, err := os.Stat(ran); err == nil {
		t.Error("a post-checkout hook ran")
	}

	// An existing branch is refused, and left where it was.
	mainBefore := r.run("rev-parse", "main")
	if err := r.prober().AddWorktree(r.dir, filepath.Join(t.TempDir(), "again"), "main", base); err == nil {
		t.Error("a worktree on the existing branch main was made")
	}
	if r.run("rev-parse", "main") != mainBefore {
		t.Error("main moved")
	}
	for _, c := range []struct{ path, branch, commit string }{
		{"relative", "b", base},
		{filepath.Join(t.TempDir(), "x"), "-b", base},
		{filepath.Join(t.TempDir(), "x"), "a..b", base},
		{filepath.Join(t.TempDir(), "x"), "b", "HEAD"},
		{filepath.Join(t.TempDir(), "x"), "b", "--orphan"},
	} {
		if err := r.prober().AddWorktree(r.dir, c.path, c.branch, c.commit); err == nil {
			t.Errorf("AddWorktree(%q, %q, %q) made a worktree", c.path, c.branch, c.commit)
		}
	}
}
