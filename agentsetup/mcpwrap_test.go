package agentsetup

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// Claude Code's ~/.claude.json, as Claude Code writes it: its own state
// beside the user's servers and a project's local ones.
const claudeJSON = `{
  "numStartups": 12,
  "mcpServers": {
    "github": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github"],
      "env": {"GITHUB_TOKEN": "${GITHUB_TOKEN}"}
    },
    "sentry": {"type": "http", "url": "https://mcp.sentry.dev/mcp", "headers": {"Authorization": "Bearer ${SENTRY_TOKEN}"}},
    "legacy": {"type": "sse", "url": "https://old.example.com/sse"}
  },
  "projects": {
    "/home/u/repo": {
      "allowedTools": [],
      "mcpServers": {"db": {"command": "pg-mcp", "args": ["--dsn", "postgres://localhost/dev"]}}
    }
  }
}
`

// wrapInstall runs install --wrap-mcp.
func (f *fixture) wrapInstall(agent, route string) error {
	f.out.Reset()
	return Install(f.env(), Options{Agent: agent, Route: route, WrapMCP: true})
}

// serverAt decodes the server at keys of a JSON file's text.
func serverAt(t *testing.T, src string, keys ...string) map[string]any {
	t.Helper()
	v, ok, err := valueAt([]byte(src), keys)
	if err != nil || !ok {
		t.Fatalf("%v: %v %v\n%s", keys, ok, err, src)
	}
	return v.(map[string]any)
}

func TestWrapMCPClaude(t *testing.T) {
	f := newFixture(t)
	file := f.write(".claude.json", claudeJSON)
	gatesh := filepath.Join(f.gh, "bin", "gatesh")
	must(t, f.wrapInstall("claude", RouteHook))
	after := f.read(file)
	want := map[string]any{"type": "stdio", "command": gatesh,
		"args": []any{"mcp", "--name", "github", "--", "npx", "-y", "@modelcontextprotocol/server-github"},
		"env":  map[string]any{"GITHUB_TOKEN": "${GITHUB_TOKEN}"}}
	if got := serverAt(t, after, "mcpServers", "github"); !reflect.DeepEqual(got, want) {
		t.Errorf("github: %v\nwant %v", got, want)
	}
	want = map[string]any{"type": "stdio", "command": gatesh,
		"args": []any{"mcp", "--name", "sentry", "--url", "https://mcp.sentry.dev/mcp", "--header", "Authorization: Bearer ${SENTRY_TOKEN}"}}
	if got := serverAt(t, after, "mcpServers", "sentry"); !reflect.DeepEqual(got, want) {
		t.Errorf("sentry: %v\nwant %v", got, want)
	}
	want = map[string]any{"command": gatesh, "args": []any{"mcp", "--name", "db", "--", "pg-mcp", "--dsn", "postgres://localhost/dev"}}
	if got := serverAt(t, after, "projects", "/home/u/repo", "mcpServers", "db"); !reflect.DeepEqual(got, want) {
		t.Errorf("project db: %v\nwant %v", got, want)
	}
	// The old SSE transport is left, and said.
	if got := serverAt(t, after, "mcpServers", "legacy"); got["url"] != "https://old.example.com/sse" {
		t.Errorf("legacy changed: %v", got)
	}
	out := f.out.String()
	for _, w := range []string{"MCP server github (" + file + ") runs through gatesh mcp",
		"gatesh: warning: MCP server legacy (" + file + ") does not run through gatesh mcp: it speaks the old HTTP+SSE transport"} {
		if !strings.Contains(out, w) {
			t.Errorf("install said:\n%s\nwant %q", out, w)
		}
	}
	// Claude Code's own state stays as it was.
	if !strings.Contains(after, `"numStartups": 12`) {
		t.Errorf("state changed:\n%s", after)
	}

	f.secondThenUninstall("claude", file, after, claudeJSON)
}

// secondThenUninstall checks that a second install changes nothing and
// that uninstall gives back original byte for byte.
func (f *fixture) secondThenUninstall(agent, file, after, original string) {
	f.t.Helper()
	must(f.t, f.wrapInstall(agent, RouteHook))
	if f.read(file) != after {
		f.t.Error("a second install changed the file")
	}
	must(f.t, f.uninstall(agent))
	if got := f.read(file); got != original {
		f.t.Errorf("after uninstall:\n%s\nwant the original byte for byte:\n%s", got, original)
	}
}

// An install without --wrap-mcp after one with it keeps the servers
// wrapped, and uninstall still puts them back.
func TestWrapMCPStays(t *testing.T) {
	f := newFixture(t)
	file := f.write(".claude.json", claudeJSON)
	must(t, f.wrapInstall("claude", RouteHook))
	after := f.read(file)
	must(t, f.install("claude", RouteHook, false))
	if f.read(file) != after {
		t.Errorf("install without --wrap-mcp changed the wrapped servers:\n%s", f.read(file))
	}
	must(t, f.uninstall("claude"))
	if got := f.read(file); got != claudeJSON {
		t.Errorf("after uninstall:\n%s\nwant the original", got)
	}
}

