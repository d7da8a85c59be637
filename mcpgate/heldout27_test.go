package mcpgate

import "testing"

// The sixteenth held-out set's gateway figures at its one measurement.
var mcp16GatewayFloor = setFigures{redHeld: 201, passHeld: 91, greenYellow: 20}

// TestHeldoutMCP16Gateway measures mcp16 on the gateway's route.
func TestHeldoutMCP16Gateway(t *testing.T) {
	measureGateway(t, "mcp16", mcp16GatewayFloor)
}
