package relit

import (
	"regexp"
	"testing"
)

var seeds = []struct{ expr, text string }{
	{`(?i)pass(w(or)?d)?|secret|token|api.?key|credential|private|bearer|aws_|access.?key|auth`, "grep -r PASSWORD ."},
	{`(?i)\bflush(all|db)\b`, "redis-cli FLUSHALL"},
	{`\.drop(Database)?\s*\(`, "db.dropDatabase()"},
	{`(^|[^.\w])\.env\b[^.]`, "open('.env')"},
	{`[A-Z][A-Z0-9_]*_(?:TOKEN|SECRET|PASSWORD|PASSWD)\b`, "echo $GH_TOKEN"},
	{`(?i)k`, "\u212a"},           // the Kelvin sign folds to k
	{`(?i)secret`, "\u017fecret"}, // and the long s to s
	{`(?i)\x{212a}ey`, "KEY"},
	{`\x{fffd}x`, "\xffx"}, // an invalid byte reads as U+FFFD
	{`a+b{2,}c?`, "xaabbx"},
	{`(?:ab|cd)ef|gh`, "cdef"},
	{`x*`, ""},
	{`(?i)Straße`, "STRASSE"},
	{`gh[pousr]_x`, "ghp_x"},
	{`(?i)to[k]en`, "TO\u212aEN"},
	{`a(?i:b)c`, "aBc"},
	{`(?:\bx|y)z\b`, "xz"},
	{`[\x{212a}k]ey`, "\u212aey"},
}

// The filter never rules out a text the regexp matches: the property
// every use relies on.
func FuzzMayMatch(f *testing.F) {
	for _, s := range seeds {
		f.Add(s.expr, s.text)
	}
	f.Fuzz(func(t *testing.T, expr, text string) {
		re, err := regexp.Compile(expr)
		if err != nil {
			return
		}
		if re.MatchString(text) && !New(expr).MayMatch(text) {
			t.Fatalf("%q matches %q, which the filter ruled out", expr, text)
		}
	})
}

func TestSeedsMatch(t *testing.T) {
	for _, s := range seeds {
		if re := regexp.MustCompile(s.expr); re.MatchString(s.text) && !New(s.expr).MayMatch(s.text) {
			t.Errorf("%q matches %q, which the filter ruled out", s.expr, s.text)
		}
	}
}

// What it is for: texts without the literals are ruled out.
func TestRulesOut(t *testing.T) {
	for _, c := range []struct{ expr, text string }{
		{`(?i)pass(w(or)?d)?|secret|token|api.?key|credential|private|bearer|aws_|access.?key|auth`, "go test ./..."},
		{`(?i)\bflush(all|db)\b`, "redis-cli GET x"},
		{`\.drop(Database)?\s*\(`, "db.users.find()"},
		{`[A-Z][A-Z0-9_]*_(?:TOKEN|SECRET|PASSWORD|PASSWD)\b`, "echo $HOME"},
		{`(?:ab|cd)ef|gh`, "zzzz"},
	} {
		if New(c.expr).MayMatch(c.text) {
			t.Errorf("%q: %q not ruled out", c.expr, c.text)
		}
	}
	for _, expr := range []string{`x*`, `\w+`, `^$`, `(?i)a|.`, `[ab]c?`, `a?b?`} {
		if len(New(expr).lits) != 0 {
			t.Errorf("%q needs no literal, got %v", expr, New(expr).lits)
		}
	}
}

// Any matches what the alternation of its expressions matches.
func TestAnyIsTheAlternation(t *testing.T) {
	a := &Any{Srcs: []string{`\bopen\s*\(`, `writeFile`, `(^|[^.\w])(copy|move)\s*\(`, `x{0,3}y`}}
	one := regexp.MustCompile(`\bopen\s*\(|writeFile|(^|[^.\w])(copy|move)\s*\(|x{0,3}y`)
	for _, text := range []string{"", "open(", "reopen(", "fs.writeFile", "copy(a)", ".copy(a)", "a move (", "y", "xxx", "zzz", "é.move("} {
		if got, want := a.MatchString(text), one.MatchString(text); got != want {
			t.Errorf("%q: %v, the alternation %v", text, got, want)
		}
	}
}
