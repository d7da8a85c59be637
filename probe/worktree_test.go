package probe

import (
	"os"
	"strings"
	"testing"
)

func TestWorkLost(t *testing.T) {
	base := map[string]string{"a.txt": "a\n", "src/b.go": "package b\n", ".gitignore": "*.log\n"}
	for _, c := range []struct {
		name      string
		setup     func(r *testRepo)
		what      Discard
		pathspecs []string
		safe      bool
		err       bool
	}{
		{name: "reset --hard on a clean tree", what: ResetHard, safe: true},
		{name: "reset --hard keeps untracked files", setup: func(r *testRepo) { r.write("new.txt", "n\n") }, what: ResetHard, safe: true},
		{name: "reset --hard with a deleted file", setup: func(r *testRepo) { must(t, os.Remove(r.path("a.txt"))) }, what: ResetHard, safe: true},
		{name: "reset --hard with an edit", setup: func(r *testRepo) { r.write("a.txt", "edited\n") }, what: ResetHard},
		{name: "reset --hard with a staged edit undone in the tree", setup: func(r *testRepo) {
			r.write("a.txt", "staged\n")
			r.run("add", "a.txt")
			r.write("a.txt", "a\n")
		}, what: ResetHard},
		{name: "reset --hard with a staged new file", setup: func(r *testRepo) { r.write("n.txt", "n\n"); r.run("add", "n.txt") }, what: ResetHard},
		{name: "restore . on a clean tree", what: RestoreWorktree, pathspecs: []string{"."}, safe: true},
		{name: "restore . keeps staged work", setup: func(r *testRepo) { r.write("a.txt", "staged\n"); r.run("add", "a.txt") }, what: RestoreWorktree, pathspecs: []string{"."}, safe: true},
		{name: "restore . with an edit", setup: func(r *testRepo) { r.write("src/b.go", "edited\n") }, what: RestoreWorktree, pathspecs: []string{"."}},
		{name: "restore of another path", setup: func(r *testRepo) { r.write("src/b.go", "edited\n") }, what: RestoreWorktree, pathspecs: []string{"a.txt"}, safe: true},
		{name: "restore with a glob", what: RestoreWorktree, pathspecs: []string{"*.txt"}, err: true},
		{name: "restore with magic", what: RestoreWorktree, pathspecs: []string{":/"}, err: true},
		{name: "clean with nothing untracked", what: CleanAll, safe: true},
		{name: "clean -f with an untracked file", setup: func(r *testRepo) { r.write("new.txt", "n\n") }, what: CleanUntracked},
		{name: "clean -f leaves ignored files", setup: func(r *testRepo) { r.write("x.log", "l\n") }, what: CleanUntracked, safe: true},
		{name: "clean -fx with an ignored file", setup: func(r *testRepo) { r.write("x.log", "l\n") }, what: CleanAll},
		{name: "clean -fX with an ignored file", setup: func(r *testRepo) { r.write("x.log", "l\n") }, what: CleanIgnored},
		{name: "clean -fX leaves untracked files", setup: func(r *testRepo) { r.write("new.txt", "n\n") }, what: CleanIgnored, safe: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := newRepo(t)
			r.commit(base)
			if c.setup != nil {
				c.setup(r)
			}
			rep, err := r.prober().WorkLost(r.dir, c.what, c.pathspecs)
			switch {
			case c.err && err == nil:
				t.Fatalf("want an error, got %+v", rep)
			case !c.err && err != nil:
				t.Fatalf("error: %v", err)
			case err == nil && rep.Safe != c.safe:
				t.Fatalf("safe = %v, want %v (%+v)", rep.Safe, c.safe, rep)
			}
		})
	}
}

func TestStashAndBranches(t *testing.T) {
	r := newRepo(t)
	r.commit(map[string]string{"a.txt": "a\n"})
	p := r.prober()
	if empty, err := p.StashEmpty(r.dir); err != nil || !empty {
		t.Fatalf("new repository: stash empty %v, %v", empty, err)
	}
	r.write("a.txt", "work\n")
	r.run("stash")
	if empty, err := r.prober().StashEmpty(r.dir); err != nil || empty {
		t.Fatalf("after git stash: stash empty %v, %v", empty, err)
	}

	r.run("branch", "merged")
	r.run("checkout", "-q", "-b", "topic")
	r.commit(map[string]string{"t.txt": "t\n"})
	r.run("checkout", "-q", "main")
	if ref, err := r.prober().BranchElsewhere(r.dir, "merged"); err != nil || ref == "" {
		t.Errorf("merged branch: elsewhere %q, %v", ref, err)
	}
	if ref, err := r.prober().BranchElsewhere(r.dir, "topic"); err != nil || ref != "" {
		t.Errorf("unmerged branch: elsewhere %q, %v; want none", ref, err)
	}
	r.run("tag", "keep", "topic")
	if ref, err := r.prober().BranchElsewhere(r.dir, "topic"); err != nil || ref != "refs/tags/keep" {
		t.Errorf("tagged branch: elsewhere %q, %v", ref, err)
	}
	for _, bad := range []string{"", "-f", "a b", "x~1", "no-such-branch"} {
		if _, err := r.prober().BranchElsewhere(r.dir, bad); err == nil {
			t.Errorf("branch %q: want an error", bad)
		}
	}
}

// Ahead counts what a push would add from local refs, and puts no name
// on git's command line that git could read as an option or a revision
// range.
func TestAhead(t *testing.T) {
	r := newRepo(t)
	r.commit(map[string]string{"a": "1"})
	r.run("update-ref", "refs/remotes/origin/main", "HEAD")
	r.run("commit", "-q", "--allow-empty", "-m", "two")
	r.run("commit", "-q", "--allow-empty", "-m", "three")
	n, commits, tracked, err := r.prober().Ahead(r.dir, "origin", "main", "main", 1)
	if err != nil || n != 2 || !tracked || len(commits) != 1 || !strings.HasSuffix(commits[0], " three") {
		t.Errorf("main: %d %q tracked %v, %v", n, commits, tracked, err)
	}
	n, _, tracked, err = r.prober().Ahead(r.dir, "origin", "main", "release/1", 0)
	if err != nil || n != 2 || tracked {
		t.Errorf("a branch new to the remote: %d tracked %v, %v", n, tracked, err)
	}
	for _, bad := range [][3]string{
		{"--upload-pack=touch x", "main", "main"}, {"origin", "--output=x", "main"}, {"origin", "main", "-x"},
		{"origin", "main..other", "main"}, {"origin", "main", "a b"}, {"o*", "main", "main"}, {"origin", "HEAD~1", "main"},
		{"origin", "main", "x\ny"}, {"", "main", "main"},
	} {
		if _, _, _, err := r.prober().Ahead(r.dir, bad[0], bad[1], bad[2], 5); err == nil {
			t.Errorf("Ahead%q: no error", bad)
		}
	}
}
