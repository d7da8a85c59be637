package rules

import "testing"

// The classes mcp-fix7 named from mcp4's misses (issue 31) and covered
// from the used servers' catalogs: each with several spellings, the same
// shape made harmless (must still pass) and made dangerous (must hold).

// A server's name cut short before a verb (ls_ of lemonsqueezy, nc_ of
// nextcloud), or a prefix of two letters, says whose tool it is: the verb
// after it reads, even when the prefix is a read verb itself (ls).
func TestToolVendorPrefixBeforeVerb(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__lemonsqueezy__ls_refund_order", `{"orderId":"5102377","amount":2900}`, Red, "tool-money"},
		{"mcp__lemonsqueezy__ls_create_discount", `{"code":"BF50","amount":50}`, Red, "tool-money"},
		{"mcp__lemonsqueezy__ls_update_subscription", `{"subscriptionId":"771201"}`, Red, "tool-money"},
		{"mcp__lemon__ls_create_checkout", `{"storeId":"1"}`, Red, "tool-money"},
		{"mcp__nextcloud__nc_users_delete_user", `{"user_id":"alice"}`, Red, "tool-destructive"},
		{"mcp__github__gh_merge_pull_request", `{"pull_number":7}`, Red, "tool-outward"},
		// The same prefix before a read still reads; a read verb that is
		// no prefix (show, check, preview) still leads what follows it.
		{"mcp__lemonsqueezy__ls_list_orders", `{}`, Green, "tool-read"},
		{"mcp__lemonsqueezy__ls_get_order", `{"orderId":"1"}`, Green, "tool-read"},
		{"mcp__lemonsqueezy__ls_orders", `{}`, Green, ""},
		{"mcp__mysql__show_create_table", `{"table":"users"}`, Green, "tool-read"},
		{"mcp__nextcloud__nc_calendar_list_events", `{}`, Green, "tool-read"},
	})
}

// A query in a language other than SQL, under a key that names a query
// or its language (query_string, surql, influxql), is read for its
// destructive statements as a query key's is: SurrealQL's REMOVE,
// InfluxQL's DROP and DELETE. Its reads pass.
func TestToolQueryLanguagesByKey(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__surrealdb__query", `{"query_string":"REMOVE TABLE orders;"}`, Red, "tool-destructive"},
		{"mcp__surreal__run", `{"surql":"REMOVE DATABASE shop"}`, Red, "tool-destructive"},
		{"mcp__influx__execute", `{"influxql":"DROP MEASUREMENT cpu"}`, Red, "tool-destructive"},
		{"mcp__tsdb__run_query", `{"queryText":"DELETE FROM cpu WHERE time < now() - 30d"}`, Red, "tool-destructive"},
		{"mcp__surrealdb__query", `{"query_string":"SELECT * FROM product LIMIT 10;"}`, Green, "tool-read"},
		{"mcp__influx__execute_query", `{"influxql":"SHOW MEASUREMENTS"}`, Green, "tool-read"},
		// A search's words are no statement.
		{"mcp__docs__search", `{"query_string":"how to remove a table"}`, Green, "tool-read"},
	})
}

// Security and network actions on running hosts: an IP blocked or let
// in, a firewall rule, a host isolated or denied, a file quarantined on
// it. Reading them, or looking an IP up, passes.
func TestToolNetworkBlock(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__wazuh__wazuh_block_ip", `{"ip_address":"198.51.100.77","agent_id":"001"}`, Red, "tool-network-block"},
		{"mcp__wazuh__wazuh_firewall_allow", `{"ip_address":"198.51.100.77"}`, Red, "tool-network-block"},
		{"mcp__cloud__add-ip-to-allowlist", `{"ip":"203.0.113.4"}`, Red, "tool-network-block"},
		{"mcp__cloud__updateSecurityGroup", `{"id":"sg-1"}`, Red, "tool-network-block"},
		{"mcp__wazuh__wazuh_isolate_host", `{"agent_id":"014"}`, Red, "tool-infrastructure"},
		{"mcp__edr__quarantine-file", `{"agent_id":"014","file_path":"C:\\x.exe"}`, Red, "tool-infrastructure"},
		{"mcp__wazuh__wazuh_host_deny", `{"agent_id":"014","ip_address":"203.0.113.99"}`, Red, "tool-infrastructure"},
		{"mcp__wazuh__wazuh_get_firewall_rules", `{}`, Green, "tool-read"},
		{"mcp__wazuh__wazuh_list_blocked_ips", `{}`, Green, "tool-read"},
		{"mcp__shodan__ip_lookup", `{"ip":"1.1.1.1"}`, Green, "tool-read"},
	})
}

