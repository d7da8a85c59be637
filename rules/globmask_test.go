package rules

import (
	"path"
	"slices"
	"testing"

	"gatesh/parser"
	"gatesh/rules/internal/pathglob"
)

// unmasked is set with its masks (BaseLens, HeadLens, each pattern's
// Bytes) turned off: every pattern is tried, as before there were masks.
func unmasked(set pathglob.Set) pathglob.Set {
	set.BaseLens, set.HeadLens = ^uint64(0), ^uint64(0)
	set.Rest = slices.Clone(set.Rest)
	for i := range set.Rest {
		set.Rest[i].Bytes = 0
	}
	return set
}

// TestGlobMasksChangeNoMatch checks that the masks with which a path
// pattern set turns names away never turn away one it matches: every
// set of the default rules (paths, except_paths, writes, and paths and
// writes folded) and of the [tools] section, against every path form of
// every file word of the corpus and the rules' examples, lower-cased
// too, every literal and sample name of the sets themselves, and those
// under other folders.
func TestGlobMasksChangeNoMatch(t *testing.T) {
	s := Default()
	var sets []pathglob.Set
	add := func(set pathglob.Set) {
		if !set.Empty() {
			sets = append(sets, set, set.Fold())
		}
	}
	for _, l := range s.rules {
		sp := l.spec()
		for _, ps := range [][]string{sp.Paths, sp.ExceptPaths, sp.Writes} {
			set, err := pathglob.Compile(ps)
			if err != nil {
				t.Fatal(err)
			}
			add(set)
		}
	}
	for i := 0; i < 1000; i++ {
		if g := defaultToolPaths(i); g != nil {
			add(*g)
		}
	}
	names := map[string]bool{}
	note := func(n string) {
		names[n] = true
		names[pathglob.Lower(n)] = true
	}
	for _, text := range cannotMatchTexts(t, s) {
		for _, c := range parser.Parse(text, parser.Options{}).Commands {
			v := s.view(c)
			for _, refs := range [][]ref{v.reads, v.writes} {
				for _, r := range refs {
					for _, f := range s.pathForms(r.value, c) {
						note(f)
					}
				}
			}
			for _, w := range v.pos {
				note(w.Value)
				note(path.Clean(w.Value))
			}
		}
	}
	for _, set := range sets {
		var own []string
		for _, b := range set.Base {
			own = append(own, set.Text[b.Off:b.End])
		}
		for _, p := range set.Rest {
			own = append(own, set.Text[p.Sample.Off:p.Sample.End])
		}
		for _, n := range own {
			for _, dir := range []string{"", "a/", "/home/u/", "~/", "../"} {
				note(dir + n)
			}
		}
	}
	if len(sets) < 100 || len(names) < 10000 {
		t.Fatalf("%d sets, %d names: the test exercises little", len(sets), len(names))
	}
	matched := 0
	for _, set := range sets {
		plain := unmasked(set)
		for n := range names {
			got, want := set.Match(n), plain.Match(n)
			if got != want {
				t.Fatalf("set %q, name %q: %v with masks, %v without", set.Text, n, got, want)
			}
			if want {
				matched++
			}
		}
	}
	if matched < 1000 {
		t.Errorf("only %d matches: the comparison proves little", matched)
	}
	t.Logf("%d sets, %d names, %d matches", len(sets), len(names), matched)
}
