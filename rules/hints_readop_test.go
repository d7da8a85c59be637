package rules

import "testing"

// TestHintsOfAnotherOperation checks that what a server's annotations
// say of its tool's worst operation (destructiveHint, openWorldHint) is
// not said of a call whose arguments choose an operation that only reads
// (an api_request's GET, a Redis command's TTL), and still is of one
// that writes, names no operation, or names one the lexicon cannot read.
func TestHintsOfAnotherOperation(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	for _, tc := range []struct {
		tool, input string
		tier        Tier
	}{
		{"mcp__connectwise__psa_api_request", `{"method":"GET","path":"/finance/agreements"}`, Green},
		{"mcp__connectwise__automate_api_request", `{"method":"GET","path":"/Computers/4431/Alerts"}`, Green},
		{"mcp__redis__redis_command", `{"command":"TTL","args":["queue:emails"]}`, Green},
		{"mcp__zigbee2mqtt__z2m_touchlink", `{"action":"scan"}`, Green},

		{"mcp__connectwise__psa_api_request", `{"method":"DELETE","path":"/finance/agreements/7"}`, Red},
		{"mcp__connectwise__psa_api_request", `{"path":"/finance/agreements"}`, Red},
		{"mcp__connectwise__psa_api_request", `{"method":"GET","operation":"frobnicate","path":"/x"}`, Red},
		{"mcp__redis__redis_command", `{"command":"FLUSHALL"}`, Red},
		{"mcp__zigbee2mqtt__z2m_touchlink", `{"action":"factory_reset"}`, Red},
	} {
		c := call(t, tc.tool, tc.input)
		c.Hints.Destructive, c.Hints.OpenWorld = true, true
		d := s.ClassifyTool(c)
		if d.Tier != tc.tier {
			var ids []string
			for _, h := range d.Hits {
				ids = append(ids, h.ID+"("+h.Tier.String()+")")
			}
			t.Errorf("%s %s (destructive, open world): tier %s, hits %v; want %s", tc.tool, tc.input, d.Tier, ids, tc.tier)
		}
	}
}
