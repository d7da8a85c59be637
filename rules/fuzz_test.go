package rules_test

import (
	"bytes"
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
		file, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(text), "")
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
