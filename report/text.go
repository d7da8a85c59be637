package report

import (
	"strings"
	"unicode/utf8"

	"gatesh/termtext"
)

// oneLine returns s on one line and safe to print on a terminal: see
// termtext.Escape.
func oneLine(s string) string {
	t, _ := termtext.Escape(s, true)
	return t
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
