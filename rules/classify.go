package rules

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"gatesh/parser"
	"gatesh/rules/internal/schema"
)

// Classify parses text as a shell script and classifies it. Its
// positional parameters ($1, "$@") are not known.
func (s *Set) Classify(text string) Decision {
	return s.ClassifyScript(parser.Parse(text, s.parserOptions()))
}

// ClassifyShell classifies text as `bash -c TEXT NAME ARGS...` runs it:
// args are its positional parameters, so with none "$@" is nothing.
func (s *Set) ClassifyShell(text string, args []string) Decision {
	o := s.parserOptions()
	o.Args, o.ArgsKnown = args, true
	return s.ClassifyScript(parser.Parse(text, o))
}

// ClassifyArgv classifies one command given as an argument vector, as the
// PATH interposer sees it.
func (s *Set) ClassifyArgv(argv []string) Decision {
	return s.ClassifyScript(parser.ParseArgv(argv, s.parserOptions()))
}

func (s *Set) parserOptions() parser.Options {
	if s == nil {
		return parser.Options{}
	}
	return parser.Options{ReadFile: s.readFile, Cwd: s.cwd, Commands: s.cmdLayers, Home: s.userHome, Exists: s.exists}
}

// ClassifyScript classifies an already parsed script. Every parser problem
// is a red hit; the tier is the highest of all hits.
func (s *Set) ClassifyScript(sc *parser.Script) Decision {
	if s == nil {
		return Broken(fmt.Errorf("no rule set"))
	}
	if s.broken != nil {
		d := Broken(s.broken)
		d.Script = sc
		return d
	}
	d := Decision{Tier: Green, Script: sc}
	if sc == nil {
		d.Hits = append(d.Hits, Hit{ID: "parse_error", Tier: Red, Reason: "the command could not be parsed"})
	} else {
		for _, p := range sc.Problems {
			d.Hits = append(d.Hits, Hit{ID: p.Kind, Tier: Red, Reason: p.Msg, Span: p.Span})
		}
		// Files written so far, by the name of the command that wrote
		// them, for rules that hold running a downloaded script.
		downloads := map[string]string{}
		// A port or socket a command forwards elsewhere makes a
		// loopback target of the script no local one; a plain
		// assignment of a client's target (KUBECONFIG) may reach every
		// command.
		sf := scriptFacts{forwarded: s.forwardsHere(sc.Commands), assigns: sc.Assigns, azStorage: azStorageConfigured(sc.Commands)}
		for i, c := range sc.Commands {
			d.Unfamiliar = s.unfamiliar(c, downloads, d.Unfamiliar)
			up := upstream(sc.Commands[:i], c)
			if f := s.foundByName(c, up, sc.Commands[:i]); f != nil {
				// xargs runs it on files find names: judge those.
				c = f
			}
			if c.Name == "rm" {
				if f := s.rebuiltOutputs(c, sc.Commands[i+1:]); f != nil {
					// A site generator run after it writes them again.
					c = f
				}
			}
			if f := countedOnly(c, sc, i); f != nil {
				// Only wc reads what it prints: counts.
				c = f
			}
			if f := recreatedContainers(c, sc.Commands[:i], sc.Commands[i+1:]); f != nil {
				// Compose up after it makes the stack's containers again.
				c = f
			}
			start := len(d.Hits)
			d.Hits = s.classifyCommand(c, d.Hits, downloads, up, s.namesListedBy(sc.Commands[:i], c), sf)
			d.Hits = s.patchByHeredoc(c, d.Hits, start)
			if a := s.linkedAgent(c); a != nil {
				d.Hits = s.classifyCommand(a, d.Hits, downloads, upstream(sc.Commands[:i], c), nil, sf)
			}
		}
		// A plain assignment sets the variable for every later command
		// when the name is already exported (GATESH_HOME is, once the
		// operator sets it) or after set -a. Match it as the prefix of a
		// command that does nothing, so env rules see it.
		for _, a := range sc.Assigns {
			c := &parser.Command{Name: ":", Path: ":", Assigns: []parser.Assign{a}, Span: a.Span}
			d.Hits = s.classifyCommand(c, d.Hits, downloads, nil, nil, scriptFacts{})
		}
		d.Hits = s.dotenvLoaded(sc, d.Hits)
		d.Hits = s.ciConfigPushed(sc, d.Hits)
	}
	return finish(d)
}

