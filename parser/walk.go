package parser

import (
	"maps"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// stageOut is what a statement produced, for the next pipeline stage:
// the names of the commands that ran and the text they print when known.
type stageOut struct {
	names  []string
	stdout *textSrc
	// content is what it prints as contentOf sees it; nil when unknown.
	content *string
}

// walkStmts walks a list of statements. What the list prints is what
// each statement prints, in turn: known only when every part is, and the
// commands upstream of a pipe it feeds are all of theirs.
func (p *parser) walkStmts(stmts []*syntax.Stmt, fr *frame) stageOut {
	var out stageOut
	for i, s := range stmts {
		o := p.walkStmt(s, fr, nil, nil)
		if i == 0 {
			out = o
			continue
		}
		out.names = append(out.names, o.names...)
		out.stdout = joinOut(out.stdout, o.stdout)
	}
	return out
}

// joinOut is the output of one statement followed by another's.
func joinOut(a, b *textSrc) *textSrc {
	if a == nil || b == nil {
		return nil
	}
	span := a.span
	span.End = max(span.End, b.span.End)
	return &textSrc{text: a.text + b.text, from: a.from, span: span, dynamic: a.dynamic || b.dynamic}
}

// walkSubst walks the statements of a command or process substitution.
func (p *parser) walkSubst(fr *frame, stmts []*syntax.Stmt) *stageOut {
	saved := maps.Clone(p.vars)
	f := fr.with(InSubst)
	f.depth++
	out := p.walkStmts(stmts, f)
	p.vars = saved
	return &out
}

func (p *parser) walkStmt(s *syntax.Stmt, fr *frame, pipeFrom []string, stdin *textSrc) stageOut {
	if p.stopped {
		return stageOut{}
	}
	if p.steps++; p.steps > maxSteps {
		p.problem("input_too_large", "too many statements to walk", fr.span(s))
		p.stopped = true
		return stageOut{}
	}
	if s.Background || s.Coprocess || s.Disown {
		fr = fr.with(InBackground)
	}
	switch s.Cmd.(type) {
	case nil, *syntax.CallExpr, *syntax.DeclClause:
	default:
		fr = p.compound(fr, s, pipeFrom, stdin)
	}
	switch c := s.Cmd.(type) {
	case nil:
		// A bare redirection truncates or opens a file, as `:` would.
		redirs, _ := p.redirects(fr, s.Redirs)
		p.emit(fr, &unwrap{ctx: fr.ctx, wrappers: fr.wrappers, container: fr.container}, []field{{Word: Word{Value: ":", Span: fr.span(s)}}}, cmdIn{redirs: redirs, span: fr.span(s), pipeFrom: pipeFrom})
		return stageOut{names: []string{":"}}
	case *syntax.CallExpr:
		return p.walkCall(c, s, fr, pipeFrom, stdin)
	case *syntax.BinaryCmd:
		switch c.Op {
		case syntax.Pipe, syntax.PipeAll:
			return p.walkPipeline(c, fr)
		default:
			// In a && b && c, c runs only after b did: the rest of a
			// chain of one operator is one branch, walked in order.
			cond := fr.with(InCondition)
			chain := andOrChain(c)
			p.walkStmt(chain[0], cond, nil, nil)
			var out stageOut
			p.branches(func() {
				for _, st := range chain[1:] {
					out = p.walkStmt(st, cond, nil, nil)
				}
			})
			return out
		}
	case *syntax.Subshell:
		saved := maps.Clone(p.vars)
		out := p.walkStmts(c.Stmts, fr)
		p.vars = saved
		return out
	case *syntax.Block:
		return p.walkStmts(c.Stmts, fr)
	case *syntax.IfClause:
		p.walkIf(c, fr)
	case *syntax.WhileClause:
		loop := fr.with(InLoop)
		lf := p.readLoop
		p.readLoop = nil
		p.loop(c, func() {
			p.walkStmts(c.Cond, loop.with(InCondition))
			if lf != nil && lf.loop == c {
				p.walkLoopFound(lf, c.Do, loop)
				return
			}
			p.walkStmts(c.Do, loop)
		})
	case *syntax.ForClause:
		p.walkFor(c, fr)
	case *syntax.CaseClause:
		p.fields(fr, c.Word)
		// Each item is a branch of its own: one does not see what
		// another assigns.
		var alts []func()
		for _, item := range c.Items {
			alts = append(alts, func() {
				for _, pat := range item.Patterns {
					p.walkSubsts(fr, pat)
				}
				p.walkStmts(item.Stmts, fr)
			})
		}
		p.alternatives(alts...)
	case *syntax.FuncDecl:
		p.defineFunc(c, s, fr)
	case *syntax.DeclClause:
		return p.walkDecl(c, s, fr)
	case *syntax.TimeClause:
		if c.Stmt != nil {
			t := *fr
			t.wrappers = append(append([]string(nil), fr.wrappers...), "time")
			return p.walkStmt(c.Stmt, &t, pipeFrom, stdin)
		}
	case *syntax.LetClause, *syntax.ArithmCmd:
		p.walkSubsts(fr, c)
		p.arithAssigns(fr, c)
	case *syntax.CoprocClause:
		// The coprocess reads what later commands write to its pipe.
		f := fr.with(InBackground)
		f.stdin = &textSrc{text: "$(...)", from: "coproc", span: fr.span(s), dynamic: true}
		p.walkStmt(c.Stmt, f, nil, nil)
	default:
		p.walkSubsts(fr, c)
	}
	return stageOut{}
}

// andOrChain flattens a && b && c (or a || b || c) into its operands;
// a mixed chain keeps its inner part whole.
func andOrChain(c *syntax.BinaryCmd) []*syntax.Stmt {
	x := c.X
	if b, ok := x.Cmd.(*syntax.BinaryCmd); ok && b.Op == c.Op && len(x.Redirs) == 0 && !x.Negated && !x.Background && !x.Coprocess && !x.Disown {
		return append(andOrChain(b), c.Y)
	}
	return []*syntax.Stmt{x, c.Y}
}

// compound lists the redirections of a compound command ({ }, ( ), if,
// while, ...) as a ":" command of their own, so that the rules see what
// it writes and reads, and gives the commands inside the input they
// read: a heredoc or here-string, or the pipe the compound is a stage of.
func (p *parser) compound(fr *frame, s *syntax.Stmt, pipeFrom []string, stdin *textSrc) *frame {
	f := fr
	if stdin != nil || pipeFrom != nil {
		g := *fr
		g.stdin, g.pipeFrom = stdin, pipeFrom
		f = &g
	}
	if len(s.Redirs) == 0 {
		return f
	}
	redirs, rin := p.redirects(fr, s.Redirs)
	p.emit(fr, &unwrap{ctx: fr.ctx, wrappers: fr.wrappers, container: fr.container}, []field{{Word: Word{Value: ":", Span: fr.span(s)}}}, cmdIn{redirs: redirs, span: fr.span(s)})
	if hasStdinRedirect(s.Redirs) {
		g := *f
		g.stdin, g.pipeFrom = rin, nil
		f = &g
	}
	return f
}

// walkPipeline walks a | b | c, giving each stage the names upstream and
// the text the previous stage prints when known.
func (p *parser) walkPipeline(c *syntax.BinaryCmd, fr *frame) stageOut {
	var stages []*syntax.Stmt
	var flatten func(s *syntax.Stmt)
	flatten = func(s *syntax.Stmt) {
		if b, ok := s.Cmd.(*syntax.BinaryCmd); ok && (b.Op == syntax.Pipe || b.Op == syntax.PipeAll) && len(s.Redirs) == 0 && !s.Negated && !s.Background {
			flatten(b.X)
			flatten(b.Y)
			return
		}
		stages = append(stages, s)
	}
	flatten(c.X)
	flatten(c.Y)
	pf := fr.with(InPipeline)
	upstream := fr.pipeFrom
	var prev stageOut
	for i, st := range stages {
		saved := maps.Clone(p.vars)
		p.pipeContent = nil
		if _, simple := st.Cmd.(*syntax.CallExpr); simple {
			p.pipeContent = prev.content
		}
		if i == len(stages)-1 {
			p.readLoop = p.readLoopOverFind(fr, stages)
		}
		walk := func() { prev = p.walkStmt(st, pf, append([]string(nil), upstream...), prev.stdout) }
		if _, sub := st.Cmd.(*syntax.Subshell); i < len(stages)-1 || sub {
			walk()
			p.vars = saved
		} else {
			// With shopt -s lastpipe (set here, in a sourced file or
			// in BASHOPTS) the last stage runs in this shell: what it
			// assigns may or may not outlive the pipeline.
			p.branches(walk)
		}
		p.pipeContent = nil
		upstream = append(upstream, prev.names...)
	}
	return stageOut{names: upstream, stdout: prev.stdout}
}

// branches runs fn, after which every variable fn assigned is unknown:
// the branch may or may not have run.
func (p *parser) branches(fn func()) {
	before := maps.Clone(p.vars)
	fn()
	after := p.vars
	p.vars = before
	for k, v := range after {
		if old, ok := before[k]; !ok || old != v {
			delete(p.vars, k)
		}
	}
	for k := range before {
		if _, ok := after[k]; !ok {
			delete(p.vars, k)
		}
	}
}

// loop walks a loop body: what the body assigns is unknown inside it
// (a later iteration sees it) and after it.
func (p *parser) loop(body syntax.Node, fn func()) {
	syntax.Walk(body, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.Assign:
			if x.Name != nil {
				delete(p.vars, x.Name.Value)
			}
		case *syntax.ForClause:
			if wi, ok := x.Loop.(*syntax.WordIter); ok {
				delete(p.vars, wi.Name.Value)
			}
		case *syntax.CallExpr:
			// set, shift and what may run them change the positional
			// parameters for the next time round; a function call may
			// change what its body assigns.
			if len(x.Args) == 0 {
				break
			}
			switch name := x.Args[0].Lit(); name {
			case "set", "shift", "eval", "source", ".", "builtin", "command", "":
				p.setParams(params{})
			default:
				if d := p.funcDefs[name]; d != nil {
					p.forgetFuncAssigned(d)
				}
			}
		}
		return true
	})
	p.branches(fn)
}

