package parser

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"
)

// field is one argument after expansion, with the syntax it came from.
type field struct {
	Word
	// raw is the word the field came from when the field is the whole
	// word; nil for fields produced by splitting or brace expansion.
	raw *syntax.Word
	// sub is set when the word is exactly one command or process
	// substitution: what it runs and, when known, what it prints.
	sub *stageOut
	// paramsOnly is set when the word is dynamic only through plain
	// positional parameters ($1, "$@"): in a function body, the
	// function's arguments.
	paramsOnly bool
	// numbersOnly is set when the word is dynamic only through special
	// parameters whose value is a decimal number ($?, $$, $!): text
	// that holds them parses the same whatever their values.
	numbersOnly bool
}

// textSrc is text that a command will run or read, with where it came from.
type textSrc struct {
	text string
	from string
	// exact means text appears verbatim at offset base of the frame text.
	exact bool
	base  int
	offs  []int // per byte offsets instead of base, when decoded
	span  Span  // absolute span of the enclosing word(s)
	// dynamic means the text holds placeholders for parts not known
	// statically, so running it as shell is not known either.
	dynamic bool
	// file means the text is a file on disk that gatesh does not read
	// (cat x.sh | sh): running it is running that file, as sh x.sh is.
	file bool
}

// fields expands one word into the fields the shell would pass.
func (p *parser) fields(fr *frame, w *syntax.Word) []field {
	span := fr.span(w)
	parts := w.Parts
	if hasBraceCandidate(parts) {
		cp := &syntax.Word{Parts: append([]syntax.WordPart(nil), parts...)}
		if syntax.SplitBraces(cp) {
			alts, ok := expandBraces(cp.Parts, maxFields)
			if !ok {
				p.problem("input_too_large", "brace expansion makes too many words", span)
				alts = [][]syntax.WordPart{parts}
			}
			var out []field
			for _, alt := range alts {
				out = append(out, p.evalParts(fr, alt, span)...)
			}
			return out
		}
	}
	out := p.evalParts(fr, parts, span)
	for _, f := range out {
		if f.Glob && matchesFiles(f.Value) {
			p.foreign("expands a file name pattern")
		}
	}
	if len(out) == 1 {
		out[0].raw = w
		if len(parts) == 1 {
			out[0].sub = p.lastSub
		}
	}
	return out
}

// matchesFiles reports a pattern bash expands to file names: with * or ?,
// or a bracket expression that is closed ("[" alone is the test command).
func matchesFiles(v string) bool {
	if strings.ContainsAny(v, "*?") {
		return true
	}
	i := strings.IndexByte(v, '[')
	return i >= 0 && strings.IndexByte(v[i+1:], ']') >= 0
}

func hasBraceCandidate(parts []syntax.WordPart) bool {
	for _, part := range parts {
		if lit, ok := part.(*syntax.Lit); ok && strings.IndexByte(lit.Value, '{') >= 0 {
			return true
		}
	}
	return false
}

// fieldBuilder accumulates fields while a word is evaluated.
type fieldBuilder struct {
	cur     strings.Builder
	dyn     bool
	other   bool // a dynamic part other than a plain positional parameter or a number
	params  bool // a plain positional parameter
	number  bool // a special parameter that is a number ($?, $$, $!)
	glob    bool
	started bool
	out     []field
	span    Span
}

func (b *fieldBuilder) add(s string) {
	b.cur.WriteString(s)
	b.started = true
}

// dynamic adds a placeholder of the given kind.
func (b *fieldBuilder) dynamic(s string, kind dynKind) {
	b.add(s)
	b.mark(kind)
}

func (b *fieldBuilder) mark(kind dynKind) {
	switch kind {
	case dynParams:
		b.dyn, b.params = true, true
	case dynNumber:
		b.dyn, b.number = true, true
	case dynOther:
		b.dyn, b.other = true, true
	}
}

func (b *fieldBuilder) flush() {
	if b.started {
		b.out = append(b.out, field{Word: Word{Value: b.cur.String(), Dynamic: b.dyn, Glob: b.glob, Span: b.span},
			paramsOnly: b.params && !b.number && !b.other, numbersOnly: b.number && !b.params && !b.other})
	}
	b.cur.Reset()
	b.dyn, b.other, b.params, b.number, b.glob, b.started = false, false, false, false, false, false
}

// dynKind says whether a part of a word is known statically, and if not,
// whether it is a plain positional parameter.
type dynKind uint8

const (
	dynNone dynKind = iota
	dynParams
	dynNumber
	dynOther
)

