package rules

import (
	"slices"

	"gatesh/internal/lazy"
)

// keyNamePattern is a search pattern that matches the name of a KEY=VALUE
// line and the = after it, from the start of the line, and nothing of the
// value: ^[A-Z_]+=, ^[A-Z0-9_]*= (the BRE's \+ too). Capitals, digits and
// underscores only: a line of a key's text (base64) holds small letters.
var keyNamePattern = &lazy.Regexp{Src: `^\^\[(A-Z|0-9|_)+\](\+|\*|\\\+)=$`}

// namesOnlySearch reports whether a grep prints only the names of the
// settings a file holds: grep -o (--only-matching prints "only the matched
// (non-empty) parts of a matching line", GNU grep's manual) with patterns
// that each match a name and its = at the start of a line. An option that
// prints other lines (-v, context), folds case, or reads its patterns from
// a file is not this form.
func namesOnlySearch(v *cmdView) bool {
	if name := v.cmd.Name; name != "grep" && name != "egrep" {
		return false
	}
	if _, ok := v.findFlag([]string{"-o", "--only-matching"}); !ok {
		return false
	}
	var patterns []string
	for _, f := range v.flags {
		switch {
		case slices.Contains([]string{"-o", "--only-matching", "-E", "--extended-regexp", "-G", "--basic-regexp", "-h", "--no-filename", "-H", "--with-filename", "-n", "--line-number", "-s", "--no-messages"}, f.name):
		case f.pattern && !f.dynamic && (f.name == "-e" || f.name == "--regexp"):
			patterns = append(patterns, f.value)
		default:
			return false
		}
	}
	if v.patternIdx >= 0 && v.patternIdx < len(v.pos) {
		w := v.pos[v.patternIdx]
		if w.Dynamic {
			return false
		}
		patterns = append(patterns, w.Value)
	}
	if len(patterns) == 0 {
		return false
	}
	for _, p := range patterns {
		if !keyNamePattern.Get().MatchString(p) {
			return false
		}
	}
	return true
}
