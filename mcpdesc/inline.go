package mcpdesc

import (
	"strings"

	"gatesh/internal/lazy"
	"gatesh/toolcall"
)

// What a description says an argument's numbered values do, in its own
// words rather than in the schema: "Status 1 = draft, 2 = published".
// A value whose word is one of the lexicon's effects (published, sent,
// deleted) applies to a call that gives that value, as an enum's does.

// inlineValues finds an argument's name and its first numbered value,
// the name perhaps followed by its type in parentheses as an Args list
// gives it ("status (number, optional): 1=Draft, 2=Published");
// inlinePair the value-word pairs of the run it starts.
var (
	inlineValues = &lazy.Regexp{Src: `(?i)\b([a-z][a-z0-9_]*)\s*(?:\([a-z ,|]{1,40}\)\s*)?(?:[:(]\s*)?(\d{1,6}\s*=\s*[a-z][a-z-]*(?:\s*[,;/]?\s*(?:or\s+|and\s+)?\d{1,6}\s*=\s*[a-z][a-z-]*)*)`}
	inlinePair   = &lazy.Regexp{Src: `(\d{1,6})\s*=\s*([A-Za-z][A-Za-z-]*)`}
)

// addInlineValues keeps the effects of the numbered values a
// description defines for an argument. The argument is the schema's
// property of that name, whatever its case, or the name itself.
func (r *reader) addInlineValues(description string, props []prop) {
	if !strings.Contains(description, "=") {
		return
	}
	for _, m := range inlineValues.Get().FindAllStringSubmatch(description, MaxSaid) {
		arg := strings.ToLower(m[1])
		for _, p := range props {
			if strings.EqualFold(p.name, m[1]) {
				arg = p.path
				break
			}
		}
		for _, pair := range inlinePair.Get().FindAllStringSubmatch(m[2], MaxSaid) {
			if class := stateClass(strings.ToLower(pair[2])); class != "" {
				r.add(toolcall.Said{Class: class, Quote: "description: " + quote(m[0]), Arg: arg, Value: pair[1]})
			}
		}
	}
}

// stateClass is the class of a state a value sets, named by a verb's
// form: published, sent, deleted, refunded. Only what the lexicon says
// by the verb alone counts; a state the verb needs an object for (a
// "posted" entry, an "ordered" list) and a mode (enabled, paused) do
// not.
func stateClass(w string) string {
	for _, b := range bases(w) {
		switch c := verbClass(b.word); {
		case c == Production || c == "" || needsObject(b.word) || b.end != "ed" && b.end != "":
			// "1 = enabled", "2 = paused": a mode as often a local
			// one as a system's
		default:
			return c
		}
	}
	return ""
}
