package mcpgate

import "testing"

// The eighteenth held-out set's gateway figures at its one measurement.
var mcp18GatewayFloor = setFigures{redHeld: 179, passHeld: 79, greenYellow: 26}

// TestHeldoutMCP18Gateway measures mcp18 on the gateway's route.
func TestHeldoutMCP18Gateway(t *testing.T) {
	measureGateway(t, "mcp18", mcp18GatewayFloor)
}
