//go:build linux

package e2e

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/agentsetup"
	"gatesh/e2e/mockmodel"
)

// withSettings is a as the tests drive it, with gatesh's hook already in
// its settings file, which holds content when the agent starts.
func withSettings(a *agent, file string, content []byte) *agent {
	b := *a
	b.command = func(w *world, prog string, rt route) (*exec.Cmd, error) {
		cmd, err := a.command(w, prog, plain)
		if err != nil {
			return nil, err
		}
		return cmd, os.WriteFile(file, content, 0o600)
	}
	return &b
}

// A settingsForm is something a person may put in a settings file
// beyond strict JSON.
type settingsForm struct {
	name  string
	apply func(src []byte) []byte
}

var settingsForms = []settingsForm{
	{"strict JSON", func(src []byte) []byte { return src }},
	{"a line comment", func(src []byte) []byte { return bytes.Replace(src, []byte("{\n"), []byte("{\n  // my settings\n"), 1) }},
	{"a block comment", func(src []byte) []byte {
		return bytes.Replace(src, []byte("{\n"), []byte("{\n  /* my settings */\n"), 1)
	}},
	{"a trailing comma", func(src []byte) []byte {
		end := bytes.LastIndexByte(src, '}')
		last := len(bytes.TrimRight(src[:end], " \t\n"))
		return append(append(append([]byte(nil), src[:last]...), ','), src[last:]...)
	}},
	{"a byte order mark", func(src []byte) []byte { return append([]byte("\ufeff"), src...) }},
	{"an env value that is a number", func(src []byte) []byte {
		return bytes.Replace(src, []byte("{\n"), []byte("{\n  \"env\": {\"PORT\": 3000},\n"), 1)
	}},
	{"a permission list that is a string", func(src []byte) []byte {
		return bytes.Replace(src, []byte("{\n"), []byte("{\n  \"permissions\": {\"allow\": \"Bash(ls)\"},\n"), 1)
	}},
	{"an unknown key", func(src []byte) []byte {
		return bytes.Replace(src, []byte("{\n"), []byte("{\n  \"notASetting\": 1,\n"), 1)
	}},
	{"a model that is a number", func(src []byte) []byte {
		return bytes.Replace(src, []byte("{\n"), []byte("{\n  \"model\": 5,\n"), 1)
	}},
	{"a boolean that is a string", func(src []byte) []byte {
		return bytes.Replace(src, []byte("{\n"), []byte("{\n  \"verbose\": \"yes\",\n"), 1)
	}},
	{"a number that is a string", func(src []byte) []byte {
		return bytes.Replace(src, []byte("{\n"), []byte("{\n  \"cleanupPeriodDays\": \"30\",\n"), 1)
	}},
	{"a theme that is a number", func(src []byte) []byte {
		return bytes.Replace(src, []byte("{\n"), []byte("{\n  \"theme\": 5,\n"), 1)
	}},
	{"a list that is a string", func(src []byte) []byte {
		return bytes.Replace(src, []byte("{\n"), []byte("{\n  \"fallbackModel\": \"sonnet\",\n"), 1)
	}},
}

