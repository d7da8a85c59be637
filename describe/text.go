package describe

import (
	"strings"

	"gatesh/termtext"
)

// SafeText returns s as it may be printed to a person's terminal or
// page, and whether it had to be escaped: termtext.Escape, with newlines
// and tabs kept so that a multi-line script reads as written.
func SafeText(s string) (string, bool) { return termtext.Escape(s, false) }

// Shown is SafeText with a note when the text was escaped.
func Shown(s string) string {
	t, escaped := SafeText(s)
	if escaped {
		return t + "   (escaped: holds control or invisible characters, or invalid UTF-8)"
	}
	return t
}

// safeLines makes each line of a description safe to show, whatever
// part of it came from outside (a git error that quotes a branch name, a
// file's contents): control characters, invalid UTF-8 and invisible
// format characters (bidi overrides, zero-width spaces) are escaped.
// Lines already escaped are left as they are.
func safeLines(lines []string) []string {
	for i, l := range lines {
		lines[i], _ = SafeText(l)
	}
	return lines
}

// IndentLines indents every line after the first, so a multi-line command
// stays readable under its label.
func IndentLines(s, indent string) string {
	return strings.ReplaceAll(s, "\n", "\n"+indent)
}
