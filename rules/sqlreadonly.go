package rules

import (
	"slices"

	"gatesh/parser"
)

// readOnlySQL reports whether every payload of the command is SQL written
// on its command line, known statically, that only reads; the span is the
// first. It is what `sql = ["read_only"]` asks: a rule that lets a read
// through (under sudo -u postgres, say) must see all of the SQL, so a
// second -c, a variable, a heredoc or a pipe the text of which may change
// at run time does not qualify.
func readOnlySQL(v *cmdView) (parser.Span, bool) {
	n := v.payloads()
	if n == 0 || v.cmd.MoreArgs || slices.ContainsFunc(v.cmd.Args, func(w parser.Word) bool { return w.Dynamic }) {
		return parser.Span{}, false
	}
	for i := range n {
		p := v.payload(i)
		if p.Lang != "sql" || (p.From != "arg" && p.From != "flag") || !v.payloadSQL(i).ReadOnly() {
			return parser.Span{}, false
		}
	}
	return v.payload(0).Span, true
}
