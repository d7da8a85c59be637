//go:build linux

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"

	"gatesh/e2e/mockmodel"
)

// A toolAgent is an agent CLI as the tool-call tests drive it: how its
// MCP server is configured, and how its model asks for each tool.
type toolAgent struct {
	*agent
	name string // as gatesh install --agent takes it
	// shellTool is the shell tool as the hook names it; "" is Bash.
	shellTool string
	// setup wires the comments MCP server into the CLI's run and, on the
	// shell route, installs the hook for the tools the shell does not
	// see, as `gatesh install --agent NAME --route shell` does for a
	// user. It runs after the agent's own configuration is written.
	setup func(tw *toolWorld, cmd *exec.Cmd, prog string, rt route) error
	// The model's tool calls: write the start-up file, edit the
	// project's notes, read a file (nil: the agent has no file-read
	// tool), post a comment and list the comments.
	write, edit func(tw *toolWorld) mockmodel.Reply
	read        func(path string) mockmodel.Reply
	post, list  mockmodel.Reply
	// readFirst: the CLI refuses to write or edit a file that the
	// session has not read, so the model reads it first.
	readFirst bool
	// hookTools are the tool names the hook input carries for the write,
	// the edit, the read, the post and the list.
	hookTools map[string]string
}

// The comments the model posts: the one approved, and another.
const (
	postBody  = "LGTM, merging now"
	otherBody = "something else"
)

// withTools wraps a's command: the agent's own setup, then ta's.
func (ta *toolAgent) withTools(tw *toolWorld) *agent {
	a := *ta.agent
	base := ta.agent.command
	a.command = func(w *world, prog string, rt route) (*exec.Cmd, error) {
		cmd, err := base(w, prog, rt)
		if err != nil {
			return nil, err
		}
		return cmd, ta.setup(tw, cmd, prog, rt)
	}
	return &a
}

// installShellRoute runs `gatesh install --agent NAME --route shell`.
func (tw *toolWorld) installShellRoute(name string, env ...string) error {
	if out, err := tw.operatorEnv(env, "install", "--agent", name, "--route", "shell"); err != nil {
		return fmt.Errorf("gatesh install --agent %s --route shell: %v\n%s", name, err, out)
	}
	return nil
}

// insertArgs puts args into cmd's argument list before the last one
// (the prompt).
func insertArgs(cmd *exec.Cmd, args ...string) {
	n := len(cmd.Args) - 1
	cmd.Args = slices.Concat(cmd.Args[:n], args, cmd.Args[n:])
}

var claudeTools = &toolAgent{
	agent: claude, name: "claude",
	setup: func(tw *toolWorld, cmd *exec.Cmd, prog string, rt route) error {
		cfg, err := json.Marshal(map[string]any{"mcpServers": map[string]any{
			"comments": map[string]any{"type": "stdio", "command": tw.mcp, "args": tw.mcpArgs()},
		}})
		if err != nil {
			return err
		}
		insertArgs(cmd, "--mcp-config", string(cfg), "--strict-mcp-config")
		if rt == shell {
			return tw.installShellRoute("claude")
		}
		return nil
	},
	write: func(tw *toolWorld) mockmodel.Reply {
		return mockmodel.Tool("Write", map[string]any{"file_path": tw.bashrc, "content": bashrcText + startupLine})
	},
	edit: func(tw *toolWorld) mockmodel.Reply {
		return mockmodel.Tool("Edit", map[string]any{"file_path": tw.notes, "old_string": "draft", "new_string": "final"})
	},
	read:      func(path string) mockmodel.Reply { return mockmodel.Tool("Read", map[string]any{"file_path": path}) },
	post:      mockmodel.Tool("mcp__comments__post_comment", map[string]any{"body": postBody}),
	list:      mockmodel.Tool("mcp__comments__list_comments", map[string]any{}),
	readFirst: true,
	hookTools: map[string]string{"write": "Write", "edit": "Edit", "read": "Read",
		"post": "mcp__comments__post_comment", "list": "mcp__comments__list_comments"},
}