// paramKind is the kind of a parameter expansion that is not known.
func paramKind(pe *syntax.ParamExp) dynKind {
	if positionalRef(pe) {
		return dynParams
	}
	if numberParam(pe) {
		return dynNumber
	}
	return dynOther
}

// numberParam reports a plain $?, $$ or $!, which bash expands to a
// decimal number (bash(1), Special Parameters).
func numberParam(pe *syntax.ParamExp) bool {
	if !pe.Short || pe.Param == nil {
		return false // ${...} may hold an operator
	}
	switch pe.Param.Value {
	case "?", "$", "!":
		return true
	}
	return false
}

// evalParts evaluates word parts into fields: quote removal, known
// variables (split when unquoted), placeholders for the rest.
func (p *parser) evalParts(fr *frame, parts []syntax.WordPart, span Span) []field {
	b := &fieldBuilder{span: span}
	p.lastSub = nil
	for _, part := range parts {
		switch x := part.(type) {
		case *syntax.Lit:
			v, glob := unescapeUnquoted(x.Value)
			if !b.started && (x.Value == "~" || strings.HasPrefix(x.Value, "~/")) {
				v = p.tildeHome(fr, b, v)
			}
			b.add(v)
			b.glob = b.glob || glob
		case *syntax.SglQuoted:
			if x.Dollar {
				b.add(ansiC(x.Value))
			} else {
				b.add(x.Value)
			}
		case *syntax.DblQuoted:
			p.quoted(fr, b, x)
		case *syntax.ParamExp:
			if vals, ok := p.allParams(x); ok {
				// $@ and $*: each parameter split on its own.
				for i, v := range vals {
					if i > 0 {
						b.flush()
					}
					p.addSplit(b, v, "$"+x.Param.Value)
				}
				continue
			}
			if vals, _, ok := p.partialAll(x); ok {
				// Only the first ones known: each split on its own,
				// then those not known.
				for i, v := range vals {
					if i > 0 {
						b.flush()
					}
					p.addSplit(b, v, "$"+x.Param.Value)
				}
				b.flush()
				b.dynamic("$"+x.Param.Value, dynParams)
				continue
			}
			v, known := p.param(fr, x)
			if !known {
				b.dynamic(v, paramKind(x))
				continue
			}
			p.addSplit(b, v, "$"+x.Param.Value)
		case *syntax.CmdSubst:
			p.lastSub = p.walkSubst(fr, x.Stmts)
			if v, ok := knownOutput(p.lastSub); ok {
				// $(printf r)m is rm: output known statically is used.
				p.addSplit(b, v, "$(...)")
				continue
			}
			if v, ok := p.dateDigits(x.Stmts); ok {
				b.dynamic(v, dynNumber)
				continue
			}
			b.dynamic("$(...)", dynOther)
		case *syntax.ProcSubst:
			p.lastSub = p.walkSubst(fr, x.Stmts)
			b.dynamic("$(...)", dynOther)
		case *syntax.ArithmExp:
			p.walkSubsts(fr, x)
			b.dynamic("$((...))", dynOther)
		case *syntax.ExtGlob:
			b.add(x.Op.String() + x.Pattern.Value + ")")
			b.glob = true
		default:
			p.walkSubsts(fr, part)
			b.dynamic("$(...)", dynOther)
		}
	}
	b.flush()
	for i := range b.out {
		if b.out[i].Dynamic {
			b.out[i].Input = p.fromInput(b.out[i].Value)
		}
	}
	p.dormantSubscripts(fr, parts, b.out, span)
	if len(b.out) == 1 && b.out[0].Dynamic {
		b.out[0].Made, b.out[0].Fresh = p.freshWord(parts)
	}
	return b.out
}

// tildeHome expands the leading ~ of v, the start of an unquoted word, as
// bash does from $HOME, once the script or the environment of the shell
// running it set HOME (HOME=~/.gatesh; cat ~/keys/*): to its value when
// known, else to the "$HOME" placeholder. Where nothing set HOME, ~ stays
// "~", the operator's home.
func (p *parser) tildeHome(fr *frame, b *fieldBuilder, v string) string {
	val, set, known := "", false, false
	for _, a := range fr.env {
		if a.Name == "HOME" {
			val, set, known = a.Value.Value, true, !a.Value.Dynamic
		}
	}
	if p.assigned["HOME"] {
		val, known = p.vars["HOME"]
		set = true
	}
	switch {
	case !set:
		return v
	case known:
		return val + v[1:]
	}
	b.dynamic("$HOME", dynOther)
	return v[1:]
}

