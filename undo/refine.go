// Package undo places a command in the tier its effect deserves, using
// facts gathered at decision time: a deletion or discard that git can
// undo is lowered, an overwrite or a push that cannot be undone alone is
// raised. It lowers a tier only on facts, never on a guess.
package undo

import (
	_ "embed"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"gatesh/config"
	"gatesh/internal/lazy"
	"gatesh/parser"
	"gatesh/probe"
	"gatesh/rules"
)

// Settings are the rules of thumb an operator can tune ([undo] in
// config.toml).
type Settings struct {
	// Off turns every rule of thumb off: tiers are the static rules'.
	Off bool
	// Regenerable are folder names that builds make again; deleting
	// such a folder inside the repository while git ignores it is
	// yellow. nil means DefaultRegenerable.
	Regenerable []string
	// SharedBranches are branch patterns (path.Match) where a push is
	// seen by others; the remote's default branch always is.
	SharedBranches []string
	// OverwriteMin is the size from which overwriting a file git cannot
	// restore is red; database files are red at any size.
	OverwriteMin int64
	// Budget bounds the time the probe takes for one command.
	Budget time.Duration
}

// buildOutputs are the folder names build tools make again, from the
// github/gitignore templates; the file names its sources.
//
//go:embed build-outputs.txt
var buildOutputs string

// DefaultSharedBranches are the default SharedBranches: the rules'
// own, by which a tool call's branch is judged when no operator says.
var DefaultSharedBranches = rules.DefaultSharedBranches

// DefaultRegenerable returns the default Regenerable folder names. They
// are read on first use: most commands delete nothing.
func DefaultRegenerable() []string { return defaultRegenerable.Get() }