// upstream is the command that pipes into c: the last one before it with
// the name of c's nearest upstream command, at c's depth, past filters
// that only pick lines or fields of what it prints (lsof -iTCP:3000 |
// tail -n +2 | awk '{print $2}' | xargs kill reads lsof's PIDs). nil when
// c reads no pipe or the command cannot be told.
func upstream(before []*parser.Command, c *parser.Command) *parser.Command {
	end := len(before)
	for k := len(c.PipeFrom) - 1; k >= 0; k-- {
		name := c.PipeFrom[k]
		var found *parser.Command
		for i := end - 1; i >= 0; i-- {
			if b := before[i]; b.Name == name && b.Depth == c.Depth {
				found, end = b, i
				break
			}
		}
		if found == nil || k == 0 || !pickingFilter(found) {
			return found
		}
	}
	return nil
}

// scriptFacts is what the whole script says of each command's target:
// whether it forwards a port or socket of this machine to another
// (forwardsHere), and its plain assignments (KUBECONFIG=FILE), which
// reach every command when the name is already exported or after set -a.
type scriptFacts struct {
	forwarded bool
	assigns   []parser.Assign
	azStorage bool // azStorageConfigured
}

// up is the command piping into c (upstream), lister the one that wrote
// the list of names c reads its files from (namesListedBy); each may be
// nil. sf is what the script as a whole says of its commands' targets.
func (s *Set) classifyCommand(c *parser.Command, hits []Hit, downloads map[string]string, up, lister *parser.Command, sf scriptFacts) []Hit {
	v := s.view(c)
	start := len(hits)
	v.upstream = up
	v.forwarded = sf.forwarded
	v.scriptAssigns = sf.assigns
	v.azStorage = sf.azStorage
	v.pipedNames(s)
	v.addNames(lister)
	s.noteArgSQL(v)
	green := false
	var unlessGreen []Hit
	var setup map[int]bool // writes an unless_setup rule let through
	var unlessNamed []deferredHit
	namedHit := false
	lacking := lacks(v, downloads)
	search := 0 // mayBeSearch, once asked: 1 yes, -1 no
	for _, cand := range s.candidates(c.Name) {
		i, isNamed, n := int(cand.at), cand.named, cand.needs
		if n&lacking != 0 {
			continue
		}
		if n&schema.NeedSearch != 0 {
			if search == 0 {
				search = -1
				if v.mayBeSearch(s) {
					search = 1
				}
			}
			if search < 0 {
				continue
			}
		}
		if s.otherSubcommand(i, v) {
			continue
		}
		// A rule that names no literal command is a candidate for every
		// command: its patterns are looked at before it is compiled.
		if !isNamed && !s.rules[i].mayName(c.Name) && !(strings.Contains(c.Path, "://") && s.rules[i].mayName(c.Path)) {
			continue
		}
		r, err := s.rules[i].get()
		if err != nil {
			// Only the embedded default compiles late, and its tests
			// compile every rule; should one still fail, hold.
			id := s.rules[i].spec().ID
			hits = append(hits, Hit{ID: id, Tier: Red, Span: c.Span, Command: describe(c), Cmd: c,
				Reason: fmt.Sprintf("rule %q cannot be used, so the command is held: %v", id, err)})
			continue
		}
		if r.unlessSetup {
			for j := range v.writes {
				if v.writes[j].setup {
					if _, ok := s.findRef(r.writes, r.foldedWrites, r.exceptPaths, v.writes[j:j+1], c, r.exceptProject, false); ok {
						if setup == nil {
							setup = map[int]bool{}
						}
						setup[j] = true
					}
				}
			}
		}
		v.named = isNamed
		span, ok := s.match(r, v, downloads)
		v.named = false
		if !ok {
			continue
		}
		if r.tier == Green {
			green = true
		}
		if isNamed {
			namedHit = true
		}
		h := Hit{ID: r.id, Tier: r.tier, Reason: r.reason, Deny: r.deny, Span: span, Command: describe(c), Cmd: c}
		if r.unlisted && !(r.paths.Empty() && r.writes.Empty()) {
			h.Detail = handedDetail(c, v, span)
		}
		if r.unlessNamed {
			unlessNamed = append(unlessNamed, deferredHit{h, r.unlessGreen})
			continue
		}
		if r.unlessGreen {
			unlessGreen = append(unlessGreen, h)
			continue
		}
		hits = append(hits, h)
	}
	if !green {
		hits = append(hits, unlessGreen...)
	}
	// A default (verb lexicon) gives way to the command's own rules: when
	// one that names it matched, or gatesh reads it subcommand by
	// subcommand ([commands.git.subcommands]).
	if len(unlessNamed) > 0 && !namedHit && !s.modeled(v) {
		for _, d := range unlessNamed {
			if !d.unlessGreen || !green {
				hits = append(hits, d.hit)
			}
		}
	}
	if v.linkHeld != nil {
		hits = append(hits, Hit{ID: "link_not_followed", Tier: Red,
			Reason: "writes through a symbolic link in the project that leads to another link or cannot be read",
			Span:   v.linkHeld.span, Command: describe(c), Cmd: c})
	}
	if v.linkReadHeld != nil {
		hits = append(hits, Hit{ID: "link_not_followed", Tier: Red,
			Reason: "a search follows a symbolic link in the project whose chain of links is too long or cannot be read",
			Span:   v.linkReadHeld.span, Command: describe(c), Cmd: c})
	}
	if v.linksUnlisted != nil {
		hits = append(hits, Hit{ID: "links_not_listed", Tier: Red,
			Reason: "searches a folder following every link below it, with more entries than gatesh lists: a link it did not see may lead anywhere",
			Span:   v.linksUnlisted.span, Command: describe(c), Cmd: c})
	}
	if sp, ok := tlsClientSendsFile(v); ok {
		hits = append(hits, Hit{ID: "tls-client-sends-file", Tier: Red,
			Reason: "openssl s_client sends its standard input, a file here, to another host",
			Span:   sp, Command: describe(c), Cmd: c})
	}
	if sp, ok := graphqlSecretQuery(v); ok {
		hits = append(hits, Hit{ID: "graphql_secret_read", Tier: Red,
			Reason: "a GraphQL query selects a credential's field (token, secret, password, apiKey...): the server prints its value",
			Span:   sp, Command: describe(c), Cmd: c})
	}
	for j := range v.writes {
		if setup[j] {
			hits = append(hits, s.contentHits(c, v.writes[j])...)
		}
	}
	if len(v.writes) > 0 {
		s.noteDownloads(v, downloads)
	}
	s.noteFetches(v, downloads)
	s.noteTrees(v, downloads)
	if s.posture == DefaultHold && slices.ContainsFunc(c.Payloads, func(p parser.Payload) bool { return p.Lang == "unmodeled" }) {
		hits = append(hits, Hit{ID: "unknown_code", Tier: Red,
			Reason: "runs inline code in a language gatesh does not read, and the posture is default-hold",
			Span:   c.Span, Command: describe(c)})
	}
	if h, ok := s.remoteChange(v, hits[start:]); ok {
		hits = append(hits, h)
	}
	if s.posture == DefaultHold && !green && !c.FuncCall && !isShellBuiltin(c.Name) {
		hits = append(hits, Hit{ID: "unknown_command", Tier: Red,
			Reason: "no rule allows this command and the posture is default-hold",
			Span:   c.Span, Command: describe(c), Cmd: c})
	}
	return hits
}

