package agentsetup

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestManagedSettingsThatTurnHooksOffAreAProblem: each agent also reads
// settings from outside the user's home, an administrator's (Claude
// Code's managed-settings.json and its managed-settings.d, Gemini CLI's
// and Qwen Code's system settings and system defaults, Codex's system
// config.toml and managed_config.toml), or a file a variable of the
// agent's environment names instead (GEMINI_CLI_SYSTEM_SETTINGS_PATH,
// QWEN_CODE_SYSTEM_SETTINGS_PATH, CODEX_MANAGED_CONFIG_PATH). Those that
// turn the hooks off, or keep only the administrator's hooks, leave the
// agent running every tool without gatesh, and doctor read none of them.
func TestManagedSettingsThatTurnHooksOffAreAProblem(t *testing.T) {
	type check struct {
		name, agent string
		file        string // under the test's /etc, or named by env
		env         string // the variable that names file, if any
		text        string
	}
	checks := []check{
		{"claude managed hooks off", "claude", "claude-code/managed-settings.json", "", `{"disableAllHooks": true}`},
		{"claude managed hooks only", "claude", "claude-code/managed-settings.json", "", `{"allowManagedHooksOnly": true}`},
		{"claude drop-in", "claude", "claude-code/managed-settings.d/10-team.json", "", `{"disableAllHooks": true}`},
		{"claude managed env", "claude", "claude-code/managed-settings.json", "", `{"env": {"CLAUDE_CODE_SIMPLE": "1"}}`},
		{"claude unreadable", "claude", "claude-code/managed-settings.json", "", `{"disableAllHooks": tru`},
		{"gemini system", "gemini", "gemini-cli/settings.json", "", `{"hooksConfig": {"enabled": false}}`},
		{"gemini system defaults", "gemini", "gemini-cli/system-defaults.json", "", `{"hooksConfig": {"enabled": false}}`},
		{"gemini system disables gatesh", "gemini", "gemini-cli/settings.json", "", `{"hooksConfig": {"disabled": ["gatesh"]}}`},
		{"gemini named by env", "gemini", "elsewhere/gemini.json", "GEMINI_CLI_SYSTEM_SETTINGS_PATH", `{"hooksConfig": {"enabled": false}}`},
		{"gemini defaults named by env", "gemini", "elsewhere/defaults.json", "GEMINI_CLI_SYSTEM_DEFAULTS_PATH", `{"hooksConfig": {"enabled": false}}`},
		{"qwen system", "qwen", "qwen-code/settings.json", "", `{"disableAllHooks": true}`},
		{"qwen system env", "qwen", "qwen-code/settings.json", "", `{"env": {"QWEN_CODE_SAFE_MODE": "true"}}`},
		{"qwen named by env", "qwen", "elsewhere/qwen.json", "QWEN_CODE_SYSTEM_SETTINGS_PATH", `{"disableAllHooks": true}`},
		{"codex managed", "codex", "codex/managed_config.toml", "", "[features]\nhooks = false\n"},
		{"codex system", "codex", "codex/config.toml", "", "[features]\ncodex_hooks = false\n"},
		{"codex managed profile", "codex", "codex/managed_config.toml", "", "profile = \"x\"\n[profiles.x.features]\nhooks = false\n"},
		{"codex managed named by env", "codex", "elsewhere/managed.toml", "CODEX_MANAGED_CONFIG_PATH", "[features]\nhooks = false\n"},
		{"codex unreadable", "codex", "codex/managed_config.toml", "", "[features\n"},
	}
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			d, out, path := managedDoctor(t, c.file, c.env, c.text)
			d.managedSettings(c.agent)
			if d.problems == 0 || !strings.Contains(out.String(), path) {
				t.Errorf("doctor passed %s holding %s:\n%s", path, c.text, out.String())
			}
		})
	}
	// The harmless twins: an administrator's settings that keep hooks.
	for _, c := range []check{
		{"claude", "claude", "claude-code/managed-settings.json", "", `{"disableAllHooks": false, "permissions": {"deny": ["WebFetch"]}}`},
		{"gemini", "gemini", "gemini-cli/settings.json", "", `{"hooksConfig": {"enabled": true}}`},
		{"qwen", "qwen", "qwen-code/settings.json", "", `{"env": {"QWEN_CODE_SAFE_MODE": "0"}}`},
		{"codex", "codex", "codex/managed_config.toml", "", "model = \"o3\"\n"},
	} {
		d, out, _ := managedDoctor(t, c.file, c.env, c.text)
		d.managedSettings(c.agent)
		if d.problems != 0 {
			t.Errorf("doctor failed %s's harmless managed settings %s:\n%s", c.agent, c.text, out.String())
		}
	}
}

// managedDoctor is a doctor whose /etc is a temporary folder holding
// file, or whose env names file elsewhere.
func managedDoctor(t *testing.T, file, env, text string) (*doctor, *bytes.Buffer, string) {
	t.Helper()
	root := t.TempDir()
	home := filepath.Join(root, "home")
	etc := filepath.Join(root, "etc")
	path := filepath.Join(etc, file)
	if env != "" {
		path = filepath.Join(root, file)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	getenv := func(name string) string {
		if env != "" && name == env {
			return path
		}
		return ""
	}
	out := new(bytes.Buffer)
	d := &doctor{w: out, etc: etc, p: paths{home: home, gateshHome: filepath.Join(home, ".gatesh"), getenv: getenv}}
	return d, out, path
}
