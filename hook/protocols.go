package hook

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

// protocol is one agent's hook format.
type protocol struct {
	name  string // as `gatesh hook NAME` takes it
	agent string // as the audit log names the agent
	// parse reads the input. shell is false for a tool that runs no shell
	// command, which gets no objection.
	parse func(data []byte) (call Call, shell bool, err error)
	// answer is what to print on stdout for a verdict; nil prints nothing.
	answer func(v Verdict) []byte
	// hint names the registration to fix when the input is not what the
	// agent should send.
	hint string
}

// protocols are the supported agents. Formats were checked against each
// agent's documentation and source (see docs/agents.md for the links):
//
//   - Claude Code (PreToolUse, code.claude.com/docs/en/hooks): stdin
//     {session_id, cwd, hook_event_name, tool_name, tool_input{command}};
//     exit 0 with hookSpecificOutput.permissionDecision "deny" and a
//     permissionDecisionReason blocks, and the reason goes to the model.
//     No output leaves the decision to Claude Code's own permissions.
//   - Codex CLI (PreToolUse in config.toml, codex-rs/hooks): the same
//     input, with tool_name "Bash" for exec_command and shell calls. Codex
//     rejects "ask", and "allow" without updatedInput, as invalid output
//     and then runs the tool; only "deny" with a non-empty reason, or exit
//     2 with stderr, blocks. No output is no objection.
//   - Gemini CLI (BeforeTool, geminicli.com/docs/hooks/reference):
//     {session_id, cwd, hook_event_name, tool_name "run_shell_command",
//     tool_input{command, dir_path}}; {"decision":"deny","reason":...}
//     blocks. Exit 1 is only a warning, so errors exit 2.
//   - Cursor (beforeShellExecution, cursor.com/docs/agent/hooks):
//     {conversation_id, command, cwd, workspace_roots}; the answer is
//     {"permission":"allow"|"deny","user_message","agent_message"}.
var protocols = []protocol{
	{
		name: "claude", agent: "claude-code",
		parse:  toolCall("PreToolUse", "Bash", ""),
		answer: preToolUseAnswer,
		hint:   `register it in ~/.claude/settings.json under hooks.PreToolUse with matcher "Bash" (gatesh install --agent claude --route hook)`,
	},
	{
		name: "codex", agent: "codex",
		parse:  toolCall("PreToolUse", "Bash", "workdir"),
		answer: preToolUseAnswer,
		hint:   `register it in ~/.codex/config.toml under [[hooks.PreToolUse]] with matcher "^Bash$" (gatesh install --agent codex)`,
	},
	{
		name: "gemini", agent: "gemini",
		parse:  toolCall("BeforeTool", "run_shell_command", "dir_path"),
		answer: geminiAnswer,
		hint:   `register it in ~/.gemini/settings.json under hooks.BeforeTool with matcher "run_shell_command" (gatesh install --agent gemini --route hook)`,
	},
	{
		name: "cursor", agent: "cursor",
		parse:  cursorCall,
		answer: cursorAnswer,
		hint:   `register it in ~/.cursor/hooks.json under hooks.beforeShellExecution (gatesh install --agent cursor)`,
	},
}

// toolInput is the common shape of Claude Code, Codex and Gemini CLI.
type toolInput struct {
	SessionID     string          `json:"session_id"`
	Cwd           string          `json:"cwd"`
	HookEventName string          `json:"hook_event_name"`
	ToolName      *string         `json:"tool_name"`
	ToolInput     json.RawMessage `json:"tool_input"`
}

// toolCall parses a tool hook of event; only tool names a shell command.
// dirKey, if set, is the tool_input key of the folder the command runs in,
// absolute or relative to cwd.
func toolCall(event, tool, dirKey string) func([]byte) (Call, bool, error) {
	return func(data []byte) (Call, bool, error) {
		var in toolInput
		if err := decodeObject(data, &in); err != nil {
			return Call{}, false, err
		}
		if in.HookEventName != event {
			return Call{}, false, fmt.Errorf("%w: hook_event_name %q, want %q", ErrInput, in.HookEventName, event)
		}
		if in.ToolName == nil {
			return Call{}, false, fmt.Errorf("%w: no tool_name", ErrInput)
		}
		if *in.ToolName != tool {
			return Call{}, false, nil
		}
		var args map[string]json.RawMessage
		if err := decodeObject(in.ToolInput, &args); err != nil {
			return Call{}, false, fmt.Errorf("tool_input: %w", err)
		}
		cmd, err := stringField(args, "command", true)
		if err != nil {
			return Call{}, false, err
		}
		cwd, err := absFolder(in.Cwd)
		if err != nil {
			return Call{}, false, err
		}
		if dirKey != "" {
			dir, err := stringField(args, dirKey, false)
			if err != nil {
				return Call{}, false, err
			}
			if dir != "" {
				cwd = resolve(cwd, dir)
			}
		}
		return Call{Session: in.SessionID, Cwd: cwd, Command: cmd}, true, nil
	}
}

