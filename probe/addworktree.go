package probe

import (
	"fmt"
	"path/filepath"
	"strings"
)

// AddWorktree makes a linked worktree at path (absolute, not yet there)
// on a new local branch made from commit (a full object id), for the
// repository of repoDir, and checks nothing out: the caller fills it (the
// loop does, with a git that reads none of the repository's
// configuration), because a checkout here would run the smudge filters
// that the repository's configuration names, some of them only for the
// new branch (includeIf "onbranch:"). Unlike the probe's questions it
// writes: the new work tree's folder, the branch, and the worktree's
// folder in the repository's git folder. It runs with the same hardening,
// so the repository's hooks (post-checkout, reference-transaction),
// fsmonitor and network transports do not run. Give it a Prober with a
// budget of seconds.
func (p *Prober) AddWorktree(repoDir, path, branch, commit string) error {
	if !filepath.IsAbs(path) {
		return fmt.Errorf("worktree path %q is not absolute", path)
	}
	if !plainRefName(branch) || strings.HasSuffix(branch, "/") || strings.HasSuffix(branch, ".lock") {
		return fmt.Errorf("branch name %q", branch)
	}
	if len(commit) < 40 || strings.Trim(commit, "0123456789abcdef") != "" {
		return fmt.Errorf("commit %q is not a full object id", commit)
	}
	ctx, cancel := p.ctx()
	defer cancel()
	if _, err := p.repo(ctx, repoDir); err != nil {
		return err
	}
	// -b refuses a branch that exists; -B would move it.
	_, err := p.git(ctx, repoDir, "worktree", "add", "--quiet", "--no-checkout", "--no-track", "-b", branch, path, commit)
	return err
}
