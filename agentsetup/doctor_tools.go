package agentsetup

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gatesh/audit"
	"gatesh/internal/lazy"
)

// toolSamples are tool names each agent's hook must select: its file
// tools, its web fetch, an MCP tool and a tool nobody has named yet.
// The names are as each agent's hook input spells them (Claude Code and
// Codex mcp__SERVER__TOOL, Gemini CLI mcp_SERVER_TOOL).
var toolSamples = &lazy.Value[map[string][]string]{New: func() map[string][]string {
	return map[string][]string{
		"claude": {"Write", "Edit", "Read", "NotebookEdit", "WebFetch", "mcp__comments__post_comment", "SomeNewTool"},
		"gemini": {"write_file", "replace", "read_file", "web_fetch", "mcp_comments_post_comment", "some_new_tool"},
		"codex":  {"apply_patch", "mcp__comments__post_comment", "some_new_tool"},
	}
}}

var shellTools = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{"claude": claudeShellTool, "gemini": geminiShellTool, "codex": codexShellTool}
}}

func matcherOf(group map[string]any) string {
	m, _ := group["matcher"].(string)
	return m
}

// toolCoverage checks that the hook's matcher selects every tool the
// route leaves to the hook: every tool on the hook route, every tool but
// the shell on the shell route (where the shell too would ask for every
// red command to be approved twice).
func (d *doctor) toolCoverage(agentName, route, matcher string) {
	fix := fmt.Sprintf("gatesh install --agent %s --route %s (it writes matcher %q)", agentName, route, everyTool)
	if route == RouteShell && agentName != "codex" {
		fix = fmt.Sprintf("gatesh install --agent %s --route shell (it writes matcher %q)", agentName, allBut(shellTools.Get()[agentName]))
	}
	var missed []string
	for _, tool := range toolSamples.Get()[agentName] {
		m, known := matcherMatches(agentName, matcher, tool)
		if !known {
			d.bad("hook matcher", fix, "gatesh cannot tell which tools the matcher %q selects: some may never reach gatesh", matcher)
			return
		}
		if !m {
			missed = append(missed, tool)
		}
	}
	if len(missed) > 0 {
		d.bad("hook matcher", fix, "the matcher %q leaves %s to run without gatesh", matcher, strings.Join(missed, ", "))
		return
	}
	shell := shellTools.Get()[agentName]
	onShell, _ := matcherMatches(agentName, matcher, shell)
	if agentName == "codex" {
		// Codex applies `apply_patch <<EOF` given to exec_command itself,
		// and names it Bash: on either route the hook must see Bash.
		route = RouteHook
		fix = fmt.Sprintf("gatesh install --agent codex (it writes matcher %q)", everyTool)
	}
	switch {
	case route == RouteHook && !onShell:
		d.bad("hook matcher", fix, "the matcher %q leaves %s, the shell, to run without gatesh", matcher, shell)
	case route == RouteShell && onShell:
		d.bad("route", fix, "the hook's matcher %q selects %s too, which gatesh already is the shell of: every red command would need two approvals", matcher, shell)
	case route == RouteShell:
		d.ok("hook matcher", "%q sends every tool but %s (which the shell sees) through gatesh, MCP tools included", matcher, shell)
	default:
		d.ok("hook matcher", "%q sends every tool through gatesh, MCP tools included", matcher)
	}
}

// projectDirs are the folders from cwd up to, but not including, the
// user's home and the root: where an agent started in cwd looks for a
// project's own settings.
func (d *doctor) projectDirs() []string {
	var dirs []string
	home := filepath.Clean(d.p.home)
	for dir := filepath.Clean(d.cwd); dir != "" && dir != home && dir != "/" && filepath.IsAbs(dir); dir = filepath.Dir(dir) {
		dirs = append(dirs, dir)
		if dir == filepath.Dir(dir) {
			break
		}
	}
	return dirs
}

// projectOverrides warns about a project's own settings that turn the
// user's hook off or take the agent's tools around gatesh. The
// repository is writable by the agent, so what it says there counts.
// shell is the user's CLAUDE_CODE_SHELL, if any.
func (d *doctor) projectOverrides(agentName, shell string) {
	found := false
	for _, dir := range d.projectDirs() {
		switch agentName {
		case "claude":
			for _, name := range []string{"settings.json", "settings.local.json"} {
				found = d.claudeProject(filepath.Join(dir, ".claude", name), shell) || found
			}
		case "gemini":
			found = d.geminiProject(filepath.Join(dir, ".gemini", "settings.json")) || found
		case "codex":
			found = d.codexProject(filepath.Join(dir, ".codex", "config.toml")) || found
		case "qwen", "copilot":
			found = d.projectHooksOff(agentName, dir) || found
		}
	}
	if !found {
		d.ok("project settings", "nothing in %s or the folders above it turns the hook off", d.cwd)
	}
}

// projectJSON reads a project's JSON settings for agentName; ok is false
// if there are none, or if the agent does not read them either (they
// then turn nothing off). A file that does not parse is a problem: the
// agent may read it its own way.
func (d *doctor) projectJSON(agentName, path string) ([]byte, bool) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false
	}
	if err == nil {
		err = projectDialect(agentName).check(data)
	}
	if errors.Is(err, ErrDialect) {
		d.info("project settings", "%s: %v", path, err)
		return nil, false
	}
	if err != nil {
		d.bad("project settings", "correct "+path, "%v: gatesh cannot tell whether it turns the hook off", err)
		return nil, false
	}
	return data, true
}

