package loop_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gatesh/loop"
	gitprobe "gatesh/probe"
)

// ownRepo is the fixture's repository, whose configuration and
// attributes a worker wrote, and the victim folder its programs mark:
// nothing gatesh's own git runs may leave a mark there.
type ownRepo struct {
	*fixture
	dir    string
	victim string
}

func newOwnRepo(t *testing.T) *ownRepo {
	t.Helper()
	f := newFixture(t)
	r := &ownRepo{fixture: f, dir: f.repo, victim: t.TempDir()}
	for _, name := range []string{"f1.txt", "f2.txt", "f3.txt"} {
		r.write(name, name+"\n")
	}
	r.git("add", "-A")
	r.git("commit", "-q", "-m", "second")
	return r
}

func (r *ownRepo) write(name, content string) {
	r.t.Helper()
	path := filepath.Join(r.dir, name)
	must(r.t, os.MkdirAll(filepath.Dir(path), 0o755))
	must(r.t, os.WriteFile(path, []byte(content), 0o644))
}

func (r *ownRepo) appendConfig(text string) {
	r.t.Helper()
	f, err := os.OpenFile(filepath.Join(r.dir, ".git", "config"), os.O_APPEND|os.O_WRONLY, 0)
	must(r.t, err)
	_, err = f.WriteString(text)
	must(r.t, err)
	must(r.t, f.Close())
}

// mark is a program, as a configuration value, that leaves name in the
// victim folder and passes its input through.
func (r *ownRepo) mark(name string) string {
	return `"sh -c 'touch ` + filepath.Join(r.victim, name) + `; cat'"`
}

