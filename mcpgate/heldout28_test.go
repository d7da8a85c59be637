package mcpgate

import "testing"

// The seventeenth held-out set's gateway figures at its one measurement.
var mcp17GatewayFloor = setFigures{redHeld: 194, passHeld: 91, greenYellow: 22}

// TestHeldoutMCP17Gateway measures mcp17 on the gateway's route.
func TestHeldoutMCP17Gateway(t *testing.T) {
	measureGateway(t, "mcp17", mcp17GatewayFloor)
}
