package probe

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// gitAnswer is git's own answer to a question, "" and false where git
// fails.
func gitAnswer(t *testing.T, p *Prober, dir string, args ...string) (string, bool) {
	t.Helper()
	out, err := p.runGit(context.Background(), dir, args...)
	return strings.TrimSpace(string(out)), err == nil
}

// What HEAD names, read from the git folder, is git symbolic-ref's
// answer wherever the files say it for certain: a branch, one with a
// slash, an unborn one, a detached HEAD, a linked worktree's; and where
// git would answer otherwise (a tag of the branch's name, loose or
// packed, a ref refs/NAME, a branch that is itself a symbolic ref, a
// name of capitals), the files say they cannot tell.
func TestCurrentBranchAnswersAsGit(t *testing.T) {
	r := newRepo(t)
	wt := filepath.Join(t.TempDir(), "wt")
	type step struct {
		name    string
		do      func()
		dir     string
		certain bool // the files must answer, not git
	}
	steps := []step{
		{name: "unborn", do: func() {}, certain: true},
		{name: "main", do: func() { r.commit(map[string]string{"a": "1"}) }, certain: true},
		{name: "slash", do: func() { r.run("checkout", "-q", "-b", "feature/login") }, certain: true},
		{name: "detached", do: func() { r.run("checkout", "-q", "--detach") }, certain: true},
		{name: "worktree", do: func() { r.run("worktree", "add", "-q", "-b", "side", wt) }, dir: wt, certain: true},
		{name: "packed", do: func() { r.run("checkout", "-q", "main"); r.run("pack-refs", "--all") }, certain: true},
		{name: "tag of that name", do: func() { r.run("tag", "main") }},
		{name: "packed tag", do: func() { r.run("pack-refs", "--all") }},
		{name: "refs/NAME", do: func() {
			r.run("tag", "-d", "main")
			r.run("checkout", "-q", "-b", "x")
			r.run("update-ref", "refs/x", "HEAD")
		}},
		{name: "symbolic branch", do: func() {
			r.run("update-ref", "-d", "refs/x")
			r.run("symbolic-ref", "refs/heads/alias", "refs/heads/main")
			r.run("symbolic-ref", "HEAD", "refs/heads/alias")
		}},
		{name: "capitals", do: func() { r.run("checkout", "-q", "-b", "FOO") }},
		{name: "unborn elsewhere", do: func() { r.run("checkout", "-q", "--orphan", "new") }, certain: true},
	}
	for _, s := range steps {
		s.do()
		dir := r.dir
		if s.dir != "" {
			dir = s.dir
		}
		p := New(Options{Git: r.git, Getenv: os.Getenv, Budget: 20 * time.Second})
		rp, err := p.repo(context.Background(), dir)
		must(t, err)
		files, ok := rp.refFiles()
		if !ok {
			t.Fatalf("%s: no ref files", s.name)
		}
		got, certain := files.currentBranch()
		want, _ := gitAnswer(t, p, dir, "symbolic-ref", "-q", "--short", "HEAD")
		switch {
		case certain && got != want:
			t.Errorf("%s: the files say %q, git %q", s.name, got, want)
		case s.certain && !certain:
			t.Errorf("%s: the files cannot tell (git says %q)", s.name, want)
		}
		if b, err := p.Branches(dir, ""); err != nil || b.Current != want {
			t.Errorf("%s: Branches: %+v, %v; git says %q", s.name, b, err, want)
		}
	}
}

