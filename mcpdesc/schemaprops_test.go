package mcpdesc

import (
	"encoding/json"
	"testing"
)

// An input schema's properties say what a call does whatever the tool
// is called: an amount beside a recipient, a signed transaction, an
// order's side, a public visibility. Each applies to the call that gives
// the argument or chooses the value; the same properties of a tool that
// reads (its description begins with a query) are filters and say
// nothing.
func TestReadSchemaEffects(t *testing.T) {
	for _, tc := range []struct {
		desc, schema string
		calls        map[string]string // arguments -> classes found, joined
	}{
		{"Works with a wallet on the Zephyr chain.",
			`{"properties":{"toAddress":{"type":"string"},"amount":{"type":"string"},"memo":{"type":"string"}}}`,
			map[string]string{`{"toAddress":"0xabc","amount":"1.5"}`: "money", `{"toAddress":"0xabc"}`: ""}},
		{"Vendor payouts.",
			`{"properties":{"payout":{"type":"object","properties":{"recipient_account":{"type":"string"},"amount_cents":{"type":"integer"}}}}}`,
			map[string]string{`{"payout":{"recipient_account":"acct_9","amount_cents":500}}`: "money", `{"payout":{"recipient_account":"acct_9"}}`: ""}},
		{"Lists the transfers of a wallet.",
			`{"properties":{"to":{"type":"string"},"amount":{"type":"string"}}}`,
			map[string]string{`{"to":"0xabc","amount":"5"}`: ""}},
		{"Use this tool to search the ledger's transfers.",
			`{"properties":{"to":{"type":"string"},"amount":{"type":"string"}}}`,
			map[string]string{`{"to":"0xabc","amount":"5"}`: ""}},
		{"Records a movement in the ledger.",
			`{"properties":{"to":{"type":"string"},"min_amount":{"type":"string"}}}`,
			map[string]string{`{"to":"0xabc","min_amount":"5"}`: ""}},
		{"Convert an amount from one currency to another.",
			`{"properties":{"amount":{"type":"number"},"from":{"type":"string","description":"Source currency"},"to":{"type":"string","description":"Target currency"}}}`,
			map[string]string{`{"amount":10,"from":"EUR","to":"USD"}`: ""}},
		{"Transfer from an approved holder.",
			`{"properties":{"amount":{"type":"string"},"from":{"type":"string"},"to":{"type":"string","description":"The recipient's address"}}}`,
			map[string]string{`{"amount":"10","from":"0x1","to":"0x2"}`: "money"}},
		{"Tally a shopping list.",
			`{"properties":{"amount":{"type":"integer"},"item":{"type":"string"}}}`,
			map[string]string{`{"amount":3,"item":"eggs"}`: ""}},
		{"Submits to the network.",
			`{"properties":{"signedTx":{"type":"string"}}}`,
			map[string]string{`{"signedTx":"0x02f8"}`: "money"}},
		{"Pushes a serialized transaction.",
			`{"properties":{"raw_transaction":{"type":"string"}}}`,
			map[string]string{`{"raw_transaction":"0x02f8"}`: "money"}},
		{"Decode a raw transaction into its fields.",
			`{"properties":{"rawTx":{"type":"string"}}}`,
			map[string]string{`{"rawTx":"0x02f8"}`: ""}},
		{"Opens a position on the exchange.",
			`{"properties":{"symbol":{"type":"string"},"side":{"type":"string","enum":["buy","sell"]}}}`,
			map[string]string{`{"symbol":"BTC/USDT","side":"sell"}`: "money", `{"symbol":"BTC/USDT","side":"buy"}`: "money"}},
		{"Get the order book of a market.",
			`{"properties":{"side":{"type":"string","enum":["buy","sell"]}}}`,
			map[string]string{`{"side":"sell"}`: ""}},
		{"Edits a repository.",
			`{"properties":{"visibility":{"type":"string","enum":["public","private","internal"]}}}`,
			map[string]string{`{"visibility":"public"}`: "outward", `{"visibility":"private"}`: ""}},
		{"Creates a board.",
			`{"properties":{"is_public":{"type":"boolean"},"title":{"type":"string"}}}`,
			map[string]string{`{"title":"Plans","is_public":true}`: "outward", `{"title":"Plans","is_public":false}`: "", `{"title":"Plans"}`: ""}},
		{"List repositories of an organisation.",
			`{"properties":{"visibility":{"type":"string","enum":["public","private"]},"is_public":{"type":"boolean"}}}`,
			map[string]string{`{"visibility":"public","is_public":true}`: ""}},
		{"Sorts the cards of a column.",
			`{"properties":{"direction":{"type":"string","enum":["asc","desc"]},"public_only":{"type":"string"}}}`,
			map[string]string{`{"direction":"asc","public_only":"yes"}`: ""}},
	} {
		said := Read(tc.desc, json.RawMessage(tc.schema))
		for args, want := range tc.calls {
			if got := appliedClasses(t, said, args); got != want {
				t.Errorf("%q %s: %q, want %q (%+v)", tc.desc, args, got, want, said)
			}
		}
	}
}
