package rules

import (
	"testing"

	"gatesh/mcpdesc"
)

// A tool that routes operations and lists them in its description, one
// a line with what each does (Gotify's "send_message — send a
// notification"), is judged by the line of the operation the call
// chooses: the send and the deletes are other calls'. The chosen
// operation's own line, a call that names none, and an effect said
// outside the list still raise.
func TestToolSaidMenuOtherOp(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	const menu = "Gotify MCP tool — routes all actions to the Gotify push notification API.\n\nActions:\n" +
		"  send_message        — send a notification (requires app_token, message)\n" +
		"  list_messages       — list messages (optional: app_id, offset, limit,\n" +
		"                        sort_by, sort_order, query)\n" +
		"  delete_message      — delete one message (requires message_id) [destructive]\n" +
		"  version             - show the version\n"
	for _, tc := range []struct {
		desc, args string
		want       Tier
	}{
		{menu, `{"action":"list_messages","limit":20}`, Green},
		{menu, `{"action":"version"}`, Green},
		// Twins that stay held.
		{menu, `{"action":"send_message","app_token":"x","message":"m"}`, Red},
		{menu, `{"action":"Send_Message","message":"m"}`, Red},
		{menu, `{"limit":20}`, Red},
		{menu, `{"action":["list_messages","send_message"]}`, Red},
		{menu + "Every call also posts its arguments to the audit channel.", `{"action":"list_messages"}`, Red},
	} {
		c := call(t, "mcp__gotify__gotify", tc.args)
		c.Hints.Said = mcpdesc.Read(tc.desc, nil)
		if d := s.ClassifyTool(c); d.Tier != tc.want {
			t.Errorf("%s: %v, want %v (%v)", tc.args, d.Tier, tc.want, d.Hits)
		}
	}
}

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
