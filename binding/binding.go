package binding

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"gatesh/audit"
	"gatesh/parser"
	"gatesh/probe"
	"gatesh/queue"
	"gatesh/undo"
)

// The kinds of fact this package finds.
const (
	KindHook   = "git-hook"   // a hook file git will run: Name its path, Value its sha256
	KindConfig = "git-config" // a setting that runs a program or picks a destination
	KindPush   = "git-push"   // where a push goes and the object it publishes
	KindGit    = "git"        // a repository that could not be read
)

// DefaultBudget is how long all git runs for one command may take.
const DefaultBudget = 5 * time.Second

// Env is how the facts are read: the real git (never gatesh's
// interposer; "" when there is none) run through package probe's
// hardening, which keeps the repository from running anything while it
// is read, the environment it runs in, the user's home (for ~), and the
// time all git runs for one command may take (0: DefaultBudget).
type Env struct {
	Git    string
	Getenv func(string) string
	Home   string
	Budget time.Duration
}

func (e Env) prober() *probe.Prober {
	budget := e.Budget
	if budget <= 0 {
		budget = DefaultBudget
	}
	return probe.New(probe.Options{Git: e.Git, Getenv: e.Getenv, Budget: budget})
}

// Facts returns what an approval of text, run from cwd, must bind: for
// every git command in it, the hooks it can run and the settings that
// run programs for it, and for a push, what it would publish. The same
// text and folder give the same facts until one of those changes. A
// repository that cannot be read gives a fact that says so, so that an
// approval given then does not match once it can be read. The result is
// sorted and within queue.MaxFacts and queue.MaxFactField.
func Facts(text, cwd string, env Env) []queue.Fact { return Read(text, cwd, env).Facts }

// Read is Facts, and the pins of the same look (Reading.Pins).
func Read(text, cwd string, env Env) *Reading {
	s := parser.Parse(text, parser.Options{})
	var cmds []*parser.Command
	for _, c := range s.Commands {
		if c.Name == "git" {
			cmds = append(cmds, c)
		}
	}
	return read(cmds, cwd, env)
}

// ArgvFacts is Facts for one git argument vector run in cwd, as the
// interposer sees it.
func ArgvFacts(argv []string, cwd string, env Env) []queue.Fact {
	if len(argv) == 0 || filepath.Base(argv[0]) != "git" {
		return nil
	}
	c := &parser.Command{Name: "git"}
	for _, a := range argv[1:] {
		c.Args = append(c.Args, parser.Word{Value: a})
	}
	return read([]*parser.Command{c}, cwd, env).Facts
}

func read(cmds []*parser.Command, cwd string, env Env) *Reading {
	if len(cmds) == 0 {
		return &Reading{}
	}
	r := &reader{env: env, p: env.prober(), repos: map[string]*repo{}}
	var facts []queue.Fact
	for _, c := range cmds {
		facts = append(facts, r.command(c, cwd)...)
	}
	return &Reading{Facts: Fit(facts), r: r}
}

// reader reads the facts of one command's git commands, reading each
// repository once.
type reader struct {
	env   Env
	p     *probe.Prober
	repos map[string]*repo
}

// command reads one git command. One whose folder or subcommand is not
// known statically binds every hook and setting of the repository of
// cwd, and every branch and tag: it may run any hook, and push anything.
func (r *reader) command(c *parser.Command, cwd string) []queue.Fact {
	g, known := undo.ReadGit(c, cwd, r.env.Home)
	if !known {
		g = undo.Git{Dir: cwd}
	}
	rp := r.repo(g.Dir)
	if rp.err != "" {
		return []queue.Fact{{Kind: KindGit, Name: g.Dir, Value: rp.err}}
	}
	if rp.gitDir == "" {
		return nil // no repository: no hook, no local setting
	}
	hooks := rp.hooks(hookNames(g.Sub))
	if p, ok := commandHooksPath(c); ok {
		hooks = hooksIn(rp.hooksAt(p), hookNames(g.Sub))
	}
	facts := append(hooks, rp.settings(g.Sub)...)
	switch {
	case !known:
		// It may be a push of anything.
		facts = append(facts, r.allRefs(g.Dir, "refs/heads", "refs/tags"))
	case g.Sub == "push":
		facts = append(facts, r.push(g, rp)...)
	}
	return facts
}

// Fit keeps facts within the queue's limits: a value past
// queue.MaxFactField is replaced by its sha256 and length, and the facts
// past queue.MaxFacts are folded into one, their sha256.
func Fit(facts []queue.Fact) []queue.Fact {
	facts = queue.SortFacts(facts)
	for i, f := range facts {
		f.Kind = fitText(f.Kind)
		f.Name = fitText(f.Name)
		f.Value = fitText(f.Value)
		facts[i] = f
	}
	if len(facts) <= queue.MaxFacts {
		return facts
	}
	rest := facts[queue.MaxFacts-1:]
	h := sha256.New()
	for _, f := range rest {
		fmt.Fprintf(h, "%d %s %d %s %d %s\n", len(f.Kind), f.Kind, len(f.Name), f.Name, len(f.Value), f.Value)
	}
	return append(facts[:queue.MaxFacts-1:queue.MaxFacts-1], queue.Fact{Kind: "more", Name: fmt.Sprintf("%d more facts", len(rest)),
		Value: "sha256 " + hex.EncodeToString(h.Sum(nil))})
}

func fitText(s string) string {
	if len(s) <= queue.MaxFactField {
		return s
	}
	sum := sha256.Sum256([]byte(s))
	return fmt.Sprintf("%s... (%d bytes, sha256 %s)", audit.Truncate(s, 200), len(s), hex.EncodeToString(sum[:]))
}

// shownValue is a setting's value as a fact keeps it: secrets in it are
// redacted as the log redacts them, with the sha256 of the exact value
// added when anything was, so that a change under the redaction still
// changes the fact.
func shownValue(v string) string {
	red := audit.Redact(v)
	if red == v {
		return v
	}
	sum := sha256.Sum256([]byte(v))
	return red + " (sha256 " + hex.EncodeToString(sum[:]) + ")"
}

// oneLine keeps a git answer's first line.
func oneLine(b []byte) string {
	s, _, _ := strings.Cut(strings.TrimSpace(string(b)), "\n")
	return s
}
