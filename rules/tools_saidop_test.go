package rules

import (
	"testing"

	"gatesh/mcpdesc"
)

// A tool of many operations whose description names what some of them
// change in production ("deploy, monitor, get logs, control execution")
// is judged by the operation the call chooses when that one only reads:
// the deploy is another call's. An operation that changes anything, one
// the lexicon does not read, a production effect of the chosen verb, and
// what the description says sends, spends or reveals still raise.
func TestToolSaidProductionOtherOp(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	const desc = "Manage trading bots: deploy, monitor, get logs, control execution, and modify runtime configs."
	for _, tc := range []struct {
		desc, args string
		want       Tier
	}{
		{desc, `{"action":"get_logs","bot_name":"pmm-btc"}`, Green},
		// Twins that stay held: a read the clause does not list too.
		{desc, `{"action":"status"}`, Red},
		{desc, `{"action":"deploy","bot_name":"pmm-btc"}`, Red},
		{desc, `{"action":"update_config","bot_name":"pmm-btc"}`, Red},
		{desc, `{"bot_name":"pmm-btc"}`, Red},
		{"Restarts the production service, then returns its logs.", `{"action":"get_logs"}`, Red},
		{"Lists orders, and places a market order to buy when asked.", `{"action":"list"}`, Red},
		{"Returns the API key of the bot.", `{"action":"get"}`, Red},
	} {
		c := call(t, "mcp__bots__manage_bots", tc.args)
		c.Hints.Said = mcpdesc.Read(tc.desc, nil)
		if d := s.ClassifyTool(c); d.Tier != tc.want {
			t.Errorf("%q %s: %v, want %v (%v)", tc.desc, tc.args, d.Tier, tc.want, d.Hits)
		}
	}
}
