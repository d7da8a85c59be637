package binding

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gatesh/queue"
)

// The facts are read when a command is held and again right before its
// approval is used, but git acts later: a process that runs alongside
// can plant a hook or move a branch in between. So while an approved
// command runs, git's hooks are the gate's (GuardHooks, through
// core.hooksPath), and each one checks, at the moment git runs it, that
// the repository's own hook is the one the approval bound (Hook) and,
// for pre-push, that git pushes what the approval bound, where it bound
// it (CheckPush). What git pushes is fixed before it runs pre-push.

// ErrNotBound means git is about to do something the approval did not
// bind: run a hook planted or changed since, or push other objects, or
// elsewhere.
var ErrNotBound = errors.New("not what the approval bound")

// GuardHooks are the hooks the gate stands in for while an approved
// command runs: every hook a git command runs in the repository it runs
// in. The receiving side's hooks are left out: a hook present there
// changes what receive-pack does (push-to-checkout, proc-receive).
func GuardHooks() []string {
	var out []string
	for _, h := range hookNames("") {
		if !slices.Contains(receiveHooks(), h) && h != "fsmonitor-watchman" {
			out = append(out, h)
		}
	}
	return out
}

// Hook returns what the gate's hook name runs in dir, where git runs
// it: the content of the repository's own hook when the approval bound
// it as it is now, nil when there is none (or git would skip it), and an
// error wrapping ErrNotBound when it is not the bound one. The file is
// read once: what runs is what was checked.
func Hook(dir, name string, bound []queue.Fact, env Env) ([]byte, error) {
	r := &reader{env: env, p: env.prober(), repos: map[string]*repo{}}
	rp := r.repo(dir)
	if rp.err != "" {
		return nil, fmt.Errorf("the repository of %s: %s: %w", dir, rp.err, ErrNotBound)
	}
	if rp.gitDir == "" {
		return nil, fmt.Errorf("%s is in no repository: %w", dir, ErrNotBound)
	}
	path := filepath.Join(rp.hooksDir(), name)
	if _, err := os.Lstat(path); err != nil {
		return nil, nil // no hook: nothing of the repository's runs
	}
	content, state := readHook(path, true)
	f := queue.Fact{Kind: KindHook, Name: fitText(path), Value: fitText(state)}
	if !slices.Contains(bound, f) {
		return nil, fmt.Errorf("git hook %s (%s) is not one the approval bound: it was added or changed since, or git runs it for a command the approved text does not show: %w", path, state, ErrNotBound)
	}
	if !strings.Contains(state, ", executable") {
		return nil, nil // git would skip it
	}
	return content, nil
}

// zeroOID is how pre-push names a ref that does not exist.
func zeroOID(oid string) bool { return strings.Trim(oid, "0") == "" }

