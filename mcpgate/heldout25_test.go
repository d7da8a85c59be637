package mcpgate

import "testing"

// The fourteenth held-out set's gateway figures at its one measurement.
var mcp14GatewayFloor = setFigures{redHeld: 192, passHeld: 74, greenYellow: 7} // 181, 82 and 18 at the one measurement; mcp-fix17 since (seen)

// TestHeldoutMCP14Gateway measures mcp14 on the gateway's route.
func TestHeldoutMCP14Gateway(t *testing.T) {
	measureGateway(t, "mcp14", mcp14GatewayFloor)
}
