package agentsetup

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

// Routes by which an agent's commands reach gatesh.
const (
	// RouteShell makes gatesh the agent's shell: its bash, its $SHELL,
	// or bash on its PATH.
	RouteShell = "shell"
	// RouteHook registers `gatesh hook AGENT` as the agent's pre-tool hook.
	RouteHook = "hook"
)

// agent is one supported agent and what each route changes there.
type agent struct {
	name  string // as --agent takes it
	title string
	// routes it supports; the first is the default.
	routes []string
	// steps are the changes a route makes.
	steps func(p paths, route string) ([]step, error)
	// restart is what the user does for the change to take effect.
	restart func(p paths, route string) string
	// mcp are the steps of --wrap-mcp: each settings file that names
	// MCP servers, and how it spells them; nil when gatesh does not know
	// where the agent keeps its servers.
	mcp func(p paths) []step
	// hookSeesMCP: the agent's pre-tool hook, as install registers it,
	// is started for its MCP tools too.
	hookSeesMCP bool
	// mcpPrefix is what joins a server's name to its tool's in the hook's
	// tool name, for an agent whose hook names no server otherwise.
	mcpPrefix string
	// builtinMCP are the MCP servers the agent runs without settings
	// naming them, by the names its tools carry.
	builtinMCP []string
	// mcpInline is the environment variable that holds settings inline,
	// which may start servers install cannot wrap.
	mcpInline string
	// mcpOnCommandLine says whether one process's command line adds or
	// redefines MCP servers that no settings file names, where install
	// cannot wrap them (claude --mcp-config, codex -c mcp_servers.X...).
	mcpOnCommandLine func(argv []string) bool
}

// paths are the places setup reads and writes, from the environment.
type paths struct {
	getenv     func(string) string
	home       string // the user's home folder
	gateshHome string
	lookPath   func(string) (string, error)
	cwd        string // the folder install runs in: a project's settings
	etc        string // the administrator's settings, /etc but in tests
}

func (p paths) bin(name string) string { return filepath.Join(p.gateshHome, "bin", name) }

// customHome tells whether the gatesh folder is not the default one, so
// that what install writes must name it: the agent's environment may not.
func (p paths) customHome() bool {
	return p.gateshHome != filepath.Join(p.home, ".gatesh")
}

// hookCommand is the hook command line an agent runs through its shell.
// On the shell route it is `gatesh hook --tools-only AGENT`: gatesh, as
// the agent's shell, decides each command, so the hook decides every
// other tool and lets a shell call pass to the shell.
func (p paths) hookCommand(agent, route string) string {
	hook := " hook "
	if route == RouteShell {
		hook = " hook " + toolsOnly + " "
	}
	cmd := shellQuote(p.bin("gatesh")) + hook + agent
	if p.customHome() {
		cmd = "GATESH_HOME=" + shellQuote(p.gateshHome) + " " + cmd
	}
	return cmd
}

func (p paths) claudeSettings() string {
	if dir := p.getenv("CLAUDE_CONFIG_DIR"); dir != "" {
		return filepath.Join(dir, "settings.json")
	}
	return filepath.Join(p.home, ".claude", "settings.json")
}

// claudeJSON is Claude Code's own state file, which holds the user's and
// each project's local MCP servers.
func (p paths) claudeJSON() string {
	if dir := p.getenv("CLAUDE_CONFIG_DIR"); dir != "" {
		return filepath.Join(dir, ".claude.json")
	}
	return filepath.Join(p.home, ".claude.json")
}

func (p paths) geminiSettings() string {
	return filepath.Join(p.home, ".gemini", "settings.json")
}

func (p paths) qwenSettings() string {
	return filepath.Join(p.home, ".qwen", "settings.json")
}

// copilotFile is a file of GitHub Copilot CLI's folder: $COPILOT_HOME,
// else ~/.copilot.
func (p paths) copilotFile(name string) string {
	if dir := p.getenv("COPILOT_HOME"); dir != "" && filepath.IsAbs(dir) {
		return filepath.Join(dir, name)
	}
	return filepath.Join(p.home, ".copilot", name)
}

