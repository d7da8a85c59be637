package agentsetup

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"
)

// agent checks one agent's route.
func (d *doctor) agent(name string) {
	a, _ := findAgent(name)
	m, err := d.p.loadManifest(name)
	if err != nil {
		d.bad(name, "move "+d.p.manifestPath(name)+" away and run `gatesh install --agent "+name+"` again", "install record: %v", err)
		return
	}
	route := ""
	if m != nil {
		route = m.Route
	}
	fmt.Fprintf(d.w, "%s (%s", name, a.title)
	if route != "" {
		fmt.Fprintf(d.w, ", %s route", route)
	}
	fmt.Fprintln(d.w, "):")
	d.route = route
	switch name {
	case "claude":
		d.claude(route)
	case "codex":
		d.codex(route)
	case "gemini":
		d.gemini(route)
	case "cursor":
		d.cursor()
	case "qwen":
		d.hookOnly(name, d.p.qwenSettings(), []string{"hooks", "PreToolUse"})
		d.userHooksOff(name)
		d.projectOverrides(name, "")
	case "copilot":
		d.copilot()
		d.userHooksOff(name)
		d.projectOverrides(name, "")
	case "opencode":
		d.opencode()
	case "cline":
		d.cline()
	default:
		d.wrapper(name)
	}
	d.managedSettings(name)
	d.mcpServers(a)
}

// mcpServers reports each MCP server of the agent that does not run
// through gatesh mcp. Where the agent's hook sees its MCP calls, that is
// for information; elsewhere nothing sees them, and it is a problem.
func (d *doctor) mcpServers(a agent) {
	if a.mcp == nil {
		return
	}
	wrapped := 0
	for _, s := range a.mcp(d.p) {
		src, err := os.ReadFile(s.target())
		if err != nil {
			continue
		}
		servers := serversIn(s, src)
		for _, srv := range servers {
			if srv.wrapped {
				wrapped++
				continue
			}
			msg := fmt.Sprintf("MCP server %s (%s) does not run through gatesh mcp", srv.name, s.target())
			fix := "gatesh install --agent " + a.name + " --wrap-mcp"
			if srv.why != "" {
				msg += ": " + srv.why
				fix = "name gatesh mcp in its settings by hand (docs/mcp.md)"
			}
			if a.hookSeesMCP && d.route != "" {
				d.info("mcp", "%s; the hook sees its calls (%s gates it without the hook)", msg, fix)
				continue
			}
			d.bad("mcp", fix, "%s: its tool calls reach no gate", msg)
		}
	}
	if wrapped > 0 {
		d.ok("mcp", "%d MCP server(s) run through gatesh mcp", wrapped)
	}
}

func (d *doctor) readJSON(path string) ([]byte, bool) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false
	}
	if err != nil {
		d.bad("settings", "check its permissions", "%v", err)
		return nil, false
	}
	if dl, ok := d.p.dialectOf(path); ok {
		// A file the agent cannot read is, to the agent, no file: its
		// hooks never run. Doctor goes on as the agent sees it.
		var de *DialectError
		if err := dl.check(data); errors.As(err, &de) {
			d.bad("settings", de.Fix(), "%s: %v", path, err)
			return nil, false
		}
	}
	if _, err := parseJSONC(data); err != nil {
		d.bad("settings", "correct "+path, "%s: %v", path, err)
		return nil, false
	}
	return data, true
}

// hookCommandIn finds gatesh's hook among hook groups at keys: the
// command of the first handler whose command runs `gatesh hook NAME`.
func hookCommandIn(src []byte, keys []string, agentName string) (group map[string]any, handler map[string]any) {
	v, ok, _ := valueAt(src, keys)
	if !ok {
		return nil, nil
	}
	list, _ := v.([]any)
	for _, g := range list {
		gm, _ := g.(map[string]any)
		if agentName == "cursor" {
			if c, _ := gm["command"].(string); isGateshHook(c, agentName) {
				return gm, gm
			}
			continue
		}
		hs, _ := gm["hooks"].([]any)
		for _, h := range hs {
			hm, _ := h.(map[string]any)
			if c, _ := hm["command"].(string); isGateshHook(c, agentName) {
				return gm, hm
			}
		}
	}
	return nil, nil
}

