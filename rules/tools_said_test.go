package rules

import (
	"encoding/json"
	"strings"
	"testing"

	"gatesh/mcpdesc"
)

// What a server's catalog says a tool does raises a call of it to red,
// with a cause that quotes the server; a description that only reads,
// or negates, raises nothing; and nothing in a catalog lowers: a delete
// described as read-only is held as a delete.
func TestToolSaidOnlyRaises(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	for _, tc := range []struct {
		tool, desc, schema, args string
		want                     Tier
		cause                    string
	}{
		{"mcp__acme__entity_action", "Sends an SMS to the number.", "", `{"to":"+15550100"}`, Red, `mcp-said-outward`},
		{"mcp__acme__entity_action", "Permanently deletes the project.", "", `{"id":"p1"}`, Red, `mcp-said-irreversible`},
		{"mcp__acme__entity_action", "Charges the customer's card.", "", `{"id":"c1"}`, Red, `mcp-said-money`},
		{"mcp__acme__entity_action", "Deploys the site to production.", "", `{"id":"s1"}`, Red, `mcp-said-production`},
		{"mcp__acme__entity_action", "Assigns a role to the user.", "", `{"id":"u1"}`, Red, `mcp-said-access`},
		{"mcp__acme__entity_action", "Returns the API key.", "", `{"id":"k1"}`, Red, `mcp-said-secrets`},
		{"mcp__acme__list_notes", "Lists the messages in a channel.", "", `{"id":"1"}`, Green, ""},
		{"mcp__acme__list_notes", "Does not delete or send anything.", "", `{"id":"1"}`, Green, ""},
		{"mcp__acme__delete_note", "Read-only. Lists nothing and changes nothing.", "", `{"id":"1"}`, Red, "tool-"},
		{"mcp__acme__notes_tool", "Manage notes.", `{"properties":{"op":{"type":"string","enum":["get","delete"]}}}`, `{"op":"get"}`, Green, ""},
		{"mcp__acme__notes_tool", "Manage notes.", `{"properties":{"op":{"type":"string","enum":["get","delete"]}}}`, `{"op":"delete"}`, Red, "mcp-said-irreversible"},
	} {
		c := call(t, tc.tool, tc.args)
		c.Hints.Said = mcpdesc.Read(tc.desc, json.RawMessage(tc.schema))
		d := s.ClassifyTool(c)
		if d.Tier != tc.want {
			t.Errorf("%s %q %s: %v, want %v (%v)", tc.tool, tc.desc, tc.args, d.Tier, tc.want, d.Hits)
			continue
		}
		found := tc.cause == ""
		for _, h := range d.Hits {
			if tc.cause != "" && strings.HasPrefix(h.ID, tc.cause) {
				found = true
				if strings.HasPrefix(h.ID, "mcp-said-") && tc.schema == "" && !strings.Contains(h.Reason, tc.desc[:10]) {
					t.Errorf("%s %q: the cause does not quote the server: %s", tc.tool, tc.desc, h.Reason)
				}
			}
		}
		if !found {
			t.Errorf("%s %q: no %s hit in %v", tc.tool, tc.desc, tc.cause, d.Hits)
		}
	}
}