// A server changed by hand after install is left as it is by uninstall;
// the others go back.
func TestUnwrapLeavesWhatChanged(t *testing.T) {
	f := newFixture(t)
	file := f.write(".claude.json", claudeJSON)
	must(t, f.wrapInstall("claude", RouteHook))
	after := f.read(file)
	edited := strings.Replace(after, `"--dsn"`, `"--dsn-file"`, 1)
	must(t, os.WriteFile(file, []byte(edited), 0o644))
	must(t, f.uninstall("claude"))
	got := f.read(file)
	if !strings.Contains(f.out.String(), "left MCP server projects./home/u/repo.mcpServers.db as it is") {
		t.Errorf("uninstall said %q", f.out.String())
	}
	if s := serverAt(t, got, "projects", "/home/u/repo", "mcpServers", "db"); s["args"].([]any)[0] != "mcp" {
		t.Errorf("the edited server was unwrapped: %v", s)
	}
	if s := serverAt(t, got, "mcpServers", "github"); s["command"] != "npx" {
		t.Errorf("github not put back: %v", s)
	}
}

// Codex's config.toml: servers as tables, a multi-line args array, an
// env sub-table and comments; an inline table and a server with a bearer
// token are left and said.
const codexMCPConfig = `model = "gpt-5-codex"

# the comments server
[mcp_servers.comments]
command = "/opt/mcp/comments" # the binary
args = [
  "--file",   # where comments go
  "/tmp/comments.txt",
]
startup_timeout_sec = 20

[mcp_servers.comments.env]
LOG = "debug"

[mcp_servers."web docs"]
url = "https://docs.example.com/mcp"

[mcp_servers.linear]
url = "https://mcp.linear.app/mcp"
bearer_token_env_var = "LINEAR_TOKEN"

[mcp_servers]
inline = { command = "inline-mcp", args = ["x"] }
`

func TestWrapMCPCodex(t *testing.T) {
	f := newFixture(t)
	file := f.write(".codex/config.toml", codexMCPConfig)
	gatesh := filepath.Join(f.gh, "bin", "gatesh")
	must(t, f.wrapInstall("codex", RouteHook))
	after := f.read(file)
	doc, err := decodeTOML(after)
	must(t, err)
	servers := doc["mcp_servers"].(map[string]any)
	want := map[string]any{"command": gatesh, "args": []any{"mcp", "--name", "comments", "--", "/opt/mcp/comments", "--file", "/tmp/comments.txt"},
		"startup_timeout_sec": int64(20), "env": map[string]any{"LOG": "debug"}}
	if got := anySlices(servers["comments"]); !reflect.DeepEqual(got, want) {
		t.Errorf("comments: %v\nwant %v", got, want)
	}
	want = map[string]any{"command": gatesh, "args": []any{"mcp", "--name", "web docs", "--url", "https://docs.example.com/mcp"}}
	if got := anySlices(servers["web docs"]); !reflect.DeepEqual(got, want) {
		t.Errorf("web docs: %v\nwant %v", got, want)
	}
	if got := servers["linear"].(map[string]any); got["url"] != "https://mcp.linear.app/mcp" {
		t.Errorf("linear changed: %v", got)
	}
	if got := servers["inline"].(map[string]any); got["command"] != "inline-mcp" {
		t.Errorf("inline changed: %v", got)
	}
	out := f.out.String()
	for _, w := range []string{"MCP server linear (" + file + ") does not run through gatesh mcp: it sends headers",
		"MCP server inline (" + file + ") does not run through gatesh mcp: it is written in a form install does not rewrite"} {
		if !strings.Contains(out, w) {
			t.Errorf("install said:\n%s\nwant %q", out, w)
		}
	}
	if !strings.Contains(after, "# the comments server\n[mcp_servers.comments]\n") || !strings.Contains(after, "[mcp_servers.comments.env]\nLOG") {
		t.Errorf("comments or the env table lost:\n%s", after)
	}
	f.secondThenUninstall("codex", file, after, codexMCPConfig)
}

// Gemini CLI's settings.json, comments and all, holds its hook and its
// servers: both changes undo byte for byte.
func TestWrapMCPGemini(t *testing.T) {
	f := newFixture(t)
	src := strings.Replace(geminiSettings, `  "ui": { "theme": "GitHub" }`, `  "ui": { "theme": "GitHub" },
  "mcpServers": {
    // the project's notes
    "notes": { "command": "notes-mcp", "args": ["serve"], "trust": true },
    "remote": { "httpUrl": "https://mcp.example.com/mcp" }
  }`, 1)
	file := f.write(".gemini/settings.json", src)
	must(t, f.wrapInstall("gemini", RouteHook))
	after := f.read(file)
	got := serverAt(t, string(stripComments([]byte(after))), "mcpServers", "notes")
	if got["command"] != filepath.Join(f.gh, "bin", "gatesh") || got["trust"] != true ||
		!reflect.DeepEqual(got["args"], []any{"mcp", "--name", "notes", "--", "notes-mcp", "serve"}) {
		t.Errorf("notes: %v", got)
	}
	if !strings.Contains(after, "// the project's notes") {
		t.Errorf("a comment was lost:\n%s", after)
	}
	f.secondThenUninstall("gemini", file, after, src)
}

// An agent whose servers gatesh cannot find is refused, not half done.
func TestWrapMCPUnknownPlace(t *testing.T) {
	f := newFixture(t)
	err := f.wrapInstall("cursor", RouteHook)
	if err == nil || !strings.Contains(err.Error(), "does not know where Cursor keeps its MCP servers") {
		t.Errorf("install --wrap-mcp for cursor: %v", err)
	}
	if _, err := os.Stat(filepath.Join(f.home, ".cursor", "hooks.json")); !os.IsNotExist(err) {
		t.Errorf("the refused install wrote: %v", err)
	}
}
