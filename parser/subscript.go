package parser

import (
	"slices"
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

// dormantSubscripts parses, as commands that run, the substitutions in
// the subscripts of a word's known text: 'a[$(cmd)]' runs cmd wherever
// bash reads the text as a name or evaluates it as arithmetic, and those
// places are many (an integer variable's assignment, ${!x}, ${s:x},
// b[x]=, test's and printf's numbers, exit, unset, getopts, wait -p, a
// name reference...), and reach the text through variables. A literal
// whose subscript holds a substitution is left for that, so it is taken
// as run wherever it appears. Text that does not parse as shell is left
// alone: bash cannot expand it either.
func (p *parser) dormantSubscripts(fr *frame, parts []syntax.WordPart, out []field, span Span) {
	sub := p.lastSub
	defer func() { p.lastSub = sub }()
	for _, f := range out {
		if !f.Dynamic {
			p.dormantText(fr, f.Value, span)
		}
	}
	if len(out) != 1 || out[0].Dynamic {
		p.dormantText(fr, literalParts(&syntax.Word{Parts: parts}, ""), span)
	}
}

// dormantText parses text as run when it holds a subscript with a
// substitution (see dormantSubscripts): a word, a variable's value
// made of several (x=$a$b), what printf -v assigns.
func (p *parser) dormantText(fr *frame, text string, span Span) {
	if !subscriptSubst(text) || p.dormant[text] {
		return
	}
	if p.dormant == nil {
		p.dormant = map[string]bool{}
	}
	p.dormant[text] = true
	if _, err := syntax.NewParser().Parse(strings.NewReader(": "+text), ""); err != nil {
		return
	}
	p.nested(fr, textSrc{text: ": " + text, span: span}, 0, "subscript bash may evaluate")
}

// printfValue checks what printf -v NAME FORMAT ARGS assigns, when known,
// as a word's text is checked: printf -v x '%s[%s(%s)]' a $ cmd builds
// a dormant subscript out of pieces.
func (p *parser) printfValue(fr *frame, base string, args []field) {
	if base != "printf" {
		return
	}
	for i, a := range args {
		if a.Dynamic || !strings.HasPrefix(a.Value, "-v") {
			continue
		}
		k := i + 1
		if a.Value == "-v" {
			k++
		}
		rest := args[min(k, len(args)):]
		if len(rest) > 0 && rest[0].Value == "--" {
			rest = rest[1:]
		}
		if len(rest) == 0 || slices.ContainsFunc(rest, func(f field) bool { return f.Dynamic }) {
			return
		}
		p.dormantText(fr, printf(rest[0].Value, rest[1:]), a.Span)
		return
	}
}

// subscriptSubst reports whether text holds a subscript with a command
// substitution in it: [ then $( or a backquote, then ].
func subscriptSubst(text string) bool {
	i := strings.IndexByte(text, '[')
	if i < 0 {
		return false
	}
	rest := text[i:]
	j := strings.Index(rest, "$(")
	if k := strings.IndexByte(rest, '`'); k >= 0 && (j < 0 || k < j) {
		j = k
	}
	return j >= 0 && strings.IndexByte(rest[j:], ']') >= 0
}

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
