package rules

import (
	"fmt"
	"path"
	"strings"
)

// glob is a compiled path pattern. A pattern without a slash matches the
// base name of a path (".env", "*.pem"); one with a slash matches the whole
// cleaned path, segment by segment. "*" and "?" never cross a slash; a "**"
// segment matches any number of segments, including none, but a leading
// "**" never matches the root of an absolute path, so "**/dist" names only
// relative paths.
type glob struct {
	raw      string
	segs     []seg
	basename bool
}

// seg is one path segment of a pattern, with fast paths for the common
// shapes: a literal, "*suffix" and "prefix*".
type seg struct {
	pat  string
	kind segKind
	lit  string // the literal part for the fast kinds
	// need is, for a general pattern, its longest run of literal text:
	// a name without it cannot match, which is much cheaper to tell than
	// path.Match is (*service-account*.json).
	need string
}

type segKind uint8

const (
	segPattern segKind = iota
	segLiteral
	segSuffix
	segPrefix
	segAny // "**"
)

func compileSeg(p string) (seg, error) {
	if p == "**" {
		return seg{pat: p, kind: segAny}, nil
	}
	meta := strings.IndexAny(p, "*?[\\")
	switch {
	case meta < 0:
		return seg{pat: p, kind: segLiteral, lit: p}, nil
	case meta == 0 && p[0] == '*' && !strings.ContainsAny(p[1:], "*?[\\"):
		return seg{pat: p, kind: segSuffix, lit: p[1:]}, nil
	case meta == len(p)-1 && p[meta] == '*':
		return seg{pat: p, kind: segPrefix, lit: p[:meta]}, nil
	}
	return seg{pat: p, kind: segPattern, need: longestLiteral(p)}, nil
}

// longestLiteral returns the longest run of p outside wildcards, classes
// and escapes; "" when a class or an escape makes that unsure.
func longestLiteral(p string) string {
	if strings.ContainsAny(p, "[\\") {
		return ""
	}
	best := ""
	for _, run := range strings.FieldsFunc(p, func(r rune) bool { return r == '*' || r == '?' }) {
		if len(run) > len(best) {
			best = run
		}
	}
	return best
}

func (g seg) match(s string) bool {
	switch g.kind {
	case segLiteral:
		return s == g.lit
	case segSuffix:
		return strings.HasSuffix(s, g.lit)
	case segPrefix:
		return strings.HasPrefix(s, g.lit)
	}
	if g.need != "" && !strings.Contains(s, g.need) {
		return false
	}
	ok, _ := path.Match(g.pat, s)
	return ok
}

func compileGlob(p string) (glob, error) {
	return compileGlobInto(p, make([]seg, 0, segCount(p)))
}

// segCount is the number of segments compileGlob makes of p.
func segCount(p string) int {
	if !strings.Contains(p, "/") {
		return 1
	}
	return strings.Count(p, "/") + 1
}

// compileGlobInto compiles p with its segments appended to block, which
// has room for them: a rule's patterns share one allocation, since the
// rules for every command are compiled at every start.
func compileGlobInto(p string, block []seg) (glob, error) {
	if p == "" {
		return glob{}, fmt.Errorf("empty pattern")
	}
	g := glob{raw: p, basename: !strings.Contains(p, "/")}
	start := len(block)
	rest := p
	for {
		part, after, more := rest, "", false
		if !g.basename {
			part, after, more = strings.Cut(rest, "/")
		}
		sg, err := compileSeg(part)
		if err != nil {
			return glob{}, fmt.Errorf("pattern %q: %w", p, err)
		}
		block = append(block, sg)
		if !more {
			break
		}
		rest = after
	}
	g.segs = block[start:len(block):len(block)]
	return g, nil
}

// sample returns a name the pattern matches, for matchedBy.
func (g glob) sample() string {
	samples := make([]string, len(g.segs))
	for i, sg := range g.segs {
		samples[i] = sampleOf(sg.pat)
	}
	return strings.Join(samples, "/")
}

// match reports whether the glob matches name, which the caller has cleaned.
func (g glob) match(name string) bool {
	if g.basename {
		return g.matchBase(name)
	}
	return matchSegs(g.segs, strings.Split(name, "/"), true)
}

func (g glob) matchBase(name string) bool {
	base := name
	if i := strings.LastIndexByte(name, '/'); i >= 0 && i < len(name)-1 {
		base = name[i+1:]
	}
	return g.segs[0].match(base)
}

func matchSegs(pat []seg, segs []string, first bool) bool {
	for len(pat) > 0 {
		if pat[0].kind == segAny {
			rest := pat[1:]
			for i := 0; i <= len(segs); i++ {
				if i > 0 && segs[i-1] == "" && first && i == 1 {
					return false // a leading ** does not take the root
				}
				if matchSegs(rest, segs[i:], false) {
					return true
				}
			}
			return false
		}
		if len(segs) == 0 {
			return false
		}
		if !pat[0].match(segs[0]) {
			return false
		}
		pat, segs, first = pat[1:], segs[1:], false
	}
	return len(segs) == 0
}

