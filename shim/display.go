package shim

import (
	"strings"

	"gatesh/termtext"
)

// safeText returns s as it may be printed to a person's terminal, and
// whether it had to be escaped: see termtext.Escape. Newlines and tabs
// stay, so a multi-line script reads as written.
func safeText(s string) (string, bool) { return termtext.Escape(s, false) }

// shown is safeText with a note when the text was escaped.
func shown(s string) string {
	t, escaped := safeText(s)
	if escaped {
		return t + "   (escaped: holds control characters or invalid UTF-8)"
	}
	return t
}

// indentLines indents every line after the first, so a multi-line command
// stays readable under its label.
func indentLines(s, indent string) string {
	return strings.ReplaceAll(s, "\n", "\n"+indent)
}
