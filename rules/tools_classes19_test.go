package rules

import "testing"

// The classes read from mcp15's even lines and the servers' documented
// shapes (issue 31): each with invented names and other spellings, beside
// its twin that must stay as it was.

// A generic tool that runs another of its server's tools by that tool's
// plain name (App Store Connect's asc__call {tool, arguments}) does what
// the named operation does; words that are no tool's name say nothing.
func TestToolGenericCallNamesItsTool(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__appstore__asc__call", `{"tool":"app_store_versions__delete","arguments":{"app":"com.acme.shop","version":"5.2.0"}}`, Red, "tool-destructive"},
		{"mcp__store__api_call", `{"tool_name":"user_invitations__create","arguments":{"email":"x@agency.example","roles":["ADMIN"]}}`, Red, ""},
		// Its lists pass.
		{"mcp__appstore__asc__call", `{"tool":"apps__builds__list","arguments":{"app":"com.acme.shop","limit":5}}`, Green, "tool-read"},
		// A name that says what it does is judged by its own words.
		{"mcp__appstore__asc__describe", `{"tool":"app_store_versions__delete"}`, Green, "tool-read"},
	})
}

// A debugger's calls on the program its session launched read: the Debug
// Adapter Protocol's initialize and writeMemory, LLDB's step and process
// signal, spelled in camel case or with underscores. One handed a
// process by its id is not the session's program.
func TestToolDebuggerSessionRequests(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__lldb__lldb_initialize", `{}`, Green, "tool-read"},
		{"mcp__lldb__lldb_stepOver", `{"sessionId":"s1"}`, Green, "tool-read"},
		{"mcp__gdb__gdb_next", `{"session_id":"s1"}`, Green, "tool-read"},
		{"mcp__lldb__lldb_writeMemory", `{"sessionId":"s1","addr":"0x100004010","bytes":"00000000"}`, Green, ""},
		{"mcp__gdb__gdb_write_memory", `{"session_id":"s1","address":"0x5555","data_hex":"00"}`, Green, ""},
		{"mcp__lldb__lldb_signal", `{"sessionId":"s1","sig":"SIGINT"}`, Green, "tool-read"},
		// Twins held or flagged as before.
		{"mcp__lldb__lldb_attach", `{"sessionId":"s1","pid":1}`, Red, "tool-debugger-attach"},
		{"mcp__lldb__lldb_signal", `{"pid":1,"sig":"SIGKILL"}`, Yellow, ""},
		{"mcp__lldb__lldb_write_file", `{"sessionId":"s1","path":"/etc/hosts","content":"x"}`, Red, ""},
	})
}

// A CLI's tool asked for a dry run by a flag (Argo CD's sync_application
// and create_applicationset {dry_run: true}) is the CLI's --dry-run: it
// reads. Without it, or with a destructive name a tool may not take the
// flag for, it stays held.
func TestToolCLIDryRunFlag(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__argocd__sync_application", `{"name":"payments-api-prod","dry_run":true}`, Green, "tool-read"},
		{"mcp__argocd__create_applicationset", `{"name":"previews","project":"payments","dryRun":true}`, Green, ""},
		// Twins that stay held.
		{"mcp__argocd__sync_application", `{"name":"payments-api-prod","dry_run":false}`, Red, ""},
		{"mcp__argocd__sync_application", `{"name":"payments-api-prod"}`, Red, ""},
		{"mcp__argocd__delete_application", `{"name":"payments-api-prod","dry_run":true}`, Red, "tool-destructive"},
		{"mcp__kubernetes__kubectl_delete", `{"resourceType":"namespace","name":"prod","dry_run":true}`, Red, ""},
	})
}

// A name of nouns alone asked for with a page's size lists: Shopify's
// draft-orders {limit} (a draft order is a noun, not a verb and an
// order) and products {title, limit} filtered by title.
func TestToolPagedCollection(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__shopify__draft-orders", `{"limit":10}`, Green, "tool-read"},
		{"mcp__shop__draft_orders", `{"first":25}`, Green, "tool-read"},
		{"mcp__shopify__products", `{"title":"merino","limit":20}`, Green, "tool-read"},
		// Twins: with no page, a title may be what is made.
		{"mcp__shopify__products", `{"title":"merino"}`, Yellow, "tool-unknown"},
		{"mcp__shopify__products", `{"title":"merino","limit":20,"price":"19.00"}`, Yellow, ""},
		{"mcp__shopify__draft-orders", `{"limit":10,"lineItems":[{"variantId":"1","quantity":2}]}`, Yellow, ""},
	})
}
