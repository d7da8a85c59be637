package rules_test

import (
	"bytes"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"

	"gatesh/parser"
	"gatesh/rules"
)

// FuzzClassify checks the classifier at its boundary: no panic, a verdict
// that agrees with the tier, unparseable input held, and the same verdict
// for a script and its printed, reparsed form. The seeds in
// testdata/fuzz/FuzzClassify run as an ordinary test.
func FuzzClassify(f *testing.F) {
	seeds, err := filepath.Glob(filepath.Join("testdata", "fuzz", "FuzzClassify", "*"))
	if err != nil || len(seeds) == 0 {
		f.Fatalf("the seed corpus testdata/fuzz/FuzzClassify is empty (%v)", err)
	}
	set := rules.Default()
	f.Fuzz(func(t *testing.T, text string) {
		d := set.Classify(text)
		switch {
		case d.Tier == rules.Red && d.Verdict == rules.AutoPass:
			t.Fatalf("%q: red but auto_pass", text)
		case d.Tier != rules.Red && d.Verdict != rules.AutoPass:
			t.Fatalf("%q: %v but %s", text, d.Tier, d.Verdict)
		}
		file, err := bashParse(text)
		if err != nil {
			if d.Verdict == rules.AutoPass {
				t.Fatalf("%q does not parse (%v) but passes: %+v", text, err, d.Hits)
			}
			return
		}
		var buf bytes.Buffer
		if syntax.NewPrinter().Print(&buf, file) != nil {
			return
		}
		printed := buf.String()
		if !slices.Equal(commands(text), commands(printed)) {
			return // the printer changed the script itself (it drops a \v word, say)
		}
		// Printing may make a command easier to see, never hide one: a
		// held script must not pass once printed.
		if d.Verdict != rules.AutoPass && set.Classify(printed).Verdict == rules.AutoPass {
			t.Fatalf("%q is %s, but its printed form %q passes", text, d.Verdict, printed)
		}
	})
}

// bashParse parses text as bash reads it: a heredoc with no line that
// ends it runs to the end of the text (bash warns and runs it), so its
// delimiter line is added, at most a few times.
func bashParse(text string) (*syntax.File, error) {
	p := syntax.NewParser(syntax.Variant(syntax.LangBash))
	file, err := p.Parse(strings.NewReader(text), "")
	const pre = "unclosed here-document `"
	for range 8 {
		var pe syntax.ParseError
		if !errors.As(err, &pe) || !strings.HasPrefix(pe.Text, pre) {
			break
		}
		delim := strings.TrimSuffix(strings.TrimPrefix(pe.Text, pre), "`")
		if !strings.HasSuffix(text, "\n") {
			text += "\n"
		}
		text += delim
		file, err = p.Parse(strings.NewReader(text), "")
	}
	return file, err
}

// commands is the parser's view of a script, as text, with its problems.
func commands(text string) []string {
	sc := parser.Parse(text, parser.Options{})
	var out []string
	for _, c := range sc.Commands {
		out = append(out, c.String())
	}
	for _, p := range sc.Problems {
		out = append(out, "problem:"+p.Kind)
	}
	return out
}
