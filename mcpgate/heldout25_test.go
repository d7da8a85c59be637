package mcpgate

import "testing"

// The fourteenth held-out set's gateway figures at its one measurement.
var mcp14GatewayFloor = setFigures{redHeld: 181, passHeld: 82, greenYellow: 18} // the one measurement

// TestHeldoutMCP14Gateway measures mcp14 on the gateway's route.
func TestHeldoutMCP14Gateway(t *testing.T) {
	measureGateway(t, "mcp14", mcp14GatewayFloor)
}
