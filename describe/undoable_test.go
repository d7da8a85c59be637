package describe

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/internal/needs"
	"gatesh/undo"
)

// world is a real repository in a temporary folder, with main at origin
// as last fetched (no remote is ever contacted: the remote-tracking refs
// are set by hand).
type world struct {
	t        *testing.T
	dir, git string
}

func newWorld(t *testing.T) *world {
	t.Helper()
	git := needs.Program(t, "git")
	w := &world{t: t, dir: t.TempDir(), git: git}
	w.run("init", "-q", "-b", "main")
	w.write("a.txt", "a\n")
	w.write("b.txt", "b\n")
	w.write("src/c.go", "package c\n")
	w.write(".gitignore", "*.log\n")
	w.run("add", ".")
	w.run("commit", "-q", "-m", "first")
	w.run("update-ref", "refs/remotes/origin/main", "HEAD")
	w.run("symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/main")
	w.run("config", "remote.origin.url", "/nonexistent/origin.git")
	w.run("config", "branch.main.remote", "origin")
	w.run("config", "branch.main.merge", "refs/heads/main")
	return w
}

func (w *world) run(args ...string) string {
	w.t.Helper()
	cmd := exec.Command(w.git, append([]string{"-C", w.dir, "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"}, args...)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		w.t.Fatalf("git %v: %v\n%s", args, err, out)
	}
	return string(out)
}

func (w *world) write(name, text string) {
	w.t.Helper()
	path := filepath.Join(w.dir, name)
	must(w.t, os.MkdirAll(filepath.Dir(path), 0o755))
	must(w.t, os.WriteFile(path, []byte(text), 0o644))
}

func (w *world) commits(n int, what string) {
	w.t.Helper()
	for i := range n {
		w.run("commit", "-q", "--allow-empty", "-m", fmt.Sprintf("%s %d", what, i+1))
	}
}

func (w *world) describe(cmd string, s undo.Settings) string {
	w.t.Helper()
	return strings.Join(WhatItWouldDo(cmd, w.dir, Env{Git: w.git, Undo: s, Getenv: os.Getenv}), "\n")
}

type describeCase struct {
	name   string
	setup  func(w *world)
	cmds   []string // spellings that must all say want
	want   []string
	unwant []string
}

func (tc describeCase) check(t *testing.T, s undo.Settings) {
	t.Helper()
	w := newWorld(t)
	if tc.setup != nil {
		tc.setup(w)
	}
	for _, cmd := range tc.cmds {
		got := w.describe(cmd, s)
		for _, want := range tc.want {
			if !strings.Contains(got, want) {
				t.Errorf("%s: %q:\n%s\nwant %q", tc.name, cmd, got, want)
			}
		}
		for _, unwant := range tc.unwant {
			if strings.Contains(got, unwant) {
				t.Errorf("%s: %q:\n%s\nwant no %q", tc.name, cmd, got, unwant)
			}
		}
	}
}

// gatesh show lists what a held git reset --hard, checkout, restore or
// clean would lose, from the work tree as it is now.
func TestWhatADiscardLoses(t *testing.T) {
	edits := func(w *world) {
		w.write("a.txt", "a, edited\n")
		w.write("b.txt", "b, staged\n")
		w.run("add", "b.txt")
		w.write("new.txt", "new\n")
	}
	for _, tc := range []describeCase{
		{name: "reset --hard loses edits and staged changes", setup: edits,
			cmds:   []string{"git reset --hard", "git reset --hard HEAD", "git -C . reset -q --hard", "git checkout -f", "git restore --staged --worktree a.txt b.txt"},
			want:   []string{"would lose uncommitted changes to 2 files, which git cannot restore:\na.txt\nb.txt"},
			unwant: []string{"new.txt"}},
		{name: "checkout and restore lose the unstaged edits", setup: edits,
			cmds:   []string{"git checkout -- a.txt b.txt", "git checkout .", "git restore a.txt b.txt", "git restore --worktree -- a.txt b.txt", "git checkout -q -- ."},
			want:   []string{"would lose uncommitted changes to 1 file, which git cannot restore:\na.txt"},
			unwant: []string{"\nb.txt"}},
		{name: "clean deletes untracked files", setup: edits,
			cmds: []string{"git clean -f", "git clean -fd", "git clean --force", "git clean -f -d -q"},
			want: []string{"would delete untracked 1 file, which git cannot restore:\nnew.txt"}},
		{name: "clean -x deletes ignored files too", setup: func(w *world) { edits(w); w.write("build.log", "x\n") },
			cmds: []string{"git clean -fdx", "git clean -f -x -d"},
			want: []string{"would delete untracked and ignored 2 files", "build.log", "new.txt"}},
		{name: "a clean work tree loses nothing",
			cmds: []string{"git reset --hard", "git checkout .", "git restore a.txt", "git clean -fdx"},
			want: []string{": loses nothing: the work tree has nothing it would lose"}},
		{name: "at most 20 files are listed, with a count of the rest", setup: func(w *world) {
			for i := range 25 {
				w.write(fmt.Sprintf("u%02d.txt", i), "x\n")
			}
		},
			cmds:   []string{"git clean -f"},
			want:   []string{"would delete untracked 25 files", "u00.txt\n", "u19.txt\n... and 5 more files"},
			unwant: []string{"u20.txt"}},
		{name: "a name with a newline is one escaped line", setup: func(w *world) { w.write("evil\nname", "x\n") },
			cmds: []string{"git clean -f"},
			want: []string{"\n$'evil\\nname'"}},
		{name: "after a cd it cannot tell", setup: edits,
			cmds: []string{"cd src && git reset --hard"},
			want: []string{"git reset --hard: runs after a cd, so gatesh cannot tell what it would lose"}},
		{name: "paths git does not know: cannot tell, never nothing",
			cmds:   []string{"git checkout -- missing.txt", "git checkout -- '*.txt'"},
			want:   []string{"gatesh cannot tell what it would lose"},
			unwant: []string{"loses nothing"}},
		{name: "a branch switch throws nothing away: nothing said", setup: edits,
			cmds:   []string{"git checkout -b other", "git restore --source HEAD~1 a.txt"},
			unwant: []string{"lose", "delete"}},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.check(t, undo.Defaults()) })
	}
}

