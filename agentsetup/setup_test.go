package agentsetup

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// A realistic Claude Code settings.json, as a user keeps it.
const claudeSettings = `{
  "$schema": "https://json.schemastore.org/claude-code-settings.json",
  "model": "opus",
  "permissions": {
    "allow": ["Bash(npm run test:*)", "Read(~/.zshrc)"],
    "deny": ["Bash(curl:*)", "Read(./.env)"]
  },
  "env": {
    "CLAUDE_CODE_ENABLE_TELEMETRY": "0",
    "DISABLE_AUTOUPDATER": "1"
  },
  "hooks": {
    "PostToolUse": [
      {
        "matcher": "Edit|Write",
        "hooks": [
          { "type": "command", "command": "prettier --write \"$CLAUDE_FILE_PATHS\" && echo '<ok>'" }
        ]
      }
    ]
  },
  "statusLine": {"type": "command", "command": "~/.claude/statusline.sh"}
}
`

// Gemini CLI reads settings.json with comments and trailing commas.
const geminiSettings = `// Gemini CLI settings
{
  "security": {
    "auth": { "selectedType": "gemini-api-key" }, // API key from the env
    "folderTrust": { "enabled": false }
  },
  /* hooks written by hand */
  "hooks": {
    "AfterTool": [
      { "matcher": "write_file", "hooks": [ { "type": "command", "command": "./fmt.sh" } ] }
    ]
  },
  "ui": { "theme": "GitHub" }
}
`

// A Codex config.toml with comments, a provider and a hook of its own.
const codexConfig = `# Codex settings
model = "gpt-5-codex" # the default model
model_provider = "local"

[model_providers.local]
name = "local"
base_url = "http://127.0.0.1:8080/v1"
wire_api = "responses"

# notify on turn end
[[hooks.Stop]]
[[hooks.Stop.hooks]]
type = "command"
command = "notify-send codex done"

[[hooks.PreToolUse]]
matcher = "^apply_patch$"
[[hooks.PreToolUse.hooks]]
type = "command"
command = "/usr/local/bin/patch-guard"
timeout = 30

[projects."/home/u/repo"]
trust_level = "trusted"
`

type fixture struct {
	t      *testing.T
	home   string
	gh     string
	path   string // PATH, with fake agents
	out    bytes.Buffer
	extra  map[string]string
	binDir string
	// ancestors are the command lines of the processes above the hook.
	ancestors [][]string
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	home := t.TempDir()
	f := &fixture{t: t, home: home, gh: filepath.Join(home, ".gatesh"), extra: map[string]string{}}
	bin := filepath.Join(f.gh, "bin")
	must(t, os.MkdirAll(bin, 0o700))
	must(t, os.WriteFile(filepath.Join(bin, "gatesh"), []byte("#!/bin/sh\nexit 0\n"), 0o755))
	must(t, os.Symlink("gatesh", filepath.Join(bin, "bash")))
	f.binDir = filepath.Join(home, "agents-bin")
	must(t, os.MkdirAll(f.binDir, 0o755))
	f.path = f.binDir + ":/usr/bin:/bin"
	return f
}

func (f *fixture) env() Env {
	return Env{Getenv: func(k string) string {
		if v, ok := f.extra[k]; ok {
			return v
		}
		switch k {
		case "HOME":
			return f.home
		case "GATESH_HOME":
			return f.gh
		case "PATH":
			return f.path
		}
		return ""
	}, Stdout: &f.out, Ancestors: func() ([][]string, error) { return f.ancestors, nil }}
}

func (f *fixture) install(agent, route string, dry bool) error {
	f.out.Reset()
	return Install(f.env(), Options{Agent: agent, Route: route, DryRun: dry})
}

func (f *fixture) uninstall(agent string) error {
	f.out.Reset()
	return Uninstall(f.env(), Options{Agent: agent})
}

func (f *fixture) write(rel, content string) string {
	p := filepath.Join(f.home, rel)
	must(f.t, os.MkdirAll(filepath.Dir(p), 0o700))
	must(f.t, os.WriteFile(p, []byte(content), 0o644))
	return p
}

