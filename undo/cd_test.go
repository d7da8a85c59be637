package undo

import (
	"strings"
	"testing"

	"gatesh/rules"
)

// TestCdNeverLowers checks that a cd never makes a rule of thumb fail
// open: a command after a cd is judged in the folder it runs in, and one
// after a cd to a folder gatesh cannot name is raised as the facts could.
func TestCdNeverLowers(t *testing.T) {
	// @REPO stands for the repository's absolute path.
	cases := []struct {
		name  string
		setup func(w *world)
		cmd   string
		want  rules.Tier
	}{
		{name: "plain push to main", cmd: "git push origin main", want: rules.Red},
		{name: "cd to the repository by its absolute path", cmd: "cd @REPO && git push origin main", want: rules.Red},
		{name: "cd into a subfolder", cmd: "cd src && git push origin main", want: rules.Red},
		{name: "cd in and out", cmd: "cd src; cd ..; git push origin main", want: rules.Red},
		{name: "cd to a folder not known", cmd: `cd "$REPO" && git push origin feature/x`, want: rules.Red},
		{name: "popd", cmd: "pushd src && popd && git push origin feature/x", want: rules.Red},
		{name: "cd then push with no refspec tracking main", cmd: "cd @REPO && git push", want: rules.Red},
		{name: "cd then a discard of an edit", setup: func(w *world) { w.write("src/a.go", "package a // edit\n") }, cmd: "cd @REPO && git checkout -- src", want: rules.Red},
		{name: "cd then rm -r of an edited folder", setup: func(w *world) { w.write("src/b.go", "package b // edit\n") }, cmd: "cd src/.. && rm -rf src", want: rules.Red},
		// The facts still lower what they should, in the right folder.
		{name: "cd then push a feature branch", setup: func(w *world) { w.run("-C", w.dir, "checkout", "-q", "-b", "feature/cd") }, cmd: "cd @REPO && git push origin feature/cd", want: rules.Yellow},
		{name: "cd into a subfolder then rm -r of a clean tracked folder", setup: func(w *world) { w.commit(map[string]string{"src/lib/c.go": "package lib\n"}) }, cmd: "cd src && rm -rf lib", want: rules.Green},
		{name: "the same folder with an edit", setup: func(w *world) {
			w.commit(map[string]string{"src/lib/c.go": "package lib\n"})
			w.write("src/lib/c.go", "package lib // edit\n")
		}, cmd: "cd src && rm -rf lib", want: rules.Red},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			if c.setup != nil {
				c.setup(w)
			}
			cmd := strings.ReplaceAll(c.cmd, "@REPO", w.dir)
			if d := w.decide(cmd, testSettings()); d.Tier != c.want {
				t.Errorf("%q: got %s, want %s (%s)", cmd, d.Tier, c.want, hitIDs(d))
			}
		})
	}
}
