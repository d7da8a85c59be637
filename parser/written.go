package parser

import (
	"path"
	"slices"
	"strings"
)

// noteWritten records what a command writes to a file with >, when the
// text is known, and forgets files written with text not known. A file
// appended to is known only when all of it was written here; otherwise
// running it runs text gatesh has not read (echo x >> setup.sh; bash
// setup.sh), which is recorded as such.
func (p *parser) noteWritten(c *Command, out *textSrc) {
	note := func(target Word, appends bool, span Span) {
		if target.Dynamic {
			return
		}
		name := path.Clean(target.Value)
		prev, known := p.written[name]
		switch {
		case len(p.written) >= maxVars && !known:
		case appends && (out == nil || !known || prev.dynamic || out.dynamic):
			// The known tail is kept for what reads a file in parts
			// (a makefile's recipes); the whole is not known.
			tail := ""
			if out != nil && !out.dynamic {
				tail = prev.text + out.text
			}
			p.written[name] = textSrc{dynamic: true, span: span, text: tail}
		case out == nil:
			delete(p.written, name)
		default:
			src := *out
			if appends {
				src.text = prev.text + out.text
			}
			src.exact, src.offs, src.span = false, nil, span
			p.written[name] = src
		}
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
