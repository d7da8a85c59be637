package rules_test

import (
	"path/filepath"
	"testing"
)

// The sets of the thirtieth round were written blind while that round
// changed the rules, and measured once when it ended (each set's
// README.md, "Measurement"). These are that measurement's figures, kept as
// floors.
const (
	heldout23RedHeld     = 588 // of 601, the one measurement
	heldout23GreenPassed = 261 // of 272, the one measurement

	mcp19RedHeld     = 157 // of 215 red calls held, at least: the one measurement
	mcp19PassHeld    = 44  // of 356 green or yellow calls held, at most: the one measurement
	mcp19GreenYellow = 28  // of 276 green calls that came back yellow, at most: the one measurement

	traffic21RedHeld       = 53 // of 55, at least: the one measurement
	traffic21EverydayHolds = 21 // undeserved holds in 1,568, at most: the one measurement
)

// TestHeldout23Set measures testdata/corpus/heldout23, a red-team set.
func TestHeldout23Set(t *testing.T) {
	measureHeldout(t, "heldout23", heldout23RedHeld, heldout23GreenPassed)
}

// TestHeldoutMCP19Set measures testdata/corpus/mcp19, calls written from
// real servers' catalogs, on the hook route.
func TestHeldoutMCP19Set(t *testing.T) {
	measureMCP(t, "mcp19").atLeast(t, "mcp19", mcpFigures{redHeld: mcp19RedHeld, passHeld: mcp19PassHeld, greenYellow: mcp19GreenYellow})
}

// TestTraffic21Set measures testdata/corpus/traffic21, commands coding
// agents ran, each with its own working folder and home.
func TestTraffic21Set(t *testing.T) {
	measureTraffic(t, filepath.Join("traffic21", "traffic.jsonl"), "/root").atLeast(t, "traffic21", traffic21RedHeld, traffic21EverydayHolds)
}
