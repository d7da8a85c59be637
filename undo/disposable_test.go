package undo

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"gatesh/rules"
)

// TestDisposableByRepository checks that a folder is disposable by what
// the repository says of it (ignored, nothing tracked, a build tool's
// name from the github/gitignore templates), and that data in it, or a
// repository with unsaved work in a scratch folder, is not; the same of
// the folder a find -delete starts in.
func TestDisposableByRepository(t *testing.T) {
	for _, c := range []struct {
		name  string
		setup func(w *world)
		cmd   string
		want  rules.Tier
	}{
		{name: "an ignored zig-out", setup: func(w *world) {
			w.commit(map[string]string{".gitignore": "zig-out/\n_site/\n*.egg-info/\n"})
			w.write("zig-out/bin/app", "elf\n")
		}, cmd: "rm -rf zig-out", want: rules.Yellow},
		{name: "an ignored _site", setup: func(w *world) {
			w.commit(map[string]string{".gitignore": "_site/\n"})
			w.write("_site/index.html", "<p>\n")
		}, cmd: "rm -r _site/", want: rules.Yellow},
		{name: "an ignored egg-info", setup: func(w *world) {
			w.commit(map[string]string{".gitignore": "*.egg-info/\n"})
			w.write("app.egg-info/PKG-INFO", "x\n")
		}, cmd: "rm -rf app.egg-info", want: rules.Yellow},
		{name: "zig-out not ignored", setup: func(w *world) { w.write("zig-out/bin/app", "elf\n") }, cmd: "rm -rf zig-out", want: rules.Red},
		{name: "an ignored folder with another name", setup: func(w *world) {
			w.commit(map[string]string{".gitignore": "notes/\n"})
			w.write("notes/today.md", "x\n")
		}, cmd: "rm -rf notes", want: rules.Red},
		{name: "a database in an ignored build folder", setup: func(w *world) { w.write("build/app.db", "SQLite format 3\n") }, cmd: "rm -rf build", want: rules.Red},
		{name: "a key in an ignored build folder", setup: func(w *world) { w.write("build/certs/server.key", "k\n") }, cmd: "rm -rf build", want: rules.Red},
		{name: "an env file in an ignored build folder", setup: func(w *world) { w.write("build/.env.production", "K=v\n") }, cmd: "rm -rf build/", want: rules.Red},
		{name: "only output in an ignored build folder", setup: func(w *world) { w.write("build/app.js", "x\n") }, cmd: "rm -rf build", want: rules.Yellow},
		// A find -delete the static rules pass because it starts in the
		// scratch folder tmp is judged by what that folder holds, as rm -r
		// of it is.
		{name: "find -delete of logs in an ignored tmp", setup: func(w *world) {
			w.commit(map[string]string{".gitignore": "tmp/\n"})
			w.write("tmp/server.log", "x\n")
		}, cmd: "find tmp -name '*.log' -delete", want: rules.Yellow},
		{name: "find -delete in an ignored tmp/cache", setup: func(w *world) {
			w.commit(map[string]string{".gitignore": "tmp/\n"})
			w.write("tmp/cache/a.bin", "x\n")
		}, cmd: "find tmp/cache -type f -mtime +1 -delete", want: rules.Green},
		{name: "find -delete with a database in an ignored tmp", setup: func(w *world) {
			w.commit(map[string]string{".gitignore": "tmp/\n"})
			w.write("tmp/pellam.db", "SQLite format 3\n")
		}, cmd: "find tmp -type f -mtime +1 -delete", want: rules.Red},
		{name: "find -L -delete with a database in tmp", setup: func(w *world) { w.write("tmp/pellam.db", "SQLite format 3\n") }, cmd: "find -L tmp/ -delete", want: rules.Red},
		{name: "find -delete of untracked work in a tmp git does not ignore", setup: func(w *world) {
			w.commit(map[string]string{"README.md": "x\n"})
			w.write("tmp/notes.md", "draft\n")
		}, cmd: "find tmp -name '*.md' -delete", want: rules.Red},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			c.setup(w)
			if d := w.decide(c.cmd, testSettings()); d.Tier != c.want {
				t.Errorf("%q: got %s, want %s (%s)", c.cmd, d.Tier, c.want, hitIDs(d))
			}
		})
	}
}

// TestScratchRepository checks that /tmp is scratch unless it holds a
// repository with work saved nowhere else.
func TestScratchRepository(t *testing.T) {
	w := newWorld(t)
	scratch := func(t *testing.T) string {
		// /tmp itself: the static rules pass /tmp/?* as scratch.
		d, err := os.MkdirTemp("/tmp", "gatesh-scratch-")
		must(t, err)
		t.Cleanup(func() { os.RemoveAll(d) })
		return d
	}
	git := func(t *testing.T, args ...string) {
		t.Helper()
		cmd := exec.Command(w.git, args...)
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.org",
			"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.org", "GIT_CONFIG_NOSYSTEM=1", "HOME="+w.home)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	clone := func(t *testing.T, dir string) {
		git(t, "clone", "-q", "-b", "main", w.remote, dir)
	}
	for _, c := range []struct {
		name  string
		setup func(t *testing.T, d string) string // returns the path to delete
		want  rules.Tier
	}{
		{name: "plain scratch files", setup: func(t *testing.T, d string) string {
			must(t, os.WriteFile(filepath.Join(d, "x.txt"), []byte("x"), 0o644))
			return d
		}, want: rules.Green},
		{name: "a clean clone, all pushed", setup: func(t *testing.T, d string) string {
			clone(t, filepath.Join(d, "r"))
			return filepath.Join(d, "r")
		}, want: rules.Green},
		{name: "a clone with an edit", setup: func(t *testing.T, d string) string {
			clone(t, filepath.Join(d, "r"))
			must(t, os.WriteFile(filepath.Join(d, "r", "notes.txt"), []byte("edited\n"), 0o644))
			return filepath.Join(d, "r")
		}, want: rules.Red},
		{name: "a clone with an unpushed commit", setup: func(t *testing.T, d string) string {
			r := filepath.Join(d, "r")
			clone(t, r)
			must(t, os.WriteFile(filepath.Join(r, "new.txt"), []byte("new\n"), 0o644))
			git(t, "-C", r, "add", "new.txt")
			git(t, "-C", r, "commit", "-qm", "wip")
			return r
		}, want: rules.Red},
		{name: "a folder holding a clone with an untracked file", setup: func(t *testing.T, d string) string {
			clone(t, filepath.Join(d, "r"))
			must(t, os.WriteFile(filepath.Join(d, "r", "draft.md"), []byte("d\n"), 0o644))
			return d
		}, want: rules.Red},
		{name: "a worktree with a stash", setup: func(t *testing.T, d string) string {
			r := filepath.Join(d, "r")
			clone(t, r)
			must(t, os.WriteFile(filepath.Join(r, "notes.txt"), []byte("stashed\n"), 0o644))
			git(t, "-C", r, "stash")
			return r
		}, want: rules.Red},
	} {
		t.Run(c.name, func(t *testing.T) {
			target := c.setup(t, scratch(t))
			cmd := "rm -rf " + target
			if d := w.decide(cmd, testSettings()); d.Tier != c.want {
				t.Errorf("%q: got %s, want %s (%s)", cmd, d.Tier, c.want, hitIDs(d))
			}
			if _, err := os.Stat(target); err != nil {
				t.Fatalf("the check deleted or lost %s: %v", target, err)
			}
		})
	}
}
