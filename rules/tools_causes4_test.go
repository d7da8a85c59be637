package rules

import "testing"

// Causes of misses on the tools-dev set (issue 31, fourth round:
// testdata/corpus/tools-dev), each checked on names of servers made up
// here.

// A feature flag turned on or off, patched or deleted changes what every
// user of the running app gets; a flag created is off and only yellow.
func TestToolFeatureFlagChanges(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__flagsvc__update_flag", `{"key":"new-nav","enabled":false}`, Red, "tool-flag-change"},
		{"mcp__flagsvc__patch-feature-flag", `{"key":"new-nav","patch":[{"op":"replace","path":"/on","value":true}]}`, Red, "tool-flag-change"},
		{"mcp__flagsvc__toggleFlag", `{"key":"new-nav"}`, Red, "tool-flag-change"},
		{"mcp__flagsvc__list-flags", `{}`, Green, "tool-read"},
		{"mcp__flagsvc__get_flag", `{"key":"new-nav"}`, Green, "tool-read"},
		{"mcp__flagsvc__create_flag", `{"key":"new-nav"}`, Yellow, ""},
	})
}

// Taking an account or a service away from its users: deactivating, as
// disabling and suspending.
func TestToolDeactivate(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__idp__deactivate_account", `{"id":"u9"}`, Red, "tool-infrastructure"},
		{"mcp__automations__deactivateWorkflow", `{"id":"w1"}`, Red, "tool-infrastructure"},
	})
}

// A phone number provisioned is rented by the month: money.
func TestToolPhoneNumberBought(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__telco__Api--CreatePhoneNumber", `{"number":"+15550002222"}`, Red, "tool-money"},
		{"mcp__telco__provision_phone_number", `{"area_code":"415"}`, Red, ""},
		{"mcp__telco__Api--ListPhoneNumber", `{}`, Green, "tool-read"},
	})
}

// A button's text with an article or a possessive between the verb and
// its object still names a commit.
func TestToolBrowserButtonFillers(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__webdrive__browser_click", `{"element":"Place your order","ref":"e1"}`, Red, "tool-browser-submit"},
		{"mcp__webdrive__browser_click", `{"element":"Complete the order","ref":"e2"}`, Red, "tool-browser-submit"},
		{"mcp__webdrive__browser_click", `{"element":"Your orders tab","ref":"e3"}`, Green, "tool-browser"},
	})
}

// A write of an object the lists do not know, handed a person to reach
// (to: a phone number or an address), reaches them; a draft does not,
// and a phone number kept on a record is no recipient.
func TestToolWriteToRecipient(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__voice__Api--CreateCall", `{"To":"+15551230000","From":"+15559870000"}`, Red, "tool-outward"},
		{"mcp__faxer__create_fax", `{"to":"+15551230000","media_url":"https://x.example/a.pdf"}`, Red, "tool-outward"},
		{"mcp__crm__update_lead", `{"id":"l1","phone":"+15551230000"}`, Yellow, ""},
		{"mcp__mailer__create_draft_letter", `{"to":"a@b.example","text":"hi"}`, Yellow, ""},
	})
}

// A name that is a noun and its details or overview reads them.
func TestToolDetailsRead(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__tracker__crash-details", `{"id":"c1"}`, Green, "tool-read"},
		{"mcp__tracker__project_overview", `{}`, Green, "tool-read"},
	})
}

// Dismissing or muting what one received sends nothing; analysing in the
// American spelling reads as in the British; a client key made (a DSN,
// a connection string) is access.
func TestToolDismissAnalyzeAndClientKeys(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__inbox__dismiss_notification", `{"id":"n1"}`, Yellow, ""},
		{"mcp__inbox__mute_notifications", `{"thread":"t1"}`, Yellow, ""},
		{"mcp__inbox__create_notification", `{"user":"u1","text":"look"}`, Red, "tool-outward"},
		{"mcp__scanner__dismiss_vulnerability", `{"id":"v1"}`, Red, "tool-forge-write"},
		{"mcp__errs__analyze_crash_with_ai", `{"id":"c1"}`, Green, "tool-read"},
		{"mcp__errs__diagnose_failure", `{"id":"c1"}`, Green, "tool-read"},
		{"mcp__errs__create_dsn", `{"project":"web"}`, Red, "tool-access"},
		{"mcp__dbaas__create_connection_string", `{"db":"main"}`, Red, "tool-access"},
	})
}