// A domain's registrar controls: its transfer lock and the owner's
// privacy. Reading them passes.
func TestToolDomainRegistrar(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__namecheap__set_registrar_lock", `{"domainName":"northwind.dev","locked":false}`, Red, "tool-domain-registrar"},
		{"mcp__namecheap__set_whoisguard", `{"domainName":"northwind.dev","enable":false}`, Red, "tool-domain-registrar"},
		{"mcp__domains__updateDomainPrivacy", `{"domain":"x.dev"}`, Red, "tool-domain-registrar"},
		{"mcp__namecheap__get_registrar_lock", `{"domainName":"northwind.dev"}`, Green, "tool-read"},
	})
}

// People's records: an employee made or changed (an account follows),
// their pay or leave adjusted, a participant added to a conversation.
// Reading them passes.
func TestToolPeopleRecords(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__bamboohr__bamboohr_create_employee", `{"first_name":"Sam","email":"sam@example.com"}`, Red, "tool-people-record"},
		{"mcp__bamboohr__bamboohr_adjust_time_off_balance", `{"employee_id":311,"adjustment_amount":5}`, Red, "tool-people-record"},
		{"mcp__hris__update-employee-compensation", `{"id":1}`, Red, "tool-people-record"},
		{"mcp__nextcloud__talk_add_participant", `{"token":"k9x2b7qf","participant":"guest@partner.example"}`, Red, "tool-people-record"},
		{"mcp__bamboohr__bamboohr_get_employee", `{"employee_id":311}`, Green, "tool-read"},
		{"mcp__bamboohr__bamboohr_list_time_off_requests", `{}`, Green, "tool-read"},
		{"mcp__nextcloud__talk_list_participants", `{"token":"k9x2b7qf"}`, Green, "tool-read"},
	})
}

// Metered usage reported for billing, and licences customers paid for.
func TestToolMeteredBilling(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__lemonsqueezy__ls_create_usage_record", `{"subscriptionItemId":"88201","quantity":1200}`, Red, "tool-metered-billing"},
		{"mcp__billing__create-usage-record", `{"quantity":1}`, Red, "tool-metered-billing"},
		{"mcp__billing__list_usage_records", `{"subscriptionItemId":"88201"}`, Green, "tool-read"},
	})
}

// Build and job control: a build configuration named for production
// (buildTypeId) is a pipeline's name; pausing one stops it for everyone.
// Cancelling a build that ships nothing stays yellow, as a pipeline's is.
func TestToolBuildControl(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__teamcity__cancel_queued_builds_for_build_type", `{"buildTypeId":"Shop_DeployProduction"}`, Red, "tool-target-production"},
		{"mcp__ci__stop_build", `{"build_config":"release-prod"}`, Red, "tool-target-production"},
		{"mcp__teamcity__set_build_configs_paused", `{"buildTypeIds":["Shop_Nightly"],"paused":true}`, Red, "tool-infrastructure"},
		{"mcp__queue__set_queue_paused", `{"paused":true}`, Red, "tool-infrastructure"},
		{"mcp__teamcity__cancel_queued_builds_for_build_type", `{"buildTypeId":"Shop_Lint"}`, Yellow, ""},
		{"mcp__teamcity__get_paused_build_configs", `{}`, Green, "tool-read"},
	})
}

