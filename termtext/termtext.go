package termtext

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Escape returns s as it may be printed to a terminal, and whether it had
// to be escaped. Text with invalid UTF-8, control characters or characters
// a person cannot see for what they are is written as a bash $'...'
// string, so that what the person reads is what would run and no escape
// sequence reaches the terminal. Newlines and tabs are left as they are
// unless oneLine is set: then they are escaped too, and the result is
// always a single line.
func Escape(s string, oneLine bool) (string, bool) {
	if utf8.ValidString(s) && !hasUnseen(s, oneLine) {
		return s, false
	}
	var b strings.Builder
	b.WriteString("$'")
	prev := rune(-1)
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
		case unseen(prev, c, s[i+size:], oneLine) && c < 0x80:
			fmt.Fprintf(&b, `\x%02x`, c)
		case unseen(prev, c, s[i+size:], oneLine) && c > 0xffff:
			// bash's \u takes at most four digits.
			fmt.Fprintf(&b, `\U%08x`, c)
		case unseen(prev, c, s[i+size:], oneLine):
			fmt.Fprintf(&b, `\u%04x`, c)
		default:
			b.WriteRune(c)
		}
		prev = c
		i += size
	}
	b.WriteString("'")
	return b.String(), true
}

func hasUnseen(s string, oneLine bool) bool {
	prev := rune(-1)
	for i, c := range s {
		if unseen(prev, c, s[i+utf8.RuneLen(c):], oneLine) {
			return true
		}
		prev = c
	}
	return false
}

// unseen reports whether c, after prev and before rest, is something a
// person reading the text would not see for what it is: a control or
// format character (bidi overrides, zero-width spaces, tags); a line or
// paragraph separator, which a page shows as a line break where bash sees
// none; a space other than the ASCII one, which looks like a word break
// where bash sees a letter; a letter that draws as nothing (the Hangul
// fillers, the Braille blank and the other default-ignorable code
// points); or a variation selector that selects nothing visible (one not
// right after a non-ASCII character, one of a run, or one of the
// supplement's 240, which can carry hidden bytes).
func unseen(prev, c rune, rest string, oneLine bool) bool {
	switch {
	case c == '\n' || c == '\t':
		return oneLine
	case unicode.Is(unicode.Variation_Selector, c):
		next, _ := utf8.DecodeRuneInString(rest)
		return c > 0xffff || prev < 0x80 || unicode.Is(unicode.Variation_Selector, prev) ||
			unicode.Is(unicode.Variation_Selector, next)
	}
	return Invisible(c)
}

// Invisible reports whether c, wherever it stands, may not be seen for
// what it is: a control or format character, a line or paragraph
// separator, a space other than the ASCII one, a letter that draws as
// nothing, or a variation selector. It is wider than what Escape
// escapes, which keeps a variation selector that selects a visible form:
// it is for writers that do not look at the text around a character.
func Invisible(c rune) bool {
	switch {
	case c == ' ':
		return false
	case c < 0x80:
		return unicode.IsControl(c)
	}
	return unicode.IsControl(c) || unicode.In(c, unicode.Cf, unicode.Zl, unicode.Zp, unicode.Zs) ||
		c == '\u2800' || unicode.Is(unicode.Other_Default_Ignorable_Code_Point, c) ||
		unicode.Is(unicode.Variation_Selector, c)
}
