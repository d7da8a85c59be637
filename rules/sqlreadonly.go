package rules

import (
	"slices"

	"gatesh/parser"
)

// readOnlySQL reports whether every payload of the command is SQL written
// in the command's own text, known statically, that only reads; the span
// is the first. It is what `sql = ["read_only"]` asks: a rule that lets a
// read through (under sudo -u postgres, say) must see all of the SQL, so
// a second -c, a variable, a heredoc or here-string with a placeholder,
// or a pipe the text of which may change at run time does not qualify. A
// heredoc or here-string with none is the client's whole input, as
// written (sudo -u postgres psql <<'EOF' \l EOF).
func readOnlySQL(v *cmdView) (parser.Span, bool) {
	n := v.payloads()
	if n == 0 || v.cmd.MoreArgs || slices.ContainsFunc(v.cmd.Args, func(w parser.Word) bool { return w.Dynamic }) {
		return parser.Span{}, false
	}
	for i := range n {
		p := v.payload(i)
		written := p.From == "arg" || p.From == "flag" || (p.From == "heredoc" || p.From == "herestring") && !p.Dynamic
		if p.Lang != "sql" || !written || !v.payloadSQL(i).ReadOnly() {
			return parser.Span{}, false
		}
	}
	return v.payload(0).Span, true
}