func cursorCall(data []byte) (Call, bool, error) {
	var in struct {
		ConversationID string   `json:"conversation_id"`
		HookEventName  string   `json:"hook_event_name"`
		Command        *string  `json:"command"`
		Cwd            string   `json:"cwd"`
		WorkspaceRoots []string `json:"workspace_roots"`
	}
	if err := decodeObject(data, &in); err != nil {
		return Call{}, false, err
	}
	if in.HookEventName != "beforeShellExecution" {
		return Call{}, false, fmt.Errorf("%w: hook_event_name %q, want %q", ErrInput, in.HookEventName, "beforeShellExecution")
	}
	if in.Command == nil {
		return Call{}, false, fmt.Errorf("%w: no command", ErrInput)
	}
	if err := checkCommand(*in.Command, data); err != nil {
		return Call{}, false, err
	}
	cwd := in.Cwd
	if cwd == "" && len(in.WorkspaceRoots) == 1 {
		cwd = in.WorkspaceRoots[0] // the folder Cursor runs commands in
	}
	cwd, err := absFolder(cwd)
	if err != nil {
		return Call{}, false, err
	}
	return Call{Session: in.ConversationID, Cwd: cwd, Command: *in.Command}, true, nil
}

// decodeObject decodes exactly one JSON object, and nothing after it.
func decodeObject(data []byte, v any) error {
	if !utf8.Valid(data) {
		return fmt.Errorf("%w: not valid UTF-8", ErrInput)
	}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return fmt.Errorf("%w: want a JSON object", ErrInput)
	}
	dec := json.NewDecoder(bytes.NewReader(trimmed))
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %v", ErrInput, err)
	}
	if dec.More() || dec.InputOffset() != int64(len(trimmed)) {
		return fmt.Errorf("%w: data after the JSON object", ErrInput)
	}
	return nil
}

// stringField reads args[key] as a JSON string. A required key must be
// there; an optional one may also be null.
func stringField(args map[string]json.RawMessage, key string, required bool) (string, error) {
	raw, ok := args[key]
	if !ok || string(raw) == "null" {
		if required {
			return "", fmt.Errorf("%w: no tool_input.%s", ErrInput, key)
		}
		return "", nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", fmt.Errorf("%w: tool_input.%s is not a string", ErrInput, key)
	}
	if key == "command" {
		if err := checkCommand(s, raw); err != nil {
			return "", err
		}
	}
	return s, nil
}

// checkCommand refuses text the agent's shell would not receive as
// decoded: a NUL cannot be in an argument, and a lone surrogate escape
// (\ud800) decodes to U+FFFD here but may reach the shell as other bytes.
func checkCommand(cmd string, raw []byte) error {
	if strings.IndexByte(cmd, 0) >= 0 {
		return fmt.Errorf("%w: the command holds a NUL byte", ErrInput)
	}
	if strings.ContainsRune(cmd, utf8.RuneError) && !bytes.Contains(raw, []byte(string(utf8.RuneError))) &&
		!bytes.Contains(bytes.ToLower(raw), []byte(`\ufffd`)) {
		return fmt.Errorf("%w: the command holds an invalid escape (a lone surrogate)", ErrInput)
	}
	return nil
}

// absFolder checks that the folder the agent names is absolute.
func absFolder(dir string) (string, error) {
	if dir == "" {
		return "", fmt.Errorf("%w: no cwd", ErrInput)
	}
	if !filepath.IsAbs(dir) {
		return "", fmt.Errorf("%w: cwd %q is not absolute", ErrInput, dir)
	}
	return filepath.Clean(dir), nil
}

func resolve(cwd, dir string) string {
	if filepath.IsAbs(dir) {
		return filepath.Clean(dir)
	}
	return filepath.Join(cwd, dir)
}

// mustJSON encodes an answer; a value of plain strings cannot fail.
func mustJSON(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err)
	}
	return b.Bytes()
}

type preToolUseOutput struct {
	HookSpecificOutput struct {
		HookEventName            string `json:"hookEventName"`
		PermissionDecision       string `json:"permissionDecision"`
		PermissionDecisionReason string `json:"permissionDecisionReason"`
	} `json:"hookSpecificOutput"`
}

// preToolUseAnswer is Claude Code's and Codex's: deny or nothing. Codex
// refuses any field its schema lacks, so nothing else is added.
func preToolUseAnswer(v Verdict) []byte {
	if !v.Block {
		return nil
	}
	var out preToolUseOutput
	out.HookSpecificOutput.HookEventName = "PreToolUse"
	out.HookSpecificOutput.PermissionDecision = "deny"
	out.HookSpecificOutput.PermissionDecisionReason = reason(v)
	return mustJSON(out)
}

func geminiAnswer(v Verdict) []byte {
	if !v.Block {
		return nil
	}
	return mustJSON(struct {
		Decision string `json:"decision"`
		Reason   string `json:"reason"`
	}{"deny", reason(v)})
}

// cursorAnswer always answers: Cursor expects a permission on every call.
func cursorAnswer(v Verdict) []byte {
	if !v.Block {
		return mustJSON(struct {
			Permission string `json:"permission"`
		}{"allow"})
	}
	return mustJSON(struct {
		Permission   string `json:"permission"`
		UserMessage  string `json:"user_message"`
		AgentMessage string `json:"agent_message"`
	}{"deny", reason(v), reason(v)})
}

// reason is never empty: Codex ignores a deny without one.
func reason(v Verdict) string {
	if r := strings.TrimSpace(v.Reason); r != "" {
		return r
	}
	return "gatesh: held: the command is blocked"
}
