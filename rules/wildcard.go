package rules

import (
	"cmp"
	"fmt"
	"path"
	"slices"
	"strings"
	"unicode/utf8"
)

// wildcards match whole argument strings: "*" matches any run of bytes,
// slashes included, "?" one character, "[...]" a class, and "[^/]*" a
// run of bytes without a slash: one path segment ("/home/[^/]*" is a
// home, not a file in it). They are used for positional arguments ("+*"
// is a forced refspec, "/tmp/?*" a scratch path).
// A pattern that starts with a plain byte matches only a string that
// starts with it, so a list used often is indexed by that byte, and a
// string meets only its own byte's (a list of disposable folders holds a
// hundred); a process that judges one command tries them in turn.
type wildcards struct {
	ps []string // as written
	ix *warm[wildIndex]
}

// wildIndex is a list of wildcards indexed: free start with a wildcard,
// a class or an escape, and are tried on every string; byFirst are the
// others, by their first byte.
type wildIndex struct {
	free, byFirst []wild
}

// wild is one pattern, with its longest run of plain bytes: a string
// without it cannot match, which strings.Contains tells for less than
// wildMatch ([^/~]*/node_modules/*).
type wild struct {
	p, need string
}

func compileWildcards(ps []string) (wildcards, error) {
	if len(ps) == 0 {
		return wildcards{}, nil
	}
	if slices.Contains(ps, "") {
		return wildcards{}, fmt.Errorf("empty pattern")
	}
	return wildcards{ps: ps, ix: &warm[wildIndex]{}}, nil
}

func indexWildcards(ps []string) wildIndex {
	var ix wildIndex
	for _, p := range ps {
		w := wild{p: p, need: plainRun(p)}
		switch p[0] {
		case '*', '?', '[', '\\':
			ix.free = append(ix.free, w)
		default:
			ix.byFirst = append(ix.byFirst, w)
		}
	}
	slices.SortStableFunc(ix.byFirst, func(a, b wild) int { return cmp.Compare(a.p[0], b.p[0]) })
	return ix
}

// plainRun is the longest run of p's bytes that wildMatch matches only
// by themselves: outside wildcards, classes and escapes.
func plainRun(p string) string {
	best, start := "", 0
	for i := 0; i <= len(p); i++ {
		if i < len(p) && !strings.ContainsRune("*?[\\", rune(p[i])) {
			continue
		}
		if i-start > len(best) {
			best = p[start:i]
		}
		switch {
		case i == len(p):
		case p[i] == '[':
			if end := classEnd(p, i); end > 0 {
				i = end - 1
			}
		case p[i] == '\\':
			i++
		}
		start = i + 1
	}
	return best
}

// empty reports whether there is no pattern.
func (ws wildcards) empty() bool { return len(ws.ps) == 0 }

// match tries, once the list is indexed, the patterns of s's first byte
// before the free ones, which cost more (a leading "*" tries every
// position).
func (ws wildcards) match(s string) bool {
	if ws.ix == nil {
		return false
	}
	ix, ok := warmGet(ws.ix, ws.ps, indexWildcards)
	if !ok {
		return slices.ContainsFunc(ws.ps, func(p string) bool { return wildMatch(p, s) })
	}
	if s != "" {
		i, _ := slices.BinarySearchFunc(ix.byFirst, s[0], func(w wild, c byte) int { return cmp.Compare(w.p[0], c) })
		for ; i < len(ix.byFirst) && ix.byFirst[i].p[0] == s[0]; i++ {
			if ix.byFirst[i].match(s) {
				return true
			}
		}
	}
	for _, w := range ix.free {
		if w.match(s) {
			return true
		}
	}
	return false
}

func (w wild) match(s string) bool {
	return strings.Contains(s, w.need) && wildMatch(w.p, s)
}

// classEnd is the index just past the class that starts at p[i] ("["),
// as wildMatch reads it; -1 when it is not closed.
func classEnd(p string, i int) int {
	end := strings.IndexByte(p[i+1:], ']')
	if end < 0 {
		return -1
	}
	end += i + 2
	// A "]" first in the class ([]a], [!]a]) is one of its characters.
	if p[i+1] == ']' || (p[i+1] == '!' || p[i+1] == '^') && i+2 < len(p) && p[i+2] == ']' {
		if e2 := strings.IndexByte(p[end:], ']'); e2 >= 0 {
			end += e2 + 1
		}
	}
	return end
}

// classMatch is path.Match(class, string(b)) for a class ("[...]") of
// ASCII characters and ranges and an ASCII byte, without path.Match's
// decoding and parsing (wildMatch asks it for every byte a class meets);
// sure is false for anything else: an escape, a "-" or "]" where
// path.Match finds the pattern malformed, other bytes.
func classMatch(class string, b byte) (match, sure bool) {
	if b >= utf8.RuneSelf || len(class) < 3 {
		return false, false
	}
	body := class[1 : len(class)-1]
	negated := false
	if body[0] == '^' {
		negated, body = true, body[1:]
	}
	if body == "" {
		return false, false
	}
	plain := func(c byte) bool { return c != '-' && c != ']' && c != '\\' && c < utf8.RuneSelf }
	in := false
	for k := 0; k < len(body); {
		lo, hi := body[k], body[k]
		if !plain(lo) {
			return false, false
		}
		k++
		if k < len(body) && body[k] == '-' {
			if k+1 >= len(body) || !plain(body[k+1]) {
				return false, false
			}
			hi = body[k+1]
			k += 2
		}
		in = in || lo <= b && b <= hi
	}
	return in != negated, true
}

// wildMatch matches s against p, where "*" matches any run of bytes,
// slashes included, and "[^/]*" one without a slash. It works on bytes,
// with classes and "?" checked by path.Match one character at a time, and
// backtracks only to the last star, so it runs in O(len(p)*len(s)); a
// segment, which rules use once in a pattern, is tried at each length.
func wildMatch(p, s string) bool {
	pi, si := 0, 0
	starP, starS := -1, 0
	for si < len(s) {
		if pi < len(p) {
			switch c := p[pi]; c {
			case '*':
				starP, starS = pi, si
				pi++
				continue
			case '?':
				pi++
				si++
				continue
			case '[':
				if strings.HasPrefix(p[pi:], segmentStar) {
					for k := si; ; k++ {
						if wildMatch(p[pi+len(segmentStar):], s[k:]) {
							return true
						}
						if k == len(s) || s[k] == '/' {
							break
						}
					}
					break
				}
				if end := classEnd(p, pi); end > 0 {
					ok, sure := classMatch(p[pi:end], s[si])
					if !sure {
						ok, _ = path.Match(p[pi:end], s[si:si+1])
					}
					if ok {
						pi, si = end, si+1
						continue
					}
				}
			case '\\':
				if pi+1 < len(p) && p[pi+1] == s[si] {
					pi, si = pi+2, si+1
					continue
				}
			default:
				if c == s[si] {
					pi++
					si++
					continue
				}
			}
		}
		if starP < 0 {
			return false
		}
		starS++
		pi, si = starP+1, starS
	}
	for pi < len(p) {
		switch {
		case p[pi] == '*':
			pi++
		case strings.HasPrefix(p[pi:], segmentStar):
			pi += len(segmentStar)
		default:
			return false
		}
	}
	return true
}

// segmentStar is the run of bytes of one path segment in a wildcard.
const segmentStar = "[^/]*"
