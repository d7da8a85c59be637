package rules

import "testing"

// The classes mcp-fix14 reads (issue 31), from mcp9's even-place
// servers: each with invented names and other spellings, beside its twin
// that must still be held.

// A tool that turns what it is given into a text format (pdf_to_text,
// html-to-json, jsonify) reads it: a page, or the project's own file. A
// branch it names is the one it reads, not one it pushes to. A secret
// handed to it, a file elsewhere on this machine, a metadata address, or
// a copy sent to someone, are held as before; a conversion into
// something else is no conversion to text.
func TestToolConversionToText(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__docs__pdf_to_text", `{"path":"/home/u/project/docs/spec.pdf"}`, Green, "tool-read"},
		{"mcp__docs__docx-to-markdown", `{"file":"docs/plan.docx"}`, Green, "tool-read"},
		{"mcp__web__page_to_markdown", `{"url":"https://example.org/guide"}`, Green, "tool-read"},
		{"mcp__web__html-to-json", `{"source_url":"https://example.org/table.html"}`, Green, "tool-read"},
		{"mcp__web__jsonify", `{"url":"https://example.org/feed"}`, Green, "tool-read"},
		{"mcp__code__repository_to_text", `{"repo":"https://git.example.org/lib/core","branch":"main"}`, Green, "tool-read"},
		{"mcp__code__repoToMarkdown", `{"url":"owner/lib","ref":"master"}`, Green, "tool-read"},
		// Its twins: a key, the project's .env, a file outside it, a
		// cloud's metadata, a copy mailed to someone.
		{"mcp__docs__pdf_to_text", `{"path":"/home/u/.ssh/id_ed25519"}`, Red, "secret-key-file"},
		{"mcp__docs__env_to_json", `{"path":"/home/u/project/.env"}`, Red, ""},
		{"mcp__docs__pdf_to_text", `{"path":"/home/u/Private/bank/statement.pdf"}`, Red, ""},
		{"mcp__web__page_to_markdown", `{"url":"http://169.254.169.254/latest/meta-data/iam/security-credentials/"}`, Red, "tool-web-metadata"},
		{"mcp__web__page_to_markdown", `{"url":"https://example.org/guide","email_to":"boss@example.com"}`, Red, ""},
		// Not into text: a push named so, a picture or a voice made.
		{"mcp__code__push_to_markdown", `{"branch":"main"}`, Red, ""},
		{"mcp__pixels__sketch_to_image", `{"prompt":"a castle","source":"/home/u/project/a.png"}`, Red, "tool-media-generation"},
	})
}

// A read's agent noun glued to what qualifies it (smartscraper,
// deepcrawler), alone or started, reads the pages it is pointed at;
// handed a plan of steps in words, it does what they do: a step that
// deletes, posts, pays or confirms commits the page.
func TestToolScraperAgentSteps(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__harvest__deepcrawler", `{"url":"https://docs.example.org","depth":2}`, Green, "tool-read"},
		{"mcp__harvest__quickscraper", `{"website_url":"https://example.org/pricing","user_prompt":"list each plan and its price"}`, Green, "tool-read"},
		{"mcp__harvest__deepcrawler_start", `{"url":"https://docs.example.org","prompt":"collect the endpoints"}`, Green, "tool-read"},
		{"mcp__harvest__agent_scraper", `{"url":"https://shop.example.org","steps":["type 'usb hub' in the search box","click the search button","read the results"]}`, Green, "tool-read"},
		{"mcp__harvest__agent_scraper", `{"url":"https://air.example.org","steps":["pick 3 May","click 'Show fares'"]}`, Green, "tool-read"},
		// The same agents handed steps that commit the page.
		{"mcp__harvest__agent_scraper", `{"url":"https://shop.example.org/account","steps":["open settings","click 'Delete my account'","confirm"]}`, Red, "tool-browser-submit"},
		{"mcp__harvest__agent_scraper", `{"url":"https://social.example.org","steps":["type 'hello'","click 'Post'"]}`, Red, "tool-browser-submit"},
		{"mcp__harvest__deepcrawler_start", `{"url":"https://shop.example.org/cart","steps":["click 'Checkout'","click 'Place order'"]}`, Red, "tool-browser-submit"},
		{"mcp__harvest__quickscraper", `{"url":"https://pay.example.org/run","steps":["click 'Approve and pay'"]}`, Red, "tool-browser-submit"},
		// The plan as one string, under the keys agents take it in.
		{"mcp__harvest__agentic_scrapper", `{"url":"https://shop.example.org","user_prompt":"buy the cheapest hub and check out"}`, Red, "tool-browser-submit"},
		{"mcp__harvest__quickscraper", `{"website_url":"https://bank.example.org/transfer","prompt":"submit the payment form"}`, Red, "tool-browser-submit"},
		{"mcp__harvest__agent_scraper", `{"url":"https://app.example.org/settings","task":"delete my account"}`, Red, "tool-browser-submit"},
		{"mcp__harvest__agentic_scrapper", `{"url":"https://news.example.org","user_prompt":"extract the headlines and their links"}`, Green, "tool-read"},
		// Not a read's agent: a delete or a post of a scraper.
		{"mcp__harvest__delete_scraper", `{"id":"s-1"}`, Red, "tool-destructive"},
	})
}

