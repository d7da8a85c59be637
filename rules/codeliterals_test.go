package rules

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// codeLiteralOne is the regexp codeLiterals replaces: the oracle it is
// compared with.
const codeLiteralOne = `["'](?:[+<>]{1,2}\s*)?([~./][^"'\s]{1,200})["']`

func codeLiteralsByRegexp(re *regexp.Regexp, text string) []string {
	var out []string
	for _, m := range re.FindAllStringSubmatch(text, -1) {
		out = append(out, m[1])
	}
	return out
}

// codeLiterals finds exactly the literals the regexp found: on every
// corpus command, on literals of 199 to 201 characters (multibyte and
// invalid bytes among them), on every string of up to five characters
// over an alphabet of the characters the regexp tells apart, and on
// random longer ones.
func TestCodeLiteralsAreTheRegexps(t *testing.T) {
	re := regexp.MustCompile(codeLiteralOne)
	texts := codeTexts(t)
	for _, n := range []int{199, 200, 201} {
		for _, fill := range []string{"a", "é", "\xff"} {
			run := strings.Repeat(fill, n)
			texts = append(texts, `'.`+run+`'`, `">> ~`+run+`"`, `x('/`+run[:len(run)-len(fill)]+`"`, `'+< .`+run+`' '~/a'`)
		}
	}
	alphabet := []string{`"`, `'`, "+", "<", ">", " ", "\t", "\v", "~", ".", "/", "a", "é", "\xff"}
	var grow func(prefix string, left int)
	grow = func(prefix string, left int) {
		texts = append(texts, prefix)
		if left == 0 {
			return
		}
		for _, c := range alphabet {
			grow(prefix+c, left-1)
		}
	}
	grow("", 5)
	rng := rand.New(rand.NewPCG(34, 2))
	for range 20000 {
		var b strings.Builder
		for range 8 + rng.IntN(40) {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		texts = append(texts, b.String())
	}
	found := 0
	for _, text := range texts {
		want := codeLiteralsByRegexp(re, text)
		if got := codeLiterals(text); !slices.Equal(got, want) {
			t.Errorf("%q: %q, the regexp %q", text, got, want)
		}
		if len(want) > 0 {
			found++
		}
	}
	if found < 1000 || found == len(texts) {
		t.Errorf("%d of %d texts held a literal: the comparison proves little", found, len(texts))
	}
}
