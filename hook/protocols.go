package hook

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"gatesh/internal/lazy"
	"gatesh/toolcall"
)

// protocol is one agent's hook format.
type protocol struct {
	name  string // as `gatesh hook NAME` takes it
	agent string // as the audit log names the agent
	// in says where the agent's input keeps each part of a call; parse,
	// if set, reads an input that needs more than that (Cursor's events,
	// Codex's patches, the generic protocol).
	in    fields
	parse func(data []byte) (call Call, err error)
	// answer is what to print on stdout for a verdict; nil prints nothing.
	answer func(v Verdict) []byte
	// failAnswer, if set, is printed on stdout when the call is blocked
	// for an error, for a protocol whose caller reads only stdout.
	failAnswer func(err error) []byte
	// hint names the registration to fix when the input is not what the
	// agent should send.
	hint string
	// terminal: the agent's shell tool may run a command on a terminal
	// that another tool types into unseen (Call.Terminal).
	terminal bool
}

// fields says where an agent's hook input keeps what gatesh reads: one
// JSON object, every key exact.
type fields struct {
	// event is the hook_event_name the input must carry; "" checks none.
	event string
	// session, cwd, tool and input are the keys of the session id, the
	// folder (absolute), the tool's name and its arguments.
	session, cwd, tool, input string
	// inputText: the arguments may come as a JSON text, not an object.
	inputText bool
	// shell are the agent's shell tools; command and dir are the keys of
	// a shell call's command and of its folder (absolute or relative to
	// cwd; "" when the tool takes none).
	shell        []string
	command, dir string
	// server is where the input names an MCP tool's server: an object's
	// key and the key of the name in it; empty when only the tool's name
	// does (mcp__SERVER__TOOL, and GitHub Copilot CLI's SERVER-TOOL,
	// whose server the caller finds in the agent's settings).
	server [2]string
}

// hookInput is the input of the agents whose hooks follow Claude Code's
// PreToolUse: session_id, cwd, hook_event_name, tool_name, tool_input.
func hookInput(event string, shell []string, dir string, server [2]string) fields {
	return fields{event: event, session: "session_id", cwd: "cwd", tool: "tool_name", input: "tool_input",
		shell: shell, command: "command", dir: dir, server: server}
}

func (p protocol) read(data []byte) (Call, error) {
	if p.parse != nil {
		return p.parse(data)
	}
	return p.in.parse(data)
}