// Text typed into an app's element by a device or page driver
// (set_value {elementUUID, text}) that ends in Enter submits the field,
// and a payment card's number typed is a payment made: held. Text typed
// and not submitted, a search submitted, and digits that are no card's
// number are not.
func TestToolTypedIntoElement(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__phone__set_value", `{"elementUUID":"e-41","text":"552019\n"}`, Red, "tool-browser-submit"},
		{"mcp__phone__element_type", `{"elementId":"e-7","value":"Send 200 USD to DE89370400440532013000\n"}`, Red, "tool-browser-submit"},
		{"mcp__phone__fill_field", `{"selector":"#card","text":"5555 5555 5555 4444"}`, Red, "tool-browser-submit"},
		{"mcp__phone__sendKeys", `{"element":"e-3","keys":"4012-8888-8888-1881"}`, Red, "tool-browser-submit"},
		// Twins: typed and left in the field, a search submitted, a
		// number that fails the card check, a phone number.
		{"mcp__phone__set_value", `{"elementUUID":"e-41","text":"qa.user@example.com"}`, Yellow, "tool-unknown"},
		{"mcp__phone__set_value", `{"elementUUID":"e-9","text":"5555 5555 5555 4445"}`, Yellow, "tool-unknown"},
		{"mcp__phone__set_value", `{"elementUUID":"e-9","text":"+31 20 555 0199"}`, Yellow, "tool-unknown"},
	})
}

// A read of a URL inside a private network whose path names the
// service's secrets returns them; a key-value store's read of every key
// under a prefix named for secrets does too. The same reads of a public
// page about secrets, of an internal page of something else, and of a
// prefix of settings are not held.
func TestToolInternalSecretReads(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__web__fetch_page", `{"url":"http://10.1.2.3:8200/v1/secret/data/payments"}`, Red, "tool-secret"},
		{"mcp__web__page-to-markdown", `{"url":"http://vault.service.consul:8500/v1/kv/credentials?recurse=true"}`, Red, "tool-secret"},
		{"mcp__web__fetch_page", `{"url":"http://192.168.4.20/api/tokens"}`, Red, "tool-secret"},
		{"mcp__store__kv_tree", `{"prefix":"app/secrets/","dc":"dc2"}`, Red, "tool-secret"},
		// Twins.
		{"mcp__web__fetch_page", `{"url":"https://docs.example.org/guides/encrypted-secrets"}`, Green, "tool-read"},
		{"mcp__web__fetch_page", `{"url":"http://10.1.2.3:3000/api/orders"}`, Green, "tool-read"},
		{"mcp__web__page-to-markdown", `{"url":"http://wiki.corp/pages/release-notes"}`, Green, "tool-read"},
	})
	if d := s.ClassifyTool(call(t, "mcp__store__kv_tree", `{"prefix":"app/feature-flags/","dc":"dc2"}`)); d.Verdict == Hold {
		t.Errorf("kv_tree of feature flags held: %v", d.Hits)
	}
}

// A service named for browsers (a cloud of them) whose tool makes or
// changes a record calls its API, and a password it is handed goes to
// that service; its tools that drive a browser stay a browser's.
func TestToolBrowserCloudRecords(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__browserfarm__createLoginProfile", `{"name":"prod","url":"https://admin.example.org","username":"root","password":"Zq8!pLm2#x"}`, Red, ""},
		{"mcp__browserfarm__update_login_profile", `{"id":"lp-1","password":"Zq8!pLm2#x"}`, Red, ""},
		{"mcp__browserfarm__open_live_session", `{"url":"https://staging.example.org"}`, Green, ""},
		{"mcp__browserfarm__click", `{"element":"Next page link"}`, Green, "tool-browser"},
	})
}

