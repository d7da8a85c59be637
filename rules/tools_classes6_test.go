package rules

import "testing"

// The classes of objects mcp-fix6 read from the full catalogs of the used
// servers (not from a set's calls): each class with several spellings
// (snake, kebab, camel, a product's prefix), products that use the same
// words, and calls of the same shape that must not move.

// Automation acts by itself on a remote system: a workflow, a DAG, an
// automation, a scenario changed, switched on or run is held; one made
// (off until switched on) or read is not.
func TestToolAutomationObjects(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__n8n__update_workflow", `{"id":"12","nodes":[{"name":"Send","type":"n8n-nodes-base.emailSend"}]}`, Red, "tool-automation-change"},
		{"mcp__klaviyo__update_flow", `{"flow_id":"f1","status":"live"}`, Red, "tool-automation-change"},
		// Renamed or redescribed only, it does what it did.
		{"mcp__n8n__update_workflow", `{"id":"12","name":"Digest"}`, Yellow, ""},
		{"mcp__automations__update_flow", `{"id":"7","updates":{"name":"renamed","description":"x"}}`, Yellow, ""},
		{"mcp__flows__execute_workflow", `{"workflowId":"w1"}`, Red, "tool-automation-change"},
		{"mcp__flows__runWorkflow", `{"id":"w1"}`, Red, "tool-automation-change"},
		{"mcp__orchestrator__trigger_dag", `{"dag_id":"etl"}`, Red, "tool-automation-change"},
		{"mcp__orchestrator__patch-dag-run", `{"dag_id":"etl","state":"failed"}`, Red, "tool-automation-change"},
		{"mcp__make__run_scenario", `{"scenarioId":7}`, Red, "tool-automation-change"},
		{"mcp__board__update_automation", `{"id":"a1","enabled":true}`, Red, "tool-automation-change"},
		// A job run that names no branch of its own may deploy, as a
		// pipeline's may; one on a feature branch is a commit's CI run, and
		// a manual job played is a step of a run started already.
		{"mcp__analytics__trigger_job_run", `{"job_id":7,"cause":"nightly"}`, Red, "tool-automation-change"},
		{"mcp__scheduler__start-job", `{"jobName":"nightly-export"}`, Red, "tool-automation-change"},
		{"mcp__analytics__trigger_job_run", `{"job_id":7,"git_branch":"feature/orders"}`, Yellow, ""},
		{"mcp__ci__play_job", `{"job":"test"}`, Yellow, ""},
		{"mcp__n8n__create_workflow", `{"name":"Weekly digest","nodes":[]}`, Yellow, ""},
		{"mcp__n8n__list_workflows", `{}`, Green, "tool-read"},
		{"mcp__orchestrator__get_dag_runs", `{"dag_id":"etl"}`, Green, "tool-read"},
	})
}

// The settings of a shared scope (an account, an organisation, a site, a
// topic, a proxy) are held when written; settings that name no scope, or
// only this session's connection, are not.
func TestToolSharedSettings(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__broker__update_account_config", `{"pdt_check":"both"}`, Red, "tool-settings-change"},
		// A scope's title is one of its settings: everyone sees it.
		{"mcp__wiki__update_general_settings", `{"title":"x"}`, Red, "tool-settings-change"},
		{"mcp__kafka__alter-topic-config", `{"topicName":"orders"}`, Red, "tool-settings-change"},
		{"mcp__cms__updateSiteSettings", `{"siteId":"s1"}`, Red, "tool-settings-change"},
		{"mcp__saas__patchOrganizationSettings", `{"org":"acme"}`, Red, "tool-settings-change"},
		{"mcp__registry__update_dependency_proxy_settings", `{"project_id":1,"enabled":true}`, Red, "tool-settings-change"},
		{"mcp__server__set_config", `{"setting":"theme","value":"dark"}`, Yellow, ""},
		{"mcp__kafka__describe-topic-config", `{"topicName":"orders"}`, Green, "tool-read"},
		{"mcp__cms__get_site_settings", `{"siteId":"s1"}`, Green, "tool-read"},
	})
}

