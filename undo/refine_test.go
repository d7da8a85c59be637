package undo

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gatesh/internal/needs"
	"gatesh/rules"
)

// world is a real repository with a remote, in temporary folders.
type world struct {
	t                 testing.TB
	dir, home, remote string
	git               string
}

func newWorld(t testing.TB) *world {
	t.Helper()
	git := needs.Program(t, "git")
	base, err := filepath.EvalSymlinks(t.TempDir())
	must(t, err)
	w := &world{t: t, dir: filepath.Join(base, "repo"), home: filepath.Join(base, "home"), remote: filepath.Join(base, "remote.git"), git: git}
	must(t, os.MkdirAll(w.dir, 0o755))
	must(t, os.MkdirAll(w.home, 0o755))
	w.run("init", "-q", "-b", "main", w.dir)
	w.commit(map[string]string{
		"src/a.go": "package a\n", "src/b.go": "package b\n", "notes.txt": "notes\n",
		".gitignore": "node_modules/\n*.log\nbuild/\n", "docs/x.md": "x\n",
	})
	w.run("init", "-q", "--bare", w.remote)
	w.run("-C", w.dir, "remote", "add", "origin", w.remote)
	w.run("-C", w.dir, "push", "-q", "-u", "origin", "main")
	return w
}

func (w *world) run(args ...string) {
	w.t.Helper()
	cmd := exec.Command(w.git, args...)
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.org",
		"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.org", "GIT_CONFIG_NOSYSTEM=1", "HOME="+w.home)
	if out, err := cmd.CombinedOutput(); err != nil {
		w.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

func (w *world) write(rel, data string) {
	w.t.Helper()
	p := filepath.Join(w.dir, rel)
	must(w.t, os.MkdirAll(filepath.Dir(p), 0o755))
	must(w.t, os.WriteFile(p, []byte(data), 0o644))
}

func (w *world) commit(files map[string]string) {
	w.t.Helper()
	for rel, data := range files {
		w.write(rel, data)
	}
	w.run("-C", w.dir, "add", "-A")
	w.run("-C", w.dir, "commit", "-qm", "c")
}

// decide classifies cmd with the default rules from the repository and
// refines the decision.
func (w *world) decide(cmd string, s Settings) rules.Decision {
	w.t.Helper()
	set, err := rules.Load(rules.LoadOptions{Home: filepath.Join(w.home, ".gatesh"), Cwd: w.dir, UserHome: w.home})
	must(w.t, err)
	d := set.Classify(cmd)
	return Refine(d, s, Env{Cwd: w.dir, Home: w.home, Getenv: os.Getenv, Git: w.git})
}

// testSettings are the defaults with a budget a loaded test machine
// meets; the budget's own effect is tested in package probe.
func testSettings() Settings {
	s := Defaults()
	s.Budget = 20 * time.Second
	return s
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func hitIDs(d rules.Decision) string {
	var ids []string
	for _, h := range d.Hits {
		ids = append(ids, h.ID+":"+h.Tier.String())
	}
	return strings.Join(ids, " ")
}

func TestRulesOfThumb(t *testing.T) {
	big := strings.Repeat("data\n", 20000)
	for _, c := range []struct {
		name  string
		setup func(w *world)
		cmd   string
		want  rules.Tier
		hit   string // a hit id expected in the result, when set
	}{
		// rm and rm -r inside the repository.
		{name: "rm -r of a tracked clean folder", cmd: "rm -rf src", want: rules.Green},
		{name: "several spellings", cmd: "rm -r -f ./src docs", want: rules.Green},
		{name: "a glob of clean files", cmd: "rm -r src/*.go", want: rules.Green},
		{name: "rm -r with an edit", setup: func(w *world) { w.write("src/a.go", "package a // edit\n") }, cmd: "rm -rf src", want: rules.Red},
		{name: "rm -r with an untracked file", setup: func(w *world) { w.write("src/new.go", "package a\n") }, cmd: "rm -rf src", want: rules.Red},
		{name: "rm -r with an ignored file", setup: func(w *world) { w.write("src/x.log", "l\n") }, cmd: "rm -rf src", want: rules.Red},
		{name: "rm -r of a folder that does not exist", cmd: "rm -rf nothing-here", want: rules.Red},
		{name: "rm -r of build output in a folder that does not exist", cmd: "rm -rf gone/__pycache__", want: rules.Green},
		{name: "rm -r after a command that writes", cmd: "touch src/new.go && rm -rf src", want: rules.Red},
		{name: "rm -r after a cd", cmd: "cd docs && rm -rf ../src", want: rules.Red},
		{name: "rm -r of a dynamic path", cmd: "rm -rf \"$DIR\"", want: rules.Red},
		{name: "rm -r through a link out of the repository", setup: func(w *world) {
			must(t, os.Symlink(w.home, filepath.Join(w.dir, "out")))
		}, cmd: "rm -rf out/", want: rules.Red},
		{name: "rm -r under sudo", cmd: "sudo rm -rf src", want: rules.Red},
		{name: "ignored build output", setup: func(w *world) { w.write("node_modules/x/index.js", "x\n") }, cmd: "rm -rf node_modules", want: rules.Yellow, hit: "rm-build-output"},
		{name: "untracked build output", setup: func(w *world) { w.write("dist/app.js", "x\n") }, cmd: "rm -rf dist", want: rules.Red, hit: "rm-unrestorable"},
		{name: "restore of a path that matches nothing", cmd: "git restore nothing.txt", want: rules.Red},
		{name: "build output with uncommitted edits", setup: func(w *world) {
			w.commit(map[string]string{"dist/keep.js": "k\n"})
			w.write("dist/keep.js", "edited\n")
		}, cmd: "rm -rf dist", want: rules.Red, hit: "rm-uncommitted"},
		{name: "plain rm of a clean file", cmd: "rm notes.txt", want: rules.Green},
		{name: "plain rm of an untracked file", setup: func(w *world) { w.write("scratch.txt", "s\n") }, cmd: "rm scratch.txt", want: rules.Yellow, hit: "rm-unrestorable-file"},
		{name: "plain rm of a modified file", setup: func(w *world) { w.write("notes.txt", "edited\n") }, cmd: "rm -f notes.txt", want: rules.Yellow},
		{name: "plain rm of an ignored file", setup: func(w *world) { w.write("x.log", "l\n") }, cmd: "rm x.log", want: rules.Green},

		// Discarding work.
		{name: "reset --hard on a clean tree", cmd: "git reset --hard", want: rules.Green},
		{name: "reset --hard HEAD, quiet", cmd: "git reset -q --hard HEAD", want: rules.Green},
		{name: "reset --hard with edits", setup: func(w *world) { w.write("notes.txt", "edited\n") }, cmd: "git reset --hard", want: rules.Red},
		{name: "reset --hard to another commit", cmd: "git reset --hard HEAD~1", want: rules.Red},
		{name: "an abort with nothing uncommitted", cmd: "git rebase --abort", want: rules.Green},
		{name: "a merge abort with nothing uncommitted", cmd: "git -C . merge --abort", want: rules.Green},
		{name: "an abort with a resolution not committed", setup: func(w *world) { w.write("notes.txt", "resolved\n") }, cmd: "git rebase --abort", want: rules.Red},
		{name: "an abort with a staged resolution", setup: func(w *world) { w.write("notes.txt", "resolved\n"); w.run("-C", w.dir, "add", "notes.txt") }, cmd: "git am --abort", want: rules.Red},
		{name: "an abort and more", cmd: "git rebase --abort && rm -rf ~/x", want: rules.Red},
		{name: "checkout -- . clean", cmd: "git checkout -- .", want: rules.Green},
		{name: "checkout . with edits", setup: func(w *world) { w.write("src/b.go", "edit\n") }, cmd: "git checkout .", want: rules.Red},
		{name: "checkout FILE clean", cmd: "git checkout src/a.go", want: rules.Green},
		{name: "checkout FILE, other spellings, clean", cmd: "git checkout -q notes.txt docs/x.md", want: rules.Green},
		{name: "checkout FILE with edits", setup: func(w *world) { w.write("src/a.go", "package a // edit\n") }, cmd: "git checkout src/a.go", want: rules.Red},
		{name: "checkout FILE with staged edits", setup: func(w *world) {
			w.write("notes.txt", "staged\n")
			w.run("-C", w.dir, "add", "notes.txt")
		}, cmd: "git checkout main notes.txt", want: rules.Red},
		{name: "checkout FILES, one with edits", setup: func(w *world) { w.write("docs/x.md", "edit\n") }, cmd: "git checkout src/a.go docs/x.md", want: rules.Red},
		{name: "checkout FILE after a cd", setup: func(w *world) { w.write("src/a.go", "package a // edit\n") }, cmd: "cd src && git checkout a.go", want: rules.Red},
		{name: "checkout of a branch named like a file", setup: func(w *world) { w.run("-C", w.dir, "branch", "fix/parse.go") }, cmd: "git checkout fix/parse.go", want: rules.Green},
		{name: "checkout of a name that is no file and no branch", cmd: "git checkout src/gone.go", want: rules.Red},
		{name: "checkout of a deleted tracked file", setup: func(w *world) { must(t, os.Remove(filepath.Join(w.dir, "src/b.go"))) }, cmd: "git checkout src/b.go", want: rules.Green},
		{name: "restore . clean", cmd: "git restore .", want: rules.Green},
		{name: "restore . with edits", setup: func(w *world) { w.write("docs/x.md", "edit\n") }, cmd: "git restore .", want: rules.Red},
		{name: "restore with a source", cmd: "git restore --source HEAD~1 .", want: rules.Red},
		{name: "clean -fdx with nothing untracked", cmd: "git clean -fdx", want: rules.Green},
		{name: "clean -fdx with an ignored file", setup: func(w *world) { w.write("x.log", "l\n") }, cmd: "git clean -fdx", want: rules.Red},
		{name: "clean -fd leaves ignored files", setup: func(w *world) { w.write("x.log", "l\n") }, cmd: "git clean -fd", want: rules.Green},
		{name: "stash drop of an empty stash", cmd: "git stash drop", want: rules.Green},
		{name: "stash clear with an entry", setup: func(w *world) {
			w.write("notes.txt", "work\n")
			w.run("-C", w.dir, "stash")
		}, cmd: "git stash clear", want: rules.Red},
		{name: "branch -D of a merged branch", setup: func(w *world) { w.run("-C", w.dir, "branch", "done") }, cmd: "git branch -D done", want: rules.Yellow},
		{name: "branch -D of an unmerged branch", setup: func(w *world) {
			w.run("-C", w.dir, "checkout", "-q", "-b", "wip")
			w.commit(map[string]string{"wip.txt": "w\n"})
			w.run("-C", w.dir, "checkout", "-q", "main")
		}, cmd: "git branch -D wip", want: rules.Red},

		// Pushes.
		{name: "push a feature branch", setup: func(w *world) { w.run("-C", w.dir, "checkout", "-q", "-b", "feature/x") }, cmd: "git push origin feature/x", want: rules.Yellow},
		{name: "push with no refspec from a feature branch", setup: func(w *world) { w.run("-C", w.dir, "checkout", "-q", "-b", "feature/y") }, cmd: "git push -u origin feature/y", want: rules.Yellow},
		{name: "push with no refspec tracking main", cmd: "git push", want: rules.Red, hit: "git-push-shared"},
		{name: "push HEAD:main", setup: func(w *world) { w.run("-C", w.dir, "checkout", "-q", "-b", "feature/z") }, cmd: "git push origin HEAD:main", want: rules.Red},
		{name: "push a release branch", cmd: "git push origin release/1.2", want: rules.Red},
		// Environment branches (GitLab Flow's staging, pre-production; a
		// dev branch a hook deploys) are shared as develop is; a feature
		// branch named after them is not.
		{name: "push the dev branch", setup: func(w *world) { w.run("-C", w.dir, "checkout", "-q", "-b", "dev") }, cmd: "git push -u origin dev", want: rules.Red, hit: "git-push-shared"},
		{name: "push staging", cmd: "git push origin HEAD:staging", want: rules.Red, hit: "git-push-shared"},
		{name: "push a branch named after dev", setup: func(w *world) { w.run("-C", w.dir, "checkout", "-q", "-b", "dev-login") }, cmd: "git push origin dev-login", want: rules.Yellow},
		{name: "push --all", cmd: "git push --all origin", want: rules.Red},
		{name: "push --tags", cmd: "git push origin --tags", want: rules.Red},
		{name: "push HEAD on main", cmd: "git push origin HEAD", want: rules.Red},

		// Overwrites.
		{name: "write a new file", cmd: "echo x > fresh.txt", want: rules.Green},
		{name: "overwrite a clean tracked file", setup: func(w *world) { w.commit(map[string]string{"big.csv": big}) }, cmd: "echo x > big.csv", want: rules.Green},
		{name: "overwrite a big untracked file", setup: func(w *world) { w.write("data.csv", big) }, cmd: "python3 gen.py > data.csv", want: rules.Red, hit: "overwrite-unrestorable"},
		{name: "append to a big untracked file", setup: func(w *world) { w.write("data.csv", big) }, cmd: "echo x >> data.csv", want: rules.Green},
		{name: "truncate a big modified file", setup: func(w *world) {
			w.commit(map[string]string{"big.csv": big})
			w.write("big.csv", big+"more\n")
		}, cmd: ": > big.csv", want: rules.Red},
		{name: "overwrite a small untracked file", setup: func(w *world) { w.write("small.txt", "s\n") }, cmd: "echo x > small.txt", want: rules.Green},
		{name: "overwrite a database", setup: func(w *world) { w.write("dev.sqlite3", "SQLite format 3\x00") }, cmd: "cp empty.sqlite3 dev.sqlite3", want: rules.Red},
		{name: "overwrite an ignored database", setup: func(w *world) { w.write("app.db.log", "x"); w.write("app.db", "SQLite") }, cmd: "echo > app.db", want: rules.Red},
		{name: "mv onto a big untracked file", setup: func(w *world) { w.write("a.bin", big); w.write("b.bin", "b") }, cmd: "mv b.bin a.bin", want: rules.Red},
		{name: "cp -n keeps the file", setup: func(w *world) { w.write("a.bin", big); w.write("b.bin", "b") }, cmd: "cp -n b.bin a.bin", want: rules.Green},
		{name: "tee onto a big untracked file", setup: func(w *world) { w.write("out.txt", big) }, cmd: "echo x | tee out.txt", want: rules.Red},
		{name: "tee -a appends", setup: func(w *world) { w.write("out.txt", big) }, cmd: "echo x | tee -a out.txt", want: rules.Green},
		{name: "ignored big build output", setup: func(w *world) { w.write("build/app.bin", big) }, cmd: "go build -o build/app.bin > build/app.bin", want: rules.Green},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			if c.setup != nil {
				c.setup(w)
			}
			d := w.decide(c.cmd, testSettings())
			if d.Tier != c.want {
				t.Errorf("%s: tier %s, want %s (hits %s)", c.cmd, d.Tier, c.want, hitIDs(d))
			}
			if c.hit != "" && !strings.Contains(hitIDs(d), c.hit+":") {
				t.Errorf("%s: hits %s lack %s", c.cmd, hitIDs(d), c.hit)
			}
			lowerable := strings.Join(append(append(append(append(rmIDs, checkoutIDs...), restoreIDs...), branchIDs...), "git-reset-hard", "git-clean-force", "git-stash-drop", "git-abort"), " ")
			for _, h := range d.Hits {
				if h.Tier < rules.Red && strings.Contains(" "+lowerable+" ", " "+h.ID+" ") && !strings.Contains(h.Reason, " rather than red (") {
					t.Errorf("a lowered hit does not say why: %+v", h)
				}
			}
		})
	}
}