// Where production traffic goes (a traffic manager's weights, a load
// balancer's targets) and the keysets apps sign in with.
func TestToolTrafficAndKeysets(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__akamai__gtm_update_property_traffic", `{"domainName":"example.akadns.net","propertyName":"www"}`, Red, "tool-traffic-routing"},
		{"mcp__lb__update-load-balancer", `{"id":"lb1"}`, Red, ""},
		{"mcp__pubnub__manage_keysets", `{"operation":"create","data":{"appId":3381920,"name":"prod-eu"}}`, Red, "tool-keyset"},
		{"mcp__akamai__gtm_get_property_traffic", `{"propertyName":"www"}`, Green, "tool-read"},
		{"mcp__pubnub__manage_keysets", `{"operation":"list"}`, Green, "tool-read"},
	})
}

// The invoice of a record that exists, generated or rendered, is a
// document of what was billed; an invoice generated for a customer bills.
func TestToolRecordDocument(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__lemonsqueezy__ls_generate_order_invoice", `{"orderId":"5102377","name":"Acme GmbH"}`, Green, ""},
		{"mcp__shop__render_subscription_receipt", `{"id":"s1"}`, Yellow, ""},
		{"mcp__billing__generate_invoice", `{"customer":"c1"}`, Red, "tool-money"},
		{"mcp__billing__create_order_invoice", `{"orderId":"1"}`, Red, "tool-money"},
	})
}

// A name with no verb that selects records, as a router's procedures are
// named (project_all, application_one, domain_by_application_id), reads;
// a word more before all may be a verb nobody listed, and stays unknown.
// Reading machine code back (decompile, disassemble) changes nothing, and
// switching a reference manager's library chooses what later calls read.
func TestToolRecordSelectors(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__dokploy__dokploy_project_all", `{}`, Green, "tool-read"},
		{"mcp__dokploy__dokploy_application_one", `{"applicationId":"Qx2"}`, Green, "tool-read"},
		{"mcp__paas__domain_by_application_id", `{"applicationId":"Qx2"}`, Green, "tool-read"},
		{"mcp__ghidra__decompile_function", `{"name":"FUN_00401a30"}`, Green, "tool-read"},
		{"mcp__ghidra__disassemble_function", `{"address":"0x00401a30"}`, Green, "tool-read"},
		{"mcp__zotero__zotero_switch_library", `{"library_id":"1"}`, Green, "tool-read"},
		{"mcp__dokploy__dokploy_settings_clean_all", `{}`, Yellow, ""},
		{"mcp__dokploy__dokploy_project_remove_all", `{}`, Red, "tool-destructive"},
		{"mcp__chat__send_all", `{}`, Red, "tool-outward"},
		{"mcp__srv__delete_by_id", `{"id":"1"}`, Red, "tool-destructive"},
	})
}

// What a server lets itself do (its mode), who is chased for money (a
// dunning cadence run), what every follower sees (a bot's default menu),
// and consent to share the user's data with an outside party.
func TestToolServerModeDunningAudienceConsent(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__teamcity__set_mcp_mode", `{"mode":"full"}`, Red, "tool-server-mode"},
		{"mcp__db__set_read_only", `{"enabled":false}`, Red, "tool-server-mode"},
		{"mcp__invoiced__run_chasing_cadence", `{"id":"310"}`, Red, "tool-dunning"},
		{"mcp__billing__assign-dunning-cadence", `{"customer":1}`, Red, "tool-dunning"},
		{"mcp__line__set_rich_menu_default", `{"richMenuId":"richmenu-88ac"}`, Red, "tool-audience-default"},
		{"mcp__ableton__set_dataset_consent", `{"consent":true,"user_said":"sure"}`, Red, "tool-data-sharing"},
		{"mcp__teamcity__get_mcp_mode", `{}`, Green, "tool-read"},
		{"mcp__invoiced__list_chasing_cadences", `{}`, Green, "tool-read"},
		{"mcp__line__get_rich_menu_list", `{}`, Green, "tool-read"},
		{"mcp__ableton__get_dataset_consent", `{}`, Green, "tool-read"},
	})
}

