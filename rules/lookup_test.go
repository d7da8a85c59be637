package rules

import "testing"

// RuleTier sees the layers: a changed tier, a switched-off rule and an
// unknown id.
func TestRuleTier(t *testing.T) {
	s := mustLoad(t, layout(t, `
[[rule]]
id = "git-force-push"
tier = "yellow"

[[rule]]
id = "rm-recursive"
disabled = true
`, ""))
	for _, tc := range []struct {
		id   string
		tier Tier
		ok   bool
	}{
		{"git-force-push", Yellow, true},
		{"dependency-add", Yellow, true},
		{"shred", Red, true},
		{"rm-recursive", 0, false},
		{"parse_error", 0, false},
	} {
		tier, ok := s.RuleTier(tc.id)
		if tier != tc.tier || ok != tc.ok {
			t.Errorf("RuleTier(%q) = %s, %v; want %s, %v", tc.id, tier, ok, tc.tier, tc.ok)
		}
	}
	if _, ok := (*Set)(nil).RuleTier("shred"); ok {
		t.Error("a nil set has no rules")
	}
}
