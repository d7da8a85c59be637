package agentsetup

import (
	"os"
	"path/filepath"
	"testing"
)

// The hook leaves a call of an MCP server to gatesh mcp only when every
// server of that name the agent may have started runs through it. The
// agent starts its project's servers from the folder it was started in
// (or, for opencode, from every folder above it), while the hook is
// asked in the folder the agent is in now: a `cd sub` away, or a
// settings file gatesh did not look at, and an unwrapped server of the
// same name as a wrapped one would have its calls pass unjudged.
func TestMCPServerWrappedSeesEveryStartedServer(t *testing.T) {
	type file struct{ rel, text string }
	wrappedJSON := func(f *fixture) string {
		return `{"mcpServers":{"github":{"command":"` + filepath.Join(f.gh, "bin", "gatesh") +
			`","args":["mcp","--name","github","--","npx","server-github"]}}}`
	}
	const plainJSON = `{"mcpServers":{"github":{"command":"npx","args":["server-github"]}}}`
	wrappedOpencode := func(f *fixture) string {
		return `{"mcp":{"github":{"type":"local","command":["` + filepath.Join(f.gh, "bin", "gatesh") +
			`","mcp","--name","github","--","npx","server-github"]}}}`
	}
	const plainOpencode = `{"mcp":{"github":{"type":"local","command":["npx","server-github"]}}}`
	wrappedCodex := func(f *fixture) string {
		return "[mcp_servers.github]\ncommand = \"" + filepath.Join(f.gh, "bin", "gatesh") +
			"\"\nargs = [\"mcp\", \"--name\", \"github\", \"--\", \"npx\", \"server-github\"]\n"
	}
	const plainCodex = "[mcp_servers.github]\ncommand = \"npx\"\nargs = [\"server-github\"]\n"

	for _, tc := range []struct {
		name, agent, server, tool string
		user                      func(*fixture) file
		project                   file   // under the project folder
		cwd                       string // the hook's folder, under the project
		env                       map[string]string
	}{
		{name: "claude, cd into a subfolder", agent: "claude", server: "github", tool: "mcp__github__delete_repo",
			user:    func(f *fixture) file { return file{".claude.json", wrappedJSON(f)} },
			project: file{".mcp.json", plainJSON}, cwd: "sub/deeper"},
		{name: "claude, cd out of the project", agent: "claude", server: "github", tool: "mcp__github__delete_repo",
			user:    func(f *fixture) file { return file{".claude.json", wrappedJSON(f)} },
			project: file{".mcp.json", plainJSON}, cwd: "../elsewhere", env: map[string]string{"CLAUDE_PROJECT_DIR": "."}},
		{name: "claude, a key twice", agent: "claude", server: "github", tool: "mcp__github__delete_repo",
			user: func(f *fixture) file { return file{".claude.json", wrappedJSON(f)} },
			project: file{".mcp.json", `{"mcpServers":{"github":{"command":"npx"}},` +
				`"mcpServers":{"github":{"command":"npx","args":["server-github"]}}}`}, cwd: "."},
		{name: "gemini, cd into a subfolder", agent: "gemini", server: "github", tool: "mcp_github_delete_repo",
			user:    func(f *fixture) file { return file{".gemini/settings.json", wrappedJSON(f)} },
			project: file{".gemini/settings.json", plainJSON}, cwd: "sub"},
		{name: "opencode, opencode.jsonc", agent: "opencode", tool: "github_delete_repo",
			user:    func(f *fixture) file { return file{".config/opencode/opencode.json", wrappedOpencode(f)} },
			project: file{"opencode.jsonc", plainOpencode}, cwd: "."},
		{name: "opencode, .opencode/opencode.json", agent: "opencode", tool: "github_delete_repo",
			user:    func(f *fixture) file { return file{".config/opencode/opencode.json", wrappedOpencode(f)} },
			project: file{".opencode/opencode.json", plainOpencode}, cwd: "."},
		{name: "opencode, a folder above", agent: "opencode", tool: "github_delete_repo",
			user:    func(f *fixture) file { return file{".config/opencode/opencode.json", wrappedOpencode(f)} },
			project: file{"opencode.json", plainOpencode}, cwd: "packages/web"},
		{name: "codex, the project's .codex/config.toml", agent: "codex", server: "github", tool: "mcp__github__delete_repo",
			user:    func(f *fixture) file { return file{".codex/config.toml", wrappedCodex(f)} },
			project: file{".codex/config.toml", plainCodex}, cwd: "."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			u := tc.user(f)
			f.write(u.rel, u.text)
			proj := filepath.Join(f.home, "work", "proj")
			cwd := filepath.Join(proj, tc.cwd)
			must(t, os.MkdirAll(cwd, 0o755))
			e := f.env()
			for k, v := range tc.env {
				f.extra[k] = filepath.Join(proj, v)
			}
			e.Cwd = cwd
			if !MCPServerWrapped(e, tc.agent, tc.server, tc.tool) {
				t.Fatalf("with the wrapped server alone: not wrapped, want wrapped")
			}
			p := filepath.Join(proj, tc.project.rel)
			must(t, os.MkdirAll(filepath.Dir(p), 0o755))
			must(t, os.WriteFile(p, []byte(tc.project.text), 0o644))
			if MCPServerWrapped(e, tc.agent, tc.server, tc.tool) {
				t.Errorf("%s runs github outside gatesh mcp, and the hook in %s left its calls to gatesh mcp", p, cwd)
			}
		})
	}
}