func (f *fixture) read(p string) string {
	data, err := os.ReadFile(p)
	if err != nil {
		f.t.Fatal(err)
	}
	return string(data)
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func decodeJSONC(t *testing.T, s string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(stripComments([]byte(s)), &m); err != nil {
		t.Fatalf("%v:\n%s", err, s)
	}
	return m
}

// The install round trip: install merges, a second install changes
// nothing, uninstall gives back the original byte for byte.
func roundTrip(t *testing.T, f *fixture, agent, route, file, original string, check func(after string)) {
	t.Helper()
	must(t, f.install(agent, route, false))
	after := f.read(file)
	if after == original {
		t.Fatalf("install changed nothing in %s", file)
	}
	if got := f.read(backupPath(file)); got != original {
		t.Errorf("backup:\n%s\nwant the original", got)
	}
	check(after)

	must(t, f.install(agent, route, false))
	if !strings.Contains(f.out.String(), "nothing changed") {
		t.Errorf("second install said %q", f.out.String())
	}
	if f.read(file) != after {
		t.Error("second install changed the file")
	}

	must(t, f.uninstall(agent))
	if got := f.read(file); got != original {
		t.Errorf("after uninstall:\n%s\nwant the original:\n%s", got, original)
	}
	// The backup held the original, which the file holds again: it goes,
	// and never ends up holding the gated version.
	if data, err := os.ReadFile(backupPath(file)); err == nil {
		t.Errorf("backup left after uninstall, holding:\n%s", data)
	}
	if _, err := os.Stat(f.gh + "/agents/" + agent + ".json"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("install record left after uninstall: %v", err)
	}
}

func TestClaudeShellRoute(t *testing.T) {
	f := newFixture(t)
	file := f.write(".claude/settings.json", claudeSettings)
	roundTrip(t, f, "claude", "", file, claudeSettings, func(after string) {
		got, want := decodeJSONC(t, after), decodeJSONC(t, claudeSettings)
		env := got["env"].(map[string]any)
		if env["CLAUDE_CODE_SHELL"] != filepath.Join(f.gh, "bin", "bash") {
			t.Errorf("env: %v", env)
		}
		delete(env, "CLAUDE_CODE_SHELL")
		// The shell sees Bash; the hook every other tool, MCP included.
		hooks := got["hooks"].(map[string]any)
		pre := hooks["PreToolUse"].([]any)
		if len(pre) != 1 || pre[0].(map[string]any)["matcher"] != allBut("Bash") {
			t.Errorf("PreToolUse for the other tools: %v", pre)
		}
		delete(hooks, "PreToolUse")
		if !reflect.DeepEqual(got, want) {
			t.Errorf("install changed more than env.CLAUDE_CODE_SHELL and the hook:\n%s", after)
		}
		// Only the one line is new.
		if !strings.Contains(after, "\"DISABLE_AUTOUPDATER\": \"1\",\n    \"CLAUDE_CODE_SHELL\": ") {
			t.Errorf("layout not kept:\n%s", after)
		}
	})
}

func TestClaudeShellReplacesAndRestoresAValue(t *testing.T) {
	f := newFixture(t)
	orig := strings.Replace(claudeSettings, `"DISABLE_AUTOUPDATER": "1"`, `"CLAUDE_CODE_SHELL": "/bin/zsh",`+"\n    "+`"DISABLE_AUTOUPDATER": "1"`, 1)
	file := f.write(".claude/settings.json", orig)
	// A dry run and the install both say what they replace; never silently.
	must(t, f.install("claude", "shell", true))
	if !strings.Contains(f.out.String(), "gatesh: warning: would replace env.CLAUDE_CODE_SHELL in "+file+", which was /bin/zsh") {
		t.Errorf("dry run did not say it replaces zsh:\n%s", f.out.String())
	}
	roundTrip(t, f, "claude", "shell", file, orig, func(after string) {
		if strings.Contains(after, "/bin/zsh") {
			t.Errorf("old shell still there:\n%s", after)
		}
		out := f.out.String()
		for _, want := range []string{"gatesh: warning: replaced env.CLAUDE_CODE_SHELL in " + file + ", which was /bin/zsh",
			"gatesh: hint: gatesh runs bash, not zsh", "gatesh: hint: `gatesh uninstall --agent claude` puts it back"} {
			if !strings.Contains(out, want) {
				t.Errorf("install did not say %q:\n%s", want, out)
			}
		}
	})
}

func TestClaudeHookRoute(t *testing.T) {
	f := newFixture(t)
	file := f.write(".claude/settings.json", claudeSettings)
	roundTrip(t, f, "claude", "hook", file, claudeSettings, func(after string) {
		got := decodeJSONC(t, after)
		hooks := got["hooks"].(map[string]any)
		pre := hooks["PreToolUse"].([]any)[0].(map[string]any)
		h := pre["hooks"].([]any)[0].(map[string]any)
		if pre["matcher"] != everyTool || h["command"] != shellQuote(filepath.Join(f.gh, "bin", "gatesh"))+" hook claude" ||
			h["timeout"] != 600.0 || h["onFailure"] != "block" || h["type"] != "command" {
			t.Errorf("hook entry: %v", pre)
		}
		if len(hooks["PostToolUse"].([]any)) != 1 {
			t.Errorf("PostToolUse changed:\n%s", after)
		}
		if _, ok := got["env"].(map[string]any)["CLAUDE_CODE_SHELL"]; ok {
			t.Error("the hook route must not set the shell too")
		}
	})
}

func TestClaudeNewFileIsRemovedAgain(t *testing.T) {
	f := newFixture(t)
	file := filepath.Join(f.home, ".claude", "settings.json")
	must(t, f.install("claude", "", false))
	got := decodeJSONC(t, f.read(file))
	hook := map[string]any{"matcher": allBut("Bash"), "hooks": []any{map[string]any{
		"type": "command", "command": filepath.Join(f.gh, "bin", "gatesh") + " hook --tools-only claude", "timeout": 600.0, "onFailure": "block"}}}
	want := map[string]any{"env": map[string]any{"CLAUDE_CODE_SHELL": filepath.Join(f.gh, "bin", "bash")},
		"hooks": map[string]any{"PreToolUse": []any{hook}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("new settings: %v", got)
	}
	if _, err := os.Stat(backupPath(file)); err == nil {
		t.Error("a backup of a file that did not exist")
	}
	must(t, f.uninstall("claude"))
	if _, err := os.Stat(file); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("settings.json install created is still there: %v", err)
	}
}

func TestGeminiHookKeepsComments(t *testing.T) {
	f := newFixture(t)
	file := f.write(".gemini/settings.json", geminiSettings)
	roundTrip(t, f, "gemini", "hook", file, geminiSettings, func(after string) {
		for _, c := range []string{"// Gemini CLI settings", "// API key from the env", "/* hooks written by hand */"} {
			if !strings.Contains(after, c) {
				t.Errorf("comment %q lost:\n%s", c, after)
			}
		}
		got := decodeJSONC(t, after)
		bt := got["hooks"].(map[string]any)["BeforeTool"].([]any)[0].(map[string]any)
		h := bt["hooks"].([]any)[0].(map[string]any)
		if bt["matcher"] != everyTool || h["timeout"] != 600000.0 || !strings.HasSuffix(h["command"].(string), " hook gemini") {
			t.Errorf("BeforeTool: %v", bt)
		}
	})
}

func TestCodexHookKeepsCommentsAndTrusts(t *testing.T) {
	f := newFixture(t)
	file := f.write(".codex/config.toml", codexConfig)
	roundTrip(t, f, "codex", "", file, codexConfig, func(after string) {
		if !strings.HasPrefix(after, codexConfig) {
			t.Errorf("the original text must stay as it is, with the block after it:\n%s", after)
		}
		doc, err := decodeTOML(after)
		must(t, err)
		groups := doc["hooks"].(map[string]any)["PreToolUse"].([]map[string]any)
		if len(groups) != 2 || groups[1]["matcher"] != everyTool {
			t.Fatalf("PreToolUse: %v", groups)
		}
		cmd := shellQuote(filepath.Join(f.gh, "bin", "gatesh")) + " hook codex"
		key := file + ":pre_tool_use:1:0"
		state := doc["hooks"].(map[string]any)["state"].(map[string]any)[key].(map[string]any)
		if state["trusted_hash"] != codexHookHash(cmd, everyTool) {
			t.Errorf("trust %v for key %s", state, key)
		}
	})
}

// The hash Codex 0.169.0 itself reported (app-server hooks/list,
// currentHash) for this handler.
func TestCodexHookHashMatchesCodex(t *testing.T) {
	got := codexHookHash("'/root/.gatesh/bin/gatesh' hook codex", "^Bash$")
	want := "sha256:4f706bf280587c4a6cacb1b55f75671c6cdc2705eef9707916a136fab3ae641d"
	if got != want {
		t.Errorf("hash %s, want %s", got, want)
	}
}

func TestCodexHomeAndNoFileYet(t *testing.T) {
	f := newFixture(t)
	dir := filepath.Join(f.home, "codex-home")
	must(t, os.MkdirAll(dir, 0o700))
	f.extra["CODEX_HOME"] = dir
	must(t, f.install("codex", "", false))
	text := f.read(filepath.Join(dir, "config.toml"))
	if !strings.HasPrefix(text, "# >>> gatesh") || !strings.Contains(text, `[hooks.state."`+dir+`/config.toml:pre_tool_use:0:0"]`) {
		t.Errorf("config:\n%s", text)
	}
	must(t, f.uninstall("codex"))
	if _, err := os.Stat(filepath.Join(dir, "config.toml")); !errors.Is(err, os.ErrNotExist) {
		t.Error("config.toml install created is still there")
	}
}

// A file with no newline at its end gets one for the block, and loses it
// again on uninstall.
func TestCodexNoFinalNewline(t *testing.T) {
	f := newFixture(t)
	orig := strings.TrimSuffix(codexConfig, "\n")
	file := f.write(".codex/config.toml", orig)
	roundTrip(t, f, "codex", "", file, orig, func(string) {})
}

func TestCursorHooks(t *testing.T) {
	f := newFixture(t)
	orig := `{"version":1,"hooks":{"afterFileEdit":[{"command":"./format.sh"}]}}` + "\n"
	file := f.write(".cursor/hooks.json", orig)
	roundTrip(t, f, "cursor", "", file, orig, func(after string) {
		got := decodeJSONC(t, after)
		for _, event := range []string{"beforeShellExecution", "beforeReadFile", "beforeMCPExecution"} {
			h := got["hooks"].(map[string]any)[event].([]any)[0].(map[string]any)
			if h["failClosed"] != true || h["timeout"] != 600.0 || !strings.HasSuffix(h["command"].(string), " hook cursor") {
				t.Errorf("%s: %v", event, h)
			}
		}
		if got["version"] != 1.0 || got["hooks"].(map[string]any)["afterFileEdit"] == nil {
			t.Errorf("hooks.json: %s", after)
		}
	})
	// A new hooks.json gets the version it needs, and goes again.
	must(t, os.Remove(file))
	must(t, f.install("cursor", "", false))
	if got := decodeJSONC(t, f.read(file)); got["version"] != 1.0 {
		t.Errorf("new hooks.json: %v", got)
	}
	must(t, f.uninstall("cursor"))
	if _, err := os.Stat(file); !errors.Is(err, os.ErrNotExist) {
		t.Error("hooks.json install created is still there")
	}
}

// Aider runs $SHELL: the wrapper sets it to gatesh and execs the real one.
func TestShellWrapper(t *testing.T) {
	f := newFixture(t)
	must(t, os.WriteFile(filepath.Join(f.binDir, "aider"), []byte("#!/bin/sh\necho \"SHELL=$SHELL args=$*\"\n"), 0o755))
	must(t, f.install("aider", "", false))
	wrapper := filepath.Join(f.gh, "bin", "gatesh-aider")
	out, err := exec.Command(wrapper, "--model", "x").Output()
	must(t, err)
	if got, want := string(out), "SHELL="+filepath.Join(f.gh, "bin", "bash")+" args=--model x\n"; got != want {
		t.Errorf("wrapper ran %q, want %q", got, want)
	}
	must(t, f.install("aider", "", false))
	if !strings.Contains(f.out.String(), "nothing changed") {
		t.Errorf("second install: %s", f.out.String())
	}
	must(t, f.uninstall("aider"))
	if _, err := os.Stat(wrapper); !errors.Is(err, os.ErrNotExist) {
		t.Error("wrapper left after uninstall")
	}
}

// Gemini CLI looks bash up on PATH: the wrapper puts gatesh's folder first.
func TestGeminiShellWrapper(t *testing.T) {
	f := newFixture(t)
	must(t, os.WriteFile(filepath.Join(f.binDir, "gemini"), []byte("#!/bin/sh\ncommand -v bash\n"), 0o755))
	must(t, f.install("gemini", "", false))
	out, err := exec.Command(filepath.Join(f.gh, "bin", "gatesh-gemini")).Output()
	must(t, err)
	if got := strings.TrimSpace(string(out)); got != filepath.Join(f.gh, "bin", "bash") {
		t.Errorf("bash on the wrapped PATH: %s", got)
	}
}

// On the shell route Gemini CLI's other tools still need the hook: its
// settings get BeforeTool for every tool but run_shell_command, and
// uninstall gives them back byte for byte.
func TestGeminiShellRouteHooksTheOtherTools(t *testing.T) {
	f := newFixture(t)
	must(t, os.WriteFile(filepath.Join(f.binDir, "gemini"), []byte("#!/bin/sh\n"), 0o755))
	file := f.write(".gemini/settings.json", geminiSettings)
	roundTrip(t, f, "gemini", "shell", file, geminiSettings, func(after string) {
		bt := decodeJSONC(t, after)["hooks"].(map[string]any)["BeforeTool"].([]any)
		h := bt[0].(map[string]any)["hooks"].([]any)[0].(map[string]any)
		if len(bt) != 1 || bt[0].(map[string]any)["matcher"] != allBut("run_shell_command") || !strings.HasSuffix(h["command"].(string), " hook --tools-only gemini") {
			t.Errorf("BeforeTool: %v", bt)
		}
		if !strings.Contains(after, "/* hooks written by hand */") {
			t.Errorf("comment lost:\n%s", after)
		}
	})
	if _, err := os.Stat(filepath.Join(f.gh, "bin", "gatesh-gemini")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("uninstall left the wrapper: %v", err)
	}
}

// Codex's shell route keeps the hook on every tool, Bash included (Codex
// applies apply_patch given to exec_command itself), as --tools-only, so
// that a shell call goes to the login shell alone; trusted as installed.
func TestCodexShellRoute(t *testing.T) {
	f := newFixture(t)
	file := f.write(".codex/config.toml", codexConfig)
	roundTrip(t, f, "codex", "shell", file, codexConfig, func(after string) {
		doc, err := decodeTOML(after)
		must(t, err)
		hooks := doc["hooks"].(map[string]any)
		groups := hooks["PreToolUse"].([]map[string]any)
		// The login shell decides Bash; the hook, the rest.
		cmd := shellQuote(filepath.Join(f.gh, "bin", "gatesh")) + " hook --tools-only codex"
		trust := hooks["state"].(map[string]any)[file+":pre_tool_use:1:0"].(map[string]any)
		handler := groups[len(groups)-1]["hooks"].([]map[string]any)[0]
		if len(groups) != 2 || groups[1]["matcher"] != everyTool || handler["command"] != cmd || trust["trusted_hash"] != codexHookHash(cmd, everyTool) {
			t.Errorf("PreToolUse %v, trust %v", groups, trust)
		}
	})
	if !strings.Contains(f.out.String(), "chsh -s "+filepath.Join(f.gh, "bin", "bash")) {
		t.Errorf("install did not say to make gatesh the login shell:\n%s", f.out.String())
	}
}

// An install from before every tool was gated (matcher Bash) is brought
// up to date in place, and uninstall still restores the original.
func TestOldMatcherIsReplaced(t *testing.T) {
	f := newFixture(t)
	file := f.write(".claude/settings.json", claudeSettings)
	must(t, f.install("claude", "hook", false))
	old := strings.Replace(f.read(file), `"matcher": ".*"`, `"matcher": "Bash"`, 1)
	must(t, os.WriteFile(file, []byte(old), 0o600))
	// The record says what install wrote then.
	rec := f.read(filepath.Join(f.gh, "agents", "claude.json"))
	must(t, os.WriteFile(filepath.Join(f.gh, "agents", "claude.json"), []byte(strings.Replace(rec, `"matcher": ".*"`, `"matcher": "Bash"`, 1)), 0o600))
	must(t, f.install("claude", "hook", false))
	pre := decodeJSONC(t, f.read(file))["hooks"].(map[string]any)["PreToolUse"].([]any)
	if len(pre) != 1 || pre[0].(map[string]any)["matcher"] != everyTool {
		t.Errorf("after the second install: %v", pre)
	}
	must(t, f.uninstall("claude"))
	if got := f.read(file); got != claudeSettings {
		t.Errorf("after uninstall:\n%s", got)
	}
}

func TestWrapperNeedsTheAgent(t *testing.T) {
	f := newFixture(t)
	err := f.install("goose", "", false)
	var se *Error
	if !errors.As(err, &se) || !strings.Contains(se.Error(), "goose is not on PATH") || se.Hint == "" {
		t.Errorf("err %v", err)
	}
}

// A wrapper name someone else uses is not overwritten.
func TestWrapperDoesNotOverwrite(t *testing.T) {
	f := newFixture(t)
	must(t, os.WriteFile(filepath.Join(f.binDir, "aider"), []byte("#!/bin/sh\n"), 0o755))
	mine := filepath.Join(f.gh, "bin", "gatesh-aider")
	must(t, os.WriteFile(mine, []byte("#!/bin/sh\necho mine\n"), 0o755))
	if err := f.install("aider", "", false); err == nil || !strings.Contains(err.Error(), "not the one gatesh install wrote") {
		t.Errorf("err %v", err)
	}
	if f.read(mine) != "#!/bin/sh\necho mine\n" {
		t.Error("overwritten")
	}
}

// Broken files get a clear error and are left exactly as they were.
func TestBrokenFilesAreLeftAlone(t *testing.T) {
	for _, tc := range []struct {
		agent, route, file, content, want string
	}{
		{"claude", "", ".claude/settings.json", `{"env": {"A": "1",}`, "not valid JSON: line 1"},
		{"claude", "", ".claude/settings.json", `["not", "an object"]`, "holds no JSON object"},
		{"claude", "", ".claude/settings.json", `{"env": "CLAUDE_CODE_SHELL=/bin/bash"}`, "env is a string, where Claude Code's schema wants an object"},
		{"claude", "", ".claude/settings.json", `{"env": {}, "env": {"A": "1"}}`, `the key "env" appears twice`},
		{"claude", "hook", ".claude/settings.json", `{"hooks": {"PreToolUse": {"matcher": "Bash"}}}`, "hooks.PreToolUse is not a JSON array"},
		{"claude", "", ".claude/settings.json", "{\"a\": \"\xff\"}", "not valid UTF-8"},
		{"gemini", "hook", ".gemini/settings.json", `{"hooks": [] }`, "hooks is not a JSON object"},
		{"codex", "", ".codex/config.toml", "model = \"x\"\nmodel = \"y\"\n", "not valid TOML"},
		{"codex", "", ".codex/config.toml", "[hooks]\nPreToolUse = \"no\"\n", "hooks.PreToolUse is not an array of tables"},
		{"codex", "", ".codex/config.toml", "hooks = { PreToolUse = [] }\n", "hooks.PreToolUse is not an array of tables"},
		{"codex", "", ".codex/config.toml", "[hooks]\nstate = \"x\"\n", "cannot add the hook safely"},
		{"cursor", "", ".cursor/hooks.json", `{"version": 1, "hooks": {"beforeShellExecution": 7}}`, "not a JSON array"},
	} {
		f := newFixture(t)
		file := f.write(tc.file, tc.content)
		err := f.install(tc.agent, tc.route, false)
		var se *Error
		if !errors.As(err, &se) || !strings.Contains(err.Error(), tc.want) || !strings.Contains(se.Hint, "nothing was changed") {
			t.Errorf("%s %q: err %v, want %q", tc.agent, tc.content, err, tc.want)
		}
		if f.read(file) != tc.content {
			t.Errorf("%s %q: the file changed", tc.agent, tc.content)
		}
		for _, p := range []string{backupPath(file), filepath.Join(f.gh, "agents", tc.agent+".json")} {
			if _, err := os.Stat(p); err == nil {
				t.Errorf("%s %q: %s written", tc.agent, tc.content, p)
			}
		}
	}
}

func TestDryRunWritesNothing(t *testing.T) {
	f := newFixture(t)
	file := f.write(".claude/settings.json", claudeSettings)
	must(t, f.install("claude", "", true))
	out := f.out.String()
	if !strings.Contains(out, "would change "+file) || !strings.Contains(out, `+    "CLAUDE_CODE_SHELL": "`) ||
		!strings.Contains(out, `-    "DISABLE_AUTOUPDATER": "1"`) {
		t.Errorf("dry run printed:\n%s", out)
	}
	if strings.Index(out, `-    "DISABLE_AUTOUPDATER": "1"`) > strings.Index(out, `+    "DISABLE_AUTOUPDATER": "1",`) {
		t.Errorf("the dry run prints the new line before the old one:\n%s", out)
	}
	if f.read(file) != claudeSettings {
		t.Error("dry run changed the file")
	}
	entries, err := os.ReadDir(filepath.Dir(file))
	must(t, err)
	if len(entries) != 1 {
		t.Errorf("dry run wrote files: %v", entries)
	}
	if _, err := os.Stat(filepath.Join(f.gh, "agents")); err == nil {
		t.Error("dry run wrote an install record")
	}
	// A dry uninstall also only prints.
	must(t, f.install("claude", "", false))
	after := f.read(file)
	f.out.Reset()
	must(t, Uninstall(f.env(), Options{Agent: "claude", DryRun: true}))
	if !strings.Contains(f.out.String(), `-    "CLAUDE_CODE_SHELL"`) || f.read(file) != after {
		t.Errorf("dry uninstall: %s", f.out.String())
	}
}

func TestOneRouteAtATime(t *testing.T) {
	f := newFixture(t)
	must(t, f.install("claude", "shell", false))
	err := f.install("claude", "hook", false)
	var se *Error
	if !errors.As(err, &se) || !strings.Contains(err.Error(), "set up with the shell route") || !strings.Contains(se.Hint, "uninstall") {
		t.Errorf("err %v", err)
	}
	if err := f.install("cursor", "shell", false); err == nil || !strings.Contains(err.Error(), "Cursor has no shell route") {
		t.Errorf("cursor shell route: %v", err)
	}
}

// Uninstall leaves a value the user changed after install, and says so.
func TestUninstallLeavesLaterChanges(t *testing.T) {
	f := newFixture(t)
	file := f.write(".claude/settings.json", claudeSettings)
	must(t, f.install("claude", "", false))
	changed := strings.Replace(f.read(file), filepath.Join(f.gh, "bin", "bash"), "/opt/other/bash", 1)
	must(t, os.WriteFile(file, []byte(changed), 0o644))
	must(t, f.uninstall("claude"))
	after := f.read(file)
	if !strings.Contains(after, `"CLAUDE_CODE_SHELL": "/opt/other/bash"`) || strings.Contains(after, "hook claude") ||
		!strings.Contains(f.out.String(), "left env.CLAUDE_CODE_SHELL as it is") {
		t.Errorf("uninstall: %s\n%s", f.out.String(), after)
	}
	// The file differs from what it was before install, so the backup of
	// that stays, holding the original and not the gated version.
	if got := f.read(backupPath(file)); got != claudeSettings {
		t.Errorf("backup after uninstall:\n%s\nwant the original", got)
	}
	if !strings.Contains(f.out.String(), "kept "+backupPath(file)) {
		t.Errorf("uninstall does not say it kept the backup: %s", f.out.String())
	}
}

// A replaced line shows as its old line, then its new one, as diff -u
// prints it.
func TestDiffPrintsOldLinesFirst(t *testing.T) {
	var b bytes.Buffer
	writeDiff(&b, "a\nb\nc\nd\n", "a\nB\nC\nd\ne\n")
	want := " a\n-b\n-c\n+B\n+C\n d\n+e\n"
	if b.String() != want {
		t.Errorf("diff:\n%s\nwant:\n%s", b.String(), want)
	}
	b.Reset()
	writeDiff(&b, "x\n", "y\n")
	if b.String() != "-x\n+y\n" {
		t.Errorf("diff of one replaced line:\n%s", b.String())
	}
}

// A value the user had set already is not install's: uninstall keeps it.
func TestUninstallKeepsWhatWasThere(t *testing.T) {
	f := newFixture(t)
	orig := `{"env": {"CLAUDE_CODE_SHELL": "` + filepath.Join(f.gh, "bin", "bash") + `"}}` + "\n"
	file := f.write(".claude/settings.json", orig)
	must(t, f.install("claude", "", false))
	must(t, f.uninstall("claude"))
	if f.read(file) != orig {
		t.Errorf("uninstall removed the user's own setting:\n%s", f.read(file))
	}
}

// A settings file kept as a link (dotfiles) stays a link.
func TestLinkedSettingsStayLinked(t *testing.T) {
	f := newFixture(t)
	real := f.write("dotfiles/claude.json", claudeSettings)
	link := filepath.Join(f.home, ".claude", "settings.json")
	must(t, os.MkdirAll(filepath.Dir(link), 0o700))
	must(t, os.Symlink(real, link))
	must(t, f.install("claude", "", false))
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("settings.json is no longer a link: %v", err)
	}
	if !strings.Contains(f.read(real), "CLAUDE_CODE_SHELL") {
		t.Error("the linked file did not change")
	}
}

