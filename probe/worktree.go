package probe

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
)

// Discard says which uncommitted work a git command throws away.
type Discard int

const (
	// ResetHard (git reset --hard, to HEAD): staged changes and changes
	// to tracked files in the work tree.
	ResetHard Discard = iota
	// RestoreWorktree (git checkout -- PATHS, git restore PATHS):
	// changes to tracked files in the work tree that are not staged.
	RestoreWorktree
	// CleanUntracked (git clean -f): untracked files not ignored.
	CleanUntracked
	// CleanIgnored (git clean -fX): ignored files.
	CleanIgnored
	// CleanAll (git clean -fx): untracked files, ignored ones too.
	CleanAll
)

// WorkLost reports whether the discard, limited to pathspecs (relative to
// cwd, or all of the work tree when empty), would lose anything. Only
// plain paths are understood: a pathspec with glob characters or magic
// is an error, never a guess.
func (p *Prober) WorkLost(cwd string, what Discard, pathspecs []string) (Report, error) {
	for _, ps := range pathspecs {
		if strings.ContainsAny(ps, "*?[\\") || strings.HasPrefix(ps, ":") {
			return Report{}, fmt.Errorf("pathspec %q is not a plain path", ps)
		}
	}
	ctx, cancel := p.ctx()
	defer cancel()
	r, err := p.repo(ctx, cwd)
	if err != nil {
		return Report{}, err
	}
	var lost []string
	switch what {
	case ResetHard, RestoreWorktree:
		lost, err = p.changedTracked(ctx, r, cwd, what == ResetHard, pathspecs)
	default:
		args := []string{"--literal-pathspecs", "ls-files", "-o", "-z", "--full-name"}
		switch what {
		case CleanUntracked:
			args = append(args, "--exclude-standard")
		case CleanIgnored:
			args = append(args, "-i", "--exclude-standard")
		}
		var out []byte
		out, err = p.git(ctx, cwd, append(append(args, "--"), pathspecs...)...)
		lost = splitZ(out)
	}
	if err != nil {
		return Report{}, err
	}
	if len(lost) > 0 {
		return Report{Lost: lost, Facts: count(len(lost), "file") + " with work that would be lost"}, nil
	}
	return Report{Safe: true, Facts: "the work tree has nothing it would lose"}, nil
}

// changedTracked lists tracked files under pathspecs whose work-tree
// content differs from the index, and with staged, those whose index
// entry differs from HEAD. A conflict or a submodule counts as a change.
// A tracked file deleted from the work tree is not lost work: it comes
// back.
func (p *Prober) changedTracked(ctx context.Context, r *Repo, cwd string, staged bool, pathspecs []string) ([]string, error) {
	out, err := p.lsFilesStaged(ctx, r, cwd, pathspecs)
	if err != nil {
		return nil, err
	}
	index := map[string]entry{}
	var lost []string
	for _, rec := range splitZ(out) {
		meta, path, ok := strings.Cut(rec, "\t")
		f := strings.Fields(meta)
		if !ok || len(f) != 3 {
			return nil, fmt.Errorf("ls-files: malformed record %q", rec)
		}
		if f[2] != "0" || f[0] == "160000" {
			lost = append(lost, path)
			continue
		}
		index[path] = entry{mode: f[0], oid: f[1]}
	}
	if len(pathspecs) > 0 && len(index) == 0 && len(lost) == 0 {
		return nil, ErrNoMatch
	}
	if len(index) > p.maxPaths {
		return nil, fmt.Errorf("%w: more than %d tracked files", ErrBudget, p.maxPaths)
	}
	if staged {
		var rels []string
		for _, ps := range pathspecs {
			rel, ok := p.relInRepo(r, filepath.Join(cwd, ps))
			if !ok && filepath.Clean(filepath.Join(cwd, ps)) != r.Top {
				return nil, fmt.Errorf("%s: %w", ps, ErrOutside)
			}
			rels = append(rels, rel)
		}
		head, err := p.tree(ctx, r, rels)
		if err != nil {
			return nil, err
		}
		for path, e := range head {
			if index[path] != e {
				lost = append(lost, path)
			}
		}
		for path := range index {
			if _, ok := head[path]; !ok {
				lost = append(lost, path) // staged new file: reset drops it from the index
			}
		}
	}
	for path, e := range index {
		same, err := p.sameAs(r, path, e)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if !same {
			lost = append(lost, path)
		}
	}
	return dedupe(lost), nil
}

// ErrNoMatch means the pathspecs name no tracked file: git would refuse
// the command, and the facts say nothing about what it will find, or
// it takes them for something else (git checkout NAME switches to the
// branch NAME).
var ErrNoMatch = errors.New("the paths match no tracked file")

// StashEmpty reports whether the repository of cwd has no stash entries.
func (p *Prober) StashEmpty(cwd string) (bool, error) {
	ctx, cancel := p.ctx()
	defer cancel()
	r, err := p.repo(ctx, cwd)
	if err != nil {
		return false, err
	}
	if refs, ok := r.refFiles(); ok && refs.absent("refs/stash") {
		return true, nil
	}
	out, err := p.git(ctx, cwd, "for-each-ref", "--format=%(refname)", "refs/stash")
	if err != nil {
		return false, err
	}
	return strings.TrimSpace(string(out)) == "", nil
}

// BranchElsewhere reports whether the tip of the local branch is
// reachable from another ref (another branch, a remote-tracking branch or
// a tag), so that deleting the branch loses no commit. ref names that ref.
func (p *Prober) BranchElsewhere(cwd, branch string) (ref string, err error) {
	if branch == "" || strings.HasPrefix(branch, "-") || strings.ContainsAny(branch, " ~^:?*[\\") {
		return "", fmt.Errorf("branch name %q", branch)
	}
	ctx, cancel := p.ctx()
	defer cancel()
	r, err := p.repo(ctx, cwd)
	if err != nil {
		return "", err
	}
	own := "refs/heads/" + branch
	if refs, ok := r.refFiles(); ok && refs.absent(dwimRefs(own)...) {
		// git rev-parse --verify finds nothing by that name.
		return "", fmt.Errorf("branch %s: no such branch", branch)
	}
	tip, err := p.git(ctx, cwd, "rev-parse", "-q", "--verify", own+"^{commit}")
	if err != nil {
		return "", fmt.Errorf("branch %s: %w", branch, err)
	}
	out, err := p.git(ctx, cwd, "for-each-ref", "--format=%(refname)", "--contains", strings.TrimSpace(string(tip)))
	if err != nil {
		return "", err
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if line != "" && line != own && line != "refs/stash" {
			return line, nil
		}
	}
	return "", nil
}

func dedupe(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}
