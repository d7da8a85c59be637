package rules_test

import (
	"testing"

	"gatesh/rules"
)

// A global git setting that turns a guard off (signing, object checks,
// path protections, a transport that runs commands) is red; identity and
// defaults stay yellow, and a read of the same key passes.
func TestGitConfigGuardOff(t *testing.T) {
	s := rules.Default()
	for _, c := range []struct {
		cmd  string
		tier rules.Tier
	}{
		{"git config --global commit.gpgsign false", rules.Red},
		{"git config --global tag.gpgSign false", rules.Red},
		{"git config --global push.gpgSign false", rules.Red},
		{"git config --global gpg.format ssh", rules.Red},
		{"git config --global user.signingkey ~/.ssh/other.pub", rules.Red},
		{"git config --system fetch.fsckObjects false", rules.Red},
		{"git config --global core.protectHFS false", rules.Red},
		{"git config --global protocol.ext.allow always", rules.Red},
		{"git config set --global commit.gpgSign false", rules.Red},

		{"git config --global user.name 'Ann Lee'", rules.Yellow},
		{"git config --global init.defaultBranch main", rules.Yellow},
		{"git config --global --get commit.gpgsign", rules.Green},
		{"git config get --global commit.gpgsign", rules.Green},
	} {
		d := s.Classify(c.cmd)
		if d.Tier != c.tier {
			t.Errorf("%q: %s, want %s (%s)", c.cmd, d.Tier, c.tier, formatHits(d.Hits))
		}
	}
}
