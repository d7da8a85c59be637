package rules

import (
	"fmt"
	"slices"
	"strings"

	"gatesh/rules/internal/schema"
	"gatesh/toolcall"
)

// Tool kinds, as [[tools.rule]] kind names them.
const (
	KindFile  = "file"  // an access table names files it reads or writes
	KindWeb   = "web"   // an access table names only URLs it fetches
	KindMCP   = "mcp"   // a tool of an MCP server
	KindOther = "other" // anything else
)

var toolKinds = []string{KindFile, KindWeb, KindMCP, KindOther}

// toolSet is the [tools] section of every layer, merged and compiled.
type toolSet struct {
	access map[string]schema.ToolAccess
	args   schema.ToolArgs
	rules  []*toolRule
}

// toolRule is one compiled [[tools.rule]].
type toolRule struct {
	id, reason  string
	tier        Tier
	deny        bool
	source      string
	examples    []string
	notExamples []string
	tool        nameGlobs
	server      nameGlobs
	verbs       []string // nil: any verb
	words       []string // nil: any words
	kind        []string
	urlHosts    nameGlobs
}

func compileToolRule(r schema.ToolRule, source string) (*toolRule, error) {
	t, err := ParseTier(r.Tier)
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(r.Reason) == "" || strings.ContainsAny(r.Reason, "\n\r") {
		return nil, fmt.Errorf("reason must be one non-empty line")
	}
	if len(r.Tool)+len(r.Server)+len(r.Verbs)+len(r.Words)+len(r.Kind)+len(r.URLHosts) == 0 {
		return nil, fmt.Errorf("no match conditions: the rule would match every tool")
	}
	c := &toolRule{id: r.ID, reason: r.Reason, tier: t, deny: r.Deny, source: source,
		examples: r.Examples, notExamples: r.NotExamples, kind: r.Kind,
		verbs: wordSet(r.Verbs), words: wordSet(r.Words)}
	for _, k := range r.Kind {
		if !slices.Contains(toolKinds, k) {
			return nil, fmt.Errorf("kind: unknown %q; want one of %v", k, toolKinds)
		}
	}
	for _, l := range []struct {
		key string
		ps  []string
		out *nameGlobs
	}{{"tool", r.Tool, &c.tool}, {"server", r.Server, &c.server}, {"url_hosts", r.URLHosts, &c.urlHosts}} {
		g, err := compileNames(l.ps)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", l.key, err)
		}
		*l.out = g
	}
	return c, nil
}

// wordSet splits a rule's words as toolcall.Words splits a tool's name,
// so that a rule may spell them in any case. Lists already in that form,
// as the embedded default's are, are used as they are: a hook's one call
// pays for compiling every tool rule.
func wordSet(ws []string) []string {
	if len(ws) == 0 {
		return nil
	}
	plain := true
	for _, w := range ws {
		for i := 0; i < len(w) && plain; i++ {
			c := w[i]
			plain = c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
		}
	}
	if plain {
		return ws
	}
	var out []string
	for _, w := range ws {
		out = append(out, toolcall.Words(w)...)
	}
	return out
}

// toolFacts is what the rules look at in a call.
type toolFacts struct {
	call  toolcall.Call
	kind  string
	words []string
	verb  string
	hosts []string
}

func (ts *toolSet) facts(c toolcall.Call, kind string, hosts []string) toolFacts {
	words := toolcall.Words(c.OwnName())
	// A server's tools often repeat its name (slack_post_message of the
	// server slack): the verb comes after it.
	server := toolcall.Words(c.Server)
	if len(server) > 0 && len(words) > len(server) && slices.Equal(words[:len(server)], server) {
		words = words[len(server):]
	}
	f := toolFacts{call: c, kind: kind, words: words, hosts: hosts}
	// The verb is the first word that some rule lists as a verb.
	for _, w := range words {
		if slices.ContainsFunc(ts.rules, func(r *toolRule) bool { return slices.Contains(r.verbs, w) }) {
			f.verb = w
			break
		}
	}
	if f.verb == "" && len(words) > 0 {
		f.verb = words[0]
	}
	return f
}

func (r *toolRule) match(f toolFacts) bool {
	// A tool whose access table names its files is judged by them, not
	// by the words of its name (apply_patch does not apply a plan).
	if (r.verbs != nil || r.words != nil) && (f.kind == KindFile || f.kind == KindWeb) {
		return false
	}
	if len(r.tool) > 0 && !r.tool.match(f.call.Tool) {
		return false
	}
	if len(r.server) > 0 && (f.call.Server == "" || !r.server.match(f.call.Server)) {
		return false
	}
	if r.verbs != nil && !slices.Contains(r.verbs, f.verb) {
		return false
	}
	if r.words != nil && !slices.ContainsFunc(f.words, func(w string) bool { return slices.Contains(r.words, w) }) {
		return false
	}
	if len(r.kind) > 0 && !slices.Contains(r.kind, f.kind) {
		return false
	}
	if len(r.urlHosts) > 0 && !slices.ContainsFunc(f.hosts, r.urlHosts.match) {
		return false
	}
	return true
}