// Whether a remote's HEAD is a symbolic ref, whether the stash has
// entries and whether a branch exists are git's answers, from the files
// where no file holds the ref, from git otherwise.
func TestRefsAbsentAnswerAsGit(t *testing.T) {
	r := newRepo(t)
	r.commit(map[string]string{"a": "1"})
	p := func() *Prober { return New(Options{Git: r.git, Getenv: os.Getenv, Budget: 20 * time.Second}) }
	check := func(step string, wantAbsent bool) {
		t.Helper()
		rp, err := p().repo(context.Background(), r.dir)
		must(t, err)
		files, ok := rp.refFiles()
		if !ok {
			t.Fatalf("%s: no ref files", step)
		}
		_, symbolic := gitAnswer(t, p(), r.dir, "symbolic-ref", "-q", "refs/remotes/origin/HEAD")
		if files.notSymbolic("refs/remotes/origin/HEAD") && symbolic {
			t.Errorf("%s: the files say origin/HEAD is not symbolic, git says it is", step)
		}
		stash, _ := gitAnswer(t, p(), r.dir, "for-each-ref", "--format=%(refname)", "refs/stash")
		if files.absent("refs/stash") && stash != "" {
			t.Errorf("%s: the files find no stash, git finds %q", step, stash)
		}
		if empty, err := p().StashEmpty(r.dir); err != nil || empty != (stash == "") {
			t.Errorf("%s: StashEmpty %v, %v; git lists %q", step, empty, err, stash)
		}
		_, exists := gitAnswer(t, p(), r.dir, "rev-parse", "-q", "--verify", "refs/heads/topic^{commit}")
		absent := files.absent(dwimRefs("refs/heads/topic")...)
		if absent && exists {
			t.Errorf("%s: the files find no branch topic, git does", step)
		}
		if absent != wantAbsent {
			t.Errorf("%s: branch topic absent %v, want %v", step, absent, wantAbsent)
		}
	}
	check("new", true)
	r.run("symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/main")
	r.run("update-ref", "refs/remotes/origin/main", "HEAD")
	r.write("a", "work\n")
	r.run("stash")
	r.run("branch", "topic")
	check("loose", false)
	r.run("pack-refs", "--all")
	check("packed", false)
	r.run("symbolic-ref", "-d", "refs/remotes/origin/HEAD")
	r.run("update-ref", "refs/remotes/origin/HEAD", "HEAD")
	r.run("pack-refs", "--all")
	r.run("stash", "clear")
	r.run("branch", "-D", "topic")
	r.run("branch", "topic/sub")
	check("beneath", false)
	r.run("branch", "-D", "topic/sub")
	r.run("pack-refs", "--all")
	check("gone", true)
	// A remote's HEAD that is a plain ref, packed: symbolic-ref fails, as
	// the files say.
	if _, symbolic := gitAnswer(t, p(), r.dir, "symbolic-ref", "-q", "refs/remotes/origin/HEAD"); symbolic {
		t.Fatal("a packed plain ref is symbolic for git")
	}
}

// A batch's probes of a push, a stash and a branch deletion ask git only
// where the repository is and its configuration: the refs they need are
// read from the git folder.
func TestRefQuestionsRunNoGit(t *testing.T) {
	r := newRepo(t)
	r.commit(map[string]string{"a": "1"})
	r.run("checkout", "-q", "-b", "feature/x")
	git, runs := countingGit(t, r.git)
	p := New(Options{Git: git, Getenv: os.Getenv, Budget: 20 * time.Second, Cache: NewCache()})
	b, err := p.Branches(r.dir, "")
	if err != nil || b.Current != "feature/x" || b.RemoteHead != "" {
		t.Fatalf("branches: %+v, %v", b, err)
	}
	if empty, err := p.StashEmpty(r.dir); err != nil || !empty {
		t.Fatalf("stash empty: %v, %v", empty, err)
	}
	if _, err := p.BranchElsewhere(r.dir, "no-such"); err == nil {
		t.Fatal("a branch that does not exist is elsewhere")
	}
	if n := runs(); n != 2 {
		data, _ := os.ReadFile(filepath.Join(filepath.Dir(git), "runs"))
		t.Errorf("git ran %d times, want 2 (rev-parse, config):\n%s", n, data)
	}
}

// A folder that is not there is refused as git refuses it, in git's
// words (a push's reason quotes them), without running git.
func TestRepoOfAMissingFolder(t *testing.T) {
	r := newRepo(t)
	missing := filepath.Join(r.dir, "no", "such")
	git, runs := countingGit(t, r.git)
	p := New(Options{Git: git, Getenv: os.Getenv, Budget: 20 * time.Second, Cache: NewCache()})
	_, err := p.repo(context.Background(), missing)
	_, gitErr := p.runGit(context.Background(), missing, repoArgs...)
	if err == nil || gitErr == nil || err.Error() != gitErr.Error() {
		t.Errorf("a missing folder: %v; git: %v", err, gitErr)
	}
	if n := runs(); n != 1 { // the comparison's own
		t.Errorf("git ran %d times", n)
	}
}

