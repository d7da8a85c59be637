package parser

import (
	"fmt"
	"regexp"
	"strings"

	"gatesh/internal/lazy"
)

// A file written with a heredoc whose delimiter is not quoted
// (cat > README.md <<EOF) has its text expanded by the shell: a
// backquote or "$(" in it starts a command. When that text does not
// parse, the whole command is held, and the agent is told which
// heredoc, at which line, and how to write the text as it is.

// heredocOp matches a heredoc operator and its delimiter, quoted or not.
var heredocOp = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`<<(-?)[ \t]*(?:'([^'\n]+)'|"([^"\n]+)"|\\?([A-Za-z0-9_.-]+))`)
}}

// heredocTarget matches what a line that opens a heredoc writes to: a
// redirection's file or tee's.
var heredocTarget = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`(?:^|[^<>&0-9])[0-9]?>>?\|?[ \t]*([^ \t<>;&|()]+)|\btee[ \t]+(?:-a[ \t]+)?([^ \t<>;&|()-][^ \t<>;&|()]*)`)
}}

type heredoc struct {
	delim    string
	quoted   bool
	target   string // the file the line writes, "" when none is seen
	opLine   int    // the line of the operator, from 1
	first    int    // the body's first line
	last     int    // its last line; 0 when no line ends it
	stripTab bool
}

// heredocs lists the heredocs of text by their lines, as far as a line
// scan can tell them (it does not parse the rest of the shell).
func heredocs(text string) []heredoc {
	lines := strings.Split(text, "\n")
	var out []heredoc
	for i := 0; i < len(lines); i++ {
		if !strings.Contains(lines[i], "<<") {
			continue
		}
		var opened []heredoc
		for _, m := range heredocOp.Get().FindAllStringSubmatchIndex(lines[i], -1) {
			if m[0] > 0 && lines[i][m[0]-1] == '<' || m[1] < len(lines[i]) && lines[i][m[1]-1] == '<' {
				continue // <<<, a here-string
			}
			sub := func(k int) string {
				if m[2*k] < 0 {
					return ""
				}
				return lines[i][m[2*k]:m[2*k+1]]
			}
			h := heredoc{stripTab: sub(1) == "-", opLine: i + 1}
			switch {
			case sub(2) != "":
				h.delim, h.quoted = sub(2), true
			case sub(3) != "":
				h.delim, h.quoted = sub(3), true
			default:
				h.delim = sub(4)
				h.quoted = strings.HasPrefix(lines[i][m[2*4]-1:], `\`)
			}
			if t := heredocTarget.Get().FindStringSubmatch(lines[i]); t != nil {
				h.target = t[1] + t[2]
			}
			opened = append(opened, h)
		}
		// The bodies follow one another, from the next line.
		for _, h := range opened {
			h.first = i + 2
			for i++; i < len(lines); i++ {
				l := lines[i]
				if h.stripTab {
					l = strings.TrimLeft(l, "\t")
				}
				if l == h.delim {
					h.last = i // the line before the delimiter, from 1
					break
				}
			}
			out = append(out, h)
		}
	}
	return out
}

// heredocParseError explains a parse error at line of text when the line
// is in the body of a heredoc, or the heredoc never ends; ok is false
// otherwise.
func heredocParseError(text string, line int, err string) (string, bool) {
	if !strings.Contains(text, "<<") {
		return "", false
	}
	for _, h := range heredocs(text) {
		unclosed := h.last == 0
		if line < h.first && !(unclosed && line >= h.opLine) || !unclosed && line > h.last {
			continue
		}
		what := fmt.Sprintf("the heredoc <<%s that starts on line %d", h.delim, h.opLine)
		if h.target != "" {
			what = fmt.Sprintf("the heredoc <<%s that writes %s (line %d)", h.delim, h.target, h.opLine)
		}
		if unclosed {
			return fmt.Sprintf("%s has no line %q that ends it, so its text runs to the end and cannot be parsed (%s)", what, h.delim, err), true
		}
		if h.quoted {
			return fmt.Sprintf("the text of %s could not be parsed at line %d (%s)", what, line, err), true
		}
		return fmt.Sprintf("the text of %s could not be parsed at line %d (%s): its delimiter is not quoted, so the shell expands $, ` and \\ in it. To write the text as it is, quote the delimiter: <<'%s'", what, line, err, h.delim), true
	}
	return "", false
}
