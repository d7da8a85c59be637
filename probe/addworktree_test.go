package probe

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// AddWorktree makes the worktree on a new branch from the commit, checks
// nothing out, runs none of the repository's hooks or filters, and never
// moves a branch that exists.
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

	// A smudge filter for every file, named only for the new branch: the
	// worktree is made with nothing checked out, so it cannot run (G5).
	smudged := filepath.Join(t.TempDir(), "smudged")
	r.write(".git/info/attributes", "* filter=ob\n")
	r.write(".git/ob.cfg", "[filter \"ob\"]\n\tsmudge = \"sh -c 'touch "+smudged+"; cat'\"\n")
	r.run("config", "includeIf.onbranch:loop/**.path", r.path(".git/ob.cfg"))

	wt := filepath.Join(t.TempDir(), "task")
	if err := r.prober().AddWorktree(r.dir, wt, "loop/run1/task", base); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(wt, "a.txt")); err == nil {
		t.Error("the worktree was checked out")
	}
	if _, err := os.Stat(smudged); err == nil {
		t.Error("a smudge filter ran")
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
