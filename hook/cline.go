package hook

import (
	"encoding/json"
	"fmt"
	"strings"
)

// clineCall reads the input of Cline's PreToolUse hook file.
func clineCall(data []byte) (Call, error) {
	in, err := decodeObject(data)
	if err != nil {
		return Call{}, err
	}
	ev, err := stringField(in, "hookName", true)
	if err != nil {
		return Call{}, err
	}
	if ev != "tool_call" {
		return Call{}, fmt.Errorf("%w: hookName %q, want %q", ErrInput, ev, "tool_call")
	}
	session, err := stringField(in, "taskId", false)
	if err != nil {
		return Call{}, err
	}
	cwd, err := clineFolder(in)
	if err != nil {
		return Call{}, err
	}
	raw, ok := in["tool_call"]
	if !ok {
		return Call{}, fmt.Errorf("%w: no tool_call", ErrInput)
	}
	tc, err := decodeObject(raw)
	if err != nil {
		return Call{}, fmt.Errorf("tool_call: %w", err)
	}
	tool, err := stringField(tc, "name", true)
	if err != nil {
		return Call{}, err
	}
	input := tc["input"]
	call := Call{Session: session, Cwd: cwd}
	if tool != "run_commands" {
		t, err := newTool(tool, "", input)
		if err != nil {
			return Call{}, err
		}
		call.Tool = t
		return call, nil
	}
	args, err := decodeObject(input)
	if err != nil {
		return Call{}, fmt.Errorf("tool_call.input: %w", err)
	}
	// Each command runs in turn: judged as one script, the highest tier.
	var cmds []string
	if err := json.Unmarshal(args["commands"], &cmds); err != nil || len(cmds) == 0 {
		return Call{}, fmt.Errorf("%w: tool_call.input.commands is not a list of commands", ErrInput)
	}
	for _, c := range cmds {
		if err := checkCommand(c, args["commands"]); err != nil {
			return Call{}, err
		}
	}
	call.Command = strings.Join(cmds, "\n")
	return call, nil
}

// clineFolder is the folder Cline runs the call in: its workspace's root.
func clineFolder(in map[string]json.RawMessage) (string, error) {
	if raw, ok := in["workspaceInfo"]; ok && string(raw) != "null" {
		wi, err := decodeObject(raw)
		if err != nil {
			return "", fmt.Errorf("workspaceInfo: %w", err)
		}
		root, err := stringField(wi, "rootPath", false)
		if err != nil {
			return "", err
		}
		if root != "" {
			return absFolder(root)
		}
	}
	var roots []string
	if raw, ok := in["workspaceRoots"]; ok && string(raw) != "null" {
		if err := json.Unmarshal(raw, &roots); err != nil {
			return "", fmt.Errorf("%w: workspaceRoots is not a list of strings", ErrInput)
		}
	}
	if len(roots) != 1 {
		return "", fmt.Errorf("%w: %d workspace roots and no workspaceInfo.rootPath: the folder cannot be told", ErrInput, len(roots))
	}
	return absFolder(roots[0])
}

type clineOutput struct {
	Cancel       bool   `json:"cancel"`
	ErrorMessage string `json:"errorMessage,omitempty"`
}

// clineAnswer cancels a blocked call; otherwise it says nothing.
func clineAnswer(v Verdict) []byte {
	if !v.Block {
		return nil
	}
	return mustJSON(clineOutput{Cancel: true, ErrorMessage: reason(v)})
}

// clineFail cancels a call that could not be decided: Cline would run it
// on an exit status alone.
func clineFail(err error) []byte {
	return mustJSON(clineOutput{Cancel: true, ErrorMessage: "gatesh: error: " + strings.TrimSpace(err.Error()) +
		"\ngatesh: hint: nothing ran; the call is blocked until gatesh can check it"})
}
