package rules

// RuleTier returns the tier of the rule id in the set, and false when the
// set has no such rule or it is switched off. Tools that write rules for
// the operator (gatesh suggest) use it to propose only changes that apply.
func (s *Set) RuleTier(id string) (Tier, bool) {
	if s == nil {
		return 0, false
	}
	for _, l := range s.rules {
		if src := l.spec(); src.ID == id {
			t, err := ParseTier(src.Tier)
			return t, err == nil
		}
	}
	return 0, false
}
