package mcpgate

import "testing"

// The twelfth held-out set's gateway figures at its one measurement.
var mcp12GatewayFloor = setFigures{redHeld: 155, passHeld: 64, greenYellow: 26} // seen since: own resting orders cancelled yellow, a desktop's focus moved and a random password generated green, a production verb of another operation in a clause that lists the read chosen; the one measurement was 155, 74, 28 (150, 73, 28 at 22ec80bd, the session's start)

// TestHeldoutMCP12Gateway measures mcp12 on the gateway's route.
func TestHeldoutMCP12Gateway(t *testing.T) {
	measureGateway(t, "mcp12", mcp12GatewayFloor)
}