func isGateshHook(command, agentName string) bool {
	c := strings.TrimSpace(command)
	return strings.Contains(c, "gatesh") && (strings.HasSuffix(c, " hook "+agentName) || strings.HasSuffix(c, " hook "+toolsOnly+" "+agentName))
}

// isToolsOnly tells whether a gatesh hook command is the shell route's,
// which lets the agent's shell calls through to the shell.
func isToolsOnly(command string) bool {
	return strings.Contains(command, " hook "+toolsOnly+" ")
}

func (d *doctor) claude(route string) {
	path := d.p.claudeSettings()
	src, found := d.readJSON(path)
	d.claudeSrc = src
	shell := ""
	if found {
		if v, ok, _ := valueAt(src, []string{"env", "CLAUDE_CODE_SHELL"}); ok {
			shell, _ = v.(string)
		}
	}
	group, handler := hookCommandIn(src, []string{"hooks", "PreToolUse"}, "claude")
	shellIsGatesh := shell != "" && sameFile(shell, d.p.bin("gatesh"))
	if shellIsGatesh && handler != nil && route != RouteShell {
		if m, known := matcherMatches("claude", matcherOf(group), claudeShellTool); m || !known {
			d.bad("route", "keep one: `gatesh uninstall --agent claude`, then install the route you want",
				"both the shell and the hook are gatesh for Bash: every red command would need two approvals")
		}
	}
	if v, ok, _ := valueAt(src, []string{"disableAllHooks"}); ok && v == true {
		d.bad("hook", "remove disableAllHooks from "+path, "%s sets disableAllHooks: Claude Code runs every tool without gatesh's hook", path)
	}
	d.claudeHooksOffEnv(path, src)
	d.projectOverrides("claude", shell)
	if route == RouteHook || (route == "" && handler != nil && !shellIsGatesh) {
		d.claudeHook(path, group, handler)
		return
	}
	// The shell Claude Code really gets: CLAUDE_CODE_SHELL if its path
	// holds bash or zsh and is executable, else $SHELL.
	fallback := d.p.getenv("SHELL")
	switch {
	case shell == "":
		d.bad("shell", "gatesh install --agent claude", "%s sets no env.CLAUDE_CODE_SHELL: Claude Code will run $SHELL (%s), not gatesh", path, fallback)
	case !strings.Contains(shell, "bash") && !strings.Contains(shell, "zsh"):
		d.bad("shell", "point it at "+d.p.bin("bash"), "CLAUDE_CODE_SHELL=%s: Claude Code ignores a shell whose path holds neither bash nor zsh, and runs $SHELL (%s)", shell, fallback)
	case !shellIsGatesh:
		fix := "point it at " + d.p.bin("bash") + " (gatesh install --agent claude)"
		if shell == d.p.bin("bash") {
			fix = "repair the bash link (see above)"
		}
		d.bad("shell", fix, "CLAUDE_CODE_SHELL=%s is not gatesh", shell)
	default:
		if v := d.p.getenv("CLAUDE_CODE_SHELL"); v != "" && v != shell {
			d.info("shell", "CLAUDE_CODE_SHELL=%s is set in this environment too; Claude Code started from here may use it", v)
		}
		d.ok("shell", "Claude Code will run %s, which is gatesh", shell)
		d.probeShell(shell, []string{"CLAUDECODE=1", "GATESH_SESSION=gatesh-doctor"})
	}
	// The shell sees only Bash: the other tools need the hook.
	if handler == nil {
		d.bad("hook", "gatesh install --agent claude (it registers the hook for the other tools)",
			"no gatesh hook under hooks.PreToolUse in %s: Claude Code's Write, Edit, Read, WebFetch and MCP tools are not gated", path)
		return
	}
	d.toolCoverage("claude", RouteShell, matcherOf(group))
	d.claudeHandler(path, handler)
	command, _ := handler["command"].(string)
	d.probeHook("claude", command, d.hookInput("claude"))
}

