package rules

import (
	"fmt"

	"gatesh/parser"
)

// searchFor reports whether the command searches for one of the rule's
// search_pattern regexps: what a search tool is told to look for (its
// pattern argument or option: grep PATTERN, rg -e, sed's script, git
// grep, git log -G), any word of a program gatesh knows nothing of
// (trufflehog-like tools alike), or inline code (re.findall(r"AKIA...")).
// The word that matched is the span. A message (git commit -m), text
// printed as given (echo) and a file's name are not searches.
func (s *Set) searchFor(r *rule, v *cmdView) (parser.Span, bool) {
	re, err := r.searchRegexp()
	if err != nil {
		return v.cmd.Span, true // unusable: fail closed
	}
	c := v.cmd
	if stdoutDiscarded(c) {
		return parser.Span{}, false
	}
	if v.patternIdx >= 0 && v.patternIdx < len(v.pos) {
		if w := v.pos[v.patternIdx]; !w.Dynamic && re.MatchString(w.Value) {
			return w.Span, true
		}
	}
	for _, f := range v.flags {
		if f.pattern && re.MatchString(f.value) {
			return f.valueSpan, true
		}
	}
	for _, p := range c.Payloads {
		if p.Lang != "sql" && re.MatchString(p.Text) {
			return p.Span, true
		}
	}
	if !s.unlistedView(v) {
		return parser.Span{}, false
	}
	for _, w := range v.pos {
		if !w.Dynamic && re.MatchString(w.Value) {
			return w.Span, true
		}
	}
	for _, f := range v.flags {
		if f.hasValue && re.MatchString(f.value) {
			return f.valueSpan, true
		}
	}
	return parser.Span{}, false
}

// searchRegexp compiles the search patterns on first use. A text matches
// when one of them does: their alternation, (?:P1)|(?:P2)..., each with
// its own literals to rule texts out (the literals of the one regexp were
// those of every pattern together, so a token's two-letter prefix let
// most texts through to the whole program).
func (r *rule) searchRegexp() (anyFiltered, error) {
	r.searchOnce.Do(func() {
		for _, p := range r.searchPattern {
			re, err := compileFiltered(p)
			if err != nil {
				r.searchErr = fmt.Errorf("search_pattern %q: %w", p, err)
				return
			}
			r.searchRe = append(r.searchRe, re)
		}
	})
	return r.searchRe, r.searchErr
}

// anyFiltered matches a text when one of its regexps does.
type anyFiltered []filteredRe

func (a anyFiltered) MatchString(s string) bool {
	for _, re := range a {
		if re.MatchString(s) {
			return true
		}
	}
	return false
}

// stdoutDiscarded reports whether the command's output goes to
// /dev/null: a search then prints nothing it finds.
func stdoutDiscarded(c *parser.Command) bool {
	for _, r := range c.Redirs {
		if r.Target.Value != "/dev/null" || r.Target.Dynamic {
			continue
		}
		switch {
		case r.Op == "&>" || r.Op == "&>>":
			return true
		case (r.Op == ">" || r.Op == ">>" || r.Op == ">|") && (r.Fd == "" || r.Fd == "1"):
			return true
		}
	}
	return false
}

// mayBeSearch reports, cheaply, whether the command can have something a
// search_pattern looks at: a search's pattern, inline code, or the words
// of a program nobody listed.
func (v *cmdView) mayBeSearch(s *Set) bool {
	if v.patternIdx >= 0 || len(v.cmd.Payloads) > 0 {
		return true
	}
	for _, f := range v.flags {
		if f.pattern {
			return true
		}
	}
	return s.unlistedView(v)
}
