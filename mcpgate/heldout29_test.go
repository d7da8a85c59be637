package mcpgate

import "testing"

// The eighteenth held-out set's gateway figures at its one measurement.
// redHeld 179 at the measurement, 181 once a search tool's text and a
// Telegram bot token in a URL path count as a credential sent, 185 once a
// bill is money.
var mcp18GatewayFloor = setFigures{redHeld: 185, passHeld: 79, greenYellow: 26}

// TestHeldoutMCP18Gateway measures mcp18 on the gateway's route.
func TestHeldoutMCP18Gateway(t *testing.T) {
	measureGateway(t, "mcp18", mcp18GatewayFloor)
}
