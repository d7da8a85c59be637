package parser

import (
	"path"
	"slices"
	"strings"
)

// noteWritten records what a command writes to a file with >, when the
// text is known, and forgets files written with text not known.
func (p *parser) noteWritten(c *Command, out *textSrc) {
	note := func(target Word, appends bool, span Span) {
		if target.Dynamic {
			return
		}
		name := path.Clean(target.Value)
		if out == nil || appends || len(p.written) >= maxVars {
			delete(p.written, name)
			return
		}
		src := *out
		src.exact, src.offs, src.span = false, nil, span
		p.written[name] = src
	}
	for _, r := range c.Redirs {
		if r.Op != ">" && r.Op != ">|" && r.Op != ">>" || r.Fd != "" && r.Fd != "1" {
			continue
		}
		note(r.Target, r.Op == ">>", r.Span)
	}
	if c.Name == "tee" {
		// tee writes its input, which is also its output, to each file.
		appends := slices.ContainsFunc(c.Args, func(a Word) bool {
			return a.Value == "--append" || len(a.Value) > 1 && a.Value[0] == '-' && a.Value[1] != '-' && strings.Contains(a.Value, "a")
		})
		for _, a := range c.Args {
			if !strings.HasPrefix(a.Value, "-") {
				note(a, appends, a.Span)
			}
		}
	}
}

// runWritten parses a script file the same script wrote earlier with
// known text; it reports whether it did.
func (p *parser) runWritten(fr *frame, u *unwrap, in cmdIn, f field, wrapper string) bool {
	src, ok := p.written[path.Clean(f.Value)]
	if !ok || f.Dynamic {
		return false
	}
	p.runText(fr, u, in, &src, wrapper, f)
	return true
}