// fromInput reports whether a placeholder in v stands for text read at
// run time: "$(...)", or "$NAME" of a variable read or mapfile set.
func (p *parser) fromInput(v string) bool {
	if strings.Contains(v, "$(...)") {
		return true
	}
	if len(p.inputVars) == 0 {
		return false
	}
	for i := strings.IndexByte(v, '$'); i >= 0 && i+1 < len(v); {
		j := i + 1
		for j < len(v) && isIdent(v[j]) {
			j++
		}
		if p.inputVars[v[i+1:j]] {
			return true
		}
		k := strings.IndexByte(v[j:], '$')
		if k < 0 {
			break
		}
		i = j + k
	}
	return false
}

// quoted evaluates a double-quoted part of a word: no splitting, no
// globs; "$@" gives one field per parameter, none when there are none.
func (p *parser) quoted(fr *frame, b *fieldBuilder, x *syntax.DblQuoted) {
	if len(x.Parts) != 1 || !p.noParams(x.Parts[0]) {
		b.started = true
	}
	for _, in := range x.Parts {
		if pe, ok := in.(*syntax.ParamExp); ok {
			if vals, ok := p.allParams(pe); ok {
				if pe.Param.Value == "*" {
					ifs, ok := p.ifs()
					if !ok {
						b.dynamic("$*", dynOther)
						continue
					}
					sep := ""
					if ifs != "" {
						sep = ifs[:1]
					}
					b.add(strings.Join(vals, sep))
					continue
				}
				for i, v := range vals {
					if i > 0 {
						b.flush()
						b.started = true
					}
					b.add(v)
				}
				continue
			}
			if vals, globs, ok := p.partialAll(pe); ok && pe.Param.Value == "@" {
				// Only the first ones known: a field for each, a
				// pattern judged as the pattern, then those not known.
				for i, v := range vals {
					if i > 0 {
						b.flush()
						b.started = true
					}
					b.add(v)
					b.glob = b.glob || globs[i]
				}
				b.flush()
				b.dynamic("$@", dynParams)
				continue
			}
		}
		v, kind := p.quotedPart(fr, in)
		b.add(v)
		b.mark(kind)
		if pe, ok := in.(*syntax.ParamExp); ok && pe.Param != nil && p.globVars[pe.Param.Value] {
			b.glob = true
		}
	}
}

// noParams reports "$@" with no positional parameters: it expands to no
// field at all.
func (p *parser) noParams(part syntax.WordPart) bool {
	pe, ok := part.(*syntax.ParamExp)
	if !ok || pe.Param == nil || pe.Param.Value != "@" {
		return false
	}
	vals, ok := p.allParams(pe)
	return ok && len(vals) == 0
}

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\n' }

// addSplit adds an unquoted known value, split on IFS as the shell does;
// when IFS is not known it adds the placeholder instead.
func (p *parser) addSplit(b *fieldBuilder, v, placeholder string) {
	ifs, ok := p.ifs()
	if !ok {
		b.add(placeholder)
		b.dyn = true
		return
	}
	fs := strings.FieldsFunc(v, func(r rune) bool { return strings.ContainsRune(ifs, r) })
	for i, f := range fs {
		if i > 0 || (len(v) > 0 && isBlank(v[0])) {
			b.flush()
		}
		b.add(f)
		// An unquoted expansion is a pattern too: x='r?'; $x globs.
		b.glob = b.glob || strings.ContainsAny(f, "*?[")
	}
	if len(v) > 0 && isBlank(v[len(v)-1]) {
		b.flush()
	}
}

// knownOutput returns what a command substitution prints, without its
// trailing newlines, when that is known statically (echo, printf, base64
// -d of a literal).
func knownOutput(out *stageOut) (string, bool) {
	if out == nil || out.stdout == nil || out.stdout.dynamic {
		return "", false
	}
	return strings.TrimRight(out.stdout.text, "\n"), true
}

// ifs returns the field separators, or false when the script changed IFS
// to something not known statically.
func (p *parser) ifs() (string, bool) {
	if v, ok := p.vars["IFS"]; ok {
		return v, true
	}
	return " \t\n", !p.ifsChanged
}