// Who may do what, by other words than user and role: a collaboration, a
// shared link, sign-in and identity providers, MFA factors.
func TestToolAccessByIdentityWords(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__files__update_collaboration", `{"collaboration_id":"c1","role":"editor"}`, Red, "tool-access-identity"},
		{"mcp__files__box_shared_link_folder_create_or_update_tool", `{"folder_id":"1","access":"open"}`, Red, ""},
		{"mcp__drive__createSharedLink", `{"fileId":"f1"}`, Red, "tool-access-identity"},
		{"mcp__idp__create_sso_connection", `{"strategy":"saml"}`, Red, "tool-access-identity"},
		{"mcp__idp__reset-mfa-factor", `{"userId":"u1"}`, Red, ""},
		{"mcp__db__configure_project_auth", `{"projectId":"p1"}`, Red, "tool-access-identity"},
		{"mcp__idp__list_factors", `{"userId":"u1"}`, Green, "tool-read"},
		{"mcp__files__list_collaborations", `{"file_id":"f1"}`, Green, "tool-read"},
	})
}

// Reaching people by phone, text or a campaign is outward, whatever the
// verb: a call placed, a verification texted, a campaign made for its
// list, a notification made for someone.
func TestToolOutwardObjects(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__voice__make_outbound_call", `{"to":"+15550100"}`, Red, "tool-outward-object"},
		{"mcp__voice__createCall", `{"To":"+15550100","From":"+15550101"}`, Red, "tool-outward-object"},
		{"mcp__verify__create_verification", `{"to":"+15550100","channel":"sms"}`, Red, "tool-outward-object"},
		{"mcp__mail__create-campaign", `{"list_id":"l1"}`, Red, "tool-outward-object"},
		{"mcp__news__create_newsletter", `{"subject":"x"}`, Red, "tool-outward-object"},
		{"mcp__board__create_notification", `{"user_id":1,"text":"x"}`, Red, ""},
		{"mcp__mail__create_campaign_draft", `{"list_id":"l1"}`, Yellow, ""},
		{"mcp__voice__list_calls", `{}`, Green, "tool-read"},
		// No phone call: a tool called by its name, which lists (tools_dispatch.go).
		{"mcp__mcp__call_tool", `{"name":"list_items","arguments":{}}`, Green, "tool-read"},
	})
}

// A verb undone with "un" is a change of the verb's own class; the
// account's own lists (favourites, a watchlist) are its own.
func TestToolUndoneVerbsAndOwnLists(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__forge__unapprove_merge_request", `{"merge_request_iid":3}`, Red, "tool-proposal-change"},
		{"mcp__review__unapprovePullRequest", `{"id":3}`, Red, ""},
		{"mcp__cms__unpublish_page", `{"id":"p1"}`, Red, "tool-outward"},
		// Unsubscribing from a channel or a pattern buys nothing.
		{"mcp__redis__unsubscribe", `{"channel":"events"}`, Yellow, ""},
		{"mcp__broker__create_watchlist", `{"name":"tech"}`, Green, "tool-own-lists"},
		{"mcp__broker__add_asset_to_watchlist_by_id", `{"watchlist_id":"w","symbol":"X"}`, Green, "tool-own-lists"},
		{"mcp__files__add_favorite", `{"file_id":"f1"}`, Green, "tool-own-lists"},
		{"mcp__broker__update_position", `{"symbol":"X","qty":10}`, Red, "tool-money"},
		{"mcp__exchange__create_trade", `{"pair":"BTC-USD","size":"1"}`, Red, ""},
	})
}

