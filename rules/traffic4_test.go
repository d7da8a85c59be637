package rules_test

import (
	"path/filepath"
	"testing"
)

// The fourth real-traffic set was written blind while the twelfth round
// studied the third, and measured once when that round ended (see
// traffic4/README.md, "Measurement"). These are that measurement's
// figures, kept as floors.
const (
	traffic4RedHeld       = 77 // of 79, at least (at the measurement)
	traffic4EverydayHolds = 30 // undeserved holds in 1,660, at most (seen, after the fifteenth round; 45 at the measurement)
)

func TestTraffic4Set(t *testing.T) {
	// Each line names the agent's home: these sessions ran on the owners'
	// own machines.
	m := measureTraffic(t, filepath.Join("traffic4", "traffic.jsonl"), "/root")
	if m.redHeld < traffic4RedHeld {
		t.Errorf("%d dangerous commands of the fourth traffic set held, fewer than the %d of the measurement", m.redHeld, traffic4RedHeld)
	}
	if m.everydayHeld > traffic4EverydayHolds {
		t.Errorf("%d everyday commands of the fourth traffic set held, more than the %d of the measurement", m.everydayHeld, traffic4EverydayHolds)
	}
}
