package undo

import (
	"path/filepath"
	"testing"

	"gatesh/rules"
)

// A git command told where its repository is by its environment
// (GIT_COMMON_DIR, GIT_DIR, GIT_WORK_TREE) or by --git-dir acts on that
// repository, not on the folder it runs in, which the probe reads: a
// stash cleared there is not lowered because the folder's stash is empty,
// and a push whose branches the probe cannot read is held as one that may
// land on a shared branch. The same commands in the folder's own
// repository keep their tiers.
func TestGitCommandOfAnotherRepository(t *testing.T) {
	w := newWorld(t)
	w.run("-C", w.dir, "checkout", "-q", "-b", "feature/x")
	other := newWorld(t) // on main, with a stash entry
	other.write("notes.txt", "work\n")
	other.run("-C", other.dir, "stash")
	gitdir := filepath.Join(other.dir, ".git")
	w.checkTiers([]tierCase{
		{"GIT_COMMON_DIR=" + gitdir + " git stash clear", rules.Red, ""},
		{"GIT_COMMON_DIR=" + gitdir + " git stash drop", rules.Red, ""},
		{"GIT_WORK_TREE=" + other.dir + " GIT_COMMON_DIR=" + gitdir + " git stash clear", rules.Red, ""},
		{"env GIT_COMMON_DIR=" + gitdir + " git stash clear", rules.Red, ""},
		{"git --git-dir=" + gitdir + " push origin HEAD", rules.Red, "git-push-shared"},
		{"git --git-dir " + gitdir + " push origin HEAD", rules.Red, "git-push-shared"},
		{"GIT_COMMON_DIR=" + gitdir + " git push origin HEAD", rules.Red, "git-push-shared"},
		// The folder's own repository.
		{"git stash clear", rules.Green, ""},
		{"git push origin HEAD", rules.Yellow, ""},
		{"GIT_AUTHOR_NAME=x git push origin HEAD", rules.Yellow, ""},
	})
}

// A tierCase is a command, the tier it must get in a world, and a rule
// that must be among its hits ("" for none in particular).
type tierCase struct {
	cmd  string
	want rules.Tier
	hit  string
}

// checkTiers decides each case's command in w and checks its tier and hit.
func (w *world) checkTiers(cases []tierCase) {
	w.t.Helper()
	for _, c := range cases {
		d := w.decide(c.cmd, testSettings())
		if d.Tier != c.want {
			w.t.Errorf("%q: %s (%s), want %s", c.cmd, d.Tier, hitIDs(d), c.want)
			continue
		}
		if c.hit != "" && !hasHit(d, c.hit) {
			w.t.Errorf("%q: no %s hit (%s)", c.cmd, c.hit, hitIDs(d))
		}
	}
}

func hasHit(d rules.Decision, id string) bool {
	for _, h := range d.Hits {
		if h.ID == id {
			return true
		}
	}
	return false
}