// CheckPush checks a push as git hands it to pre-push in dir (remote and
// url its arguments, updates its standard input: "LOCAL_REF LOCAL_OID
// REMOTE_REF REMOTE_OID" lines) against what the approval bound: where
// it goes, and the object of each ref it updates. It returns an error
// wrapping ErrNotBound when they differ.
func CheckPush(dir, remote, url string, updates []byte, bound []queue.Fact, env Env) error {
	r := &reader{env: env, p: env.prober(), repos: map[string]*repo{}}
	rp := r.repo(dir)
	if rp.err != "" || rp.gitDir == "" {
		return fmt.Errorf("the repository of %s could not be read: %w", dir, ErrNotBound)
	}
	push := pushFacts(bound)
	// A submodule's push, bound with its repository as a whole.
	if every, ok := findFact(push, everyRefName(rp.gitDir)); ok {
		return r.checkEvery(dir, every, updates, "refs/heads", "refs/tags")
	}
	// "": a push gatesh could not read, bound as every ref it may push;
	// it may go to a URL a remote's setting names as it was bound.
	unread := slices.Contains(push, queue.Fact{Kind: KindPush, Name: pushesTo, Value: ""})
	switch {
	case unread && !slices.ContainsFunc(bound, func(f queue.Fact) bool { return remoteURL(f) && f.Value == fitText(shownValue(url)) }):
		return fmt.Errorf("git pushes to %s, which no remote named when the approval was given: %w", shownValue(url), ErrNotBound)
	case !unread && !slices.Contains(push, queue.Fact{Kind: KindPush, Name: pushesTo, Value: fitText(remote)}):
		return fmt.Errorf("git pushes to %s, which the approval did not bind: %w", remote, ErrNotBound)
	}
	var urls []string
	for _, f := range push {
		if f.Name == "remote "+remote {
			urls = append(urls, f.Value)
		}
	}
	if len(urls) > 0 && !slices.Contains(urls, fitText(shownValue(url))) {
		return fmt.Errorf("git pushes to %s, not to %s: %w", shownValue(url), strings.Join(urls, ", "), ErrNotBound)
	}
	if every, ok := findFact(push, everyRefName("")); ok {
		return r.checkEvery(dir, every, updates, "refs/heads", "refs/tags")
	}
	tags, followTags := findFact(push, "every local refs/tags")
	for _, line := range strings.Split(strings.TrimSpace(string(updates)), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if len(f) != 4 {
			return fmt.Errorf("pre-push was given %q, which gatesh does not read: %w", line, ErrNotBound)
		}
		if followTags && strings.HasPrefix(f[2], "refs/tags/") {
			// push.followTags: the tags were bound as a whole.
			if err := r.checkEvery(dir, tags, []byte(line), "refs/tags"); err != nil {
				return err
			}
			continue
		}
		if !pushBound(push, remote, f[1], f[2]) {
			return fmt.Errorf("git pushes %s to %s on %s, which the approval did not bind: %w", f[1], f[2], remote, ErrNotBound)
		}
	}
	return nil
}

// remoteURL reports whether a fact is a remote's URL setting.
func remoteURL(f queue.Fact) bool {
	return f.Kind == KindConfig && strings.HasPrefix(f.Name, "remote.") &&
		(strings.HasSuffix(f.Name, ".url") || strings.HasSuffix(f.Name, ".pushurl"))
}

// pushBound reports whether a bound fact "SRC -> DST on REMOTE" names
// the remote ref with the object oid (a deletion: SRC empty).
func pushBound(push []queue.Fact, remote, oid, remoteRef string) bool {
	for _, f := range push {
		what, ok := strings.CutSuffix(f.Name, " on "+remote)
		if !ok {
			continue
		}
		src, dst, ok := strings.Cut(what, " -> ")
		if !ok || (dst != remoteRef && "refs/heads/"+dst != remoteRef && "refs/tags/"+dst != remoteRef) {
			continue
		}
		if (zeroOID(oid) && src == "") || (!zeroOID(oid) && f.Value == oid) {
			return true
		}
	}
	return false
}

// checkEvery checks a push bound as every local ref under the prefixes:
// the refs are as they were, and each object pushed is one of theirs.
func (r *reader) checkEvery(dir string, every queue.Fact, updates []byte, prefixes ...string) error {
	now := r.allRefs(dir, prefixes...)
	if now.Value != every.Value {
		return fmt.Errorf("the local %s changed since the approval: %w", strings.Join(prefixes, " and "), ErrNotBound)
	}
	out, err := r.p.Git(dir, append([]string{"for-each-ref", "--format=%(objectname)"}, prefixes...)...)
	if err != nil {
		return fmt.Errorf("the local refs could not be read: %w", ErrNotBound)
	}
	objects := strings.Fields(string(out))
	for _, line := range strings.Split(strings.TrimSpace(string(updates)), "\n") {
		f := strings.Fields(line)
		if len(f) == 4 && !zeroOID(f[1]) && !slices.Contains(objects, f[1]) {
			return fmt.Errorf("git pushes %s, which no bound branch or tag named: %w", f[1], ErrNotBound)
		}
	}
	return nil
}

func pushFacts(bound []queue.Fact) []queue.Fact {
	var out []queue.Fact
	for _, f := range bound {
		if f.Kind == KindPush {
			out = append(out, f)
		}
	}
	return out
}

func findFact(facts []queue.Fact, name string) (queue.Fact, bool) {
	i := slices.IndexFunc(facts, func(f queue.Fact) bool { return f.Name == name })
	if i < 0 {
		return queue.Fact{}, false
	}
	return facts[i], true
}
