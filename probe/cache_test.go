package probe

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// countingGit is a git that counts its runs in a file, then runs git.
func countingGit(t *testing.T, git string) (path string, runs func() int) {
	t.Helper()
	dir := t.TempDir()
	count := filepath.Join(dir, "runs")
	path = filepath.Join(dir, "git")
	script := "#!/bin/sh\necho x >> '" + count + "'\nexec '" + git + "' \"$@\"\n"
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path, func() int {
		data, _ := os.ReadFile(count)
		return strings.Count(string(data), "x")
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
	// Two runs at most: rev-parse is asked again once the repository is known.
	if extra := runs() - once; extra > 2 {
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
