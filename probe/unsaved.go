package probe

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// maxNestedRepos bounds how many repositories UnsavedWork looks into
// below a folder.
const maxNestedRepos = 16

// UnsavedWork looks for git repositories or worktrees at dir and in its
// immediate subfolders (a scratch folder such as /tmp/wip holding one or
// a few checkouts) and reports the first one with work git holds nowhere
// else: changes to tracked files, untracked files git does not ignore,
// commits on no remote-tracking branch, or stash entries. It returns ""
// when every repository found is saved, or when there is none. An error
// means a repository was found and could not be judged.
func (p *Prober) UnsavedWork(dir string) (string, error) {
	var repos []string
	if isRepoRoot(dir) {
		repos = append(repos, dir)
	}
	if entries, err := os.ReadDir(dir); err == nil {
		for _, e := range entries {
			sub := filepath.Join(dir, e.Name())
			if e.IsDir() && e.Name() != ".git" && isRepoRoot(sub) {
				repos = append(repos, sub)
				if len(repos) > maxNestedRepos {
					return "", fmt.Errorf("more than %d repositories under %s", maxNestedRepos, dir)
				}
			}
		}
	}
	ctx, cancel := p.ctx()
	defer cancel()
	for _, r := range repos {
		// Not git status: it reads the content of files whose stat data
		// changed through the clean filters the repository's
		// configuration names, and runs git in each submodule. The files
		// are hashed here, and a submodule counts as a change.
		repo, err := p.repo(ctx, r)
		if err != nil {
			return "", fmt.Errorf("%s: %w", r, err)
		}
		changed, err := p.changedTracked(ctx, repo, r, true, nil)
		if err != nil {
			return "", fmt.Errorf("%s: %w", r, err)
		}
		if len(changed) > 0 {
			return r + " has uncommitted changes", nil
		}
		out, err := p.git(ctx, r, "ls-files", "-o", "-z", "--exclude-standard", "--directory", "--no-empty-directory")
		if err != nil {
			return "", fmt.Errorf("%s: %w", r, err)
		}
		if len(out) > 0 {
			return r + " has untracked files", nil
		}
		out, err = p.git(ctx, r, "rev-list", "-n", "1", "--branches", "--not", "--remotes")
		if err != nil {
			return "", fmt.Errorf("%s: %w", r, err)
		}
		if strings.TrimSpace(string(out)) != "" {
			return r + " has commits on no remote", nil
		}
		if refs, ok := repo.refFiles(); ok && refs.absent("refs/stash") {
			continue
		}
		out, err = p.git(ctx, r, "for-each-ref", "--format=%(refname)", "refs/stash")
		if err != nil {
			return "", fmt.Errorf("%s: %w", r, err)
		}
		if strings.TrimSpace(string(out)) != "" {
			return r + " has stash entries", nil
		}
	}
	return "", nil
}

// isRepoRoot reports whether dir is the top of a repository or worktree:
// it holds .git, a folder or a worktree's file.
func isRepoRoot(dir string) bool {
	_, err := os.Lstat(filepath.Join(dir, ".git"))
	return err == nil
}
