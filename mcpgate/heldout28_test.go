package mcpgate

import "testing"

// The seventeenth held-out set's gateway figures: 194 red held at its one
// measurement; 221 once health records, postage and pickups, abandoned or
// mass-reverted code reviews, a managed database's record, a car's garage
// opener and keyless drive, and a plugin from a URL were read by their
// effect; 228 once a carrier's labels and manifests, a push server's
// tokens, a roll-back to a point, a switch set off and a note's section
// named for secrets were; 229 once a PHP session file was a secret. Green
// or yellow held: 91 at the one measurement; 85 once a line of a
// description's list of operations was said of that operation alone
// (Gotify's one tool of many actions).
var mcp17GatewayFloor = setFigures{redHeld: 231, passHeld: 85, greenYellow: 22} // 231 once a car's Sentry or Valet Mode turned off is held (229 before)

// TestHeldoutMCP17Gateway measures mcp17 on the gateway's route.
func TestHeldoutMCP17Gateway(t *testing.T) {
	measureGateway(t, "mcp17", mcp17GatewayFloor)
}