// gatesh show says which shared branch a held push lands on and, from
// local refs only, how many commits it would add there.
func TestWhatAPushPublishes(t *testing.T) {
	ahead := func(w *world) { w.commits(3, "local work") }
	feature := func(w *world) {
		w.run("checkout", "-q", "-b", "feature/x")
		w.commits(2, "feature work")
	}
	for _, tc := range []describeCase{
		{name: "main, three commits ahead", setup: ahead,
			cmds: []string{"git push origin main", "git push", "git push origin HEAD", "git push -u origin main:main", "git push origin refs/heads/main", "git push --force origin main"},
			want: []string{"publishes to main on origin, a shared branch: others see it, and CI may deploy it. From local refs only (no fetch; the remote may hold more), it would add 3 commits to origin/main as last fetched:\n",
				" local work 3\n", " local work 1"}},
		{name: "a feature branch onto main", setup: func(w *world) { ahead(w); feature(w) },
			cmds: []string{"git push origin HEAD:main", "git push origin feature/x:main"},
			want: []string{"publishes to main on origin", "it would add 5 commits to origin/main"}},
		{name: "a feature branch stays unsaid", setup: feature,
			cmds:   []string{"git push origin feature/x", "git push -u origin HEAD", "git push origin main:feature/y"},
			unwant: []string{"publishes", "shared"}},
		{name: "nothing new", cmds: []string{"git push origin main"},
			want: []string{"publishes to main on origin", "it adds no commit to origin/main as last fetched"}},
		{name: "a shared branch new to the remote", setup: ahead,
			cmds: []string{"git push origin main:release/2", "git push origin main:refs/heads/release/2"},
			want: []string{"publishes to release/2 on origin, a shared branch", "origin/release/2 not known locally (a new branch, or never fetched); from local refs only (no fetch; the remote may hold more), 3 commits of main on no branch of origin:\n"}},
		{name: "many commits: 20 listed", setup: func(w *world) { w.commits(25, "step") },
			cmds:   []string{"git push origin main"},
			want:   []string{"it would add 25 commits", " step 25\n", " step 6\n... and 5 more commits"},
			unwant: []string{" step 5\n"}},
		{name: "every branch", cmds: []string{"git push --all origin", "git push origin --tags"},
			want: []string{"lands on every branch or tag it names on origin, the shared ones too"}},
		{name: "cannot tell", setup: func(w *world) { w.run("checkout", "-q", "--detach") },
			cmds: []string{"git push", "git push origin 'feat/*'"},
			want: []string{"git push"}, unwant: []string{"publishes"}},
		{name: "a URL: nothing known of it", setup: ahead,
			cmds: []string{"git push https://example.com/x.git main"},
			want: []string{"publishes to main on https://example.com/x.git, a shared branch", "keeps no record of that remote"}},
		{name: "a dry run publishes nothing", setup: ahead,
			cmds: []string{"git push -n origin main", "git push --dry-run"}, unwant: []string{"publishes"}},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.check(t, undo.Defaults()) })
	}

	// The shared branches are the configured ones (staging is a default
	// one, an environment branch; integration is not).
	s := undo.Defaults()
	s.SharedBranches = []string{"integration"}
	describeCase{name: "configured", setup: feature, cmds: []string{"git push origin feature/x:integration"},
		want: []string{"publishes to integration on origin, a shared branch", "2 commits of feature/x on no branch of origin"}}.check(t, s)
	describeCase{name: "not configured", setup: feature, cmds: []string{"git push origin feature/x:integration"},
		unwant: []string{"publishes"}}.check(t, undo.Defaults())
}

