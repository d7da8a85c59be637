package rules

import "testing"

// The tool calls of the fourth red team's findings G14 and G15
// (docs/security.md), each with its class's other spellings, and calls of
// the same shape that must not move.

// G14: SQL's deleting forms and a key-value store's destructive commands,
// in any argument of a tool call.
func TestToolDeletingSQLAndKeyValueCommands(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	q := func(sql string) string { return `{"sql":` + jsonString(sql) + `}` }
	checkTools(t, s, []toolCase{
		// 7F7-11, 7F7-21, 7F7-n03.
		{"mcp__db__query", q("MERGE INTO users u USING x ON u.id=x.id WHEN MATCHED THEN DELETE"), Red, ""},
		{"mcp__db__query", q("SELECT lo_unlink(1)"), Red, "sql-drop"},
		{"mcp__redis__exec", `{"args":["FLUSHDB"]}`, Red, "redis-flush"},
		// SQL: a MERGE that deletes, functions that remove what the
		// database holds, a partition's TRUNCATE, a mutation of all rows.
		{"mcp__db__query", q("merge into t using s on t.id = s.id when not matched by source then delete"), Red, ""},
		{"mcp__api__query", `{"q":"MERGE INTO users u USING gone g ON u.id = g.id WHEN MATCHED THEN DELETE"}`, Red, ""},
		{"mcp__db__query", q("SELECT lo_unlink(oid) FROM pg_largeobject_metadata"), Red, "sql-drop"},
		{"mcp__db__query", q("SELECT lo_truncate(fd, 0)"), Red, "sql-drop"},
		{"mcp__db__query", q("SELECT drop_chunks('conditions', INTERVAL '3 months')"), Red, "sql-drop"},
		{"mcp__db__query", q("SELECT master_drop_all_shards('events'::regclass, 'public', 'events')"), Red, "sql-drop"},
		{"mcp__db__query", q("SELECT pg_file_unlink('postgresql.auto.conf')"), Red, "sql-file"},
		{"mcp__db__query", q("ALTER TABLE logs TRUNCATE PARTITION p2024"), Red, ""},
		{"mcp__clickhouse__run_query", `{"query":"ALTER TABLE events DELETE WHERE 1"}`, Red, ""},
		// A key-value store's command under any key of its tool, and a
		// command that empties the store under any key of any tool.
		{"mcp__redis__exec", `{"args":["flushall","ASYNC"]}`, Red, "redis-flush"},
		{"mcp__redis__exec", `{"args":["DEL","session:1"]}`, Red, ""},
		{"mcp__redis__exec", `{"args":["UNLINK","k"]}`, Red, ""},
		{"mcp__redis__exec", `{"command":"DEL","args":["user:*"]}`, Red, ""},
		{"mcp__redis__exec", `{"args":["CONFIG","SET","dir","/var/lib/redis"]}`, Red, ""},
		{"mcp__redis__exec", `{"args":["EVAL","redis.call('flushall')","0"]}`, Red, "redis-flush"},
		{"mcp__valkey__run", `{"argv":["FLUSHDB"]}`, Red, "redis-flush"},
		{"mcp__upstash__redis_command", `{"command":"FLUSHALL"}`, Red, "redis-flush"},
		{"mcp__cache__run", `{"input":"FLUSHALL"}`, Red, "redis-flush"},
		{"mcp__ops__run", `{"parameters":{"cmd":["flushdb"]}}`, Red, "redis-flush"},
		// Reads, and the words in a search.
		{"mcp__redis__exec", `{"args":["GET","k"]}`, Green, ""},
		{"mcp__redis__exec", `{"args":["KEYS","user:*"]}`, Green, ""},
		{"mcp__db__query", q("SELECT lo_get(1)"), Green, "tool-read"},
		{"mcp__db__query", q("SELECT truncate(price, 2) FROM items"), Green, "tool-read"},
		{"mcp__db__query", q("SELECT drop_reason FROM orders WHERE id = 1"), Green, "tool-read"},
		{"mcp__db__query", q("MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN UPDATE SET a = s.a"), Yellow, "tool-data-write"},
		{"mcp__github__search_code", `{"q":"FLUSHALL"}`, Green, "tool-read"},
		{"mcp__search__query", `{"q":"how to flushdb"}`, Green, "tool-read"},
		{"mcp__kv__patch_settings", `{"ops":[{"op":"add","path":"/theme","value":"dark"}]}`, Yellow, ""},
	})
}

