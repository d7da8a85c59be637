package rules

import "strings"

// SecretPaths lists the path patterns of the red rules that guard
// credentials (ids starting with "secret-"), and their exceptions, as
// written, with "~/" for the home folder. The kernel enforcement hides the
// ones it can express, so that the list of credential files is kept in
// one place: rules.toml.
func (s *Set) SecretPaths() (paths, except []string) {
	for _, l := range s.rules {
		if l.compiled {
			// The embedded default says so without building the rule.
			p, e, _ := defaultSecretPaths(l.at)
			paths, except = append(paths, p...), append(except, e...)
			continue
		}
		src := l.spec()
		if !strings.HasPrefix(src.ID, "secret-") || src.Tier != Red.String() {
			continue
		}
		paths = append(paths, src.Paths...)
		except = append(except, src.ExceptPaths...)
	}
	return paths, except
}
