package parser

import (
	"maps"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// stageOut is what a statement produced, for the next pipeline stage:
// the names of the commands that ran and the text they print when known.
type stageOut struct {
	names  []string
	stdout *textSrc
}

func (p *parser) walkStmts(stmts []*syntax.Stmt, fr *frame) stageOut {
	var out stageOut
	for _, s := range stmts {
		out = p.walkStmt(s, fr, nil, nil)
	}
	return out
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
			cond := fr.with(InCondition)
			p.walkStmt(c.X, cond, nil, nil)
			var out stageOut
			p.branches(func() { out = p.walkStmt(c.Y, cond, nil, nil) })
			return out
		}
	case *syntax.Subshell:
		saved := maps.Clone(p.vars)
		out := p.walkStmts(c.Stmts, fr)
		p.vars = saved
		p.redirects(fr, s.Redirs)
		return out
	case *syntax.Block:
		out := p.walkStmts(c.Stmts, fr)
		p.redirects(fr, s.Redirs)
		return out
	case *syntax.IfClause:
		p.walkIf(c, fr)
	case *syntax.WhileClause:
		loop := fr.with(InLoop)
		p.loop(c, func() {
			p.walkStmts(c.Cond, loop.with(InCondition))
			p.walkStmts(c.Do, loop)
		})
	case *syntax.ForClause:
		p.walkFor(c, fr)
	case *syntax.CaseClause:
		p.fields(fr, c.Word)
		p.branches(func() {
			for _, item := range c.Items {
				for _, pat := range item.Patterns {
					p.walkSubsts(fr, pat)
				}
				p.walkStmts(item.Stmts, fr)
			}
		})
	case *syntax.FuncDecl:
		names := c.Names
		if c.Name != nil {
			names = append(names, c.Name)
		}
		for _, n := range names {
			p.funcs[n.Value] = true
		}
		saved := maps.Clone(p.vars)
		p.walkStmt(c.Body, fr.with(InFunc), nil, nil)
		p.vars = saved
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
	if _, ok := s.Cmd.(*syntax.DeclClause); !ok {
		p.redirects(fr, s.Redirs)
	}
	return stageOut{}
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
	var upstream []string
	var prev stageOut
	for _, st := range stages {
		saved := maps.Clone(p.vars)
		prev = p.walkStmt(st, pf, append([]string(nil), upstream...), prev.stdout)
		p.vars = saved
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
		if a, ok := n.(*syntax.Assign); ok && a.Name != nil {
			delete(p.vars, a.Name.Value)
		}
		if f, ok := n.(*syntax.ForClause); ok {
			if wi, ok := f.Loop.(*syntax.WordIter); ok {
				delete(p.vars, wi.Name.Value)
			}
		}
		return true
	})
	p.branches(fn)
}

func (p *parser) walkIf(c *syntax.IfClause, fr *frame) {
	p.walkStmts(c.Cond, fr.with(InCondition))
	p.branches(func() {
		for cl := c; cl != nil; cl = cl.Else {
			if cl != c {
				p.walkStmts(cl.Cond, fr.with(InCondition))
			}
			p.walkStmts(cl.Then, fr)
		}
	})
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
	for _, w := range wi.Items {
		for _, f := range p.fields(fr, w) {
			if f.Dynamic || f.Glob {
				known = false
			}
			values = append(values, f.Value)
		}
	}
	name := wi.Name.Value
	if !known || len(values) == 0 || len(values) > maxLoopValues {
		p.loop(c, func() { p.walkStmts(c.Do, loop) })
		return
	}
	p.loop(c, func() {
		for _, v := range values {
			p.vars[name] = v
			p.walkStmts(c.Do, loop)
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
	for _, a := range c.Args {
		if a.Name == nil {
			if a.Value != nil {
				argv = append(argv, p.fields(fr, a.Value)...)
			}
			continue
		}
		if a.Naked {
			argv = append(argv, field{Word: Word{Value: a.Name.Value, Span: fr.span(a)}})
			continue
		}
		as := p.assign(fr, a)
		assigns = append(assigns, as)
		argv = append(argv, field{Word: Word{Value: as.Name + "=" + as.Value.Value, Dynamic: as.Value.Dynamic, Span: as.Span}})
		p.setVar(as, a)
	}
	redirs, _ := p.redirects(fr, s.Redirs)
	u := &unwrap{ctx: fr.ctx, wrappers: fr.wrappers, container: fr.container}
	p.envCommandValues(fr, u, cmdIn{assigns: assigns, span: fr.span(s)})
	p.emit(fr, u, argv, cmdIn{assigns: assigns, redirs: redirs, span: fr.span(s)})
	return stageOut{names: []string{c.Variant.Value}}
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
	default:
		as.Value = Word{Span: as.Span}
	}
	if a.Index != nil {
		p.walkSubsts(fr, a.Index)
	}
	return as
}

// setVar records a shell variable assignment for constant propagation.
func (p *parser) setVar(as Assign, a *syntax.Assign) {
	if as.Name == "IFS" {
		p.ifsChanged = true
	}
	if as.Name == "BASH_CMDS" {
		// bash's table of command paths: any name may now run anything.
		p.problem("dynamic_command", "assigning BASH_CMDS changes which program a name runs", as.Span)
	}
	_, tracked := p.vars[as.Name]
	if p.noVars || as.Value.Dynamic || a.Append || a.Index != nil || a.Array != nil || !tracked && len(p.vars) >= maxVars {
		delete(p.vars, as.Name)
		return
	}
	p.vars[as.Name] = as.Value.Value
}

func (p *parser) walkCall(c *syntax.CallExpr, s *syntax.Stmt, fr *frame, pipeFrom []string, stdin *textSrc) stageOut {
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
	}
	if rin != nil {
		stdin = rin
	}
	if hasStdinRedirect(s.Redirs) && rin == nil {
		stdin = nil
	}
	if len(argv) == 0 {
		p.problem("dynamic_command", "the command name expands to nothing that is known statically", fr.span(c))
		return stageOut{}
	}
	return p.runArgv(fr, argv, cmdIn{assigns: assigns, redirs: redirs, stdin: stdin, pipeFrom: pipeFrom, span: fr.span(s)})
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
