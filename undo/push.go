package undo

import (
	"path"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
	"gatesh/probe"
	"gatesh/rules"
)

// pushFlags are git push options that change nothing about where the
// push lands.
var pushFlags = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"-u": true, "--set-upstream": true, "-q": true, "--quiet": true, "-v": true, "--verbose": true,
		"--no-verify": true, "--verify": true, "--porcelain": true, "--progress": true, "--no-progress": true,
		"--atomic": true, "--no-atomic": true, "-f": true, "--force": true, "--force-if-includes": true,
		"--no-force-if-includes": true, "--thin": true, "--no-thin": true, "--signed": true, "--no-signed": true,
		"--recurse-submodules=no": true, "--no-recurse-submodules": true,
		// Submodules are pushed to their own remotes (package binding
		// binds them); the superproject's push lands where it would.
		"--recurse-submodules=check": true, "--recurse-submodules=on-demand": true, "--recurse-submodules=only": true, "-4": true, "-6": true,
		"--ipv4": true, "--ipv6": true,
	}
}}

// Push is where a git push lands, as far as the local repository tells
// (no fetch).
type Push struct {
	// Dir is where git runs: the command's folder, with its -C folders.
	Dir string
	// Remote is the remote named, or the one the current branch pushes to
	// (its upstream's, else origin; "" with All); Named is false for a URL
	// or a path, whose remote-tracking branches are unknown.
	Remote string
	Named  bool
	// RemoteHead is the remote's default branch as last fetched, "" when
	// unknown.
	RemoteHead string
	// Dests are the branches it lands on, with what it pushes to each.
	Dests []PushDest
	// All is --all, --branches, --mirror, --tags or --follow-tags when
	// given: it lands on every branch, or tag.
	All string
	// Unknown says why where it lands cannot be told; "" when it can.
	Unknown string
	dryRun  bool
}

// PushDest is one branch a push lands on: Src (a local ref, HEAD, or a
// commit) is pushed to the remote's branch Dst.
type PushDest struct {
	Src, Dst string
}

// ReadPush reads c, run from cwd (home is the user's, for ~), as a git
// push, asking the prober what the repository says about its branches.
// ok is false when c is not a git push that may run here as typed; a
// dry run lands nowhere (no Dests).
func ReadPush(c *parser.Command, cwd, home string, p *probe.Prober) (Push, bool) {
	if c.Name != "git" || !plain(c) || repoElsewhere(c) {
		return Push{}, false
	}
	g, ok := parseGit(c)
	if !ok || g.sub != "push" {
		return Push{}, false
	}
	dir := absPath(g.dir, cwd, home)
	return readPush(dir, g.args, func(remote string) (probe.Branch, error) { return p.Branches(dir, remote) }), true
}

// Push reads g, a git push, as ReadPush does.
func (g Git) Push(p *probe.Prober) Push {
	return readPush(g.Dir, g.Args, func(remote string) (probe.Branch, error) { return p.Branches(g.Dir, remote) })
}

