//go:build linux

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gatesh/e2e/mockmodel"
)

// On the hook route gatesh judges each shell call by its text and the
// folder the hook input names. A shell that kept its state from one
// call to the next (a cd, an export) would run a later call somewhere
// else, or otherwise, than gatesh judged it. These tests measure, with
// the real CLIs, what each agent's shell keeps, and check that a command
// whose tier depends on its folder is judged where it runs: the victim
// is the test's ~/.bashrc, which an append from HOME changes (red) and
// an append from the project does not touch (green).

// A stateAgent is one agent as the shell-state tests drive it.
type stateAgent struct {
	name string
	a    *agent
	// args go with every shell call besides the command (GitHub Copilot
	// CLI's shellId: one shell for every call, if it keeps one).
	args map[string]any
	// cliArgs go first on the CLI's command line (Claude Code's
	// --add-dir, which lets its shell stay in a folder outside the
	// project).
	cliArgs func(tw *toolWorld) []string
	// keepsFolder and keepsVars are what the agent's shell carries from
	// one call to the next, as measured; docs/agents.md says the same.
	keepsFolder, keepsVars bool
	// folderParam is the shell tool's own folder argument, "" if it has
	// none; folderArgs are the CLI's arguments that let that folder be
	// HOME.
	folderParam string
	folderArgs  func(tw *toolWorld) []string
}

func addDirHome(flag string) func(tw *toolWorld) []string {
	return func(tw *toolWorld) []string { return []string{flag, tw.home} }
}

var stateAgents = []stateAgent{
	// Claude Code keeps the folder of a cd that stays in the project or
	// a directory added to it, and resets it otherwise; its hook input's
	// cwd follows.
	{name: "claude", a: claude},
	{name: "claude --add-dir HOME", a: claude, cliArgs: addDirHome("--add-dir"), keepsFolder: true},
	// Codex gives exec_command's workdir to its hook as cwd.
	{name: "codex", a: codex, folderParam: "workdir"},
	{name: "gemini", a: gemini, folderParam: "dir_path", folderArgs: addDirHome("--include-directories")},
	{name: "qwen", a: qwen, folderParam: "directory", folderArgs: addDirHome("--include-directories")},
	// Copilot CLI 1.0.102: "each command runs in a fresh process that
	// starts in the session working directory", even with one shellId.
	{name: "copilot", a: copilot, args: map[string]any{"shellId": "state"}},
	{name: "opencode", a: opencode, folderParam: "workdir"},
	{name: "cline", a: cline},
}

// withArgs is a's command with more arguments first on its command line.
func withArgs(a *agent, more []string) *agent {
	b := *a
	b.command = func(w *world, prog string, rt route) (*exec.Cmd, error) {
		cmd, err := a.command(w, prog, rt)
		if err == nil {
			cmd.Args = slices.Insert(cmd.Args, 1, more...)
		}
		return cmd, err
	}
	return &b
}

// stateAppend is the command whose tier depends on its folder.
const stateAppend = "echo shellstate >> .bashrc"

// TestShellStateBetweenCalls: call 1 cd HOME and export a variable,
// call 2 append to a relative .bashrc, call 3 show the folder and the
// variable. The append is held where the shell is in HOME, and runs in
// the project where it is not; the test's ~/.bashrc survives either way.
// (Three calls: opencode takes half a minute for each.)
func TestShellStateBetweenCalls(t *testing.T) {
	for _, sa := range stateAgents {
		t.Run(sa.name, func(t *testing.T) {
			t.Parallel()
			findCLI(t, sa.a.cli)
			tw := newToolWorld(t)
			call := func(cmd string) mockmodel.Reply {
				return mockmodel.Reply{Call: &mockmodel.Call{Command: cmd, Args: sa.args}}
			}
			var results []mockmodel.Result
			keep := func(res mockmodel.Result) { results = append(results, res) }
			tw.play([]toolStep{
				{reply: call("cd " + tw.home + "; export E2E_STATE=kept"), check: keep},
				{reply: call(stateAppend), check: keep},
				{reply: call(`pwd; echo "state=${E2E_STATE:-unset}"`), check: keep},
			})
			a := sa.a
			if sa.cliArgs != nil {
				a = withArgs(a, sa.cliArgs(tw))
			}
			tw.run(a, hook)
			if len(results) != 3 {
				t.Fatalf("%d tool results, want 3:\n%s", len(results), tw.requestLog())
			}
			if got := tw.read(tw.bashrc); got != bashrcText {
				t.Errorf("~/.bashrc changed: %q", got)
			}

			shown := results[2].Output
			keptFolder := !strings.Contains(shown, tw.work) && strings.Contains(shown, tw.home)
			keptVars := strings.Contains(shown, "state=kept")
			if keptFolder != sa.keepsFolder || keptVars != sa.keepsVars {
				t.Errorf("the shell kept the folder: %v (want %v), the variable: %v (want %v); "+
					"the agent's shell changed: measure it again and update docs/agents.md\n%q",
					keptFolder, sa.keepsFolder, keptVars, sa.keepsVars, shown)
			}
			verdict := ""
			for _, l := range tw.audit() {
				if l.Event == "decision" && l.Command == stateAppend {
					verdict = l.Verdict
				}
			}
			inProject := tw.read(filepath.Join(tw.work, ".bashrc"))
			switch {
			case keptFolder && verdict != "hold":
				t.Errorf("the append ran from HOME and gatesh's verdict was %q, want hold (judged in the wrong folder)", verdict)
			case keptFolder && heldID(results[1]) == "":
				t.Errorf("the append was not held; the model received:\n%q", results[1].Output)
			case !keptFolder && (verdict != "auto_pass" || inProject != "shellstate\n"):
				t.Errorf("the append was judged %q, and the project's .bashrc holds %q; want it passed and run in the project", verdict, inProject)
			}
		})
	}
}

// TestShellToolFolder: the shell tool's own folder argument, HOME, with
// the append. The hook reads that folder: held, ~/.bashrc untouched.
func TestShellToolFolder(t *testing.T) {
	for _, sa := range stateAgents {
		if sa.folderParam == "" {
			continue
		}
		t.Run(sa.name, func(t *testing.T) {
			t.Parallel()
			findCLI(t, sa.a.cli)
			tw := newToolWorld(t)
			var results []mockmodel.Result
			keep := func(res mockmodel.Result) { results = append(results, res) }
			tw.play([]toolStep{
				{reply: mockmodel.Reply{Call: &mockmodel.Call{Command: stateAppend, Args: map[string]any{sa.folderParam: tw.home}}}, check: keep},
			})
			a := sa.a
			if sa.folderArgs != nil {
				a = withArgs(a, sa.folderArgs(tw))
			}
			tw.run(a, hook)
			if got := tw.read(tw.bashrc); got != bashrcText {
				t.Errorf("~/.bashrc changed: %q", got)
			}
			if len(results) != 1 || heldID(results[0]) == "" {
				t.Errorf("the append in %s=HOME was not held by gatesh: %+v", sa.folderParam, results)
			}
			if _, err := os.Stat(filepath.Join(tw.work, ".bashrc")); err == nil {
				t.Errorf("the append ran in the project, not in HOME")
			}
		})
	}
}
