package inline

import (
	"regexp"
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

// A name bound to exec, eval, compile, execfile or __import__ is that
// function: e = exec; e(s) runs s as exec(s) does, and so do f = e,
// (e := eval), def f(run=exec) and a, b = exec, eval (Python's docs,
// "Assignment statements": a name is bound to the object itself).
// pyAliasedBuiltins writes each call of such a name as the call of the
// function it holds, so that the call is read as the plain call is. A
// name that is bound and never called (old = eval; ...; eval = old, to
// restore it), or called only in a wrapper put in the builtin's place
// (eval = lambda c: old(c)), is left alone.

// pyCodeBuiltins are the builtins that run or load code given as text.
var pyCodeBuiltins = []string{"exec", "eval", "compile", "execfile", "__import__"}

// pyAssignTargets finds the names an assignment binds (a name, a list of
// names, a walrus or a parameter's default) and where its value starts.
// Targets may be in brackets ([a, b] = ...), starred (a, *b = ...),
// attributes (sys.r = exec, bound as r) or annotated (run: object =
// exec; the annotation's name is bound too, as class K: run = exec
// reads the same way).
var pyAssignTargets = &lazy.Regexp{Src: `(?:^|[^\w.=!<>:+\-*/%&|^@~])[\[(]?\s*((?:\*?[A-Za-z_][\w.]*\s*,\s*)*\*?[A-Za-z_][\w.]*)\s*,?\s*[\])]?\s*(?::\s*([A-Za-z_][\w.\[\], |]*))?:?=[^=]`}

// pyAliasedBuiltins returns code with each call of a name bound to one
// of pyCodeBuiltins written as the call of that builtin (see above), or
// code itself when there is none.
func pyAliasedBuiltins(code string) string {
	if !slices.ContainsFunc(pyCodeBuiltins, func(b string) bool { return strings.Contains(code, b) }) {
		return code
	}
	spans := pyLiteralSpans(code)
	held := map[string]string{} // alias -> builtin
	for _, b := range pyCodeBuiltins {
		held[b] = b
	}
	for changed := true; changed; {
		changed = false
		for _, m := range pyAssignTargets.Get().FindAllStringSubmatchIndex(code, -1) {
			if inSpans(m[2], spans) {
				continue
			}
			from := m[1] - 1
			to := len(code)
			if i := strings.IndexAny(code[from:], ";\n"); i >= 0 {
				to = from + i
			}
			b := pyValueRef(code[from:to], from, spans, held)
			if b == "" {
				continue
			}
			targets := code[m[2]:m[3]]
			if m[4] >= 0 && pyIdent.Get().MatchString(strings.TrimSpace(code[m[4]:m[5]])) {
				targets += "," + code[m[4]:m[5]]
			}
			for _, n := range strings.Split(targets, ",") {
				n = strings.TrimLeft(strings.TrimSpace(n), "*")
				n = n[strings.LastIndexByte(n, '.')+1:]
				if n == "" {
					continue
				}
				if _, ok := held[n]; !ok {
					held[n], changed = b, true
				}
			}
		}
	}
	var names []string
	for a := range held {
		if !slices.Contains(pyCodeBuiltins, a) {
			names = append(names, regexp.QuoteMeta(a))
		}
	}
	if len(names) == 0 {
		return code
	}
	slices.Sort(names)
	alt := strings.Join(names, "|")
	// A call of the name, also as an attribute (sys.r(x), K.run(x)) or
	// in parentheses ((run)(x)); a reference that hands it on as a value
	// (getattr(e, '__call__'), map(e, xs), SimpleNamespace(r=e)).
	call := regexp.MustCompile(`(?:^|[^\w])(` + alt + `)(?:\s*\))?\s*(?:\.\s*__call__\s*)?\(`)
	value := regexp.MustCompile(`(?:\bgetattr\s*\(|[(,]|\w\s*=)\s*(` + alt + `)\s*[,)]`)
	var sb strings.Builder
	last := 0
	ms := call.FindAllStringSubmatchIndex(code, -1)
	for _, m := range value.FindAllStringSubmatchIndex(code, -1) {
		m[1] = -1 // a value: the name alone is written again
		ms = append(ms, m)
	}
	slices.SortFunc(ms, func(a, b []int) int { return a[2] - b[2] })
	for _, m := range ms {
		b := held[code[m[2]:m[3]]]
		if m[2] < last || inSpans(m[2], spans) || pyDefines(code[:m[2]]) || pyWrapsBuiltin(code, m[2], b) {
			continue
		}
		if m[1] < 0 {
			sb.WriteString(code[last:m[2]])
			sb.WriteString(b)
			last = m[3]
			continue
		}
		if m[2] > 0 && code[m[2]-1] == '.' {
			// An attribute's call is the builtin's call: the object
			// before it is dropped from the text read.
			sb.WriteString(code[last : m[2]-1])
			sb.WriteByte(' ')
		} else {
			sb.WriteString(code[last:m[2]])
		}
		sb.WriteString(b)
		sb.WriteByte('(')
		last = m[1]
	}
	if last == 0 {
		return code
	}
	sb.WriteString(code[last:])
	return sb.String()
}

// pyValueRef returns the builtin held by a name of held that rhs (at
// offset off of the code) uses as a value rather than calls, or "".
func pyValueRef(rhs string, off int, spans [][2]int, held map[string]string) string {
	for i := 0; i < len(rhs); i++ {
		if !isIdent(rhs[i]) || i > 0 && (isIdent(rhs[i-1]) || rhs[i-1] == '.') {
			continue
		}
		j := i
		for j < len(rhs) && isIdent(rhs[j]) {
			j++
		}
		name := rhs[i:j]
		b, ok := held[name]
		if ok && !inSpans(off+i, spans) && !strings.HasPrefix(strings.TrimLeft(rhs[j:], " \t"), "(") {
			return b
		}
		i = j - 1
	}
	return ""
}

// pyWrapsBuiltin reports whether the call at is in a wrapper put in b's
// place (eval = lambda c, *a: orig_eval(c, *a), or a def assigned to
// eval), which calls b's original only when the wrapper is called as b,
// and runs nothing by itself.
func pyWrapsBuiltin(code string, at int, b string) bool {
	before := code[:at]
	stmt := before[strings.LastIndexAny(before, ";\n")+1:]
	m := pyWrapper.Get().FindStringSubmatch(stmt)
	if m != nil && m[1] == b {
		return true
	}
	return pyInWrapperDef(code, at, b)
}

// pyInWrapperDef reports whether the end of before lies in the body of a
// function that the code puts in b's place (def debug_eval(...): ...
// orig_eval(...) ...; eval = debug_eval).
func pyInWrapperDef(code string, at int, b string) bool {
	before := code[:at]
	defs := pyDefLine.Get().FindAllStringSubmatchIndex(before, -1)
	if len(defs) == 0 {
		return false
	}
	d := defs[len(defs)-1]
	indent, name := before[d[2]:d[3]], before[d[4]:d[5]]
	// Each line after the def's is indented deeper, or the call is not
	// in its body.
	for _, line := range strings.Split(before[d[1]:], "\n")[1:] {
		if strings.TrimSpace(line) != "" && len(line)-len(strings.TrimLeft(line, " \t")) <= len(indent) {
			return false
		}
	}
	assign := regexp.MustCompile(`(?:^|[;\n])[ \t]*` + regexp.QuoteMeta(b) + `[ \t]*=[ \t]*` + regexp.QuoteMeta(name) + `[ \t]*(?:$|[;\n])`)
	return assign.MatchString(code)
}

var (
	pyIdent   = &lazy.Regexp{Src: `^[A-Za-z_]\w*$`}
	pyWrapper = &lazy.Regexp{Src: `^\s*([A-Za-z_]\w*)\s*=\s*lambda\b[^:]*:`}
	pyDefLine = &lazy.Regexp{Src: `(?m)^([ \t]*)def\s+([A-Za-z_]\w*)\s*\(.*$`}
)

// pyDefines reports whether code before a name ends in def or class:
// the name is being defined, not called.
func pyDefines(before string) bool {
	t := strings.TrimRight(before, " \t")
	return strings.HasSuffix(t, "def") || strings.HasSuffix(t, "class")
}