// opencodeFile is a file of opencode's global folder:
// $XDG_CONFIG_HOME/opencode, else ~/.config/opencode.
func (p paths) opencodeFile(name ...string) string {
	dir := filepath.Join(p.home, ".config")
	if x := p.getenv("XDG_CONFIG_HOME"); x != "" && filepath.IsAbs(x) {
		dir = x
	}
	return filepath.Join(append([]string{dir, "opencode"}, name...)...)
}

// clineFile is a file of Cline's folder: $CLINE_DIR, else ~/.cline.
func (p paths) clineFile(name ...string) string {
	dir := filepath.Join(p.home, ".cline")
	if d := p.getenv("CLINE_DIR"); d != "" && filepath.IsAbs(d) {
		dir = d
	}
	return filepath.Join(append([]string{dir}, name...)...)
}

// clineMCPSettings is the file Cline reads its MCP servers from:
// $CLINE_MCP_SETTINGS_PATH, else settings/cline_mcp_settings.json in
// $CLINE_DATA_DIR, else in its folder's data (@cline/shared's storage).
func (p paths) clineMCPSettings() string {
	if f := p.getenv("CLINE_MCP_SETTINGS_PATH"); f != "" {
		return f
	}
	if d := p.getenv("CLINE_DATA_DIR"); d != "" {
		return filepath.Join(d, "settings", "cline_mcp_settings.json")
	}
	return p.clineFile("data", "settings", "cline_mcp_settings.json")
}

// clineHook is Cline's PreToolUse hook file: a script that runs the hook
// command, whose JSON answer Cline reads.
func clineHook(command string) string {
	return "#!/bin/sh\n" +
		"# Written by `gatesh install --agent cline`; `gatesh uninstall --agent cline` removes it.\n" +
		"# Cline runs it before every tool call; gatesh answers {\"cancel\": true, ...} for a call it holds.\n" +
		command + "\n"
}

func (p paths) cursorHooks() string {
	return filepath.Join(p.home, ".cursor", "hooks.json")
}

// shellQuote quotes s for sh.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// toolsOnly is the shell route's hook flag.
const toolsOnly = "--tools-only"

// Hook timeouts, well over hold.wait: an agent whose hook times out runs
// the tool (Claude Code only with onFailure "block" does not).
const hookTimeoutSeconds = 600

