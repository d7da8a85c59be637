//go:build linux

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gatesh/e2e/mockmodel"
)

// A projectOverride is a project's own settings file, which the agent can
// write, and whether the real CLI then skips the user's hook.
type projectOverride struct {
	name string
	ta   *toolAgent
	file string         // inside the project, or the user's with ~/
	keys map[string]any // merged into a JSON file
	text string         // the whole of a file that is not JSON
	// trust marks the project trusted in the user's Codex config: Codex
	// reads a project's .codex/ only then.
	trust bool
	// args go before the CLI's other arguments: GitHub Copilot CLI's
	// --trust-folder trusts the project for the one run; env is added
	// to the CLI's environment.
	args, env []string
	// read: the probe is the CLI's own read of a file of the project,
	// not an MCP read (Qwen Code's safe and bare modes start no MCP
	// server, yet run its file tools).
	read bool
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
	// Claude Code runs no hook of the user's settings in bare or safe
	// mode, set by its environment (doctor, which runs with its own,
	// checks that too) or the user's settings env.
	{name: "claude: CLAUDE_CODE_SIMPLE in its environment", ta: claudeTools, file: ".claude/settings.json", keys: map[string]any{},
		env: []string{"CLAUDE_CODE_SIMPLE=1"}, disables: true},
	{name: "claude: CLAUDE_CODE_SAFE_MODE in its environment", ta: claudeTools, file: ".claude/settings.json", keys: map[string]any{},
		env: []string{"CLAUDE_CODE_SAFE_MODE=1"}, disables: true},
	{name: "claude: CLAUDE_CODE_SIMPLE in the user's settings env", ta: claudeTools, file: "~/.claude/settings.json",
		keys: map[string]any{"env": map[string]any{"CLAUDE_CODE_SIMPLE": "1"}}, disables: true, warns: true},
	{name: "gemini: none", ta: geminiTools, file: ".gemini/settings.json", keys: map[string]any{}},
	{name: "gemini: hooksConfig.enabled false", ta: geminiTools, file: ".gemini/settings.json",
		keys: map[string]any{"hooksConfig": map[string]any{"enabled": false}}, disables: true, warns: true},
	{name: "gemini: hooksConfig.disabled gatesh", ta: geminiTools, file: ".gemini/settings.json",
		keys: map[string]any{"hooksConfig": map[string]any{"disabled": []any{"gatesh"}}}, disables: true, warns: true},
	{name: "gemini: hooks of its own", ta: geminiTools, file: ".gemini/settings.json",
		keys: map[string]any{"hooks": map[string]any{"BeforeTool": otherHook("nothing")}}},
	{name: "codex: none", ta: codexTools, file: ".codex/config.toml", text: "model_reasoning_effort = \"low\"\n", trust: true},
	{name: "codex: hooks off in an untrusted project", ta: codexTools, file: ".codex/config.toml",
		text: "[features]\nhooks = false\n", warns: true},
	{name: "codex: hooks off in a trusted project", ta: codexTools, file: ".codex/config.toml",
		text: "[features]\nhooks = false\n", trust: true, disables: true, warns: true},
	{name: "codex: codex_hooks off in a trusted project", ta: codexTools, file: ".codex/config.toml",
		text: "[features]\ncodex_hooks = false\n", trust: true, disables: true, warns: true},
	{name: "qwen: none", ta: qwenTools, file: ".qwen/settings.json", keys: map[string]any{"model": map[string]any{"name": qwenModel}}},
	{name: "qwen: disableAllHooks", ta: qwenTools, file: ".qwen/settings.json", keys: hooksOff, disables: true, warns: true},
	{name: "qwen: disableAllHooks in the user's settings", ta: qwenTools, file: "~/.qwen/settings.json", keys: hooksOff, disables: true, warns: true},
	{name: "qwen: none in the project's .env", ta: qwenTools, file: ".env", text: "APP_MODE=dev\n", read: true},
	// Qwen Code loads a project's .env into its own environment, where
	// QWEN_CODE_SAFE_MODE and QWEN_CODE_SIMPLE turn every hook off.
	{name: "qwen: QWEN_CODE_SAFE_MODE in the project's .env", ta: qwenTools, file: ".env", text: "QWEN_CODE_SAFE_MODE=1\n", read: true, disables: true, warns: true},
	{name: "qwen: QWEN_CODE_SIMPLE in the project's .qwen/.env", ta: qwenTools, file: ".qwen/.env", text: "QWEN_CODE_SIMPLE=1\n", read: true, disables: true, warns: true},
	{name: "qwen: QWEN_CODE_SAFE_MODE in the project's settings env", ta: qwenTools, file: ".qwen/settings.json",
		keys: map[string]any{"env": map[string]any{"QWEN_CODE_SAFE_MODE": "true"}}, read: true, disables: true, warns: true},
	{name: "copilot: none", ta: copilotTools, file: ".github/copilot/settings.json", keys: map[string]any{}, args: copilotTrust},
	// Doctor warns before the folder is trusted, as for Codex: trusting
	// it later turns the hook off.
	{name: "copilot: disableAllHooks, untrusted", ta: copilotTools, file: ".github/copilot/settings.json", keys: hooksOff, warns: true},
	{name: "copilot: disableAllHooks in settings.json", ta: copilotTools, file: ".github/copilot/settings.json", keys: hooksOff, args: copilotTrust, disables: true, warns: true},
	{name: "copilot: disableAllHooks in settings.local.json", ta: copilotTools, file: ".github/copilot/settings.local.json", keys: hooksOff, args: copilotTrust, disables: true, warns: true},
	// Copilot CLI reads a repository's Claude Code settings too.
	{name: "copilot: disableAllHooks in .claude/settings.json", ta: copilotTools, file: ".claude/settings.json", keys: hooksOff, args: copilotTrust, disables: true, warns: true},
	{name: "copilot: disableAllHooks in .claude/settings.local.json", ta: copilotTools, file: ".claude/settings.local.json", keys: hooksOff, args: copilotTrust, disables: true, warns: true},
	// A hook file's disableAllHooks leaves the user's hook on, even with
	// repository hooks loaded in prompt mode.
	{name: "copilot: disableAllHooks in a repository hook file", ta: copilotTools, file: ".github/hooks/quiet.json",
		keys: map[string]any{"version": 1, "disableAllHooks": true, "hooks": map[string]any{}}, args: copilotTrust,
		env: []string{"GITHUB_COPILOT_PROMPT_MODE_REPO_HOOKS=true"}},
	{name: "copilot: disableAllHooks in the user's settings", ta: copilotTools, file: "~/.copilot/settings.json", keys: hooksOff, disables: true, warns: true},
	{name: "copilot: disableAllHooks in the user's config.json", ta: copilotTools, file: "~/.copilot/config.json", keys: hooksOff},
	// OPENCODE_PURE=1 loads no plugin, gatesh's included, but opencode
	// does not take it from a project's .env (its own environment only,
	// which gate-env-prefix holds): doctor has nothing to read here.
	{name: "opencode: OPENCODE_PURE in the project's .env", ta: opencodeTools, file: ".env", text: "OPENCODE_PURE=1\n", read: true},
}

