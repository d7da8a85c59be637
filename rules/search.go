package rules

import (
	"fmt"
	"regexp"
	"strings"

	"gatesh/internal/lazy"
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
		if w := v.pos[v.patternIdx]; !w.Dynamic && re.MatchString(withoutHashingAPI(w.Value)) {
			return w.Span, true
		}
	}
	for _, f := range v.flags {
		if f.pattern && re.MatchString(withoutHashingAPI(f.value)) {
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

// hashingAPI matches the names of PHP's password hashing functions and
// constants (php.net, "Password Hashing": password_hash, password_verify,
// password_needs_rehash, password_get_info, password_algos and the
// PASSWORD_* algorithm constants) as whole words. A search for them finds
// the code that hashes or checks a password, not a setting that holds
// one; a longer name that begins so (DB_PASSWORD_DEFAULT,
// PASSWORD_DEFAULT_VALUE) is another name and stays as it is.
var hashingAPI = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`(^|[^A-Za-z0-9_])(?:password_hash|password_verify|password_needs_rehash|password_get_info|password_algos|PASSWORD_DEFAULT|PASSWORD_BCRYPT|PASSWORD_ARGON2ID|PASSWORD_ARGON2I)\b`)
}}

// withoutHashingAPI is a search pattern with the password hashing API's
// names (hashingAPI) taken out.
func withoutHashingAPI(p string) string {
	if !strings.Contains(p, "password_") && !strings.Contains(p, "PASSWORD_") {
		return p
	}
	return hashingAPI.Get().ReplaceAllString(p, "${1}hashing_api")
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
