// Package relit finds text that a regular expression cannot match
// without: a text that holds none of it is ruled out with a substring
// search, which costs a fraction of running the regexp. The rules' search
// and code patterns meet every word of many commands and match few.
package relit

import (
	"regexp/syntax"
	"strings"
	"unicode/utf8"
)

// Filter rules texts out for one regexp. The zero Filter rules nothing
// out.
type Filter struct {
	// lits: a text the regexp matches holds one of them. Empty means
	// nothing is known.
	lits []lit
	fold bool // some literal is matched without regard to case
}

type lit struct {
	s    string // lower case when fold
	fold bool
}

// New returns the filter of expr, as regexp.Compile reads it; an
// expression it cannot read gets the zero Filter.
func New(expr string) Filter {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return Filter{}
	}
	lits, ok := required(re.Simplify())
	if !ok {
		return Filter{}
	}
	f := Filter{lits: lits}
	for _, l := range lits {
		f.fold = f.fold || l.fold
	}
	return f
}

// MayMatch reports whether the regexp can match text: false only when
// text holds none of the literals the regexp needs.
func (f Filter) MayMatch(text string) bool {
	if len(f.lits) == 0 {
		return true
	}
	// Case folding goes beyond ASCII (k and K, the Kelvin sign; s and ſ):
	// a text with other characters is left to the regexp.
	if f.fold && !ascii(text) {
		return true
	}
	for _, l := range f.lits {
		if l.fold && containsFold(text, l.s) || !l.fold && strings.Contains(text, l.s) {
			return true
		}
	}
	return false
}

// required returns literals one of which every match holds; ok is false
// when nothing is known (the expression can match without any literal).
func required(re *syntax.Regexp) ([]lit, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		fold := re.Flags&syntax.FoldCase != 0
		s := string(re.Rune)
		if s == "" {
			return nil, false
		}
		for _, r := range re.Rune {
			// Only ASCII folds the way containsFold compares; and a
			// text's invalid bytes are read as U+FFFD, which they do
			// not spell.
			if fold && r >= utf8.RuneSelf || r == utf8.RuneError {
				return nil, false
			}
		}
		if fold {
			s = strings.ToLower(s)
		}
		return []lit{{s, fold}}, true
	case syntax.OpCapture:
		return required(re.Sub[0])
	case syntax.OpPlus:
		return required(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min < 1 {
			return nil, false
		}
		return required(re.Sub[0])
	case syntax.OpConcat:
		// Every part is needed: take the part whose literals are the
		// longest, which rules out the most.
		var best []lit
		bestLen := 0
		for _, sub := range re.Sub {
			lits, ok := required(sub)
			if !ok {
				continue
			}
			if n := shortest(lits); n > bestLen {
				best, bestLen = lits, n
			}
		}
		return best, best != nil
	case syntax.OpAlternate:
		var all []lit
		for _, sub := range re.Sub {
			lits, ok := required(sub)
			if !ok {
				return nil, false
			}
			all = append(all, lits...)
		}
		return all, len(all) > 0
	}
	return nil, false
}

func shortest(lits []lit) int {
	n := -1
	for _, l := range lits {
		if n < 0 || len(l.s) < n {
			n = len(l.s)
		}
	}
	return n
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// containsFold reports whether s holds sub (lower case, ASCII) in any
// case; s is ASCII.
func containsFold(s, sub string) bool {
	n := len(sub)
	c0 := sub[0]
	up := c0
	if 'a' <= c0 && c0 <= 'z' {
		up = c0 - 'a' + 'A'
	}
	for i := 0; i+n <= len(s); i++ {
		if c := s[i]; c != c0 && c != up {
			continue
		}
		if equalFold(s[i:i+n], sub) {
			return true
		}
	}
	return false
}

// equalFold compares ASCII a with lower-case b.
func equalFold(a, b string) bool {
	for i := 0; i < len(b); i++ {
		c := a[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != b[i] {
			return false
		}
	}
	return true
}
