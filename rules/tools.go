package rules

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"gatesh/rules/internal/schema"
	"gatesh/toolcall"
)

// Tool kinds, as [[tools.rule]] kind names them.
const (
	KindFile    = "file"    // an access table names files it reads or writes
	KindWeb     = "web"     // an access table names only URLs it fetches
	KindMCP     = "mcp"     // a tool of an MCP server
	KindBrowser = "browser" // a tool that drives a browser ([tools.browser] words)
	KindOther   = "other"   // anything else
)

var toolKinds = []string{KindFile, KindWeb, KindMCP, KindBrowser, KindOther}

// toolSet is the [tools] section of every layer, merged and compiled.
type toolSet struct {
	access map[string]schema.ToolAccess
	// accessFrom names the file of each access table that is not the
	// embedded default's (whose examples defaultAccessExamples keeps).
	accessFrom map[string]string
	args       schema.ToolArgs
	names      schema.ToolNames
	browser    schema.ToolBrowser
	rules      []toolRule
}

// toolRule is one compiled [[tools.rule]].
type toolRule struct {
	id, reason   string
	tier         Tier
	deny         bool
	source       string
	examples     []string
	notExamples  []string
	tool         nameGlobs
	server       nameGlobs
	verbs        []string // nil: any verb
	verbClass    []string // nil: any class
	words        []string // nil: any words; a phrase is words in a row
	unlessWords  []string
	unlessVerbs  []string
	kind         []string
	urlHosts     nameGlobs
	sharedBranch bool
	submits      bool
	targetProd   bool
	urlSecret    bool
	localFiles   bool
	guardOff     bool
	// unlessTestEnv: no match for a call confined to named
	// non-production environments (toolFacts.testEnv).
	unlessTestEnv bool
	// unlessProd: no match for a call whose target is named production.
	unlessProd bool
	paths      globs // nil: any path, or none
	// at is the rule's position in the embedded default's [tools]
	// section, for its examples (defaultToolExamples); -1 when it is
	// not the default's as it is written there.
	at int
}

// compileToolRule compiles r into c; its name patterns too unless
// compiled says the caller has them already.
func compileToolRule(c *toolRule, r *schema.ToolRule, source string, compiled bool) error {
	t, err := ParseTier(r.Tier)
	if err != nil {
		return err
	}
	if compiled {
		// The embedded default, which its generator and its tests check.
		*c = toolRule{id: r.ID, reason: r.Reason, tier: t, deny: r.Deny, source: source, kind: r.Kind,
			verbs: r.Verbs, words: r.Words, unlessWords: r.UnlessWords, unlessVerbs: r.UnlessVerbs,
			verbClass: r.VerbClass, sharedBranch: r.SharedBranch, submits: r.Submits, targetProd: r.TargetProd, urlSecret: r.URLSecret,
			localFiles: r.LocalFiles, guardOff: r.GuardOff, unlessTestEnv: r.UnlessTestEnv, unlessProd: r.UnlessProd}
		return nil // its paths come compiled (defaultToolPaths)
	}
	if strings.TrimSpace(r.Reason) == "" || strings.ContainsAny(r.Reason, "\n\r") {
		return fmt.Errorf("reason must be one non-empty line")
	}
	if len(r.Tool)+len(r.Server)+len(r.Verbs)+len(r.VerbClass)+len(r.Words)+len(r.Kind)+len(r.URLHosts)+len(r.Paths) == 0 && !r.SharedBranch && !r.Submits && !r.TargetProd && !r.URLSecret && !r.LocalFiles && !r.GuardOff {
		return fmt.Errorf("no match conditions: the rule would match every tool")
	}
	*c = toolRule{id: r.ID, reason: r.Reason, tier: t, deny: r.Deny, source: source,
		examples: r.Examples, notExamples: r.NotExamples, kind: r.Kind,
		verbs: wordSet(r.Verbs), words: wordSet(r.Words), unlessWords: wordSet(r.UnlessWords), unlessVerbs: wordSet(r.UnlessVerbs),
		verbClass: r.VerbClass, sharedBranch: r.SharedBranch, submits: r.Submits, targetProd: r.TargetProd, urlSecret: r.URLSecret,
		localFiles: r.LocalFiles, guardOff: r.GuardOff, unlessTestEnv: r.UnlessTestEnv, unlessProd: r.UnlessProd}
	if err := c.compilePaths(r.Paths); err != nil {
		return err
	}
	for _, k := range r.Kind {
		if !slices.Contains(toolKinds, k) {
			return fmt.Errorf("kind: unknown %q; want one of %v", k, toolKinds)
		}
	}
	for _, vc := range r.VerbClass {
		if !verbClassNames.Get()[vc] {
			return fmt.Errorf("verb_class: unknown %q; want read, outward, destructive, infrastructure, write or reveal", vc)
		}
	}
	for _, l := range []struct {
		key string
		ps  []string
		out *nameGlobs
	}{{"tool", r.Tool, &c.tool}, {"server", r.Server, &c.server}, {"url_hosts", r.URLHosts, &c.urlHosts}} {
		g, err := compileNames(l.ps)
		if err != nil {
			return fmt.Errorf("%s: %w", l.key, err)
		}
		*l.out = g
	}
	return nil
}

