package rules

import (
	"testing"

	"gatesh/parser"
)

// linearFirst is subPatterns.first as it was written before the
// patterns were indexed: each tried in turn.
func linearFirst(ps *subPatterns, pos []parser.Word) int {
	for k := range ps.all {
		if ps.all[k].prefixOf(pos) {
			return k
		}
	}
	return -1
}

// TestSubPatternsFirstIsLinear checks that the indexed search for a
// rule's first matching subcommand pattern finds the pattern that trying
// them in turn finds, for every rule of the default set against every
// command of the examples and the corpus, and against each of the rule's
// own patterns spelled as a command.
func TestSubPatternsFirstIsLinear(t *testing.T) {
	s := Default()
	var rules []*rule
	indexed := 0
	for _, l := range s.rules {
		r, err := l.get()
		if err != nil {
			t.Fatal(err)
		}
		if len(r.subcommand.all) > 0 {
			rules = append(rules, r)
		}
		if len(r.subcommand.all) >= indexedSubs {
			indexed++
		}
	}
	if indexed == 0 {
		t.Fatal("no rule has its subcommand patterns indexed")
	}
	var positions [][]parser.Word
	for _, text := range cannotMatchTexts(t, s) {
		for _, c := range parser.Parse(text, parser.Options{}).Commands {
			positions = append(positions, s.view(c).pos)
		}
	}
	for _, r := range rules {
		for _, p := range r.subcommand.all {
			// The pattern itself, a word short, and with one more.
			var pos []parser.Word
			for _, w := range p.words {
				pos = append(pos, parser.Word{Value: w})
			}
			positions = append(positions, pos, pos[:len(pos)-1], append(pos[:len(pos):len(pos)], parser.Word{Value: "x"}))
		}
	}
	matched := 0
	for _, r := range rules {
		if len(r.subcommand.all) >= indexedSubs {
			r.subcommand.ix.Store(r.subcommand.index())
		}
		for _, pos := range positions {
			got, want := r.subcommand.first(pos), linearFirst(&r.subcommand, pos)
			if got != want {
				t.Fatalf("rule %q, words %v: first %d, in turn %d", r.id, pos, got, want)
			}
			if got >= 0 {
				matched++
			}
		}
	}
	if matched == 0 {
		t.Fatal("no pattern matched: the test exercises nothing")
	}
}

// TestSubPatternsFirstOrder checks that the first pattern in order wins
// when patterns of both kinds match, and that a literal first word is
// found among others that sort around it.
func TestSubPatternsFirstOrder(t *testing.T) {
	var ps subPatterns
	for _, words := range [][]string{{"push"}, {"p*", "x"}, {"pull"}, {"a"}, {"push", "x"}, {"*", "y"}, {"*"}, {"z"}, {"*", "z"}} {
		ps.all = append(ps.all, newWordsPattern(words))
	}
	ix := ps.index()
	if len(ix.byWord[0]) == 0 || len(ix.byWord[1]) == 0 || len(ix.free) == 0 {
		t.Fatal("the patterns were not indexed")
	}
	ps.ix.Store(ix)
	for _, c := range []struct {
		words []string
		want  int
	}{
		{[]string{"push", "x"}, 0},
		{[]string{"pull", "x"}, 1},
		{[]string{"pull"}, 2},
		{[]string{"z"}, 6},
		{[]string{"a"}, 3},
		{[]string{"b"}, 6},
		{[]string{"b", "y"}, 5},
		{[]string{"z", "z"}, 6},
		{nil, -1},
	} {
		var pos []parser.Word
		for _, w := range c.words {
			pos = append(pos, parser.Word{Value: w})
		}
		if got := ps.first(pos); got != c.want || got != linearFirst(&ps, pos) {
			t.Errorf("%v: first %d, want %d", c.words, got, c.want)
		}
	}
}