// sampleOf returns a name that the pattern segment p matches: "*" and "?"
// become "x", a class its first listed character.
func sampleOf(p string) string {
	if p == "**" {
		return "x"
	}
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		switch c := p[i]; c {
		case '*', '?':
			b.WriteByte('x')
		case '\\':
			if i+1 < len(p) {
				i++
				b.WriteByte(p[i])
			}
		case '[':
			end := strings.IndexByte(p[i+1:], ']')
			if end < 0 {
				b.WriteByte(c)
				continue
			}
			class := p[i+1 : i+1+end]
			if strings.HasPrefix(class, "^") || class == "" {
				b.WriteByte('x')
			} else {
				b.WriteByte(class[0])
			}
			i += end + 1
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// matchedBy reports whether the shell pattern word would match a name that
// one of the globs means, judged on each glob's sample name.
func (gs globs) matchedBy(word string) bool {
	for _, g := range gs.all {
		target, pat := g.sample(), word
		if g.basename {
			pat = path.Base(word)
		}
		if ok, _ := path.Match(pat, target); ok {
			return true
		}
	}
	return false
}

// hasLiterals reports whether the last segment of a glob word has at least
// two ordinary characters: "*" alone would "match" every rule, while ".e*"
// or "id_*" say what they are after.
func hasLiterals(word string) bool {
	n := 0
	for _, c := range path.Base(word) {
		if !strings.ContainsRune("*?[]^\\", c) {
			n++
		}
	}
	return n >= 2
}

// globs is an OR of patterns. Literal base names (".env", "id_rsa") are
// looked up in a set rather than tried one by one: the path rules that
// every command meets carry a hundred or more patterns.
type globs struct {
	all  []glob          // every pattern, in order
	rest []glob          // the patterns other than literal base names
	base map[string]bool // the literal base names
}

// empty reports whether the set has no pattern.
func (gs globs) empty() bool { return len(gs.all) == 0 }

func compileGlobs(ps []string) (globs, error) {
	if len(ps) == 0 {
		return globs{}, nil
	}
	n := 0
	for _, p := range ps {
		n += segCount(p)
	}
	block := make([]seg, 0, n)
	out := globs{all: make([]glob, 0, len(ps))}
	for _, p := range ps {
		g, err := compileGlobInto(p, block)
		if err != nil {
			return globs{}, err
		}
		block = block[:len(block)+len(g.segs)]
		out.all = append(out.all, g)
		if g.basename && g.segs[0].kind == segLiteral {
			if out.base == nil {
				out.base = map[string]bool{}
			}
			out.base[g.segs[0].lit] = true
			continue
		}
		out.rest = append(out.rest, g)
	}
	return out, nil
}

func (gs globs) match(name string) bool {
	// The base name and the first segment are found once for all the
	// patterns; a pattern whose first segment is a literal other than the
	// name's (~/.ssh/** for src/x.go) is skipped without splitting.
	base := name
	if i := strings.LastIndexByte(name, '/'); i >= 0 && i < len(name)-1 {
		base = name[i+1:]
	}
	if gs.base[base] {
		return true
	}
	first, _, _ := strings.Cut(name, "/")
	var segs []string // split once, for all the patterns that need it
	for i := range gs.rest {
		g := &gs.rest[i]
		if g.basename {
			if g.segs[0].match(base) {
				return true
			}
			continue
		}
		if g.segs[0].kind == segLiteral && g.segs[0].lit != first {
			continue
		}
		if segs == nil {
			segs = strings.Split(name, "/")
		}
		if matchSegs(g.segs, segs, true) {
			return true
		}
	}
	return false
}

// nameGlobs match whole strings with path.Match rules, for command names,
// wrappers, environment names and the like.
type nameGlobs []seg

func compileNames(ps []string) (nameGlobs, error) {
	if len(ps) == 0 {
		return nil, nil
	}
	out := make(nameGlobs, 0, len(ps))
	for _, p := range ps {
		sg, err := compileSeg(p)
		if err != nil || sg.kind == segAny {
			return nil, fmt.Errorf("pattern %q: %w", p, path.ErrBadPattern)
		}
		out = append(out, sg)
	}
	return out, nil
}

func (ns nameGlobs) match(s string) bool {
	for _, g := range ns {
		if g.match(s) {
			return true
		}
	}
	return false
}

// literals returns the patterns if all are plain names, for indexing.
func (ns nameGlobs) literals() ([]string, bool) {
	var out []string
	for _, g := range ns {
		if g.kind != segLiteral {
			return nil, false
		}
		out = append(out, g.lit)
	}
	return out, true
}