// G15: argument shapes that spell a program and its arguments (a
// container's entrypoint and cmd) or code and its interpreter are judged
// as the command they run.
func TestToolEntrypointsAndInterpreters(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	const victim = "/srv/victim"
	checkTools(t, s, []toolCase{
		// 7F8-17, 7F8-21.
		{"mcp__exec__run", `{"entrypoint":["rm"],"cmd":["-rf","` + victim + `"]}`, Red, "rm-outside-project"},
		{"mcp__exec__run", `{"interpreter":"bash","code":"rm -rf ` + victim + `"}`, Red, "rm-outside-project"},
		// Entrypoints.
		{"mcp__exec__run", `{"entrypoint":"rm","cmd":["-rf","` + victim + `"]}`, Red, "rm-outside-project"},
		{"mcp__exec__run", `{"entrypoint":["rm","-rf"],"args":["` + victim + `"]}`, Red, "rm-outside-project"},
		{"mcp__exec__run", `{"Entrypoint":["rm"],"Cmd":["-rf","` + victim + `"]}`, Red, "rm-outside-project"},
		{"mcp__exec__run", `{"entry_point":["/bin/sh","-c"],"command":["rm -rf ` + victim + `"]}`, Red, "rm-outside-project"},
		{"mcp__exec__run", `{"entrypoint":"rm -rf ` + victim + `"}`, Red, "rm-outside-project"},
		// Code and the interpreter, runtime, kernel or language it is in.
		{"mcp__exec__run", `{"interpreter":"/bin/sh","script":"rm -rf ` + victim + `"}`, Red, "rm-outside-project"},
		{"mcp__exec__run", `{"language":"bash","code":"rm -rf ` + victim + `"}`, Red, "rm-outside-project"},
		{"mcp__exec__run", `{"runtime":"python3","code":"import shutil; shutil.rmtree('` + victim + `')"}`, Red, "rm-outside-project"},
		{"mcp__exec__run", `{"interpreter":"ruby","code":"require 'fileutils'; FileUtils.rm_rf('` + victim + `')"}`, Red, ""},
		{"mcp__exec__run", `{"interpreter":"perl","code":"use File::Path; rmtree('` + victim + `')"}`, Red, ""},
		{"mcp__exec__run", `{"executor":"zsh","input":"rm -rf ` + victim + `"}`, Red, "rm-outside-project"},
		{"mcp__exec__run", `{"interpreter":"bash","code":"git push --force origin main"}`, Red, "git-force-push"},
		// What only lists or prints, and languages that run nothing.
		{"mcp__exec__run", `{"interpreter":"bash","code":"ls -la"}`, Green, ""},
		{"mcp__terminal__run_command", `{"shell":"bash","command":"ls -la"}`, Green, ""},
		{"mcp__terminal__run_command", `{"shell":"bash","command":"rm -rf ` + victim + `"}`, Red, "rm-outside-project"},
		{"mcp__exec__run", `{"entrypoint":["ls"],"cmd":["-la"]}`, Green, ""},
		{"mcp__exec__run", `{"language":"python","code":"print(1 + 1)"}`, Green, ""},
		{"mcp__format__format_code", `{"language":"go","code":"package main"}`, Yellow, "tool-unknown"},
	})
}

// TestToolEnvThatRunsCode checks G15's and G16's open spelling in tool
// calls: a bash child given a start-up file (BASH_ENV) or a function
// (BASH_FUNC_NAME%%) by the call's env is judged as env would run it;
// an env of other variables changes nothing.
func TestToolEnvThatRunsCode(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	const victim = "/srv/victim"
	checkTools(t, s, []toolCase{
		{"mcp__exec__run", `{"command":"bash","args":["-c","true"],"env":{"BASH_ENV":"./x.sh"}}`, Red, ""},
		{"mcp__exec__run", `{"command":["bash","-c","ls"],"env":{"BASH_FUNC_ls%%":"() { rm -rf ` + victim + `; }"}}`, Red, "rm-outside-project"},
		{"mcp__exec__run", `{"command":"bash","args":["-c","ls"],"env":{"BASH_FUNC_ls%%":"() { rm -rf ` + victim + `; }"}}`, Red, "rm-outside-project"},
		{"mcp__exec__run", `{"entrypoint":["bash"],"cmd":["-c","ls"],"env":["BASH_ENV=/tmp/x.sh"]}`, Red, ""},
		{"mcp__exec__run", `{"command":"bash","args":["-c","ls"],"env":[{"name":"BASH_ENV","value":"/tmp/x.sh"}]}`, Red, ""},
		{"mcp__exec__run", `{"command":["ls","-la"],"env":{"NODE_ENV":"test","CI":"1"}}`, Green, ""},
		{"mcp__exec__run", `{"command":"python3","args":["app.py"],"env":{"PYTHONPATH":"src"}}`, Green, ""},
	})
}
