package inline

import "strings"

// Python 3.10 removed the aliases of the abstract base classes from the
// collections module (collections.Mapping is collections.abc.Mapping:
// What's New in Python 3.10, bpo-37324), and code written for older
// versions is run on newer ones with the aliases put back:
//
//	setattr(collections, name, getattr(collections.abc, name))
//
// whatever name is, the statement reads a class of collections.abc,
// whose names are those classes and a module's own dunders, and stores
// it on collections: it calls nothing. pyCompatShims blanks those
// statements so that the lookup by name is not read as a name built to
// reach a function, but only where collections and collections.abc are
// the standard library's: nothing else in the code binds the name
// collections or an attribute of it, and nothing reaches names through
// text (pyIndirect) once the statements are blanked.

var (
	// pyCollectionsShim is the statement, with the names it copies.
	pyCollectionsShim = &lazyRegexp{src: `\bsetattr[ \t]*\([ \t]*collections[ \t]*,[ \t]*(\w+)[ \t]*,[ \t]*getattr[ \t]*\([ \t]*collections[ \t]*\.[ \t]*abc[ \t]*,[ \t]*(\w+)[ \t]*\)[ \t]*\)`}
	// pyCollectionsWord finds the name collections, and what follows it.
	pyCollectionsWord = &lazyRegexp{src: `\bcollections\b`}
	// pyCollectionsRead is a use of collections that binds nothing: an
	// attribute of it read, called or passed on (collections.abc.Mapping,
	// dir(collections.abc)), not assigned.
	pyCollectionsRead = &lazyRegexp{src: `^collections([ \t]*\.[ \t]*\w+)+[ \t]*([)\],(]|$)`}
	// pyImportLine is an import statement of plain module names, with
	// no "from"; pyAs, a name bound by "as".
	pyImportLine = &lazyRegexp{src: `^[ \t]*import[ \t]+[\w. \t,]+$`}
	pyAs         = &lazyRegexp{src: `\bas\b`}
)

// pyCompatShims returns code with each collections.abc copy statement
// blanked (line breaks kept, so spans stay), or "" when there is none or
// the names in it may not be the standard library's.
func pyCompatShims(code string) string {
	re := pyCollectionsShim.get()
	ms := re.FindAllStringSubmatchIndex(code, -1)
	if len(ms) == 0 {
		return ""
	}
	b := []byte(code)
	for _, m := range ms {
		if code[m[2]:m[3]] != code[m[4]:m[5]] {
			return ""
		}
		for i := m[0]; i < m[1]; i++ {
			if b[i] != '\n' {
				b[i] = ' '
			}
		}
	}
	out := string(b)
	if pyIndirect.MatchString(out) {
		return ""
	}
	// Read what is left with its strings and comments filled in: a word
	// there is data.
	prog := []byte(out)
	for _, s := range pyLiteralSpans(out) {
		for i := s[0]; i < s[1]; i++ {
			if prog[i] != '\n' {
				prog[i] = 'x'
			}
		}
	}
	text := string(prog)
	for _, w := range pyCollectionsWord.get().FindAllStringIndex(text, -1) {
		lineStart := strings.LastIndexByte(text[:w[0]], '\n') + 1
		lineEnd := strings.IndexByte(text[w[0]:], '\n')
		if lineEnd < 0 {
			lineEnd = len(text)
		} else {
			lineEnd += w[0]
		}
		line := text[lineStart:lineEnd]
		before := strings.TrimRight(text[lineStart:w[0]], " \t")
		switch {
		case pyImportLine.get().MatchString(line) && !pyAs.get().MatchString(line):
		case strings.HasSuffix(before, "hasattr(") && !strings.HasSuffix(before, ".hasattr("):
		case pyCollectionsRead.get().MatchString(text[w[0]:lineEnd]) && !strings.HasSuffix(before, "."):
		default:
			return ""
		}
	}
	return out
}