// walkIf walks each branch of an if on its own: one does not see what
// another assigns.
func (p *parser) walkIf(c *syntax.IfClause, fr *frame) {
	p.walkStmts(c.Cond, fr.with(InCondition))
	var alts []func()
	for cl := c; cl != nil; cl = cl.Else {
		alts = append(alts, func() {
			if cl != c {
				p.walkStmts(cl.Cond, fr.with(InCondition))
			}
			p.walkStmts(cl.Then, fr)
		})
	}
	p.alternatives(alts...)
}

// alternatives walks branches of which at most one runs, each from the
// same state; afterwards every variable any of them assigned is unknown.
func (p *parser) alternatives(fns ...func()) {
	before := maps.Clone(p.vars)
	changed := map[string]bool{}
	for _, fn := range fns {
		p.vars = maps.Clone(before)
		fn()
		for k, v := range p.vars {
			if old, ok := before[k]; !ok || old != v {
				changed[k] = true
			}
		}
		for k := range before {
			if _, ok := p.vars[k]; !ok {
				changed[k] = true
			}
		}
	}
	p.vars = before
	for k := range changed {
		delete(p.vars, k)
	}
}

func (p *parser) walkFor(c *syntax.ForClause, fr *frame) {
	loop := fr.with(InLoop)
	wi, ok := c.Loop.(*syntax.WordIter)
	if !ok {
		p.walkSubsts(fr, c.Loop)
		p.loop(c, func() { p.walkStmts(c.Do, loop) })
		return
	}
	var values []string
	known := wi.InPos.IsValid()
	pattern := false
	for _, w := range wi.Items {
		for _, f := range p.fields(fr, w) {
			// A pattern of absolute or home paths (for f in
			// ~/.gatesh/queue/*.json) stands for the names it matches
			// outside the project: the body is walked with the
			// variable unknown, as before, and again with it as the
			// pattern, a path in the folder it names, so that what a
			// path there is judged adds to what an unknown name is. A
			// relative one (for f in test/*.py) stays unknown.
			if f.Dynamic || f.Glob && !strings.HasPrefix(f.Value, "/") && !strings.HasPrefix(f.Value, "~") {
				known = false
			}
			pattern = pattern || f.Glob
			values = append(values, f.Value)
		}
	}
	name := wi.Name.Value
	p.noteAssigned(name)
	span := fr.span(wi.Name)
	p.hiddenAssign(name, "$(for)", span)
	if words, outside := p.loopOverFind(fr, wi); len(words) > 0 && !p.volatile[name] {
		p.loop(c, func() {
			p.walkLoopFound(&loopFound{loop: c, name: name, words: words, outside: outside}, c.Do, loop)
		})
		return
	}
	if slices.ContainsFunc(values, p.fromInput) {
		// for f in $(find ~ -name '*.pem'): each name is output read
		// at run time, as read's is.
		p.markInput(name)
	}
	if !wi.InPos.IsValid() && !p.volatile[name] {
		// for f; do ...: over "$@". Each parameter known is walked, a
		// pattern's as the pattern, then the variable not known.
		vals, globs := p.params().vals, []bool(nil)
		if pv, pg, ok := p.partialParams(); ok {
			vals, globs = pv, pg
		}
		if len(vals) > 0 && len(vals) <= maxLoopValues {
			p.loop(c, func() {
				for i, v := range vals {
					p.vars[name] = v
					if i < len(globs) && globs[i] {
						p.markGlob(name)
					}
					p.walkStmts(c.Do, loop)
					delete(p.globVars, name)
				}
				delete(p.vars, name)
				p.walkStmts(c.Do, loop)
			})
			return
		}
	}
	if !known || p.volatile[name] || len(values) == 0 || len(values) > maxLoopValues {
		p.loop(c, func() { p.walkStmts(c.Do, loop) })
		return
	}
	p.loop(c, func() {
		if pattern {
			p.walkStmts(c.Do, loop)
		}
		for _, v := range values {
			p.vars[name] = v
			p.walkStmts(c.Do, loop)
		}
		if pattern {
			// After the loop the variable holds the last name the
			// pattern matched, which gatesh does not know.
			p.hiddenAssign(name, "$(for)", span)
		}
	})
}

