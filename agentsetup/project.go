package agentsetup

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"
)

// ProjectSettings are the files and folders, relative to a project's top
// level, where the agents `gatesh install` supports read settings that
// run code outside the gate: hooks, MCP servers, plugins, commands the
// agent runs itself (Aider's test-cmd), and the environment of the
// agent's own processes (Claude Code's env, Gemini CLI's .env). The
// project is writable to green commands, so what they say counts as the
// agent's own code. The kernel keeps them read-only to green commands
// when enforce_agent_settings is on; the rules hold writes to them
// (gate-agent-project-settings); doctor reports what they add.
var ProjectSettings = []string{
	".claude", ".mcp.json", ".gemini", ".codex", ".qwen", ".cursor",
	".opencode", "opencode.json", "opencode.jsonc", ".clinerules", ".cline",
	".github/hooks", ".github/mcp.json", ".github/agents", ".aider.conf.yml",
	".grok", ".kiro/hooks", ".kiro/settings", ".amazonq/mcp.json", ".amazonq/cli-agents",
	".kilocode/mcp.json", ".continue/mcpServers", ".crush.json", "crush.json", ".factory",
	".augment/settings.json",
}

// projectCodeFolders are folders of the project settings whose files are
// programs the agent loads as they are: any file there is code.
var projectCodeFolders = []string{
	".opencode/plugin", ".opencode/plugins",
	".clinerules/hooks", ".cline/hooks", ".cline/plugins", ".github/hooks",
}

// settingsCode says where in an agent's project settings file a key runs
// code or sets the environment the agent's processes run with.
type settingsCode struct {
	file     string   // relative to the project folder
	hooks    []string // keys of hook tables: {event: [{hooks: [{command}]}]} or {event: [{command}]}
	servers  []string // keys of MCP server tables
	env      []string // keys of environment tables
	commands []string // dotted keys of single commands the agent runs
	enable   []string // keys that turn on servers a file names
}

var projectSettingsCode = []settingsCode{
	{file: ".claude/settings.json", hooks: []string{"hooks"}, env: []string{"env"}, servers: []string{"mcpServers"},
		commands: []string{"apiKeyHelper", "statusLine.command", "awsAuthRefresh", "awsCredentialExport", "otelHeadersHelper"},
		enable:   []string{"enableAllProjectMcpServers", "enabledMcpjsonServers"}},
	{file: ".claude/settings.local.json", hooks: []string{"hooks"}, env: []string{"env"}, servers: []string{"mcpServers"},
		commands: []string{"apiKeyHelper", "statusLine.command", "awsAuthRefresh", "awsCredentialExport", "otelHeadersHelper"},
		enable:   []string{"enableAllProjectMcpServers", "enabledMcpjsonServers"}},
	{file: ".mcp.json", servers: []string{"mcpServers"}},
	{file: ".github/mcp.json", servers: []string{"mcpServers"}},
	{file: ".gemini/settings.json", hooks: []string{"hooks"}, servers: []string{"mcpServers"}, commands: []string{"toolDiscoveryCommand", "toolCallCommand"}},
	{file: ".qwen/settings.json", hooks: []string{"hooks"}, servers: []string{"mcpServers"}, commands: []string{"toolDiscoveryCommand", "toolCallCommand"}},
	{file: ".cursor/mcp.json", servers: []string{"mcpServers"}},
	{file: ".cursor/hooks.json", hooks: []string{"hooks"}},
	{file: "opencode.json", servers: []string{"mcp"}, commands: []string{"plugin"}},
	{file: "opencode.jsonc", servers: []string{"mcp"}, commands: []string{"plugin"}},
}

// projectEnvFiles are files whose lines become the agent's environment.
var projectEnvFiles = []string{".gemini/.env", ".qwen/.env"}

// projectCode reports what a project's own settings add that runs
// outside the gate: hooks other than gatesh's, MCP servers not wrapped
// by gatesh mcp, environment entries, commands, plugins. install writes
// none of these in a project, so each is a problem; the operator removes
// it, or, having read it, runs the agent elsewhere.
func (d *doctor) projectCode() {
	found := false
	for _, dir := range d.projectDirs() {
		for _, sc := range projectSettingsCode {
			for _, what := range d.settingsCode(filepath.Join(dir, sc.file), sc) {
				d.bad("project code", "remove it from "+filepath.Join(dir, sc.file)+", or run the agent in a checkout you trust",
					"%s %s: the agent runs it outside gatesh, with the machine's network and no approval", filepath.Join(dir, sc.file), what)
				found = true
			}
		}
		codex := filepath.Join(dir, ".codex", "config.toml")
		for _, what := range codexProjectCode(codex) {
			d.bad("project code", "remove it from "+codex+", or run the agent in a checkout you trust",
				"%s %s: the agent runs it outside gatesh, with the machine's network and no approval", codex, what)
			found = true
		}
		for _, rel := range projectEnvFiles {
			if fi, err := os.Stat(filepath.Join(dir, rel)); err == nil && fi.Mode().IsRegular() && fi.Size() > 0 {
				d.bad("project code", "remove "+filepath.Join(dir, rel),
					"%s sets the agent's environment (LD_PRELOAD, NODE_OPTIONS and their kin run code in every program it starts)", filepath.Join(dir, rel))
				found = true
			}
		}
		if fi, err := os.Stat(filepath.Join(dir, ".aider.conf.yml")); err == nil && fi.Mode().IsRegular() {
			d.bad("project code", "remove "+filepath.Join(dir, ".aider.conf.yml"),
				"%s may name commands Aider runs itself (test-cmd, lint-cmd), outside gatesh", filepath.Join(dir, ".aider.conf.yml"))
			found = true
		}
		for _, rel := range projectCodeFolders {
			entries, err := os.ReadDir(filepath.Join(dir, rel))
			if err != nil || len(entries) == 0 {
				continue
			}
			d.bad("project code", "remove "+filepath.Join(dir, rel),
				"%s holds %d programs the agent loads itself, outside gatesh", filepath.Join(dir, rel), len(entries))
			found = true
		}
	}
	if found {
		// What a green command could not write itself may have come in
		// by an archive, a patch or a merge, which the rules pass unless
		// the stricter mode is on.
		d.info("project code", "an archive, a patch, a merge or a checkout can bring these in unseen; the rule agent-settings-unread holds such commands once switched on (disabled = false in the project's .gatesh/rules.toml)")
	} else {
		d.ok("project code", "no project settings in %s or the folders above it add hooks, MCP servers, environment or commands", d.cwd)
	}
}

