package mcpgate

import "testing"

// The fifteenth held-out set's gateway figures at its one measurement.
var mcp15GatewayFloor = setFigures{redHeld: 208, passHeld: 58, greenYellow: 20} // the one measurement

// TestHeldoutMCP15Gateway measures mcp15 on the gateway's route.
func TestHeldoutMCP15Gateway(t *testing.T) {
	measureGateway(t, "mcp15", mcp15GatewayFloor)
}
