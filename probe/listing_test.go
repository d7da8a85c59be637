package probe

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// listingRepo is a repository with the paths a listing's answers can go
// wrong on: a submodule, a tracked symbolic link to a folder, a file
// where a pathspec wants a folder, names with spaces and glob
// characters, an ignored file, an untracked one, a repository nobody
// added, an untracked symbolic link, and a folder reached from outside
// through a symbolic link.
func listingRepo(t *testing.T) (r *testRepo, outsideLink string) {
	t.Helper()
	r = newRepo(t)
	r.commit(map[string]string{
		"README.md": "# r\n", "file": "f\n", ".gitignore": "build/\n",
		"src/main.go": "package main\n", "src/sub dir/a b.txt": "ab\n", "src/g[1].txt": "g\n",
		"docs/x.md": "x\n", "srcx/y": "y\n", "src.txt": "s\n",
	})
	must(t, os.Symlink("src", r.path("link")))
	mod := filepath.Join(r.dir, "mod")
	sub := &testRepo{t: t, dir: mod, git: r.git}
	must(t, os.MkdirAll(mod, 0o755))
	sub.run("init", "-q", "-b", "main")
	sub.commit(map[string]string{"x": "x\n", "d/y": "y\n"})
	r.run("add", "link", "mod")
	r.run("commit", "-qm", "link and submodule")
	r.write("build/out", "o\n")
	r.write("new.txt", "n\n")
	r.write("src/new.go", "package main\n")
	inner := &testRepo{t: t, dir: r.path("inner"), git: r.git}
	must(t, os.MkdirAll(inner.dir, 0o755))
	inner.run("init", "-q", "-b", "main")
	inner.commit(map[string]string{"x": "x\n"})
	must(t, os.Symlink("docs", r.path("ulink")))
	outsideLink = filepath.Join(t.TempDir(), "to-src")
	must(t, os.Symlink(r.path("src"), outsideLink))
	return r, outsideLink
}

// listingPathspecs are the pathspec lists asked in every folder.
var listingPathspecs = [][]string{
	nil, {"."}, {"./"}, {".."}, {"../.."}, {"src"}, {"src/"}, {"src/."}, {"src/.."}, {"src//main.go"},
	{"./src/./main.go"}, {"src/main.go/"}, {"src/sub dir"}, {"src/sub dir/a b.txt"}, {"src/g[1].txt"},
	{"../README.md"}, {"../src/../docs"}, {"mod"}, {"mod/"}, {"mod/x"}, {"mod/d/y"}, {"link"}, {"link/"},
	{"link/main.go"}, {"file/x"}, {"build/out"}, {"build"}, {"new.txt"}, {"src/new.go"}, {"nothing"},
	{"HEAD~1", "src/"}, {"src", "docs"}, {"docs", "src/main.go", "README.md"}, {"sr"}, {"src.txt"},
	{"main.go"}, {"sub dir"}, {"../mod/x"}, {"a/b/.."}, {"a/b/../.."}, {"a/b/../../.."}, {"..."},
	{""}, {"/"}, {"*"}, {".git"}, {".git/HEAD"}, {"inner"}, {"inner/x"}, {"inner/"}, {"ulink/x.md"}, {"ulink"},
}

// The listing's answers to `ls-files -s -- PATHSPECS` are git's own, byte
// for byte, on tricky paths and in several folders; where the listing
// cannot say, it says so, and git answers.
func TestListingAnswersAsGit(t *testing.T) {
	r, outsideLink := listingRepo(t)
	p := New(Options{Git: r.git, Getenv: os.Getenv, Budget: 20 * time.Second, Cache: NewCache()})
	ctx := context.Background()
	all, err := p.runGit(ctx, r.dir, "--literal-pathspecs", "ls-files", "-s", "-z", "--full-name", "--")
	must(t, err)
	derived := 0
	for _, cwd := range []string{r.dir, r.path("src"), r.path("src/sub dir"), outsideLink, r.path("link"), r.path("docs")} {
		rp, err := p.repo(ctx, cwd)
		must(t, err)
		prefix, ok := cwdPrefix(rp, cwd)
		if !ok {
			t.Fatalf("%s: no prefix", cwd)
		}
		specs := append([][]string{{r.path("src")}, {outsideLink + "/main.go"}}, listingPathspecs...)
		for _, specs := range specs {
			want, gitErr := p.runGit(ctx, cwd, append([]string{"--literal-pathspecs", "ls-files", "-s", "-z", "--full-name", "--"}, specs...)...)
			got, ok := listingAnswer(prefix, specs, all)
			switch {
			case ok && gitErr != nil:
				t.Errorf("in %s, %q: the listing answers %q, git refuses: %v", cwd, specs, got, gitErr)
			case ok && !bytes.Equal(got, want):
				t.Errorf("in %s, %q: the listing answers %q, git %q", cwd, specs, got, want)
			case ok:
				derived++
			}
			// Through the prober, with its fallback: git's answer always.
			out, err := p.lsFilesStaged(ctx, rp, cwd, specs)
			if (err != nil) != (gitErr != nil) || !bytes.Equal(out, want) {
				t.Errorf("in %s, %q: lsFilesStaged = %q, %v; git %q, %v", cwd, specs, out, err, want, gitErr)
			}
		}
	}
	t.Logf("the listing answered %d questions itself", derived)
	if derived < 100 {
		t.Errorf("the listing answered only %d questions itself", derived)
	}
}

