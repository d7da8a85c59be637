package agentsetup

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// An agent may be started with MCP servers on its command line that no
// settings file names (claude --mcp-config, copilot
// --additional-mcp-config, codex -c mcp_servers.NAME...), under a wrapped
// server's name: the hook, which sees only the settings files, would
// leave those calls to a gatesh mcp that does not run them.
func TestMCPServerWrappedSeesServersOnTheCommandLine(t *testing.T) {
	wrapped := func(f *fixture) string {
		return `{"mcpServers":{"github":{"command":"` + filepath.Join(f.gh, "bin", "gatesh") +
			`","args":["mcp","--name","github","--","npx","server-github"]}}}`
	}
	wrappedCodex := func(f *fixture) string {
		return "[mcp_servers.github]\ncommand = \"" + filepath.Join(f.gh, "bin", "gatesh") +
			"\"\nargs = [\"mcp\", \"--name\", \"github\", \"--\", \"npx\", \"server-github\"]\n"
	}
	shell := []string{"/bin/sh", "-c", "gatesh hook claude"}
	for _, tc := range []struct {
		name, agent, server, tool, settings string
		settingsText                        func(*fixture) string
		agentArgs, plainArgs                []string
	}{
		{name: "claude --mcp-config FILE", agent: "claude", server: "github", tool: "mcp__github__delete_repo",
			settings: ".claude.json", settingsText: wrapped,
			agentArgs: []string{"claude", "-p", "fix the bug"},
			plainArgs: []string{"claude", "--mcp-config", "/tmp/servers.json", "-p", "fix the bug"}},
		{name: "claude --mcp-config=JSON --strict-mcp-config", agent: "claude", server: "github", tool: "mcp__github__delete_repo",
			settings: ".claude.json", settingsText: wrapped,
			agentArgs: []string{"/usr/local/bin/claude", "--continue"},
			plainArgs: []string{"/usr/local/bin/claude", "--strict-mcp-config", `--mcp-config={"mcpServers":{"github":{"command":"npx"}}}`}},
		{name: "copilot --additional-mcp-config", agent: "copilot", tool: "github-delete_repo",
			settings: ".copilot/mcp-config.json", settingsText: wrapped,
			agentArgs: []string{"node", "/usr/lib/node_modules/@github/copilot/index.js"},
			plainArgs: []string{"node", "/usr/lib/node_modules/@github/copilot/index.js", "--additional-mcp-config", "@servers.json"}},
		{name: "codex -c mcp_servers.NAME", agent: "codex", server: "github", tool: "mcp__github__delete_repo",
			settings: ".codex/config.toml", settingsText: wrappedCodex,
			agentArgs: []string{"codex", "-c", "model=o4"},
			plainArgs: []string{"codex", "-c", `mcp_servers.github.command="npx"`, "exec", "fix it"}},
		{name: "codex --config=mcp_servers.NAME", agent: "codex", server: "github", tool: "mcp__github__delete_repo",
			settings: ".codex/config.toml", settingsText: wrappedCodex,
			agentArgs: []string{"codex", "--config=model_reasoning_effort=high"},
			plainArgs: []string{"codex", `--config=mcp_servers.github.args=["server-github"]`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.write(tc.settings, tc.settingsText(f))
			e := f.env()
			e.Cwd = f.home
			f.ancestors = [][]string{shell, tc.agentArgs, {"tmux"}}
			if !MCPServerWrapped(e, tc.agent, tc.server, tc.tool) {
				t.Fatalf("started as %q: not wrapped, want wrapped", tc.agentArgs)
			}
			f.ancestors = [][]string{shell, tc.plainArgs, {"tmux"}}
			if MCPServerWrapped(e, tc.agent, tc.server, tc.tool) {
				t.Errorf("started as %q, the agent may run github outside gatesh mcp, and the hook left its calls to gatesh mcp", tc.plainArgs)
			}
		})
	}
	t.Run("a command line that cannot be read is doubt", func(t *testing.T) {
		f := newFixture(t)
		f.write(".claude.json", wrapped(f))
		e := f.env()
		e.Cwd = f.home
		e.Ancestors = func() ([][]string, error) { return nil, os.ErrPermission }
		if MCPServerWrapped(e, "claude", "github", "mcp__github__delete_repo") {
			t.Errorf("with the agent's command line unreadable, the hook left the call to gatesh mcp")
		}
	})
}

// Copilot CLI runs its built-in GitHub server itself: a settings entry of
// that name wrapped by install does not make its calls gatesh mcp's.
func TestMCPServerWrappedNeverCoversBuiltinServers(t *testing.T) {
	f := newFixture(t)
	gatesh := filepath.Join(f.gh, "bin", "gatesh")
	f.write(".copilot/mcp-config.json", `{"mcpServers":{"github-mcp-server":{"command":"`+gatesh+
		`","args":["mcp","--name","github-mcp-server","--","npx","server-github"]},"db":{"command":"`+gatesh+
		`","args":["mcp","--name","db","--","npx","server-db"]}}}`)
	e := f.env()
	e.Cwd = f.home
	if !MCPServerWrapped(e, "copilot", "", "db-drop_table") {
		t.Fatalf("the wrapped db server: not wrapped, want wrapped")
	}
	if MCPServerWrapped(e, "copilot", "", "github-mcp-server-delete_repository") {
		t.Errorf("a call of Copilot's built-in github-mcp-server was left to gatesh mcp")
	}
}

// processAncestors reads the real command lines above this process: a
// child started with an option finds it in its parent's.
func TestProcessAncestorsReadsTheParentsCommandLine(t *testing.T) {
	if os.Getenv("GATESH_TEST_ANCESTORS_CHILD") == "1" {
		lines, err := processAncestors()
		if err != nil {
			os.Stderr.WriteString(err.Error())
			os.Exit(2)
		}
		for _, l := range lines {
			os.Stdout.WriteString(strings.Join(l, "\x1f") + "\n")
		}
		os.Exit(0)
	}
	if runtime.GOOS != "linux" {
		t.Skip("the other systems' reader runs ps, tested where it runs")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// sh -c keeps a parent that holds the option, as an agent starting its
	// hook through a shell does.
	cmd := exec.Command("/bin/sh", "-c", `"$0" -test.run '^TestProcessAncestorsReadsTheParentsCommandLine$'; exit $?`, exe, "--mcp-config", "/tmp/x.json")
	cmd.Env = append(os.Environ(), "GATESH_TEST_ANCESTORS_CHILD=1")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) < 2 {
		t.Fatalf("ancestors %q: want the shell and this test above the child", lines)
	}
	first := strings.Split(lines[0], "\x1f")
	if first[0] != "/bin/sh" || !slices.Contains(first, "--mcp-config") {
		t.Errorf("nearest ancestor %q, want the shell with its --mcp-config", first)
	}
	if !optionGiven("--mcp-config")(first) {
		t.Errorf("optionGiven does not find --mcp-config in %q", first)
	}
}
