package probe

import (
	"fmt"
	"path/filepath"
	"strings"
)

// Ignored reports whether every path (absolute) is untracked and ignored
// by git in the repository of cwd: a file that builds make again, or a
// folder git ignores whole.
func (p *Prober) Ignored(cwd string, paths []string) (bool, error) {
	ctx, cancel := p.ctx()
	defer cancel()
	r, err := p.repo(ctx, cwd)
	if err != nil {
		return false, err
	}
	var rels []string
	for _, path := range paths {
		rel, ok := p.relInRepo(r, filepath.Clean(path))
		if !ok {
			return false, fmt.Errorf("%s: %w", path, errOutside)
		}
		rels = append(rels, rel)
	}
	out, err := p.git(ctx, r.Top, append([]string{"--literal-pathspecs", "ls-files", "-z", "-o", "-i", "--exclude-standard", "--directory", "--"}, rels...)...)
	if err != nil {
		return false, err
	}
	ignored := splitZ(out)
	for _, rel := range rels {
		found := false
		for _, ig := range ignored {
			ig = strings.TrimSuffix(ig, "/")
			found = found || rel == ig || strings.HasPrefix(rel, ig+"/")
		}
		if !found {
			return false, nil
		}
	}
	return true, nil
}

// Branch is what the repository of cwd knows about its current branch
// and a remote, from local files only: no fetch.
type Branch struct {
	Current string // "" on a detached HEAD
	// Upstream is the branch name the current one merges from on its
	// remote ("" when none), and UpstreamRemote that remote.
	Upstream       string
	UpstreamRemote string
	// PushDefault is push.default ("" when unset).
	PushDefault string
	// RemoteHead is the remote's default branch as last fetched
	// (refs/remotes/REMOTE/HEAD), "" when unknown.
	RemoteHead string
	// PushRefspecs are remote.REMOTE.push settings, which change what a
	// bare git push sends.
	PushRefspecs []string
}

// Branches reads the current branch and what a push to remote would
// use. remote may be "" for the default (the upstream's remote, else
// origin).
func (p *Prober) Branches(cwd, remote string) (Branch, error) {
	ctx, cancel := p.ctx()
	defer cancel()
	if _, err := p.repo(ctx, cwd); err != nil {
		return Branch{}, err
	}
	var b Branch
	if out, err := p.git(ctx, cwd, "symbolic-ref", "-q", "--short", "HEAD"); err == nil {
		b.Current = strings.TrimSpace(string(out))
	}
	get := func(key string) []string {
		out, _ := p.git(ctx, cwd, "config", "--get-all", key) // exit 1: not set
		var vals []string
		for _, v := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			if v != "" {
				vals = append(vals, v)
			}
		}
		return vals
	}
	last := func(vals []string) string {
		if len(vals) == 0 {
			return ""
		}
		return vals[len(vals)-1]
	}
	b.PushDefault = last(get("push.default"))
	if b.Current != "" {
		b.UpstreamRemote = last(get("branch." + b.Current + ".remote"))
		b.Upstream = strings.TrimPrefix(last(get("branch."+b.Current+".merge")), "refs/heads/")
	}
	if remote == "" {
		remote = b.UpstreamRemote
	}
	if remote == "" {
		remote = "origin"
	}
	b.PushRefspecs = get("remote." + remote + ".push")
	if out, err := p.git(ctx, cwd, "symbolic-ref", "-q", "refs/remotes/"+remote+"/HEAD"); err == nil {
		b.RemoteHead = strings.TrimPrefix(strings.TrimSpace(string(out)), "refs/remotes/"+remote+"/")
	}
	if ctx.Err() != nil {
		return Branch{}, ErrBudget
	}
	return b, nil
}
