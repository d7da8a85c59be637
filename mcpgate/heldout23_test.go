package mcpgate

import "testing"

// The twelfth held-out set's gateway figures at its one measurement.
var mcp12GatewayFloor = setFigures{redHeld: 173, passHeld: 60, greenYellow: 26} // seen since: a sandbox's own files the sandbox's (64 held before), device CLIs, lists of command lines, DNS names, trading bots started, key chords that open a task manager or a run prompt (172 before), own resting orders cancelled yellow, desktop focus and random passwords green, a clause that lists the read chosen (155 before); the one measurement (150, 73, 28 at 22ec80bd, the session's start)

// TestHeldoutMCP12Gateway measures mcp12 on the gateway's route.
func TestHeldoutMCP12Gateway(t *testing.T) {
	measureGateway(t, "mcp12", mcp12GatewayFloor)
}