// Generating makes text for the model; a key, a signed link or an
// invoice generated is still what its object is.
func TestToolGenerate(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__db__generate_client_types", `{"project_id":"p1"}`, Green, "tool-generate"},
		{"mcp__vaultish__generate", `{"length":24}`, Green, "tool-generate"},
		{"mcp__dash__generate_api_key", `{"name":"ci"}`, Red, "tool-access"},
		{"mcp__blob__generate_presigned_url", `{"bucket":"b","key":"dump.sql"}`, Red, "tool-access"},
		{"mcp__billing__generate_invoice", `{"customer":"c1"}`, Red, "tool-money"},
	})
}

// A CLI's tool whose arguments only say where it runs is its command
// line, whole: git reset with nothing more unstages; a mode or a
// target it is handed keeps the name's verb.
func TestToolCLICommandWhole(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__vcs__git_reset", `{"repo_path":"/home/u/project"}`, Green, ""},
		{"mcp__vcs__git_reset", `{"repo_path":"/home/u/project","mode":"hard","target":"HEAD~3"}`, Red, ""},
		{"mcp__vcs__git_reset", `{"repo_path":"/home/u/project","commit":"HEAD~3","hard":true}`, Red, ""},
		{"mcp__vcs__git_stash_drop", `{"repo_path":"/home/u/project"}`, Red, ""},
	})
}

// A cluster's manifest handed whole names the kinds it makes and the
// namespaces they go to.
func TestToolManifestArgument(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__opsbox__objects_upsert", `{"resource":"apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 0\n"}`, Red, "tool-infrastructure-change"},
		{"mcp__opsbox__objects_upsert", `{"resource":"{\"apiVersion\":\"v1\",\"kind\":\"Secret\",\"metadata\":{\"name\":\"db\"}}"}`, Red, "tool-access"},
		{"mcp__opsbox__objects_upsert", `{"resource":"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\n  namespace: production\n"}`, Red, "tool-target-production"},
		{"mcp__opsbox__objects_upsert", `{"resource":"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\n  namespace: dev\n"}`, Yellow, ""},
	})
}

// A membership made is a member added.
func TestToolMembership(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__orgs__createOrganizationMembership", `{"organization":"o1","userId":"u1"}`, Red, "tool-access"},
		{"mcp__orgs__deleteMembership", `{"id":"m1"}`, Red, ""},
		{"mcp__orgs__listMemberships", `{}`, Green, "tool-read"},
	})
}

// A name that ends in live puts what it writes before the users; live
// before a noun (a live stream) is a thing.
func TestToolGoesLive(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__cms__entries_add_entry_live", `{"collection":"c1","fields":{"name":"Post"}}`, Red, "tool-target-production"},
		{"mcp__cms__set_page_live", `{"page":"p1"}`, Red, "tool-target-production"},
		{"mcp__cms__get_entry_live", `{"id":"e1"}`, Green, "tool-read"},
		{"mcp__video__create_live_stream", `{"latency":"low"}`, Yellow, ""},
	})
}

// A feature flag made on serves its users at once.
func TestToolFlagCreatedOn(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__flagsvc__create_flag", `{"key":"new-nav","active":true}`, Red, "tool-target-production"},
		{"mcp__flagsvc__create_flag", `{"key":"new-nav","enabled":false}`, Yellow, ""},
		{"mcp__flagsvc__get_flag", `{"key":"new-nav","active":true}`, Green, "tool-read"},
	})
}