// claudeHooksOff are the variables with which Claude Code 2.1.328 runs
// no hook of the user's settings: CLAUDE_CODE_SIMPLE (--bare) and
// CLAUDE_CODE_SAFE_MODE (--safe-mode), from its own environment or its
// user settings' env (e2e's TestToolsProjectOverrides).
var claudeHooksOff = []string{"CLAUDE_CODE_SIMPLE", "CLAUDE_CODE_SAFE_MODE"}

// claudeHooksOffEnv reports each of claudeHooksOff that is on in the
// settings' env at path (src) or in doctor's own environment, which the
// operator likely starts Claude Code from. Any value but an empty one or
// a spelling of off counts as on.
func (d *doctor) claudeHooksOffEnv(path string, src []byte) {
	d.claudeSettingsEnvOff("hook", path, src)
	for _, name := range claudeHooksOff {
		if v := d.p.getenv(name); claudeOn(v) {
			d.bad("hook", "unset "+name+" where you start Claude Code",
				"%s=%s is set in this environment: Claude Code started from here runs no hook of your settings, gatesh's included", name, v)
		}
	}
}

// claudeOn is how Claude Code reads a variable of claudeHooksOff: any
// value but an empty one or a spelling of off is on.
func claudeOn(v string) bool {
	return !slices.Contains([]string{"", "0", "false", "no", "off"}, strings.ToLower(strings.TrimSpace(v)))
}

// claudeSettingsEnvOff reports, under what, each of claudeHooksOff that
// the env of the settings at path (src) turns on; it reports whether
// there was one.
func (d *doctor) claudeSettingsEnvOff(what, path string, src []byte) bool {
	found := false
	for _, name := range claudeHooksOff {
		if v, ok, _ := valueAt(src, []string{"env", name}); ok {
			if s := fmt.Sprint(v); claudeOn(s) {
				d.bad(what, "remove env."+name+" from "+path,
					"%s sets %s=%s: Claude Code runs no hook of your settings, gatesh's included", path, name, s)
				found = true
			}
		}
	}
	return found
}

func (d *doctor) claudeHook(path string, group, handler map[string]any) {
	if handler == nil {
		d.bad("hook", "gatesh install --agent claude --route hook", "no gatesh hook under hooks.PreToolUse in %s", path)
		return
	}
	d.toolCoverage("claude", RouteHook, matcherOf(group))
	d.claudeHandler(path, handler)
	shell := d.p.getenv("SHELL")
	if v, ok, _ := valueAt(d.claudeSrc, []string{"env", "CLAUDE_CODE_SHELL"}); ok {
		shell, _ = v.(string)
	}
	d.info("shell", "Claude Code will run %s; the hook decides before each tool call", orUnknown(shell))
	command, _ := handler["command"].(string)
	d.probeHook("claude", command, d.hookInput("claude"))
}

// claudeHandler checks that a failing hook blocks.
func (d *doctor) claudeHandler(path string, handler map[string]any) {
	command, _ := handler["command"].(string)
	if handler["onFailure"] != "block" {
		d.bad("hook", `add "onFailure": "block" to it (gatesh install --agent claude writes it)`,
			"the hook in %s lets Claude Code run the tool when the hook crashes or times out", path)
	} else {
		d.ok("hook", "%s in %s (a failing hook blocks)", command, path)
	}
}