// quotedPart evaluates a part inside double quotes: no splitting, no
// globs. The kind says whether it is known statically.
func (p *parser) quotedPart(fr *frame, part syntax.WordPart) (string, dynKind) {
	switch x := part.(type) {
	case *syntax.Lit:
		return unescapeDouble(x.Value), dynNone
	case *syntax.ParamExp:
		v, known := p.param(fr, x)
		if known {
			return v, dynNone
		}
		return v, paramKind(x)
	case *syntax.CmdSubst:
		if v, ok := knownOutput(p.walkSubst(fr, x.Stmts)); ok {
			return v, dynNone
		}
		if v, ok := p.dateDigits(x.Stmts); ok {
			return v, dynNumber
		}
		return "$(...)", dynOther
	case *syntax.ArithmExp:
		p.walkSubsts(fr, x)
		return "$((...))", dynOther
	}
	p.walkSubsts(fr, part)
	return "$(...)", dynOther
}

// param resolves a parameter expansion: the value when known, else the
// placeholder "$NAME".
func (p *parser) param(fr *frame, pe *syntax.ParamExp) (string, bool) {
	name := ""
	if pe.Param != nil {
		name = pe.Param.Value
	}
	placeholder := "$" + name
	if pe.Index != nil || pe.Slice != nil || pe.Repl != nil || pe.Exp != nil || pe.NestedParam != nil {
		p.walkSubsts(fr, pe)
	}
	switch _, known := p.vars[name]; {
	case pe.Length, known:
	case pe.Excl && name != "#", pe.Names != 0:
		p.foreign("expands a variable named by another")
	default:
		p.readsVar(name)
	}
	p.paramAssign(fr, pe)
	if pe.Excl || pe.Length || pe.Index != nil || pe.Slice != nil || pe.Repl != nil || pe.Names != 0 || pe.NestedParam != nil || name == "" {
		return placeholder, false
	}
	v, known := p.vars[name]
	// A fresh folder's marker is not a value: the word stays "$NAME".
	known = known && !p.noVars && !isFreshMarker(v)
	if !known && isParamName(name) {
		// Past the last positional parameter: empty, when they are known.
		_, known = p.vars["#"]
		known = known && !p.noVars
	}

	if known {
		if p.expanded += len(v); p.expanded > maxExpanded {
			p.problem("input_too_large", "variables expand to more text than gatesh reads", fr.span(pe))
			return placeholder, false
		}
	}
	if pe.Exp != nil {
		switch pe.Exp.Op {
		case syntax.DefaultUnsetOrNull, syntax.DefaultUnset, syntax.AssignUnsetOrNull, syntax.AssignUnset:
			if known && v != "" {
				return v, true
			}
		}
		return placeholder, false
	}
	if !known {
		return placeholder, false
	}
	return v, true
}

// expandsGlob reports whether an unquoted word is a pattern bash expands:
// it holds * or ?, a bracket expression [...] or an extglob group. A lone
// "[" (the test command) is not one.
func expandsGlob(s string) bool {
	if strings.ContainsAny(s, "*?") {
		return true
	}
	if i := strings.IndexByte(s, '['); i >= 0 && strings.IndexByte(s[i+1:], ']') > 0 {
		return true
	}
	return strings.Contains(s, "@(") || strings.Contains(s, "!(") || strings.Contains(s, "+(")
}

// unescapeUnquoted removes backslashes outside quotes and reports whether
// unescaped glob characters remain.
func unescapeUnquoted(s string) (string, bool) {
	if strings.IndexByte(s, '\\') < 0 {
		return s, strings.ContainsAny(s, "*?[")
	}
	var sb strings.Builder
	glob := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\\' && i+1 < len(s) {
			i++
			if s[i] != '\n' {
				sb.WriteByte(s[i])
			}
			continue
		}
		if c == '*' || c == '?' || c == '[' {
			glob = true
		}
		sb.WriteByte(c)
	}
	return sb.String(), glob
}

// unescapeDouble applies the backslash rules inside double quotes.
func unescapeDouble(s string) string { return unescape(s, "$`\"\\") }

// unescapeHeredoc applies the backslash rules of an unquoted heredoc body,
// where a double quote is not special.
func unescapeHeredoc(s string) string { return unescape(s, "$`\\") }

// unescape removes a backslash before one of special and a backslash-newline
// pair, and keeps every other backslash, as bash does in double quotes and
// heredoc bodies.
func unescape(s, special string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\\' && i+1 < len(s) {
			switch next := s[i+1]; {
			case next == '\n':
				i++
				continue
			case strings.IndexByte(special, next) >= 0:
				sb.WriteByte(next)
				i++
				continue
			}
		}
		sb.WriteByte(c)
	}
	return sb.String()
}

