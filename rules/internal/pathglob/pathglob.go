// Package pathglob compiles and matches the path patterns of rules
// (paths, except_paths, writes). Its types have exported fields so that
// the generator can write the embedded default rules' patterns as Go
// literals, already compiled: the linker lays them out as data, and no
// process compiles them at start.
package pathglob

import (
	"fmt"
	"path"
	"slices"
	"strings"
)

// glob is a compiled path pattern. A pattern without a slash matches the
// base name of a path (".env", "*.pem"); one with a slash matches the whole
// cleaned path, segment by segment. "*" and "?" never cross a slash; a "**"
// segment matches any number of segments, including none, but a leading
// "**" never matches the root of an absolute path, so "**/dist" names only
// relative paths.
type glob struct {
	Segs     []Seg
	Basename bool
}

// Seg is one path segment of a pattern, with fast paths for the common
// shapes: a literal, "*suffix" and "prefix*".
type Seg struct {
	Pat  string
	Kind Kind
	Lit  string // the literal part for the fast kinds
	// Need is, for a general pattern, its longest run of literal text:
	// a name without it cannot match, which is much cheaper to tell than
	// path.Match is (*service-account*.json).
	Need string
}

// Kind is the shape of a segment.
type Kind uint8

const (
	Pattern Kind = iota
	Literal
	Suffix
	Prefix
	Any // "**"
)

// CompileSeg compiles one segment (or a whole name pattern, for names).
func CompileSeg(p string) Seg {
	if p == "**" {
		return Seg{Pat: p, Kind: Any}
	}
	meta := strings.IndexAny(p, "*?[\\")
	switch {
	case meta < 0:
		return Seg{Pat: p, Kind: Literal, Lit: p}
	case meta == 0 && p[0] == '*' && !strings.ContainsAny(p[1:], "*?[\\"):
		return Seg{Pat: p, Kind: Suffix, Lit: p[1:]}
	case meta == len(p)-1 && p[meta] == '*':
		return Seg{Pat: p, Kind: Prefix, Lit: p[:meta]}
	}
	return Seg{Pat: p, Kind: Pattern, Need: longestLiteral(p)}
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

// Match reports whether the segment matches s.
func (g Seg) Match(s string) bool {
	switch g.Kind {
	case Literal:
		return s == g.Lit
	case Suffix:
		return strings.HasSuffix(s, g.Lit)
	case Prefix:
		return strings.HasPrefix(s, g.Lit)
	}
	if g.Need != "" && !strings.Contains(s, g.Need) {
		return false
	}
	ok, _ := path.Match(g.Pat, s)
	return ok
}

// compileOne compiles a single pattern.
func compileOne(p string) (glob, error) {
	return compileInto(p, make([]Seg, 0, segCount(p)))
}

// segCount is the number of segments compileOne makes of p.
func segCount(p string) int {
	if !strings.Contains(p, "/") {
		return 1
	}
	return strings.Count(p, "/") + 1
}

// compileInto compiles p with its segments appended to block, which has
// room for them: a rule's patterns share one allocation.
func compileInto(p string, block []Seg) (glob, error) {
	if p == "" {
		return glob{}, fmt.Errorf("empty pattern")
	}
	g := glob{Basename: !strings.Contains(p, "/")}
	start := len(block)
	rest := p
	for {
		part, after, more := rest, "", false
		if !g.Basename {
			part, after, more = strings.Cut(rest, "/")
		}
		block = append(block, CompileSeg(part))
		if !more {
			break
		}
		rest = after
	}
	g.Segs = block[start:len(block):len(block)]
	return g, nil
}

// bytes is the mask (Bit) of the bytes that every name the pattern
// matches has: a segment other than "**" matches one segment of the
// name, which holds its literal, its suffix or prefix, or the literal
// characters of a general pattern.
func (g glob) bytes() uint64 {
	var m uint64
	for _, sg := range g.Segs {
		switch sg.Kind {
		case Literal, Suffix, Prefix:
			m |= Bytes(sg.Lit)
		case Pattern:
			m |= literalBytes(sg.Pat)
		}
	}
	return m
}

// literalBytes is the mask (Bit) of the characters of a path.Match
// pattern that stand for themselves: outside "*", "?" and classes, or
// escaped. A name the pattern matches holds each. A malformed pattern
// matches nothing, so whatever this says of it holds.
func literalBytes(p string) uint64 {
	var m uint64
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '*', '?':
		case '\\':
			if i+1 < len(p) {
				i++
				m |= Bit(int(p[i]))
			}
		case '[':
			// A class stands for one character of several: skip it as
			// path.Match reads it (a "]" first is one of its characters).
			i++
			if i < len(p) && p[i] == '^' {
				i++
			}
			for n := 0; i < len(p); n++ {
				if p[i] == ']' && n > 0 {
					break
				}
				if p[i] == '\\' {
					i++
				}
				i++
			}
		default:
			m |= Bit(int(p[i]))
		}
	}
	return m
}

