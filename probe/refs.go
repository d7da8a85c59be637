package probe

import (
	"fmt"
	"path/filepath"
	"strconv"
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
			return false, fmt.Errorf("%s: %w", path, ErrOutside)
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
	// PushRemote is where a git push that names no remote goes, as git
	// picks it: branch.CURRENT.pushRemote, else remote.pushDefault, else
	// the upstream's remote, else origin.
	PushRemote string
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
	r, err := p.repo(ctx, cwd)
	if err != nil {
		return Branch{}, err
	}
	refs, filesOK := r.refFiles()
	var b Branch
	if cur, ok := refs.currentBranch(); filesOK && ok {
		b.Current = cur
	} else if out, err := p.git(ctx, cwd, "symbolic-ref", "-q", "--short", "HEAD"); err == nil {
		b.Current = strings.TrimSpace(string(out))
	}
	cfg, _ := p.config(ctx, cwd) // unreadable: no values, as git config --get-all finds
	b.PushDefault = cfg.last("push.default")
	if b.Current != "" {
		b.UpstreamRemote = cfg.last("branch." + b.Current + ".remote")
		b.Upstream = strings.TrimPrefix(cfg.last("branch."+b.Current+".merge"), "refs/heads/")
		b.PushRemote = cfg.last("branch." + b.Current + ".pushremote")
	}
	for _, r := range []string{cfg.last("remote.pushdefault"), b.UpstreamRemote, "origin"} {
		if b.PushRemote == "" {
			b.PushRemote = r
		}
	}
	if remote == "" {
		remote = b.PushRemote
	}
	b.PushRefspecs = cfg.values("remote." + remote + ".push")
	remoteHead := "refs/remotes/" + remote + "/HEAD"
	if filesOK && refs.notSymbolic(remoteHead) {
		// git symbolic-ref fails: the remote's default branch is unknown
	} else if out, err := p.git(ctx, cwd, "symbolic-ref", "-q", remoteHead); err == nil {
		b.RemoteHead = strings.TrimPrefix(strings.TrimSpace(string(out)), "refs/remotes/"+remote+"/")
	}
	if ctx.Err() != nil {
		return Branch{}, ErrBudget
	}
	return b, nil
}

// Git runs a read-only git command in dir, with the probe's hardening and
// environment and within its budget, and returns its standard output. It
// is for describing an action to a person, who may wait longer than the
// shell: give such a Prober a budget of seconds.
func (p *Prober) Git(dir string, args ...string) ([]byte, error) {
	ctx, cancel := p.ctx()
	defer cancel()
	return p.git(ctx, dir, args...)
}

// Ahead tells, from local refs only (no fetch), what pushing src (a
// branch, HEAD or a commit) to the branch dst of remote would add there:
// the commits of src that refs/remotes/REMOTE/DST, as last fetched, does
// not have. When the repository has no such ref (a new branch, or one
// never fetched), tracked is false and the commits are those of src on no
// remote-tracking branch of remote. It returns their number and up to max
// of them, newest first, as "HASH SUBJECT".
func (p *Prober) Ahead(cwd, remote, src, dst string, max int) (n int, commits []string, tracked bool, err error) {
	for _, name := range []string{remote, src, dst} {
		if !plainRefName(name) {
			return 0, nil, false, fmt.Errorf("ref name %q", name)
		}
	}
	ctx, cancel := p.ctx()
	defer cancel()
	if _, err := p.repo(ctx, cwd); err != nil {
		return 0, nil, false, err
	}
	tip, err := p.git(ctx, cwd, "rev-parse", "-q", "--verify", src+"^{commit}")
	if err != nil {
		return 0, nil, false, fmt.Errorf("%s: %w", src, err)
	}
	spec := []string{strings.TrimSpace(string(tip))}
	if out, err := p.git(ctx, cwd, "rev-parse", "-q", "--verify", "refs/remotes/"+remote+"/"+dst+"^{commit}"); err == nil {
		tracked = true
		spec = append(spec, "^"+strings.TrimSpace(string(out)))
	} else {
		spec = append(spec, "--not", "--remotes="+remote)
	}
	out, err := p.git(ctx, cwd, append([]string{"rev-list", "--count"}, spec...)...)
	if err != nil {
		return 0, nil, false, err
	}
	if n, err = strconv.Atoi(strings.TrimSpace(string(out))); err != nil {
		return 0, nil, false, fmt.Errorf("rev-list --count: %q", out)
	}
	if n > 0 && max > 0 {
		out, err := p.git(ctx, cwd, append([]string{"log", "--no-decorate", "--format=%h %s", fmt.Sprintf("--max-count=%d", max)}, append(spec, "--")...)...)
		if err != nil {
			return 0, nil, false, err
		}
		commits = strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	}
	return n, commits, tracked, nil
}

// plainRefName reports whether name can be put into a git command line as
// a ref name: not an option, no revision syntax (~ ^ : ..), no pattern,
// no blank or control character.
func plainRefName(name string) bool {
	if name == "" || strings.HasPrefix(name, "-") || strings.Contains(name, "..") || strings.ContainsAny(name, " ~^:?*[\\") {
		return false
	}
	for _, r := range name {
		if r < 0x20 || r == 0x7f {
			return false
		}
	}
	return true
}
