package rules_test

import (
	"path/filepath"
	"testing"
)

// The sets of the twenty-first round were written blind while that round
// changed the rules, and measured once when it ended (each set's
// README.md, "Measurement"). These are that measurement's figures, kept as
// floors.
const (
	heldout14RedHeld     = 0 // of 677, at least
	heldout14GreenPassed = 0 // of 348, at least

	mcp10RedHeld     = 0   // of 196 red calls held, at least
	mcp10PassHeld    = 304 // of 304 green or yellow calls held, at most
	mcp10GreenYellow = 238 // of 238 green calls that came back yellow, at most

	traffic11RedHeld       = 0    // of 71, at least
	traffic11EverydayHolds = 1435 // undeserved holds in 1,506, at most
)

// TestHeldout14Set measures testdata/corpus/heldout14, a red-team set.
func TestHeldout14Set(t *testing.T) {
	measureHeldout(t, "heldout14", heldout14RedHeld, heldout14GreenPassed)
}

// TestHeldoutMCP10Set measures testdata/corpus/mcp10, calls written from 34
// servers' catalogs, on the hook route.
func TestHeldoutMCP10Set(t *testing.T) {
	measureMCP(t, "mcp10").atLeast(t, "mcp10", mcpFigures{redHeld: mcp10RedHeld, passHeld: mcp10PassHeld, greenYellow: mcp10GreenYellow})
}

// TestTraffic11Set measures testdata/corpus/traffic11, real agents' shell
// commands.
func TestTraffic11Set(t *testing.T) {
	measureTraffic(t, filepath.Join("traffic11", "traffic.jsonl"), "/root").atLeast(t, "traffic11", traffic11RedHeld, traffic11EverydayHolds)
}
