package mcpgate

import "testing"

// The tenth held-out set's gateway figures at its one measurement.
var mcp10GatewayFloor = setFigures{redHeld: 181, passHeld: 42, greenYellow: 17} // 180, 43 and 19 before mcp-fix16; 152, 46, 23 at efbc6add, the session's start; these after mcp-fix15

// TestHeldoutMCP10Gateway measures mcp10 on the gateway's route.
func TestHeldoutMCP10Gateway(t *testing.T) {
	measureGateway(t, "mcp10", mcp10GatewayFloor)
}
