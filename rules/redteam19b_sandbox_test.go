package rules

import "testing"

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
