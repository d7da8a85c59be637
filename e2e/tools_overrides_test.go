//go:build linux

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/e2e/mockmodel"
)

// A projectOverride is a project's own settings file, which the agent can
// write, and whether the real CLI then skips the user's hook.
type projectOverride struct {
	name string
	ta   *toolAgent
	file string         // inside the project
	keys map[string]any // merged into a JSON file
	toml string         // the whole of a TOML file
	// trust marks the project trusted in the user's Codex config: Codex
	// reads a project's .codex/ only then.
	trust bool
	// disables: the CLI runs no hook for the project; narrows: doctor
	// must say so either way (for Codex, also before the project is
	// trusted).
	disables, warns bool
}

// otherHook is a project's own hook group for a tool that never runs.
func otherHook(matcher string) []any {
	return []any{map[string]any{"matcher": matcher, "hooks": []any{map[string]any{"type": "command", "command": "true"}}}}
}

var projectOverrides = []projectOverride{
	{name: "claude: none", ta: claudeTools, file: ".claude/settings.json", keys: map[string]any{}},
	{name: "claude: disableAllHooks in settings.local.json", ta: claudeTools, file: ".claude/settings.local.json",
		keys: map[string]any{"disableAllHooks": true}, disables: true, warns: true},
	{name: "claude: disableAllHooks in settings.json", ta: claudeTools, file: ".claude/settings.json",
		keys: map[string]any{"disableAllHooks": true}, disables: true, warns: true},
	// A project's hooks are added to the user's, not put in their place.
	{name: "claude: hooks of its own", ta: claudeTools, file: ".claude/settings.json",
		keys: map[string]any{"hooks": map[string]any{"PreToolUse": otherHook("Nothing")}}},
	{name: "gemini: none", ta: geminiTools, file: ".gemini/settings.json", keys: map[string]any{}},
	{name: "gemini: hooksConfig.enabled false", ta: geminiTools, file: ".gemini/settings.json",
		keys: map[string]any{"hooksConfig": map[string]any{"enabled": false}}, disables: true, warns: true},
	{name: "gemini: hooksConfig.disabled gatesh", ta: geminiTools, file: ".gemini/settings.json",
		keys: map[string]any{"hooksConfig": map[string]any{"disabled": []any{"gatesh"}}}, disables: true, warns: true},
	{name: "gemini: hooks of its own", ta: geminiTools, file: ".gemini/settings.json",
		keys: map[string]any{"hooks": map[string]any{"BeforeTool": otherHook("nothing")}}},
	{name: "codex: none", ta: codexTools, file: ".codex/config.toml", toml: "model_reasoning_effort = \"low\"\n", trust: true},
	{name: "codex: hooks off in an untrusted project", ta: codexTools, file: ".codex/config.toml",
		toml: "[features]\nhooks = false\n", warns: true},
	{name: "codex: hooks off in a trusted project", ta: codexTools, file: ".codex/config.toml",
		toml: "[features]\nhooks = false\n", trust: true, disables: true, warns: true},
	{name: "codex: codex_hooks off in a trusted project", ta: codexTools, file: ".codex/config.toml",
		toml: "[features]\ncodex_hooks = false\n", trust: true, disables: true, warns: true},
}

// TestToolsProjectOverrides runs each CLI on the hook route with a
// project's own settings, and checks both what the CLI does (does the
// user's hook still run for an MCP read?) and that `gatesh doctor`, run
// in the project, warns exactly where the project can turn it off.
func TestToolsProjectOverrides(t *testing.T) {
	t.Parallel()
	for _, o := range projectOverrides {
		t.Run(o.name, func(t *testing.T) {
			findCLI(t, o.ta.cli)
			tw := newToolWorld(t)
			tw.model.Script(mockmodel.Say(o.ta.list))
			a := o.ta.withTools(tw)
			base := a.command
			a.command = func(w *world, prog string, rt route) (*exec.Cmd, error) {
				cmd, err := base(w, prog, rt)
				if err != nil {
					return nil, err
				}
				return cmd, tw.writeOverride(o)
			}
			tw.run(a, hook)
			ran := 0
			for _, c := range tw.hookCalls() {
				if c.payload().Tool == o.ta.hookTools["list"] {
					ran++
				}
			}
			if o.disables && ran != 0 {
				t.Errorf("%s: the user's hook still ran (%d times): the CLI no longer lets this project turn it off; drop the case from doctor", o.file, ran)
			}
			if !o.disables && ran != 1 {
				t.Errorf("%s: the user's hook ran %d times for one MCP read, want 1", o.file, ran)
			}
			out := tw.doctor(o.ta.name)
			warned := strings.Contains(out, "FAIL  project settings: "+filepath.Join(tw.work, o.file))
			if warned != o.warns {
				t.Errorf("doctor warned about %s: %v, want %v\n%s", o.file, warned, o.warns, out)
			}
		})
	}
}

// writeOverride writes the project's settings file of o, merging into a
// JSON file the tool set-up wrote already.
func (tw *toolWorld) writeOverride(o projectOverride) error {
	path := filepath.Join(tw.work, o.file)
	if o.trust {
		f, err := os.OpenFile(filepath.Join(tw.home, ".codex", "config.toml"), os.O_WRONLY|os.O_APPEND, 0)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(f, "\n[projects.%q]\ntrust_level = \"trusted\"\n", tw.work)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	if o.toml != "" {
		return writeFile(path, o.toml)
	}
	m := map[string]any{}
	if data, err := os.ReadFile(path); err == nil {
		if err := json.Unmarshal(data, &m); err != nil {
			return err
		}
	}
	for k, v := range o.keys {
		m[k] = v
	}
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return writeFile(path, string(b)+"\n")
}

// doctor runs `gatesh doctor --agent NAME` in the project, as the
// operator; it exits 1 here anyway (the tee stands where the bash link's
// gatesh should be), so only its report counts.
func (tw *toolWorld) doctor(name string) string {
	cmd := exec.Command(tw.gatesh, "doctor", "--agent", name)
	cmd.Dir = tw.work
	cmd.Env = []string{"HOME=" + tw.home, "PATH=" + basePath, "GATESH_HOME=" + tw.gh, "USER=operator",
		"CODEX_HOME=" + filepath.Join(tw.home, ".codex"), "TMPDIR=" + tw.tmp()}
	out, _ := cmd.CombinedOutput()
	return string(out)
}
