package parser

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// bash expands the subscript of a variable's name when it uses the name,
// and the text of an arithmetic expression when it evaluates it. So a
// quoted x[$(cmd)] handed to declare, printf -v, read, test -v or
// [[ -v ]], or a quoted 'a[$(cmd)]' in (( )) or [[ A -eq B ]], runs cmd
// though no substitution shows in the word (checked against bash 5.2:
// mapfile, unset, export and readonly do not). ${x@P} runs the
// substitutions in x's value too. Those texts are parsed as shell, so
// that what they run is classified.

// nameSubscripts parses the subscripts of the variable names a builtin is
// given.
func (p *parser) nameSubscripts(fr *frame, base string, args []field) {
	for _, a := range nameArgs(base, args) {
		p.evaluated(fr, a.text, a.span, base+" subscript")
	}
}

// nameArg is the text of an argument that bash reads as a variable name.
type nameArg struct {
	text string
	span Span
}

// nameArgs are the texts of a builtin's arguments that bash reads as
// variable names.
func nameArgs(base string, args []field) []nameArg {
	var out []nameArg
	add := func(f field, text string) { out = append(out, nameArg{text, f.Span}) }
	switch base {
	case "declare", "typeset", "local":
		// NAME[=VALUE]: the name, and the value of an integer (-i) or
		// of a name reference (-n), which is a name itself.
		valued := false
		for _, a := range args {
			if !a.Dynamic && strings.HasPrefix(a.Value, "-") {
				valued = valued || strings.ContainsAny(a.Value, "in")
			}
		}
		for _, a := range args {
			if !a.Dynamic && strings.HasPrefix(a.Value, "-") {
				continue
			}
			text := evalText(a)
			if name, _, ok := strings.Cut(text, "="); ok && !valued {
				text = name
			}
			add(a, text)
		}
	case "printf", "test", "[":
		for i, a := range args {
			switch {
			case a.Value == "-v" && i+1 < len(args):
				add(args[i+1], evalText(args[i+1]))
			case base == "printf" && strings.HasPrefix(a.Value, "-v") && len(a.Value) > 2:
				add(a, strings.TrimPrefix(evalText(a), "-v"))
			}
		}
	case "read":
		for i := 0; i < len(args); i++ {
			a := args[i].Value
			switch {
			case a == "-d" || a == "-i" || a == "-n" || a == "-N" || a == "-p" || a == "-t" || a == "-u":
				i++ // a value that is no name
			case strings.HasPrefix(a, "-") && a != "-a" && a != "--":
			default:
				add(args[i], evalText(args[i]))
			}
		}
	}
	return out
}

// evalText is the text of a word that bash reads again: its value when
// known, else the parts of it that are quoted literals.
func evalText(f field) string {
	if !f.Dynamic {
		return f.Value
	}
	if f.raw == nil {
		return ""
	}
	return quotedText(f.raw)
}

// quotedText joins a word's literal and quoted literal parts.
func quotedText(w *syntax.Word) string { return literalParts(w, "") }

// literalParts writes a word's literal and quoted literal parts, each
// followed by sep; other parts are left out.
func literalParts(w *syntax.Word, sep string) string {
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
		sb.WriteString(sep)
	}
	return sb.String()
}

// evaluated parses text that bash evaluates as a name or an arithmetic
// expression, when a subscript in it holds a substitution.
func (p *parser) evaluated(fr *frame, text string, span Span, why string) {
	i := strings.IndexByte(text, '[')
	if i < 0 || !strings.Contains(text[i:], "$(") && !strings.Contains(text[i:], "`") {
		return
	}
	p.nested(fr, textSrc{text: ": " + text, span: span}, 0, why)
}

// promptValue parses the value of x in ${x@P}, whose prompt expansion
// runs the substitutions in it.
func (p *parser) promptValue(fr *frame, x *syntax.ParamExp) {
	if p.noVars || x.Param == nil || x.Exp == nil || x.Exp.Op != syntax.OtherParamOps || x.Exp.Word == nil || x.Exp.Word.Lit() != "P" {
		return
	}
	if v, ok := p.vars[x.Param.Value]; ok && (strings.Contains(v, "$(") || strings.Contains(v, "`")) {
		p.nested(fr, textSrc{text: ": " + v, span: fr.span(x)}, 0, "prompt expansion of $"+x.Param.Value)
	}
}