// deferredHit is a hit of an unless_named rule, kept until the command's
// own rules have had their say.
type deferredHit struct {
	hit         Hit
	unlessGreen bool
}

// modeled reports whether gatesh reads the command's own subcommand: its
// [commands] table has a table for the subcommand used. A table for one
// subcommand (lxc exec, docker run) says nothing of the others (lxc
// delete, docker stack deploy), which the lexicon still reads.
func (s *Set) modeled(v *cmdView) bool {
	sp := s.spec(v.cmd.Name)
	if sp == nil || len(sp.subs) == 0 {
		return false
	}
	// A table that lists many subcommands (git's) reads the tool whole.
	if len(sp.subs) >= modeledWhole || len(v.pos) == 0 {
		return true
	}
	return sp.subs[v.pos[0].Value] != nil
}

// contentHits classifies what a setup write puts into a file that will
// run later (an agent's shell snapshot) as the code it is. Its
// positional parameters are not known.
func (s *Set) contentHits(c *parser.Command, w ref) []Hit {
	d := s.Classify(w.content)
	hits := make([]Hit, len(d.Hits))
	for i, h := range d.Hits {
		h.Reason = "in what " + w.value + " will run: " + h.Reason
		h.Span, h.Command = w.span, describe(c)
		hits[i] = h
	}
	return hits
}

// otherSubcommand reports that rule i names subcommands whose patterns
// all start with literal words, none of them the command's first
// positional word, so that match would fail: git push meets every git
// rule, most of which name another subcommand.
func (s *Set) otherSubcommand(i int, v *cmdView) bool {
	fw := s.index.FirstWords(i)
	return fw != nil && (len(v.pos) == 0 || !slices.Contains(fw, v.pos[0].Value))
}

// cannotMatch reports that a rule needing n requires something the
// command lacks, so that match would fail. Each test is one of the
// conditions match checks; skipping such rules saves compiling, at every
// start, the rules that are tried against every command.
func cannotMatch(n schema.Needs, v *cmdView, downloads map[string]string) bool {
	return n&lacks(v, downloads) != 0
}