// walkDecl handles declare, local, export, readonly, typeset: it records
// literal values and lists the builtin as a command.
func (p *parser) walkDecl(c *syntax.DeclClause, s *syntax.Stmt, fr *frame) stageOut {
	if isNameref(c) {
		// A name reference can assign any variable by another name:
		// stop trusting variable values from here on.
		p.noVars = true
		clear(p.vars)
	}
	argv := []field{{Word: Word{Value: c.Variant.Value, Span: fr.span(c.Variant)}}}
	var assigns []Assign
	var unnamed []field
	cased := changesCase(c)
	for _, a := range c.Args {
		if a.Name == nil {
			if a.Value != nil {
				fs := p.fields(fr, a.Value)
				unnamed = append(unnamed, fs...)
				argv = append(argv, fs...)
			}
			continue
		}
		if cased && !strings.HasPrefix(a.Name.Value, "-") {
			p.markVolatile(a.Name.Value)
		}
		if a.Naked {
			argv = append(argv, field{Word: Word{Value: a.Name.Value, Span: fr.span(a)}})
			p.noteAssigned(a.Name.Value)
			continue
		}
		as := p.assign(fr, a)
		assigns = append(assigns, as)
		argv = append(argv, field{Word: Word{Value: as.Name + "=" + as.Value.Value, Dynamic: as.Value.Dynamic, Span: as.Span}})
		p.setVar(as, a)
	}
	if exportsVars(c.Variant.Value, argv[1:]) {
		p.noteExportedVars(c, assigns, fr)
	} else if unexportsVars(c.Variant.Value, argv[1:]) {
		for _, a := range c.Args {
			if a.Name != nil {
				p.exported = slices.DeleteFunc(p.exported, func(e Assign) bool { return e.Name == a.Name.Value })
			}
		}
	}
	p.declWords(c.Variant.Value, argv[1:], unnamed)
	p.assignedNames(c.Variant.Value, argv[1:])
	p.nameSubscripts(fr, c.Variant.Value, argv[1:])
	if exportsFuncs(c.Variant.Value, argv[1:]) {
		for _, a := range c.Args {
			if a.Naked && a.Name != nil && !strings.HasPrefix(a.Name.Value, "-") {
				p.noteExported(a.Name.Value, fr.span(a))
			}
		}
	}
	redirs, _ := p.redirects(fr, s.Redirs)
	u := &unwrap{ctx: fr.ctx, wrappers: fr.wrappers, container: fr.container}
	p.envCommandValues(fr, u, cmdIn{assigns: assigns, span: fr.span(s)})
	in := cmdIn{assigns: assigns, redirs: redirs, span: fr.span(s)}
	cmd := p.emit(fr, u, argv, in)
	return stageOut{names: []string{c.Variant.Value}, content: p.noteContent(cmd, in)}
}