// listingAnswer is what lsFilesStaged takes from the listing.
func listingAnswer(prefix string, specs []string, all []byte) ([]byte, bool) {
	matches := []string{}
	if len(specs) == 0 {
		matches = append(matches, prefix)
	}
	for _, ps := range specs {
		m, ok := normalizePathspec(prefix, ps)
		if !ok {
			return nil, false
		}
		matches = append(matches, m)
	}
	return filterListing(all, matches)
}

// The same for `ls-tree -r --full-tree HEAD -- RELS`, whose paths are
// relative to the top.
func TestTreeListingAnswersAsGit(t *testing.T) {
	r, _ := listingRepo(t)
	p := New(Options{Git: r.git, Getenv: os.Getenv, Budget: 20 * time.Second, Cache: NewCache()})
	ctx := context.Background()
	rp, err := p.repo(ctx, r.dir)
	must(t, err)
	args := []string{"--literal-pathspecs", "ls-tree", "-r", "-z", "--full-tree", "HEAD", "--"}
	all, err := p.runGit(ctx, r.dir, args...)
	must(t, err)
	derived := 0
	for _, rels := range listingPathspecs {
		want, gitErr := p.runGit(ctx, r.dir, append(args, rels...)...)
		got, ok := listingAnswer("", rels, all)
		switch {
		case len(rels) == 0:
		case ok && gitErr != nil:
			t.Errorf("%q: the listing answers %q, git refuses: %v", rels, got, gitErr)
		case ok && !bytes.Equal(got, want):
			t.Errorf("%q: the listing answers %q, git %q", rels, got, want)
		case ok:
			derived++
		}
		out, err := p.lsTree(ctx, rp, rels)
		if (err != nil) != (gitErr != nil) || !bytes.Equal(out, want) {
			t.Errorf("%q: lsTree = %q, %v; git %q, %v", rels, out, err, want, gitErr)
		}
	}
	t.Logf("the listing answered %d questions itself", derived)
	if derived < 25 {
		t.Errorf("the listing answered only %d questions itself", derived)
	}
}

// Questions about several paths of a small repository, in one batch, run
// git once for the index and once for HEAD's tree, not once per
// question; a case-insensitive work tree is asked path by path.
func TestListingAsksGitOnce(t *testing.T) {
	for _, c := range []struct {
		name   string
		config []string
		most   int
	}{
		{name: "plain", most: 2},
		{name: "ignorecase", config: []string{"core.ignorecase", "true"}, most: 8},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, _ := listingRepo(t)
			if c.config != nil {
				r.run(append([]string{"config"}, c.config...)...)
			}
			git, runs := countingGit(t, r.git)
			cache := NewCache()
			p := New(Options{Git: git, Getenv: os.Getenv, Budget: 20 * time.Second, Cache: cache})
			ctx := context.Background()
			rp, err := p.repo(ctx, r.dir)
			must(t, err)
			before := runs()
			for _, specs := range [][]string{nil, {"src/main.go"}, {"HEAD~1", "src/"}, {"."}} {
				if _, err := p.lsFilesStaged(ctx, rp, r.dir, specs); err != nil {
					t.Fatal(err)
				}
				rels := specs
				if len(rels) == 1 && rels[0] == "." {
					rels = nil
				}
				if _, err := p.lsTree(ctx, rp, rels); err != nil {
					t.Fatal(err)
				}
			}
			if n := runs() - before; n > c.most || (c.config == nil && n == 0) {
				t.Errorf("8 questions ran git %d times, want at most %d", n, c.most)
			}
		})
	}
}

func TestNormalizePathspec(t *testing.T) {
	for _, c := range []struct{ prefix, in, want string }{
		{"", ".", ""}, {"", "./", ""}, {"src/", ".", "src/"}, {"src/", "..", ""}, {"", "a/b/..", "a/"},
		{"", "a//b", "a/b"}, {"", "a/./b/", "a/b/"}, {"src/", "../x", "x"}, {"", "a/b/../../c", "c"},
		{"", "...", "..."}, {"d/", "x y", "d/x y"},
	} {
		got, ok := normalizePathspec(c.prefix, c.in)
		if !ok || got != c.want {
			t.Errorf("normalizePathspec(%q, %q) = %q, %v; want %q", c.prefix, c.in, got, ok, c.want)
		}
	}
	for _, c := range []struct{ prefix, in string }{{"", ".."}, {"src/", "../.."}, {"", ""}, {"", "/abs"}, {"", "a/../.."}} {
		if got, ok := normalizePathspec(c.prefix, c.in); ok {
			t.Errorf("normalizePathspec(%q, %q) = %q, want refused", c.prefix, c.in, got)
		}
	}
}

// A listing asked for a command run in a subfolder is taken at the top of
// the work tree, and kept with the repository's state there as well: once
// the index changes, the next command does not get the old listing.
func TestListingFollowsTheRepository(t *testing.T) {
	r := newRepo(t)
	r.commit(map[string]string{"src/a.go": "package a\n"})
	cache := NewCache()
	staged := func() []string {
		p := New(Options{Git: r.git, Getenv: os.Getenv, Budget: 20 * time.Second, Cache: cache})
		ctx := context.Background()
		rp, err := p.repo(ctx, r.path("src"))
		must(t, err)
		out, err := p.lsFilesStaged(ctx, rp, r.path("src"), []string{"../new.go", "a.go"})
		must(t, err)
		return splitZ(out)
	}
	if got := staged(); len(got) != 1 {
		t.Fatalf("before: %q", got)
	}
	r.write("new.go", "package main\n")
	r.run("add", "new.go")
	if got := staged(); len(got) != 2 {
		t.Errorf("after staging new.go, the listing still says %q", got)
	}
}
