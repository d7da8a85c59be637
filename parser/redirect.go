package parser

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// redirects evaluates redirections and returns the text fed to stdin by a
// heredoc or here-string, when there is one.
func (p *parser) redirects(fr *frame, rs []*syntax.Redirect) ([]Redirect, *textSrc) {
	var out []Redirect
	var stdin *textSrc
	for _, r := range rs {
		rd := Redirect{Op: r.Op.String(), Span: fr.span(r)}
		if r.N != nil {
			rd.Fd = r.N.Value
			if name, ok := strings.CutPrefix(r.N.Value, "{"); ok {
				// {NAME}>file stores the descriptor's number in NAME.
				name = strings.TrimSuffix(name, "}")
				delete(p.vars, name)
				p.noteAssigned(name)
				p.hiddenAssign(name, "$(fd)", rd.Span)
			}
		}
		toStdin := r.N == nil || r.N.Value == "0"
		switch r.Op {
		case syntax.Hdoc, syntax.DashHdoc:
			src := p.heredoc(fr, r)
			rd.Target = Word{Value: src.text, Dynamic: src.dynamic, Span: src.span}
			if toStdin {
				stdin = &src
			}
		case syntax.WordHdoc:
			fs := p.fields(fr, r.Word)
			if len(fs) > 0 {
				rd.Target = fs[0].Word
				if toStdin {
					// Not known statically: a shell or interpreter
					// reading it runs unknown text.
					src := p.srcOf(fr, fs[0], "herestring")
					src.text += "\n"
					stdin = &src
				}
			}
		default:
			fs := p.fields(fr, r.Word)
			if len(fs) > 0 {
				rd.Target = fs[0].Word
				unknown := &textSrc{text: "$(...)", from: "redirect", span: rd.Span, dynamic: true}
				switch {
				case !toStdin || r.Op != syntax.RdrIn && r.Op != syntax.RdrInOut && r.Op != syntax.DplIn:
				case fs[0].sub != nil && r.Op == syntax.RdrIn:
					// < <(cmd): the input is what cmd prints.
					stdin = unknown
					if out := fs[0].sub.stdout; out != nil && (!out.dynamic || out.file) {
						src := *out
						stdin = &src
					}
				case unknownInput(r.Op, fs[0].Word), p.fifos[path.Clean(fs[0].Value)]:
					// A socket, another descriptor or a named pipe: a
					// shell reading it runs text nobody has read.
					stdin = unknown
				}
			}
		}
		out = append(out, rd)
	}
	return out, stdin
}

// unknownInput reports whether an input redirection reads what the
// script cannot know: a network socket, another descriptor, or a
// descriptor path other than standard input.
func unknownInput(op syntax.RedirOperator, target Word) bool {
	v := path.Clean(target.Value)
	switch op {
	case syntax.RdrIn, syntax.RdrInOut:
		if fd, stdin := descriptorPath(v); fd {
			return !stdin
		}
		return strings.HasPrefix(v, "/dev/tcp/") || strings.HasPrefix(v, "/dev/udp/")
	case syntax.DplIn:
		return target.Value != "0" && target.Value != "-"
	}
	return false
}

func quotedDelim(w *syntax.Word) bool {
	if w == nil {
		return false
	}
	for _, part := range w.Parts {
		switch x := part.(type) {
		case *syntax.SglQuoted, *syntax.DblQuoted:
			return true
		case *syntax.Lit:
			if strings.IndexByte(x.Value, '\\') >= 0 {
				return true
			}
		}
	}
	return false
}

// heredoc returns the body of a heredoc with expansions resolved as far
// as possible.
func (p *parser) heredoc(fr *frame, r *syntax.Redirect) textSrc {
	span := fr.span(r)
	if r.Hdoc == nil || len(r.Hdoc.Parts) == 0 {
		return textSrc{from: "heredoc", span: span, exact: false}
	}
	span = fr.span(r.Hdoc)
	if quotedDelim(r.Word) {
		var sb strings.Builder
		for _, part := range r.Hdoc.Parts {
			if l, ok := part.(*syntax.Lit); ok {
				sb.WriteString(l.Value)
			}
		}
		return textSrc{text: sb.String(), from: "heredoc", exact: true, base: int(r.Hdoc.Pos().Offset()), span: span}
	}
	if l, ok := r.Hdoc.Parts[0].(*syntax.Lit); ok && len(r.Hdoc.Parts) == 1 {
		if strings.IndexByte(l.Value, '\\') < 0 {
			return textSrc{text: l.Value, from: "heredoc", exact: true, base: int(l.Pos().Offset()), span: span}
		}
		return textSrc{text: unescapeHeredoc(l.Value), from: "heredoc", span: span}
	}
	var sb strings.Builder
	dynamic := false
	for _, part := range r.Hdoc.Parts {
		if l, ok := part.(*syntax.Lit); ok {
			sb.WriteString(unescapeHeredoc(l.Value))
			continue
		}
		v, kind := p.quotedPart(fr, part)
		sb.WriteString(v)
		dynamic = dynamic || kind != dynNone
	}
	return textSrc{text: sb.String(), from: "heredoc", span: span, dynamic: dynamic}
}