// codexProjectCode lists what a project's .codex/config.toml adds that
// runs code: MCP servers (mcp_servers), hooks and the notify program. A
// file that does not parse is reported: Codex may read it its own way.
func codexProjectCode(path string) []string {
	src, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return []string{"cannot be read (" + err.Error() + ")"}
	}
	var cfg map[string]any
	if _, err := toml.Decode(string(src), &cfg); err != nil {
		return []string{"does not parse (" + err.Error() + "), so gatesh cannot tell what it runs"}
	}
	out := foreignHooks(cfg["hooks"])
	servers, _ := cfg["mcp_servers"].(map[string]any)
	out = append(out, foreignServers(servers)...)
	if n, ok := cfg["notify"]; ok && n != nil {
		out = append(out, "names a program to run: notify")
	}
	return out
}

// settingsCode lists what the settings file at path adds that runs code.
// A file that cannot be read or parsed is reported as such: the agent
// may read it its own way.
func (d *doctor) settingsCode(path string, sc settingsCode) []string {
	src, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return []string{"cannot be read (" + err.Error() + ")"}
	}
	if _, _, err := scanJSONC(src); err != nil {
		return []string{"does not parse (" + err.Error() + "), so gatesh cannot tell what it runs"}
	}
	var out []string
	for _, key := range sc.hooks {
		v, _, _ := valueAt(src, []string{key})
		out = append(out, foreignHooks(v)...)
	}
	for _, key := range sc.servers {
		v, _, _ := valueAt(src, []string{key})
		servers, _ := v.(map[string]any)
		out = append(out, foreignServers(servers)...)
	}
	for _, key := range sc.env {
		v, _, _ := valueAt(src, []string{key})
		env, _ := v.(map[string]any)
		for _, name := range sortedKeys(env) {
			out = append(out, "sets the environment variable "+name)
		}
	}
	for _, key := range sc.commands {
		if v, ok, _ := valueAt(src, strings.Split(key, ".")); ok && v != nil && v != "" {
			out = append(out, "names a program to run: "+key)
		}
	}
	for _, key := range sc.enable {
		if v, ok, _ := valueAt(src, []string{key}); ok && v != false && v != nil {
			if l, isList := v.([]any); isList && len(l) == 0 {
				continue
			}
			out = append(out, "starts the project's MCP servers without asking ("+key+")")
		}
	}
	return out
}

// foreignHooks lists the hooks of a hooks table that are not gatesh's.
func foreignHooks(v any) []string {
	var out []string
	for _, c := range hookCommands(v) {
		if !strings.Contains(c, "gatesh") || !strings.Contains(c, " hook ") {
			out = append(out, "adds the hook "+quoteShort(c))
		}
	}
	return out
}

// foreignServers lists the MCP servers of a servers table that gatesh mcp
// does not wrap.
func foreignServers(servers map[string]any) []string {
	var out []string
	for _, name := range sortedKeys(servers) {
		s, _ := servers[name].(map[string]any)
		command, args := serverCommand(s)
		if !isGateshMCP(command, args) {
			out = append(out, "adds the MCP server "+name+" ("+quoteShort(strings.TrimSpace(command+" "+strings.Join(args, " ")))+")")
		}
	}
	return out
}

// hookCommands collects every "command" string in a hooks table, in
// either shape agents use.
func hookCommands(v any) []string {
	var out []string
	switch t := v.(type) {
	case map[string]any:
		for _, k := range sortedKeys(t) {
			if k == "command" {
				if s, ok := t[k].(string); ok {
					out = append(out, s)
				}
				continue
			}
			out = append(out, hookCommands(t[k])...)
		}
	case []any:
		for _, e := range t {
			out = append(out, hookCommands(e)...)
		}
	case []map[string]any: // TOML's arrays of tables ([[hooks.PreToolUse]])
		for _, e := range t {
			out = append(out, hookCommands(e)...)
		}
	}
	return out
}

// serverCommand is an MCP server's program and arguments, as agents
// spell them: "command" a string with "args", or a list (opencode).
func serverCommand(s map[string]any) (string, []string) {
	var words []string
	switch c := s["command"].(type) {
	case string:
		words = append(words, c)
	case []any:
		for _, w := range c {
			if str, ok := w.(string); ok {
				words = append(words, str)
			}
		}
	}
	if args, ok := s["args"].([]any); ok {
		for _, a := range args {
			if str, ok := a.(string); ok {
				words = append(words, str)
			}
		}
	}
	if len(words) == 0 {
		if u, ok := s["url"].(string); ok {
			return u, nil
		}
		if u, ok := s["httpUrl"].(string); ok {
			return u, nil
		}
		return "", nil
	}
	return words[0], words[1:]
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// quoteShort quotes s for a report line, cut to a readable length.
func quoteShort(s string) string {
	const max = 80
	if len(s) > max {
		s = s[:max] + "..."
	}
	return "`" + s + "`"
}
