package rules

import (
	"fmt"
	"path"
	"strings"
)

// wildcards match whole argument strings: "*" matches any run of bytes,
// slashes included, "?" one character, "[...]" a class, and "[^/]*" a
// run of bytes without a slash: one path segment ("/home/[^/]*" is a
// home, not a file in it). They are used for positional arguments ("+*"
// is a forced refspec, "/tmp/?*" a scratch path).
type wildcards []string

func compileWildcards(ps []string) (wildcards, error) {
	for _, p := range ps {
		if p == "" {
			return nil, fmt.Errorf("empty pattern")
		}
	}
	return wildcards(ps), nil
}

func (ws wildcards) match(s string) bool {
	for _, p := range ws {
		if wildMatch(p, s) {
			return true
		}
	}
	return false
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
				end := strings.IndexByte(p[pi+1:], ']')
				if end >= 0 {
					end += pi + 2
					if p[pi+1] == ']' || (p[pi+1] == '!' || p[pi+1] == '^') && pi+2 < len(p) && p[pi+2] == ']' {
						if e2 := strings.IndexByte(p[end:], ']'); e2 >= 0 {
							end += e2 + 1
						}
					}
					if ok, _ := path.Match(p[pi:end], s[si:si+1]); ok {
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
