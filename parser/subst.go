package parser

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// walkSubsts finds substitutions anywhere under node and walks them.
func (p *parser) walkSubsts(fr *frame, node syntax.Node) {
	syntax.Walk(node, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.CmdSubst:
			p.walkSubst(fr, x.Stmts)
			return false
		case *syntax.ProcSubst:
			p.walkSubst(fr, x.Stmts)
			return false
		case *syntax.ArithmExp, *syntax.ArithmCmd, *syntax.LetClause, *syntax.CStyleLoop:
			p.arithRefs(fr, x)
		case *syntax.BinaryTest:
			switch x.Op {
			case syntax.TsEql, syntax.TsNeq, syntax.TsLss, syntax.TsGtr, syntax.TsLeq, syntax.TsGeq:
				p.arithRefs(fr, x)
			}
		case *syntax.UnaryTest:
			if w, ok := x.X.(*syntax.Word); ok && (x.Op == syntax.TsVarSet || x.Op == syntax.TsRefVar) {
				p.evaluated(fr, quotedText(w), fr.span(w), "[[ -v ]] subscript")
			}
		case *syntax.ParamExp:
			if x.Index != nil {
				p.arithRefs(fr, x.Index)
			}
			p.promptValue(fr, x)
			if x != node {
				// node itself is param's, which assigns it.
				p.paramAssign(fr, x)
			}
		}
		return true
	})
}

// paramAssign follows ${NAME:=x} and ${NAME=x}, which assign NAME unless
// it holds a value already, wherever bash expands them: a command's word,
// [[ ]], arithmetic, a case pattern, an array's elements, another
// expansion's default (${y:-${x:=rm}}). ${!NAME:=x} assigns the variable
// whose name NAME holds; any variable, when that is not known.
func (p *parser) paramAssign(fr *frame, pe *syntax.ParamExp) {
	if pe.Param == nil || pe.Exp == nil || pe.Exp.Op != syntax.AssignUnset && pe.Exp.Op != syntax.AssignUnsetOrNull {
		return
	}
	name := pe.Param.Value
	if pe.Excl {
		target, ok := p.vars[name]
		if p.noVars || !ok || !validName(target) {
			p.forgetVars()
			return
		}
		name = target
	}
	if !validName(name) {
		return
	}
	if v, ok := p.vars[name]; p.noVars || !ok || v == "" {
		delete(p.vars, name)
		p.noteAssigned(name)
		p.hiddenAssign(name, "$(...)", fr.span(pe))
	}
}

// arithRefs walks what bash runs when arithmetic reads a variable: it
// evaluates the value as an expression in turn, so x='a[$(cmd)]'; ((x))
// runs cmd. Known values that hold a substitution are parsed as shell;
// a value that names another variable is followed.
func (p *parser) arithRefs(fr *frame, node syntax.Node) {
	if p.noVars {
		return
	}
	var follow func(name string, depth int)
	follow = func(name string, depth int) {
		v, ok := p.vars[name]
		switch {
		case !ok || depth > p.opts.MaxDepth:
		case strings.Contains(v, "$(") || strings.Contains(v, "`"):
			p.nested(fr, textSrc{text: ": " + v, span: fr.span(node)}, 0, "arithmetic on $"+name)
		case validName(strings.TrimSpace(v)):
			follow(strings.TrimSpace(v), depth+1)
		}
	}
	syntax.Walk(node, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.Word:
			// let 'y = x * 2' and (( "x" )) read names inside quotes too,
			// and (( 'a[$(cmd)]' )) runs cmd.
			for _, name := range arithNames(x) {
				follow(name, 0)
			}
			p.evaluated(fr, quotedText(x), fr.span(x), "arithmetic")
		case *syntax.ParamExp:
			if x.Param != nil && x.Index == nil && x.Exp == nil && x.Repl == nil && x.Slice == nil {
				follow(x.Param.Value, 0)
			}
		case *syntax.CmdSubst, *syntax.ProcSubst:
			return false
		}
		return true
	})
}

// arithNames returns the variable names in the literal text of an
// arithmetic word, quoted parts included.
func arithNames(w *syntax.Word) []string {
	var names []string
	text := literalParts(w, " ")
	for i := 0; i < len(text); {
		j := i
		for j < len(text) && (isIdent(text[j]) || j > i && text[j] >= '0' && text[j] <= '9') {
			j++
		}
		if j > i {
			if text[i] < '0' || text[i] > '9' {
				names = append(names, text[i:j])
			}
			i = j
			continue
		}
		i++
	}
	return names
}

// hiddenAssign records a variable set by something other than NAME=value
// (arithmetic, read, a for loop, ${NAME:=x}, {NAME}>file) as a plain
// assignment of a value not known, so that rules on variables see it.
func (p *parser) hiddenAssign(name, value string, span Span) {
	p.commandVarHidden(name, value, span)
	p.noteHidden(name, value, span)
}

