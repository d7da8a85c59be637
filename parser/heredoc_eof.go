package parser

import (
	"errors"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// maxOpenHeredocs bounds the heredocs one text may leave open at its end.
const maxOpenHeredocs = 8

// closeHeredocs parses text as bash runs it when a heredoc has no line
// that ends it: bash warns ("here-document delimited by end-of-file")
// and takes the rest of the text as its body. It adds the missing
// delimiter lines and parses again; ok is false when err is not about
// such a heredoc, or when the text still does not parse once they are
// closed (a heredoc left open inside $(...) or { ...}): that stays the
// parse error it was.
func (p *parser) closeHeredocs(text string, err error) (f *syntax.File, ok bool) {
	closed := text
	for range maxOpenHeredocs {
		delim, open := openHeredoc(err)
		if !open {
			return nil, false
		}
		if !strings.HasSuffix(closed, "\n") {
			closed += "\n"
		}
		closed += delim
		if f, err = p.sp.Parse(strings.NewReader(closed), ""); err == nil {
			return f, true
		}
	}
	return nil, false
}

// openHeredoc returns the delimiter of the heredoc err says runs to the
// end of the text.
func openHeredoc(err error) (string, bool) {
	var pe syntax.ParseError
	if !errors.As(err, &pe) {
		return "", false
	}
	const pre, post = "unclosed here-document `", "`"
	if !strings.HasPrefix(pe.Text, pre) || !strings.HasSuffix(pe.Text, post) || len(pe.Text) <= len(pre)+len(post) {
		return "", false
	}
	delim := pe.Text[len(pre) : len(pe.Text)-len(post)]
	return delim, !strings.Contains(delim, "\n")
}