// A ref backend other than files, or a name git may read otherwise, is
// not read from files.
func TestRefFilesRefuse(t *testing.T) {
	r := &Repo{GitDir: t.TempDir(), cfg: gitConfig{"extensions.refstorage": {"reftable"}}}
	if _, ok := r.refFiles(); ok {
		t.Error("a reftable repository read from files")
	}
	// A packed-refs line git may refuse or read otherwise (a carriage
	// return, which a ref name cannot hold) is not read past.
	dir := t.TempDir()
	must(t, os.WriteFile(filepath.Join(dir, "packed-refs"), []byte("# pack-refs with: peeled\n"+strings.Repeat("a", 40)+" refs/stash\r\n"), 0o644))
	if (refFiles{gitdir: dir, common: dir}).absent("refs/stash") {
		t.Error("a packed refs/stash with a carriage return read as no stash")
	}
	for _, name := range []string{"refs/heads/a..b", "refs/heads/../../x", "refs/heads/.x", "refs/heads/x.lock",
		"refs/heads/x@{1}", "refs/heads/x y", "refs/heads//x", "refs/heads/x/", "heads/x", "refs/", "refs/heads/-x", "refs/heads/x."} {
		if plainRef(name) {
			t.Errorf("%q is plain", name)
		}
	}
	for _, name := range []string{"refs/heads/main", "refs/heads/feature/x-1.2_b", "refs/remotes/origin/HEAD"} {
		if !plainRef(name) {
			t.Errorf("%q is not plain", name)
		}
	}
}

// A commondir file is read as git reads it: git resolves the folder it
// names through symbolic links before "..", so "link/.." is the parent
// of the link's target, not the git folder. A repository whose commondir
// says so, and whose real common folder holds a stash, has a stash.
func TestCommonDirThroughALink(t *testing.T) {
	shared := newRepo(t)
	shared.commit(map[string]string{"a": "1"})
	shared.write("a", "work\n")
	shared.run("stash")
	must(t, os.Mkdir(filepath.Join(shared.dir, ".git", "sub"), 0o755))

	r := newRepo(t)
	r.commit(map[string]string{"a": "1"})
	gitdir := filepath.Join(r.dir, ".git")
	must(t, os.Symlink(filepath.Join(shared.dir, ".git", "sub"), filepath.Join(gitdir, "link")))
	must(t, os.WriteFile(filepath.Join(gitdir, "commondir"), []byte("link/..\n"), 0o644))

	p := New(Options{Git: r.git, Getenv: os.Getenv, Budget: 20 * time.Second})
	stash, _ := gitAnswer(t, p, r.dir, "for-each-ref", "--format=%(refname)", "refs/stash")
	if stash != "refs/stash" {
		t.Fatalf("git finds no stash through the commondir (%q): the setting is not what it tests", stash)
	}
	rp, err := p.repo(context.Background(), r.dir)
	must(t, err)
	if files, ok := rp.refFiles(); ok && files.absent("refs/stash") {
		t.Errorf("the files find no stash in %s, git finds it in %s", files.common, shared.dir)
	}
	if empty, err := p.StashEmpty(r.dir); err == nil && empty {
		t.Error("StashEmpty: empty, git lists refs/stash")
	}
}

// The short name of the current branch is git's: a branch whose name
// begins with refs/ is shortened by git to a longer name when the ref
// of that name exists, so the files do not answer for it.
func TestCurrentBranchNamedLikeARef(t *testing.T) {
	r := newRepo(t)
	r.commit(map[string]string{"a": "1"})
	r.run("checkout", "-q", "-b", "refs/heads/main")
	p := New(Options{Git: r.git, Getenv: os.Getenv, Budget: 20 * time.Second})
	want, _ := gitAnswer(t, p, r.dir, "symbolic-ref", "-q", "--short", "HEAD")
	rp, err := p.repo(context.Background(), r.dir)
	must(t, err)
	files, ok := rp.refFiles()
	if !ok {
		t.Fatal("no ref files")
	}
	if got, certain := files.currentBranch(); certain && got != want {
		t.Errorf("the files say %q, git %q", got, want)
	}
	if b, err := p.Branches(r.dir, ""); err != nil || b.Current != want {
		t.Errorf("Branches: %+v, %v; git says %q", b, err, want)
	}
}
