package agentsetup

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
)

// Each agent also reads settings from outside the user's home: an
// administrator's, which win over the user's (Claude Code's
// managed-settings.json and the files of managed-settings.d, merged in
// name order; Gemini CLI's and Qwen Code's system settings; Codex's
// managed_config.toml), or which stand where the user says nothing
// (Gemini CLI's and Qwen Code's system-defaults.json, Codex's system
// config.toml). A variable of the agent's environment may name another
// file instead (GEMINI_CLI_SYSTEM_SETTINGS_PATH and
// GEMINI_CLI_SYSTEM_DEFAULTS_PATH, their QWEN_CODE_ twins, and
// CODEX_MANAGED_CONFIG_PATH in the Codex versions that read it), and
// doctor reads the one its own environment names. Any of them can turn
// the hooks off, or, for Claude Code, keep only the administrator's
// hooks (allowManagedHooksOnly), so that the agent runs every tool
// without gatesh while the user's settings look right.

// managedFiles are the files of agentName outside the user's home, under
// etc (normally /etc).
func (d *doctor) managedFiles(agentName string) []string { return managedFiles(d.p, d.etc, agentName) }

// managedFiles are doctor.managedFiles, for the user's paths p.
func managedFiles(p paths, etc, agentName string) []string {
	if etc == "" {
		etc = "/etc"
	}
	// system is a system settings file and the system defaults beside
	// it, or where the variables say.
	system := func(prefix, dir string) []string {
		settings := p.getenv(prefix + "_SYSTEM_SETTINGS_PATH")
		if settings == "" {
			settings = filepath.Join(etc, dir, "settings.json")
		}
		defaults := p.getenv(prefix + "_SYSTEM_DEFAULTS_PATH")
		if defaults == "" {
			defaults = filepath.Join(filepath.Dir(settings), "system-defaults.json")
		}
		return []string{settings, defaults}
	}
	switch agentName {
	case "claude":
		files := []string{filepath.Join(etc, "claude-code", "managed-settings.json")}
		dropIns, _ := filepath.Glob(filepath.Join(etc, "claude-code", "managed-settings.d", "*.json"))
		slices.Sort(dropIns)
		return append(files, dropIns...)
	case "gemini":
		return system("GEMINI_CLI", "gemini-cli")
	case "qwen":
		return system("QWEN_CODE", "qwen-code")
	case "codex":
		files := []string{filepath.Join(etc, "codex", "config.toml"), filepath.Join(etc, "codex", "managed_config.toml")}
		if f := p.getenv("CODEX_MANAGED_CONFIG_PATH"); f != "" {
			files = append(files, f)
		}
		return files
	}
	return nil
}

// managedSettings reports each file of managedFiles that turns
// agentName's hooks off, or that gatesh cannot read.
func (d *doctor) managedSettings(agentName string) {
	const what = "managed settings"
	for _, path := range d.managedFiles(agentName) {
		src, err := os.ReadFile(path)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			d.bad(what, "check its permissions", "%v: gatesh cannot tell whether it turns %s's hooks off", err, agentName)
			continue
		}
		if agentName == "codex" {
			doc, err := decodeTOML(string(src))
			if err != nil {
				d.bad(what, "correct "+path, "%s: not valid TOML: %v: gatesh cannot tell whether it turns the hook off", path, err)
				continue
			}
			for _, table := range codexHooksOff(doc) {
				d.bad(what, "remove hooks = false from "+table+" in "+path, "hooks are turned off in %s of %s", table, path)
			}
			continue
		}
		if agentName == "qwen" {
			d.hooksOffJSON(agentName, what, path, src, nil)
			continue
		}
		if _, err := parseJSONC(src); err != nil {
			d.bad(what, "correct "+path, "%s: %v: gatesh cannot tell whether it turns the hook off", path, err)
			continue
		}
		switch agentName {
		case "claude":
			d.claudeManaged(path, src)
		case "gemini":
			if v, ok, _ := valueAt(src, []string{"hooksConfig", "enabled"}); ok && v == false {
				d.bad(what, "remove hooksConfig.enabled = false from "+path, "hooks are turned off in %s", path)
			}
			d.geminiDisabled(path, src, nil)
		}
	}
}

// claudeManaged reports what of Claude Code's managed settings at path
// (src) keeps gatesh's hook from running.
func (d *doctor) claudeManaged(path string, src []byte) {
	const what = "managed settings"
	if v, ok, _ := valueAt(src, []string{"disableAllHooks"}); ok && v == true {
		d.bad(what, "remove disableAllHooks from "+path, "%s sets disableAllHooks: Claude Code runs every tool without gatesh's hook", path)
	}
	d.claudeSettingsEnvOff(what, path, src)
	// allowManagedHooksOnly is fine where gatesh's hook is the administrator's.
	_, handler := hookCommandIn(src, []string{"hooks", "PreToolUse"}, "claude")
	if v, ok, _ := valueAt(src, []string{"allowManagedHooksOnly"}); ok && v == true && handler == nil {
		d.bad(what, "remove allowManagedHooksOnly from "+path+", or register gatesh's hook in it",
			"%s sets allowManagedHooksOnly: Claude Code runs only the hooks of managed settings, not gatesh's in your settings", path)
	}
}
