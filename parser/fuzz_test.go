package parser

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

// FuzzParse checks the parser at its boundary: no panic, unparseable input
// is a parse_error, and the commands found survive a print-and-reparse.
func FuzzParse(f *testing.F) {
	seeds, err := filepath.Glob(filepath.Join("testdata", "fuzz", "FuzzParse", "*"))
	if err != nil || len(seeds) == 0 {
		f.Fatalf("the seed corpus testdata/fuzz/FuzzParse is empty (%v)", err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s := Parse(text, Options{})
		for _, p := range s.Problems {
			if strings.HasPrefix(p.Msg, "internal error") {
				t.Fatalf("%q: %s", text, p.Msg)
			}
			if p.Span.Start < 0 || p.Span.End < p.Span.Start || p.Span.End > len(text) {
				t.Fatalf("%q: problem span %v out of range", text, p.Span)
			}
		}
		for _, c := range s.Commands {
			if c.Span.Start < 0 || c.Span.End < c.Span.Start || c.Span.End > len(text) {
				t.Fatalf("%q: command %q span %v out of range", text, c, c.Span)
			}
		}
		file, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(text), "")
		if err != nil {
			// A heredoc left open runs to the end of the text, as bash
			// reads it: that text parses, and is no parse error.
			if closed, ok := (&parser{sp: syntax.NewParser(syntax.Variant(syntax.LangBash))}).closeHeredocs(text, err); ok {
				file, err = closed, nil
			}
		}
		if err != nil {
			if !slices.Contains(kinds(s), "parse_error") {
				t.Fatalf("%q: unparseable (%v) but no parse_error: %+v", text, err, s.Problems)
			}
			return
		}
		var buf bytes.Buffer
		if err := syntax.NewPrinter().Print(&buf, file); err != nil {
			return
		}
		printed, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(bytes.NewReader(buf.Bytes()), "")
		if err != nil || !slices.Equal(shape(file), shape(printed)) {
			return // the printer changed the tree itself; nothing to compare
		}
		again := Parse(buf.String(), Options{})
		if !slices.Equal(views(s), views(again)) {
			t.Fatalf("%q printed as %q changes the commands:\n%q\n%q", text, buf.String(), views(s), views(again))
		}
		if !slices.Equal(kinds(s), kinds(again)) {
			t.Fatalf("%q: problems change after print: %q %q", text, kinds(s), kinds(again))
		}
	})
}

// views are the commands with their wrappers and context, for comparison.
func views(s *Script) []string {
	out := make([]string, len(s.Commands))
	for i, c := range s.Commands {
		out[i] = fmt.Sprintf("%s ctx=%b", c, c.Context)
	}
	return out
}

// shape lists the node types and literal values of a tree, without
// positions, to tell whether printing kept the tree.
func shape(n syntax.Node) []string {
	var out []string
	syntax.Walk(n, func(n syntax.Node) bool {
		if n == nil {
			return true
		}
		switch x := n.(type) {
		case *syntax.Lit:
			out = append(out, "lit:"+x.Value)
		case *syntax.SglQuoted:
			out = append(out, "sgl:"+x.Value)
		case *syntax.Comment:
			return false
		default:
			out = append(out, fmt.Sprintf("%T", n))
		}
		return true
	})
	return out
}
