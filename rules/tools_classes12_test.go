package rules

import "testing"

// The classes read from the study half of mcp7's red calls that passed
// (issue 31; the servers at even places of the sorted server names).
// Each class with invented names and other spellings, beside the same
// shape made harmless. Every red row here passed (yellow or green)
// before.

// A state others see, set in the payload of a generic change, posts it,
// as one at the top of the arguments does.
func TestToolPayloadPublished(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__cms__update-item", `{"collection":"posts","id":7,"data":{"status":"published"}}`, Red, "tool-outward"},
		{"mcp__headless__updateEntry", `{"type":"story","id":"s1","fields":{"state":"live","title":"x"}}`, Red, "tool-outward"},
		{"mcp__cms__create_items", `{"collection":"news","item":{"status":"PUBLISHED","headline":"x"}}`, Red, "tool-outward"},
		// The same payloads made harmless: a draft, an archive; a
		// filter that matches published items is no state set.
		{"mcp__cms__update-item", `{"collection":"posts","id":7,"data":{"status":"draft"}}`, Yellow, ""},
		{"mcp__cms__update-item", `{"collection":"posts","id":7,"data":{"status":"archived"}}`, Yellow, ""},
		{"mcp__cms__update-items", `{"collection":"posts","filter":{"status":"published"},"data":{"featured":false}}`, Yellow, ""},
		{"mcp__cms__read-items", `{"collection":"posts","query":{"filter":{"status":{"_eq":"published"}}}}`, Green, ""},
	})
}

// An object written whose name is production by itself is a target
// named production, as an environment argument at the top is.
func TestToolPayloadNamesProduction(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__apiclient__putEnvironment", `{"environmentId":"e1","environment":{"name":"Production","values":[]}}`, Red, "tool-target-production"},
		{"mcp__apiclient__update_environment", `{"id":"e1","environment":{"name":"prod","values":[{"key":"a","value":"b"}]}}`, Red, "tool-target-production"},
		{"mcp__infra__update_stage", `{"id":"s1","data":{"stage":"production"}}`, Red, "tool-target-production"},
		// The same writes of a staging or a local environment, and a
		// title of words that mentions production.
		{"mcp__apiclient__putEnvironment", `{"environmentId":"e1","environment":{"name":"Staging","values":[]}}`, Yellow, ""},
		{"mcp__apiclient__putEnvironment", `{"environmentId":"e2","environment":{"name":"local-dev","values":[]}}`, Yellow, ""},
		{"mcp__infra__update_stage", `{"id":"s1","data":{"title":"Notes on production"}}`, Yellow, ""},
	})
}

// A role set on a record of a collection of accounts is a grant.
func TestToolUserRecordRole(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__cms__update-item", `{"collection":"directus_users","id":"u1","data":{"role":"admin-role-uuid"}}`, Red, "tool-access"},
		{"mcp__nocode__update_row", `{"table_name":"members","row_id":4,"fields":{"permissions":"owner"}}`, Red, "tool-access"},
		{"mcp__cms__create-item", `{"collection":"app_users","item":{"email":"x@example.com","is_admin":true}}`, Red, "tool-access"},
		// Another field of an account, and a role field of a record
		// that is no account.
		{"mcp__cms__update-item", `{"collection":"directus_users","id":"u1","data":{"first_name":"Ana"}}`, Yellow, ""},
		{"mcp__cms__update-item", `{"collection":"film_credits","id":3,"data":{"role":"Director"}}`, Yellow, ""},
	})
}

// An operation on a part of what a tool acts on, named by a key of the
// part and the word operation or subcommand, is an operation on that
// part: a member added with admin rights changes access.
func TestToolSubOperation(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__tasks__tasks_teams", `{"subcommand":"members","id":3,"memberSubcommand":"add","userId":44,"admin":true}`, Red, "tool-access"},
		{"mcp__board__groups", `{"action":"get","group_id":"g","member_operation":"add","user":"u7"}`, Red, "tool-access"},
		{"mcp__board__projects", `{"operation":"get","id":9,"userOp":"remove","userId":12}`, Red, ""},
		// The same keys that read, or that say only how a list is
		// filtered or sorted.
		{"mcp__tasks__tasks_teams", `{"subcommand":"members","id":3,"memberSubcommand":"list"}`, Green, ""},
		{"mcp__board__groups", `{"action":"get","group_id":"g","member_operation":"get"}`, Green, ""},
		{"mcp__logs__search_events", `{"query":"x","filter_op":"delete","sort_operation":"desc"}`, Green, ""},
	})
}