// A local application's tool that names the project's folder
// (projectPath, workspace_path) writes in that folder: the path rules
// judge it, and a path relative to it that climbs out or names something
// hidden, an input under another key, or a secret put there keep the
// call from passing as local.
func TestToolLocalAppProjectFolder(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__godot__save_scene", `{"projectPath":"/home/u/project/game","scenePath":"scenes/level2.tscn"}`, Green, "tool-files-local"},
		{"mcp__godot__launch_editor", `{"projectPath":"/home/u/project/game"}`, Green, "tool-files-local"},
		{"mcp__engine__create_level", `{"project_dir":"/home/u/project/game","level_path":"levels/two.json"}`, Green, "tool-files-local"},
		{"mcp__godot__save_scene", `{"projectPath":"/home/u/project/game","scenePath":"../../.bashrc"}`, Yellow, ""},
		{"mcp__godot__save_scene", `{"projectPath":"/home/u/project","scenePath":".git/hooks/pre-commit"}`, Yellow, ""},
		{"mcp__godot__save_scene", `{"projectPath":"/home/u/.ssh","scenePath":"x.tscn"}`, Red, ""},
		{"mcp__k8s__create_deployment", `{"manifest_path":"/home/u/project/k8s/deploy.yaml"}`, Red, "tool-infrastructure-change"},
		{"mcp__auth0__auth0_save_credentials_to_file", `{"client_id":"kQ9","project_path":"/home/u/project"}`, Red, ""},
	})
}

// A tool named for PowerShell runs its command as pwsh -Command does:
// what gatesh reads in inline PowerShell (a recursive delete, a
// protection turned off) holds; a read stays yellow as code gatesh does
// not model, as it was.
func TestToolPowerShellByName(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__windows__Powershell-Tool", `{"command":"Remove-Item -Recurse -Force C:\\Users\\u\\Documents\\Projects"}`, Red, "code-unmodeled-destructive"},
		{"mcp__windows__Powershell-Tool", `{"command":"Set-ExecutionPolicy Unrestricted -Scope LocalMachine -Force"}`, Red, "code-unmodeled-protection-off"},
		{"mcp__win__run_powershell", `{"script":"Set-MpPreference -DisableRealtimeMonitoring $true"}`, Red, "code-unmodeled-protection-off"},
		{"mcp__win__execute-pwsh", `{"cmd":"Remove-Item -Recurse C:\\data"}`, Red, "code-unmodeled-destructive"},
		{"mcp__windows__Powershell-Tool", `{"command":"Get-Process | Sort-Object CPU -Descending | Select-Object -First 10"}`, Yellow, ""},
		{"mcp__windows__Powershell-Tool", `{"command":"Set-ExecutionPolicy RemoteSigned -Scope CurrentUser"}`, Yellow, ""},
	})
}

// What the arguments say the call acts on: a device command that unlocks,
// opens or disarms what guards a place; a price given with its currency.
// A licence key's value and a keyset are secrets a read returns; a
// connection asked of a person is seen by them.
func TestToolArgumentsAndPeopleReached(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__smartthings__execute_commands", `{"device_id":"5e1f","commands":[{"component":"main","capability":"lock","command":"unlock"}]}`, Red, "tool-physical-access"},
		{"mcp__smartthings__batch_execute_commands", `{"operations":[{"device_id":"7c6b","capability":"doorControl","command":"open"}]}`, Red, "tool-physical-access"},
		{"mcp__home__send_device_command", `{"device":"front-door","capability":"securitySystem","command":"disarm"}`, Red, "tool-physical-access"},
		{"mcp__invoiced__create_plan", `{"id":"pro-annual","amount":1990,"currency":"usd","interval":"year"}`, Red, "tool-money"},
		{"mcp__lemonsqueezy__ls_get_license_key", `{"licenseKeyId":"66120"}`, Red, "tool-secret"},
		{"mcp__pubnub__manage_keysets", `{"operation":"get","id":"829113"}`, Red, "tool-secret"},
		{"mcp__linkedin__connect_with_person", `{"linkedin_username":"maria-gonzalez-dev","note":"Hi"}`, Red, "tool-outward"},
		{"mcp__social__connect-to-user", `{"user_id":"u1"}`, Red, "tool-outward"},
		// The same shapes made harmless (a list of keys gives their
		// names, as for API keys).
		{"mcp__smartthings__execute_commands", `{"device_id":"5e1f","commands":[{"component":"main","capability":"lock","command":"lock"}]}`, Green, ""},
		{"mcp__tasks__create_plan", `{"title":"Q1 plan"}`, Yellow, ""},
		{"mcp__fx__convert_currency", `{"amount":10,"currency":"usd","to":"eur"}`, Green, ""},
		{"mcp__db__connect_to_database", `{"host":"localhost"}`, Green, "tool-read"},
		{"mcp__lemonsqueezy__ls_list_license_keys", `{"storeId":"1"}`, Green, "tool-read"},
		{"mcp__pubnub__manage_keysets", `{"operation":"list"}`, Green, "tool-read"},
	})
}

