package report

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// oneLine returns s on one line and safe to print on a terminal. Text with
// a newline, a control or invisible format character (bidi overrides,
// zero-width spaces) or invalid UTF-8 is written as a bash $'...' string,
// so that what a person reads is what ran and no escape sequence reaches
// the terminal.
func oneLine(s string) string {
	if utf8.ValidString(s) && !strings.ContainsFunc(s, unsafeRune) {
		return s
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
		case unsafeRune(c) && c < 0x80:
			fmt.Fprintf(&b, `\x%02x`, c)
		case unsafeRune(c):
			fmt.Fprintf(&b, `\u%04x`, c)
		default:
			b.WriteRune(c)
		}
		i += size
	}
	b.WriteString("'")
	return b.String()
}

func unsafeRune(c rune) bool {
	return unicode.IsControl(c) || unicode.Is(unicode.Cf, c)
}

// clip shortens s to n runes, marking the cut with an ellipsis.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// pad clips s to n runes and pads it with spaces to n.
func pad(s string, n int) string {
	s = clip(s, n)
	return s + strings.Repeat(" ", n-utf8.RuneCountInString(s))
}

// mdCode writes s as Markdown inline code, on one line, with a fence of
// backticks longer than any run inside it.
func mdCode(s string) string {
	s = oneLine(s)
	longest, run := 0, 0
	for _, c := range s {
		if c == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	fence := strings.Repeat("`", longest+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		s = " " + s + " "
	}
	return fence + s + fence
}

// orDash is s, or "-" when it is empty.
func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
