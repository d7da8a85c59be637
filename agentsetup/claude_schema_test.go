package agentsetup

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

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