// marks lists what the programs left in the victim folder.
func (r *ownRepo) marks() []string {
	r.t.Helper()
	entries, err := os.ReadDir(r.victim)
	must(r.t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// ownGitSpellings are the ways a worker's configuration names a program
// for gatesh's own git: filter drivers under every spelling of their
// subsection, in the repository's file and behind each kind of include,
// diff drivers, hooks and fsmonitor. Each row plants its setting and the
// attributes that select it, and dirties f1.txt to f3.txt so that the
// snapshot reads them.
var ownGitSpellings = []struct {
	name   string
	config string // %V is replaced by a marking program, %D by the git folder
	attrs  string
	files  map[string]string // extra files, relative to the repository
}{
	{"a subsection with =", "[filter \"x=y\"]\n\tclean = %V\n\tsmudge = %V\n", "f1.txt filter=x=y\n", nil},
	{"a subsection with = and a process", "[filter \"p=q\"]\n\tprocess = %V\n", "f1.txt filter=p=q\n", nil},
	{"a subsection with a dot", "[filter \"a.b\"]\n\tclean = %V\n", "f1.txt filter=a.b\n", nil},
	{"a subsection with a space", "[filter \"s p\"]\n\tclean = %V\n[filter \"sp\"]\n\tclean = %V\n", "f1.txt filter=sp\n", nil},
	{"a subsection in another case", "[filter \"CaseX\"]\n\tclean = %V\n[FILTER \"casey\"]\n\tCLEAN = %V\n", "f1.txt filter=CaseX\nf2.txt filter=casey\n", nil},
	{"a subsection with a quote", "[filter \"q\\\"t\"]\n\tclean = %V\n", "f1.txt filter=q\"t\n", nil},
	{"includeIf onbranch", "[includeIf \"onbranch:main\"]\n\tpath = %D/inc.cfg\n", "f1.txt filter=ob\n",
		map[string]string{".git/inc.cfg": "[filter \"ob\"]\n\tclean = %V\n"}},
	{"includeIf gitdir", "[includeIf \"gitdir:**/\"]\n\tpath = %D/inc.cfg\n", "f1.txt filter=gd\n",
		map[string]string{".git/inc.cfg": "[filter \"gd\"]\n\tclean = %V\n"}},
	{"includeIf hasconfig", "[remote \"origin\"]\n\turl = https://example.com/r.git\n[includeIf \"hasconfig:remote.*.url:https://example.com/**\"]\n\tpath = %D/inc.cfg\n",
		"f1.txt filter=hc\n", map[string]string{".git/inc.cfg": "[filter \"hc\"]\n\tclean = %V\n"}},
	{"a plain include", "[include]\n\tpath = inc.cfg\n", "f1.txt filter=pi\n",
		map[string]string{".git/inc.cfg": "[filter \"pi\"]\n\tclean = %V\n"}},
	{"attributes in the work tree", "[filter \"wt=1\"]\n\tclean = %V\n", "",
		map[string]string{".gitattributes": "*.txt filter=wt=1\n"}},
	{"a diff driver and an external diff", "[diff \"tc=1\"]\n\ttextconv = %V\n\tcommand = %V\n[diff]\n\texternal = %V\n", "f1.txt diff=tc=1\n", nil},
	{"fsmonitor and hooks", "[core]\n\tfsmonitor = %V\n", "",
		map[string]string{".git/hooks/post-index-change": "#!/bin/sh\n%V\n"}},
}

func (r *ownRepo) plant(row int) {
	r.t.Helper()
	c := ownGitSpellings[row]
	gitDir := filepath.Join(r.dir, ".git")
	fill := func(s string) string {
		return strings.NewReplacer("%V", r.mark("m"), "%D", gitDir).Replace(s)
	}
	r.appendConfig(fill(c.config))
	if c.attrs != "" {
		r.write(".git/info/attributes", c.attrs)
	}
	for name, content := range c.files {
		if strings.Contains(name, "hooks/") {
			content = strings.Replace(content, "%V", "touch "+filepath.Join(r.victim, "m"), 1)
			r.write(name, content)
			must(r.t, os.Chmod(filepath.Join(r.dir, name), 0o755))
			continue
		}
		r.write(name, fill(content))
	}
	for _, name := range []string{"f1.txt", "f2.txt", "f3.txt"} {
		r.write(name, name+" changed by the worker\n")
	}
}

// TestOwnGitRunsNoProgramOfTheRepository: the loop's own git (the
// snapshots, the dirty check, the patch and the diffstat) runs no program
// that the repository's configuration names, under any spelling (G5).
func TestOwnGitRunsNoProgramOfTheRepository(t *testing.T) {
	t.Parallel()
	for i, c := range ownGitSpellings {
		t.Run(c.name, func(t *testing.T) {
			r := newOwnRepo(t)
			repo, err := loop.OpenRepo(r.dir, "", r.env, t.TempDir())
			must(t, err)
			before, err := repo.Snapshot(t.TempDir())
			must(t, err)
			r.plant(i)
			if _, err := repo.Dirty(); err != nil {
				t.Fatalf("Dirty: %v", err)
			}
			after, err := repo.Snapshot(t.TempDir())
			if err != nil {
				t.Fatalf("Snapshot: %v", err)
			}
			patch, err := repo.Patch(before, after)
			if err != nil {
				t.Fatalf("Patch: %v", err)
			}
			if !strings.Contains(string(patch), "+f1.txt changed by the worker") {
				t.Errorf("the patch lacks the worker's change as it is in the file:\n%s", patch)
			}
			if _, _, err := repo.Stat(before, after); err != nil {
				t.Fatalf("Stat: %v", err)
			}
			if m := r.marks(); len(m) > 0 {
				t.Errorf("the loop's own git ran the repository's program: %v", m)
			}
		})
	}
}

// checkoutSpellings name a smudge filter for every file of a task's new
// worktree: in the common git folder's configuration, and behind the
// includes that hold only in the new worktree (its branch, its git
// folder).
var checkoutSpellings = []struct{ name, config string }{
	{"in the common configuration", "[filter \"sm=1\"]\n\tsmudge = %V\n\tclean = %V\n"},
	{"includeIf onbranch", "[includeIf \"onbranch:gatesh-loop/**\"]\n\tpath = %D/inc.cfg\n"},
	{"includeIf gitdir", "[includeIf \"gitdir:**/worktrees/**\"]\n\tpath = %D/inc.cfg\n"},
	{"includeIf gitdir/i", "[includeIf \"gitdir/i:**/WORKTREES/**\"]\n\tpath = %D/inc.cfg\n"},
}

// TestOwnGitChecksOutNoFilter: a task's worktree is made with nothing
// checked out and filled by the loop's own git, so a smudge filter that
// the configuration names only for the task's branch or git folder does
// not run (G5); the files are the commit's.
func TestOwnGitChecksOutNoFilter(t *testing.T) {
	t.Parallel()
	for _, c := range checkoutSpellings {
		t.Run(c.name, func(t *testing.T) {
			r := newOwnRepo(t)
			base := strings.TrimSpace(r.git("rev-parse", "HEAD"))
			gitDir := filepath.Join(r.dir, ".git")
			fill := strings.NewReplacer("%V", r.mark("m"), "%D", gitDir).Replace
			r.appendConfig(fill(c.config))
			r.write(".git/inc.cfg", fill("[filter \"sm=1\"]\n\tsmudge = %V\n\tclean = %V\n"))
			r.write(".git/info/attributes", "* filter=sm=1\n")
			repo, err := loop.OpenRepo(r.dir, "", r.env, t.TempDir())
			must(t, err)
			wt := filepath.Join(t.TempDir(), "two")
			pr := gitprobe.New(gitprobe.Options{Git: "git", Getenv: func(k string) string { return envValue(r.env, k) }, Budget: time.Minute})
			must(t, pr.AddWorktree(r.dir, wt, "gatesh-loop/run/two", base))
			must(t, repo.CheckOut(wt, base))
			for _, name := range []string{"f1.txt", "f2.txt"} {
				if data, err := os.ReadFile(filepath.Join(wt, name)); err != nil || string(data) != name+"\n" {
					t.Errorf("%s in the worktree: %q, %v", name, data, err)
				}
			}
			// The worktree is clean as the loop sees it, and its index is
			// the commit's.
			task, err := loop.OpenRepo(wt, "", r.env, t.TempDir())
			must(t, err)
			if dirty, err := task.Dirty(); err != nil || len(dirty) != 0 {
				t.Errorf("the new worktree is dirty: %q, %v", dirty, err)
			}
			if m := r.marks(); len(m) > 0 {
				t.Errorf("the loop's own git ran the repository's program: %v", m)
			}
		})
	}
}

func envValue(env []string, key string) string {
	for i := len(env) - 1; i >= 0; i-- {
		if v, ok := strings.CutPrefix(env[i], key+"="); ok {
			return v
		}
	}
	return ""
}

// TestTasksWorkerWritesCommonGitFolder: the first task's worker names
// smudge filters in the common git folder, directly and under includeIf
// onbranch:gatesh-loop/**; the loop's worktree for the next task runs
// neither, as the operator, and both tasks still verify (G5).
func TestTasksWorkerWritesCommonGitFolder(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.writeFile("other.txt", "other\n")
	f.git("add", "other.txt")
	f.git("commit", "-q", "-m", "other")
	victim := t.TempDir()
	gitDir := filepath.Join(f.repo, ".git")
	orig, err := os.ReadFile(filepath.Join(gitDir, "config"))
	must(t, err)
	mark := func(name string) string {
		return `"sh -c 'touch ` + filepath.Join(victim, name) + `; cat'"`
	}
	planted := map[string]string{
		filepath.Join(gitDir, "config"): string(orig) + "[filter \"sm\"]\n\tsmudge = " + mark("smudge") + "\n" +
			"[includeIf \"onbranch:gatesh-loop/**\"]\n\tpath = " + filepath.Join(gitDir, "ob.cfg") + "\n",
		filepath.Join(gitDir, "ob.cfg"):             "[filter \"ob\"]\n\tsmudge = " + mark("onbranch-smudge") + "\n",
		filepath.Join(gitDir, "info", "attributes"): "* filter=sm\nREADME filter=ob\n",
		"done.txt": "done\n",
	}
	must(t, os.MkdirAll(filepath.Join(gitDir, "info"), 0o755))
	f.planTasks(map[string][]turn{
		"one": {{Write: planted, Result: result("done", "done.txt exists")}},
		"two": {{Write: map[string]string{"done.txt": "done\n"}, Result: result("done", "done.txt exists")}},
	})
	must(t, os.WriteFile(filepath.Join(f.root, "tasks.toml"), []byte(`deadline = "2m"
worker = ["fakeworker"]
grace = "200ms"
max_iterations = 1
verify = "test -f done.txt"
done = "done.txt exists"

[[task]]
id = "one"
task = "make done.txt"

[[task]]
id = "two"
task = "make done.txt"
`), 0o644))
	out, status := f.gatesh("loop", filepath.Join(f.root, "tasks.toml"))
	entries, err := os.ReadDir(victim)
	must(t, err)
	for _, e := range entries {
		t.Errorf("the loop ran a program the worker named: %s", e.Name())
	}
	if status != 0 {
		t.Fatalf("gatesh loop exited %d\n%s", status, out)
	}
	if _, err := os.Stat(filepath.Join(f.root, "state", "turns-two")); err != nil {
		t.Errorf("the second task's worker never ran: %v\n%s", err, out)
	}
}

// A split index names a shared file beside the real index: the
// snapshot, which works on a copy, still records the work tree.
func TestOwnGitSnapshotsASplitIndex(t *testing.T) {
	t.Parallel()
	r := newOwnRepo(t)
	r.git("update-index", "--split-index")
	repo, err := loop.OpenRepo(r.dir, "", r.env, t.TempDir())
	must(t, err)
	before, err := repo.Snapshot(t.TempDir())
	must(t, err)
	r.write("f1.txt", "changed\n")
	if dirty, err := repo.Dirty(); err != nil || len(dirty) != 1 {
		t.Errorf("Dirty = %q, %v", dirty, err)
	}
	after, err := repo.Snapshot(t.TempDir())
	must(t, err)
	if d, _, err := repo.Stat(before, after); err != nil || d.Files != 1 {
		t.Errorf("Stat = %+v, %v", d, err)
	}
}

// A submodule's own configuration is the worker's too: the loop's own
// git compares its commit and runs no git in it, so neither its
// fsmonitor nor its filters run.
func TestOwnGitRunsNoProgramOfASubmodule(t *testing.T) {
	t.Parallel()
	r := newOwnRepo(t)
	sub := filepath.Join(t.TempDir(), "sub")
	must(t, os.MkdirAll(sub, 0o755))
	r.gitIn(sub, "init", "-q")
	must(t, os.WriteFile(filepath.Join(sub, "s.txt"), []byte("s\n"), 0o644))
	r.gitIn(sub, "add", "s.txt")
	r.gitIn(sub, "commit", "-q", "-m", "sub")
	r.git("-c", "protocol.file.allow=always", "submodule", "add", "-q", sub, "sub")
	r.git("commit", "-q", "-m", "with a submodule")
	repo, err := loop.OpenRepo(r.dir, "", r.env, t.TempDir())
	must(t, err)
	before, err := repo.Snapshot(t.TempDir())
	must(t, err)
	subGit := filepath.Join(r.dir, ".git", "modules", "sub")
	f, err := os.OpenFile(filepath.Join(subGit, "config"), os.O_APPEND|os.O_WRONLY, 0)
	must(t, err)
	_, err = f.WriteString("[core]\n\tfsmonitor = " + r.mark("m") + "\n[filter \"x=y\"]\n\tclean = " + r.mark("m") + "\n")
	must(t, err)
	must(t, f.Close())
	must(t, os.MkdirAll(filepath.Join(subGit, "info"), 0o755))
	must(t, os.WriteFile(filepath.Join(subGit, "info", "attributes"), []byte("* filter=x=y\n"), 0o644))
	// The same size: git must read the file to tell.
	must(t, os.WriteFile(filepath.Join(r.dir, "sub", "s.txt"), []byte("t\n"), 0o644))
	r.write("f1.txt", "changed\n")
	dirty, err := repo.Dirty()
	if err != nil || len(dirty) != 1 {
		t.Errorf("Dirty = %q, %v; want f1.txt alone", dirty, err)
	}
	if m := r.marks(); len(m) > 0 {
		t.Errorf("the dirty check ran the submodule's program: %v", m)
	}
	after, err := repo.Snapshot(t.TempDir())
	must(t, err)
	if _, _, err := repo.Stat(before, after); err != nil {
		t.Fatal(err)
	}
	if m := r.marks(); len(m) > 0 {
		t.Errorf("the loop's own git ran the submodule's program: %v", m)
	}
}

// Settings in the loop's own environment reach none of its git runs
// that read the work tree: a filter named there does not run either.
func TestOwnGitTakesNoSettingFromTheEnvironment(t *testing.T) {
	t.Parallel()
	r := newOwnRepo(t)
	env := append(append([]string{}, r.env...), "GIT_CONFIG_COUNT=1", "GIT_CONFIG_KEY_0=filter.e=v.clean",
		"GIT_CONFIG_VALUE_0="+strings.Trim(r.mark("m"), `"`))
	repo, err := loop.OpenRepo(r.dir, "", env, t.TempDir())
	must(t, err)
	r.write(".gitattributes", "*.txt filter=e=v\n")
	r.write("f1.txt", "changed\n")
	if _, err := repo.Snapshot(t.TempDir()); err != nil {
		t.Fatal(err)
	}
	if m := r.marks(); len(m) > 0 {
		t.Errorf("the loop's own git ran a filter its environment named: %v", m)
	}
}
