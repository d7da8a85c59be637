package mcpgate

import "testing"

// The tenth held-out set's gateway figures at its one measurement.
var mcp10GatewayFloor = setFigures{redHeld: 185, passHeld: 42, greenYellow: 17} // 185 once a credential sent percent-encoded in a URL is held (184 before); 43 and 19 before local apps and verbs kept here; 152, 46, 23 at efbc6add, the session's start; 180 after mcp-fix15; 182 since a debugger's memory write is held

// TestHeldoutMCP10Gateway measures mcp10 on the gateway's route.
func TestHeldoutMCP10Gateway(t *testing.T) {
	measureGateway(t, "mcp10", mcp10GatewayFloor)
}
