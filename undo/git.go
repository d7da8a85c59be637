package undo

import (
	"errors"
	"path/filepath"
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
	"gatesh/probe"
	"gatesh/rules"
)

// gitCall is a git command line read for the rules of thumb.
type gitCall struct {
	dir  string // -C folders, joined, relative to the working folder
	sub  string
	args []string // after the subcommand
}

// gitNeutralSections are git configuration sections whose settings
// change how git prints, whom it names as author, or how it signs and
// authenticates, and never which work tree, branches or remote it acts
// on; gitNeutralKeys are such keys of other sections.
var gitNeutralSections = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"user": true, "author": true, "committer": true, "color": true, "advice": true, "pager": true,
		"i18n": true, "log": true, "format": true, "gpg": true, "commit": true, "tag": true,
		"credential": true, "http": true, "safe": true, "init": true, "trace2": true, "gc": true,
		"maintenance": true,
	}
}}

var gitNeutralKeys = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"core.pager": true, "core.quotepath": true, "core.editor": true, "core.sshcommand": true,
		"core.askpass": true, "protocol.version": true,
	}
}}

// gitNeutralKey reports whether `-c KV` leaves what the probe reads of
// the repository true of the call: the probe reads the repository's own
// settings, so one that moves the work tree (core.worktree), the branch
// a push lands on (remote.*.push, branch.*.merge, push.default), its
// remote (remote.*.pushurl, url.*.insteadOf) or what is untracked
// (core.excludesFile) makes the probe's answer about another call.
func gitNeutralKey(kv string) bool {
	key, _, _ := strings.Cut(strings.ToLower(kv), "=")
	section, _, _ := strings.Cut(key, ".")
	return gitNeutralSections.Get()[section] || gitNeutralKeys.Get()[key]
}

// parseGit reads git's global options and subcommand. ok is false for
// anything it does not fully understand: a dynamic word, --git-dir or
// --work-tree (the repository is elsewhere), a setting given with -c
// that may change what the repository's own settings say (see
// gitNeutralKey), an unknown option.
func parseGit(c *parser.Command) (gitCall, bool) {
	var g gitCall
	words := make([]string, 0, len(c.Args))
	for _, w := range c.Args {
		if w.Dynamic || w.Glob {
			return g, false
		}
		words = append(words, w.Value)
	}
	i := 0
	for ; i < len(words); i++ {
		w := words[i]
		switch {
		case w == "-C" && i+1 < len(words):
			i++
			g.dir = filepath.Join(g.dir, words[i])
			if filepath.IsAbs(words[i]) {
				g.dir = words[i]
			}
		case w == "-c" && i+1 < len(words):
			i++
			if !gitNeutralKey(words[i]) {
				return g, false
			}
		case w == "--no-pager" || w == "-P" || w == "--no-replace-objects" || w == "--literal-pathspecs" || w == "--no-optional-locks":
		case strings.HasPrefix(w, "-"):
			return g, false
		default:
			g.sub, g.args = w, words[i+1:]
			return g, true
		}
	}
	return g, false
}

// repoElsewhere reports whether c's environment tells git where its
// repository, its refs or its work tree are (GIT_DIR, GIT_COMMON_DIR,
// GIT_WORK_TREE, ...): the folder the command runs in then says nothing
// of what git reads and changes.
func repoElsewhere(c *parser.Command) bool {
	for _, a := range c.Assigns {
		switch a.Name {
		case "GIT_DIR", "GIT_COMMON_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY",
			"GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_NAMESPACE", "GIT_CONFIG_PARAMETERS", "GIT_CONFIG_COUNT",
			"GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM", "GIT_CONFIG", "GIT_DEFAULT_REF_FORMAT", "GIT_REF_PARANOIA":
			return true
		}
	}
	return false
}

// gitSub is the subcommand of a git command line, past its global
// options, those that take a value included; "" when a word is not
// known statically.
func gitSub(c *parser.Command) string {
	for i := 0; i < len(c.Args); i++ {
		w := c.Args[i]
		if w.Dynamic || w.Glob {
			return ""
		}
		switch {
		case w.Value == "-C" || w.Value == "-c" || w.Value == "--git-dir" || w.Value == "--work-tree" ||
			w.Value == "--namespace" || w.Value == "--exec-path" || w.Value == "--config-env" || w.Value == "--super-prefix":
			i++
		case strings.HasPrefix(w.Value, "-"):
		default:
			return w.Value
		}
	}
	return ""
}

// Git is a git command line as the rules of thumb read it.
type Git struct {
	// Dir is where git runs: the command's folder after the cds before
	// it, with its -C folders.
	Dir  string
	Sub  string   // the subcommand
	Args []string // after the subcommand
}

// ReadGit reads c, run from cwd (home is the user's, for ~), as a git
// command line. ok is false when it is not git, or when where it runs
// or what it runs is not known statically: a dynamic word, --git-dir or
// --work-tree, an unknown global option, a cd to a folder only known at
// run time, a remote or container wrapper.
func ReadGit(c *parser.Command, cwd, home string) (Git, bool) {
	if c.Name != "git" || !plain(c) || repoElsewhere(c) {
		return Git{}, false
	}
	base, ok := commandDir(c, cwd, home)
	if !ok {
		return Git{}, false
	}
	g, ok := parseGit(c)
	if !ok {
		return Git{}, false
	}
	return Git{Dir: absPath(g.dir, base, home), Sub: g.sub, Args: g.args}, true
}