// compilePaths compiles a rule's paths.
func (c *toolRule) compilePaths(ps []string) error {
	if len(ps) == 0 {
		return nil
	}
	g, err := compileGlobs(ps)
	if err != nil {
		return fmt.Errorf("paths: %w", err)
	}
	c.paths = g
	return nil
}

// wordSet splits a rule's words as toolcall.Words splits a tool's name,
// so that a rule may spell them in any case; a phrase of several words
// ("api key") stays one entry, its words joined by a space. Lists
// already in that form, as the embedded default's are, are used as they
// are: a hook's one call pays for compiling every tool rule.
func wordSet(ws []string) []string {
	if len(ws) == 0 {
		return nil
	}
	plain := true
	for _, w := range ws {
		for i := 0; i < len(w) && plain; i++ {
			c := w[i]
			plain = c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == ' '
		}
	}
	if plain {
		return ws
	}
	var out []string
	for _, w := range ws {
		if ps := toolcall.Words(w); len(ps) > 0 {
			out = append(out, strings.Join(ps, " "))
		}
	}
	return out
}

// toolFacts is what the rules look at in a call.
type toolFacts struct {
	call toolcall.Call
	// read is the call with its tool's and server's names folded to the
	// Latin letters they look like (toolcall.FoldName): what is read for
	// verbs, and what a red rule's names match too.
	read toolcall.Call
	kind string
	// own are the words of the tool's own name; words are those of
	// what its verb acts on (nameVerb.objects); kinds, the kinds of
	// object its arguments name.
	own   []string
	words []string
	kinds []string
	verb  string
	// class is the call's class by the lexicon, read in its name and
	// its operation arguments (readName); reveals, that it reads a
	// secret.
	class   string
	reveals bool
	hosts   []string
	// servedHere is set by a URL of this machine under a key that
	// names no recipient (endpoint, base_url; not webhook, callback).
	servedHere bool
	// branch is the branch a branch argument names, for a call that
	// writes, and shared says it is a shared one; submits, that a
	// browser action commits a page.
	branch  string
	shared  string
	submits bool
	// prod is an argument that names production (prodWord); sql, that
	// its name or server says it speaks SQL.
	prod bool
	sql  bool
	// kv: its name or server says it speaks a key-value store's
	// commands ([tools.args] kv_words).
	kv bool
	// urlSecret: a URL it is given carries a credential elsewhere.
	urlSecret bool
	// generic is the class a generic verb of the name (run_pipeline)
	// gives when no argument says what it runs.
	generic nameVerb
	// dryRun: an argument asks for a dry run.
	dryRun bool
	// localFiles: the call names files only by paths of this machine
	// (localPaths), and its nouns are parts of those files.
	localFiles bool
	// guardOff: it turns a guard off or widens it (guardOff).
	guardOff bool
	// testEnv: the environments it names are all non-production ones
	// (testEnvOnly).
	testEnv bool
	// clause: one clause of a compound name, read in place of the
	// name's own words (compoundClauses).
	clause []string
	// paths are the relative paths its path arguments name, cleaned:
	// a repository's files on a forge, as [[tools.rule]] paths match.
	paths []string
}