// ansiC decodes the body of a $'...' string as bash does.
func ansiC(s string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			sb.WriteByte(c)
			continue
		}
		i++
		switch e := s[i]; e {
		case 'a':
			sb.WriteByte('\a')
		case 'b':
			sb.WriteByte('\b')
		case 'e', 'E':
			sb.WriteByte(0x1b)
		case 'f':
			sb.WriteByte('\f')
		case 'n':
			sb.WriteByte('\n')
		case 'r':
			sb.WriteByte('\r')
		case 't':
			sb.WriteByte('\t')
		case 'v':
			sb.WriteByte('\v')
		case 'c':
			if i+1 < len(s) {
				i++
				sb.WriteByte(s[i] & 0x1f)
			}
		case 'x', 'u', 'U':
			max := map[byte]int{'x': 2, 'u': 4, 'U': 8}[e]
			j := i + 1
			for j < len(s) && j-i-1 < max && isHex(s[j]) {
				j++
			}
			if j == i+1 {
				sb.WriteByte('\\')
				sb.WriteByte(e)
				continue
			}
			n, _ := strconv.ParseUint(s[i+1:j], 16, 32)
			if e == 'x' {
				sb.WriteByte(byte(n))
			} else {
				sb.WriteRune(rune(n))
			}
			i = j - 1
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			for j < len(s) && j-i < 3 && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			n, _ := strconv.ParseUint(s[i:j], 8, 16)
			sb.WriteByte(byte(n))
			i = j - 1
		case '\\', '\'', '"', '?':
			sb.WriteByte(e)
		default:
			sb.WriteByte('\\')
			sb.WriteByte(e)
		}
	}
	if !utf8.ValidString(sb.String()) {
		return strings.ToValidUTF8(sb.String(), "\uFFFD")
	}
	return sb.String()
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// expandBraces expands brace expressions into alternatives of word parts,
// giving up past limit alternatives.
func expandBraces(parts []syntax.WordPart, limit int) ([][]syntax.WordPart, bool) {
	alts := [][]syntax.WordPart{nil}
	for _, part := range parts {
		be, ok := part.(*syntax.BraceExp)
		if !ok {
			for i := range alts {
				alts[i] = append(alts[i], part)
			}
			continue
		}
		var choices [][]syntax.WordPart
		if be.Sequence {
			seq, ok := braceSequence(be, limit)
			if !ok {
				return nil, false
			}
			for _, s := range seq {
				choices = append(choices, []syntax.WordPart{&syntax.Lit{Value: s}})
			}
		} else {
			for _, el := range be.Elems {
				sub, ok := expandBraces(el.Parts, limit)
				if !ok {
					return nil, false
				}
				choices = append(choices, sub...)
			}
		}
		if len(alts)*len(choices) > limit {
			return nil, false
		}
		next := make([][]syntax.WordPart, 0, len(alts)*len(choices))
		for _, a := range alts {
			for _, c := range choices {
				n := append(append([]syntax.WordPart(nil), a...), c...)
				next = append(next, n)
			}
		}
		alts = next
	}
	return alts, true
}

// braceSequence expands {x..y[..incr]} for numbers and single letters.
func braceSequence(be *syntax.BraceExp, limit int) ([]string, bool) {
	vals := make([]string, len(be.Elems))
	for i, el := range be.Elems {
		vals[i] = el.Lit()
	}
	step := 1
	if len(vals) == 3 {
		n, err := strconv.Atoi(vals[2])
		if err != nil {
			return []string{"{" + strings.Join(vals, "..") + "}"}, true
		}
		if n < 0 {
			n = -n
		}
		if n != 0 {
			step = n
		}
	}
	var out []string
	a, errA := strconv.Atoi(vals[0])
	b, errB := strconv.Atoi(vals[1])
	if errA == nil && errB == nil {
		if (b-a)/step > limit || (a-b)/step > limit {
			return nil, false
		}
		for i := a; ; {
			out = append(out, strconv.Itoa(i))
			if a <= b {
				i += step
				if i > b {
					break
				}
			} else {
				i -= step
				if i < b {
					break
				}
			}
		}
		return out, true
	}
	if len(vals[0]) == 1 && len(vals[1]) == 1 {
		x, y := int(vals[0][0]), int(vals[1][0])
		for i := x; ; {
			out = append(out, string(rune(i)))
			if x <= y {
				i += step
				if i > y {
					break
				}
			} else {
				i -= step
				if i < y {
					break
				}
			}
		}
		return out, true
	}
	return []string{"{" + strings.Join(vals, "..") + "}"}, true
}