// exportsVars reports export, declare -x, typeset -x ...: the variables
// are given to child processes (export -n and -f give none).
func exportsVars(variant string, args []field) bool {
	x, off := variant == "export", false
	for _, a := range args {
		if v := a.Value; len(v) > 1 && v[0] == '-' {
			x = x || strings.ContainsRune(v, 'x')
			off = off || strings.ContainsAny(v, "nf")
		}
	}
	return x && !off
}

// unexportsVars reports export -n and declare +x (typeset +x): the
// variables stay set but child processes no longer get them (bash(1)).
func unexportsVars(variant string, args []field) bool {
	for _, a := range args {
		v := a.Value
		switch {
		case variant == "export" && len(v) > 1 && v[0] == '-' && strings.ContainsRune(v, 'n'):
			return true
		case variant != "export" && len(v) > 1 && v[0] == '+' && strings.ContainsRune(v, 'x'):
			return true
		}
	}
	return false
}

// noteExportedVars records the variables an export gives a value, and
// those it names that the script set a literal earlier (X=v; export X).
func (p *parser) noteExportedVars(c *syntax.DeclClause, assigns []Assign, fr *frame) {
	all := slices.Clone(assigns)
	for _, a := range c.Args {
		if a.Naked && a.Name != nil && !strings.HasPrefix(a.Name.Value, "-") {
			v, known := p.vars[a.Name.Value]
			all = append(all, Assign{Name: a.Name.Value, Value: Word{Value: v, Dynamic: !known, Span: fr.span(a)}, Span: fr.span(a)})
		}
	}
	for _, as := range all {
		p.exported = slices.DeleteFunc(p.exported, func(e Assign) bool { return e.Name == as.Name })
		p.exported = append(p.exported, as)
	}
}