// lacks returns the needs, other than NeedSearch, that the command does
// not meet: a rule needing any of them cannot match (cannotMatch). Every
// command meets every candidate rule, so this is worked out once per
// command, not once per rule.
func lacks(v *cmdView, downloads map[string]string) schema.Needs {
	var out schema.Needs
	lack := func(bit schema.Needs, absent bool) {
		if absent {
			out |= bit
		}
	}
	c := v.cmd
	lack(schema.NeedMoreArgs, !c.MoreArgs)
	lack(schema.NeedReads, len(v.reads) == 0)
	lack(schema.NeedWrites, len(v.writes) == 0)
	lack(schema.NeedPayload, v.payloads() == 0)
	lack(schema.NeedAssigns, len(c.Assigns)+len(c.Exported) == 0)
	lack(schema.NeedWrappers, len(c.Wrappers) == 0)
	lack(schema.NeedPipe, len(c.PipeFrom) == 0)
	lack(schema.NeedDownload, len(downloads) == 0)
	return out
}

// describe shows a command as gatesh saw it, with its wrappers.
func describe(c *parser.Command) string {
	// A command with assignment prefixes shows them: they are often what
	// the rule is about (GATESH_HOME=/tmp/x gatesh ...), and a plain
	// assignment is matched as the command ":" with its prefix.
	var sb strings.Builder
	for _, a := range c.Assigns {
		sb.WriteString(a.Name)
		sb.WriteByte('=')
		v := a.Value.Value
		if !a.Value.Dynamic && strings.ContainsAny(v, " \t\n'\"$`\\;&|<>()*?[") {
			v = "'" + strings.ReplaceAll(v, "'", `'\''`) + "'"
		}
		sb.WriteString(v)
		sb.WriteByte(' ')
	}
	if c.Name == ":" && len(c.Assigns) > 0 && len(c.Args) == 0 && len(c.Wrappers) == 0 {
		return strings.TrimSuffix(sb.String(), " ")
	}
	return sb.String() + c.String()
}

// finish sets the tier and verdict from the hits: deny beats hold, and hold
// beats auto_pass.
func finish(d Decision) Decision {
	d.Tier = Green
	deny := false
	for _, h := range d.Hits {
		if h.Tier > d.Tier {
			d.Tier = h.Tier
		}
		deny = deny || h.Deny
	}
	switch {
	case deny:
		d.Verdict = Deny
	case d.Tier == Red:
		d.Verdict = Hold
	default:
		d.Verdict = AutoPass
	}
	return d
}

// Broken is the decision used for every command while a rules file cannot
// be used: red, with rule id "rules_error" and a reason naming the file.
func Broken(err error) Decision {
	return Decision{Tier: Red, Verdict: Hold, Hits: []Hit{{
		ID: "rules_error", Tier: Red,
		Reason: fmt.Sprintf("rules are broken, so everything is held: %v", err),
	}}}
}

// isShellBuiltin: these builtins are never "unknown" under default-hold
// (a switch, not a map, builds nothing at run time): they change only
// the shell itself, or their effect is classified through what they run.
func isShellBuiltin(name string) bool {
	switch name {
	case "", "cd", "echo", "true", "false", "test",
		"[", "[[", ":", "printf", "pwd", "export",
		"set", "shopt", "local", "declare", "typeset",
		"readonly", "read", "exit", "return", "shift",
		"break", "continue", "wait", "type", "hash",
		"alias", "unalias", "let", "pushd", "popd",
		"dirs", "umask", "getopts", "trap", "eval",
		"command", "builtin", "unset":
		return true
	}
	return false
}

// modeledWhole is how many subcommand tables make a [commands] table a
// model of the whole tool rather than of the few that wrap a command.
const modeledWhole = 8

// handedDetail names the program and the path whose span decided a hit:
// the file an unlisted program was handed.
func handedDetail(c *parser.Command, v *cmdView, span parser.Span) string {
	for _, refs := range [][]ref{v.reads, v.writes} {
		for _, rf := range refs {
			if rf.span == span {
				return fmt.Sprintf("%s is handed %s", c.Name, rf.value)
			}
		}
	}
	return ""
}

// linkedAgent is c read as the coding agent its program leads to on disk
// (tools/helper, a link to Claude Code's binary, is Claude Code), so
// that agent's rules apply; nil when the program is no link to one, or
// the file system is not looked at.
func (s *Set) linkedAgent(c *parser.Command) *parser.Command {
	if s.resolve == nil || !strings.Contains(c.Path, "/") || c.CwdUnknown {
		return nil
	}
	p := c.Path
	if !path.IsAbs(p) {
		dir := c.Dir
		if !path.IsAbs(dir) {
			if !path.IsAbs(s.cwd) || strings.HasPrefix(dir, "$") || strings.HasPrefix(dir, "~") {
				return nil
			}
			dir = path.Join(s.cwd, dir)
		}
		p = path.Join(dir, p)
	}
	real, ok := s.resolve(p)
	if !ok || real == p {
		return nil
	}
	agent, ok := parser.AgentOf(real)
	if !ok || agent == c.Name {
		return nil
	}
	a := *c
	a.Name, a.Path = agent, real
	return &a
}
