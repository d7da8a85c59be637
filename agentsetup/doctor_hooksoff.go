package agentsetup

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gatesh/rules"
)

// The settings of Qwen Code and GitHub Copilot CLI, the user's and a
// project's, in which disableAllHooks: true turns every hook off,
// gatesh's with the rest: the agent then runs every tool unseen.
//
// Qwen Code 0.24.4 merges the user's ~/.qwen/settings.json and, in a
// trusted folder, the project's .qwen/settings.json (settings.ts), and
// turns all hooks off when the merge says so. GitHub Copilot CLI 1.0.102
// does so for the user's ~/.copilot/settings.json and, in a trusted
// folder, a repository's .github/copilot/settings.json and
// settings.local.json, and its Claude Code settings, which Copilot CLI
// reads as its own (.claude/settings.json, settings.local.json). Not for
// ~/.copilot/config.json, nor a hook file's own disableAllHooks
// (.github/hooks/*.json). e2e's TestToolsProjectOverrides checks each
// against the pinned CLIs.

// Qwen Code also loads variables from a .env, the nearest
// .qwen/.env or .env from the folder it starts in up, and the user's
// ~/.qwen/.env and ~/.env, and from the settings' env, into its own
// environment (environment.ts), where QWEN_CODE_SAFE_MODE and
// QWEN_CODE_SIMPLE turn every hook off (--safe-mode, --bare).

// hooksOffVars are the variables that turn Qwen Code's hooks off when
// set to 1, true, yes or on.
var hooksOffVars = []string{"QWEN_CODE_SAFE_MODE", "QWEN_CODE_SIMPLE"}

// hooksOffFiles are where a project's own files can turn an agent's
// hooks off, relative to each folder from the project up.
func hooksOffFiles(agentName string) []string {
	switch agentName {
	case "qwen":
		return []string{".qwen/settings.json", ".qwen/.env", ".env"}
	case "copilot":
		return []string{".github/copilot/settings.json", ".github/copilot/settings.local.json", ".claude/settings.json", ".claude/settings.local.json"}
	}
	return nil
}

// hooksOffTitle names the agent for people.
func hooksOffTitle(agentName string) string {
	if agentName == "copilot" {
		return "GitHub Copilot CLI"
	}
	return "Qwen Code"
}

// userHooksOffFiles are the user's own files in which the agent reads
// disableAllHooks.
func (p paths) userHooksOffFiles(agentName string) []string {
	switch agentName {
	case "qwen":
		return []string{p.qwenSettings(), filepath.Join(filepath.Dir(p.qwenSettings()), ".env"), filepath.Join(p.home, ".env")}
	case "copilot":
		return []string{p.copilotFile("settings.json")}
	}
	return nil
}

// userHooksOff reports each of the user's files that turns the agent's
// hooks off.
func (d *doctor) userHooksOff(agentName string) {
	for _, path := range d.p.userHooksOffFiles(agentName) {
		d.hooksOffIn(agentName, "hook", path)
	}
	if agentName != "qwen" {
		return
	}
	// Doctor's own environment, which the operator likely starts Qwen
	// Code from, as claudeHooksOffEnv reads Claude Code's.
	for _, name := range hooksOffVars {
		if v := d.p.getenv(name); hooksOffOn(v) {
			d.bad("hook", "unset "+name+" where you start Qwen Code",
				"%s=%s is set in this environment: Qwen Code started from here runs every tool without gatesh's hook", name, v)
		}
	}
}

// hooksOffOn reports whether Qwen Code reads a value of hooksOffVars as
// on.
func hooksOffOn(v string) bool {
	return slices.Contains([]string{"1", "true", "yes", "on"}, strings.ToLower(strings.TrimSpace(v)))
}

// projectHooksOff reports each file of a project folder dir that turns
// the agent's hooks off; found is whether there was one.
func (d *doctor) projectHooksOff(agentName, dir string) (found bool) {
	for _, name := range hooksOffFiles(agentName) {
		found = d.hooksOffIn(agentName, "project settings", filepath.Join(dir, name)) || found
	}
	return found
}

// hooksOffIn reports path as a problem, under what, if it sets
// disableAllHooks true or a variable of hooksOffVars, or if gatesh
// cannot read it as JSON with comments (the agent's own reader may take
// it).
func (d *doctor) hooksOffIn(agentName, what, path string) bool {
	src, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return false
	}
	if err == nil && filepath.Ext(path) != ".json" {
		return d.hooksOffEnv(agentName, what, path, rules.DotenvVars(string(src)))
	}
	return d.hooksOffJSON(agentName, what, path, src, err)
}

// hooksOffJSON is hooksOffIn for a JSON settings file that was read as
// src, or not (err).
func (d *doctor) hooksOffJSON(agentName, what, path string, src []byte, err error) bool {
	if err == nil {
		_, err = parseJSONC(src)
	}
	if err != nil {
		d.bad(what, "correct "+path, "%s: %v: gatesh cannot tell whether it turns %s's hooks off", path, err, hooksOffTitle(agentName))
		return true
	}
	if v, ok, _ := valueAt(src, []string{"disableAllHooks"}); ok && v == true {
		d.bad(what, "remove disableAllHooks from "+path,
			"%s sets disableAllHooks: %s runs every tool without gatesh's hook", path, hooksOffTitle(agentName))
		return true
	}
	if agentName != "qwen" {
		return false
	}
	env, _, _ := valueAt(src, []string{"env"})
	m, _ := env.(map[string]any)
	var vars [][2]string
	for _, name := range hooksOffVars {
		if v, ok := m[name].(string); ok {
			vars = append(vars, [2]string{name, v})
		}
	}
	return d.hooksOffEnv(agentName, what, path, vars)
}

// hooksOffEnv reports path as a problem if of vars, the variables it
// sets, one of hooksOffVars is on, as Qwen Code reads it.
func (d *doctor) hooksOffEnv(agentName, what, path string, vars [][2]string) bool {
	for _, nv := range vars {
		if slices.Contains(hooksOffVars, nv[0]) && hooksOffOn(nv[1]) {
			d.bad(what, "remove "+nv[0]+" from "+path,
				"%s sets %s: %s started here runs every tool without gatesh's hook", path, nv[0], hooksOffTitle(agentName))
			return true
		}
	}
	return false
}