// protocols are the supported agents. Formats were checked against each
// agent's documentation and source (see docs/agents.md for the links),
// and against the real CLIs (e2e/):
//
//   - Claude Code (PreToolUse, code.claude.com/docs/en/hooks): Bash is
//     the shell (tool_input.command); an MCP tool mcp__SERVER__TOOL may
//     carry mcp_server{name}. Exit 0 with hookSpecificOutput.
//     permissionDecision "deny" and a permissionDecisionReason blocks, and
//     the reason goes to the model. No output leaves the decision to
//     Claude Code's own permissions.
//   - Codex CLI (PreToolUse in config.toml, codex-rs/hooks): the same
//     input, with tool_name "Bash" for exec_command and shell calls, and
//     apply_patch whose tool_input.command is the patch text, never shell.
//     Codex rejects "ask", and "allow" without updatedInput, as invalid
//     output and then runs the tool; only "deny" with a non-empty reason,
//     or exit 2 with stderr, blocks. No output is no objection.
//   - Gemini CLI (BeforeTool, geminicli.com/docs/hooks/reference): the
//     shell is run_shell_command (tool_input{command, dir_path}); an MCP
//     tool carries mcp_context{server_name, tool_name}.
//     {"decision":"deny","reason":...} blocks. Exit 1 is only a warning,
//     so errors exit 2.
//   - Qwen Code (PreToolUse in ~/.qwen/settings.json, its hooks.md): as
//     Claude Code's, with Gemini CLI's tools (run_shell_command with
//     tool_input{command, directory}); the same deny; exit 2 blocks.
//   - opencode (plugins, opencode.ai/docs/plugins): no command hooks;
//     gatesh's plugin sends tool.execute.before as Claude Code's input
//     (hook_event_name "tool.execute.before", the session, the project
//     folder, the tool and its arguments); its shell is bash
//     (args{command, workdir}). It throws on a deny or an error exit.
//   - Cline (CLI 3.x, an executable per event in ~/.cline/hooks): the
//     PreToolUse file gets {hookName: "tool_call", taskId,
//     workspaceRoots, workspaceInfo{rootPath}, tool_call{name, input}};
//     its shell is run_commands (input.commands, a list). Cline reads
//     only the JSON on stdout, {"cancel": true, "errorMessage": ...}, and
//     runs the tool on any other exit, so gatesh answers cancel on every
//     error too.
//   - Cursor (cursor.com/docs/agent/hooks): beforeShellExecution
//     {conversation_id, command, cwd, workspace_roots}, beforeReadFile
//     {file_path}, beforeMCPExecution {tool_name, tool_input}; the answer
//     is {"permission":"allow"|"deny","user_message","agent_message"}.
//   - GitHub Copilot CLI (preToolUse, docs.github.com copilot hooks):
//     {sessionId, timestamp, cwd, toolName, toolArgs}, toolArgs an object
//     or its JSON text; its shell tool is bash (toolArgs.command). An
//     MCP tool is SERVER-TOOL, and the input names no server: the
//     caller finds it in Copilot CLI's MCP settings. The answer is
//     {"permissionDecision":"deny","permissionDecisionReason"}.
//   - generic (docs/tools.md): {tool, input, cwd, session, agent} in, one
//     JSON line {verdict, tier, rules, reason, request} out, always.
var protocols = &lazy.Value[[]protocol]{New: func() []protocol {
	return []protocol{
		{
			name: "claude", agent: "claude-code",
			in:     hookInput("PreToolUse", []string{"Bash"}, "", [2]string{"mcp_server", "name"}),
			answer: preToolUseAnswer,
			hint:   `register it in ~/.claude/settings.json under hooks.PreToolUse for every tool, matcher ".*" (gatesh install --agent claude)`,
		},
		{
			name: "codex", agent: "codex",
			parse:  codexCall,
			answer: preToolUseAnswer,
			// exec_command with tty, then write_stdin, which starts no hook.
			terminal: true,
			hint:     `register it in ~/.codex/config.toml under [[hooks.PreToolUse]] (gatesh install --agent codex)`,
		},
		{
			name: "gemini", agent: "gemini",
			in:     hookInput("BeforeTool", []string{"run_shell_command"}, "dir_path", [2]string{"mcp_context", "server_name"}),
			answer: geminiAnswer,
			hint:   `register it in ~/.gemini/settings.json under hooks.BeforeTool (gatesh install --agent gemini)`,
		},
		{
			name: "qwen", agent: "qwen-code",
			in:     hookInput("PreToolUse", []string{"run_shell_command"}, "directory", [2]string{}),
			answer: preToolUseAnswer,
			hint:   `register it in ~/.qwen/settings.json under hooks.PreToolUse (gatesh install --agent qwen)`,
		},
		{
			name: "opencode", agent: "opencode",
			in:     hookInput("tool.execute.before", []string{"bash"}, "workdir", [2]string{}),
			answer: preToolUseAnswer,
			hint:   `gatesh install --agent opencode writes the plugin that sends this (~/.config/opencode/plugins/gatesh.js)`,
		},
		{
			name: "cline", agent: "cline",
			parse:      clineCall,
			answer:     clineAnswer,
			failAnswer: clineFail,
			hint:       `gatesh install --agent cline writes the hook that sends this (~/.cline/hooks/PreToolUse)`,
		},
		{
			name: "cursor", agent: "cursor",
			parse:  cursorCall,
			answer: cursorAnswer,
			hint:   `register it in ~/.cursor/hooks.json under hooks.beforeShellExecution, beforeReadFile and beforeMCPExecution (gatesh install --agent cursor)`,
		},
		{
			name: "copilot", agent: "copilot",
			in: fields{session: "sessionId", cwd: "cwd", tool: "toolName", input: "toolArgs", inputText: true,
				shell: []string{"bash", "shell"}, command: "command"},
			answer: copilotAnswer,
			hint:   `register it as a preToolUse command hook of GitHub Copilot CLI (gatesh install --agent copilot)`,
		},
		{
			name: "generic", agent: "",
			parse:      genericCall,
			answer:     genericAnswer,
			failAnswer: genericFail,
			hint:       `send {"tool": NAME, "input": {...}, "cwd": "/abs/folder"} on stdin (docs/hooks.md)`,
		},
	}
}}

