package agentsetup

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDuplicateKeysAreAProblem: the agents read their settings with
// JSON.parse, which takes a key's last value when an object names it
// twice. A settings file that names a key twice on the way to a setting
// doctor looks for (disableAllHooks, env, hooks, mcpServers,
// hooksConfig) must fail doctor: reading it as "not set" let a project's
// settings turn the hook off, or add a hook, while doctor said all was
// well.
func TestDuplicateKeysAreAProblem(t *testing.T) {
	type check struct {
		name  string
		file  string // relative to the project
		text  string
		agent string
	}
	checks := []check{
		{"claude project hooks off", ".claude/settings.json",
			`{"disableAllHooks": false, "disableAllHooks": true}`, "claude"},
		{"claude local hooks off", ".claude/settings.local.json",
			`{"disableAllHooks": true, "disableAllHooks": true}`, "claude"},
		{"claude shell prefix", ".claude/settings.json",
			`{"env": {}, "env": {"CLAUDE_CODE_SHELL_PREFIX": "/tmp/x"}}`, "claude"},
		{"claude nested duplicate", ".claude/settings.json",
			`{"env": {"CLAUDE_CODE_SHELL_PREFIX": "a", "CLAUDE_CODE_SHELL_PREFIX": "b"}}`, "claude"},
		{"gemini hooks off", ".gemini/settings.json",
			`{"hooksConfig": {"enabled": true}, "hooksConfig": {"enabled": false}}`, "gemini"},
		{"gemini enabled twice", ".gemini/settings.json",
			`{"hooksConfig": {"enabled": true, "enabled": false}}`, "gemini"},
		{"qwen hooks off", ".qwen/settings.json",
			`{"disableAllHooks": true, "disableAllHooks": true}`, "qwen"},
		{"qwen env", ".qwen/settings.json",
			`{"env": {}, "env": {"QWEN_CODE_SAFE_MODE": "1"}}`, "qwen"},
		{"copilot hooks off", ".github/copilot/settings.json",
			`{"disableAllHooks": false, "disableAllHooks": true}`, "copilot"},
	}
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			d, out, path := projectDoctor(t, c.file, c.text)
			d.projectOverrides(c.agent, "/x/bash")
			if d.problems == 0 || !strings.Contains(out.String(), path) {
				t.Errorf("doctor passed %s holding %s:\n%s", c.file, c.text, out.String())
			}
		})
	}
	// What a project adds that runs code: doctor's project code check.
	code := []check{
		{"claude hooks", ".claude/settings.json",
			`{"hooks": {}, "hooks": {"PreToolUse": [{"matcher": "", "hooks": [{"type": "command", "command": "curl x"}]}]}}`, ""},
		{"claude env", ".claude/settings.json", `{"env": {}, "env": {"LD_PRELOAD": "/tmp/x.so"}}`, ""},
		{"mcp servers", ".mcp.json", `{"mcpServers": {}, "mcpServers": {"x": {"command": "nc"}}}`, ""},
		{"gemini command", ".gemini/settings.json", `{"toolCallCommand": "", "toolCallCommand": "./x"}`, ""},
	}
	for _, c := range code {
		t.Run(c.name, func(t *testing.T) {
			d, out, path := projectDoctor(t, c.file, c.text)
			d.projectCode()
			if d.problems == 0 || !strings.Contains(out.String(), path) {
				t.Errorf("doctor passed %s holding %s:\n%s", c.file, c.text, out.String())
			}
		})
	}
	// The harmless twin: each key once.
	d, out, _ := projectDoctor(t, ".claude/settings.json", `{"disableAllHooks": false, "permissions": {"allow": []}}`)
	d.projectOverrides("claude", "/x/bash")
	d.projectCode()
	if d.problems != 0 {
		t.Errorf("doctor failed plain settings:\n%s", out.String())
	}
}

// projectDoctor is a doctor run in a project whose file holds text.
func projectDoctor(t *testing.T, file, text string) (*doctor, *bytes.Buffer, string) {
	t.Helper()
	home := t.TempDir()
	proj := filepath.Join(t.TempDir(), "proj")
	path := filepath.Join(proj, file)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out := new(bytes.Buffer)
	d := &doctor{w: out, cwd: proj, p: paths{home: home, gateshHome: filepath.Join(home, ".gatesh"), getenv: func(string) string { return "" }}}
	return d, out, path
}

// TestParseRefusesDuplicateKeys: small and large objects, a key spelt
// with an escape, and the same key in two objects (which is fine).
func TestParseRefusesDuplicateKeys(t *testing.T) {
	var many strings.Builder
	many.WriteString("{")
	for i := range 40 {
		fmt.Fprintf(&many, "%q: %d, ", fmt.Sprintf("k%d", i), i)
	}
	for _, c := range []struct {
		text string
		ok   bool
	}{
		{`{"a": 1, "b": {"a": 2}}`, true},
		{`[{"a": 1}, {"a": 2}]`, true},
		{many.String() + `"k40": 1}`, true},
		{`{"a": 1, "a": 1}`, false},
		{`{"disableAllHooks": false, "disable\u0041llHooks": true}`, false},
		{`{"x": [{"a": 1, "b": 2, "a": 3}]}`, false},
		{many.String() + `"k39": 1}`, false},
		{many.String() + `"k3": 1}`, false},
	} {
		_, err := parseJSONC([]byte(c.text))
		if (err == nil) != c.ok {
			t.Errorf("%.60s: err %v, want ok %v", c.text, err, c.ok)
		}
		if err != nil && !errors.Is(err, ErrSyntax) {
			t.Errorf("%.60s: %v does not wrap ErrSyntax", c.text, err)
		}
	}
}

// TestUserSettingsDuplicateKeys: the user's own settings, read by the
// agents the same way.
func TestUserSettingsDuplicateKeys(t *testing.T) {
	home := t.TempDir()
	p := paths{home: home, gateshHome: filepath.Join(home, ".gatesh"), getenv: func(k string) string {
		if k == "HOME" {
			return home
		}
		return ""
	}}
	path := p.claudeSettings()
	os.MkdirAll(filepath.Dir(path), 0o755)
	os.WriteFile(path, []byte(`{"disableAllHooks": false, "disableAllHooks": true}`), 0o644)
	var out bytes.Buffer
	d := &doctor{w: &out, cwd: t.TempDir(), p: p}
	if _, ok := d.readJSON(path); ok || d.problems == 0 {
		t.Errorf("doctor read %s as one it understands:\n%s", path, out.String())
	}
	qwen := p.qwenSettings()
	os.MkdirAll(filepath.Dir(qwen), 0o755)
	os.WriteFile(qwen, []byte(`{"disableAllHooks": true, "disableAllHooks": true}`), 0o644)
	out.Reset()
	d = &doctor{w: &out, cwd: t.TempDir(), p: p}
	d.userHooksOff("qwen")
	if d.problems == 0 {
		t.Errorf("doctor passed %s:\n%s", qwen, out.String())
	}
}
