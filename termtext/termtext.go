package termtext

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Escape returns s as it may be printed to a terminal, and whether it had
// to be escaped. Text with invalid UTF-8, control characters or invisible
// format characters (bidi overrides, zero-width spaces) is written as a
// bash $'...' string, so that what the person reads is what would run and
// no escape sequence reaches the terminal. Newlines and tabs are left as
// they are unless oneLine is set: then they are escaped too, and the
// result is always a single line.
func Escape(s string, oneLine bool) (string, bool) {
	unsafe := func(c rune) bool {
		if !oneLine && (c == '\n' || c == '\t') {
			return false
		}
		return unicode.IsControl(c) || unicode.Is(unicode.Cf, c)
	}
	if utf8.ValidString(s) && !strings.ContainsFunc(s, unsafe) {
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
		case unsafe(c) && c < 0x80:
			fmt.Fprintf(&b, `\x%02x`, c)
		case unsafe(c):
			fmt.Fprintf(&b, `\u%04x`, c)
		default:
			b.WriteRune(c)
		}
		i += size
	}
	b.WriteString("'")
	return b.String(), true
}