// hooksOff is Qwen Code's and GitHub Copilot CLI's setting that turns
// every hook off.
var hooksOff = map[string]any{"disableAllHooks": true}

// copilotTrust trusts the project for one run of GitHub Copilot CLI,
// which reads a repository's settings only in a trusted folder.
var copilotTrust = []string{"--trust-folder"}

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
			probe, probeTool := o.ta.list, o.ta.hookTools["list"]
			if o.read {
				probe, probeTool = o.ta.read(tw.notes), o.ta.hookTools["read"]
			}
			tw.model.Script(mockmodel.Say(probe))
			a := o.ta.withTools(tw)
			base := a.command
			a.command = func(w *world, prog string, rt route) (*exec.Cmd, error) {
				cmd, err := base(w, prog, rt)
				if err != nil {
					return nil, err
				}
				cmd.Args = slices.Insert(cmd.Args, 1, o.args...)
				cmd.Env = append(cmd.Env, o.env...)
				return cmd, tw.writeOverride(o)
			}
			tw.run(a, hook)
			ran := 0
			for _, c := range tw.hookCalls() {
				if c.payload().Tool == probeTool {
					ran++
				}
			}
			if o.disables && ran != 0 {
				t.Errorf("%s: the user's hook still ran (%d times): the CLI no longer lets this project turn it off; drop the case from doctor", o.file, ran)
			}
			if !o.disables && ran != 1 {
				t.Errorf("%s: the user's hook ran %d times for one %s, want 1", o.file, ran, probeTool)
			}
			out := tw.doctor(o.ta.name)
			warned := strings.Contains(out, "FAIL  project settings: "+tw.overridePath(o))
			if strings.HasPrefix(o.file, "~/") {
				warned = strings.Contains(out, "FAIL  hook: "+tw.overridePath(o))
			}
			if warned != o.warns {
				t.Errorf("doctor warned about %s: %v, want %v\n%s", o.file, warned, o.warns, out)
			}
		})
	}
}

// writeOverride writes the project's settings file of o, merging into a
// JSON file the tool set-up wrote already.
func (tw *toolWorld) writeOverride(o projectOverride) error {
	path := tw.overridePath(o)
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
	if o.text != "" {
		return writeFile(path, o.text)
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

// overridePath is where o's file is: in the project, or with ~/ in
// the user's home.
func (tw *toolWorld) overridePath(o projectOverride) string {
	if rest, ok := strings.CutPrefix(o.file, "~/"); ok {
		return filepath.Join(tw.home, rest)
	}
	return filepath.Join(tw.work, o.file)
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
