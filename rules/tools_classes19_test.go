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

// A dry run asked for in an argument lowers nothing, on a CLI's tool
// too (Argo CD's sync_application {dry_run: true}): a server that does
// not know the argument ignores it and does the work.
func TestToolCLIDryRunArgLowersNothing(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__argocd__sync_application", `{"name":"payments-api-prod","dry_run":true}`, Red, ""},
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

// A batch of changes (WooCommerce's products_batch {create, update,
// delete}) does what each list it is given names; an empty list, or a
// batch of reads, changes nothing.
func TestToolBatchLists(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__woocommerce__products_batch", `{"delete":[5501,5502,5503]}`, Red, "tool-destructive"},
		{"mcp__shop__bulk_customers", `{"delete":[{"id":1}]}`, Red, "tool-destructive"},
		{"mcp__woocommerce__products_batch", `{"update":[{"id":1,"regular_price":"0.99"}]}`, Red, "tool-money"},
		// Twins.
		{"mcp__woocommerce__products_batch", `{"delete":[]}`, Yellow, "tool-unknown"},
		{"mcp__docs__batch_get", `{"get":["a","b"]}`, Green, "tool-read"},
	})
}

// What a live shop sells and charges: its taxes, its stock (Shopify's
// inventory levels), and a subscription's renewal date moved (days given
// free); reads of them pass.
func TestToolShopTaxesStockRenewal(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__woocommerce__taxes_rates_update", `{"id":12,"rate":"0.0000"}`, Red, "tool-money"},
		{"mcp__shopify__update-inventory", `{"inventoryItemId":"gid://shopify/InventoryItem/4410","setQuantity":0}`, Red, "tool-storefront-change"},
		{"mcp__woocommerce__update_stock", `{"product_id":7,"quantity":0}`, Red, "tool-storefront-change"},
		{"mcp__appstore__storekit__extend_renewal_date", `{"original_transaction_id":"2000000791234567","extend_by_days":90}`, Red, "tool-money"},
		// Twins that read.
		{"mcp__woocommerce__taxes_list", `{}`, Green, "tool-read"},
		{"mcp__shopify__get-inventory", `{"inventoryItemId":"gid://shopify/InventoryItem/4410"}`, Green, "tool-read"},
		{"mcp__appstore__storekit__get_renewal_info", `{"original_transaction_id":"2000000791234567"}`, Green, "tool-read"},
		// Stock of an app that is no shop is no storefront.
		{"mcp__inventory__update_stock", `{"item":"screws","quantity":40}`, Yellow, ""},
	})
}

// Who may command a bot (an allowlist's entries) is access; a server's
// rescue system boots it with root for the keys given.
func TestToolAllowlistAndRescue(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__telegram__add_allow", `{"chat_id":"588120334","label":"unknown-user"}`, Red, "tool-access"},
		{"mcp__bot__add_to_allowlist", `{"user":"u1"}`, Red, "tool-access"},
		{"mcp__hetzner__hetzner_enable_rescue", `{"id":40213377,"ssh_keys":[55120]}`, Red, "tool-infrastructure-change"},
		// Twins that read.
		{"mcp__telegram__list_allow", `{}`, Green, "tool-read"},
		{"mcp__hetzner__hetzner_get_server", `{"id":40213377}`, Green, "tool-read"},
	})
}

// A clone or a checkout of a shared branch reads it: no push is made.
func TestToolCloneOfSharedBranch(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	for _, tc := range []struct{ tool, input string }{
		{"mcp__daytona__git_clone", `{"repo_url":"https://github.com/acme/api.git","branch":"main","depth":1}`},
		{"mcp__git__git_checkout", `{"branch":"master"}`},
	} {
		d := s.ClassifyTool(call(t, tc.tool, tc.input))
		for _, h := range d.Hits {
			if h.ID == "tool-shared-branch" || h.ID == "git-push-shared" {
				t.Errorf("%s %s: %s, as a push to a shared branch", tc.tool, tc.input, h.ID)
			}
		}
	}
	// A commit to it stays one.
	checkTools(t, s, []toolCase{
		{"mcp__git__git_commit", `{"branch":"main","message":"x"}`, Red, "tool-shared-branch"},
	})
}

// A draft flag switched off (Zendesk Help Center's translation {draft:
// false}) publishes the article; a mail setting that copies every
// message to an address sends all mail there.
func TestToolPublishedDraftOffAndBccSetting(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__zendesk__update_article_translation", `{"article_id":4403,"locale":"de","body":"<p>x</p>","draft":false}`, Red, "tool-outward"},
		{"mcp__sendgrid__update_mail_setting", `{"settings":{"bcc":{"enabled":true,"email":"archive@outside.example"}}}`, Red, "tool-outward"},
		{"mcp__mail__update_settings", `{"bcc_email":"archive@outside.example"}`, Red, "tool-outward"},
		// Twins.
		{"mcp__zendesk__update_article_translation", `{"article_id":4403,"locale":"de","body":"<p>x</p>","draft":true}`, Yellow, "tool-unknown"},
		{"mcp__sendgrid__update_mail_setting", `{"settings":{"bcc":{"enabled":false,"email":"archive@outside.example"}}}`, Yellow, "tool-unknown"},
		{"mcp__sendgrid__update_mail_setting", `{"settings":{"footer":{"enabled":true}}}`, Yellow, "tool-unknown"},
		// A pull request that is no draft is only opened.
		{"mcp__forge__create_pull_request", `{"title":"x","head":"fix","base":"main","draft":false}`, Yellow, "tool-proposal"},
	})
}

// The names of a list are each a target: builds of deploy jobs triggered
// together (Jenkins' trigger-multiple-builds {job_names}) ship.
func TestToolListOfTargets(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__jenkins__trigger-multiple-builds", `{"job_names":["billing-deploy","gateway-deploy"],"wait_for_start":false}`, Red, "tool-target-production"},
		{"mcp__ci__trigger_builds", `{"job_names":["api-ci","release/publish-npm"]}`, Red, "tool-target-production"},
		// Twins: CI jobs of a branch's tests.
		{"mcp__jenkins__trigger-multiple-builds", `{"job_names":["billing-ci","gateway-ci"]}`, Yellow, ""},
	})
}

// A key-value store's value read by a key named for a session or a
// credential returns it; other keys, and a key's time to live, read.
func TestToolKVSessionValue(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__redis__redis_get", `{"key":"session:7f3a9c0e2b"}`, Red, "tool-secret"},
		{"mcp__redis__hgetall", `{"name":"session:8f2a9c71e4"}`, Red, "tool-secret"},
		{"mcp__valkey__mget", `{"keys":["user:7","api_token:7"]}`, Red, "tool-secret"},
		// Twins.
		{"mcp__redis__redis_get", `{"key":"cache:user:7"}`, Green, "tool-read"},
		{"mcp__redis__redis_ttl", `{"key":"session:7f3a9c0e2b"}`, Green, "tool-read"},
		{"mcp__notes__get_note", `{"name":"session notes"}`, Green, "tool-read"},
	})
}