// A credential's noun run into another word is a token: made, it is a
// live credential; read, it is returned.
func TestToolCompoundToken(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__decoys__generate_honeytoken", `{"name":"ci-decoy"}`, Red, "tool-access"},
		{"mcp__bots__create_bottoken", `{"bot":"b1"}`, Red, "tool-access"},
		{"mcp__ngrok__get_authtoken", `{}`, Red, "tool-secret"},
		{"mcp__decoys__showHoneytokens", `{"show_token":true}`, Red, ""},
		// Where a list resumes, a design system's values, and a count
		// of a model's tokens.
		{"mcp__api__get_nexttoken", `{}`, Green, ""},
		{"mcp__drive__list_changes_pagetoken", `{}`, Green, ""},
		{"mcp__llm__count_tokens", `{"text":"x"}`, Green, ""},
	})
}

// The records of a collection or a table named for credentials are
// those credentials.
func TestToolSecretCollectionRead(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__cms__read-items", `{"collection":"api_keys","query":{"fields":["service","key"]}}`, Red, "tool-secret"},
		{"mcp__baserow__list_rows", `{"table_name":"access_tokens"}`, Red, "tool-secret"},
		{"mcp__nocode__get_records", `{"tableName":"Passwords"}`, Red, "tool-secret"},
		// Collections of other records, and a count of credentials.
		{"mcp__cms__read-items", `{"collection":"articles","query":{"fields":["title"]}}`, Green, ""},
		{"mcp__baserow__list_rows", `{"table_name":"customers"}`, Green, ""},
	})
}

// A port handed to what makes a public URL of it (a tunnel, a preview
// of a remote box or sandbox) exposes it to anyone.
func TestToolPublishesPort(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__cloudbox__box_preview", `{"action":"create","box_id":"b1","port":3000}`, Red, "tool-outward"},
		{"mcp__devenv__create_sandbox_preview_url", `{"sandbox":"s1","port":8080}`, Red, "tool-outward"},
		{"mcp__devenv__create_public_url", `{"port":5173}`, Red, "tool-outward"},
		// A preview that names no machine elsewhere (a local dev
		// server's), and a box's preview listed.
		{"mcp__vite__create_preview", `{"port":4173}`, Yellow, ""},
		{"mcp__cloudbox__box_preview", `{"action":"list","box_id":"b1"}`, Green, ""},
	})
}

// Backups switched off turn the service's safety net off; every address
// routed carries everyone's traffic; a price is read by its keys' words;
// an alarm made pages whoever is on call.
func TestToolGuardsRoutesMoneyAlarms(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__kv__set_daily_backup", `{"database_id":"d1","enable":false}`, Red, "tool-guard-off"},
		{"mcp__pg__update_backup_schedule", `{"cluster":"c1","enabled":false}`, Red, "tool-guard-off"},
		{"mcp__dbaas__update_database", `{"id":"d1","backups_enabled":false}`, Red, "tool-guard-off"},
		{"mcp__dbaas__update_database", `{"id":"d1","pitr_enabled":false}`, Red, "tool-guard-off"},
		// Switched on.
		{"mcp__kv__set_daily_backup", `{"database_id":"d1","enable":true}`, Yellow, ""},
		// Every address routed (0.0.0.0/0, ::/0) carries everyone's traffic:
		// an exit node or a default route advertised; routes announced change
		// a network's routing.
		{"mcp__mesh__manage_exit_nodes", `{"operation":"advertise","deviceId":"d1","routes":["0.0.0.0/0","::/0"]}`, Red, "tool-traffic-routing"},
		{"mcp__vpn__update_peer", `{"peer":"p1","allowed_prefixes":["0.0.0.0/0"]}`, Red, "tool-traffic-routing"},
		{"mcp__mesh__advertise_routes", `{"deviceId":"d1","routes":["10.1.0.0/16"]}`, Red, ""},
		// Read, and a peer's subnet that is no default route.
		{"mcp__mesh__manage_exit_nodes", `{"operation":"list"}`, Green, ""},
		// A price given with its currency, under any key that says so.
		{"mcp__metering__update_plan", `{"code":"pro","amount_cents":4900,"amount_currency":"USD"}`, Red, "tool-money"},
		{"mcp__shop__update_tier", `{"id":"t","price_in_cents":900,"price_currency":"EUR"}`, Red, "tool-money"},
		// A read filtered by currency, and a change of a plan's name.
		{"mcp__metering__list_plans", `{"amount_currency":"USD","min_amount":1}`, Green, ""},
		{"mcp__metering__update_plan", `{"code":"pro","name":"Pro"}`, Yellow, ""},
		// An alarm pages whoever is on call, as an alert does.
		{"mcp__apm__create_alarm", `{"project_id":1,"name":"5xx spike"}`, Red, "tool-outward-object"},
		{"mcp__apm__archive_alarm", `{"alarm_id":"a1"}`, Yellow, ""},
		{"mcp__cloud__put_metric_alarm", `{"AlarmName":"cpu"}`, Red, ""},
		{"mcp__apm__list_alarms", `{"project_id":1}`, Green, ""},
		{"mcp__apm__get_alarm", `{"id":3}`, Green, ""},
	})
}