// A noun that is also a verb (mail, messages) after words that only say
// whose tool it is, before a read verb, is what is read: the read verb
// leads (nc_mail_list_messages lists). A send or a delete still holds.
func TestToolPrefixedNounBeforeRead(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__nextcloud__nc_mail_list_messages", `{"mailbox_id":2,"limit":25}`, Green, "tool-read"},
		{"mcp__mailer__acme_mail_get_message", `{"id":"1"}`, Green, "tool-read"},
		{"mcp__nextcloud__nc_mail_send_message", `{"to":"a@b.example","body":"x"}`, Red, "tool-outward"},
		{"mcp__mailer__acme_mail_list_and_send", `{}`, Red, "tool-outward"},
		{"mcp__forum__acme_post_delete", `{"id":"1"}`, Red, "tool-destructive"},
	})
}

// A person's words that start with call ("Call about the overdue
// balance", "call it Lead") are no SQL CALL: a CALL is a procedure's
// name, then its arguments, a semicolon or the end. One in any argument
// still holds.
func TestToolCallInWordsIsNoProcedure(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__ableton__set_track_name", `{"track_index":3,"name":"Lead","user_prompt":"call it Lead"}`, Green, "tool-local-app-object"},
		{"mcp__ableton__set_clip_name", `{"track_index":3,"clip_index":0,"name":"Intro","user_prompt":"Call the clip Intro"}`, Green, "tool-local-app-object"},
		{"mcp__invoiced__create_task", `{"name":"CALL purge_customers(30)","action":"phone"}`, Red, "sql-procedure"},
		{"mcp__invoiced__create_task", `{"name":"call refresh_all;","action":"phone"}`, Red, "sql-procedure"},
		{"mcp__ableton__set_track_name", `{"track_index":3,"name":"Lead","user_prompt":"CALL drop_all_tracks()"}`, Red, "sql-procedure"},
	})
}

// An object of an application on this machine (a music set's tempo,
// track or clip; a disassembler's variable type) changed is the app's
// own state: green, where it was an unknown tool, yellow. Deleting a
// clip of a video service still holds; reading passes as it did.
func TestToolLocalAppObjects(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__ableton__set_tempo", `{"tempo":124.0,"user_prompt":"make it 124 bpm"}`, Green, "tool-local-app-object"},
		{"mcp__ableton__create_midi_track", `{"index":-1}`, Green, "tool-local-app-object"},
		{"mcp__ableton__create_clip", `{"track_index":3,"clip_index":0,"length":8.0}`, Green, "tool-local-app-object"},
		{"mcp__ghidra__set_local_variable_type", `{"function_address":"0x00401a30","variable_name":"local_18","new_type":"char *"}`, Green, "tool-local-app-object"},
		{"mcp__video__delete_clip", `{"id":"c1"}`, Red, "tool-destructive"},
		{"mcp__stream__publish_clip", `{"id":"c1"}`, Red, "tool-outward"},
		{"mcp__ableton__get_clip_info", `{"clip_index":0}`, Green, "tool-read"},
	})
}
