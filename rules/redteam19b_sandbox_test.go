package rules

import "testing"

// TestRedteam19bHintsBesideAnotherOperation: a server's destructive and
// open-world hints are dropped for a call whose operation argument only
// reads (method: GET); they stay when something beside it names another
// operation: an object or a list with an operation key of its own (a
// body's action, a follow-up request, a batch), or another argument
// whose short value is a verb that does something (mode:
// factory_reset).
func TestRedteam19bHintsBesideAnotherOperation(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	for _, tc := range []struct {
		tool, input string
		tier        Tier
	}{
		{"mcp__connectwise__psa_api_request", `{"method":"GET","path":"/x","body":{"action":"delete"}}`, Red},
		{"mcp__x__api_request", `{"method":"GET","path":"/x","follow_up":{"method":"DELETE","path":"/x"}}`, Red},
		{"mcp__x__api_request", `{"method":"GET","requests":[{"method":"GET"},{"method":"DELETE"}]}`, Red},
		{"mcp__zigbee2mqtt__z2m_touchlink", `{"action":"scan","mode":"factory_reset"}`, Red},
		{"mcp__gdb__gdb_execute", `{"command":"info threads","then":"shell rm -rf ~"}`, Red},

		{"mcp__connectwise__psa_api_request", `{"method":"GET","path":"/finance/agreements"}`, Green},
		{"mcp__redis__redis_command", `{"command":"TTL","args":["queue:emails"]}`, Green},
		{"mcp__zigbee2mqtt__z2m_touchlink", `{"action":"scan"}`, Green},
	} {
		c := call(t, tc.tool, tc.input)
		c.Hints.Destructive, c.Hints.OpenWorld = true, true
		if d := s.ClassifyTool(c); d.Tier != tc.tier {
			t.Errorf("%s %s (destructive, open world): tier %s; want %s", tc.tool, tc.input, d.Tier, tc.tier)
		}
	}
}

// TestRedteam19bSandboxProcPaths: a sandbox's absolute paths outside the
// home, the gate's folder and the project are the sandbox's files, but a
// path under /proc names this machine's by another spelling when the
// tool runs here: a process's root link reaches the home's start-up
// files, its cwd link the project's git hooks. Those are judged as this
// machine's; a sandbox's own path stays green.
func TestRedteam19bSandboxProcPaths(t *testing.T) {
	s := toolSetFor(t, LoadOptions{Home: "/home/u/.gatesh"})
	checkTools(t, s, []toolCase{
		{"mcp__microsandbox__sandbox_fs_write", `{"name":"py-dev","path":"/proc/self/root/home/u/.bashrc","content":"x"}`, Red, ""},
		{"mcp__microsandbox__sandbox_fs_write", `{"name":"py-dev","path":"/proc/1/cwd/.git/hooks/pre-commit","content":"x"}`, Red, ""},
		{"mcp__local__sandbox_write_file", `{"path":"/proc/self/root/etc/cron.d/job","content":"x"}`, Red, ""},

		{"mcp__microsandbox__sandbox_fs_write", `{"name":"py-dev","path":"/workspace/scratch/notes.md","content":"todo"}`, Green, "tool-files-local"},
	})
}