func (r *toolRule) match(f *toolFacts) bool {
	// A tool whose access table names its files is judged by them, not
	// by the words of its name (apply_patch does not apply a plan).
	if (r.verbs != nil || r.words != nil || r.verbClass != nil) && (f.kind == KindFile || f.kind == KindWeb) {
		return false
	}
	// The cheap conditions first: a call meets every rule.
	if r.sharedBranch && f.shared == "" || r.submits && !f.submits || r.targetProd && !f.prod || r.urlSecret && !f.urlSecret || r.localFiles && !f.localFiles || r.guardOff && !f.guardOff {
		return false
	}
	if len(r.kind) > 0 && !slices.Contains(r.kind, f.kind) {
		return false
	}
	if r.verbClass != nil && !slices.ContainsFunc(r.verbClass, f.classIs) {
		return false
	}
	if r.verbs != nil && !slices.Contains(r.verbs, f.verb) {
		return false
	}
	if r.unlessVerbs != nil && slices.Contains(r.unlessVerbs, f.verb) {
		return false
	}
	if r.unlessProd && f.prod {
		return false
	}
	if r.unlessTestEnv && f.testEnv {
		return false
	}
	// A lookalike of a name a green rule knows is not that tool; of a
	// name a red rule holds, it is held as that tool is.
	if len(r.tool) > 0 && !r.tool.match(f.call.Tool) && (r.tier == Green || !r.tool.match(f.read.Tool)) {
		return false
	}
	if len(r.server) > 0 && !f.serverIs(r.server, f.call) && (r.tier == Green || !f.serverIs(r.server, f.read)) {
		return false
	}
	if len(r.urlHosts) > 0 && !slices.ContainsFunc(f.hosts, r.urlHosts.match) {
		return false
	}
	if !r.paths.Empty() && !slices.ContainsFunc(f.paths, r.paths.Match) {
		return false
	}
	if r.words != nil && !hasPhrase(f.words, r.words) && !hasPhrase(f.kinds, r.words) {
		return false
	}
	if r.unlessWords != nil && (hasPhrase(f.words, r.unlessWords) || hasPhrase(f.kinds, r.unlessWords)) {
		return false
	}
	return true
}

// ciRun reports whether a call runs, reruns or stops a run of CI (a
// pipeline, a build, a job, a workflow) where that changes nothing
// others rely on: it stops or cancels it, or runs it on a branch of its
// own. One on a shared branch is a push there (tool-shared-branch), and
// one that names no branch may deploy.
func ciRun(f *toolFacts) bool {
	if !ciObject(f.words) || workflowEngine(f) {
		return false
	}
	switch f.verb {
	case "stop", "cancel", "abort", "halt":
		return true
	case "run", "start", "trigger", "play", "retry", "rerun", "restart", "create", "rebuild", "replay", "unblock":
		return f.branch != "" && f.shared == ""
	}
	return false
}

// workflowEngine reports whether a call's server or name is a durable
// workflow engine's (Temporal, Cadence, Conductor, Zeebe and Camunda,
// Inngest, Restate, Hatchet): its workflows are an application's
// processes (a renewal, a refund, an order), not a commit's CI run, and a
// cancelled one does not run again by itself.
func workflowEngine(f *toolFacts) bool {
	// A server named for one may add a suffix (temporalio, temporal-py).
	engine := func(w string) bool {
		for _, e := range [...]string{"temporal", "cadence", "conductor", "zeebe", "camunda", "inngest", "restate", "hatchet"} {
			if strings.HasPrefix(w, e) {
				return true
			}
		}
		return false
	}
	return slices.ContainsFunc(toolcall.Words(f.read.Server), engine) || slices.ContainsFunc(f.own, engine)
}

