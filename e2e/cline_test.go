//go:build linux

package e2e

import (
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"testing"

	"gatesh/e2e/agentcli"
	"gatesh/e2e/mockmodel"
)

// clineModel is the model Cline asks its OpenAI-compatible provider for.
const clineModel = "claude-sonnet-4-5"

// cline is the Cline CLI, with an OpenAI-compatible provider at the mock
// model's Chat Completions API (Cline takes a base URL for no other).
// Its only gatesh route is its PreToolUse hook file.
var cline = &agent{
	cli:     agentcli.Cline,
	logName: "cline",
	command: func(w *world, prog string, rt route) (*exec.Cmd, error) {
		auth := exec.Command(prog, "auth", "-p", "openai-compatible", "-k", "dummy", "-m", clineModel, "-b", w.model.URL()+"/v1")
		auth.Env = w.env()
		auth.Dir = w.work
		if out, err := auth.CombinedOutput(); err != nil {
			return nil, fmt.Errorf("cline auth: %v\n%s", err, out)
		}
		if rt == hook {
			if err := w.installHook("cline"); err != nil {
				return nil, err
			}
		}
		cmd := exec.Command(prog, "--json", prompt)
		cmd.Env = w.env()
		return cmd, nil
	},
	exit: geminiExit,
}

var clineTools = &toolAgent{
	agent: cline, name: "cline", shellTool: "run_commands",
	setup: func(tw *toolWorld, cmd *exec.Cmd, prog string, rt route) error {
		cfg, err := json.Marshal(map[string]any{"mcpServers": map[string]any{
			"comments": map[string]any{"command": tw.mcp, "args": tw.mcpArgs()},
		}})
		if err != nil {
			return err
		}
		return writeFile(filepath.Join(tw.home, ".cline", "data", "settings", "cline_mcp_settings.json"), string(cfg))
	},
	write: func(tw *toolWorld) mockmodel.Reply {
		return mockmodel.Tool("editor", map[string]any{"path": tw.bashrc, "old_text": bashrcText, "new_text": bashrcText + startupLine})
	},
	edit: func(tw *toolWorld) mockmodel.Reply {
		return mockmodel.Tool("editor", map[string]any{"path": tw.notes, "old_text": "draft", "new_text": "final"})
	},
	read: func(path string) mockmodel.Reply {
		return mockmodel.Tool("read_files", map[string]any{"files": []any{map[string]any{"path": path}}})
	},
	post: mockmodel.Tool("comments__post_comment", map[string]any{"body": postBody}),
	list: mockmodel.Tool("comments__list_comments", map[string]any{}),
	hookTools: map[string]string{"write": "editor", "edit": "editor", "read": "read_files",
		"post": "comments__post_comment", "list": "comments__list_comments"},
}

// TestToolsCline is the tool-call test for Cline, whose hook cancels a
// held call by ending the whole task ({"cancel": true} aborts the run;
// the model never sees the reason). So each red call gets a run of its
// own: held with its victim untouched and its request pending, run once
// in a new task after `gatesh approve`, held again the third time. The
// green edit and MCP read pass with the same bytes as without gatesh.
func TestToolsCline(t *testing.T) {
	t.Parallel()
	ta := clineTools
	findCLI(t, ta.cli)
	want := toolsBaseline(t, ta)
	tw := newToolWorld(t)
	got := map[string]mockmodel.Result{}
	tw.play(greenSteps(tw, ta, got))
	tw.run(ta.withTools(tw), hook)
	for _, k := range []string{"edit", "list"} {
		if g := tw.comparable(ta.agent, got[k]); g != want[k] {
			t.Errorf("green %s: the model received different bytes\nno gatesh: %s\ngatesh:    %s", k, want[k], g)
		}
	}
	if got := tw.read(tw.notes); got != "status: final\n" {
		t.Errorf("the green edit left the notes %q", got)
	}
	tw.mayFail = true
	for _, red := range redTools(tw, ta) {
		var res mockmodel.Result
		call := func() {
			res = mockmodel.Result{}
			tw.play([]toolStep{{kind: red.kind, reply: red.reply, check: func(r mockmodel.Result) { res = r }}})
			tw.run(ta.withTools(tw), hook)
		}
		pending := func() []string {
			var ids []string
			for _, r := range tw.requests() {
				if r.Status == "pending" {
					ids = append(ids, r.ID)
				}
			}
			return ids
		}
		call()
		first := pending()
		if len(first) != 1 || red.ran(res) {
			t.Fatalf("%s, call 1: pending requests %v, ran %v; want one, and the victim untouched", red.kind, first, red.ran(res))
		}
		if out, err := tw.operator("approve", first[0]); err != nil {
			t.Fatalf("gatesh approve %s: %v\n%s", first[0], err, out)
		}
		call()
		if !red.ran(res) || len(pending()) != 0 {
			t.Errorf("%s, call 2 after approval: ran %v, pending %v; want it run once", red.kind, red.ran(res), pending())
		}
		tw.restore()
		call()
		if third := pending(); len(third) != 1 || third[0] == first[0] || red.ran(res) {
			t.Errorf("%s, call 3: pending %v (first %s), ran %v; want held again under a new request", red.kind, third, first[0], red.ran(res))
		}
		for _, id := range pending() {
			tw.operator("reject", id)
		}
	}
	if out, err := tw.operator("log", "verify"); err != nil {
		t.Errorf("gatesh log verify: %v\n%s", err, out)
	}
}
