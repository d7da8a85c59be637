package shim

import (
	"strings"

	"gatesh/safetext"
)

// safeText returns s as it may be printed to a person's terminal, and
// whether it had to be escaped; see safetext.Text.
func safeText(s string) (string, bool) { return safetext.Text(s) }

// shown is safeText with a note when the text was escaped.
func shown(s string) string { return safetext.Shown(s) }

// indentLines indents every line after the first, so a multi-line command
// stays readable under its label.
func indentLines(s, indent string) string {
	return strings.ReplaceAll(s, "\n", "\n"+indent)
}
