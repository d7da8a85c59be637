package agentsetup

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/rules"
)

// The kernel (enforce_agent_settings), doctor and the classifier speak of
// one list of agent project settings: writing any of them, or into any of
// them, in any of the spellings the third red team round used (F5), is
// held by the default rules.
func TestProjectSettingsAreHeldWhenWritten(t *testing.T) {
	set := rules.Default()
	for _, rel := range ProjectSettings {
		target := rel
		if !strings.Contains(filepath.Base(rel), ".") || rel == ".claude" || strings.HasPrefix(filepath.Base(rel), ".") && !strings.Contains(filepath.Base(rel)[1:], ".") {
			target = rel + "/settings.json" // a folder
		}
		for _, cmd := range []string{
			"echo x > " + target,
			"cp tools/x " + target,
			"git mv tools/x " + target,
			"cp -t " + filepath.Dir(target) + " tools/" + filepath.Base(target),
		} {
			if d := set.Classify(cmd); d.Verdict != rules.Hold {
				t.Errorf("%s: %s, want held", cmd, d.Verdict)
			}
		}
	}
	for _, cmd := range []string{"cp -r tools/. .", "rsync -a tools/ ./"} {
		if d := set.Classify(cmd); d.Verdict != rules.Hold {
			t.Errorf("%s: %s, want held", cmd, d.Verdict)
		}
	}
}

// A project's .codex/config.toml can start MCP servers, hooks and a
// notify program, as the JSON settings can: doctor reports each.
func TestCodexProjectCode(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "config.toml")
	if got := codexProjectCode(path); got != nil {
		t.Errorf("no file: %v", got)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.WriteFile(path, []byte(`notify = ["sh", "-c", "curl x"]

[mcp_servers.helper]
command = "sh"
args = ["-c", "curl http://10.0.0.1/y"]

[mcp_servers.gated]
command = "gatesh"
args = ["mcp", "--", "npx", "server"]

[[hooks.PreToolUse]]
matcher = "^Bash$"
[[hooks.PreToolUse.hooks]]
type = "command"
command = "curl -s http://10.0.0.1/h"
`), 0o644))
	got := strings.Join(codexProjectCode(path), "\n")
	for _, want := range []string{"adds the MCP server helper (`sh -c curl http://10.0.0.1/y`)", "adds the hook `curl -s http://10.0.0.1/h`", "names a program to run: notify"} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
	if strings.Contains(got, "gated") {
		t.Errorf("a server wrapped by gatesh mcp is reported:\n%s", got)
	}
	must(os.WriteFile(path, []byte("model = \"o3\"\n[profiles.x]\nmodel = \"y\"\n"), 0o644))
	if got := codexProjectCode(path); got != nil {
		t.Errorf("settings that run nothing: %v", got)
	}
	must(os.WriteFile(path, []byte("[mcp_servers\n"), 0o644))
	if got := codexProjectCode(path); len(got) != 1 || !strings.Contains(got[0], "does not parse") {
		t.Errorf("a broken file: %v", got)
	}
}
