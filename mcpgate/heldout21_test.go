package mcpgate

import "testing"

// The tenth held-out set's gateway figures at its one measurement.
var mcp10GatewayFloor = setFigures{redHeld: 0, passHeld: 304, greenYellow: 238}

// TestHeldoutMCP10Gateway measures mcp10 on the gateway's route.
func TestHeldoutMCP10Gateway(t *testing.T) {
	measureGateway(t, "mcp10", mcp10GatewayFloor)
}
