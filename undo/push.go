package undo

import (
	"path"
	"strings"

	"gatesh/parser"
	"gatesh/probe"
	"gatesh/rules"
)

// pushFlags are git push options that change nothing about where the
// push lands.
var pushFlags = map[string]bool{
	"-u": true, "--set-upstream": true, "-q": true, "--quiet": true, "-v": true, "--verbose": true,
	"--no-verify": true, "--verify": true, "--porcelain": true, "--progress": true, "--no-progress": true,
	"--atomic": true, "--no-atomic": true, "-f": true, "--force": true, "--force-if-includes": true,
	"--no-force-if-includes": true, "--thin": true, "--no-thin": true, "--signed": true, "--no-signed": true,
	"--recurse-submodules=no": true, "--no-recurse-submodules": true, "-4": true, "-6": true,
	"--ipv4": true, "--ipv6": true,
}

// push raises a push that lands on a shared branch to red: another person
// sees it, and CI may deploy it. The shared branches are the remote's
// default branch, else main and master, and the configured patterns.
func (f *refiner) push(c *parser.Command, dir string, args []string) {
	var positional []string
	all := ""
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-n" || a == "--dry-run":
			return
		case a == "--all" || a == "--branches" || a == "--tags" || a == "--mirror" || a == "--follow-tags":
			all = a
		case a == "-o" || a == "--push-option" || a == "--repo" || a == "--receive-pack" || a == "--exec":
			if a == "--repo" && i+1 < len(args) {
				positional = append(positional, args[i+1])
			}
			i++
		case pushFlags[a] || strings.HasPrefix(a, "--force-with-lease") || strings.HasPrefix(a, "--push-option=") ||
			strings.HasPrefix(a, "--signed=") || strings.HasPrefix(a, "--receive-pack=") || strings.HasPrefix(a, "--exec="):
		case strings.HasPrefix(a, "--repo="):
			positional = append(positional, strings.TrimPrefix(a, "--repo="))
		case strings.HasPrefix(a, "-"):
			f.raise(c, "git-push-shared", rules.Red, "a push with an option gatesh does not read may land on a shared branch, which others see")
			return
		default:
			positional = append(positional, a)
		}
	}
	if all != "" {
		f.raise(c, "git-push-shared", rules.Red, "git push "+all+" also lands on the shared branches, which others see and CI may deploy")
		return
	}
	remote := ""
	var refspecs []string
	if len(positional) > 0 {
		remote, refspecs = positional[0], positional[1:]
	}
	named := remote == "" || (!strings.ContainsAny(remote, "/:@ \t\n") && !strings.HasPrefix(remote, "."))
	var b probe.Branch
	var berr error = errNoGit
	needBranch := len(refspecs) == 0 || named
	for _, r := range refspecs {
		needBranch = needBranch || strings.TrimPrefix(r, "+") == "HEAD" || strings.HasPrefix(strings.TrimPrefix(r, "+"), "HEAD:")
	}
	if needBranch && f.e.git() != "" {
		probeRemote := remote
		if !named {
			probeRemote = ""
		}
		b, berr = f.prober().Branches(dir, probeRemote)
	}
	if !named {
		b.RemoteHead = "" // a URL or a path: its default branch is unknown here
	}
	var dests []string
	if len(refspecs) == 0 {
		if berr != nil {
			f.raise(c, "git-push-shared", rules.Red, "cannot tell which branch this push lands on ("+berr.Error()+"); a shared branch is seen by others")
			return
		}
		switch {
		case len(b.PushRefspecs) > 0:
			f.raise(c, "git-push-shared", rules.Red, "remote push settings decide where this push lands; a shared branch is seen by others")
			return
		case b.PushDefault == "nothing":
			return
		case b.PushDefault == "matching":
			f.raise(c, "git-push-shared", rules.Red, "push.default=matching pushes every branch the remote has, the shared ones too")
			return
		case b.Current == "":
			f.raise(c, "git-push-shared", rules.Red, "HEAD is detached: cannot tell which branch this push lands on")
			return
		case b.PushDefault == "current":
			dests = []string{b.Current}
		case b.Upstream != "":
			dests = []string{b.Upstream}
		default:
			dests = []string{b.Current}
		}
	}
	for _, r := range refspecs {
		r = strings.TrimPrefix(r, "+")
		src, dst, colon := strings.Cut(r, ":")
		if strings.Contains(r, "*") {
			f.raise(c, "git-push-shared", rules.Red, "a refspec pattern may land on a shared branch, which others see")
			return
		}
		if colon && dst == "" {
			continue // a deletion: its own rule holds it
		}
		if !colon {
			dst = src
		}
		if dst == "HEAD" {
			if berr != nil || b.Current == "" {
				f.raise(c, "git-push-shared", rules.Red, "cannot tell which branch HEAD is, so where this push lands")
				return
			}
			dst = b.Current
		}
		dests = append(dests, strings.TrimPrefix(dst, "refs/heads/"))
	}
	for _, d := range dests {
		if f.shared(d, b.RemoteHead) {
			f.raise(c, "git-push-shared", rules.Red, "pushes to "+d+", a shared branch: others see it and CI may deploy it")
			return
		}
	}
}

// shared reports whether branch is the remote's default branch (main or
// master when that is unknown) or matches a configured pattern.
func (f *refiner) shared(branch, remoteHead string) bool {
	if remoteHead != "" && branch == remoteHead {
		return true
	}
	if remoteHead == "" && (branch == "main" || branch == "master") {
		return true
	}
	for _, pat := range f.s.SharedBranches {
		if ok, _ := path.Match(pat, branch); ok {
			return true
		}
	}
	return false
}
