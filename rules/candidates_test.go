package rules

import (
	"slices"
	"sync"
	"testing"
)

// TestCandidatesAreNamedThenGenericInOrder checks the list of rules a
// command meets, made once per name: for every name the index lists and
// for names it does not, the rules that name it and the generic ones,
// each once, in rule order, with their needs and whether they name it;
// and the same list when many classifications ask at once.
func TestCandidatesAreNamedThenGenericInOrder(t *testing.T) {
	s := Default()
	names := append(slices.Clone(s.index.Names), "no-such-program", "", "zzz")
	check := func(name string) {
		got := s.candidates(name)
		want := append(slices.Clone(s.index.Lookup(name)), s.index.Generic...)
		slices.Sort(want)
		if len(got) != len(want) {
			t.Fatalf("%q: %d candidates, want %d", name, len(got), len(want))
		}
		named := s.index.Lookup(name)
		for k, c := range got {
			i := want[k]
			if int(c.at) != i || c.needs != s.rules[i].needs || c.named != slices.Contains(named, i) {
				t.Fatalf("%q: candidate %d is %+v, want rule %d (needs %#x, named %v)", name, k, c, i, s.rules[i].needs, slices.Contains(named, i))
			}
		}
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for _, n := range names {
				s.candidates(n)
			}
		})
	}
	wg.Wait()
	for _, n := range names {
		check(n)
	}
	if len(s.index.Names) < 100 || len(s.index.Generic) < 50 {
		t.Fatalf("%d names, %d generic rules: the test exercises little", len(s.index.Names), len(s.index.Generic))
	}
}