// opencode also reads the settings file OPENCODE_CONFIG names and the
// settings OPENCODE_CONFIG_CONTENT holds; the hook, which opencode's
// plugin starts with opencode's environment, sees both.
func TestMCPServerWrappedSeesOpencodeEnvironment(t *testing.T) {
	const plain = `{"mcp":{"github":{"type":"local","command":["npx","server-github"]}}}`
	for _, tc := range []struct{ name, key string }{
		{"OPENCODE_CONFIG", "OPENCODE_CONFIG"},
		{"OPENCODE_CONFIG_CONTENT", "OPENCODE_CONFIG_CONTENT"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			gatesh := filepath.Join(f.gh, "bin", "gatesh")
			f.write(".config/opencode/opencode.json", `{"mcp":{"github":{"type":"local","command":["`+gatesh+
				`","mcp","--name","github","--","npx","server-github"]}}}`)
			e := f.env()
			e.Cwd = f.home
			if !MCPServerWrapped(e, "opencode", "", "github_delete_repo") {
				t.Fatalf("with the wrapped server alone: not wrapped, want wrapped")
			}
			f.extra[tc.key] = plain
			if tc.key == "OPENCODE_CONFIG" {
				f.extra[tc.key] = f.write("extra/opencode.json", plain)
			}
			if MCPServerWrapped(e, "opencode", "", "github_delete_repo") {
				t.Errorf("%s=%s runs github outside gatesh mcp, and the hook left its calls to gatesh mcp", tc.key, f.extra[tc.key])
			}
		})
	}
}

// An administrator's settings start servers too, and win over the
// user's (Claude Code's managed-mcp.json, Gemini CLI's system settings,
// Codex's system config.toml and managed_config.toml): install does not
// wrap them, and a server there of a wrapped server's name is the one
// the agent runs.
func TestMCPServerWrappedSeesManagedServers(t *testing.T) {
	const plainJSON = `{"mcpServers":{"github":{"command":"npx","args":["server-github"]}}}`
	const plainCodex = "[mcp_servers.github]\ncommand = \"npx\"\nargs = [\"server-github\"]\n"
	for _, tc := range []struct {
		agent, tool, user, managed, text string
		codex                            bool
	}{
		{agent: "claude", tool: "mcp__github__delete_repo", user: ".claude.json", managed: "claude-code/managed-mcp.json", text: plainJSON},
		{agent: "gemini", tool: "mcp_github_delete_repo", user: ".gemini/settings.json", managed: "gemini-cli/settings.json", text: plainJSON},
		{agent: "codex", tool: "mcp__github__delete_repo", user: ".codex/config.toml", managed: "codex/managed_config.toml", text: plainCodex, codex: true},
		{agent: "codex", tool: "mcp__github__delete_repo", user: ".codex/config.toml", managed: "codex/config.toml", text: plainCodex, codex: true},
	} {
		t.Run(tc.managed, func(t *testing.T) {
			f := newFixture(t)
			gatesh := filepath.Join(f.gh, "bin", "gatesh")
			if tc.codex {
				f.write(tc.user, "[mcp_servers.github]\ncommand = \""+gatesh+
					"\"\nargs = [\"mcp\", \"--name\", \"github\", \"--\", \"npx\", \"server-github\"]\n")
			} else {
				f.write(tc.user, `{"mcpServers":{"github":{"command":"`+gatesh+
					`","args":["mcp","--name","github","--","npx","server-github"]}}}`)
			}
			e := f.env()
			e.Cwd = f.home
			e.Etc = filepath.Join(f.home, "etc")
			if !MCPServerWrapped(e, tc.agent, "github", tc.tool) {
				t.Fatalf("with the wrapped server alone: not wrapped, want wrapped")
			}
			p := f.write(filepath.Join("etc", tc.managed), tc.text)
			if MCPServerWrapped(e, tc.agent, "github", tc.tool) {
				t.Errorf("%s runs github outside gatesh mcp, and the hook left its calls to gatesh mcp", p)
			}
		})
	}
}

// Claude Code names a server's tools with the server's name made of
// letters, digits, _ and - (any other character is _): the tools of
// "my.db" and of "my_db" are both mcp__my_db__TOOL. A call the hook
// cannot tell from an unwrapped server's is not left to gatesh mcp.
func TestMCPServerWrappedSeesServersOfOneToolName(t *testing.T) {
	f := newFixture(t)
	gatesh := filepath.Join(f.gh, "bin", "gatesh")
	f.write(".claude.json", `{"mcpServers":{"my_db":{"command":"`+gatesh+
		`","args":["mcp","--name","my_db","--","db-mcp"]},"my.db":{"command":"db-mcp","args":["--prod"]}}}`)
	e := f.env()
	e.Cwd = f.home
	if MCPServerWrapped(e, "claude", "my_db", "mcp__my_db__drop_table") {
		t.Errorf("my.db runs outside gatesh mcp with the same tool names as my_db, and the hook left its calls to gatesh mcp")
	}
}
