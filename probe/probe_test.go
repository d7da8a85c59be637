package probe

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gatesh/internal/needs"
)

// testRepo is a real git repository in a temporary folder.
type testRepo struct {
	t   *testing.T
	dir string
	git string
}

func newRepo(t *testing.T) *testRepo {
	t.Helper()
	git := needs.Program(t, "git")
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	r := &testRepo{t: t, dir: dir, git: git}
	r.run("init", "-q", "-b", "main")
	return r
}

func (r *testRepo) run(args ...string) string {
	r.t.Helper()
	cmd := exec.Command(r.git, append([]string{"-C", r.dir}, args...)...)
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.org",
		"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.org", "GIT_CONFIG_NOSYSTEM=1", "HOME="+r.dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		r.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func (r *testRepo) write(rel, data string) {
	r.t.Helper()
	path := filepath.Join(r.dir, rel)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		r.t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		r.t.Fatal(err)
	}
}

func (r *testRepo) commit(files map[string]string) {
	r.t.Helper()
	for rel, data := range files {
		r.write(rel, data)
	}
	r.run("add", "-A")
	r.run("commit", "-qm", "c")
}

func (r *testRepo) prober() *Prober {
	return New(Options{Git: r.git, Getenv: os.Getenv, Budget: 5 * time.Second})
}

func (r *testRepo) path(rel string) string { return filepath.Join(r.dir, rel) }

func TestDeletion(t *testing.T) {
	r := newRepo(t)
	r.commit(map[string]string{
		"src/a.go": "package a\n", "src/b.go": "package b\n", "docs/x.md": "x\n",
		"clean/one.txt": "1\n", "clean/sub/two.txt": "2\n", ".gitignore": "*.log\nbuild/\n",
		"mixed/tracked.txt": "t\n", "ign/keep.txt": "k\n",
	})
	r.write("src/b.go", "package b // edited\n")
	r.write("untracked.txt", "u\n")
	r.write("mixed/new.txt", "n\n")
	r.write("ign/debug.log", "ignored\n")
	outside := t.TempDir()
	must(t, os.WriteFile(filepath.Join(outside, "victim"), []byte("v"), 0o644))
	must(t, os.Symlink(outside, r.path("link-out")))
	must(t, os.Symlink(filepath.Join(outside, "not-yet"), r.path("dangling")))
	must(t, os.Symlink(r.path("clean"), r.path("link-in")))
	r.run("add", "link-in")
	r.run("commit", "-qm", "link")

	for _, c := range []struct {
		name      string
		paths     []string
		recursive bool
		safe      bool
		err       bool
	}{
		{name: "tracked clean file", paths: []string{"src/a.go"}, safe: true},
		{name: "several clean files", paths: []string{"src/a.go", "docs/x.md"}, safe: true},
		{name: "clean folder", paths: []string{"clean"}, recursive: true, safe: true},
		{name: "missing file", paths: []string{"nope.txt"}},
		{name: "missing folder's folder", paths: []string{"gone/__pycache__"}, recursive: true},
		{name: "missing folder beyond a link out", paths: []string{"link-out/gone/x"}, recursive: true},
		{name: "a link out that leads nowhere", paths: []string{"dangling/x"}, recursive: true, err: true},
		{name: "folder without -r", paths: []string{"mixed"}},
		{name: "a link, not what it names", paths: []string{"link-in"}, safe: true},
		{name: "modified file", paths: []string{"src/b.go"}},
		{name: "clean and modified", paths: []string{"src/a.go", "src/b.go"}},
		{name: "untracked file", paths: []string{"untracked.txt"}},
		{name: "partly tracked folder", paths: []string{"mixed"}, recursive: true},
		{name: "folder with an ignored file", paths: []string{"ign"}, recursive: true},
		{name: "link followed by a trailing slash out", paths: []string{"link-out/"}, recursive: true, err: true},
		{name: "link to outside", paths: []string{"link-out/victim"}, err: true},
		{name: "outside", paths: []string{filepath.Join(outside, "victim")}, err: true},
		{name: "the whole work tree", paths: []string{"."}, recursive: true, err: true},
		{name: "the git folder", paths: []string{".git"}, recursive: true, err: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			var abs []string
			for _, p := range c.paths {
				if filepath.IsAbs(p) {
					abs = append(abs, p)
				} else {
					abs = append(abs, filepath.Join(r.dir, p)+map[bool]string{true: "/"}[strings.HasSuffix(p, "/")])
				}
			}
			rep, err := r.prober().Deletion(r.dir, abs, c.recursive)
			switch {
			case c.err && err == nil:
				t.Fatalf("want an error, got %+v", rep)
			case !c.err && err != nil:
				t.Fatalf("error: %v", err)
			case err == nil && rep.Safe != c.safe:
				t.Fatalf("safe = %v, want %v (%+v)", rep.Safe, c.safe, rep)
			}
			if err == nil && !rep.Safe && len(rep.Lost) == 0 && !strings.HasPrefix(c.name, "missing") && c.name != "folder without -r" {
				t.Errorf("an unsafe report names nothing lost")
			}
		})
	}
}