// ClassifyTool classifies an agent's tool call other than its shell. The
// files a file tool reads, writes or deletes are judged by the same rules
// as a shell command's redirections and arguments (see the [tools]
// section of rules.toml); the tool's name by the [[tools.rule]] tables. A
// tool neither knows is yellow, or red under default-hold.
func (s *Set) ClassifyTool(c toolcall.Call) Decision {
	if s == nil {
		return Broken(fmt.Errorf("no rule set"))
	}
	if s.broken != nil {
		return Broken(s.broken)
	}
	ts, err := s.tools()
	if err != nil {
		return Broken(err)
	}
	d := Decision{Tier: Green}
	acc, known := ts.access[c.Tool]
	kind := KindOther
	switch {
	case known && len(acc.Reads)+len(acc.Writes)+len(acc.Edits)+len(acc.Patch) > 0:
		kind = KindFile
	case known:
		kind = KindWeb
	case c.Server != "":
		kind = KindMCP
	default:
		if _, _, ok := toolcall.SplitMCP(c.Tool); ok {
			kind = KindMCP
		}
	}
	// judge has the command rules judge what the call does to files
	// and databases, as the shell commands that would do the same.
	judge := func(a *accesses, err error) {
		if err != nil {
			d.Hits = append(d.Hits, Hit{ID: "tool_input_error", Tier: Red, Command: c.Tool,
				Reason: "gatesh cannot tell which files this call touches: " + err.Error()})
			return
		}
		sd := s.ClassifyScript(a.script())
		d.Script = sd.Script
		for _, h := range sd.Hits {
			if h.Cmd != nil {
				// The stand-in commands' own green rules (harmless-probe
				// for `:`) say nothing about the call.
				if h.Tier == Green {
					continue
				}
				h.Command = c.Tool + " " + a.describe(h.Cmd)
			}
			d.Hits = append(d.Hits, h)
		}
	}
	var hosts []string
	if known {
		a, err := s.accessesOf(c, acc)
		if err == nil {
			hosts = a.hosts
		}
		judge(a, err)
	}
	f := ts.facts(c, kind, hosts)
	matched, readOnly := false, false
	for _, r := range ts.rules {
		if r.match(f) {
			matched = true
			readOnly = readOnly || r.tier == Green
			d.Hits = append(d.Hits, Hit{ID: r.id, Tier: r.tier, Reason: r.reason, Deny: r.deny, Command: c.Tool})
		}
	}
	if !known {
		// A tool no access table describes is still judged by what its
		// arguments name: a path it is handed, SQL it runs.
		judge(s.argAccesses(c, ts.args, readOnly))
	}
	d.Hits = append(d.Hits, hintHits(c)...)
	if !known && !matched {
		// What a second opinion is asked about (Decision.Unfamiliar).
		d.Unfamiliar = append(d.Unfamiliar, "tool "+c.Tool+" is in no [tools] rule")
		h := Hit{ID: "tool-unknown", Tier: Yellow, Command: c.Tool,
			Reason: "no rule knows this tool; it runs and is listed in the digest"}
		if s.posture == DefaultHold {
			h.Tier, h.Reason = Red, "no rule allows this tool and the posture is default-hold"
		}
		d.Hits = append(d.Hits, h)
	}
	return finish(d)
}

// ToolKnown reports whether a tool's name is in an access table or
// matched by a tool rule: whether the rules know what it does.
func (s *Set) ToolKnown(c toolcall.Call) bool {
	d := s.ClassifyTool(c)
	return !hasHit(d, "tool-unknown")
}

// CheckToolExamples classifies every tool rule's examples and
// not_examples, as CheckExamples does for command rules. An example is a
// tool's name, optionally followed by a space and its JSON arguments.
func (s *Set) CheckToolExamples() []error {
	if s.broken != nil {
		return []error{s.broken}
	}
	ts, err := s.tools()
	if err != nil {
		return []error{err}
	}
	var errs []error
	for _, r := range ts.rules {
		for i, list := range [][]string{r.examples, r.notExamples} {
			for _, ex := range list {
				c, err := toolcall.ParseText(ex)
				if err != nil {
					errs = append(errs, fmt.Errorf("%s: tools rule %q: example %q: %v", r.source, r.id, ex, err))
					continue
				}
				if got := hasHit(s.ClassifyTool(c), r.id); got != (i == 0) {
					what := "example not matched"
					if i == 1 {
						what = "not_example matched"
					}
					errs = append(errs, fmt.Errorf("%s: tools rule %q: %s: %s", r.source, r.id, what, ex))
				}
			}
		}
	}
	return errs
}
