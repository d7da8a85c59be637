package rules

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gatesh/internal/relit"
	"gatesh/parser"
)

// TestRegexpFilterNeverRulesOutAMatch checks the shortcut before the
// code and search regexps: over the words, option values and inline code
// of every example of the default rules and every corpus command, a text
// that a rule's regexp matches is never ruled out by its literals.
func TestRegexpFilterNeverRulesOutAMatch(t *testing.T) {
	s := Default()
	var texts []string
	type filtered struct {
		re     filteredRe
		filter relit.Filter
	}
	var res []filtered
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
		if len(r.searchPattern) > 0 {
			re, err := r.searchRegexp()
			if err != nil {
				t.Fatalf("rule %q: %v", r.id, err)
			}
			code = append(code, re...)
		}
		for _, re := range code {
			res = append(res, filtered{re, relit.New(re.expr)})
		}
	}
	matched, ruledOut := 0, 0
	for _, w := range ruleWords(t, texts) {
		for _, re := range res {
			switch {
			case re.re.re.MatchString(w) && !re.filter.MayMatch(w):
				t.Errorf("%q matches %q, which its filter rules out", re.re.expr, w)
			case re.re.re.MatchString(w):
				matched++
			case !re.filter.MayMatch(w):
				ruledOut++
			}
		}
	}
	if matched == 0 || ruledOut == 0 {
		t.Fatalf("matched %d, ruled out %d: the test exercises nothing", matched, ruledOut)
	}
	t.Logf("%d regexps: %d matches, %d texts ruled out", len(res), matched, ruledOut)
}

// A rule's regexp takes its filter once it has been used often, and
// answers as the regexp does before and after.
func TestFilteredRegexpWarms(t *testing.T) {
	re, err := compileFiltered(`(?i)secret|token`)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 * warmUses {
		for text, want := range map[string]bool{"a TOKEN": true, "nothing": false, "secrets": true} {
			if got := re.MatchString(text); got != want {
				t.Fatalf("use %d: %q: %v, want %v", i, text, got, want)
			}
		}
	}
	if !re.filter.ready.Load() {
		t.Error("the filter was never built")
	}
}

// ruleWords are the words, option values and inline code of texts (the
// rules' examples) and of every corpus command.
func ruleWords(t *testing.T, texts []string) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "corpus", "*.jsonl"))
	if len(files) == 0 {
		t.Fatal("no corpus files")
	}
	for _, f := range files {
		texts = append(texts, corpusCommands(t, f)...)
	}
	var words []string
	for _, text := range texts {
		for _, c := range parser.Parse(text, parser.Options{}).Commands {
			for _, a := range c.Args {
				words = append(words, a.Value)
			}
			for _, p := range c.Payloads {
				words = append(words, p.Text)
			}
		}
	}
	return words
}

// A rule's search patterns, each with its own literals, match exactly the
// words their one alternation did.
func TestSearchPatternsMatchAsTheirAlternation(t *testing.T) {
	s := Default()
	var texts []string
	for _, l := range s.rules {
		texts = append(texts, l.spec().Examples...)
		texts = append(texts, l.spec().NotExamples...)
	}
	words := ruleWords(t, texts)
	rules, matched := 0, 0
	for _, l := range s.rules {
		r, err := l.get()
		if err != nil {
			t.Fatalf("rule %q: %v", l.spec().ID, err)
		}
		if len(r.searchPattern) == 0 {
			continue
		}
		rules++
		each, err := r.searchRegexp()
		if err != nil {
			t.Fatalf("rule %q: %v", r.id, err)
		}
		one := regexp.MustCompile("(?:" + strings.Join(r.searchPattern, ")|(?:") + ")")
		for _, w := range words {
			want := one.MatchString(w)
			if got := each.MatchString(w); got != want {
				t.Errorf("rule %q, %q: %v, the alternation %v", r.id, w, got, want)
			}
			if want {
				matched++
			}
		}
	}
	if rules == 0 || matched == 0 {
		t.Fatalf("%d rules, %d matches: the test exercises nothing", rules, matched)
	}
}