func TestNeedsGateshInstalled(t *testing.T) {
	f := newFixture(t)
	must(t, os.Remove(filepath.Join(f.gh, "bin", "gatesh")))
	err := f.install("claude", "", false)
	var se *Error
	if !errors.As(err, &se) || !strings.Contains(se.Hint, "install/install.sh") {
		t.Errorf("err %v", err)
	}
}

func TestMissingBashLinkIsMade(t *testing.T) {
	f := newFixture(t)
	link := filepath.Join(f.gh, "bin", "bash")
	must(t, os.Remove(link))
	must(t, f.install("claude", "", true))
	if _, err := os.Lstat(link); err == nil || !strings.Contains(f.out.String(), "would link "+link) {
		t.Errorf("dry run: %s", f.out.String())
	}
	must(t, f.install("claude", "", false))
	if target, err := os.Readlink(link); err != nil || target != "gatesh" {
		t.Errorf("link: %q %v", target, err)
	}
}

// A gatesh folder other than ~/.gatesh is named in what install writes:
// the agent's own environment may not name it.
func TestCustomGateshHome(t *testing.T) {
	f := newFixture(t)
	custom := filepath.Join(f.home, "srv", "gatesh")
	must(t, os.MkdirAll(filepath.Join(custom, "bin"), 0o700))
	must(t, os.Rename(filepath.Join(f.gh, "bin", "gatesh"), filepath.Join(custom, "bin", "gatesh")))
	must(t, os.Symlink("gatesh", filepath.Join(custom, "bin", "bash")))
	f.gh = custom
	file := f.write(".claude/settings.json", claudeSettings)
	roundTrip(t, f, "claude", "", file, claudeSettings, func(after string) {
		env := decodeJSONC(t, after)["env"].(map[string]any)
		if env["GATESH_HOME"] != custom || env["CLAUDE_CODE_SHELL"] != filepath.Join(custom, "bin", "bash") {
			t.Errorf("env: %v", env)
		}
	})
	must(t, f.install("cursor", "", false))
	hooks := decodeJSONC(t, f.read(filepath.Join(f.home, ".cursor", "hooks.json")))["hooks"].(map[string]any)
	cmd := hooks["beforeShellExecution"].([]any)[0].(map[string]any)["command"]
	if cmd != "GATESH_HOME="+custom+" "+filepath.Join(custom, "bin", "gatesh")+" hook cursor" {
		t.Errorf("hook command %q", cmd)
	}
	must(t, os.WriteFile(filepath.Join(f.binDir, "goose"), []byte("#!/bin/sh\necho \"$GATESH_HOME $SHELL\"\n"), 0o755))
	must(t, f.install("goose", "", false))
	out, err := exec.Command(filepath.Join(custom, "bin", "gatesh-goose")).Output()
	must(t, err)
	if got, want := string(out), custom+" "+filepath.Join(custom, "bin", "bash")+"\n"; got != want {
		t.Errorf("wrapper: %q, want %q", got, want)
	}
}

