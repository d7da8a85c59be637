//go:build linux

package e2e

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"gatesh/e2e/agentcli"
	"gatesh/e2e/mockmodel"
)

// qwenModel is the model Qwen Code asks for over the Messages API.
const qwenModel = "claude-sonnet-4-20250514"

// qwen is Qwen Code, in headless mode, speaking the Anthropic Messages
// API to the mock model (--auth-type anthropic). Its only gatesh route
// is its PreToolUse hook.
var qwen = &agent{
	cli:     agentcli.Qwen,
	logName: "qwen-code",
	command: func(w *world, prog string, rt route) (*exec.Cmd, error) {
		settings := map[string]any{
			"security":  map[string]any{"auth": map[string]any{"selectedType": "anthropic"}, "folderTrust": map[string]any{"enabled": false}},
			"privacy":   map[string]any{"usageStatisticsEnabled": false},
			"telemetry": map[string]any{"enabled": false},
			"model":     map[string]any{"name": qwenModel},
		}
		data, err := json.MarshalIndent(settings, "", "  ")
		if err != nil {
			return nil, err
		}
		if err := writeFile(filepath.Join(w.home, ".qwen", "settings.json"), string(data)+"\n"); err != nil {
			return nil, err
		}
		if rt == hook {
			if err := w.installHook("qwen"); err != nil {
				return nil, err
			}
		}
		cmd := exec.Command(prog, "--yolo", "--auth-type", "anthropic", "-m", qwenModel, prompt)
		cmd.Env = w.env(
			"ANTHROPIC_BASE_URL="+w.model.URL(),
			"ANTHROPIC_API_KEY=dummy",
			"ANTHROPIC_MODEL="+qwenModel,
			"QWEN_CODE_SUPPRESS_YOLO_WARNING=1",
		)
		return cmd, nil
	},
	exit: geminiExit,
}

var qwenTools = &toolAgent{
	agent: qwen, name: "qwen", shellTool: "run_shell_command",
	setup: func(tw *toolWorld, cmd *exec.Cmd, prog string, rt route) error {
		cfg, err := json.Marshal(map[string]any{"mcpServers": map[string]any{
			"comments": map[string]any{"command": tw.mcp, "args": tw.mcpArgs(), "trust": true},
		}})
		if err != nil {
			return err
		}
		// --include-directories takes every word up to the next option:
		// it goes before the others, never before the prompt.
		cmd.Args = slices.Insert(cmd.Args, 1, "--mcp-config", string(cfg), "--include-directories", tw.home)
		return nil
	},
	write: func(tw *toolWorld) mockmodel.Reply {
		return mockmodel.Tool("write_file", map[string]any{"file_path": tw.bashrc, "content": bashrcText + startupLine})
	},
	edit: func(tw *toolWorld) mockmodel.Reply {
		return mockmodel.Tool("edit", map[string]any{"file_path": tw.notes, "old_string": "draft", "new_string": "final"})
	},
	read: func(path string) mockmodel.Reply {
		return mockmodel.Tool("read_file", map[string]any{"file_path": path})
	},
	post:      mockmodel.Tool("mcp__comments__post_comment", map[string]any{"body": postBody}),
	list:      mockmodel.Tool("mcp__comments__list_comments", map[string]any{}),
	readFirst: true,
	hookTools: map[string]string{"write": "write_file", "edit": "edit", "read": "read_file",
		"post": "mcp__comments__post_comment", "list": "mcp__comments__list_comments"},
}

func TestToolsQwen(t *testing.T) { testToolsHookOnly(t, qwenTools) }
