package agentsetup

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestClaudeHooksOffEnv: CLAUDE_CODE_SIMPLE and CLAUDE_CODE_SAFE_MODE,
// in the user's settings env or in the environment Claude Code starts
// from, turn its hooks off (e2e's TestToolsProjectOverrides with the
// pinned CLI): doctor fails on each, and not on a spelling of off.
func TestClaudeHooksOffEnv(t *testing.T) {
	for _, c := range []struct {
		settings, env string
		problems      int
	}{
		{`{"env": {"CLAUDE_CODE_SIMPLE": "1"}}`, "", 1},
		{`{"env": {"CLAUDE_CODE_SAFE_MODE": "true"}}`, "", 1},
		{`{"env": {"CLAUDE_CODE_SIMPLE": 1}}`, "", 1},
		{`{}`, "yes", 2}, // both variables set in the environment
		{`{"env": {"CLAUDE_CODE_SIMPLE": "0", "CLAUDE_CODE_SAFE_MODE": "false"}}`, "off", 0},
		{`{"env": {"CLAUDE_CODE_SHELL": "/x/bash"}}`, "", 0},
	} {
		var out bytes.Buffer
		d := &doctor{w: &out, p: paths{getenv: func(k string) string {
			if k == "CLAUDE_CODE_SIMPLE" || k == "CLAUDE_CODE_SAFE_MODE" {
				return c.env
			}
			return ""
		}}}
		d.claudeHooksOffEnv("settings.json", []byte(c.settings))
		if d.problems != c.problems {
			t.Errorf("%s with %q in the environment: %d problems, want %d\n%s", c.settings, c.env, d.problems, c.problems, out.String())
		}
	}
}

// TestQwenHooksOffInEnvironment: QWEN_CODE_SAFE_MODE and QWEN_CODE_SIMPLE
// in the environment Qwen Code starts from turn its hooks off, as in its
// settings' env or a .env: doctor fails on each in its own environment,
// and not on a spelling of off.
func TestQwenHooksOffInEnvironment(t *testing.T) {
	for _, c := range []struct {
		safe, simple string
		problems     int
	}{
		{"1", "", 1},
		{"", "true", 1},
		{"yes", "on", 2},
		{"0", "false", 0},
		{"", "", 0},
	} {
		var out bytes.Buffer
		d := &doctor{w: &out, p: paths{home: t.TempDir(), getenv: func(k string) string {
			switch k {
			case "QWEN_CODE_SAFE_MODE":
				return c.safe
			case "QWEN_CODE_SIMPLE":
				return c.simple
			}
			return ""
		}}}
		d.userHooksOff("qwen")
		if d.problems != c.problems {
			t.Errorf("QWEN_CODE_SAFE_MODE=%q QWEN_CODE_SIMPLE=%q: %d problems, want %d\n%s", c.safe, c.simple, d.problems, c.problems, out.String())
		}
	}
}

// TestClaudeSchemaKinds: a value of a kind Claude Code's schema refuses
// makes Claude Code skip its whole settings.json, gatesh's hook and
// CLAUDE_CODE_SHELL with it; doctor must fail on it, and pass what the
// schema takes (e2e's TestSettingsDialects checks both against the
// pinned CLI).
func TestClaudeSchemaKinds(t *testing.T) {
	for _, c := range []struct {
		text string
		ok   bool
	}{
		{`{"model": "opus", "verbose": true, "cleanupPeriodDays": 30, "fallbackModel": ["sonnet"], "permissions": {"allow": ["Bash(ls)"]}}`, true},
		{`{"env": {"PORT": 3000}}`, true},                 // env values are coerced
		{`{"theme": 5}`, true},                            // a fallback drops it
		{`{"notASetting": {"x": 1}}`, true},               // an unknown key passes through
		{"\ufeff" + `{"model": "opus"}`, true},            // a byte order mark
		{`{"model": 5}`, false},                           // the CLI skipped the file
		{`{"permissions": {"allow": "Bash(ls)"}}`, false}, // the CLI skipped the file
		{`{"verbose": "yes"}`, false},
		{`{"cleanupPeriodDays": "30"}`, false},
		{`{"fallbackModel": "sonnet"}`, false},
		{`{"disableAllHooks": "false"}`, false},
		{`{"permissions": "none"}`, false},
		{`{"hooks": []}`, false},
		{`{"model": null}`, false},
	} {
		err := CheckSettings("claude", []byte(c.text))
		if (err == nil) != c.ok {
			t.Errorf("%s: %v, want ok %v", c.text, err, c.ok)
		}
		if err != nil && !errors.Is(err, ErrDialect) {
			t.Errorf("%s: %v does not wrap ErrDialect", c.text, err)
		}
	}
	// doctor on the user's settings.json, and not on ~/.claude.json,
	// which is another file with its own keys.
	home := t.TempDir()
	p := paths{home: home, gateshHome: filepath.Join(home, ".gatesh"), getenv: func(string) string { return "" }}
	os.MkdirAll(filepath.Join(home, ".claude"), 0o755)
	os.WriteFile(p.claudeSettings(), []byte(`{"model": 5}`), 0o600)
	os.WriteFile(p.claudeJSON(), []byte(`{"model": 5}`), 0o600)
	var out bytes.Buffer
	d := &doctor{w: &out, cwd: t.TempDir(), p: p}
	if _, ok := d.readJSON(p.claudeSettings()); ok || d.problems != 1 {
		t.Errorf("doctor read a settings.json Claude Code skips:\n%s", out.String())
	}
	if _, ok := d.readJSON(p.claudeJSON()); !ok || d.problems != 1 {
		t.Errorf("doctor refused ~/.claude.json by the settings schema:\n%s", out.String())
	}
}
