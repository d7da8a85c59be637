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
// restore it) is left alone.

// pyCodeBuiltins are the builtins that run or load code given as text.
var pyCodeBuiltins = []string{"exec", "eval", "compile", "execfile", "__import__"}

// pyAssignTargets finds the names an assignment binds (a name, a list of
// names, a walrus or a parameter's default) and where its value starts.
var pyAssignTargets = &lazy.Regexp{Src: `(?:^|[^\w.=!<>:+\-*/%&|^@~])((?:[A-Za-z_]\w*\s*,\s*)*[A-Za-z_]\w*)\s*,?\s*:?=[^=]`}

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
			for _, n := range strings.Split(code[m[2]:m[3]], ",") {
				n = strings.TrimSpace(n)
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
	call := regexp.MustCompile(`(?:^|[^\w.])(` + strings.Join(names, "|") + `)\s*(?:\.\s*__call__\s*)?\(`)
	var sb strings.Builder
	last := 0
	for _, m := range call.FindAllStringSubmatchIndex(code, -1) {
		if inSpans(m[2], spans) || pyDefines(code[:m[2]]) {
			continue
		}
		sb.WriteString(code[last:m[2]])
		sb.WriteString(held[code[m[2]:m[3]]])
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

// pyDefines reports whether code before a name ends in def or class:
// the name is being defined, not called.
func pyDefines(before string) bool {
	t := strings.TrimRight(before, " \t")
	return strings.HasSuffix(t, "def") || strings.HasSuffix(t, "class")
}