// Refine changes nothing when it is off, when there is no git, or for a
// deny.
func TestRefineLeavesAlone(t *testing.T) {
	w := newWorld(t)
	off := testSettings()
	off.Off = true
	if d := w.decide("rm -rf src", off); d.Tier != rules.Red {
		t.Errorf("off: tier %s", d.Tier)
	}
	set, err := rules.Load(rules.LoadOptions{Home: filepath.Join(w.home, ".gatesh"), Cwd: w.dir, UserHome: w.home})
	must(t, err)
	d := Refine(set.Classify("rm -rf src"), testSettings(), Env{Cwd: w.dir, Home: w.home, Getenv: os.Getenv})
	if d.Tier != rules.Red {
		t.Errorf("no git: tier %s", d.Tier)
	}
	d = Refine(set.Classify("git push"), testSettings(), Env{Cwd: w.dir, Home: w.home, Getenv: os.Getenv})
	if d.Tier != rules.Red {
		t.Errorf("no git, push with no refspec: tier %s, want red (cannot tell)", d.Tier)
	}
}

// A hostile repository cannot run code through the probe, and gets no
// lower tier for trying.
func TestHostileConfig(t *testing.T) {
	w := newWorld(t)
	marker := filepath.Join(w.home, "ran")
	script := filepath.Join(w.home, "evil.sh")
	must(t, os.WriteFile(script, []byte("#!/bin/sh\ntouch "+marker+"\ncat\n"), 0o755))
	w.commit(map[string]string{".gitattributes": "* filter=evil diff=evil\n"})
	for _, kv := range [][2]string{
		{"core.fsmonitor", script}, {"filter.evil.clean", script}, {"filter.evil.process", script},
		{"diff.evil.textconv", script}, {"core.hooksPath", w.home}, {"alias.ls-tree", "!" + script},
	} {
		w.run("-C", w.dir, "config", kv[0], kv[1])
	}
	for _, cmd := range []string{"rm -rf src", "git reset --hard", "git checkout -- .", "git clean -fdx", "git push", "echo > notes.txt"} {
		w.decide(cmd, Defaults())
	}
	if _, err := os.Stat(marker); err == nil {
		t.Fatal("a program the repository names ran during the probe")
	}
}