// A repository with no commit yet restores nothing: what a delete finds
// is all lost, and that is a fact, not an error.
func TestDeletionBeforeTheFirstCommit(t *testing.T) {
	r := newRepo(t)
	r.write(".gitignore", "build/\n")
	r.write("build/out.o", "o\n")
	r.write("src/a.go", "package a\n")
	r.run("add", "src/a.go")
	for _, rel := range []string{"build", "src"} {
		rep, err := r.prober().Deletion(r.dir, []string{r.path(rel)}, true)
		if err != nil {
			t.Fatalf("%s: %v", rel, err)
		}
		if rep.Safe || len(rep.Lost) != 1 || len(rep.Modified) != 0 {
			t.Errorf("%s: want one file lost and none modified, got %+v", rel, rep)
		}
	}
	ignored, err := r.prober().Ignored(r.dir, []string{r.path("build")})
	if err != nil || !ignored {
		t.Errorf("build/ ignored = %v, %v; want true", ignored, err)
	}
}

// A mode change or a replaced link is a change git would undo: not safe
// to call restorable, because the work tree differs from HEAD.
func TestDeletionSeesModeAndLinkChanges(t *testing.T) {
	r := newRepo(t)
	r.commit(map[string]string{"run.sh": "echo\n", "target": "t\n"})
	must(t, os.Chmod(r.path("run.sh"), 0o755))
	rep, err := r.prober().Deletion(r.dir, []string{r.path("run.sh")}, false)
	if err != nil || rep.Safe {
		t.Errorf("chmod +x file: %+v, %v; want unsafe", rep, err)
	}
}

// A hostile repository's settings never run: fsmonitor, hooks, filters
// and textconv programs that would leave a marker.
func TestHostileRepositoryRunsNothing(t *testing.T) {
	r := newRepo(t)
	marker := filepath.Join(t.TempDir(), "ran")
	script := filepath.Join(t.TempDir(), "evil.sh")
	must(t, os.WriteFile(script, []byte("#!/bin/sh\ntouch "+marker+"\ncat\n"), 0o755))
	r.commit(map[string]string{"a.txt": "a\n", ".gitattributes": "*.txt filter=evil diff=evil\n"})
	for _, kv := range [][2]string{
		{"core.fsmonitor", script}, {"core.hooksPath", filepath.Dir(script)},
		{"filter.evil.clean", script}, {"filter.evil.smudge", script}, {"filter.evil.process", script},
		{"diff.evil.textconv", script}, {"diff.external", script}, {"core.pager", script},
		{"core.sshCommand", script}, {"uploadpack.packObjectsHook", script},
	} {
		r.run("config", kv[0], kv[1])
	}
	// Make every index entry look stale, as after a checkout by
	// another tool, so git would re-read (and filter) contents.
	future := time.Now().Add(time.Hour)
	must(t, os.Chtimes(r.path("a.txt"), future, future))
	p := r.prober()
	if _, err := p.Deletion(r.dir, []string{r.path("a.txt")}, false); err != nil {
		t.Logf("deletion: %v", err)
	}
	if _, err := os.Stat(marker); err == nil {
		t.Fatal("a program the repository names ran during the probe")
	}
}

// A budget that runs out means an error, never a downgrade.
func TestBudget(t *testing.T) {
	r := newRepo(t)
	files := map[string]string{}
	for i := range 30 {
		files[filepath.Join("many", strings.Repeat("f", i+1))] = "x\n"
	}
	r.commit(files)
	p := New(Options{Git: r.git, Getenv: os.Getenv, Budget: 5 * time.Second, MaxPaths: 10})
	if _, err := p.Deletion(r.dir, []string{r.path("many")}, true); err == nil {
		t.Fatal("more files than MaxPaths must be an error")
	}
	p = New(Options{Git: r.git, Getenv: os.Getenv, Budget: time.Nanosecond})
	time.Sleep(time.Millisecond)
	if _, err := p.Deletion(r.dir, []string{r.path("many")}, true); err == nil {
		t.Fatal("an exhausted time budget must be an error")
	}
	p = New(Options{Git: r.git, Getenv: os.Getenv, Budget: 5 * time.Second, MaxBytes: 10})
	if _, err := p.Deletion(r.dir, []string{r.path("many")}, true); err == nil {
		t.Fatal("more bytes than MaxBytes must be an error")
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