// readPush reads the arguments of git push; branches tells what the
// repository says of its current branch and a remote ("": the default).
func readPush(dir string, args []string, branches func(remote string) (probe.Branch, error)) Push {
	push := Push{Dir: dir}
	var positional []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-n" || a == "--dry-run":
			push.dryRun = true
			return push
		// git push --help is git help push (git.c turns a --help right
		// after the subcommand into it), and -h prints the usage: both
		// push nothing.
		case i == 0 && (a == "--help" || a == "-h"):
			push.dryRun = true
			return push
		case a == "--all" || a == "--branches" || a == "--tags" || a == "--mirror" || a == "--follow-tags":
			push.All = a
		case a == "-o" || a == "--push-option" || a == "--repo" || a == "--receive-pack" || a == "--exec":
			if a == "--repo" && i+1 < len(args) {
				positional = append(positional, args[i+1])
			}
			i++
		case pushFlags.Get()[a] || strings.HasPrefix(a, "--force-with-lease") || strings.HasPrefix(a, "--push-option=") ||
			strings.HasPrefix(a, "--signed=") || strings.HasPrefix(a, "--receive-pack=") || strings.HasPrefix(a, "--exec="):
		case strings.HasPrefix(a, "--repo="):
			positional = append(positional, strings.TrimPrefix(a, "--repo="))
		case strings.HasPrefix(a, "-"):
			push.Unknown = "a push with an option gatesh does not read may land on a shared branch, which others see"
			return push
		default:
			positional = append(positional, a)
		}
	}
	var refspecs []string
	if len(positional) > 0 {
		push.Remote, refspecs = positional[0], positional[1:]
	}
	if push.All != "" {
		return push
	}
	push.Named = push.Remote == "" || (!strings.ContainsAny(push.Remote, "/:@ \t\n") && !strings.HasPrefix(push.Remote, "."))
	var b probe.Branch
	var berr error = errNoGit
	needBranch := len(refspecs) == 0 || push.Named
	for _, r := range refspecs {
		needBranch = needBranch || strings.TrimPrefix(r, "+") == "HEAD" || strings.HasPrefix(strings.TrimPrefix(r, "+"), "HEAD:")
	}
	if needBranch && branches != nil {
		probeRemote := push.Remote
		if !push.Named {
			probeRemote = ""
		}
		b, berr = branches(probeRemote)
	}
	if push.Named {
		push.RemoteHead = b.RemoteHead // a URL or a path: its default branch is unknown here
		if push.Remote == "" {
			push.Remote = b.PushRemote
		}
		if push.Remote == "" {
			push.Remote = "origin"
		}
	}
	// A push to another remote than the branch's upstream is
	// triangular: git's default (simple) then pushes to the branch of
	// the same name, and upstream refuses.
	triangular := push.Named && b.UpstreamRemote != push.Remote
	if len(refspecs) == 0 {
		if berr != nil {
			push.Unknown = "cannot tell which branch this push lands on (" + berr.Error() + "); a shared branch is seen by others"
			return push
		}
		switch {
		case len(b.PushRefspecs) > 0:
			push.Unknown = "remote push settings decide where this push lands; a shared branch is seen by others"
		case b.PushDefault == "nothing":
		case b.PushDefault == "matching":
			push.Unknown = "push.default=matching pushes every branch the remote has, the shared ones too"
		case b.Current == "":
			push.Unknown = "HEAD is detached: cannot tell which branch this push lands on"
		case b.PushDefault == "current":
			push.Dests = []PushDest{{b.Current, b.Current}}
		case triangular && b.PushDefault == "upstream":
			push.Unknown = "push.default=upstream with a push remote other than the upstream's: git refuses, or may push elsewhere"
		case triangular:
			push.Dests = []PushDest{{b.Current, b.Current}}
		case b.Upstream != "":
			push.Dests = []PushDest{{b.Current, b.Upstream}}
		default:
			push.Dests = []PushDest{{b.Current, b.Current}}
		}
		return push
	}
	for _, r := range refspecs {
		r = strings.TrimPrefix(r, "+")
		src, dst, colon := strings.Cut(r, ":")
		if strings.Contains(r, "*") {
			push.Unknown = "a refspec pattern may land on a shared branch, which others see"
			return push
		}
		if colon && dst == "" {
			continue // a deletion: its own rule holds it
		}
		if !colon {
			dst = src
		}
		if dst == "HEAD" {
			if berr != nil || b.Current == "" {
				push.Unknown = "cannot tell which branch HEAD is, so where this push lands"
				return push
			}
			dst = b.Current
		}
		push.Dests = append(push.Dests, PushDest{src, strings.TrimPrefix(dst, "refs/heads/")})
	}
	return push
}

// push raises a push that lands on a shared branch to red: another person
// sees it, and CI may deploy it. The shared branches are the remote's
// default branch, else main and master, and the configured patterns.
func (f *refiner) push(c *parser.Command, dir string, args []string) {
	branches := func(remote string) (probe.Branch, error) { return f.prober().Branches(dir, remote) }
	if f.e.git() == "" {
		branches = nil
	}
	f.raisePush(c, readPush(dir, args, branches))
}

// wrappedPush raises a git push that a wrapper runs (rtk git push, tokf
// run git push, sudo git push, ssh HOST git push) when its refspec lands
// on a shared branch, as push does for a plain one. The branch the
// wrapper's git is on is not asked for (it may run elsewhere, or as
// another user): a push that does not name its branch is raised.
func (f *refiner) wrappedPush(c *parser.Command) {
	if c.Name != "git" || c.MoreArgs || c.FuncCall {
		return
	}
	if g, ok := parseGit(c); ok && g.sub == "push" {
		f.raisePush(c, readPush(f.abs(g.dir), g.args, nil))
	}
}

// raisePush raises push when it may land on a shared branch.
func (f *refiner) raisePush(c *parser.Command, push Push) {
	switch {
	case push.dryRun:
	case push.All != "":
		f.raise(c, "git-push-shared", rules.Red, "git push "+push.All+" also lands on the shared branches, which others see and CI may deploy")
	case push.Unknown != "":
		f.raise(c, "git-push-shared", rules.Red, push.Unknown)
	default:
		for _, d := range push.Dests {
			if f.s.Shared(d.Dst, push.RemoteHead) {
				f.raise(c, "git-push-shared", rules.Red, "pushes to "+d.Dst+", a shared branch: others see it and CI may deploy it")
				return
			}
		}
	}
}

// Shared reports whether a push to branch is seen by others: branch is
// the remote's default branch (remoteHead; main or master when that is
// unknown) or matches one of the SharedBranches patterns.
func (s Settings) Shared(branch, remoteHead string) bool {
	if remoteHead != "" && branch == remoteHead {
		return true
	}
	if remoteHead == "" && (branch == "main" || branch == "master") {
		return true
	}
	for _, pat := range s.SharedBranches {
		if ok, _ := path.Match(pat, branch); ok {
			return true
		}
	}
	return false
}