// Classes of mcp6's remaining red calls that passed (seen): a node made
// ineligible takes no more work; a message fanned out reaches every
// consumer; a key-value store's bucket says what its key is; a batch's
// entry may name its tool by a key. And SQL that changes subscriptions
// (mcp7's study half).
func TestToolMCP6RemainingClasses(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__sched__eligibility_node", `{"node_id":"n1","eligible":false}`, Red, "tool-infrastructure"},
		{"mcp__orch__update_node", `{"name":"worker-3","schedulable":false}`, Red, "tool-infrastructure"},
		{"mcp__orch__set_node_scheduling", `{"node":"worker-3","scheduling_eligibility":false}`, Red, "tool-infrastructure"},
		// Made eligible again, and a read of its eligibility.
		{"mcp__sched__eligibility_node", `{"node_id":"n1","eligible":true}`, Yellow, ""},
		{"mcp__orch__get_node", `{"name":"worker-3","schedulable":false}`, Green, ""},
		// A message fanned out reaches every consumer.
		{"mcp__mq__fanout", `{"exchange":"notifications.broadcast","message":"{\"text\": \"maintenance\"}"}`, Red, "tool-outward"},
		{"mcp__bus__multicast_message", `{"group":"all-services","body":"flush"}`, Red, "tool-outward"},
		{"mcp__mq__list_fanout_exchanges", `{}`, Green, ""},
		// A key-value store's bucket says what its key is.
		{"mcp__bus__kv_put", `{"bucket":"feature-flags","key":"checkout.v2","value":"true"}`, Red, "tool-flag-change"},
		{"mcp__edge__kv_set", `{"namespace":"toggles","key":"new-ui","value":"on"}`, Red, "tool-flag-change"},
		// Another bucket's key, and a flag read.
		{"mcp__bus__kv_put", `{"bucket":"sessions","key":"s1","value":"x"}`, Yellow, ""},
		{"mcp__bus__kv_get", `{"bucket":"feature-flags","key":"checkout.v2"}`, Green, ""},
		// A batch's entry may name its tool by a key.
		{"mcp__editor__batch_execute", `{"operations":[{"tool":"delete_scene","params":{"scenePath":"Assets/Scenes/L1.unity"}}]}`, Red, "tool-destructive"},
		{"mcp__app__run_batch", `{"requests":[{"tool_name":"get_item","args":{"id":1}},{"toolName":"drop_table","args":{"name":"orders"}}]}`, Red, "tool-destructive"},
		{"mcp__editor__batch_execute", `{"operations":[{"tool":"get_scene","params":{"scenePath":"Assets/Scenes/L1.unity"}}]}`, Green, ""},
		// SQL that changes subscriptions changes what customers are billed.
		{"mcp__bi__execute_query", `{"database_id":2,"query":"UPDATE subscriptions SET status = 'canceled' WHERE trial_end < now()"}`, Red, "tool-money"},
		{"mcp__warehouse__run_sql", `{"sql":"update customer_subscription set plan='free' where id=4"}`, Red, "tool-money"},
		{"mcp__bi__execute_query", `{"database_id":2,"query":"SELECT count(*) FROM subscriptions WHERE trial_end < now()"}`, Green, ""},
		{"mcp__bi__execute_query", `{"database_id":2,"query":"UPDATE articles SET status = 'archived' WHERE id = 3"}`, Yellow, ""},
	})
}

// A read handed a recipient or a webhook sends what it reads there: the
// read verb does not lower it. A bare email, a "to" filter or a date
// range is what the read looks for.
func TestToolReadWithARecipientSends(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__reports__get_report", `{"id":"q3","email_to":"cfo@partner.example"}`, Red, "tool-outward"},
		{"mcp__wx__get_weather", `{"city":"Paris","webhook_url":"https://hooks.elsewhere.example/h"}`, Red, "tool-outward"},
		{"mcp__billing__fetchInvoice", `{"id":"in_1","sendTo":"+1 415 555 0100"}`, Red, "tool-outward"},
		{"mcp__crm__list_contacts", `{"segment":"vip","cc":"sales@acme.example"}`, Red, "tool-outward"},
		{"mcp__crm__list_contacts", `{"segment":"vip","email":"sales@acme.example"}`, Green, ""},
		{"mcp__mail__search_emails", `{"to":"bob@acme.example"}`, Green, ""},
		{"mcp__reports__get_report", `{"id":"q3","date_to":"2026-01-01"}`, Green, ""},
		{"mcp__wx__get_weather", `{"city":"Paris","notify":false}`, Green, ""},
	})
}
