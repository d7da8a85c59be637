package mcpgate

import "testing"

// The nineteenth held-out set's gateway figures at its one measurement.
var mcp19GatewayFloor = setFigures{redHeld: 171, passHeld: 50, greenYellow: 27}

// TestHeldoutMCP19Gateway measures mcp19 on the gateway's route.
func TestHeldoutMCP19Gateway(t *testing.T) {
	measureGateway(t, "mcp19", mcp19GatewayFloor)
}