// git applies the rules of thumb of git subcommands.
func (f *refiner) git(c *parser.Command) {
	g, ok := parseGit(c)
	if !ok || repoElsewhere(c) {
		// The probe would read another repository than the one git
		// acts on (--git-dir, GIT_DIR, GIT_COMMON_DIR): nothing is
		// lowered, and a push may land on a shared branch.
		if gitSub(c) == "push" && f.hitsOf(c, "git-push-branch") != nil {
			f.raise(c, "git-push-shared", rules.Red, "cannot tell which repository this push reads its branches from, so where it lands")
		}
		return
	}
	dir := f.abs(g.dir)
	if d, ok := discardOf(g); ok {
		f.discard(c, dir, d)
		return
	}
	switch g.sub {
	case "stash":
		f.stash(c, dir, g.args)
	case "branch":
		f.branchDelete(c, dir, g.args)
	case "push":
		f.push(c, dir, g.args)
	}
}

// Discard is a git command that throws away uncommitted work, as the
// rules of thumb read it.
type Discard struct {
	// Dir is where git runs: the command's folder, with its -C folders.
	Dir string
	// What it throws away, limited to Paths (relative to Dir; all of the
	// work tree when empty).
	What  probe.Discard
	Paths []string
	ids   []string // the rules that hold it
	// revision: the first path may name a branch or a revision instead
	// (git checkout NAME): when no path names a tracked file, git
	// switches there, keeping uncommitted changes, or refuses.
	revision bool
}

// ReadDiscard reads c, run from cwd (home is the user's, for ~), as a git
// command that throws away uncommitted work: git reset --hard, git
// checkout -- PATHS, git checkout ., git checkout -f, git restore PATHS,
// git clean -f. ok is false for any other command, and for one that the
// rules of thumb do not fully understand or that may not run here, as
// typed (a wrapper such as sudo or ssh, a dynamic word).
func ReadDiscard(c *parser.Command, cwd, home string) (Discard, bool) {
	if c.Name != "git" || !plain(c) || repoElsewhere(c) {
		return Discard{}, false
	}
	g, ok := parseGit(c)
	if !ok {
		return Discard{}, false
	}
	d, ok := discardOf(g)
	d.Dir = absPath(g.dir, cwd, home)
	return d, ok
}

// discardOf reads a git call that throws away uncommitted work.
func discardOf(g gitCall) (Discard, bool) {
	switch g.sub {
	case "reset":
		if onlyFlags(g.args, "--hard", map[string]bool{"--hard": true, "-q": true, "--quiet": true, "HEAD": true}) {
			return Discard{What: probe.ResetHard, ids: []string{"git-reset-hard"}}, true
		}
	case "rebase", "merge", "am":
		// An abort resets the work tree to where the operation started,
		// throwing away what is not committed (the conflict resolutions
		// of the current step), as reset --hard does.
		if onlyFlags(g.args, "--abort", map[string]bool{"--abort": true, "-q": true, "--quiet": true}) {
			return Discard{What: probe.ResetHard, ids: []string{"git-abort"}}, true
		}
	case "checkout":
		return checkout(g.args)
	case "restore":
		return restore(g.args)
	case "clean":
		return clean(g.args)
	}
	return Discard{}, false
}

// onlyFlags reports whether args hold need and nothing outside allowed.
func onlyFlags(args []string, need string, allowed map[string]bool) bool {
	found := false
	for _, a := range args {
		if !allowed[a] {
			return false
		}
		found = found || a == need
	}
	return found
}

// discard lowers the hits of c that hold d to green when the work tree
// has nothing the discard would lose.
func (f *refiner) discard(c *parser.Command, dir string, d Discard) {
	idx := f.hitsOf(c, d.ids...)
	if len(idx) == 0 || f.otherRed(c, d.ids...) || !f.onlyChange(c) {
		return
	}
	rep, err := f.prober().WorkLost(dir, d.What, d.Paths)
	switch {
	case d.revision && errors.Is(err, probe.ErrNoMatch) && f.isCommit(dir, d.Paths[0]):
		f.lower(idx, rules.Green, d.Paths[0]+" is a branch or a revision and no tracked file, so git switches to it keeping uncommitted changes, or refuses")
	case err == nil && rep.Safe:
		f.lower(idx, rules.Green, rep.Facts)
	}
}

// isCommit reports whether name is a revision of the repository in dir,
// asked of the probe's hardened git.
func (f *refiner) isCommit(dir, name string) bool {
	if strings.HasPrefix(name, "-") {
		return false
	}
	_, err := f.prober().Git(dir, "rev-parse", "--verify", "--quiet", name+"^{commit}")
	return err == nil
}

var checkoutIDs = []string{"git-checkout-discard", "git-checkout-dot", "git-checkout-paths", "git-checkout-file"}

