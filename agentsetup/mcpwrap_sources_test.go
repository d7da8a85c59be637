package agentsetup

import (
	"os"
	"path/filepath"
	"testing"
)

// GitHub Copilot CLI starts the servers of a repository's .mcp.json and
// .github/mcp.json (in every folder from where it runs up to the
// repository's top), beside ~/.copilot/mcp-config.json's; a .mcp.json
// may hold its servers at the top level, as Claude Code's did once. A
// server there of a wrapped server's name runs outside gatesh mcp, and
// the hook left its calls to gatesh mcp.
func TestMCPServerWrappedSeesCopilotProjectServers(t *testing.T) {
	for _, tc := range []struct{ rel, text, cwd string }{
		{".mcp.json", `{"mcpServers":{"acme":{"command":"npx","args":["acme-mcp"]}}}`, "."},
		{".github/mcp.json", `{"mcpServers":{"acme":{"type":"local","command":"npx","args":["acme-mcp"]}}}`, "."},
		{".mcp.json", `{"acme":{"command":"npx","args":["acme-mcp"]}}`, "."},
		{".github/mcp.json", `{"mcpServers":{"acme":{"url":"https://mcp.acme.example/mcp"}}}`, "src/app"},
	} {
		t.Run(tc.rel+" "+tc.text, func(t *testing.T) {
			f := newFixture(t)
			gatesh := filepath.Join(f.gh, "bin", "gatesh")
			f.write(".copilot/mcp-config.json", `{"mcpServers":{"acme":{"type":"local","command":"`+gatesh+
				`","args":["mcp","--name","acme","--","npx","acme-mcp"]}}}`)
			proj := filepath.Join(f.home, "work", "proj")
			cwd := filepath.Join(proj, tc.cwd)
			must(t, os.MkdirAll(cwd, 0o755))
			e := f.env()
			e.Cwd = cwd
			if !MCPServerWrapped(e, "copilot", "", "acme-delete_item") {
				t.Fatalf("with the wrapped server alone: not wrapped, want wrapped")
			}
			p := filepath.Join(proj, tc.rel)
			must(t, os.MkdirAll(filepath.Dir(p), 0o755))
			must(t, os.WriteFile(p, []byte(tc.text), 0o644))
			if MCPServerWrapped(e, "copilot", "", "acme-delete_item") {
				t.Errorf("%s runs acme outside gatesh mcp, and the hook in %s left its calls to gatesh mcp", p, cwd)
			}
		})
	}
}

// Cline reads its MCP servers from the file CLINE_MCP_SETTINGS_PATH
// names, else from CLINE_DATA_DIR/settings, else from CLINE_DIR/data
// (~/.cline by default), and its hooks from CLINE_DIR/hooks. Its hook
// runs with its environment. The hook read ~/.cline's file whatever
// these said: a server of a wrapped server's name in the file Cline
// really reads ran outside gatesh mcp with its calls left to it.
func TestMCPServerWrappedSeesClineEnvironment(t *testing.T) {
	const plain = `{"mcpServers":{"acme":{"command":"npx","args":["acme-mcp"]}}}`
	for _, tc := range []struct{ key, file string }{
		{"CLINE_MCP_SETTINGS_PATH", "elsewhere/servers.json"},
		{"CLINE_DATA_DIR", "elsewhere/data/settings/cline_mcp_settings.json"},
		{"CLINE_DIR", "elsewhere/data/settings/cline_mcp_settings.json"},
	} {
		t.Run(tc.key, func(t *testing.T) {
			f := newFixture(t)
			gatesh := filepath.Join(f.gh, "bin", "gatesh")
			f.write(".cline/data/settings/cline_mcp_settings.json", `{"mcpServers":{"acme":{"command":"`+gatesh+
				`","args":["mcp","--name","acme","--","npx","acme-mcp"]}}}`)
			e := f.env()
			e.Cwd = f.home
			if !MCPServerWrapped(e, "cline", "", "acme__delete_item") {
				t.Fatalf("with the wrapped server alone: not wrapped, want wrapped")
			}
			f.write(tc.file, plain)
			switch tc.key {
			case "CLINE_MCP_SETTINGS_PATH":
				f.extra[tc.key] = filepath.Join(f.home, tc.file)
			case "CLINE_DATA_DIR":
				f.extra[tc.key] = filepath.Join(f.home, "elsewhere", "data")
			case "CLINE_DIR":
				f.extra[tc.key] = filepath.Join(f.home, "elsewhere")
			}
			if MCPServerWrapped(e, "cline", "", "acme__delete_item") {
				t.Errorf("%s=%s: Cline runs acme outside gatesh mcp, and the hook left its calls to gatesh mcp", tc.key, f.extra[tc.key])
			}
		})
	}
}

// opencode 1.18.33 also reads ~/.config/opencode/config.json (the older
// name) and the opencode.json(c) of the folder OPENCODE_CONFIG_DIR
// names, which the hook did not.
func TestMCPServerWrappedSeesOpencodeConfigDir(t *testing.T) {
	const plain = `{"mcp":{"acme":{"type":"local","command":["npx","acme-mcp"]}}}`
	for _, tc := range []struct{ file, dir string }{
		{".config/opencode/config.json", ""},
		{"elsewhere/opencode.json", "elsewhere"},
		{"elsewhere/opencode.jsonc", "elsewhere"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			f := newFixture(t)
			gatesh := filepath.Join(f.gh, "bin", "gatesh")
			f.write(".config/opencode/opencode.json", `{"mcp":{"acme":{"type":"local","command":["`+gatesh+
				`","mcp","--name","acme","--","npx","acme-mcp"]}}}`)
			e := f.env()
			e.Cwd = f.home
			if !MCPServerWrapped(e, "opencode", "", "acme_delete_item") {
				t.Fatalf("with the wrapped server alone: not wrapped, want wrapped")
			}
			f.write(tc.file, plain)
			if tc.dir != "" {
				f.extra["OPENCODE_CONFIG_DIR"] = filepath.Join(f.home, tc.dir)
			}
			if MCPServerWrapped(e, "opencode", "", "acme_delete_item") {
				t.Errorf("%s: opencode runs acme outside gatesh mcp, and the hook left its calls to gatesh mcp", tc.file)
			}
		})
	}
}

// Cline runs the hooks of CLINE_DIR/hooks: install writes gatesh's there.
func TestInstallClineHookInClineDir(t *testing.T) {
	f := newFixture(t)
	f.extra["CLINE_DIR"] = filepath.Join(f.home, "elsewhere")
	must(t, f.install("cline", RouteHook, false))
	if _, err := os.Stat(filepath.Join(f.home, "elsewhere", "hooks", "PreToolUse")); err != nil {
		t.Errorf("CLINE_DIR=%s: no hook where Cline reads it: %v", f.extra["CLINE_DIR"], err)
	}
}
