package rules

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// flagMatches answers as flagMatchesRead, which reads every pair, on options made of the characters that
// matter (dashes, wildcards, "=", classes, escapes), written by rules and
// seen in commands, a few million pairs of them.
func TestFlagMatchesAsBefore(t *testing.T) {
	rng := rand.New(rand.NewPCG(34, 6))
	alphabet := "--fo*?=[]\\x"
	word := func(max int) string {
		var b strings.Builder
		b.WriteByte('-')
		for range rng.IntN(max) {
			b.WriteByte(alphabet[rng.IntN(len(alphabet))])
		}
		return b.String()
	}
	fixed := []string{"-f", "--force", "--force-with-lease", "-X=POST", "-c=alias.*", "--*-host", "-[fF]", "-?", "--fo", "--forc", "-\\f", "--export", "--export-secret-keys"}
	matched := 0
	for i := range 3000000 {
		var rf, seen string
		if i < len(fixed)*len(fixed) {
			rf, seen = fixed[i/len(fixed)], fixed[i%len(fixed)]
		} else {
			rf, seen = word(6), word(6)
		}
		for _, use := range []flagUse{{name: seen}, {name: seen, value: "POST", hasValue: true}} {
			got, want := flagMatches(rf, use), flagMatchesRead(rf, use)
			if got != want {
				t.Fatalf("flag %q, seen %+v: %v, read whole %v", rf, use, got, want)
			}
			if want {
				matched++
			}
		}
	}
	if matched < 1000 {
		t.Errorf("only %d pairs matched: the comparison proves little", matched)
	}
}

// within is p == folder || strings.HasPrefix(p, folder+"/").
func TestWithinAsBefore(t *testing.T) {
	for _, p := range []string{"", "/", "/a", "/a/", "/a/b", "/ab", "a", "a/b", "~", "~/x"} {
		for _, f := range []string{"", "/", "/a", "/a/", "a", "/ab", "~"} {
			if got, want := within(p, f), p == f || strings.HasPrefix(p, f+"/"); got != want {
				t.Errorf("within(%q, %q) = %v, want %v", p, f, got, want)
			}
		}
	}
}
