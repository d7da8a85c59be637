package rules

import "testing"

// I5 (round 4c, G14's class): SQL functions by quoted names, MongoDB
// shell strings and command documents, Cypher deletes in any case or
// under any key, and tables replaced whole. The payload lines of
// 600-gen-new.py, 602-gen-followup.py and 603-gen-third.py.
func TestToolQuotedSQLMongoAndCypherDeletes(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	q := func(sql string) string { return `{"sql":` + jsonString(sql) + `}` }
	checkTools(t, s, []toolCase{
		{"mcp__db__query", q(`SELECT "lo_unlink"(1)`), Red, "sql-drop"},
		{"mcp__db__query", q(`SELECT "pg_catalog"."lo_unlink"(1)`), Red, "sql-drop"},
		{"mcp__db__query", q(`SELECT pg_catalog."lo_unlink"(1)`), Red, "sql-drop"},
		{"mcp__db__query", q(`SELECT U&"lo_unlink"(1)`), Red, "sql-drop"},
		{"mcp__db__query", q(`SELECT "lo_unlink" (1)`), Red, "sql-drop"},
		{"mcp__db__query", q(`SELECT "LO_UNLINK"(1)`), Red, "sql-drop"},
		{"mcp__db__query", q(`SELECT "pg_terminate_backend"(42)`), Red, ""},
		{"mcp__db__query", q(`SELECT "pg_cancel_backend"(1)`), Red, ""},
		{"mcp__db__query", q(`SELECT "dblink_exec"('dbname=x', 'DELETE FROM users')`), Red, ""},
		{"mcp__db__query", q("CREATE OR REPLACE TABLE users AS SELECT * FROM users WHERE false"), Red, ""},
		{"mcp__db__query", q("CREATE OR REPLACE TABLE users (id int)"), Red, ""},
		{"mcp__db__query", q("INSERT OVERWRITE TABLE users SELECT * FROM users WHERE 1=0"), Red, ""},
		// MongoDB: shell methods and command documents.
		{"mcp__mongo__query", `{"query":"db.users.drop()"}`, Red, ""},
		{"mcp__mongo__query", `{"query":"db.dropDatabase()"}`, Red, ""},
		{"mcp__mongo__query", `{"query":"db.users.deleteMany({})"}`, Red, ""},
		{"mcp__mongo__query", `{"query":"db.getCollection('users').deleteMany({})"}`, Red, ""},
		{"mcp__mongo__query", `{"query":"db.users.remove({})"}`, Red, ""},
		{"mcp__mongo__eval", `{"script":"db.users.deleteMany({})"}`, Red, ""},
		{"mcp__mongo__eval", `{"code":"db['users'].findOneAndDelete({a: 1})"}`, Red, ""},
		{"mcp__mongo__run", `{"command":{"dropDatabase":1}}`, Red, ""},
		{"mcp__mongo__run", `{"command":{"drop":"users"}}`, Red, ""},
		{"mcp__mongo__run", `{"command":{"delete":"users","deletes":[{"q":{},"limit":0}]}}`, Red, ""},
		{"mcp__mongo__run_command", `{"database":"app","command":{"findAndModify":"users","query":{},"remove":true}}`, Red, ""},
		// Cypher: any case, any key.
		{"mcp__neo4j__run", `{"query":"match (n) detach delete n"}`, Red, ""},
		{"mcp__neo4j__run", `{"query":"MATCH (n) delete n"}`, Red, ""},
		{"mcp__neo4j__run", `{"query":"MATCH (n) DeTaCh DeLeTe n"}`, Red, ""},
		{"mcp__neo4j__run", `{"query":"MATCH (n:User) detach delete n RETURN count(n)"}`, Red, ""},
		{"mcp__neo4j__run", `{"cypher":"MATCH (n) DETACH DELETE n"}`, Red, ""},
		{"mcp__neo4j__run", `{"cypher":"MATCH (n) DELETE n"}`, Red, ""},
		{"mcp__neo4j__write", `{"statement":"MATCH (n) DELETE n"}`, Red, ""},
		{"mcp__neo4j__run", `{"query":"MATCH (n:User) remove n.email"}`, Red, ""},
		// Reads stay green.
		{"mcp__db__query", q(`SELECT "name" FROM "users" WHERE "id" = 1`), Green, "tool-read"},
		{"mcp__db__query", q(`SELECT "lo_get"(1)`), Green, "tool-read"},
		{"mcp__mongo__query", `{"query":"db.users.find({dropped: true})"}`, Green, ""},
		{"mcp__mongo__query", `{"query":"db.users.countDocuments({})"}`, Green, ""},
		// Cypher that only matches and returns reads (tools_cypher.go).
		{"mcp__neo4j__run", `{"query":"MATCH (n) WHERE n.name = 'delete me' RETURN n"}`, Green, "tool-read"},
		{"mcp__neo4j__run", `{"cypher":"match (n:Deleted) return n limit 5"}`, Green, "tool-read"},
	})
}