func (d *doctor) claudeProject(path, shell string) bool {
	src, ok := d.projectJSON("claude", path)
	if !ok {
		return false
	}
	problem := false
	if v, ok, _ := valueAt(src, []string{"disableAllHooks"}); ok && v == true {
		d.bad("project settings", "remove disableAllHooks from "+path,
			"%s sets disableAllHooks: Claude Code started in this project runs every tool without gatesh", path)
		problem = true
	}
	if v, ok, _ := valueAt(src, []string{"env", "CLAUDE_CODE_SHELL"}); ok {
		if s, _ := v.(string); shell != "" && s != shell && !sameFile(s, d.p.bin("gatesh")) {
			d.bad("project settings", "remove env.CLAUDE_CODE_SHELL from "+path,
				"%s sets CLAUDE_CODE_SHELL=%v: Claude Code started in this project runs Bash with it, not gatesh", path, v)
			problem = true
		}
	}
	if v, ok, _ := valueAt(src, []string{"env", "CLAUDE_CODE_SHELL_PREFIX"}); ok {
		d.bad("project settings", "remove env.CLAUDE_CODE_SHELL_PREFIX from "+path,
			"%s sets CLAUDE_CODE_SHELL_PREFIX=%v: every Bash call and every hook runs through that program", path, v)
		problem = true
	}
	return problem
}

func (d *doctor) geminiProject(path string) bool {
	src, ok := d.projectJSON("gemini", path)
	if !ok {
		return false
	}
	problem := false
	if v, ok, _ := valueAt(src, []string{"hooksConfig", "enabled"}); ok && v == false {
		d.bad("project settings", "remove hooksConfig.enabled from "+path,
			"%s turns hooks off: Gemini CLI started in this project runs every tool without gatesh", path)
		problem = true
	}
	if d.geminiDisabled(path, src, nil) {
		problem = true
	}
	return problem
}

// geminiDisabled reports a hooksConfig.disabled list in src that names
// gatesh's hook (by its name, or by its command).
func (d *doctor) geminiDisabled(path string, src []byte, handler map[string]any) bool {
	v, ok, _ := valueAt(src, []string{"hooksConfig", "disabled"})
	if !ok {
		return false
	}
	list, _ := v.([]any)
	command, _ := handler["command"].(string)
	for _, e := range list {
		s, _ := e.(string)
		if s == "gatesh" || (command != "" && s == command) || isGateshHook(s, "gemini") {
			d.bad("project settings", "take "+s+" out of hooksConfig.disabled in "+path,
				"%s disables gatesh's hook: Gemini CLI runs every tool without it", path)
			return true
		}
	}
	return false
}

func (d *doctor) codexProject(path string) bool {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return false
	}
	var doc map[string]any
	if err == nil {
		doc, err = decodeTOML(string(data))
	}
	if err != nil {
		d.bad("project settings", "correct "+path, "%v: gatesh cannot tell whether it turns the hook off", err)
		return true
	}
	problem := false
	for _, table := range codexHooksOff(doc) {
		where := ""
		if table != "[features]" {
			where = " in " + table + " (when its profile is in force)"
		}
		d.bad("project settings", "remove hooks = false from "+table+" in "+path,
			"%s turns hooks off%s: Codex started in this project (once trusted) runs every tool without gatesh", path, where)
		problem = true
	}
	hooks, _ := doc["hooks"].(map[string]any)
	state, _ := hooks["state"].(map[string]any)
	userPath, keyPath, _ := codexConfigPath(d.p.getenv)
	keys := make([]string, 0, len(state))
	for k := range state {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		st, _ := state[k].(map[string]any)
		if st["enabled"] == false && (strings.HasPrefix(k, keyPath+":") || strings.HasPrefix(k, userPath+":")) {
			d.bad("project settings", "remove [hooks.state.\""+k+"\"] from "+path,
				"%s disables a hook of %s: if it is gatesh's, Codex runs every tool without it", path, userPath)
			problem = true
		}
	}
	return problem
}

// probeTools are harmless MCP reads named as each agent names an MCP
// tool, for the tool probe (the reports leave them out).
var probeTools = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{
		"claude": audit.DoctorToolProbes[0],
		"codex":  audit.DoctorToolProbes[0],
		"gemini": audit.DoctorToolProbes[1],
		"qwen":   audit.DoctorToolProbes[0],
	}
}}

// probeToolHook sends the hook a tool call that is not the shell (a
// harmless MCP read), shaped as the agent sends it: it must pass and be
// logged under its tool, which shows that the hook gates every tool.
func (d *doctor) probeToolHook(agentName, command string) {
	tool := probeTools.Get()[agentName]
	if tool == "" {
		return
	}
	n := nonce()
	event := "PreToolUse"
	if agentName == "gemini" {
		event = "BeforeTool"
	}
	in, _ := json.Marshal(map[string]any{"session_id": "gatesh-doctor", "cwd": d.cwd, "hook_event_name": event,
		"tool_name": tool, "tool_input": map[string]any{"probe": n}})
	out, err := d.run("/bin/sh", []string{"sh", "-c", command}, nil, in)
	text := strings.TrimSpace(string(out))
	call := tool + ` {"probe":"` + n + `"}`
	switch {
	case err != nil:
		d.bad("tool probe", "run the hook by hand to see why", "`%s` failed on a harmless MCP read: %v: %s", command, err, text)
	case strings.Contains(text, "deny"):
		d.bad("tool probe", "`gatesh check --tool "+tool+" --input '{}'` shows how it is classified", "`%s` refused a harmless MCP read: %s", command, text)
	case !d.logged(call):
		d.bad("tool probe", "use a gatesh that decides every tool call (`gatesh version`), with the same GATESH_HOME",
			"the MCP read `%s` passed the hook but is not in %s: the hook does not gate tools other than the shell", call, d.cfg.AuditPath)
	default:
		d.ok("tool probe", "the MCP read `%s` went through the hook and is in the audit log", call)
	}
}
