package safetext

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Text returns s as it may be printed to a person's terminal, and
// whether it had to be escaped. Text with invalid UTF-8, control
// characters other than newline and tab, or invisible format characters
// (bidi overrides, zero-width spaces) is written as a bash $'...' string,
// so that what the person reads is what would run and no escape sequence
// reaches the terminal.
func Text(s string) (string, bool) {
	if utf8.ValidString(s) && !strings.ContainsFunc(s, needsEscape) {
		return s, false
	}
	var b strings.Builder
	b.WriteString("$'")
	for i := 0; i < len(s); {
		c, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case c == utf8.RuneError && size <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case c == '\'' || c == '\\':
			b.WriteByte('\\')
			b.WriteRune(c)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\t':
			b.WriteString(`\t`)
		case needsEscape(c) && c < 0x80:
			fmt.Fprintf(&b, `\x%02x`, c)
		case needsEscape(c):
			fmt.Fprintf(&b, `\u%04x`, c)
		default:
			b.WriteRune(c)
		}
		i += size
	}
	b.WriteString("'")
	return b.String(), true
}

func needsEscape(c rune) bool {
	if c == '\n' || c == '\t' {
		return false
	}
	return unicode.IsControl(c) || unicode.Is(unicode.Cf, c)
}

// Shown is Text with a note when the text was escaped.
func Shown(s string) string {
	t, escaped := Text(s)
	if escaped {
		return t + "   (escaped: holds control characters or invalid UTF-8)"
	}
	return t
}
