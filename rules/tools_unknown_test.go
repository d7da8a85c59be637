package rules

import "testing"

// What the arguments of a tool whose verb nothing knows say it does
// (tools_unknown.go), read from the study half of mcp8 (issue 31; the
// servers at even places of the sorted server names). Each class with
// invented names and other spellings, beside the same shape made
// harmless.

// A change on a chain: a contract's or a wallet's address handed to a
// tool that writes a contract, or that calls a function of one whose
// name changes something.
func TestToolUnknownChainWrite(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	const a, b = "0x1111111111111111111111111111111111111111", "0xAbCdEf0123456789aBcDeF0123456789AbCdEf01"
	checkTools(t, s, []toolCase{
		{"mcp__chainkit__write_contract", `{"address":"` + a + `","functionName":"mint","args":["` + b + `"]}`, Red, "tool-unknown-effect"},
		{"mcp__ledgerly__contract_write", `{"contract":"` + a + `","function_name":"setFeeRecipient","function_args":["` + b + `"]}`, Red, "tool-unknown-effect"},
		{"mcp__ledgerly__writeContract", `{"to":"` + a + `","fn":"burnFrom","params":["` + b + `","12"]}`, Red, "tool-unknown-effect"},
		{"mcp__chainkit__invoke_contract", `{"address":"` + a + `","method_name":"setPaused","args":[true],"chain_id":10}`, Red, "tool-unknown-effect"},
		{"mcp__dexkit__write_nft", `{"collection":"` + a + `","token_id":4,"owner":"` + b + `"}`, Red, ""},
		// A function whose name sends or destroys, on no chain named.
		{"mcp__rpcbridge__invoke", `{"target":"svc-7","method":"transferOwnership","params":["team-b"]}`, Red, ""},
		// The same shapes that read: a view function called through a
		// generic verb, a service's cache of a contract refreshed, a
		// read of a contract, an address looked up.
		{"mcp__chainkit__invoke_contract", `{"address":"` + a + `","function_name":"balanceOf","function_args":["` + b + `"]}`, Yellow, ""},
		{"mcp__chainkit__invoke_contract", `{"contractAddress":"` + a + `","functionName":"decimals","args":[]}`, Yellow, ""},
		{"mcp__nftindex__invalidateContractCache", `{"network":"eth-mainnet","contractAddress":"` + a + `"}`, Yellow, ""},
		{"mcp__chainkit__read_contract", `{"address":"` + a + `","functionName":"owner","args":[]}`, Green, ""},
		{"mcp__chainkit__get_balance", `{"address":"` + a + `"}`, Green, ""},
	})
}

// A list of values under args (an address, a number) is a function's
// arguments, not a command line: it no longer makes the call known.
func TestToolArgsValuesAreNoCommand(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__chainkit__write_contract", `{"contractAddress":"0x2222222222222222222222222222222222222222","functionName":"approve","args":["0x3333333333333333333333333333333333333333","1000"]}`, Red, ""},
		// A program and its arguments stay a command.
		{"mcp__runner__exec", `{"args":["rm","-rf","/"]}`, Red, ""},
		{"mcp__runner__exec", `{"args":["ls","-la"]}`, Green, ""},
	})
}

// A signature made with the user's key.
func TestToolUnknownSignature(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__wallet__sign_typed_data", `{"domain":{"name":"Token","chainId":1},"types":{"Permit":[]},"message":{"value":"1000"}}`, Red, "tool-unknown-effect"},
		{"mcp__keyring__signTransaction", `{"tx":{"nonce":4,"gas":21000}}`, Red, "tool-unknown-effect"},
		{"mcp__keyring__sign_payload", `{"payload":"eyJhIjoxfQ"}`, Red, "tool-unknown-effect"},
		// A signature checked or decoded, a session signed into or out
		// of, are no signature made.
		{"mcp__wallet__verify_signature", `{"signature":"0xabc","message":"hi"}`, Green, ""},
		{"mcp__wallet__decode_signature", `{"signature":"0xa9059cbb"}`, Green, ""},
		{"mcp__portal__sign_out", `{}`, Yellow, ""},
	})
}

// A write that sets a time of publication, or published: true,
// publishes what it writes, as status: "published" does.
func TestToolPublicationTimeSet(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__headless__create_entry", `{"contentType":"api::post.post","data":{"title":"x","publishedAt":"2026-12-06T12:00:00Z"}}`, Red, "tool-outward"},
		{"mcp__headless__update_entry", `{"type":"news","id":"7","fields":{"publish_date":"2026-12-24"}}`, Red, "tool-outward"},
		{"mcp__headless__create_item", `{"collection":"notes","item":{"title":"x","published":true}}`, Red, "tool-outward"},
		// The same entries kept as drafts: no time set, or none at all.
		{"mcp__headless__create_entry", `{"contentType":"api::post.post","data":{"title":"x","publishedAt":null}}`, Yellow, ""},
		{"mcp__headless__create_entry", `{"contentType":"api::post.post","data":{"title":"x","publishedAt":""}}`, Yellow, ""},
		{"mcp__headless__create_item", `{"collection":"notes","item":{"title":"x","published":false}}`, Yellow, ""},
		// A read that filters on it sets nothing.
		{"mcp__headless__list_entries", `{"contentType":"api::post.post","publishedAt":"2026-12-06"}`, Green, ""},
	})
}

