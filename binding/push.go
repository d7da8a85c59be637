package binding

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"gatesh/probe"
	"gatesh/queue"
	"gatesh/undo"
)

// push returns what a git push would publish and where: the URLs of a
// named remote (after any rewriting), the object each branch it pushes
// points at and the remote branch as last fetched, the way `gatesh
// show` previews it; when where it lands cannot be told (--all, --tags,
// --mirror, a refspec pattern, remote push settings), every local branch
// and tag. A remote that is a path on this machine runs its own hooks
// here, so those are bound too.
func (r *reader) push(g undo.Git, rp *repo) []queue.Fact {
	push := g.Push(r.p)
	facts := []queue.Fact{{Kind: KindPush, Name: pushesTo, Value: push.Remote}}
	if slices.Contains(g.Args, "--no-verify") {
		// Said, so that the operator knows the check is the earlier one.
		facts = append(facts, queue.Fact{Kind: KindPush, Name: "checked as git pushes",
			Value: "no: --no-verify skips pre-push, so what it pushes and where are checked only before it starts"})
	}
	urls := []string{push.Remote}
	if push.Named && push.Remote != "" && !strings.HasPrefix(push.Remote, "-") {
		urls = nil
		out, err := r.p.Git(g.Dir, "remote", "get-url", "--push", "--all", push.Remote)
		if err != nil {
			facts = append(facts, queue.Fact{Kind: KindPush, Name: "remote " + push.Remote, Value: "no URL: " + failureOf(err)})
		}
		for _, u := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			if u != "" {
				urls = append(urls, u)
				facts = append(facts, queue.Fact{Kind: KindPush, Name: "remote " + push.Remote, Value: shownValue(u)})
			}
		}
	}
	for _, u := range urls {
		if path := localRemote(u, g.Dir); path != "" {
			facts = append(facts, r.receiving(path)...)
		}
	}
	follow, _ := rp.last("push.followtags")
	switch {
	case push.Unknown != "" || push.All != "":
		facts = append(facts, r.allRefs(g.Dir, "refs/heads", "refs/tags"))
	default:
		if strings.EqualFold(follow, "true") {
			facts = append(facts, r.allRefs(g.Dir, "refs/tags"))
		}
		where := push.Remote
		for _, d := range push.Dests {
			facts = append(facts, queue.Fact{Kind: KindPush, Name: fmt.Sprintf("%s -> %s on %s", d.Src, d.Dst, where), Value: r.object(g.Dir, d.Src)})
			if push.Named {
				tracking := "refs/remotes/" + push.Remote + "/" + d.Dst
				facts = append(facts, queue.Fact{Kind: KindPush, Name: tracking + " as last fetched", Value: r.object(g.Dir, tracking)})
			}
		}
	}
	return append(facts, r.submodules(rp, 0)...)
}

// pushesTo names the fact of where a push goes: the remote's name, or
// the URL or path it was given.
const pushesTo = "pushes to"

// everyRefName names the fact that binds every branch and tag of the
// repository whose git folder is gitDir ("": the command's own).
func everyRefName(gitDir string) string {
	name := "every local refs/heads and refs/tags"
	if gitDir != "" {
		name += " of " + gitDir
	}
	return name
}

// maxNesting is how deep submodules of submodules are bound.
const maxNesting = 4

// submodules binds the submodules a push may push too
// (--recurse-submodules, push.recurseSubmodules, submodule.recurse): the
// hooks and settings of each, and its branches and tags as a whole,
// whether or not this push recurses: a setting that makes it recurse is
// bound, and binding more only shows more.
func (r *reader) submodules(rp *repo, depth int) []queue.Fact {
	if rp.top == "" {
		return nil
	}
	out, err := r.p.Git(rp.top, "config", "-z", "--file", filepath.Join(rp.top, ".gitmodules"), "--get-regexp", `^submodule\..*\.path$`)
	if err != nil {
		return nil // no .gitmodules, or no submodule in it
	}
	var facts []queue.Fact
	for _, rec := range strings.Split(string(out), "\x00") {
		_, path, ok := strings.Cut(rec, "\n")
		if !ok || path == "" {
			continue
		}
		dir := filepath.Join(rp.top, path)
		sub := r.repo(dir)
		if sub.err != "" {
			facts = append(facts, queue.Fact{Kind: KindGit, Name: dir, Value: sub.err})
			continue
		}
		if sub.gitDir == "" || sub.gitDir == rp.gitDir {
			continue // not checked out: nothing of its own runs
		}
		facts = append(facts, sub.hooks(hookNames("push"))...)
		facts = append(facts, sub.settings("push")...)
		every := r.allRefs(dir, "refs/heads", "refs/tags")
		every.Name = everyRefName(sub.gitDir)
		facts = append(facts, every)
		if depth < maxNesting {
			facts = append(facts, r.submodules(sub, depth+1)...)
		}
	}
	return facts
}

// object is the object a ref or revision names now, or why it names none.
func (r *reader) object(dir, rev string) string {
	if rev == "" || strings.HasPrefix(rev, "-") {
		return "not read"
	}
	out, err := r.p.Git(dir, "rev-parse", "--verify", "-q", "--end-of-options", rev)
	if err != nil {
		if errors.Is(err, probe.ErrBudget) {
			return "not read: out of time"
		}
		return "none"
	}
	return oneLine(out)
}

// allRefs binds every ref under the prefixes to its object, as one fact:
// the count and the sha256 of the list.
func (r *reader) allRefs(dir string, prefixes ...string) queue.Fact {
	name := "every local " + strings.Join(prefixes, " and ")
	// (for both prefixes, everyRefName)
	out, err := r.p.Git(dir, append([]string{"for-each-ref", "--format=%(objectname) %(refname)"}, prefixes...)...)
	if err != nil {
		return queue.Fact{Kind: KindPush, Name: name, Value: "not read: " + failureOf(err)}
	}
	sum := sha256.Sum256(out)
	n := strings.Count(string(out), "\n")
	return queue.Fact{Kind: KindPush, Name: name, Value: fmt.Sprintf("%d refs, sha256 %s", n, hex.EncodeToString(sum[:]))}
}

// receiving binds the hooks and settings of a repository on this
// machine that a push lands in: git runs its receive-pack there, with
// that repository's hooks.
func (r *reader) receiving(path string) []queue.Fact {
	rp := r.repo(path)
	if rp.err != "" {
		return []queue.Fact{{Kind: KindGit, Name: path, Value: rp.err}}
	}
	if rp.gitDir == "" {
		return nil
	}
	return append(rp.hooks(receiveHooks()), rp.settings("receive-pack")...)
}

// localRemote returns the folder a push URL names on this machine, ""
// for a URL of another host: file://PATH, or a path, absolute or
// relative to dir, as git tells one from host:path (no colon before the
// first slash).
func localRemote(url, dir string) string {
	if p, ok := strings.CutPrefix(url, "file://"); ok {
		if i := strings.IndexByte(p, '/'); i > 0 {
			p = p[i:] // file://host/path
		}
		return p
	}
	if url == "" || strings.Contains(url, "://") {
		return ""
	}
	if colon := strings.IndexByte(url, ':'); colon >= 0 {
		if slash := strings.IndexByte(url, '/'); slash < 0 || colon < slash {
			return "" // host:path
		}
	}
	if !filepath.IsAbs(url) {
		url = filepath.Join(dir, url)
	}
	return url
}

// failureOf is failure's short form.
func failureOf(err error) string {
	if errors.Is(err, probe.ErrBudget) {
		return "git did not answer in time"
	}
	return "git failed"
}
