package rules

import "testing"

// Causes of misses on the mcp3 set (issue 31, fifth round: seen after
// its blind measurement), each checked on names of servers made up here.

// A batch tool names each operation as the one key of an object in a
// list: a delete, a publish or a hook to an outside address is what the
// call does, and a list only reads.
func TestToolBatchOperationKeys(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__sitebuilder__pages_tool", `{"actions":[{"delete_page":{"page_id":"p1"}}]}`, Red, ""},
		{"mcp__sitebuilder__pages_tool", `{"actions":[{"publish_page":{"page_id":"p1"}}]}`, Red, ""},
		{"mcp__docsheet__batch_update", `{"doc_id":"d1","requests":[{"deleteTab":{"tabId":3}}]}`, Red, ""},
		{"mcp__sitebuilder__pages_tool", `{"actions":[{"list_pages":{}}]}`, Green, "tool-read"},
	})
}

// A flag changed only in named non-production environments changes
// nothing production users get; one naming production, a name that says
// neither, or no environment at all stays held.
func TestToolFlagChangeTestEnvironment(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__flagsvc__update_flag", `{"key":"new-nav","environmentKey":"staging","enabled":true}`, Yellow, ""},
		{"mcp__flagsvc__patch-flag", `{"key":"new-nav","patch":[{"op":"replace","path":"/environments/dev/on","value":true}]}`, Yellow, ""},
		{"mcp__flagsvc__toggle_flag", `{"key":"new-nav","environments":["test","qa"]}`, Yellow, ""},
		{"mcp__flagsvc__update_flag", `{"key":"new-nav","environmentKey":"production","enabled":true}`, Red, "tool-flag-change"},
		{"mcp__flagsvc__toggle_flag", `{"key":"new-nav","environments":["test","prod"]}`, Red, "tool-flag-change"},
		{"mcp__flagsvc__patch-flag", `{"key":"new-nav","patch":[{"op":"replace","path":"/environments/eu-main/on","value":true}]}`, Red, "tool-flag-change"},
		{"mcp__flagsvc__update_flag", `{"key":"new-nav","enabled":false}`, Red, "tool-flag-change"},
	})
}

// SQL that changes who may log in (a login's password, a user made, a
// grant) changes access; an UPDATE of a table or column of money
// (a credit limit, a billing plan) changes money.
func TestToolSQLAccessAndMoney(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__warehouse__execute_sql", `{"query":"ALTER LOGIN svc_app WITH PASSWORD = 'x-Y-z-123'"}`, Red, "tool-access"},
		{"mcp__warehouse__execute_sql", `{"query":"CREATE USER reporter WITH PASSWORD 'abc'"}`, Red, "tool-access"},
		{"mcp__warehouse__execute_sql", `{"query":"UPDATE accounts SET CreditLimit = 90000 WHERE id = 7"}`, Red, "tool-money"},
		{"mcp__warehouse__execute_sql", `{"query":"UPDATE tasks SET done = 1 WHERE id = 7"}`, Yellow, "tool-data-write"},
		{"mcp__warehouse__execute_sql", `{"query":"SELECT price FROM products"}`, Green, ""},
	})
}

// Verbs no table knew: activating what deactivate stops, unpausing what
// pause stops, exercising an option; a runbook run; a person reached by
// a to_ key.
func TestToolVerbsOfPeopleMoneyAndProduction(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__idp__activate_signon_rule", `{"rule_id":"r1"}`, Red, "tool-infrastructure"},
		{"mcp__scheduler__unpause_job", `{"job":"nightly"}`, Red, "tool-infrastructure"},
		{"mcp__broker__exercise_contract", `{"contract":"X1"}`, Red, "tool-outward"},
		{"mcp__ops__run_runbook", `{"name":"restart cache"}`, Red, "tool-infrastructure-change"},
		{"mcp__voicebot__start_call", `{"agent":"a1","to_number":"+447700900456"}`, Red, "tool-outward"},
		{"mcp__voicebot__list_calls", `{}`, Green, "tool-read"},
	})
}

// A read that returns a secret: the option or setting it names is an
// encryption key, or a camelCase flag asks for credentials with it.
func TestToolReadsThatReturnSecrets(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__scheduler__get_config_value", `{"section":"core","option":"encryption_key"}`, Red, "tool-secret"},
		{"mcp__scheduler__get_setting", `{"setting":"fernet_key"}`, Red, "tool-secret"},
		{"mcp__automations__get_node", `{"node":"slack","includeCredentials":true}`, Red, "tool-secret"},
		{"mcp__scheduler__get_config_value", `{"section":"core","option":"parallelism"}`, Green, "tool-read"},
		{"mcp__automations__get_node", `{"node":"slack","includeCredentials":false}`, Green, "tool-read"},
	})
}