// A gatesh installed with `go install ./cmd/...` has no agent's folder
// yet: install links the gatesh that runs into it, and the bash link, so
// that the agent's settings name a folder of the agent's own.
func TestInstallLinksTheRunningGatesh(t *testing.T) {
	f := newFixture(t)
	must(t, os.RemoveAll(f.gh))
	opBin := filepath.Join(f.home, "go", "bin")
	must(t, os.MkdirAll(opBin, 0o755))
	self := filepath.Join(opBin, "gatesh")
	must(t, os.WriteFile(self, []byte("#!/bin/sh\nexit 0\n"), 0o755))
	e := f.env()
	e.Self = self
	f.out.Reset()
	must(t, Install(e, Options{Agent: "claude", DryRun: true}))
	if _, err := os.Lstat(filepath.Join(f.gh, "bin")); err == nil {
		t.Error("a dry run made the agent's folder")
	}
	if !strings.Contains(f.out.String(), "would link "+filepath.Join(f.gh, "bin", "gatesh")+" -> "+self) {
		t.Errorf("dry run: %s", f.out.String())
	}
	must(t, Install(e, Options{Agent: "claude"}))
	if target, err := os.Readlink(filepath.Join(f.gh, "bin", "gatesh")); err != nil || target != self {
		t.Errorf("gatesh link: %q %v", target, err)
	}
	if target, err := os.Readlink(filepath.Join(f.gh, "bin", "bash")); err != nil || target != "gatesh" {
		t.Errorf("bash link: %q %v", target, err)
	}
	if st, err := os.Stat(f.gh); err != nil || st.Mode().Perm() != 0o700 {
		t.Errorf("the gatesh folder install made: %v %v, want 0700", st.Mode(), err)
	}
	env := decodeJSONC(t, f.read(filepath.Join(f.home, ".claude", "settings.json")))["env"].(map[string]any)
	if env["CLAUDE_CODE_SHELL"] != filepath.Join(f.gh, "bin", "bash") {
		t.Errorf("env: %v", env)
	}
	// The gatesh that runs from the agent's folder itself, or one that is
	// not a program, is never linked: install asks for install.sh.
	must(t, os.RemoveAll(filepath.Join(f.gh, "bin")))
	must(t, os.RemoveAll(filepath.Join(f.home, ".claude")))
	must(t, os.RemoveAll(filepath.Join(f.gh, "agents")))
	for _, bad := range []string{filepath.Join(f.gh, "bin", "gatesh"), filepath.Join(f.home, "go"), "go/bin/gatesh"} {
		e.Self = bad
		if err := Install(e, Options{Agent: "claude"}); err == nil {
			t.Errorf("Self %s: installed", bad)
		}
	}
}
