package mcpgate

import "testing"

// The seventeenth held-out set's gateway figures: 194 red held at its one
// measurement; 218 once health records, postage and pickups, and abandoned
// or mass-reverted code reviews were read by their effect.
var mcp17GatewayFloor = setFigures{redHeld: 218, passHeld: 91, greenYellow: 22}

// TestHeldoutMCP17Gateway measures mcp17 on the gateway's route.
func TestHeldoutMCP17Gateway(t *testing.T) {
	measureGateway(t, "mcp17", mcp17GatewayFloor)
}