// sample returns a name the pattern matches, for MatchedBy.
func (g glob) sample() string {
	samples := make([]string, len(g.Segs))
	for i, sg := range g.Segs {
		samples[i] = sampleOf(sg.Pat)
	}
	return strings.Join(samples, "/")
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

// HasLiterals reports whether the last segment of a glob word has at least
// two ordinary characters: "*" alone would "match" every rule, while ".e*"
// or "id_*" say what they are after.
func HasLiterals(word string) bool {
	n := 0
	for _, c := range path.Base(word) {
		if !strings.ContainsRune("*?[]^\\", c) {
			n++
		}
	}
	return n >= 2
}

// Set is an OR of patterns. Literal base names (".env", "id_rsa") are
// found by binary search rather than tried one by one: the path rules that
// every command meets carry a hundred or more patterns. A Set holds no
// map and no pointer but its Text and its three slices, so that the
// generator can write one as a package-level literal: the linker lays it
// out as read-only data, and no process copies or compiles it.
type Set struct {
	Text string  // the text of every pattern, one after another
	Base []Str   // the literal base names, sorted
	Segs []Piece // the segments of the other patterns, one after another
	// Rest are the other patterns: first the Free ones, tried on every
	// name (base-name patterns, and paths that do not start with a
	// literal folder), then those that do, grouped by that folder.
	Rest []Span
	Free int32
	// Heads are the groups of Rest by their first folder ("~", "" for
	// "/", ".claude"), sorted: a name meets only its own folder's.
	Heads []Head
	// BaseLens and HeadLens have a bit (Bit) for the length of each of
	// Base and of each Head's Lit: a name whose base name or first
	// folder has none of those lengths is not searched for.
	BaseLens, HeadLens uint64
}

// Bit is the bit of a byte or a length in the masks of a Set: its low six
// bits. Two bytes may share a bit; a mask only ever tells that a name
// cannot match.
func Bit(n int) uint64 { return 1 << (n & 63) }

// Bytes is the mask of the bytes of s.
func Bytes(s string) uint64 {
	var m uint64
	for i := 0; i < len(s); i++ {
		m |= Bit(int(s[i]))
	}
	return m
}

// Head is the group of a Set's patterns whose first segment is the
// literal Lit: Rest[Off:End].
type Head struct {
	Lit      Str
	Off, End int32
}

// Str is the text Text[Off:End] of a Set.
type Str struct{ Off, End int32 }

// Piece is a Seg of a Set, its strings spans of the Set's Text.
type Piece struct {
	Kind           Kind
	Pat, Lit, Need Str
}

// Span is one pattern of a Set other than a literal base name: its
// segments are Segs[Off:End]. Need is its longest literal segment: a
// name without that text cannot match, which is much cheaper to tell
// than trying "/**/.aws/credentials" at every depth of an absolute path.
type Span struct {
	Off, End int32
	Basename bool
	Need     Str
	// Sample is a name the pattern matches, for MatchedBy.
	Sample Str
	// Bytes is the mask (Bit) of the bytes every name it matches has
	// (in its base name, for a base-name pattern): the literal text of
	// its segments.
	Bytes uint64
}

func (s *Set) str(x Str) string { return s.Text[x.Off:x.End] }

func (s *Set) seg(p Piece) Seg {
	return Seg{Pat: s.str(p.Pat), Kind: p.Kind, Lit: s.str(p.Lit), Need: s.str(p.Need)}
}

// Empty reports whether the set has no pattern.
func (s *Set) Empty() bool { return len(s.Base)+len(s.Rest) == 0 }

// Compile compiles a list of patterns into a Set.
func Compile(ps []string) (Set, error) {
	if len(ps) == 0 {
		return Set{}, nil
	}
	var text strings.Builder
	added := map[string]Str{} // a text is written once: a literal's Pat and Lit are one
	add := func(v string) Str {
		if v == "" {
			return Str{}
		}
		if x, ok := added[v]; ok {
			return x
		}
		// Text already written may hold it (a sample holds its
		// pattern's literals).
		if i := strings.Index(text.String(), v); i >= 0 {
			x := Str{int32(i), int32(i + len(v))}
			added[v] = x
			return x
		}
		off := text.Len()
		text.WriteString(v)
		x := Str{int32(off), int32(text.Len())}
		added[v] = x
		return x
	}
	var out Set
	var base []string
	type rest struct {
		g    glob
		head string // the literal first segment of a path pattern; "" for a free one
		free bool
	}
	var rests []rest
	for _, p := range ps {
		g, err := compileOne(p)
		if err != nil {
			return Set{}, err
		}
		if g.Basename && g.Segs[0].Kind == Literal {
			base = append(base, g.Segs[0].Lit)
			continue
		}
		r := rest{g: g, free: g.Basename || g.Segs[0].Kind != Literal}
		if !r.free {
			r.head = g.Segs[0].Lit
		}
		rests = append(rests, r)
	}
	// The free patterns first, then the others by their first segment;
	// in order within each (the order of an OR changes nothing).
	slices.SortStableFunc(rests, func(a, b rest) int {
		switch {
		case a.free != b.free:
			if a.free {
				return -1
			}
			return 1
		case a.free:
			return 0
		}
		return strings.Compare(a.head, b.head)
	})
	for i, r := range rests {
		// The sample first: it holds the pattern's literals.
		sample := add(r.g.sample())
		off := len(out.Segs)
		need := ""
		for _, sg := range r.g.Segs {
			out.Segs = append(out.Segs, Piece{Kind: sg.Kind, Pat: add(sg.Pat), Lit: add(sg.Lit), Need: add(sg.Need)})
			if sg.Kind == Literal && len(sg.Lit) > len(need) {
				need = sg.Lit
			}
		}
		sp := Span{Off: int32(off), End: int32(len(out.Segs)), Basename: r.g.Basename, Sample: sample, Bytes: r.g.bytes()}
		if !r.g.Basename {
			sp.Need = add(need)
		}
		out.Rest = append(out.Rest, sp)
		switch {
		case r.free:
			out.Free++
		case len(out.Heads) > 0 && rests[i-1].head == r.head && !rests[i-1].free:
			out.Heads[len(out.Heads)-1].End++
		default:
			out.Heads = append(out.Heads, Head{Lit: add(r.head), Off: int32(i), End: int32(i + 1)})
			out.HeadLens |= Bit(len(r.head))
		}
	}
	slices.Sort(base)
	for _, b := range slices.Compact(base) {
		out.Base = append(out.Base, add(b))
		out.BaseLens |= Bit(len(b))
	}
	out.Text = text.String()
	return out, nil
}

// Fold returns the set with every ASCII letter of its patterns made
// lower case, for matching a name made lower case the same way (Lower):
// a case-insensitive match, as a file system that ignores case (macOS's
// default) finds .Claude/settings.json when .claude/settings.json is
// meant.
func (s *Set) Fold() Set {
	if Lower(s.Text) == s.Text {
		return *s // most sets: nothing to fold
	}
	ps := make([]string, 0, len(s.Base)+len(s.Rest))
	for _, b := range s.Base {
		ps = append(ps, Lower(s.str(b)))
	}
	for _, p := range s.Rest {
		segs := make([]string, 0, p.End-p.Off)
		for _, pc := range s.Segs[p.Off:p.End] {
			segs = append(segs, s.str(pc.Pat))
		}
		ps = append(ps, Lower(strings.Join(segs, "/")))
	}
	out, err := Compile(ps)
	if err != nil {
		// The patterns compiled once already, and lower case changes
		// no wildcard.
		panic(fmt.Sprintf("pathglob: folding a compiled set: %v", err))
	}
	return out
}

// Lower makes the ASCII letters of s lower case; other bytes stay, so
// that every offset into s stays where it was.
func Lower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if b[j] >= 'A' && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// Match reports whether name, cleaned by the caller, matches a pattern.
func (s *Set) Match(name string) bool {
	// The base name and the first segment are found once for all the
	// patterns; a pattern whose first segment is a literal other than the
	// name's (~/.ssh/** for src/x.go) is not looked at.
	base := name
	if i := strings.LastIndexByte(name, '/'); i >= 0 && i < len(name)-1 {
		base = name[i+1:]
	}
	if s.BaseLens&Bit(len(base)) != 0 {
		if _, ok := slices.BinarySearchFunc(s.Base, base, func(x Str, t string) int { return strings.Compare(s.str(x), t) }); ok {
			return true
		}
	}
	if len(s.Rest) == 0 {
		return false
	}
	// The bytes of the base name and of the whole name: a pattern
	// needing a byte the name lacks is not tried.
	baseBytes := Bytes(base)
	nameBytes := baseBytes | Bytes(name[:len(name)-len(base)])
	var parts []string // split once, for all the patterns that need it
	for _, p := range s.Rest[:s.Free] {
		if p.Basename {
			if p.Bytes&^baseBytes == 0 && s.pieceMatch(s.Segs[p.Off], base) {
				return true
			}
			continue
		}
		if p.Bytes&^nameBytes == 0 && s.matchPath(p, name, &parts) {
			return true
		}
	}
	if len(s.Heads) == 0 {
		return false
	}
	first, _, _ := strings.Cut(name, "/")
	if s.HeadLens&Bit(len(first)) == 0 {
		return false
	}
	i, ok := slices.BinarySearchFunc(s.Heads, first, func(h Head, t string) int { return strings.Compare(s.str(h.Lit), t) })
	if !ok {
		return false
	}
	for _, p := range s.Rest[s.Heads[i].Off:s.Heads[i].End] {
		if p.Bytes&^nameBytes == 0 && s.matchPath(p, name, &parts) {
			return true
		}
	}
	return false
}

// matchPath matches a path pattern against name, split into *parts on
// first need.
func (s *Set) matchPath(p Span, name string, parts *[]string) bool {
	if !strings.Contains(name, s.str(p.Need)) {
		return false
	}
	if *parts == nil {
		*parts = strings.Split(name, "/")
	}
	return s.matchPieces(s.Segs[p.Off:p.End], *parts, true)
}

// pieceMatch is Seg.Match on a Piece, without building the Seg.
func (s *Set) pieceMatch(p Piece, x string) bool {
	switch p.Kind {
	case Literal:
		return x == s.str(p.Lit)
	case Suffix:
		return strings.HasSuffix(x, s.str(p.Lit))
	case Prefix:
		return strings.HasPrefix(x, s.str(p.Lit))
	}
	return s.seg(p).Match(x)
}

// matchPieces is matchSegs on a Set's pieces.
func (s *Set) matchPieces(pat []Piece, parts []string, first bool) bool {
	for len(pat) > 0 {
		if pat[0].Kind == Any {
			rest := pat[1:]
			for i := 0; i <= len(parts); i++ {
				if i > 0 && parts[i-1] == "" && first && i == 1 {
					return false // a leading ** does not take the root
				}
				if s.matchPieces(rest, parts[i:], false) {
					return true
				}
			}
			return false
		}
		if len(parts) == 0 || !s.pieceMatch(pat[0], parts[0]) {
			return false
		}
		pat, parts, first = pat[1:], parts[1:], false
	}
	return len(parts) == 0
}

// MatchesRelative reports whether some path below the folder a command
// runs in may match a pattern: a name pattern (any base name), or a path
// pattern that starts neither at the root, nor at the home folder or a
// variable, nor with "..". It answers for files whose names are not known
// (cp -r tools/. .).
func (s *Set) MatchesRelative() bool {
	for _, b := range s.Base {
		if name := s.str(b); name != "." && name != ".." && name != "~" && !strings.HasPrefix(name, "$") {
			return true
		}
	}
	for _, p := range s.Rest {
		if p.Basename {
			return true
		}
		head := s.seg(s.Segs[p.Off])
		if head.Kind != Any && (head.Pat == "" || head.Pat == "~" || head.Pat == ".." || strings.HasPrefix(head.Pat, "$")) {
			continue
		}
		return true
	}
	return false
}

// MatchesBelow reports whether a path pattern may match a file below the
// folder dir, cleaned by the caller: the pattern's first segments match
// dir's and some remain (~/.*/*.json for ~/.docker, ~/**/*.pem for ~).
// It answers for a folder a command reads whole (tar czf x.tgz ~/.docker).
// Name patterns, which any folder may hold, do not count, nor a **
// or a bare * that would take dir's last folder (~/**/*.pem for ~/src,
// ~/.config/*/hosts.yml for ~/.config/nvim): what is below an
// ordinary folder is not told.
func (s *Set) MatchesBelow(dir string) bool {
	parts := strings.Split(dir, "/")
	for _, p := range s.Rest {
		if !p.Basename && s.piecesBelow(s.Segs[p.Off:p.End], parts, true) {
			return true
		}
	}
	return false
}

// piecesBelow is matchPieces for a folder: parts used up with pattern
// left over is a match.
func (s *Set) piecesBelow(pat []Piece, parts []string, first bool) bool {
	for len(parts) > 0 {
		if len(pat) == 0 {
			return false
		}
		if pat[0].Kind == Any {
			for i := 0; i < len(parts); i++ {
				if first && i == 1 && parts[0] == "" {
					return false // a leading ** does not take the root
				}
				if s.piecesBelow(pat[1:], parts[i:], false) {
					return true
				}
			}
			return false
		}
		// The folder's own name is told by the pattern, not by a bare *
		// (~/.config/*/hosts.yml says nothing of ~/.config/nvim).
		if !s.pieceMatch(pat[0], parts[0]) || len(parts) == 1 && pat[0].Kind == Suffix && pat[0].Lit.Off == pat[0].Lit.End {
			return false
		}
		pat, parts, first = pat[1:], parts[1:], false
	}
	return len(pat) > 0
}

// MatchedBy reports whether the shell pattern word would match a name
// that one of the patterns means, judged on each pattern's sample name.
func (s *Set) MatchedBy(word string) bool {
	wordBase := path.Base(word)
	for _, lit := range s.Base {
		if ok, _ := path.Match(wordBase, s.str(lit)); ok {
			return true
		}
	}
	for _, p := range s.Rest {
		pat := word
		if p.Basename {
			pat = wordBase
		}
		sample := s.str(p.Sample)
		if ok, _ := path.Match(pat, sample); ok {
			return true
		}
		// A pattern that starts with ** (**/.aws/credentials) means its
		// tail below any folder, so a word whose last folders match the
		// tail (.aw?/credentials, src/*/credentials, an absolute path's
		// end) names it too; its sample's first folder is only one of
		// them.
		if !p.Basename && p.End > p.Off && s.Segs[p.Off].Kind == Any {
			if _, tail, ok := strings.Cut(sample, "/"); ok && tail != "" {
				n := strings.Count(tail, "/") + 1
				if parts := strings.Split(word, "/"); len(parts) >= n {
					if ok, _ := path.Match(strings.Join(parts[len(parts)-n:], "/"), tail); ok {
						return true
					}
				}
			}
		}
	}
	return false
}

// MatchedInFolderBy is MatchedBy for a word whose base name is too
// vague to be tried on the base-name patterns (cat .aws/*, /etc/*): does
// the shell pattern word match a path pattern's sample, or the tail of
// one that starts with ** (.aws/* names ~/x/.aws/credentials)? As the
// shell does, a wildcard does not match a name's leading dot (~/* is
// not ~/.netrc; ~/.* is).
func (s *Set) MatchedInFolderBy(word string) bool {
	// The folders must be literal: they, not the wildcards, say which
	// secrets are meant (src/* is no more .aws/credentials than * is).
	dir := path.Dir(word)
	if dir == "." || strings.ContainsAny(dir, "*?[") {
		return false
	}
	for _, p := range s.Rest {
		if p.Basename {
			continue
		}
		sample := s.str(p.Sample)
		if shellMatch(word, sample) {
			return true
		}
		if p.End > p.Off && s.Segs[p.Off].Kind == Any {
			if _, tail, ok := strings.Cut(sample, "/"); ok && tail != "" {
				n := strings.Count(tail, "/") + 1
				if parts := strings.Split(word, "/"); n >= 2 && len(parts) >= n && shellMatch(strings.Join(parts[len(parts)-n:], "/"), tail) {
					return true
				}
			}
		}
	}
	return false
}

// shellMatch is path.Match with the shell's rule for a leading dot: a
// name's segment that starts with "." is matched only by a pattern's
// segment that starts with one.
func shellMatch(pat, name string) bool {
	ps, ns := strings.Split(pat, "/"), strings.Split(name, "/")
	if len(ps) != len(ns) {
		return false
	}
	for i, n := range ns {
		if strings.HasPrefix(n, ".") && !strings.HasPrefix(ps[i], ".") {
			return false
		}
		if ok, _ := path.Match(ps[i], n); !ok {
			return false
		}
	}
	return true
}

// MatchedBelowBy is MatchedBy for a folder a command reads whole: does
// the shell pattern word match a folder that holds a name one of the
// patterns means (~/.ss? holds ~/.ssh/id_rsa), judged on each path
// pattern's sample.
func (s *Set) MatchedBelowBy(word string) bool {
	for _, p := range s.Rest {
		if p.Basename {
			continue
		}
		sample := s.str(p.Sample)
		for i := 1; i < len(sample); i++ {
			if sample[i] != '/' {
				continue
			}
			if ok, _ := path.Match(word, sample[:i]); ok {
				return true
			}
		}
	}
	return false
}
