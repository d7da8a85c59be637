package agentsetup

import (
	"path/filepath"
	"testing"
)

// An agent that sets its process title (node's process.title = "claude",
// a compiled agent named by its version) leaves in /proc only the title
// and blanks where its arguments were: --mcp-config may have been among
// them, so the hook does not leave the call to gatesh mcp. A title of
// another process (sshd's) above the agent is no doubt of the agent's.
func TestMCPServerWrappedDoubtsARetitledAgent(t *testing.T) {
	f := newFixture(t)
	f.write(".claude.json", `{"mcpServers":{"github":{"command":"`+filepath.Join(f.gh, "bin", "gatesh")+
		`","args":["mcp","--name","github","--","npx","server-github"]}}}`)
	e := f.env()
	e.Cwd = f.home
	shell := []string{"/bin/sh", "-c", "gatesh hook claude"}
	for _, argv := range [][]string{
		{"claude", "", "", "", "", ""},
		{"2.1.37", "", "", ""},
	} {
		f.ancestors = [][]string{shell, argv, {"tmux"}}
		if MCPServerWrapped(e, "claude", "github", "mcp__github__delete_repo") {
			t.Errorf("started as %q (a title over its arguments): the hook left the call to gatesh mcp", argv)
		}
	}
	for _, argv := range [][]string{
		{"claude", "--continue"},
		{"claude"},
	} {
		f.ancestors = [][]string{shell, argv, {"sshd: dev@pts/0", "", "", ""}}
		if !MCPServerWrapped(e, "claude", "github", "mcp__github__delete_repo") {
			t.Errorf("started as %q under sshd: not wrapped, want wrapped", argv)
		}
	}
}
