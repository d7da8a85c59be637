package mcpgate

import "testing"

// The eighteenth held-out set's gateway figures: not measured yet.
var mcp18GatewayFloor = setFigures{redHeld: 0, passHeld: 9999, greenYellow: 9999}

// TestHeldoutMCP18Gateway measures mcp18 on the gateway's route.
func TestHeldoutMCP18Gateway(t *testing.T) {
	measureGateway(t, "mcp18", mcp18GatewayFloor)
}