var defaultRegenerable = &lazy.Value[[]string]{New: func() []string {
	return append([]string{"node_modules", "dist", "build", "target", "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".nox", ".turbo", ".svelte-kit", ".angular", "cdk.out", "storybook-static", ".build", "obj"}, templateOutputs()...)
}}

// templateOutputs reads build-outputs.txt: one name a line, "#" comments.
func templateOutputs() []string {
	var out []string
	for _, line := range strings.Split(buildOutputs, "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if f := strings.Fields(line); len(f) > 0 {
			out = append(out, f[0])
		}
	}
	return out
}

// DefaultOverwriteMin is 64 KiB: below it a file is retyped in minutes.
const DefaultOverwriteMin = 64 << 10

// Defaults returns the default settings.
func Defaults() Settings {
	return Settings{
		SharedBranches: DefaultSharedBranches,
		OverwriteMin:   DefaultOverwriteMin,
		Budget:         probe.DefaultBudget,
	}
}

// FromConfig returns the settings of config.toml's [undo] table, with
// the defaults where it leaves a value out.
func FromConfig(u config.Undo) Settings {
	s := Defaults()
	s.Off = u.Off
	if u.Regenerable != nil {
		s.Regenerable = u.Regenerable
	}
	if u.SharedBranches != nil {
		s.SharedBranches = u.SharedBranches
	}
	if u.OverwriteMin >= 0 {
		s.OverwriteMin = u.OverwriteMin
	}
	if u.Budget > 0 {
		s.Budget = u.Budget
	}
	return s
}

// Env is where and how a command runs.
type Env struct {
	Cwd    string
	Home   string
	Getenv func(string) string
	// Git is the real git; "" when there is none, which leaves every
	// tier as the static rules set it, except that a push whose
	// destination cannot be told is held. When Git is "" and FindGit is
	// set, FindGit is asked the first time git is needed: most commands
	// need none, and finding it walks PATH.
	Git     string
	FindGit func() string
	// Cache, when set, keeps what the probes learn across the decisions
	// of one batch or shell run (probe.Cache).
	Cache *probe.Cache
}

// git returns the real git, finding it on first use.
func (e *Env) git() string {
	if e.Git == "" && e.FindGit != nil {
		e.Git, e.FindGit = e.FindGit(), nil
	}
	return e.Git
}

// refiner works on one decision.
type refiner struct {
	s Settings
	e Env
	d *rules.Decision
	p *probe.Prober
}

func (f *refiner) prober() *probe.Prober {
	if f.p == nil {
		f.p = probe.New(probe.Options{Git: f.e.git(), Getenv: f.e.Getenv, Budget: f.s.Budget, Cache: f.e.Cache})
	}
	return f.p
}

// Refine returns d with tiers lowered or raised by the rules of thumb, and
// its tier and verdict set again. A lowered hit keeps its id, with the
// facts in its reason; a raised one is a new hit. A deny is never
// touched, and neither is a decision whose script could not be parsed.
func Refine(d rules.Decision, s Settings, e Env) rules.Decision {
	if s.Off || d.Verdict == rules.Deny {
		return d
	}
	d = toolBranches(d, s)
	if d.Script == nil || len(d.Script.Problems) > 0 {
		return d
	}
	hits := append([]rules.Hit(nil), d.Hits...)
	d.Hits = hits
	f := &refiner{s: s, e: e, d: &d}
	// After a cd, each command is judged in the folder it runs in. A
	// folder gatesh cannot name (cd "$D", popd) must never lower a tier
	// by hiding the facts that would raise it: what would be raised
	// there is raised (unjudged).
	for _, c := range d.Script.Commands {
		dir, ok := commandDir(c, e.Cwd, e.Home)
		if !ok {
			f.unjudged(c)
			continue
		}
		f.e.Cwd = dir
		f.command(c)
	}
	return rules.Finish(d)
}

// toolBranches raises a tool call that writes to a branch the operator
// names shared (create_or_update_file {branch: "release-2"}), as a push
// there is raised: the rules know only the default shared branches.
func toolBranches(d rules.Decision, s Settings) rules.Decision {
	for _, b := range d.Branches {
		if s.Shared(b, "") {
			d.Hits = append(slices.Clip(d.Hits), rules.Hit{ID: "git-push-shared", Tier: rules.Red,
				Reason: "writes to " + b + ", a shared branch: others see it and CI may deploy it"})
			return rules.Finish(d)
		}
	}
	return d
}

// commandDir is the folder c runs in: the script's, or the one the cds
// before it lead to when that is known statically.
func commandDir(c *parser.Command, cwd, home string) (string, bool) {
	switch {
	case c.Dir == "":
		return cwd, true
	case !staticDir(c.Dir) || cwd == "" && !filepath.IsAbs(c.Dir):
		return "", false
	case c.Dir == "~" && home != "":
		return home, true
	case strings.HasPrefix(c.Dir, "~") && !strings.HasPrefix(c.Dir, "~/"):
		return "", false // ~user
	}
	return absPath(c.Dir, cwd, home), true
}

// staticDir reports whether a folder from the parser's view of cd is
// known statically: not a variable, the previous folder or the stack.
func staticDir(dir string) bool {
	return dir != "" && !strings.Contains(dir, "$")
}

// unjudged raises, for a command run in a folder gatesh cannot name, what
// the facts there could raise: a push may land on a shared branch.
func (f *refiner) unjudged(c *parser.Command) {
	if c.Name != "git" || c.MoreArgs || c.FuncCall {
		return
	}
	push := false
	if g, ok := parseGit(c); ok {
		push = g.sub == "push"
	} else {
		// A dynamic word: any "push" among the words may be the verb.
		for _, w := range c.Args {
			push = push || w.Value == "push"
		}
	}
	if push {
		f.raise(c, "git-push-shared", rules.Red, "runs after a cd to a folder gatesh cannot name, so it cannot tell whether this push lands on a shared branch")
	}
}

// FixedDir reports whether the commands of s all run in the folder the
// script starts in: after a cd, pushd or popd, relative paths name other
// files than a probe would look at.
func FixedDir(s *parser.Script) bool {
	for _, c := range s.Commands {
		if c.Name == "cd" || c.Name == "pushd" || c.Name == "popd" {
			return false
		}
	}
	return true
}

// command applies the rules of thumb that concern c.
func (f *refiner) command(c *parser.Command) {
	if !plain(c) {
		f.wrappedPush(c)
		return
	}
	switch c.Name {
	case "rm":
		f.rm(c)
	case "find":
		f.findDelete(c)
	case "git":
		f.git(c)
	}
	f.overwrites(c)
}

// plain reports whether c runs here, as this user, in a folder gatesh
// can name (the caller judges it there: commandDir), with arguments it can read: no remote or container wrapper, no
// arguments added at run time, no cd to an unknown place.
func plain(c *parser.Command) bool {
	if c.MoreArgs || c.CwdUnknown && !staticDir(c.Dir) || c.FuncCall {
		return false
	}
	for _, w := range c.Wrappers {
		switch strings.Fields(w)[0] {
		case "env", "command", "builtin", "exec", "nice", "nohup", "time", "timeout", "stdbuf", "setsid", "bash", "sh", "eval":
		default:
			return false // sudo, ssh, docker exec, xargs, find -exec, ...
		}
	}
	return true
}

// hitsOf returns the indexes of the hits with one of ids that matched c.
func (f *refiner) hitsOf(c *parser.Command, ids ...string) []int {
	var out []int
	for i, h := range f.d.Hits {
		if h.Cmd != c {
			continue
		}
		for _, id := range ids {
			if h.ID == id {
				out = append(out, i)
			}
		}
	}
	return out
}

// otherRed reports whether c has a red or deny hit other than those in ids:
// then lowering ids changes nothing.
func (f *refiner) otherRed(c *parser.Command, ids ...string) bool {
	for _, h := range f.d.Hits {
		if h.Cmd != c || h.Tier < rules.Red && !h.Deny {
			continue
		}
		known := false
		for _, id := range ids {
			known = known || h.ID == id
		}
		if !known {
			return true
		}
	}
	return false
}

// lower sets the hits at idx to tier t, saying why, with the rule's own
// reason kept.
func (f *refiner) lower(idx []int, t rules.Tier, facts string) {
	for _, i := range idx {
		h := &f.d.Hits[i]
		if h.Deny || h.Tier <= t {
			continue
		}
		h.Reason = fmt.Sprintf("%s, so %s rather than %s (%s)", facts, t, h.Tier, h.Reason)
		h.Tier = t
	}
}

// raise adds a hit for c.
func (f *refiner) raise(c *parser.Command, id string, t rules.Tier, reason string) {
	f.d.Hits = append(f.d.Hits, rules.Hit{ID: id, Tier: t, Reason: reason, Span: c.Span, Command: c.String(), Cmd: c})
}

// abs makes p absolute: "~/" is the home folder, and a relative path is
// taken from the working folder.
func (f *refiner) abs(p string) string { return absPath(p, f.e.Cwd, f.e.Home) }

func absPath(p, cwd, home string) string {
	if strings.HasPrefix(p, "~/") && home != "" {
		p = filepath.Join(home, p[2:])
	}
	if !filepath.IsAbs(p) {
		p = filepath.Join(cwd, p)
	}
	return p
}