// parse reads one hook input as f says the agent writes it.
func (f fields) parse(data []byte) (Call, error) {
	in, err := decodeObject(data)
	if err != nil {
		return Call{}, err
	}
	if f.event != "" {
		ev, err := stringField(in, "hook_event_name", false)
		if err != nil {
			return Call{}, err
		}
		if ev != f.event {
			return Call{}, fmt.Errorf("%w: hook_event_name %q, want %q", ErrInput, ev, f.event)
		}
	}
	tool, err := stringField(in, f.tool, true)
	if err != nil {
		return Call{}, err
	}
	session, err := stringField(in, f.session, false)
	if err != nil {
		return Call{}, err
	}
	cwdText, err := stringField(in, f.cwd, false)
	if err != nil {
		return Call{}, err
	}
	cwd, err := absFolder(cwdText)
	if err != nil {
		return Call{}, err
	}
	raw, ok := in[f.input]
	if !ok {
		return Call{}, fmt.Errorf("%w: no %s", ErrInput, f.input)
	}
	var text string
	if f.inputText && json.Unmarshal(raw, &text) == nil {
		raw = []byte(text) // the arguments as a JSON text
	}
	call := Call{Session: session, Cwd: cwd}
	if !slices.Contains(f.shell, tool) {
		server := ""
		if key := f.server[0]; key != "" {
			if m, ok := in[key]; ok && string(m) != "null" {
				o, err := decodeObject(m)
				if err != nil {
					return Call{}, fmt.Errorf("%s: %w", key, err)
				}
				if server, err = stringField(o, f.server[1], false); err != nil {
					return Call{}, err
				}
			}
		}
		tc, err := newTool(tool, server, raw)
		if err != nil {
			return Call{}, err
		}
		call.Tool = tc
		return call, nil
	}
	args, err := decodeObject(raw)
	if err != nil {
		return Call{}, fmt.Errorf("%s: %w", f.input, err)
	}
	if call.Command, err = commandField(args, f.command); err != nil {
		return Call{}, err
	}
	if f.dir != "" {
		dir, err := stringField(args, f.dir, false)
		if err != nil {
			return Call{}, err
		}
		if dir != "" {
			call.Cwd = resolve(cwd, dir)
		}
	}
	return call, nil
}

func cursorCall(data []byte) (Call, error) {
	in, err := decodeObject(data)
	if err != nil {
		return Call{}, err
	}
	ev, err := stringField(in, "hook_event_name", false)
	if err != nil {
		return Call{}, err
	}
	session, err := stringField(in, "conversation_id", false)
	if err != nil {
		return Call{}, err
	}
	cwd, err := stringField(in, "cwd", false)
	if err != nil {
		return Call{}, err
	}
	var roots []string
	if raw, ok := in["workspace_roots"]; ok && string(raw) != "null" {
		if err := json.Unmarshal(raw, &roots); err != nil {
			return Call{}, fmt.Errorf("%w: workspace_roots is not a list of strings", ErrInput)
		}
	}
	if cwd == "" && len(roots) == 1 {
		cwd = roots[0] // the folder Cursor runs commands in
	}
	if cwd, err = absFolder(cwd); err != nil {
		return Call{}, err
	}
	call := Call{Session: session, Cwd: cwd}
	switch ev {
	case "beforeShellExecution":
		call.Command, err = commandField(in, "command")
		return call, err
	case "beforeReadFile":
		path, err := stringField(in, "file_path", true)
		if err != nil {
			return Call{}, err
		}
		tc, err := newTool(ev, "", mustJSON(map[string]string{"file_path": path}))
		if err != nil {
			return Call{}, err
		}
		call.Tool = tc
		return call, nil
	case "beforeMCPExecution":
		tool, err := stringField(in, "tool_name", true)
		if err != nil {
			return Call{}, err
		}
		input := in["tool_input"]
		// Cursor may send the arguments as a JSON text.
		var text string
		if json.Unmarshal(input, &text) == nil {
			input = []byte(text)
		}
		server, err := stringField(in, "server_name", false)
		if err != nil {
			return Call{}, err
		}
		if server == "" && !strings.HasPrefix(tool, "mcp_") {
			tool = "mcp__" + tool // an MCP tool, whatever it is called
		}
		tc, err := newTool(tool, server, input)
		if err != nil {
			return Call{}, err
		}
		call.Tool = tc
		return call, nil
	}
	return Call{}, fmt.Errorf("%w: hook_event_name %q, want beforeShellExecution, beforeReadFile or beforeMCPExecution", ErrInput, ev)
}

func copilotAnswer(v Verdict) []byte {
	if !v.Block {
		return nil
	}
	return mustJSON(struct {
		PermissionDecision       string `json:"permissionDecision"`
		PermissionDecisionReason string `json:"permissionDecisionReason"`
	}{"deny", reason(v)})
}

