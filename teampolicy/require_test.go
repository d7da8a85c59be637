package teampolicy

import (
	"slices"
	"testing"
	"time"

	"gatesh/rules"
)

// Lacks names each requirement of the base that the other does not hold
// at least as strictly, and nothing when it holds all of them.
func TestRequireLacks(t *testing.T) {
	base := Require{Enforce: "landlock", Network: "allowlist", MaxHoldWait: 10 * time.Minute, LocalApprovalsOff: true, Posture: rules.DefaultHold}
	all := []string{`require.enforce = "landlock"`, `require.network = "allowlist"`, `require.max_hold_wait = "10m0s" or less`,
		"require.local_approvals = false", `require.posture = "default-hold"`}
	stricter := base
	stricter.MaxHoldWait = time.Minute
	stricter.NetworkAllow = []string{"builds.example.com"}
	longer := base
	longer.MaxHoldWait = time.Hour
	for _, c := range []struct {
		name string
		r    Require
		want []string
	}{
		{"none", Require{}, all},
		{"the same", base, nil},
		{"stricter", stricter, nil},
		{"a longer wait", longer, all[2:3]},
	} {
		if got := c.r.Lacks(base); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	if got := (Require{}).Lacks(Require{}); got != nil {
		t.Errorf("nothing required: %q", got)
	}
}
