package mcpgate

import "testing"

// The nineteenth held-out set's gateway figures at its one measurement.
var mcp19GatewayFloor = setFigures{redHeld: 0, passHeld: 9999, greenYellow: 9999}

// TestHeldoutMCP19Gateway measures mcp19 on the gateway's route.
func TestHeldoutMCP19Gateway(t *testing.T) {
	measureGateway(t, "mcp19", mcp19GatewayFloor)
}
