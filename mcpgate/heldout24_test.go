package mcpgate

import "testing"

// The thirteenth held-out set's gateway figures at its one measurement.
var mcp13GatewayFloor = setFigures{redHeld: 196, passHeld: 57, greenYellow: 15} // seen since (60 held before a destructive or open-world hint was not said of an operation that reads); 171, 60 and 21 at the one measurement (170, 60, 21 at c80d2455); 58 held before a pane, a viewport or a material kept in the app, a process's status read, Joplin, Things and JADX local apps, a file's text edited by its path; 18 yellow before a debugger's memory examined, its locals and a binary's hardening checked read

// TestHeldoutMCP13Gateway measures mcp13 on the gateway's route.
func TestHeldoutMCP13Gateway(t *testing.T) {
	measureGateway(t, "mcp13", mcp13GatewayFloor)
}