var agents = &lazy.Value[[]agent]{New: func() []agent {
	return []agent{
		{
			name: "claude", title: "Claude Code", hookSeesMCP: true, routes: []string{RouteShell, RouteHook},
			mcpOnCommandLine: optionGiven("--mcp-config"),
			steps: func(p paths, route string) ([]step, error) {
				if route == RouteShell {
					// Claude Code takes CLAUDE_CODE_SHELL only if the path
					// holds "bash" or "zsh"; the link is named bash.
					steps := []step{setStep{file: p.claudeSettings(), keys: []string{"env", "CLAUDE_CODE_SHELL"}, value: p.bin("bash")}}
					if p.customHome() {
						steps = append(steps, setStep{file: p.claudeSettings(), keys: []string{"env", "GATESH_HOME"}, value: p.gateshHome})
					}
					// The shell sees Bash; the hook sees every other tool.
					return append(steps, p.claudeHook(allBut(claudeShellTool), route)), nil
				}
				return []step{p.claudeHook(everyTool, route)}, nil
			},
			restart: func(p paths, route string) string { return "restart Claude Code" },
			mcp: func(p paths) []step {
				return p.wrapSteps(claudeMCP, p.claudeJSON(), p.project(".mcp.json"))
			},
		},
		{
			name: "codex", title: "Codex CLI", hookSeesMCP: true, routes: []string{RouteHook, RouteShell},
			mcpOnCommandLine: codexServersOverridden,
			steps: func(p paths, route string) ([]step, error) {
				path, keyPath, err := codexConfigPath(p.getenv)
				if err != nil {
					return nil, err
				}
				// Codex runs commands with the login shell from the password
				// database, which install does not change: on the shell route
				// the user makes it gatesh (chsh). The hook still sees every
				// tool, Bash included: Codex 0.169.0 applies an exec_command
				// of `apply_patch <<EOF` itself, without a shell, and its
				// hook names that call Bash; `gatesh hook --tools-only codex`
				// judges that one as the apply_patch tool and leaves the
				// other shell calls to the shell.
				return []step{codexStep{file: path, keyPath: keyPath, command: p.hookCommand("codex", route), matcher: everyTool}}, nil
			},
			restart: func(p paths, route string) string {
				if route == RouteShell {
					return "make " + p.bin("bash") + " your login shell (chsh -s " + p.bin("bash") + "), then start a new Codex session"
				}
				return "start a new Codex session"
			},
			mcp: func(p paths) []step {
				var steps []step
				// The user's config.toml, and a trusted project's
				// .codex/config.toml, which may start servers too.
				path, _, err := codexConfigPath(p.getenv)
				if err != nil {
					path = ""
				}
				for _, f := range []string{path, p.project(filepath.Join(".codex", "config.toml"))} {
					if f != "" && exists(f) {
						steps = append(steps, codexWrapStep{file: f, gatesh: p.bin("gatesh")})
					}
				}
				return steps
			},
		},
		{
			name: "gemini", title: "Gemini CLI", hookSeesMCP: true, routes: []string{RouteShell, RouteHook},
			steps: func(p paths, route string) ([]step, error) {
				if route == RouteShell {
					w, err := p.wrapper("gemini", "PATH="+shellQuote(filepath.Join(p.gateshHome, "bin"))+`:"$PATH"`+"\nexport PATH",
						"Runs Gemini CLI with gatesh's folder first on PATH: the bash it looks up there is gatesh.")
					// The shell sees run_shell_command; the hook every other tool.
					return []step{w, p.geminiHook(allBut(geminiShellTool), route)}, err
				}
				return []step{p.geminiHook(everyTool, route)}, nil
			},
			restart: func(p paths, route string) string {
				if route == RouteShell {
					return "start Gemini CLI as " + p.bin("gatesh-gemini") + " (or alias gemini to it)"
				}
				return "restart Gemini CLI"
			},
			mcp: func(p paths) []step {
				return p.wrapSteps(geminiMCP, p.geminiSettings(), p.project(filepath.Join(".gemini", "settings.json")))
			},
		},
		{
			name: "qwen", title: "Qwen Code", hookSeesMCP: true, routes: []string{RouteHook},
			steps: func(p paths, route string) ([]step, error) {
				return []step{p.preToolUseHook(p.qwenSettings(), "qwen", route, orderedObject{{"name", "gatesh"}})}, nil
			},
			restart: func(p paths, route string) string { return "start a new Qwen Code session" },
			mcp:     func(p paths) []step { return p.wrapSteps(geminiMCP, p.qwenSettings()) },
		},
		{
			name: "copilot", title: "GitHub Copilot CLI", hookSeesMCP: true, mcpPrefix: "-", routes: []string{RouteHook},
			// `copilot --help`, --disable-builtin-mcps: "currently:
			// github-mcp-server, githubiq".
			builtinMCP:       []string{"github-mcp-server", "githubiq"},
			mcpOnCommandLine: optionGiven("--additional-mcp-config"),
			steps: func(p paths, route string) ([]step, error) {
				return []step{appendStep{file: p.copilotFile("settings.json"), keys: []string{"hooks", "preToolUse"}, value: orderedObject{
					{"type", "command"},
					{"bash", p.hookCommand("copilot", route)},
					{"timeoutSec", hookTimeoutSeconds},
				}}}, nil
			},
			restart: func(p paths, route string) string { return "start a new Copilot CLI session" },
			mcp: func(p paths) []step {
				// A repository's .mcp.json and .github/mcp.json start
				// servers too (after the folder is trusted).
				return append(p.wrapSteps(copilotMCP, p.copilotFile("mcp-config.json")),
					p.wrapSteps(copilotProjectMCP, p.project(".mcp.json"), p.project(filepath.Join(".github", "mcp.json")))...)
			},
		},
		{
			name: "opencode", title: "opencode", hookSeesMCP: true, mcpPrefix: "_", routes: []string{RouteHook},
			mcpInline: "OPENCODE_CONFIG_CONTENT",
			steps: func(p paths, route string) ([]step, error) {
				return []step{fileStep{file: p.opencodeFile("plugins", "gatesh.js"), content: opencodePlugin(p.hookCommand("opencode", route)), mode: 0o644}}, nil
			},
			restart: func(p paths, route string) string { return "start a new opencode session" },
			mcp: func(p paths) []step {
				// A project's settings are opencode.json(c), at its top or
				// in its .opencode folder; OPENCODE_CONFIG names one more
				// file, OPENCODE_CONFIG_DIR one more folder (as a
				// project's .opencode), and config.json is the older name
				// of the user's file (opencode.ai/docs/config).
				extra := p.getenv("OPENCODE_CONFIG")
				if !filepath.IsAbs(extra) {
					extra = ""
				}
				var dir [2]string
				if d := p.getenv("OPENCODE_CONFIG_DIR"); filepath.IsAbs(d) {
					dir = [2]string{filepath.Join(d, "opencode.json"), filepath.Join(d, "opencode.jsonc")}
				}
				return p.wrapSteps(opencodeMCP, p.opencodeFile("config.json"), p.opencodeFile("opencode.json"), p.opencodeFile("opencode.jsonc"), extra, dir[0], dir[1],
					p.project("opencode.json"), p.project("opencode.jsonc"),
					p.project(filepath.Join(".opencode", "opencode.json")), p.project(filepath.Join(".opencode", "opencode.jsonc")))
			},
		},
		{
			name: "cline", title: "Cline", hookSeesMCP: true, mcpPrefix: "__", routes: []string{RouteHook},
			steps: func(p paths, route string) ([]step, error) {
				return []step{fileStep{file: p.clineFile("hooks", "PreToolUse"), content: clineHook(p.hookCommand("cline", route)), mode: 0o755}}, nil
			},
			restart: func(p paths, route string) string { return "start a new Cline task" },
			mcp: func(p paths) []step {
				return p.wrapSteps(clineMCP, p.clineMCPSettings())
			},
		},
		{
			name: "cursor", title: "Cursor", hookSeesMCP: true, routes: []string{RouteHook},
			steps: func(p paths, route string) ([]step, error) {
				steps := []step{setStep{file: p.cursorHooks(), keys: []string{"version"}, value: 1, onlyIfMissing: true}}
				for _, event := range cursorEvents {
					steps = append(steps, appendStep{file: p.cursorHooks(), keys: []string{"hooks", event}, value: orderedObject{
						{"command", p.hookCommand("cursor", route)},
						{"timeout", hookTimeoutSeconds},
						// A hook that crashes or times out denies the call.
						{"failClosed", true},
					}})
				}
				return steps, nil
			},
			restart: func(p paths, route string) string { return "restart Cursor" },
		},
		{
			name: "aider", title: "Aider", routes: []string{RouteShell},
			steps:   shellWrapperSteps("aider"),
			restart: func(p paths, route string) string { return "start Aider as " + p.bin("gatesh-aider") },
		},
		{
			name: "goose", title: "goose", routes: []string{RouteShell},
			steps:   shellWrapperSteps("goose"),
			restart: func(p paths, route string) string { return "start goose as " + p.bin("gatesh-goose") },
		},
	}
}}