// loginShell is the login shell of the current user in the password
// database, which Codex runs commands with.
func loginShell(passwd string, uid int) (string, error) {
	data, err := os.ReadFile(passwd)
	if err != nil {
		return "", err
	}
	for line := range strings.SplitSeq(string(data), "\n") {
		f := strings.Split(line, ":")
		if len(f) == 7 && f[2] == strconv.Itoa(uid) {
			return f[6], nil
		}
	}
	return "", fmt.Errorf("no entry for uid %d in %s", uid, passwd)
}

func (d *doctor) codex(route string) {
	shell, err := loginShell(d.passwd, os.Getuid())
	switch {
	case err != nil && route == RouteShell:
		d.bad("shell", "chsh -s "+d.p.bin("bash"), "login shell unknown (%v): on the shell route Codex must run gatesh", err)
	case err != nil:
		d.info("shell", "login shell unknown (%v); Codex falls back to bash on PATH", err)
	case sameFile(shell, d.p.bin("gatesh")):
		d.ok("shell", "Codex will run your login shell %s, which is gatesh (chsh)", shell)
	case route == RouteShell:
		d.bad("shell", "chsh -s "+d.p.bin("bash")+" (or use the hook route: gatesh uninstall --agent codex && gatesh install --agent codex)",
			"Codex will run your login shell %s (from %s), not gatesh, which the shell route needs", shell, d.passwd)
	default:
		d.info("shell", "Codex will run your login shell %s (from %s), not gatesh: the hook guards its commands", shell, d.passwd)
	}
	d.projectOverrides("codex", "")
	path, keyPath, err := codexConfigPath(d.p.getenv)
	if err != nil {
		d.bad("hook", "set HOME or CODEX_HOME", "%v", err)
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		d.bad("hook", "gatesh install --agent codex", "%v", err)
		return
	}
	doc, err := decodeTOML(string(data))
	if err != nil {
		d.bad("hook", "correct "+path, "%s: not valid TOML: %v", path, err)
		return
	}
	for _, table := range codexHooksOff(doc) {
		where := path
		if table != "[features]" {
			where = table + " of " + path + " (when its profile is in force)"
		}
		d.bad("hook", "remove hooks = false from "+table+" in "+path, "hooks are turned off in %s", where)
	}
	hooks, _ := doc["hooks"].(map[string]any)
	groups, _ := hooks["PreToolUse"].([]map[string]any)
	for i, g := range groups {
		hs, _ := g["hooks"].([]map[string]any)
		if len(hs) == 0 {
			continue
		}
		command, _ := hs[0]["command"].(string)
		if !isGateshHook(command, "codex") {
			continue
		}
		matcher, _ := g["matcher"].(string)
		d.toolCoverage("codex", route, matcher)
		state, _ := hooks["state"].(map[string]any)
		trust, _ := state[codexTrustKey(keyPath, i)].(map[string]any)
		if trust["trusted_hash"] != codexHookHash(command, matcher) || len(hs) != 1 || hs[0]["timeout"] != int64(codexTimeout) {
			d.bad("hook", "gatesh install --agent codex (it records the trust), or trust the hook in Codex's /hooks screen",
				"Codex will skip the hook: it is not trusted as it stands in %s (codex exec has no screen to trust it in)", path)
		} else {
			d.ok("hook", "%s in %s, trusted", command, path)
		}
		d.probeHook("codex", command, d.hookInput("codex"))
		return
	}
	d.bad("hook", "gatesh install --agent codex", "no gatesh hook under [[hooks.PreToolUse]] in %s", path)
}