// ciRerun reports whether a verb runs a CI run again.
func ciRerun(verb string) bool {
	switch verb {
	case "retry", "rerun", "rebuild", "replay":
		return true
	}
	return false
}

// ciObject reports whether words name a run of CI: a pipeline, a build,
// a job, a workflow.
func ciObject(words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool {
		switch strings.TrimSuffix(w, "s") {
		case "pipeline", "build", "job", "workflow", "run":
			return true
		}
		return false
	})
}

// classIs reports whether the call's class is want, as a rule's
// verb_class reads it: write is any verb known to change something
// (write, outward, destructive, infrastructure), reveal a read of a
// secret. A name whose verb nothing knows is none of them: it is yellow
// as an unknown tool, whatever its nouns.
func (f *toolFacts) classIs(want string) bool {
	switch want {
	case verbWrite:
		return f.class != verbRead && f.class != verbNone
	case verbReveal:
		return f.reveals
	}
	return f.class == want
}

// serverIs reports whether the server of c, the call or its folded
// names, matches one of gs. When the
// agent does not say (Gemini CLI's mcp_SERVER_TOOL), every way to cut
// the name into a server and a tool is tried.
func (f *toolFacts) serverIs(gs nameGlobs, c toolcall.Call) bool {
	if c.Server != "" {
		return gs.match(c.Server)
	}
	rest, ok := strings.CutPrefix(c.Tool, "mcp_")
	if !ok {
		return false
	}
	for i := 0; i < len(rest); i++ {
		if rest[i] == '_' && i > 0 && gs.match(rest[:i]) {
			return true
		}
	}
	return false
}

// ClassifyTool classifies an agent's tool call other than its shell. The
// files a file tool reads, writes or deletes are judged by the same rules
// as a shell command's redirections and arguments (see the [tools]
// section of rules.toml). Any other tool is judged by what it does: its
// name and operation arguments read through the [verbs] lexicon, the
// shell commands, SQL and code its arguments carry judged as the shell's
// would be, the paths and branches they name, and the [[tools.rule]]
// tables. A tool none of this knows is yellow, or red under
// default-hold. A name of several verbs (generate_and_set_password) is
// judged by each verb with its object, and the riskiest decides.
func (s *Set) ClassifyTool(c toolcall.Call) Decision {
	d, clauses := s.classifyTool(c, nil)
	whole := d.Tier
	for _, clause := range clauses {
		cd, _ := s.classifyTool(c, clause)
		for _, h := range cd.Hits {
			// A clause's green rules say nothing the whole name does
			// not, nor does a clause no rule knows when a rule already
			// raised the whole.
			if h.Tier == Green || h.ID == "tool-unknown" && whole > Green {
				continue
			}
			if !slices.ContainsFunc(d.Hits, func(k Hit) bool { return k.ID == h.ID && k.Command == h.Command }) {
				d.Hits = append(d.Hits, h)
			}
		}
		if whole == Green {
			d.Unfamiliar = append(d.Unfamiliar, cd.Unfamiliar...)
		}
	}
	return finish(d)
}

