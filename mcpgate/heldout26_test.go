package mcpgate

import "testing"

// The fifteenth held-out set's gateway figures at its one measurement.
// 208, 58 and 20 at the one measurement; 210, 57 and 14 once a generic
// call reads the tool it names, paged collections read, and a
// debugger's session requests read; 215 red held once batches,
// shop taxes and stock, renewal dates, allowlists, rescue systems,
// drafts switched off and BCC settings are read; 216 once lists of
// targets and a store's session values are; 222 once a sandbox's port
// URL, a mail rule to the trash, a mail template changed, an OAuth
// client's record and a number an Args list says publishes are read;
// 56 green or yellow held once a rename by the old name and a new one
// only renames; 223 red held once a host's system packages upgraded are.
var mcp15GatewayFloor = setFigures{redHeld: 223, passHeld: 52, greenYellow: 7} // 56 and 14 before a sandbox's own files were the sandbox's and a destructive or open-world hint was not said of an operation that reads

// TestHeldoutMCP15Gateway measures mcp15 on the gateway's route.
func TestHeldoutMCP15Gateway(t *testing.T) {
	measureGateway(t, "mcp15", mcp15GatewayFloor)
}