// exportedFor is what the script exported earlier that assigns does not
// set for the command itself. A value the walk no longer knows (unset,
// read, printf -v, a subshell's export that ended with it, export -n) is
// not known: e's literal may no longer be what the command gets.
func (p *parser) exportedFor(assigns []Assign) []Assign {
	var out []Assign
	for _, e := range p.exported {
		if v, known := p.vars[e.Name]; !known || v != e.Value.Value {
			e.Value.Dynamic = true
		}
		if !slices.ContainsFunc(assigns, func(a Assign) bool { return a.Name == e.Name }) {
			out = append(out, e)
		}
	}
	return out
}

// exportsFuncs reports export -f, declare -fx, typeset -xf ...: the names
// are functions given to child processes.
func exportsFuncs(variant string, args []field) bool {
	f, x := false, variant == "export"
	for _, a := range args {
		if v := a.Value; len(v) > 1 && v[0] == '-' {
			f = f || strings.ContainsRune(v, 'f')
			x = x || strings.ContainsRune(v, 'x')
		}
	}
	return f && x
}

// changesCase reports declare -l, -u or -c (typeset, local): bash changes
// the case of every value later given to the variables (declare -l x;
// x=RM makes x rm), so their values are not what is written. An option
// word not known statically may be one of them.
func changesCase(c *syntax.DeclClause) bool {
	if c.Variant.Value == "export" || c.Variant.Value == "readonly" {
		return false
	}
	for _, a := range c.Args {
		switch {
		case a.Name == nil && a.Value != nil:
			v := a.Value.Lit()
			if v == "" || caseOption(v) {
				return true
			}
		case a.Naked && a.Name != nil && caseOption(a.Name.Value):
			return true
		}
	}
	return false
}

// caseOption reports an option word of declare that gives or takes away
// -l, -u or -c.
func caseOption(v string) bool {
	return len(v) > 1 && (v[0] == '-' || v[0] == '+') && strings.ContainsAny(v[1:], "luc")
}

