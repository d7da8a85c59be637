package probe

import (
	"fmt"
	"path/filepath"
	"strings"
)

// AddWorktree makes a linked worktree at path (absolute, not yet there)
// on a new local branch made from commit (a full object id), for the
// repository of repoDir. Unlike the probe's questions it writes: the new
// work tree, the branch, and the worktree's folder in the repository's
// git folder. It runs with the same hardening, so the repository's hooks
// (post-checkout), fsmonitor and network transports do not run; checkout
// filters (smudge) that the repository's config names do. Give it a
// Prober with a budget of seconds: checking out takes longer than a
// question.
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
	_, err := p.git(ctx, repoDir, "worktree", "add", "--quiet", "--no-track", "-b", branch, path, commit)
	return err
}
