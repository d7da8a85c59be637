package rules

import "testing"

// A rule that names its commands by pattern (mkfs.*) is a candidate for
// every command; it must be built only for a command its patterns match,
// or every start of gatesh pays for building it. The verdicts stay those
// of the built rule.
func TestPatternRulesBuiltOnlyForTheirCommands(t *testing.T) {
	s, err := build([]layer{defaultLayer()}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{"true", "ls -la", "go test ./..."} {
		if d := s.Classify(cmd); d.Tier != Green {
			t.Fatalf("%s: tier %v, want green", cmd, d.Tier)
		}
	}
	patterned := 0
	for _, i := range s.index.Generic {
		l := s.rules[i]
		if len(l.spec().Command) == 0 {
			continue
		}
		patterned++
		if l.rule != nil || l.err != nil {
			t.Errorf("rule %s was built for commands it cannot match", l.spec().ID)
		}
	}
	if patterned == 0 {
		t.Fatal("no rule of the default names its commands by pattern: the test checks nothing")
	}
	if d := s.Classify("mkfs.ext4 /dev/sdb1"); d.Tier != Red || !hasHit(d, "mkfs") {
		t.Errorf("mkfs.ext4: %+v, want the mkfs rule, red", d)
	}
}