// commandVarHidden holds a variable whose value programs run as a
// command (PAGER, GIT_SSH_COMMAND) or that gives git a setting
// (GIT_CONFIG_*), set to a value not known statically by how (read, a
// for loop): the programs after it run a command gatesh cannot read.
func (p *parser) commandVarHidden(name, how string, span Span) {
	if envCommand(name) || strings.HasPrefix(name, "GIT_CONFIG_") {
		p.problem("dynamic_eval", name+" names a command, or a git setting, given a value not known statically by "+strings.Trim(how, "$()"), span)
	}
}

// noteHidden is hiddenAssign for a variable that may not be assigned
// at all (a word of read that may be an option's value).
func (p *parser) noteHidden(name, value string, span Span) {
	if len(p.script.Assigns) < maxVars*4 {
		p.script.Assigns = append(p.script.Assigns, Assign{Name: name, Value: Word{Value: value, Dynamic: true, Span: span}, Span: span})
	}
}

// arithAssigns records the variables arithmetic assigns (let X=1,
// (( X += 2 )), (( X++ ))) as plain assignments of values not known, so
// that rules on variables see them, and forgets their values.
func (p *parser) arithAssigns(fr *frame, node syntax.Node) {
	syntax.Walk(node, func(n syntax.Node) bool {
		var target syntax.ArithmExpr
		switch x := n.(type) {
		case *syntax.BinaryArithm:
			switch x.Op {
			case syntax.Assgn, syntax.AddAssgn, syntax.SubAssgn, syntax.MulAssgn, syntax.QuoAssgn, syntax.RemAssgn,
				syntax.AndAssgn, syntax.OrAssgn, syntax.XorAssgn, syntax.ShlAssgn, syntax.ShrAssgn:
				target = x.X
			}
		case *syntax.UnaryArithm:
			if x.Op == syntax.Inc || x.Op == syntax.Dec {
				target = x.X
			}
		case *syntax.CmdSubst, *syntax.ProcSubst:
			return false
		}
		add := func(name string, span Span) {
			if i := strings.IndexByte(name, '['); i > 0 {
				name = name[:i]
			}
			if p.tableAssign(name, span) || !validName(name) {
				return
			}
			delete(p.vars, name)
			p.hiddenAssign(name, "$((...))", span)
		}
		if w, ok := n.(*syntax.Word); ok && target == nil {
			// let 'X = 1': a quoted expression is parsed when it runs.
			for _, name := range quotedAssigns(w) {
				add(name, fr.span(w))
			}
			return true
		}
		w, ok := target.(*syntax.Word)
		if !ok || len(w.Parts) == 0 {
			return true
		}
		if pe, ok := w.Parts[0].(*syntax.ParamExp); ok && pe.Param != nil {
			add(pe.Param.Value, fr.span(w))
			return true
		}
		add(w.Lit(), fr.span(w))
		return true
	})
}

// quotedAssigns returns the names a quoted arithmetic expression assigns:
// X = ..., X += ..., X++ and ++X in its literal text.
func quotedAssigns(w *syntax.Word) []string {
	var text strings.Builder
	quoted := false
	for _, part := range w.Parts {
		switch x := part.(type) {
		case *syntax.SglQuoted:
			text.WriteString(x.Value)
			quoted = true
		case *syntax.DblQuoted:
			quoted = true
			for _, in := range x.Parts {
				if l, ok := in.(*syntax.Lit); ok {
					text.WriteString(l.Value)
				}
			}
		}
	}
	if !quoted {
		return nil
	}
	var names []string
	t := text.String()
	for i := 0; i < len(t); {
		if !isIdent(t[i]) || t[i] >= '0' && t[i] <= '9' {
			i++
			continue
		}
		j := i
		for j < len(t) && isIdent(t[j]) {
			j++
		}
		name := t[i:j]
		k := j
		if k < len(t) && t[k] == '[' {
			if e := strings.IndexByte(t[k:], ']'); e > 0 {
				k += e + 1
			}
		}
		rest := strings.TrimLeft(t[k:], " \t")
		before := strings.TrimRight(t[:i], " \t")
		switch {
		case strings.HasPrefix(rest, "++") || strings.HasPrefix(rest, "--") || strings.HasSuffix(before, "++") || strings.HasSuffix(before, "--"):
			names = append(names, name)
		case len(rest) > 0 && (rest[0] == '=' && !strings.HasPrefix(rest, "==") ||
			len(rest) > 1 && strings.IndexByte("+-*/%&|^", rest[0]) >= 0 && rest[1] == '=' ||
			strings.HasPrefix(rest, "<<=") || strings.HasPrefix(rest, ">>=")):
			names = append(names, name)
		}
		i = j
	}
	return names
}
