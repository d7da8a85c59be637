package undo

import (
	"testing"

	"gatesh/rules"
)

// A setting given with git -c that moves the work tree, the branch a
// push lands on or its remote makes git act on something other than what
// the probe reads in the folder's repository: nothing is lowered, and a
// push is held as one that may land on a shared branch. Settings that
// only change how git prints or whom it names keep the lowering.
func TestGitSettingMovesWhatItActsOn(t *testing.T) {
	w := newWorld(t)
	w.run("-C", w.dir, "checkout", "-q", "-b", "feature/x")
	w.run("-C", w.dir, "push", "-q", "-u", "origin", "feature/x")
	var cases []tierCase
	// The work tree is elsewhere, or what is untracked differs: the
	// probe saw a clean work tree here.
	for _, c := range []string{
		"git -c core.worktree=" + w.home + " clean -fd", "git -c core.worktree=" + w.home + " reset --hard",
		"git -c core.worktree=/ clean -fdx", "git -c core.excludesFile=/dev/null clean -fd",
	} {
		cases = append(cases, tierCase{c, rules.Red, ""})
	}
	// The push lands on main, or on another repository.
	for _, c := range []string{
		"git -c remote.origin.push=HEAD:refs/heads/main push", "git -c Remote.Origin.Push=HEAD:main push",
		"git -c branch.feature/x.merge=refs/heads/main -c push.default=upstream push",
		"git -c push.default=matching push", "git -c remote.origin.pushurl=https://example.org/other.git push",
		"git -c url.https://example.org/.pushInsteadOf=" + w.remote + " push",
	} {
		cases = append(cases, tierCase{c, rules.Red, "git-push-shared"})
	}
	// Settings that change nothing of where git acts.
	w.checkTiers(append(cases,
		tierCase{"git clean -fd", rules.Green, ""},
		tierCase{"git -c color.ui=never clean -fd", rules.Green, ""},
		tierCase{"git -c user.name=x -c user.email=x@example.org push", rules.Yellow, ""},
		tierCase{"git -c core.pager=cat push origin HEAD", rules.Yellow, ""},
	))
}