// An update that sets a thing active or unpaused starts it for everyone,
// as activate_ and unpause_ do; a list filtered by it reads.
func TestToolUpdateSetsActiveOrPaused(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__automations__update_flow", `{"id":"7","updates":{"active":true}}`, Red, "tool-infrastructure"},
		{"mcp__scheduler__patch_schedule", `{"schedule_id":"s1","is_paused":false}`, Red, "tool-infrastructure"},
		{"mcp__automations__list_flows", `{"active":true}`, Green, "tool-read"},
		{"mcp__automations__update_flow", `{"id":"7","updates":{"name":"renamed"}}`, Yellow, ""},
	})
}

// A write that sets a password, or gives someone named by an address a
// role, changes access whatever its object; a role with no person named
// does not by itself.
func TestToolWriteSetsPasswordOrRole(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__blog__update_current_user", `{"email":"me@example.net","password":"n3w-Secret!"}`, Red, "tool-password-set"},
		{"mcp__crm__update_contact", `{"id":"9","email":"x@example.org","role":"owner"}`, Red, "tool-access"},
		{"mcp__blog__update_current_user", `{"display_name":"Dana"}`, Yellow, ""},
		{"mcp__blog__update_current_user", `{"display_name":"Dana","role":"author"}`, Yellow, ""},
	})
}

// A name that ends in tool names what its operations act on as one
// without it does (comments_tool as comments): a listing of its threads
// reads, a reply posts.
func TestToolNameEndingInTool(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__sitebuilder__data_comments_tool", `{"actions":[{"list_comment_threads":{"site_id":"s1"}}]}`, Green, "tool-read"},
		{"mcp__sitebuilder__messages_tool", `{"operation":"list"}`, Green, "tool-read"},
		{"mcp__sitebuilder__messages_tool", `{"operation":"send","to":"a@example.org"}`, Red, "tool-outward"},
	})
}

// A product or an invoice created as a draft moves no money until it is
// published or finalised; one created active, and the finalising, stay
// held.
func TestToolMoneyDraft(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__storefront__create_product", `{"title":"Mug","price":"9.00","status":"DRAFT"}`, Yellow, ""},
		{"mcp__billingsvc__create_invoice", `{"customer":"c1","is_draft":true}`, Yellow, ""},
		{"mcp__storefront__create_product", `{"title":"Mug","price":"9.00","status":"ACTIVE"}`, Red, "tool-money"},
		{"mcp__billingsvc__finalize_invoice", `{"invoice":"in_1"}`, Red, ""},
	})
}

// A name grouped as API--Operation says what it does after the --: a
// group named for a read (Verify, Lookup) does not make a send a read.
func TestToolGroupedNameOperationFirst(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__telco__TelcoVerifyV2--CreateVerification", `{"Service":"VA1","To":"+14155550199","Channel":"sms"}`, Red, "tool-outward"},
		{"mcp__telco__TelcoLookupV1--FetchPhoneNumber", `{"PhoneNumber":"+14155550199"}`, Green, "tool-read"},
	})
}

// The name of what a create makes is no setting: a group or a project
// named for a sandbox turns no guard off; a setting named as a guard,
// written, still does.
func TestToolGuardNameOfCreated(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__idp__create_group", `{"profile":{"name":"sandbox-testers"}}`, Red, "tool-access"},
		{"mcp__notes__create_folder", `{"name":"sandbox-experiments"}`, Yellow, ""},
		{"mcp__agentcfg__set_config_value", `{"key":"allowedDirectories","value":"/"}`, Red, "tool-guard-off"},
	})
}

// A check or a guard set to none or off by a write turns it off, as one
// set false does; a setting of another name set to none does not.
func TestToolGuardSetToNone(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__broker__update_account_settings", `{"margin_check":"none"}`, Red, "tool-guard-off"},
		{"mcp__cdn__update_zone_settings", `{"zone":"z1","ssl":"off"}`, Red, "tool-guard-off"},
		// No guard, but an account's settings all the same: held by
		// tool-settings-change (mcp-fix6), not by tool-guard-off.
		{"mcp__broker__update_account_settings", `{"confirm_email":"none"}`, Red, "tool-settings-change"},
		{"mcp__broker__get_account_settings", `{"margin_check":"none"}`, Green, "tool-read"},
	})
}

// An analysis or a scan turned off (enabled: false) is a guard turned
// off; one turned on is not.
func TestToolGuardAnalysisOff(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__codequality__toggle_automatic_analysis", `{"enabled":false}`, Red, "tool-guard-off"},
		{"mcp__sec__set_secret_scanning", `{"repo":"r","enabled":false}`, Red, "tool-guard-off"},
		{"mcp__codequality__get_analysis_settings", `{"project":"p"}`, Green, "tool-read"},
	})
}

// An operation argument that switches something off (action: "off",
// "turn_off") powers it off; one that reads its state does not.
func TestToolOperationSwitchedOff(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__smarthome__device_action", `{"device":"switch.lab_power","action":"off"}`, Red, "tool-infrastructure"},
		{"mcp__smarthome__device_action", `{"device":"plug.rack","action":"turn_off"}`, Red, "tool-infrastructure"},
		{"mcp__smarthome__device_action", `{"device":"plug.rack","action":"get_state"}`, Green, "tool-read"},
	})
}