// isNameref reports declare -n, local -n, typeset -n or nameref.
func isNameref(c *syntax.DeclClause) bool {
	if c.Variant.Value == "nameref" {
		return true
	}
	if c.Variant.Value == "export" || c.Variant.Value == "readonly" {
		return false
	}
	for _, a := range c.Args {
		if a.Name == nil && a.Value != nil {
			if v := a.Value.Lit(); strings.HasPrefix(v, "-") && strings.Contains(v, "n") {
				return true
			}
		}
		if a.Naked && a.Name != nil && strings.HasPrefix(a.Name.Value, "-") && strings.Contains(a.Name.Value, "n") {
			return true
		}
	}
	return false
}

// assign evaluates one NAME=value without recording it.
func (p *parser) assign(fr *frame, a *syntax.Assign) Assign {
	as := Assign{Name: a.Name.Value, Span: fr.span(a)}
	switch {
	case a.Array != nil:
		p.walkSubsts(fr, a.Array)
		syntax.Walk(a.Array, func(n syntax.Node) bool {
			// (['a[$(cmd)]']=1): an index or value bash evaluates.
			if w, ok := n.(*syntax.Word); ok {
				p.dormantText(fr, quotedText(w), fr.span(w))
			}
			return true
		})
		as.Value = Word{Value: "$(...)", Dynamic: true, Span: fr.span(a.Array)}
	case a.Value != nil:
		ws := p.evalParts(fr, a.Value.Parts, fr.span(a.Value))
		vals := make([]string, len(ws))
		dyn := false
		for i, w := range ws {
			vals[i] = w.Value
			dyn = dyn || w.Dynamic
		}
		as.Value = Word{Value: strings.Join(vals, " "), Dynamic: dyn, Span: fr.span(a.Value)}
		if name, ok := plainVarWord(a.Value); ok && dyn && !p.assigned[name] {
			as.Value.Caller = true
		}
		if !dyn && len(ws) > 1 {
			// An assignment does not split: x=$a$b is one text.
			p.dormantText(fr, as.Value.Value, as.Value.Span)
		}
	default:
		as.Value = Word{Span: as.Span}
	}
	if a.Index != nil {
		p.walkSubsts(fr, a.Index)
	}
	return as
}

// plainVarWord returns the name of the one variable a word is, with no
// operator and nothing else ($P, ${P}, "$P"): not a positional or
// special parameter.
func plainVarWord(w *syntax.Word) (string, bool) {
	parts := w.Parts
	if len(parts) == 1 {
		if dq, ok := parts[0].(*syntax.DblQuoted); ok {
			parts = dq.Parts
		}
	}
	if len(parts) != 1 {
		return "", false
	}
	pe, ok := parts[0].(*syntax.ParamExp)
	if !ok || pe.Param == nil || pe.Excl || pe.Length || pe.Width || pe.Index != nil || pe.Slice != nil || pe.Repl != nil || pe.Exp != nil || pe.Names != 0 || pe.NestedParam != nil {
		return "", false
	}
	return pe.Param.Value, syntax.ValidName(pe.Param.Value)
}

// setVar records a shell variable assignment for constant propagation.
func (p *parser) setVar(as Assign, a *syntax.Assign) {
	p.noteAssigned(as.Name)
	// An exported variable set again passes the new value on.
	if i := slices.IndexFunc(p.exported, func(e Assign) bool { return e.Name == as.Name }); i >= 0 {
		p.exported[i] = as
	}
	if as.Name == "IFS" {
		p.ifsChanged = true
	}
	if as.Name == "GLOBIGNORE" {
		p.dotGlob = true
	}
	// bash's tables of what a name runs: any name may now run anything.
	p.tableAssign(as.Name, as.Span)
	if p.setFresh(a) {
		return
	}
	_, tracked := p.vars[as.Name]
	if p.noVars || p.volatile[as.Name] || as.Value.Dynamic || a.Append || a.Index != nil || a.Array != nil || !tracked && len(p.vars) >= maxVars {
		delete(p.vars, as.Name)
		return
	}
	p.vars[as.Name] = as.Value.Value
}