// classifyTool is ClassifyTool for one reading of the call's name: its
// own words, or, when clause is not nil, one clause of a compound name
// in their place. It returns the clauses of a name of several verbs,
// each to be judged in its turn, when clause is nil.
func (s *Set) classifyTool(c toolcall.Call, clause []string) (Decision, [][]string) {
	if s == nil {
		return Broken(fmt.Errorf("no rule set")), nil
	}
	if s.broken != nil {
		return Broken(s.broken), nil
	}
	ts, err := s.tools()
	if err != nil {
		return Broken(err), nil
	}
	d := Decision{Tier: Green}
	acc, known := ts.access[c.Tool]
	kind := KindOther
	switch {
	case known && len(acc.Reads)+len(acc.Writes)+len(acc.Edits)+len(acc.Patch)+len(acc.Searches)+len(acc.Pattern) > 0:
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
	// makes: the call's writes put what the tool makes in the files
	// (a tool no access table describes), so what a rule says only of
	// the stand-in command (standInOnly) says nothing of it in the
	// project, whose files are edited there; outside it, an overwrite
	// of a data file still loses what it held.
	makes := false
	judge := func(a *accesses, err error) {
		if err != nil {
			d.Hits = append(d.Hits, Hit{ID: "tool_input_error", Tier: Red, Command: c.Tool,
				Reason: "gatesh cannot tell which files this call touches: " + err.Error()})
			return
		}
		sd := s.ClassifyScript(a.script(s.parserOptions()))
		d.Script = sd.Script
		for _, h := range sd.Hits {
			if h.Cmd != nil {
				// The stand-in commands' own green rules (harmless-probe
				// for `:`) say nothing about the call.
				if h.Tier == Green || makes && standInOnly(h.ID) && s.projectFile(a.cmds[h.Cmd].path) {
					continue
				}
				h.Command = c.Tool + " " + a.describe(h.Cmd)
			}
			d.Hits = append(d.Hits, h)
		}
	}
	f := &toolFacts{call: c, kind: kind, read: c, clause: clause}
	// A name spelled in lookalike letters reads as the letters it looks
	// like; one that cannot be read as words at all is held.
	tool, toolOK := toolcall.FoldName(c.Tool)
	server, serverOK := toolcall.FoldName(c.Server)
	f.read.Tool, f.read.Server = tool, server
	if !toolOK || !serverOK {
		d.Hits = append(d.Hits, Hit{ID: "tool-name-unreadable", Tier: Red, Command: c.Tool,
			Reason: "its name has letters that are neither Latin nor lookalikes of Latin ones: what it does cannot be read from it"})
	}
	var args map[string]any
	if known {
		a, err := s.accessesOf(c, acc, ts)
		if err == nil {
			f.hosts, f.urlSecret = a.hosts, a.urlSecret
		}
		judge(a, err)
	} else {
		args, err = decodeArgs(c)
		if err != nil {
			judge(nil, err)
		} else {
			s.readCall(ts, f, args)
		}
	}
	var fx effects
	var otherOp func(toolcall.Said) bool
	opReads := false
	if !known && args != nil {
		// The commands, SQL and code the arguments carry, and the
		// command a CLI's tool stands for, judged as in a shell.
		fx = s.argEffects(ts, f, args)
		d.Hits = append(d.Hits, fx.hits...)
		d.Script = fx.script
		if f.class == verbNone && f.generic.class != verbNone && !fx.judged {
			f.class, f.verb, f.words = f.generic.class, f.generic.verb, slices.Clip(f.generic.objects)
		}
		// A CI run run again (retry_pipeline, rebuildBuild: a build
		// rebuilt, not a machine) reruns what ran before: a pipeline
		// is not made, and a target it ships to decides.
		if f.class != verbRead && ciRerun(f.verb) && ciObject(f.words) {
			f.class, f.words = verbWrite, nil
		}
		// A CI run stopped, or run on a branch of its own, is a commit's
		// run: stopping it loses nothing a rerun does not bring back.
		if ciRun(f) {
			f.class, f.words = verbWrite, nil
		}
		// A dry run (dryRun, previewRun, validate_only: true) changes
		// nothing, as a command's --dry-run does not; what its
		// arguments carry is judged all the same.
		if f.dryRun && f.class != verbNone {
			f.class = verbRead
		}
		// A draft asked to go out as well (publish: true) is sent.
		if f.verb == "draft" && draftSent(args) {
			f.class, f.verb = verbOutward, "send"
		}
	}
	// A tool that calls another by its name does what that one does
	// (tools_dispatch.go): its own name says only that it calls one.
	var inner []toolcall.Call
	dispatches := false
	if !known && args != nil {
		inner, dispatches = dispatchedCall(c, args)
	}
	matched := dispatches
	for i := range ts.rules {
		if r := &ts.rules[i]; !dispatches && r.match(f) {
			matched = true
			d.Hits = append(d.Hits, Hit{ID: r.id, Tier: r.tier, Reason: r.reason, Deny: r.deny, Command: c.Tool})
		}
	}
	if !known && args != nil {
		// A tool no access table describes is still judged by what its
		// arguments name: a path it is handed, SQL it runs.
		// A path in a sandbox or a drive is written there, not here
		// (tools_sandbox.go).
		a, err := s.argAccesses(ts, f.sql, args, f.class == verbRead, s.elsewhereKeys(ts, f, args))
		if err == nil {
			f.hosts = append(f.hosts, a.hosts...)
		}
		sd := d.Script
		makes = true
		judge(a, err)
		d.Script = joinScripts(sd, d.Script)
		judged := fx.judged || err == nil && len(a.sql) > 0
		if len(c.Hints.Said) > 0 {
			otherOp = eitherSaid(s.otherOp(ts, args, judged), menuOther(ts, args))
		}
		opReads = (c.Hints.Destructive || c.Hints.OpenWorld) && s.opReads(ts, args)
	}
	d.Hits = append(d.Hits, hintHits(c, otherOp, opReads)...)
	if !known && !matched && !fx.known {
		// What a second opinion is asked about (Decision.Unfamiliar).
		d.Unfamiliar = append(d.Unfamiliar, "tool "+c.Tool+" is in no [tools] rule")
		h := Hit{ID: "tool-unknown", Tier: Yellow, Command: c.Tool,
			Reason: "no rule knows this tool; it runs and is listed in the digest"}
		if s.posture == DefaultHold {
			h.Tier, h.Reason = Red, "no rule allows this tool and the posture is default-hold"
		}
		d.Hits = append(d.Hits, h)
		// What its arguments say it does (tools_unknown.go).
		if args != nil {
			if why := s.unknownEffect(ts, f, args); why != "" {
				d.Hits = append(d.Hits, Hit{ID: "tool-unknown-effect", Tier: Red, Command: c.Tool,
					Reason: "no rule knows this tool, and " + why})
			}
		}
	}
	if f.branch != "" {
		d.Branches = append(d.Branches, f.branch)
	}
	if dispatches {
		return s.withDispatched(d, inner), nil
	}
	var clauses [][]string
	if clause == nil && !known && args != nil {
		clauses = s.lexicon().compoundClauses(f.own, ts.names.Generic)
	}
	return finish(d), clauses
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
	errs := s.checkAccessExamples(ts)
	for i := range ts.rules {
		r := &ts.rules[i]
		examples, notExamples := r.examples, r.notExamples
		if r.at >= 0 {
			// The embedded default's, which a call does not build.
			examples, notExamples = defaultToolExamples(r.at)
		}
		for i, list := range [][]string{examples, notExamples} {
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

// checkAccessExamples classifies the examples of every access table:
// each example must be held, each not_example pass green.
func (s *Set) checkAccessExamples(ts *toolSet) []error {
	var errs []error
	for _, name := range slices.Sorted(maps.Keys(ts.access)) {
		source, examples, notExamples := ts.accessFrom[name], ts.access[name].Examples, ts.access[name].NotExamples
		if source == "" {
			source = DefaultName
			examples, notExamples = defaultAccessExamples(name)
		}
		for i, list := range [][]string{examples, notExamples} {
			for _, ex := range list {
				c, err := toolcall.ParseText(ex)
				if err == nil && c.Tool != name {
					err = fmt.Errorf("it calls %s", c.Tool)
				}
				if err != nil {
					errs = append(errs, fmt.Errorf("%s: tools.access.%s: example %q: %v", source, name, ex, err))
					continue
				}
				d := s.ClassifyTool(c)
				switch {
				case i == 0 && d.Verdict != Hold && d.Verdict != Deny:
					errs = append(errs, fmt.Errorf("%s: tools.access.%s: example not held (%s): %s", source, name, d.Tier, ex))
				case i == 1 && d.Tier != Green:
					errs = append(errs, fmt.Errorf("%s: tools.access.%s: not_example not green (%s): %s", source, name, d.Tier, ex))
				}
			}
		}
	}
	return errs
}
