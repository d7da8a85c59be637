package rules

import "strings"

// SecretPaths lists the path patterns of the red rules that guard
// credentials (ids starting with "secret-"), as written, with "~/" for the
// home folder. The kernel enforcement hides the ones it can express, so
// that the list of credential files is kept in one place: rules.toml.
func (s *Set) SecretPaths() []string {
	var out []string
	for _, l := range s.rules {
		src := l.src
		if src.Disabled || !strings.HasPrefix(src.ID, "secret-") || src.Tier != Red.String() {
			continue
		}
		out = append(out, src.Paths...)
	}
	return out
}