// A probe that cannot answer never leaves an rm green that the facts
// could have held: over its budget, or in front of a nested repository,
// the raise is made. A target outside the repository keeps its static
// tier, since git could restore nothing there either way.
func TestUnknownFactsHold(t *testing.T) {
	exhausted := testSettings()
	exhausted.Budget = time.Nanosecond
	outside := t.TempDir()
	for _, c := range []struct {
		name  string
		setup func(w *world)
		cmd   string
		s     Settings
		want  rules.Tier
		hit   string
	}{
		{name: "untracked build output, over budget", setup: func(w *world) { w.write("dist/notes.txt", "precious\n") },
			cmd: "rm -rf dist", s: exhausted, want: rules.Red, hit: "rm-unknown"},
		{name: "other spellings, over budget", setup: func(w *world) { w.write("dist/notes.txt", "precious\n") },
			cmd: "rm -r -f ./dist/", s: exhausted, want: rules.Red, hit: "rm-unknown"},
		{name: "ignored build output, over budget", setup: func(w *world) { w.write("node_modules/x/index.js", "x\n") },
			cmd: "rm -rf node_modules", s: exhausted, want: rules.Red, hit: "rm-unknown"},
		{name: "plain rm, over budget", setup: func(w *world) { w.write("scratch.txt", "s\n") },
			cmd: "rm scratch.txt", s: exhausted, want: rules.Yellow, hit: "rm-unknown"},
		{name: "a nested repository", setup: func(w *world) {
			w.run("init", "-q", filepath.Join(w.dir, "build"))
			w.write("build/work.txt", "unpushed\n")
		}, cmd: "rm -rf build", s: testSettings(), want: rules.Red, hit: "rm-unknown"},
		{name: "outside the repository, over budget", setup: func(w *world) {
			must(t, os.MkdirAll(filepath.Join(outside, "dist"), 0o755))
		}, cmd: "rm -rf " + filepath.Join(outside, "dist"), s: exhausted, want: rules.Green},
		{name: "held anyway, over budget", cmd: "rm -rf src", s: exhausted, want: rules.Red},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			if c.setup != nil {
				c.setup(w)
			}
			d := w.decide(c.cmd, c.s)
			if d.Tier != c.want {
				t.Errorf("%s: tier %s, want %s (hits %s)", c.cmd, d.Tier, c.want, hitIDs(d))
			}
			if c.hit != "" && !strings.Contains(hitIDs(d), c.hit+":") {
				t.Errorf("%s: hits %s lack %s", c.cmd, hitIDs(d), c.hit)
			}
		})
	}
}