// A name with no verb whose first or last word names a state told back
// (a balance, a health, a site's map), asked by identifiers or a page's
// URL, reads it. Handed an amount, a recipient or a value, or named for
// a balance credited or topped up, it is not read so.
func TestToolStateToldBack(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__ledger__wallet_balance", `{"wallet":"w-77"}`, Green, "tool-read"},
		{"mcp__ledger__balances", `{}`, Green, "tool-read"},
		{"mcp__mesh__health_node", `{"node_name":"n-4"}`, Green, "tool-read"},
		{"mcp__mesh__health_checks", `{"state":"warning"}`, Green, "tool-read"},
		{"mcp__crawl__sitemap", `{"url":"https://docs.example.org"}`, Green, "tool-read"},
		// Twins.
		{"mcp__ledger__wallet_balance", `{"wallet":"w-77","amount":500}`, Yellow, "tool-unknown"},
		{"mcp__ledger__topup_balance", `{"wallet":"w-77"}`, Red, ""},
		{"mcp__ledger__credit_balance", `{"wallet":"w-77"}`, Yellow, "tool-unknown"},
		{"mcp__ledger__balance", `{"to":"payee@example.org"}`, Red, ""},
		{"mcp__mesh__health_node", `{"node_name":"n-4","enabled":true}`, Yellow, "tool-unknown"},
	})
}

// A secret store's organisation (its policies, members, subscription)
// read is not an item of the store read; an item, a secret, a password
// or a key-value path of the same store stays held.
func TestToolSecretStoreOrganisation(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__passvault__get_org_policy", `{"policyType":1}`, Green, "tool-read"},
		{"mcp__passvault__getOrganizationMember", `{"memberId":"m-3"}`, Green, "tool-read"},
		{"mcp__passvault__get_org_subscription", `{}`, Green, "tool-read"},
		// Twins.
		{"mcp__passvault__get_item", `{"id":"it-9"}`, Red, "tool-secret-store"},
		{"mcp__passvault__get_member_password", `{"memberId":"m-3"}`, Red, "tool-secret"},
		{"mcp__passvault__read_kv", `{"path":"team/db"}`, Red, "tool-secret-store"},
	})
}

// Pictures or video made or remade by a hosted model spend credits:
// held, whatever the tool is called; pictures read, listed, scaled,
// uploaded or built from code, text generated, and an application's own
// render on this machine are not.
func TestToolMediaGeneration(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__canvas__generate_image", `{"prompt":"a fox logo, flat","n":2}`, Red, "tool-media-generation"},
		{"mcp__canvas__createImage", `{"prompt":"a fox logo"}`, Red, "tool-media-generation"},
		{"mcp__canvas__image_to_image", `{"image_url":"https://cdn.example.org/a.jpg","prompt":"at night"}`, Red, "tool-media-generation"},
		{"mcp__canvas__text_to_video", `{"prompt":"waves at dawn","seconds":5}`, Red, "tool-media-generation"},
		{"mcp__canvas__sharp_upscale", `{"imageUri":"/home/u/project/assets/a.png"}`, Red, "tool-media-generation"},
		{"mcp__canvas__vectorize", `{"file":"https://cdn.example.org/logo.png"}`, Red, "tool-media-generation"},
		{"mcp__canvas__swap_background", `{"image":"/home/u/project/assets/shoe.webp","prompt":"white studio"}`, Red, "tool-media-generation"},
		// Twins that spend nothing.
		{"mcp__canvas__list_images", `{"limit":10}`, Green, "tool-read"},
		{"mcp__canvas__get_image", `{"id":"img-1"}`, Green, "tool-read"},
		{"mcp__canvas__view_image", `{"url":"https://cdn.example.org/a.jpg"}`, Green, "tool-read"},
		{"mcp__canvas__image_info", `{"url":"https://cdn.example.org/a.jpg"}`, Green, ""},
		{"mcp__canvas__query_video_generation", `{"task_id":"t-1"}`, Green, "tool-read"},
		{"mcp__db__generate_typescript_types", `{"project":"p"}`, Green, "tool-generate"},
		{"mcp__docker__build_image", `{"path":"/home/u/project","tag":"web"}`, Green, ""},
	})
	for _, c := range []toolCase{
		{"mcp__canvas__image_resize", `{"url":"https://cdn.example.org/a.jpg","width":300}`, Green, ""},
		{"mcp__canvas__upload_image", `{"file":"/home/u/project/a.png"}`, Green, ""},
	} {
		if hasHit(s.ClassifyTool(call(t, c.tool, c.input)), "tool-media-generation") {
			t.Errorf("%s %s: read as a paid generation", c.tool, c.input)
		}
	}
}
