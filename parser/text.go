package parser

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// srcOf returns the text of a field and, when the word is a plain or
// single-quoted literal, its exact offset.
func (p *parser) srcOf(fr *frame, f field, from string) textSrc {
	src := textSrc{text: f.Value, from: from, span: f.Span, dynamic: f.Dynamic}
	if f.raw == nil || f.Dynamic {
		return src
	}
	if len(f.raw.Parts) > 1 {
		if text, offs, ok := decodeWithOffsets(f.raw); ok && text == f.Value {
			src.exact, src.offs = true, offs
		}
		return src
	}
	switch x := f.raw.Parts[0].(type) {
	case *syntax.Lit:
		if strings.IndexByte(x.Value, '\\') < 0 {
			src.exact, src.base = true, int(x.Pos().Offset())
		}
	case *syntax.SglQuoted:
		if !x.Dollar {
			src.exact, src.base = true, int(x.Pos().Offset())+1
		}
	case *syntax.DblQuoted:
		if len(x.Parts) == 1 && !x.Dollar {
			if l, ok := x.Parts[0].(*syntax.Lit); ok && strings.IndexByte(l.Value, '\\') < 0 {
				src.exact, src.base = true, int(l.Pos().Offset())
			}
		}
	}
	return src
}

// decodeWithOffsets removes the quotes of a word made of literal parts
// and records, for each byte of the result, its offset in the frame text.
func decodeWithOffsets(w *syntax.Word) (string, []int, bool) {
	var sb strings.Builder
	var offs []int
	put := func(c byte, o int) {
		sb.WriteByte(c)
		offs = append(offs, o)
	}
	unescape := func(v string, base int, escapable string) {
		for i := 0; i < len(v); i++ {
			if v[i] == '\\' && i+1 < len(v) {
				if v[i+1] == '\n' {
					i++
					continue
				}
				if escapable == "" || strings.IndexByte(escapable, v[i+1]) >= 0 {
					i++
				}
			}
			put(v[i], base+i)
		}
	}
	for _, part := range w.Parts {
		switch x := part.(type) {
		case *syntax.Lit:
			unescape(x.Value, int(x.Pos().Offset()), "")
		case *syntax.SglQuoted:
			if x.Dollar {
				return "", nil, false
			}
			base := int(x.Pos().Offset()) + 1
			for i := 0; i < len(x.Value); i++ {
				put(x.Value[i], base+i)
			}
		case *syntax.DblQuoted:
			if x.Dollar {
				return "", nil, false
			}
			for _, in := range x.Parts {
				l, ok := in.(*syntax.Lit)
				if !ok {
					return "", nil, false
				}
				unescape(l.Value, int(l.Pos().Offset()), "$`\"\\")
			}
		default:
			return "", nil, false
		}
	}
	return sb.String(), offs, true
}

// joinSrc joins fields with spaces, as eval and ssh do.
func (p *parser) joinSrc(fr *frame, fs []field, from string) (textSrc, bool) {
	if len(fs) == 1 {
		return p.srcOf(fr, fs[0], from), !fs[0].Dynamic
	}
	vals := make([]string, len(fs))
	known := true
	for i, f := range fs {
		vals[i] = f.Value
		known = known && !f.Dynamic
	}
	span := fs[0].Span
	if len(fs) > 0 {
		span.End = fs[len(fs)-1].Span.End
		if span.End < span.Start {
			span.End = span.Start
		}
	}
	return textSrc{text: strings.Join(vals, " "), from: from, span: span, dynamic: !known}, known
}
