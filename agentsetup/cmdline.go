package agentsetup

import (
	"path/filepath"
	"slices"
	"strings"
)

// maxAncestors bounds the walk up from the hook to the agent: the agent
// starts its hook through a shell or two, and a session runs under a
// terminal, a multiplexer or an editor.
const maxAncestors = 16

// optionGiven returns a test of whether a command line gives any of the
// options named, alone or as --name=value.
func optionGiven(names ...string) func(argv []string) bool {
	return func(argv []string) bool {
		for _, a := range argv {
			for _, n := range names {
				if a == n || strings.HasPrefix(a, n+"=") {
					return true
				}
			}
		}
		return false
	}
}

// codexServersOverridden: Codex's -c/--config KEY=VALUE overrides its
// config.toml for one run, and a KEY under mcp_servers defines or
// redefines a server there (`codex -c 'mcp_servers.db.command="x"'`).
func codexServersOverridden(argv []string) bool {
	for i, a := range argv {
		v, ok := "", false
		switch {
		case a == "-c" || a == "--config":
			if i+1 < len(argv) {
				v, ok = argv[i+1], true
			}
		case strings.HasPrefix(a, "--config="):
			v, ok = a[len("--config="):], true
		case strings.HasPrefix(a, "-c") && len(a) > 2:
			v, ok = a[2:], true
		}
		key, _, _ := strings.Cut(v, "=")
		if ok && strings.Contains(key, "mcp_servers") {
			return true
		}
	}
	return false
}

// startedWithServers tells whether a process above the hook, the agent
// among them, was started with MCP servers on its command line that no
// settings file names. Any doubt (a command line that cannot be read) is
// true.
func (a agent) startedWithServers(e Env) bool {
	if a.mcpOnCommandLine == nil {
		return false
	}
	ancestors := e.Ancestors
	if ancestors == nil {
		ancestors = processAncestors
	}
	lines, err := ancestors()
	if err != nil {
		return true
	}
	for _, argv := range lines {
		if a.mcpOnCommandLine(argv) || a.retitled(argv) {
			return true
		}
	}
	return false
}

// retitled reports a command line the agent wrote over with its title
// (node's process.title, a compiled agent naming itself by its version):
// the title, then only the blanks where its arguments were. What it was
// started with cannot be read, which is doubt.
func (a agent) retitled(argv []string) bool {
	if len(argv) < 2 || slices.ContainsFunc(argv[1:], func(s string) bool { return s != "" }) {
		return false
	}
	title := strings.Fields(argv[0])
	if len(title) == 0 {
		return false
	}
	name := filepath.Base(title[0])
	return name == a.name || strings.Trim(name, "0123456789.") == "" && strings.Contains(name, ".")
}