// Objects of money, secrets, infrastructure, identity and settings that
// the catalogs name by other words than the lists had.
func TestToolMoreObjectClasses(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__shop__create_discount", `{"code":"X","percent":100}`, Red, "tool-money"},
		{"mcp__shop__create-gift-card", `{"amount":500}`, Red, "tool-money"},
		{"mcp__pay__attach_payment_method", `{"customer":"c1"}`, Red, "tool-money"},
		{"mcp__pay__createMandate", `{"iban":"x"}`, Red, "tool-money"},
		{"mcp__books__update_tax_rate", `{"rate":0}`, Red, "tool-money"},
		{"mcp__bank__add_payee", `{"name":"x"}`, Red, "tool-money"},
		{"mcp__idp__get_recovery_codes", `{"user":"u1"}`, Red, "tool-secret"},
		{"mcp__wallet__show_seed_phrase", `{}`, Red, "tool-secret"},
		{"mcp__queue__update_queue", `{"name":"orders","visibility_timeout":0}`, Red, "tool-infrastructure-container"},
		{"mcp__cloud__update_security_group", `{"id":"sg1"}`, Red, ""},
		{"mcp__cloud__assign_floating_ip", `{"ip":"203.0.113.5","server":"s1"}`, Red, "tool-infrastructure-change"},
		{"mcp__k8s__create_node_pool", `{"size":"large","count":20}`, Red, "tool-infrastructure-change"},
		{"mcp__iam__create_realm", `{"realm":"x"}`, Red, "tool-access-identity"},
		{"mcp__logs__update_retention", `{"days":1}`, Red, "tool-settings-change"},
		{"mcp__api__set_rate_limit", `{"per_minute":100000}`, Red, "tool-settings-change"},
		// Confirming is a write whose object decides.
		{"mcp__pay__confirm_payment_intent", `{"id":"pi_1"}`, Red, "tool-money"},
		{"mcp__sec__confirm_vulnerability", `{"id":"v1"}`, Red, "tool-forge-write"},
		{"mcp__queue__create_queue", `{"name":"scratch"}`, Yellow, ""},
		{"mcp__shop__list_discounts", `{}`, Green, "tool-read"},
		{"mcp__idp__list_realms", `{}`, Green, "tool-read"},
	})
}

// A tool of a server named for a CLI (terraform, kubectl, git) called
// with no arguments at all is that CLI's command line only where the
// CLI has the verb; else the words of its name judge it. It passed green
// before: terraform create workspace is green by the CLI's defaults.
func TestToolCLIServerWithoutArguments(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__terraform__create_workspace", `{}`, Red, "tool-infrastructure-change"},
		{"mcp__terraform__grant_team_access", `{}`, Red, "tool-access"},
		{"mcp__terraform__add_team_member", `{}`, Red, "tool-access"},
		{"mcp__terraform__create_workspace", `{"workspace_name":"staging"}`, Red, "tool-infrastructure-change"},
		{"mcp__terraform__list_workspaces", `{}`, Green, "tool-read"},
		{"mcp__git__git_reset", `{}`, Green, ""},
		{"mcp__git__git_status", `{}`, Green, "tool-read"},
	})
}

// A machine named before the verb is what the verb changes a part of;
// its tags, and reads of it, are not a change to it.
func TestToolMachineBeforeTheVerb(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__cloud__droplet_enable_backups", `{"id":"1"}`, Red, "tool-infrastructure-change"},
		{"mcp__cloud__digitalocean-droplet-enable-ipv6", `{"ID":1}`, Red, "tool-infrastructure-change"},
		{"mcp__kv__vm_create_from_template", `{"template":"t"}`, Red, "tool-infrastructure-change"},
		{"mcp__cloud__instance-attach-volume", `{"id":"1"}`, Red, "tool-infrastructure-change"},
		{"mcp__cloud__droplet_add_tag", `{"id":"1","tag":"web"}`, Yellow, ""},
		{"mcp__cloud__server_list_backups", `{"id":"1"}`, Green, "tool-read"},
		{"mcp__db__database_create_table", `{"id":"1"}`, Yellow, "tool-data-write"},
	})
}

