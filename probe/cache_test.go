package probe

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// countingGit is a git that logs its runs in a file, a line each, then
// runs git.
func countingGit(t *testing.T, git string) (path string, runs func() int) {
	t.Helper()
	dir := t.TempDir()
	count := filepath.Join(dir, "runs")
	path = filepath.Join(dir, "git")
	script := "#!/bin/sh\necho x \"$*\" >> '" + count + "'\nexec '" + git + "' \"$@\"\n"
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path, func() int {
		data, _ := os.ReadFile(count)
		return strings.Count(string(data), "\n")
	}
}

// With a cache, the probes of many commands in one batch ask git once
// per question while the repository stays as it is, and again once it
// changes; the answers are the same as without the cache.
func TestCacheAsksGitOnce(t *testing.T) {
	r := newRepo(t)
	r.commit(map[string]string{"src/a.go": "package a\n", "src/b.go": "package b\n"})
	git, runs := countingGit(t, r.git)
	cache := NewCache()
	probe := func() Report {
		p := New(Options{Git: git, Getenv: os.Getenv, Budget: 5 * time.Second, Cache: cache})
		rep, err := p.Deletion(r.dir, []string{r.path("src")}, true)
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	first := probe()
	once := runs()
	if !first.Safe || once == 0 {
		t.Fatalf("first probe: %+v after %d git runs", first, once)
	}
	for range 20 {
		if rep := probe(); !rep.Safe {
			t.Fatalf("cached probe: %+v", rep)
		}
	}
	// Not even rev-parse again: its answer, given before the repository
	// was known, is kept with the repository's state.
	if extra := runs() - once; extra != 0 {
		t.Errorf("20 more probes ran git %d more times", extra)
	}
	// A change to the repository is a new state: git is asked again, and
	// the answer follows it.
	r.write("src/a.go", "package a // edited\n")
	r.run("add", "src/a.go")
	before := runs()
	if rep := probe(); rep.Safe {
		t.Errorf("after staging an edit, deleting src is still safe: %+v", rep)
	}
	if runs() == before {
		t.Error("a changed index asked git nothing")
	}
}

// Commands judged at once (check --batch's workers) that ask git the same
// question wait for one answer rather than each running git.
func TestCacheAsksGitOnceAtATime(t *testing.T) {
	r := newRepo(t)
	r.commit(map[string]string{"src/a.go": "package a\n"})
	git, runs := countingGit(t, r.git)
	probe := func(cache *Cache) {
		p := New(Options{Git: git, Getenv: os.Getenv, Budget: 5 * time.Second, Cache: cache})
		if rep, err := p.Deletion(r.dir, []string{r.path("src")}, true); err != nil || !rep.Safe {
			t.Errorf("probe: %+v, %v", rep, err)
		}
	}
	probe(NewCache())
	once := runs()
	cache := NewCache()
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() { probe(cache) })
	}
	wg.Wait()
	if n := runs() - once; n != once {
		t.Errorf("8 probes at once ran git %d times, one alone %d", n, once)
	}
}

// In a batch, a question that takes git longer than one command's
// budget is still answered once: the command that asked keeps its tier
// (ErrBudget), and the commands after it take the answer git gave,
// without starting git again. A cache of a shell run ends git with the
// budget, as before.
func TestBatchCacheAnswersPastTheFirstBudget(t *testing.T) {
	r := newRepo(t)
	r.commit(map[string]string{"src/a.go": "package a\n"})
	dir := t.TempDir()
	count := filepath.Join(dir, "runs")
	slow := filepath.Join(dir, "git")
	script := "#!/bin/sh\necho x >> '" + count + "'\nsleep 0.3\nexec '" + r.git + "' \"$@\"\n"
	if err := os.WriteFile(slow, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	runs := func() int {
		data, _ := os.ReadFile(count)
		return strings.Count(string(data), "\n")
	}
	ask := func(cache *Cache, budget time.Duration) ([]byte, error) {
		p := New(Options{Git: slow, Getenv: os.Getenv, Budget: budget, Cache: cache})
		ctx, cancel := p.ctx()
		defer cancel()
		return p.git(ctx, r.dir, "rev-parse", "--show-toplevel")
	}
	batch := NewBatchCache()
	if _, err := ask(batch, 50*time.Millisecond); !errors.Is(err, ErrBudget) {
		t.Fatalf("the first command, past its budget: %v, want ErrBudget", err)
	}
	out, err := ask(batch, 5*time.Second)
	if err != nil || !strings.Contains(string(out), filepath.Base(r.dir)) {
		t.Fatalf("the next command: %q, %v", out, err)
	}
	if n := runs(); n != 1 {
		t.Errorf("two commands in a batch ran git %d times, want 1", n)
	}
	if out, err := ask(batch, 50*time.Millisecond); err != nil || len(out) == 0 {
		t.Errorf("a third command, with the answer kept: %q, %v", out, err)
	}

	shell := NewCache()
	before := runs()
	if _, err := ask(shell, 50*time.Millisecond); !errors.Is(err, ErrBudget) {
		t.Fatalf("a shell run's command past its budget: %v, want ErrBudget", err)
	}
	if _, err := ask(shell, 50*time.Millisecond); !errors.Is(err, ErrBudget) {
		t.Errorf("a shell run keeps no answer git gave past a budget: %v", err)
	}
	if n := runs() - before; n != 2 {
		t.Errorf("a shell run's two commands ran git %d times, want 2", n)
	}
}

// Branches reads the configuration as git does, from one git run: a
// section's and a name's case do not matter, a subsection's does (with
// its dots), values come from included files, and a key set several
// times has every value.
func TestBranchesReadConfigAsGit(t *testing.T) {
	r := newRepo(t)
	r.commit(map[string]string{"a": "1"})
	r.run("checkout", "-q", "-b", "Feature.X")
	r.write(".git/extra.cfg", "[push]\n\tdefault = current\n")
	r.run("config", "include.path", "extra.cfg")
	r.run("config", "Branch.Feature.X.PushRemote", "Fork")
	r.run("config", "branch.feature.x.pushremote", "wrong")
	r.run("config", "remote.pushDefault", "other")
	r.run("config", "--add", "remote.Fork.push", "refs/heads/a:refs/heads/b")
	r.run("config", "--add", "remote.Fork.push", "refs/heads/c:refs/heads/d")
	git, runs := countingGit(t, r.git)
	env := func(k string) string {
		if k == "HOME" {
			return r.dir
		}
		return ""
	}
	b, err := New(Options{Git: git, Getenv: env, Budget: 5 * time.Second}).Branches(r.dir, "")
	if err != nil {
		t.Fatal(err)
	}
	if b.Current != "Feature.X" || b.PushRemote != "Fork" || b.PushDefault != "current" ||
		strings.Join(b.PushRefspecs, " ") != "refs/heads/a:refs/heads/b refs/heads/c:refs/heads/d" {
		t.Errorf("branches: %+v", b)
	}
	// rev-parse, the configuration, the current branch and the remote's HEAD.
	if n := runs(); n > 4 {
		data, _ := os.ReadFile(filepath.Join(filepath.Dir(git), "runs"))
		t.Errorf("git ran %d times:\n%s", n, data)
	}
	// A partial clone named in an included file is one.
	r.write(".git/extra.cfg", "[extensions]\n\tpartialClone = origin\n")
	if _, err := New(Options{Git: r.git, Getenv: env, Budget: 5 * time.Second}).Branches(r.dir, ""); err == nil || !strings.Contains(err.Error(), "partial clone") {
		t.Errorf("a partial clone: %v", err)
	}
}