// cursorEvents are the Cursor hooks `gatesh hook cursor` reads: its shell
// commands, its file reads and its MCP calls.
var cursorEvents = []string{"beforeShellExecution", "beforeReadFile", "beforeMCPExecution"}

// claudeHook registers gatesh as Claude Code's PreToolUse hook for the
// tools matcher selects.
func (p paths) claudeHook(matcher, route string) step {
	return appendStep{file: p.claudeSettings(), keys: []string{"hooks", "PreToolUse"}, value: orderedObject{
		{"matcher", matcher},
		{"hooks", []any{orderedObject{
			{"type", "command"},
			{"command", p.hookCommand("claude", route)},
			{"timeout", hookTimeoutSeconds},
			// Since Claude Code 2.1.295: a hook that cannot start,
			// times out or exits oddly blocks instead of passing.
			{"onFailure", "block"},
		}}},
	}}
}

// preToolUseHook registers gatesh as a PreToolUse hook for every tool in
// the Claude Code layout other agents follow: hooks.PreToolUse holds
// groups of a matcher and its handlers; extra goes first in the handler.
func (p paths) preToolUseHook(file, agentName, route string, extra orderedObject) step {
	handler := append(extra, orderedObject{
		{"type", "command"},
		{"command", p.hookCommand(agentName, route)},
		{"timeout", hookTimeoutSeconds},
	}...)
	return appendStep{file: file, keys: []string{"hooks", "PreToolUse"}, value: orderedObject{
		{"matcher", everyTool},
		{"hooks", []any{handler}},
	}}
}

