package rules_test

import (
	"testing"

	"gatesh/rules"
)

// holdCase is a command and whether it must be held.
type holdCase struct {
	cmd  string
	held bool
}

// checkHolds classifies each case with s and reports those held when
// they should pass, or passed when they should be held.
func checkHolds(t *testing.T, s *rules.Set, cases []holdCase) {
	t.Helper()
	for _, c := range cases {
		d := s.Classify(c.cmd)
		held := d.Verdict == rules.Hold || d.Verdict == rules.Deny
		if held != c.held {
			t.Errorf("%q: held=%v, want %v (%s %s)", c.cmd, held, c.held, d.Tier, formatHits(d.Hits))
		}
	}
}