func (p *parser) walkCall(c *syntax.CallExpr, s *syntax.Stmt, fr *frame, pipeFrom []string, stdin *textSrc) stageOut {
	var input *string
	if pipeFrom != nil {
		input, p.pipeContent = p.pipeContent, nil
	}
	if len(c.Args) == 0 {
		n := len(p.script.Assigns)
		for _, a := range c.Assigns {
			as := p.assign(fr, a)
			p.setVar(as, a)
			p.script.Assigns = append(p.script.Assigns, as)
		}
		// PAGER=... alone changes the value a program later runs, when
		// the variable is exported already.
		p.envCommandValues(fr, &unwrap{ctx: fr.ctx, wrappers: fr.wrappers, container: fr.container}, cmdIn{assigns: p.script.Assigns[n:], span: fr.span(s)})
		if len(s.Redirs) > 0 {
			redirs, _ := p.redirects(fr, s.Redirs)
			p.emit(fr, &unwrap{ctx: fr.ctx, wrappers: fr.wrappers, container: fr.container}, []field{{Word: Word{Value: ":", Span: fr.span(s)}}}, cmdIn{redirs: redirs, span: fr.span(s), pipeFrom: pipeFrom})
			return stageOut{names: []string{":"}}
		}
		return stageOut{}
	}
	if out, ok := p.expandAlias(c, s, fr, pipeFrom, stdin); ok {
		return out
	}
	var assigns []Assign
	for _, a := range c.Assigns {
		assigns = append(assigns, p.assign(fr, a))
	}
	var argv []field
	for _, w := range c.Args {
		argv = append(argv, p.fields(fr, w)...)
	}
	redirs, rin := p.redirects(fr, s.Redirs)
	if stdin == nil && pipeFrom == nil {
		stdin = fr.stdin
		if !hasStdinRedirect(s.Redirs) {
			pipeFrom = fr.pipeFrom
		}
	}
	if rin != nil {
		stdin = rin
	}
	if hasStdinRedirect(s.Redirs) && rin == nil {
		stdin = nil
	}
	if len(argv) == 0 {
		// Every word expanded to nothing, statically ("$@" with no
		// parameters, an empty variable): nothing runs, but the
		// redirections still open their files.
		if len(redirs) > 0 {
			p.emit(fr, &unwrap{ctx: fr.ctx, wrappers: fr.wrappers, container: fr.container}, []field{{Word: Word{Value: ":", Span: fr.span(s)}}}, cmdIn{redirs: redirs, span: fr.span(s), pipeFrom: pipeFrom})
			return stageOut{names: []string{":"}}
		}
		return stageOut{}
	}
	return p.runArgv(fr, argv, cmdIn{assigns: assigns, redirs: redirs, stdin: stdin, pipeFrom: pipeFrom, span: fr.span(s), input: input})
}

func hasStdinRedirect(rs []*syntax.Redirect) bool {
	for _, r := range rs {
		switch r.Op {
		case syntax.RdrIn, syntax.RdrInOut, syntax.DplIn, syntax.Hdoc, syntax.DashHdoc, syntax.WordHdoc:
			if r.N == nil || r.N.Value == "0" {
				return true
			}
		}
	}
	return false
}

// expandAlias replaces a call to an alias defined in the script by the
// alias text followed by the rest of the call, parsed again.
func (p *parser) expandAlias(c *syntax.CallExpr, s *syntax.Stmt, fr *frame, pipeFrom []string, stdin *textSrc) (stageOut, bool) {
	name := c.Args[0].Lit()
	if name == "" || len(c.Args[0].Parts) != 1 {
		return stageOut{}, false
	}
	val, ok := p.aliases[name]
	if !ok || p.inAlias[name] {
		return stageOut{}, false
	}
	span := fr.span(s)
	if val == "" {
		p.problem("dynamic_command", "alias "+name+" has a value not known statically", span)
		return stageOut{}, true
	}
	text := val
	if len(c.Args) > 1 {
		start, end := int(c.Args[1].Pos().Offset()), int(c.Args[len(c.Args)-1].End().Offset())
		if start <= end && end <= len(fr.src) {
			text += " " + fr.src[start:end]
		}
	}
	p.redirects(fr, s.Redirs)
	p.inAlias[name] = true
	n := len(p.script.Commands)
	p.nested(fr, textSrc{text: text, span: span}, InAlias, "")
	delete(p.inAlias, name)
	var out stageOut
	for _, cmd := range p.script.Commands[n:] {
		if cmd.Depth == fr.depth+1 && cmd.Context&InSubst == fr.ctx&InSubst {
			cmd.PipeFrom = pipeFrom
			out.names = append(out.names, cmd.Name)
		}
	}
	return out, true
}