func (d *doctor) gemini(route string) {
	path := d.p.geminiSettings()
	src, _ := d.readJSON(path)
	group, handler := hookCommandIn(src, []string{"hooks", "BeforeTool"}, "gemini")
	d.projectOverrides("gemini", "")
	if handler != nil {
		if v, ok, _ := valueAt(src, []string{"hooksConfig", "enabled"}); ok && v == false {
			d.bad("hook", "remove hooksConfig.enabled = false from "+path, "hooks are turned off in %s", path)
		}
		d.geminiDisabled(path, src, handler)
	}
	if route == RouteHook || (route == "" && handler != nil) {
		if handler == nil {
			d.bad("hook", "gatesh install --agent gemini --route hook", "no gatesh hook under hooks.BeforeTool in %s", path)
			return
		}
		d.toolCoverage("gemini", RouteHook, matcherOf(group))
		command, _ := handler["command"].(string)
		d.ok("hook", "%s in %s", command, path)
		bash, err := lookPath("bash", d.p.getenv("PATH"), "")
		if err != nil {
			bash = "bash (not on PATH)"
		}
		d.info("shell", "Gemini CLI will run %s from PATH; the hook decides before each tool call", bash)
		d.info("hook", "Gemini CLI runs settings hooks only in a trusted folder (or with folder trust off)")
		d.probeHook("gemini", command, d.hookInput("gemini"))
		return
	}
	if handler == nil {
		d.bad("hook", "gatesh install --agent gemini (it registers the hook for the other tools)",
			"no gatesh hook under hooks.BeforeTool in %s: Gemini CLI's write_file, replace, read_file, web_fetch and MCP tools are not gated", path)
	}
	d.wrapper("gemini")
	if handler != nil {
		d.toolCoverage("gemini", RouteShell, matcherOf(group))
		command, _ := handler["command"].(string)
		d.ok("hook", "%s in %s", command, path)
		d.probeHook("gemini", command, d.hookInput("gemini"))
	}
}

func (d *doctor) cursor() {
	path := d.p.cursorHooks()
	src, _ := d.readJSON(path)
	var command string
	for _, event := range cursorEvents {
		_, handler := hookCommandIn(src, []string{"hooks", event}, "cursor")
		if handler == nil {
			d.bad("hook", "gatesh install --agent cursor", "no gatesh hook under hooks.%s in %s", event, path)
			continue
		}
		command, _ = handler["command"].(string)
		if handler["failClosed"] != true {
			d.bad("hook", `add "failClosed": true to it (gatesh install --agent cursor writes it)`,
				"the %s hook in %s lets Cursor go on when the hook crashes or times out", event, path)
		} else {
			d.ok("hook", "%s for %s in %s (a failing hook blocks)", command, event, path)
		}
	}
	if command != "" {
		d.probeHook("cursor", command, d.hookInput("cursor"))
	}
}

// wrapper checks a gatesh-NAME wrapper: there, still pointing at the
// agent, and its shell gatesh.
func (d *doctor) wrapper(name string) {
	path := d.p.bin("gatesh-" + name)
	data, err := os.ReadFile(path)
	if err != nil {
		d.bad("wrapper", "gatesh install --agent "+name, "%v", err)
		return
	}
	if st, err := os.Stat(path); err != nil || st.Mode()&0o111 == 0 {
		d.bad("wrapper", "chmod +x "+path, "%s is not executable", path)
	}
	var real string
	for line := range strings.SplitSeq(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "exec "); ok {
			real = strings.TrimSuffix(rest, ` "$@"`)
			real = strings.ReplaceAll(strings.Trim(real, "'"), `'\''`, "'")
		}
	}
	if st, err := os.Stat(real); err != nil || st.Mode()&0o111 == 0 {
		d.bad("wrapper", "gatesh uninstall --agent "+name+" && gatesh install --agent "+name, "%s runs %q, which is not an executable any more", path, real)
	} else {
		d.ok("wrapper", "%s runs %s", path, real)
	}
	bash := d.p.bin("bash")
	if name == "gemini" {
		d.ok("shell", "Gemini CLI started as %s finds %s first on PATH", path, bash)
		d.probeShell(bash, []string{"GEMINI_CLI=1", "GATESH_SESSION=gatesh-doctor"})
		return
	}
	d.ok("shell", "%s started as %s runs commands with SHELL=%s", name, path, bash)
	d.info("shell", "%s runs $SHELL only when it has a terminal; without one it runs /bin/sh, which gatesh does not see", name)
	d.probeShell(bash, []string{"GATESH_AGENT=" + name, "GATESH_SESSION=gatesh-doctor"})
}