// Read in the misses of catalogs6 after its measurement, by class: a
// chat joined (as one left), a ban lifted, a flag's variation changed,
// responders paged, a database service made by its engine's name.
func TestToolClassesOfTheSplitsMisses(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__chat__join_chat_by_link", `{"link":"https://t.me/+x"}`, Red, "tool-outward"},
		{"mcp__meet__joinMeeting", `{"meeting_id":"m1"}`, Red, "tool-outward"},
		{"mcp__chat__unban_user", `{"user_id":1}`, Red, ""},
		{"mcp__chat__unban-member", `{"member":"u1"}`, Red, ""},
		{"mcp__flags__update-ai-config-variation", `{"key":"k"}`, Red, "tool-flag-change"},
		{"mcp__flags__patchFlagVariations", `{"key":"k"}`, Red, "tool-flag-change"},
		{"mcp__oncall__add_responders", `{"incident_id":"i1"}`, Red, "tool-outward-object"},
		{"mcp__host__create_postgres", `{"plan":"pro"}`, Red, "tool-database-service"},
		{"mcp__cloud__update-redis", `{"id":"r1","size":"large"}`, Red, "tool-database-service"},
		{"mcp__upstash__redis_database_run_redis_commands", `{"database_id":"db1","commands":[["GET","k"]]}`, Yellow, ""},
		{"mcp__db__create_mysql_table", `{"sql":"CREATE TABLE t (a int)"}`, Yellow, ""},
		{"mcp__flags__get-ai-config-variation", `{"key":"k"}`, Green, "tool-read"},
		{"mcp__oncall__list_responders", `{}`, Green, "tool-read"},
	})
}

// A document of a database, a search index or a vector store is one of
// its records: a write of one is data (yellow), not a page others read;
// deleting or overwriting one is held as before.
func TestToolDatabaseDocumentsAreRecords(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__couchbase__upsert_document_by_id", `{"bucket_name":"b","document_id":"d1","document_content":{"a":1}}`, Yellow, ""},
		{"mcp__mongodb__insert-many", `{"database":"shop","collection":"orders","documents":[{"a":1}]}`, Yellow, ""},
		{"mcp__search__update_documents", `{"index":"products","documents":[{"id":1}]}`, Yellow, ""},
		{"mcp__couchbase__delete_document_by_id", `{"document_id":"d1"}`, Red, "tool-destructive"},
		{"mcp__notion__update_document", `{"id":"p1","title":"x"}`, Red, "tool-forge-write"},
		{"mcp__docs__create_document", `{"title":"x"}`, Red, "tool-forge-write"},
	})
}

// An environment made is a new one nobody relies on yet, as a namespace
// made is: yellow; one changed, deleted, or made for production, is held.
func TestToolEnvironmentMadeIsAContainer(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__cms__create_environment", `{"spaceId":"s1","environmentId":"feature-nav"}`, Yellow, ""},
		{"mcp__paas__create-environment", `{"environmentName":"pr-482","duplicateEnvironment":"staging"}`, Yellow, ""},
		{"mcp__settings__createEnvironment", `{"name":"Preview","slug":"preview"}`, Yellow, ""},
		{"mcp__cms__update_environment", `{"environmentId":"master","name":"x"}`, Red, "tool-infrastructure-container"},
		{"mcp__paas__delete-environment", `{"environmentName":"staging"}`, Red, "tool-destructive"},
		{"mcp__paas__create-environment", `{"environmentName":"production"}`, Red, "tool-target-production"},
	})
}

// Read in the misses of catalogs6b after its measurement, by class: a
// verb done again (re-), someone disconnected, a key-value store's
// entries popped or deleted, what others see of a member.
func TestToolClassesOfTheSecondSplitsMisses(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__passwords__reinvite_org_member", `{"id":"m1"}`, Red, ""},
		{"mcp__mail__resendInvitation", `{"id":"i1"}`, Red, "tool-outward"},
		{"mcp__cloud__recreate_cluster", `{"id":"c1"}`, Red, "tool-infrastructure-change"},
		{"mcp__chat__disconnect_member", `{"user_id":1}`, Red, "tool-access"},
		{"mcp__redis__xdel", `{"key":"events","id":"1-0"}`, Red, "tool-destructive"},
		{"mcp__redis__lpop", `{"key":"jobs"}`, Red, "tool-destructive"},
		{"mcp__chat__set_nickname", `{"user_id":1,"nick":"x"}`, Red, "tool-forge-write"},
		{"mcp__forge__review_pull_request", `{"id":3}`, Yellow, ""},
		{"mcp__redis__lrange", `{"key":"jobs","start":0,"stop":-1}`, Green, ""},
		{"mcp__db__atlas-connect-cluster", `{"clusterName":"c1"}`, Yellow, ""},
	})
}
