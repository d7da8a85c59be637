package mcpdesc

import (
	"html"
	"strings"
	"unicode"

	"gatesh/internal/lazy"
	"gatesh/toolcall"
)

// maxGrowth bounds how much longer normalizing may make a text (NFKC
// expands some characters many times): past it the text is unread.
const maxGrowth = 4

// normalizeText is a catalog's text as the model reads it, before any
// word of it is read: HTML entities decoded (&#101; is e), NFKC
// (fullwidth and mathematical letters, ligatures), the format
// characters a reader does not see dropped (a soft hyphen, a zero-width
// space, a bidirectional mark), and letters that look like Latin ones
// read as those (a Cyrillic е is e; toolcall.FoldName); then the forms
// that say an effect twice negated (never fails to send) are read as
// the effect. ok is false when the result is past maxGrowth times the
// text.
func normalizeText(s string) (string, bool) {
	if strings.ContainsRune(s, '&') {
		s = html.UnescapeString(s)
	}
	s = dropFormat(s)
	folded, _ := toolcall.FoldName(s)
	folded = dropFormat(folded) // NFKC may make some
	if len(folded) > maxGrowth*len(s)+64 {
		return "", false
	}
	return doubleNegative.Get().ReplaceAllString(folded, "${1}will"), true
}

// doubleNegative is a negation of failing, which says the effect: "never
// fails to send", "does not forget to notify". It is read as "will".
var doubleNegative = &lazy.Regexp{Src: `(?i)(^|[^\pL])(?:never|not|doesn't|don't|won't|cannot|can't)\s+(?:ever\s+)?(?:fails?|forgets?|neglects?|omits?)\s+to\b`}

// sentAt reads what says a message leaves without an active verb of
// sending, at i: a passive with its recipient ("the thread is emailed
// to everyone", not "the posts that are published"), or "goes out" by a
// channel or to someone ("goes out by email"). It returns the verb.
func sentAt(ts []string, i int) (string, bool) {
	if i == 0 || negated(ts, i) {
		return "", false
	}
	if i+2 < len(ts) && ts[i+1] == "out" {
		switch ts[i] {
		case "go", "goes", "went", "going", "gone":
			switch ts[i+2] {
			case "by", "via", "over", "to", "as":
				return "send", true
			}
		}
	}
	switch ts[i-1] {
	case "is", "are", "gets", "get", "will", "then":
	default:
		return "", false
	}
	if i >= 2 && (ts[i-2] == "that" || ts[i-2] == "which" || ts[i-2] == "who") {
		return "", false // a state the text describes: posts that are published
	}
	if i+1 >= len(ts) || ts[i+1] != "to" && ts[i+1] != "out" {
		return "", false
	}
	for _, b := range bases(ts[i]) {
		// "is called to get": a function is called, nobody is phoned
		if b.end == "ed" && verbClass(b.word) == Outward && b.word != "call" {
			return b.word, true
		}
	}
	return "", false
}

// dropFormat drops the format characters (Unicode Cf) a reader does not
// see.
func dropFormat(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Cf, r) {
			return -1
		}
		return r
	}, s)
}
