//go:build linux

package e2e

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"testing"

	"gatesh/e2e/agentcli"
	"gatesh/e2e/mockmodel"
)

// opencodeModel is the model opencode asks its Anthropic provider for.
const opencodeModel = "anthropic/claude-sonnet-4-5"

// opencodeConfig points opencode's Anthropic provider at the mock model,
// lets every tool run unasked (as --yolo does elsewhere), and adds the
// MCP servers of the test, if any.
func opencodeConfig(w *world, mcp map[string]any) error {
	cfg := map[string]any{
		"$schema":    "https://opencode.ai/config.json",
		"model":      opencodeModel,
		"autoupdate": false,
		"share":      "disabled",
		"permission": map[string]any{"edit": "allow", "bash": "allow", "webfetch": "allow", "external_directory": "allow"},
		"provider": map[string]any{"anthropic": map[string]any{
			"options": map[string]any{"baseURL": w.model.URL() + "/v1", "apiKey": "dummy"}}},
	}
	if mcp != nil {
		cfg["mcp"] = mcp
	}
	data, err := json.MarshalIndent(cfg, "", "  ")
	if err != nil {
		return err
	}
	return writeFile(filepath.Join(w.home, ".config", "opencode", "opencode.json"), string(data)+"\n")
}

// opencode is opencode's run command. It has no command hooks: its only
// gatesh route is the plugin gatesh install writes.
var opencode = &agent{
	cli:     agentcli.OpenCode,
	logName: "opencode",
	command: func(w *world, prog string, rt route) (*exec.Cmd, error) {
		if err := opencodeConfig(w, nil); err != nil {
			return nil, err
		}
		if rt == hook {
			if err := w.installHook("opencode"); err != nil {
				return nil, err
			}
		}
		cmd := exec.Command(prog, "run", "--format", "json", "-m", opencodeModel, prompt)
		cmd.Env = w.env(
			"OPENCODE_DISABLE_AUTOUPDATE=true",
			"OPENCODE_DISABLE_MODELS_FETCH=true",
			"OPENCODE_DISABLE_LSP_DOWNLOAD=true",
			"OPENCODE_DISABLE_DEFAULT_PLUGINS=true",
		)
		return cmd, nil
	},
	exit: geminiExit,
}

var opencodeTools = &toolAgent{
	agent: opencode, name: "opencode", shellTool: "bash",
	setup: func(tw *toolWorld, cmd *exec.Cmd, prog string, rt route) error {
		return opencodeConfig(tw.world, map[string]any{
			"comments": map[string]any{"type": "local", "command": append([]string{tw.mcp}, tw.mcpArgs()...), "enabled": true},
		})
	},
	write: func(tw *toolWorld) mockmodel.Reply {
		return mockmodel.Tool("write", map[string]any{"filePath": tw.bashrc, "content": bashrcText + startupLine})
	},
	edit: func(tw *toolWorld) mockmodel.Reply {
		return mockmodel.Tool("edit", map[string]any{"filePath": tw.notes, "oldString": "draft", "newString": "final"})
	},
	read: func(path string) mockmodel.Reply {
		return mockmodel.Tool("read", map[string]any{"filePath": path})
	},
	post:      mockmodel.Tool("comments_post_comment", map[string]any{"body": postBody}),
	list:      mockmodel.Tool("comments_list_comments", map[string]any{}),
	readFirst: true,
	hookTools: map[string]string{"write": "write", "edit": "edit", "read": "read",
		"post": "comments_post_comment", "list": "comments_list_comments"},
}

func TestToolsOpenCode(t *testing.T) { testToolsHookOnly(t, opencodeTools) }