// checkout: `git checkout -- PATHS` and `git checkout .` throw away
// unstaged changes; `git checkout -f [BRANCH]` throws away all changes;
// `git checkout FILE...` and `git checkout REV FILE...` throw away the
// changes to those files, staged ones too with a REV. Operands that are
// no path (a branch) hold no work, so the probe finds nothing to lose
// there.
func checkout(args []string) (Discard, bool) {
	args = without(args, "-q", "--quiet")
	switch {
	case len(args) >= 2 && args[0] == "--":
		return Discard{What: probe.RestoreWorktree, Paths: args[1:], ids: checkoutIDs}, true
	case len(args) == 1 && args[0] == ".":
		return Discard{What: probe.RestoreWorktree, Paths: args, ids: checkoutIDs}, true
	case len(args) >= 1 && len(args) <= 2 && (args[0] == "-f" || args[0] == "--force") &&
		(len(args) == 1 || !strings.HasPrefix(args[1], "-")):
		return Discard{What: probe.ResetHard, ids: checkoutIDs}, true
	case len(args) >= 1 && !slices.ContainsFunc(args, func(a string) bool { return strings.HasPrefix(a, "-") }):
		return Discard{What: probe.ResetHard, Paths: args, ids: checkoutIDs, revision: true}, true
	}
	return Discard{}, false
}

var restoreIDs = []string{"git-restore-worktree", "git-restore-worktree-flag"}

// restore: `git restore [--worktree] PATHS` throws away unstaged changes,
// and with --staged as well, staged ones too.
func restore(args []string) (Discard, bool) {
	staged, paths, dashdash := false, []string{}, false
	for _, a := range args {
		switch {
		case dashdash:
			paths = append(paths, a)
		case a == "--":
			dashdash = true
		case a == "-W" || a == "--worktree" || a == "-q" || a == "--quiet":
		case a == "-S" || a == "--staged":
			staged = true
		case strings.HasPrefix(a, "-"):
			return Discard{}, false // --source, --patch, --ours, --merge, ...: not read
		default:
			paths = append(paths, a)
		}
	}
	if len(paths) == 0 {
		return Discard{}, false
	}
	what := probe.RestoreWorktree
	if staged {
		what = probe.ResetHard
	}
	return Discard{What: what, Paths: paths, ids: restoreIDs}, true
}

// clean: `git clean -f` removes untracked files, -x ignored ones too, -X
// only ignored ones.
func clean(args []string) (Discard, bool) {
	what := probe.CleanUntracked
	var paths []string
	dashdash := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case dashdash || !strings.HasPrefix(a, "-"):
			paths = append(paths, a)
		case a == "--":
			dashdash = true
		case a == "--force" || a == "--quiet":
		case a == "-e":
			i++ // an exclude pattern only keeps more
		case strings.HasPrefix(a, "--exclude="):
		case !strings.HasPrefix(a, "--"):
			for _, ch := range a[1:] {
				switch ch {
				case 'f', 'd', 'q':
				case 'x':
					what = probe.CleanAll
				case 'X':
					what = probe.CleanIgnored
				default:
					return Discard{}, false // -n, -i, -e in a group, ...
				}
			}
		default:
			return Discard{}, false
		}
	}
	return Discard{What: what, Paths: paths, ids: []string{"git-clean-force"}}, true
}

// stash: dropping or clearing an empty stash loses nothing.
func (f *refiner) stash(c *parser.Command, dir string, args []string) {
	if len(args) == 0 || (args[0] != "drop" && args[0] != "clear") {
		return
	}
	idx := f.hitsOf(c, "git-stash-drop")
	if len(idx) == 0 || f.otherRed(c, "git-stash-drop") || !f.onlyChange(c) {
		return
	}
	if empty, err := f.prober().StashEmpty(dir); err == nil && empty {
		f.lower(idx, rules.Green, "the stash is empty")
	}
}

var branchIDs = []string{"git-branch-force-delete", "git-branch-delete-force"}

// branchDelete: a branch whose tip another ref reaches can be made again
// from that ref: yellow.
func (f *refiner) branchDelete(c *parser.Command, dir string, args []string) {
	idx := f.hitsOf(c, branchIDs...)
	if len(idx) == 0 || f.otherRed(c, branchIDs...) || !f.onlyChange(c) {
		return
	}
	var names []string
	for _, a := range args {
		switch a {
		case "-D", "-d", "-f", "--force", "--delete", "-q", "--quiet":
		default:
			if strings.HasPrefix(a, "-") {
				return
			}
			names = append(names, a)
		}
	}
	if len(names) == 0 {
		return
	}
	var refs []string
	for _, n := range names {
		ref, err := f.prober().BranchElsewhere(dir, n)
		if err != nil || ref == "" {
			return
		}
		refs = append(refs, n+" is reachable from "+ref)
	}
	f.lower(idx, rules.Yellow, strings.Join(refs, ", ")+": it can be made again")
}

func without(args []string, drop ...string) []string {
	var out []string
	for _, a := range args {
		keep := true
		for _, d := range drop {
			keep = keep && a != d
		}
		if keep {
			out = append(out, a)
		}
	}
	return out
}
