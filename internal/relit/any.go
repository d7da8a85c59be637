package relit

import (
	"regexp"
	"sync"
)

// Any is the alternation of its expressions, A|B|C, for MatchString: a
// text matches when one of them does. Each is ruled out by its own
// literals before it is compiled or run, so a long list of alternatives
// costs a few substring searches where the one regexp would run Go's
// slowest matcher (a program too large to backtrack) over the whole
// text, and compiling it, bounded repetitions and all, cost a third of a
// millisecond. No expression may set flags ((?i), (?m)), which in the
// one regexp would carry into the alternatives after it; the tests of
// each Any compare it with that regexp. Declared as
//
//	var writes = &relit.Any{Srcs: []string{`open\(`, `\bunlink`}}
//
// it costs nothing at start-up. It is safe for concurrent use.
type Any struct {
	Srcs []string
	once sync.Once
	alts []alt
}

type alt struct {
	filter Filter
	once   sync.Once
	re     *regexp.Regexp
}

// MatchString reports whether one of the expressions matches s. It
// panics, as regexp.MustCompile does, if one does not compile.
func (a *Any) MatchString(s string) bool {
	a.once.Do(func() {
		a.alts = make([]alt, len(a.Srcs))
		for i, src := range a.Srcs {
			a.alts[i].filter = New(src)
		}
	})
	for i := range a.alts {
		b := &a.alts[i]
		if !b.filter.MayMatch(s) {
			continue
		}
		b.once.Do(func() { b.re = regexp.MustCompile(a.Srcs[i]) })
		if b.re.MatchString(s) {
			return true
		}
	}
	return false
}