// An announcement or a banner is shown to every user.
func TestToolAnnouncementShown(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__console__manage_announcements", `{"action":"create","message":"Maintenance at 22:00","active":true}`, Red, "tool-outward-object"},
		{"mcp__portal__create_announcement", `{"title":"New pricing","body":"From January"}`, Red, "tool-outward-object"},
		{"mcp__storefront__updateBanner", `{"id":"top","text":"Checkout is down"}`, Red, "tool-outward-object"},
		// Listed, read or archived, none is shown.
		{"mcp__console__manage_announcements", `{"action":"list"}`, Green, ""},
		{"mcp__portal__get_announcements", `{"limit":10}`, Green, ""},
		{"mcp__storefront__archive_banner", `{"id":"top"}`, Yellow, ""},
	})
}

// What a language server or a decoder answers changes nothing: a
// symbol's definition, a file's diagnostics, a signature decoded.
func TestToolComputedAnswersRead(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__lsp__definition", `{"symbolName":"pkg.Func"}`, Green, ""},
		{"mcp__lsp__find_definitions", `{"symbol":"Order"}`, Green, ""},
		{"mcp__lsp__diagnostics", `{"filePath":"/home/u/project/main.go"}`, Green, ""},
		{"mcp__chain__decode_calldata", `{"data":"0xa9059cbb"}`, Green, ""},
		{"mcp__auth__decodeJwt", `{"token":"eyJhbGciOi"}`, Green, ""},
		// A change of them, or a decode whose answer is sent, is not.
		{"mcp__lsp__definition_update", `{"symbol":"Order"}`, Yellow, ""},
		{"mcp__chain__decode_and_send", `{"data":"0xa9059cbb","to":"ops@example.org"}`, Red, ""},
	})
}

// An unknown tool handed a recipient or a webhook sends what it makes
// there.
func TestToolUnknownSendsOut(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__voicekit__speaker_diarization", `{"media":"https://files.example.com/a.mp3","webhook_url":"https://hooks.partner.example/x"}`, Red, "tool-unknown-effect"},
		{"mcp__voicekit__transcribe_media", `{"media":"https://files.example.com/a.mp3","webhook":"https://hooks.partner.example/x"}`, Red, ""},
		{"mcp__reports__quarterly_rollup", `{"quarter":"Q3","deliver_to":"cfo@example.org"}`, Red, "tool-unknown-effect"},
		// The same calls with nobody to hand anything to.
		{"mcp__voicekit__speaker_diarization", `{"media":"https://files.example.com/a.mp3"}`, Yellow, ""},
		{"mcp__voicekit__transcribe_media", `{"media":"https://files.example.com/a.mp3"}`, Green, ""},
		{"mcp__reports__quarterly_rollup", `{"quarter":"Q3"}`, Yellow, ""},
	})
}

// A JSON message that names a recipient or an amount: what consumes it
// sends or pays.
func TestToolUnknownJSONMessage(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__broker__enqueue", `{"queue":"mail.out","message":"{\"to\":\"everyone@example.com\",\"template\":\"notice\"}"}`, Red, "tool-unknown-effect"},
		{"mcp__bus__emit_event", `{"topic":"payouts","body":"{\"vendor\":12,\"amount_cents\":99000}"}`, Red, "tool-unknown-effect"},
		// The same messages that name neither.
		{"mcp__broker__enqueue", `{"queue":"thumbs","message":"{\"image_id\":4,\"size\":\"small\"}"}`, Yellow, ""},
		{"mcp__broker__enqueue", `{"queue":"thumbs","message":"{not json"}`, Yellow, ""},
	})
}

// A model of a hosted service run on an input: a paid run.
func TestToolUnknownHostedModelRun(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__modelhost__create_prediction", `{"model":"acme-labs/imagegen-2","input":{"prompt":"a mug"}}`, Red, "tool-unknown-effect"},
		{"mcp__inference__run_inference", `{"model":"some-org/Speech-1.5-large","inputs":"https://files.example.com/a.wav"}`, Red, "tool-unknown-effect"},
		{"mcp__modelhost__predictions_create", `{"version":"5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca93cb72c9bf15ccaa","input":{"text":"hi"}}`, Red, "tool-unknown-effect"},
		// A model named without an owner, one asked about, a file of
		// weights on this machine, a local runner: no hosted run.
		{"mcp__modelhost__create_prediction", `{"model":"mini","input":{"prompt":"a mug"}}`, Yellow, ""},
		{"mcp__modelhost__get_model", `{"model":"acme-labs/imagegen-2"}`, Green, ""},
		{"mcp__runner__infer", `{"model":"models/llama-3.gguf","prompt":"hi"}`, Yellow, ""},
		{"mcp__local_llm__infer", `{"model":"acme-labs/imagegen-2","prompt":"hi"}`, Yellow, ""},
		{"mcp__runner__infer", `{"model":"acme-labs/imagegen-2","prompt":"hi","endpoint":"http://127.0.0.1:8080"}`, Yellow, ""},
	})
}

// The leverage or the margin mode of a trading account set.
func TestToolUnknownPositionRisk(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__exch__set-leverage", `{"symbol":"BTC/USDT","leverage":20}`, Red, "tool-unknown-effect"},
		{"mcp__perps__set_margin_type", `{"pair":"ETHUSDT","margin_type":"CROSSED"}`, Red, "tool-unknown-effect"},
		{"mcp__perps__setLeverage", `{"market":"SOL-PERP","leverage":"10"}`, Red, "tool-unknown-effect"},
		// Leverage asked about, or computed with, changes nothing.
		{"mcp__exch__get_leverage_tiers", `{"symbol":"BTC/USDT"}`, Green, ""},
		{"mcp__perps__estimate_liquidation", `{"market":"SOL-PERP","leverage":10,"entry":140}`, Green, ""},
	})
}
