package inline

import (
	"regexp"
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

// operator.attrgetter and operator.methodcaller reach an attribute by a
// name given as text (Python's docs, "operator"): attrgetter('exec')
// (builtins) is builtins.exec. A name bound to either of them (from
// operator import attrgetter as ag, ag = operator.attrgetter) is that
// function; pyOperatorAliases writes each call of such a name as the
// call of the function it holds, so that what it is given is read as
// the plain call's is.

// pyOperatorAlias finds a name bound to attrgetter or methodcaller: an
// import as, or a plain assignment of the function itself.
var pyOperatorAlias = &lazy.Regexp{Src: `\b(?:attrgetter|methodcaller)\s+as\s+([A-Za-z_]\w*)|(?:^|[^\w.=!<>])([A-Za-z_]\w*)\s*=\s*(?:operator\s*\.\s*)?(attrgetter|methodcaller)\s*(?:[;\n)]|$)`}

// pyOperatorImportAs finds which function an import as binds.
var pyOperatorImportAs = &lazy.Regexp{Src: `\b(attrgetter|methodcaller)\s+as\s+([A-Za-z_]\w*)`}

// pyOperatorAliases returns code with each call of a name bound to
// attrgetter or methodcaller written as the call of that function, or
// code itself when there is none.
func pyOperatorAliases(code string) string {
	if !strings.Contains(code, "attrgetter") && !strings.Contains(code, "methodcaller") {
		return code
	}
	spans := pyLiteralSpans(code)
	held := map[string]string{}
	for _, m := range pyOperatorImportAs.Get().FindAllStringSubmatchIndex(code, -1) {
		if !inSpans(m[0], spans) {
			held[code[m[4]:m[5]]] = code[m[2]:m[3]]
		}
	}
	for _, m := range pyOperatorAlias.Get().FindAllStringSubmatchIndex(code, -1) {
		if m[4] >= 0 && !inSpans(m[4], spans) {
			held[code[m[4]:m[5]]] = code[m[6]:m[7]]
		}
	}
	delete(held, "attrgetter")
	delete(held, "methodcaller")
	if len(held) == 0 {
		return code
	}
	var names []string
	for a := range held {
		names = append(names, regexp.QuoteMeta(a))
	}
	slices.Sort(names)
	call := regexp.MustCompile(`(?:^|[^\w.])(` + strings.Join(names, "|") + `)\s*\(`)
	var sb strings.Builder
	last := 0
	for _, m := range call.FindAllStringSubmatchIndex(code, -1) {
		if inSpans(m[2], spans) {
			continue
		}
		sb.WriteString(code[last:m[2]])
		sb.WriteString(held[code[m[2]:m[3]]])
		last = m[3]
	}
	if last == 0 {
		return code
	}
	sb.WriteString(code[last:])
	return sb.String()
}
