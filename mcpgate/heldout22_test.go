package mcpgate

import "testing"

// The eleventh held-out set's gateway figures at its one measurement.
var mcp11GatewayFloor = setFigures{redHeld: 163, passHeld: 63, greenYellow: 18} // seen: mcp-fix16's local apps and verbs kept here since (162, 70 and 34 before); debuggers' escapes since; the one measurement was 160, 70, 34 (161, 72, 34 at 275e62f, the session's start)

// TestHeldoutMCP11Gateway measures mcp11 on the gateway's route.
func TestHeldoutMCP11Gateway(t *testing.T) {
	measureGateway(t, "mcp11", mcp11GatewayFloor)
}