// What each agent's own reader takes in its settings file is what
// agentsetup says it takes: gatesh's hook, installed, runs when the file
// holds only what the reader takes, and never otherwise (Claude Code
// then ignores the file without a word, and runs the command; Gemini CLI
// refuses to start).
func TestSettingsDialects(t *testing.T) {
	t.Parallel()
	for _, a := range []*agent{claude, gemini} {
		for _, form := range settingsForms {
			t.Run(a.cli.Name+" with "+form.name, func(t *testing.T) {
				findCLI(t, a.cli)
				w := newWorld(t)
				file := filepath.Join(w.home, "."+a.cli.Name, "settings.json")
				if a == gemini {
					must(t, writeFile(file, geminiSettings))
				}
				must(t, w.installHook(a.cli.Name))
				installed, err := os.ReadFile(file)
				must(t, err)
				content := form.apply(installed)
				takes := agentsetup.CheckSettings(a.cli.Name, content) == nil
				probe := "echo dialect-probe"
				w.model.Script(mockmodel.Say(mockmodel.Shell(probe)), mockmodel.Say(mockmodel.Text("done")))
				w.mayFail = !takes
				w.run(withSettings(a, file, content), plain)
				fired := false
				if _, err := os.Stat(filepath.Join(w.gh, "audit.jsonl")); err == nil {
					fired = w.loggedDecision(probe)
				}
				t.Logf("%s with %s: gatesh says the agent reads it: %v; the hook ran: %v; the agent: %v\n%s", a.cli.Name, form.name, takes, fired, w.runErr, clip(w.runOutput))
				if fired != takes {
					t.Fatalf("the hook ran: %v, but agentsetup says %s reads the file: %v", fired, a.cli.Name, takes)
				}
			})
		}
	}
}

// loggedDecision reports whether the audit log holds a decision on cmd.
func (w *world) loggedDecision(cmd string) bool {
	for _, l := range w.audit() {
		if l.Event == "decision" && strings.Contains(l.Command, cmd) {
			return true
		}
	}
	return false
}

// A settings.json with a comment, which Claude Code ignores whole: install
// refuses it, doctor fails on it; once the comment is gone, install's
// hook holds the agent's rm -rf and the victim survives.
func TestClaudeSettingsWithACommentAreRefused(t *testing.T) {
	t.Parallel()
	findCLI(t, claude.cli)
	w := newWorld(t)
	rmVictim.setup(w)
	file := filepath.Join(w.home, ".claude", "settings.json")
	commented := "{\n  // my settings\n}\n"
	must(t, writeFile(file, commented))
	if out, err := w.operator("install", "--agent", "claude", "--route", "hook"); err == nil || !strings.Contains(out, "line 2, column 3: a // comment; Claude Code reads this file as strict JSON") {
		t.Fatalf("install took a settings file Claude Code ignores: %v\n%s", err, out)
	}
	if got, _ := os.ReadFile(file); string(got) != commented {
		t.Fatalf("the refused install changed the file:\n%s", got)
	}
	// The comment added after install: doctor fails.
	must(t, writeFile(file, "{}\n"))
	must(t, w.installHook("claude"))
	installed, err := os.ReadFile(file)
	must(t, err)
	must(t, os.WriteFile(file, bytes.Replace(installed, []byte("{\n"), []byte("{\n  // my settings\n"), 1), 0o600))
	if out, err := w.operator("doctor", "--agent", "claude"); err == nil || !strings.Contains(out, "FAIL  settings: "+file+": not what the agent reads: line 2, column 3: a // comment") {
		t.Fatalf("doctor passed a settings file Claude Code ignores: %v\n%s", err, out)
	}
	must(t, os.WriteFile(file, installed, 0o600))
	if out, _ := w.operator("doctor", "--agent", "claude"); strings.Contains(out, "FAIL  settings") || strings.Contains(out, "FAIL  hook:") {
		t.Fatalf("doctor on the installed file:\n%s", out)
	}
	w.model.Script(
		mockmodel.Say(mockmodel.Shell(rmVictim.cmd)),
		func(turn mockmodel.Turn) mockmodel.Reply {
			if res := turn.Last(); !strings.Contains(res.Output, "gatesh: held") {
				t.Errorf("the hook did not hold %s:\n%q", rmVictim.cmd, res.Output)
			}
			return mockmodel.Text("done")
		},
	)
	w.run(withSettings(claude, file, installed), plain)
	if !rmVictim.alive(w) {
		t.Fatal("the victim is gone: the hook did not fire")
	}
	if !w.loggedDecision(rmVictim.cmd) {
		t.Error("the audit log holds no decision on the rm -rf")
	}
}