var geminiTools = &toolAgent{
	agent: gemini, name: "gemini", shellTool: "run_shell_command",
	setup: func(tw *toolWorld, cmd *exec.Cmd, prog string, rt route) error {
		// The project's own settings name the server; trust skips
		// Gemini CLI's confirmation of its tools.
		cfg, err := json.MarshalIndent(map[string]any{"mcpServers": map[string]any{
			"comments": map[string]any{"command": tw.mcp, "args": tw.mcpArgs(), "trust": true},
		}}, "", "  ")
		if err != nil {
			return err
		}
		if err := writeFile(filepath.Join(tw.work, ".gemini", "settings.json"), string(cfg)+"\n"); err != nil {
			return err
		}
		// Gemini CLI's file tools reach only the workspace: HOME joins
		// it, as for a user who started it there.
		cmd.Args = slices.Insert(cmd.Args, 1, "--include-directories", tw.home)
		if rt == shell {
			// install writes a wrapper that execs the gemini on PATH.
			return tw.installShellRoute("gemini", "PATH="+filepath.Dir(prog)+":"+basePath)
		}
		return nil
	},
	write: func(tw *toolWorld) mockmodel.Reply {
		return mockmodel.Tool("write_file", map[string]any{"file_path": tw.bashrc, "content": bashrcText + startupLine})
	},
	edit: func(tw *toolWorld) mockmodel.Reply {
		return mockmodel.Tool("replace", map[string]any{"file_path": tw.notes, "old_string": "draft", "new_string": "final",
			"instruction": "mark the notes final"})
	},
	read: func(path string) mockmodel.Reply {
		return mockmodel.Tool("read_file", map[string]any{"file_path": path})
	},
	post: mockmodel.Tool("mcp_comments_post_comment", map[string]any{"body": postBody}),
	list: mockmodel.Tool("mcp_comments_list_comments", map[string]any{}),
	hookTools: map[string]string{"write": "write_file", "edit": "replace", "read": "read_file",
		"post": "mcp_comments_post_comment", "list": "mcp_comments_list_comments"},
}

// codexMCP is the comments server in Codex's config.toml.
const codexMCP = `
[mcp_servers.comments]
command = %q
args = [%q, %q]
`

// codexToolsModel is a model of Codex's own catalog, for which Codex
// offers its apply_patch tool (a free-form custom tool); for a model it
// does not know (mock-model) it offers none, and the model's only way to
// patch is `apply_patch <<EOF` through exec_command.
const codexToolsModel = "gpt-5.5"

var codexTools = &toolAgent{
	agent: codex, name: "codex",
	setup: func(tw *toolWorld, cmd *exec.Cmd, prog string, rt route) error {
		cmd.Args = slices.Insert(cmd.Args, slices.Index(cmd.Args, "exec")+1, "-c", "model="+strconv.Quote(codexToolsModel))
		home := filepath.Join(tw.home, ".codex")
		if rt == shell {
			if err := tw.installShellRoute("codex", "CODEX_HOME="+home); err != nil {
				return err
			}
		}
		f, err := os.OpenFile(filepath.Join(home, "config.toml"), os.O_WRONLY|os.O_APPEND, 0)
		if err != nil {
			return err
		}
		args := tw.mcpArgs()
		_, err = fmt.Fprintf(f, codexMCP, tw.mcp, args[0], args[1])
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return err
	},
	write: func(tw *toolWorld) mockmodel.Reply {
		return codexPatch("*** Begin Patch\n*** Update File: " + tw.bashrc + "\n@@\n export EDITOR=vi\n+" + startupLine + "*** End Patch\n")
	},
	edit: func(tw *toolWorld) mockmodel.Reply {
		return codexPatch("*** Begin Patch\n*** Update File: notes.txt\n@@\n-status: draft\n+status: final\n*** End Patch\n")
	},
	// Codex offers each MCP server's tools in a namespace; its hook
	// joins the two into one name.
	post: mockmodel.Reply{Call: &mockmodel.Call{Namespace: "mcp__comments", Tool: "post_comment", Args: map[string]any{"body": postBody}}},
	list: mockmodel.Reply{Call: &mockmodel.Call{Namespace: "mcp__comments", Tool: "list_comments", Args: map[string]any{}}},
	hookTools: map[string]string{"write": "apply_patch", "edit": "apply_patch",
		"post": "mcp__comments__post_comment", "list": "mcp__comments__list_comments"},
}

// codexPatch asks for Codex's apply_patch tool with a patch.
func codexPatch(patch string) mockmodel.Reply {
	return mockmodel.Reply{Call: &mockmodel.Call{Tool: "apply_patch", Input: &patch}}
}