// genericCall reads the generic protocol: {"tool": NAME, "input": {...},
// "cwd": "/abs", "session": "...", "agent": "..."}. The tool "shell" is a
// shell command in input.command, run as bash -c.
func genericCall(data []byte) (Call, error) {
	in, err := decodeObject(data)
	if err != nil {
		return Call{}, err
	}
	for k := range in {
		switch k {
		case "tool", "input", "cwd", "session", "agent", "server":
		default:
			return Call{}, fmt.Errorf("%w: unknown key %q", ErrInput, k)
		}
	}
	var call Call
	fields := []struct {
		key  string
		out  *string
		need bool
	}{{"session", &call.Session, false}, {"agent", &call.Agent, false}}
	for _, f := range fields {
		if *f.out, err = stringField(in, f.key, f.need); err != nil {
			return Call{}, err
		}
	}
	tool, err := stringField(in, "tool", true)
	if err != nil {
		return Call{}, err
	}
	server, err := stringField(in, "server", false)
	if err != nil {
		return Call{}, err
	}
	cwd, err := stringField(in, "cwd", true)
	if err != nil {
		return Call{}, err
	}
	if call.Cwd, err = absFolder(cwd); err != nil {
		return Call{}, err
	}
	raw := in["input"]
	if tool == "shell" {
		args, err := decodeObject(raw)
		if err != nil {
			return Call{}, fmt.Errorf("input: %w", err)
		}
		call.Command, err = commandField(args, "command")
		return call, err
	}
	tc, err := newTool(tool, server, raw)
	if err != nil {
		return Call{}, err
	}
	call.Tool = tc
	return call, nil
}

type genericOutput struct {
	Verdict string `json:"verdict"`
	Tier    string `json:"tier"`
	Rules   []Rule `json:"rules"`
	Reason  string `json:"reason"`
	Request string `json:"request,omitempty"`
}

// genericAnswer always answers, with the whole decision.
func genericAnswer(v Verdict) []byte {
	out := genericOutput{Verdict: v.Decision, Tier: v.Tier, Rules: v.Rules, Reason: strings.TrimSpace(v.Reason), Request: v.Request}
	if out.Rules == nil {
		out.Rules = []Rule{}
	}
	if v.Block && out.Verdict == "auto_pass" || out.Verdict == "" {
		// Never an answer that reads as "run" for a blocked call.
		out.Verdict, out.Tier = "hold", "red"
	}
	return mustJSON(out)
}

// genericFail is the answer when the call cannot be decided: held.
func genericFail(err error) []byte {
	return mustJSON(genericOutput{Verdict: "hold", Tier: "red",
		Rules:  []Rule{{ID: "hook_error", Tier: "red", Reason: "gatesh could not decide this call"}},
		Reason: strings.TrimSpace(err.Error())})
}

// newTool makes the call of a tool other than the shell; arguments that
// are not exact JSON are bad input, which blocks.
func newTool(tool, server string, input []byte) (*toolcall.Call, error) {
	tc, err := toolcall.New(tool, server, input)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInput, err)
	}
	return &tc, nil
}

// decodeObject decodes exactly one JSON object, keys matched exactly. It
// refuses keys that differ only in case and duplicate keys anywhere in it
// (see toolcall.Strict): an agent keeps the exact key, Go's own decoder
// would not.
func decodeObject(data []byte) (map[string]json.RawMessage, error) {
	m, err := toolcall.Object(data)
	if err != nil {
		return nil, fmt.Errorf("%w: %s", ErrInput, strings.TrimPrefix(err.Error(), toolcall.ErrJSON.Error()+": "))
	}
	return m, nil
}

// stringField reads args[key] as a JSON string. A required key must be
// there; an optional one may also be null.
func stringField(args map[string]json.RawMessage, key string, required bool) (string, error) {
	raw, ok := args[key]
	if !ok || string(raw) == "null" {
		if required {
			return "", fmt.Errorf("%w: no %s", ErrInput, key)
		}
		return "", nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", fmt.Errorf("%w: %s is not a string", ErrInput, key)
	}
	return s, nil
}

// commandField reads a shell command, which must be there.
func commandField(args map[string]json.RawMessage, key string) (string, error) {
	raw, ok := args[key]
	if !ok || string(raw) == "null" {
		return "", fmt.Errorf("%w: no tool_input.%s", ErrInput, key)
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", fmt.Errorf("%w: tool_input.%s is not a string", ErrInput, key)
	}
	return s, checkCommand(s, raw)
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
