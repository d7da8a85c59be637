package mcpgate

import "testing"

// The ninth held-out set's gateway figures at its one measurement.
// 153, 65 and 49 at cd70de09; 155, 62 and 47 at the measurement. After
// mcp-desc14 (seen): 176 and 58; green yellow 47 -> 49 is two green
// calls the catalog no longer holds (an address balance with its tokens,
// an ACL token's details) that the hook route makes yellow: a held green
// call is the worse error.
var mcp9GatewayFloor = setFigures{redHeld: 176, passHeld: 58, greenYellow: 49}

// TestHeldoutMCP9Gateway measures mcp9 on the gateway's route.
func TestHeldoutMCP9Gateway(t *testing.T) {
	measureGateway(t, "mcp9", mcp9GatewayFloor)
}