// Describing reads a hostile repository without running anything it
// configures: fsmonitor, hooks, filters, diff drivers, a pager, a
// signature program for signed commits, an ssh command and an ext::
// remote. Every program it names would leave a mark.
func TestDescribeRunsNothingTheRepositoryConfigures(t *testing.T) {
	w := newWorld(t)
	mark := filepath.Join(t.TempDir(), "ran")
	evil := filepath.Join(t.TempDir(), "evil.sh")
	must(t, os.WriteFile(evil, []byte("#!/bin/sh\necho \"$0 $*\" >> '"+mark+"'\ncat\n"), 0o755))

	// Signed commits on both sides, so that showing them would check
	// their signatures: main ahead of origin/main, and origin/main ahead
	// of main (what a force-push overwrites).
	signed := func(parent, msg string) string {
		tree := strings.TrimSpace(w.run("rev-parse", parent+"^{tree}"))
		obj := fmt.Sprintf("tree %s\nparent %s\nauthor t <t@example.com> 1700000000 +0000\ncommitter t <t@example.com> 1700000000 +0000\n"+
			"gpgsig -----BEGIN PGP SIGNATURE-----\n \n iQEzBAABCAAdFiEEfakefakefakefake\n -----END PGP SIGNATURE-----\n\n%s\n",
			tree, strings.TrimSpace(w.run("rev-parse", parent)), msg)
		path := filepath.Join(t.TempDir(), "commit")
		must(t, os.WriteFile(path, []byte(obj), 0o644))
		return strings.TrimSpace(w.run("hash-object", "-t", "commit", "-w", path))
	}
	base := strings.TrimSpace(w.run("rev-parse", "HEAD"))
	w.run("update-ref", "refs/remotes/origin/main", signed(base, "theirs"))
	w.run("update-ref", "refs/heads/main", signed(base, "ours"))
	w.write("src/c.go", "package c // edited\n") // stat-dirty: a diff would filter it
	w.write("untracked.txt", "u\n")
	w.write(".gitattributes", "* filter=evil diff=evil\n")

	// The hostile settings go straight into .git/config: from here on the
	// test runs no git of its own.
	hostile := fmt.Sprintf(`
[core]
	fsmonitor = %[1]s
	hooksPath = %[2]s
	pager = %[1]s
	sshCommand = %[1]s
[filter "evil"]
	clean = %[1]s
	smudge = %[1]s
	process = %[1]s
	required = true
[diff "evil"]
	textconv = %[1]s
	command = %[1]s
[diff]
	external = %[1]s
[log]
	showSignature = true
[gpg]
	program = %[1]s
[pager]
	log = %[1]s
[remote "evil"]
	url = ext::%[1]s
	fetch = +refs/heads/*:refs/remotes/evil/*
`, evil, filepath.Dir(evil))
	f, err := os.OpenFile(filepath.Join(w.dir, ".git", "config"), os.O_APPEND|os.O_WRONLY, 0)
	must(t, err)
	_, err = f.WriteString(hostile)
	must(t, err)
	must(t, f.Close())
	for _, hook := range []string{"post-checkout", "pre-push", "reference-transaction", "post-index-change"} {
		must(t, os.WriteFile(filepath.Join(filepath.Dir(evil), hook), []byte("#!/bin/sh\necho hook >> '"+mark+"'\n"), 0o755))
	}

	for _, cmd := range []string{
		"git reset --hard", "git checkout -- src/c.go", "git checkout .", "git restore src/c.go", "git clean -fdx",
		"git push origin main", "git push", "git push --force origin main", "git push evil main", "git push origin main:release/9",
		"rm -rf src", "rm src/c.go", "git commit -am 'x'", "git stash drop", "git branch -D main",
	} {
		got := w.describe(cmd, undo.Defaults())
		if data, err := os.ReadFile(mark); err == nil {
			t.Fatalf("%q ran a program the repository configures: %s\n%s", cmd, data, got)
		}
		if cmd == "git reset --hard" && !strings.Contains(got, "src/c.go") {
			t.Errorf("%q: %s\nwant the edited file listed", cmd, got)
		}
		if cmd == "git push origin main" && !strings.Contains(got, "it would add 1 commit to origin/main") {
			t.Errorf("%q: %s\nwant the signed commit counted", cmd, got)
		}
	}
}
