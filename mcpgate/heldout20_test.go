package mcpgate

import "testing"

// The ninth held-out set's gateway figures at its one measurement.
var mcp9GatewayFloor = setFigures{redHeld: 195, passHeld: 56, greenYellow: 16} // 195 once a credential sent encoded in a URL, a proxy's history searched for credentials and an app's private storage pulled are held (191 before); 190, 56 and 22 before mcp-fix16; 155, 62 and 47 at the measurement; 153, 65 and 49 at cd70de09; mcp-fix14 and mcp-desc14 since (seen)

// TestHeldoutMCP9Gateway measures mcp9 on the gateway's route.
func TestHeldoutMCP9Gateway(t *testing.T) {
	measureGateway(t, "mcp9", mcp9GatewayFloor)
}
