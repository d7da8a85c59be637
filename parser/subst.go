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
		case *syntax.ParamExp:
			if x.Index != nil {
				p.arithRefs(fr, x.Index)
			}
		}
		return true
	})
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
			// let 'y = x * 2' and (( "x" )) read names inside quotes too.
			for _, name := range arithNames(x) {
				follow(name, 0)
			}
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
	var sb strings.Builder
	for _, part := range w.Parts {
		switch x := part.(type) {
		case *syntax.Lit:
			sb.WriteString(x.Value)
		case *syntax.SglQuoted:
			sb.WriteString(x.Value)
		case *syntax.DblQuoted:
			for _, q := range x.Parts {
				if l, ok := q.(*syntax.Lit); ok {
					sb.WriteString(l.Value)
				}
			}
		}
		sb.WriteByte(' ')
	}
	var names []string
	text := sb.String()
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
