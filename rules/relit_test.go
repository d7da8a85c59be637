package rules

import (
	"path/filepath"
	"testing"

	"gatesh/parser"
)

// TestRegexpFilterNeverRulesOutAMatch checks the shortcut before the
// code and search regexps: over the words, option values and inline code
// of every example of the default rules and every corpus command, a text
// that a rule's regexp matches is never ruled out by its literals.
func TestRegexpFilterNeverRulesOutAMatch(t *testing.T) {
	s := Default()
	var texts []string
	var res []filteredRe
	for _, l := range s.rules {
		texts = append(texts, l.spec().Examples...)
		texts = append(texts, l.spec().NotExamples...)
		r, err := l.get()
		if err != nil {
			t.Fatalf("rule %q: %v", l.spec().ID, err)
		}
		code, err := r.codeRegexps()
		if err != nil {
			t.Fatalf("rule %q: %v", r.id, err)
		}
		res = append(res, code...)
		if len(r.searchPattern) > 0 {
			re, err := r.searchRegexp()
			if err != nil {
				t.Fatalf("rule %q: %v", r.id, err)
			}
			res = append(res, re)
		}
	}
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "corpus", "*.jsonl"))
	if len(files) == 0 {
		t.Fatal("no corpus files")
	}
	for _, f := range files {
		texts = append(texts, corpusCommands(t, f)...)
	}
	matched, ruledOut := 0, 0
	for _, text := range texts {
		var words []string
		for _, c := range parser.Parse(text, parser.Options{}).Commands {
			for _, a := range c.Args {
				words = append(words, a.Value)
			}
			for _, p := range c.Payloads {
				words = append(words, p.Text)
			}
		}
		for _, w := range words {
			for _, re := range res {
				switch {
				case re.re.MatchString(w) && !re.filter.MayMatch(w):
					t.Errorf("%q matches %q, which its filter rules out", re.re, w)
				case re.re.MatchString(w):
					matched++
				case !re.filter.MayMatch(w):
					ruledOut++
				}
			}
		}
	}
	if matched == 0 || ruledOut == 0 {
		t.Fatalf("matched %d, ruled out %d: the test exercises nothing", matched, ruledOut)
	}
	t.Logf("%d regexps: %d matches, %d texts ruled out", len(res), matched, ruledOut)
}
