package rules

import (
	"strings"
	"testing"

	"gatesh/rules/internal/pathglob"
)

// TestReview10MasksAdversarialNames compares every default rule's path
// sets, as the generator made them (defaultGlobs) and folded, with and
// without their masks, on names made to meet the masks' edges: letters
// of the other case, bytes past ASCII (which share a mask bit with an
// ASCII one), names and first folders longer than 63 bytes (whose length
// bit wraps), and the wildcard, class and escape characters themselves.
func TestReview10MasksAdversarialNames(t *testing.T) {
	var sets []pathglob.Set
	for i := range len(Default().rules) {
		g := defaultGlobs(i)
		if g == nil {
			continue
		}
		for _, set := range []pathglob.Set{g.paths, g.exceptPaths, g.writes, g.pathsFold, g.writesFold} {
			if !set.Empty() {
				sets = append(sets, set)
			}
		}
	}
	long := strings.Repeat("x", 64)
	variants := func(n string) []string {
		out := []string{n, strings.ToUpper(n), pathglob.Lower(n), n + "\u00e9", "\u00e9" + n, long + n, n + long}
		for _, dir := range []string{"", "a/", "~/", "/home/u/", "../", long + "/", "\u00c1/", "**/", "[a]/", "\\*/"} {
			out = append(out, dir+n)
		}
		if i := strings.IndexByte(n, '/'); i > 0 {
			out = append(out, n[:i]+long[:64-i%64]+n[i:], strings.Replace(n, "/", "//", 1))
		}
		return out
	}
	names := map[string]bool{}
	for _, set := range sets {
		for _, b := range set.Base {
			for _, v := range variants(set.Text[b.Off:b.End]) {
				names[v] = true
			}
		}
		for _, p := range set.Rest {
			for _, v := range variants(set.Text[p.Sample.Off:p.Sample.End]) {
				names[v] = true
			}
		}
	}
	for _, n := range []string{"*", "**", "?", "[", "]", "\\", "~", "/", ".", "..", "\u00e9", "\xff", strings.Repeat("a", 127)} {
		names[n] = true
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
	if len(sets) < 50 || matched < 1000 {
		t.Fatalf("%d sets, %d matches: the comparison proves little", len(sets), matched)
	}
	t.Logf("%d sets, %d names, %d matches", len(sets), len(names), matched)
}
