//go:build linux

package e2e

import (
	"encoding/json"
	"os/exec"
	"slices"
	"testing"

	"gatesh/e2e/agentcli"
	"gatesh/e2e/mockmodel"
)

// copilotModel is the model GitHub Copilot CLI asks its own provider for.
const copilotModel = "claude-sonnet-4.5"

// copilot is GitHub Copilot CLI in prompt mode, with its own model
// provider (BYOK): the Anthropic Messages API of the mock model, offline,
// without a GitHub account. Its only gatesh route is its preToolUse hook.
var copilot = &agent{
	cli:     agentcli.Copilot,
	logName: "copilot",
	command: func(w *world, prog string, rt route) (*exec.Cmd, error) {
		if rt == hook {
			if err := w.installHook("copilot"); err != nil {
				return nil, err
			}
		}
		cmd := exec.Command(prog, "--allow-all-tools", "--allow-all-paths", "--no-auto-update",
			"--disable-builtin-mcps", "--output-format", "json", "-p", prompt)
		cmd.Env = w.env(
			"COPILOT_OFFLINE=true",
			"COPILOT_PROVIDER_BASE_URL="+w.model.URL(),
			"COPILOT_PROVIDER_TYPE=anthropic",
			"COPILOT_PROVIDER_API_KEY=dummy",
			"COPILOT_MODEL="+copilotModel,
			"COPILOT_AUTO_UPDATE=false",
			"NO_COLOR=1",
		)
		return cmd, nil
	},
	exit: geminiExit,
}

var copilotTools = &toolAgent{
	agent: copilot, name: "copilot", shellTool: "bash",
	setup: func(tw *toolWorld, cmd *exec.Cmd, prog string, rt route) error {
		cfg, err := json.Marshal(map[string]any{"mcpServers": map[string]any{
			"comments": map[string]any{"type": "local", "command": tw.mcp, "args": tw.mcpArgs(), "tools": []string{"*"}},
		}})
		if err != nil {
			return err
		}
		cmd.Args = slices.Insert(cmd.Args, 1, "--additional-mcp-config", string(cfg), "--add-dir", tw.home)
		return nil
	},
	// create makes only a file that does not exist: the start-up file
	// is written with edit.
	write: func(tw *toolWorld) mockmodel.Reply {
		return mockmodel.Tool("edit", map[string]any{"path": tw.bashrc, "old_str": bashrcText, "new_str": bashrcText + startupLine})
	},
	edit: func(tw *toolWorld) mockmodel.Reply {
		return mockmodel.Tool("edit", map[string]any{"path": tw.notes, "old_str": "draft", "new_str": "final"})
	},
	read: func(path string) mockmodel.Reply {
		return mockmodel.Tool("view", map[string]any{"path": path})
	},
	post: mockmodel.Tool("comments-post_comment", map[string]any{"body": postBody}),
	list: mockmodel.Tool("comments-list_comments", map[string]any{}),
	hookTools: map[string]string{"write": "edit", "edit": "edit", "read": "view",
		"post": "comments-post_comment", "list": "comments-list_comments"},
}

func TestToolsCopilot(t *testing.T) { testToolsHookOnly(t, copilotTools) }
