package mcpgate

import "testing"

// The tenth held-out set's gateway figures at its one measurement.
var mcp10GatewayFloor = setFigures{redHeld: 152, passHeld: 46, greenYellow: 23} // the same at efbc6add, the session's start

// TestHeldoutMCP10Gateway measures mcp10 on the gateway's route.
func TestHeldoutMCP10Gateway(t *testing.T) {
	measureGateway(t, "mcp10", mcp10GatewayFloor)
}