func orUnknown(s string) string {
	if s == "" {
		return "(unknown)"
	}
	return s
}

// hookOnly checks an agent whose one route is a pre-tool hook in a JSON
// settings file at keys: registered, for every tool, and answering.
func (d *doctor) hookOnly(name, path string, keys []string) {
	src, _ := d.readJSON(path)
	group, handler := hookCommandIn(src, keys, name)
	if handler == nil {
		d.bad("hook", "gatesh install --agent "+name, "no gatesh hook under %s in %s", pathString(keys), path)
		return
	}
	if m := matcherOf(group); m != everyTool {
		d.bad("hook matcher", fmt.Sprintf("gatesh install --agent %s (it writes matcher %q)", name, everyTool),
			"the matcher %q may leave tools to run without gatesh", m)
	} else {
		d.ok("hook matcher", "%q sends every tool through gatesh, MCP tools included", m)
	}
	command, _ := handler["command"].(string)
	d.ok("hook", "%s in %s", command, path)
	d.probeHook(name, command, d.hookInput(name))
}

// copilot checks GitHub Copilot CLI's preToolUse hook, which has no
// matcher: it runs for every tool.
func (d *doctor) copilot() {
	path := d.p.copilotFile("settings.json")
	src, _ := d.readJSON(path)
	v, _, _ := valueAt(src, []string{"hooks", "preToolUse"})
	list, _ := v.([]any)
	for _, h := range list {
		hm, _ := h.(map[string]any)
		if c, _ := hm["bash"].(string); isGateshHook(c, "copilot") {
			d.ok("hook", "%s in %s, for every tool", c, path)
			d.probeHook("copilot", c, d.hookInput("copilot"))
			return
		}
	}
	d.bad("hook", "gatesh install --agent copilot", "no gatesh hook under hooks.preToolUse in %s", path)
}

// opencode checks gatesh's plugin: there, as install wrote it for some
// hook command, and answering.
func (d *doctor) opencode() {
	path := d.p.opencodeFile("plugins", "gatesh.js")
	data, err := os.ReadFile(path)
	if err != nil {
		d.bad("plugin", "gatesh install --agent opencode", "%v", err)
		return
	}
	command := ""
	for line := range strings.Lines(string(data)) {
		if rest, ok := strings.CutPrefix(line, "const command = "); ok {
			json.Unmarshal([]byte(strings.TrimSpace(rest)), &command)
		}
	}
	if command == "" || string(data) != opencodePlugin(command) || !isGateshHook(command, "opencode") {
		d.bad("plugin", "gatesh install --agent opencode (it writes the plugin anew)",
			"%s is not the plugin gatesh install wrote: opencode may run tools it never shows gatesh", path)
		return
	}
	d.ok("plugin", "%s runs %s before every tool", path, command)
	d.probeHook("opencode", command, d.hookInput("opencode"))
}

// cline checks Cline's PreToolUse hook file: there, as install wrote it,
// and answering.
func (d *doctor) cline() {
	path := d.p.clineFile("hooks", "PreToolUse")
	data, err := os.ReadFile(path)
	if err != nil {
		d.bad("hook", "gatesh install --agent cline", "%v", err)
		return
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	command := lines[len(lines)-1]
	if string(data) != clineHook(command) || !isGateshHook(command, "cline") {
		d.bad("hook", "gatesh install --agent cline (it writes the hook anew)",
			"%s is not the hook gatesh install wrote: Cline may run tools it never shows gatesh", path)
		return
	}
	d.ok("hook", "%s runs %s before every tool", path, command)
	d.info("hook", "Cline runs a tool when its hook times out or prints no JSON: gatesh always prints its answer")
	d.probeHook("cline", command, d.hookInput("cline"))
}