// geminiHook registers gatesh as Gemini CLI's BeforeTool hook for the
// tools matcher selects.
func (p paths) geminiHook(matcher, route string) step {
	return appendStep{file: p.geminiSettings(), keys: []string{"hooks", "BeforeTool"}, value: orderedObject{
		{"matcher", matcher},
		{"hooks", []any{orderedObject{
			{"name", "gatesh"},
			{"type", "command"},
			{"command", p.hookCommand("gemini", route)},
			{"timeout", hookTimeoutSeconds * 1000}, // milliseconds
		}}},
	}}
}

// shellWrapperSteps is the route of agents that run $SHELL -c.
func shellWrapperSteps(name string) func(p paths, route string) ([]step, error) {
	return func(p paths, route string) ([]step, error) {
		w, err := p.wrapper(name, "SHELL="+shellQuote(p.bin("bash"))+"\nexport SHELL",
			"Runs "+name+" with SHELL set to gatesh, which it runs commands with.")
		return []step{w}, err
	}
}

// wrapper is a small sh script, $GATESH_HOME/bin/gatesh-NAME, that sets
// up the environment and execs the agent found on PATH now.
func (p paths) wrapper(name, setup, why string) (fileStep, error) {
	real, err := p.lookPath(name)
	if err != nil {
		return fileStep{}, fmt.Errorf("%s is not on PATH: %w", name, err)
	}
	if p.customHome() {
		setup = "GATESH_HOME=" + shellQuote(p.gateshHome) + "\nexport GATESH_HOME\n" + setup
	}
	content := strings.Join([]string{
		"#!/bin/sh",
		fmt.Sprintf("# Written by `gatesh install --agent %s`; `gatesh uninstall --agent %s` removes it.", name, name),
		"# " + why,
		setup,
		"exec " + shellQuote(real) + ` "$@"`,
		"",
	}, "\n")
	return fileStep{file: p.bin("gatesh-" + name), content: content, mode: 0o755}, nil
}

// wrapSteps wrap the servers of each settings file that exists.
func (p paths) wrapSteps(shape mcpShape, files ...string) []step {
	var steps []step
	for _, f := range files {
		if f != "" && exists(f) {
			steps = append(steps, wrapStep{file: f, shape: shape, gatesh: p.bin("gatesh")})
		}
	}
	return steps
}

// project is a file of the project install runs in; "" when not known.
func (p paths) project(rel string) string {
	if p.cwd == "" {
		return ""
	}
	return filepath.Join(p.cwd, rel)
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func findAgent(name string) (agent, error) {
	i := slices.IndexFunc(agents.Get(), func(a agent) bool { return a.name == name })
	if i < 0 {
		return agent{}, fmt.Errorf("unknown agent %q; want one of %s", name, strings.Join(AgentNames(), ", "))
	}
	return agents.Get()[i], nil
}

// AgentNames lists the agents install, uninstall and doctor know.
func AgentNames() []string {
	names := make([]string, len(agents.Get()))
	for i, a := range agents.Get() {
		names[i] = a.name
	}
	return names
}
