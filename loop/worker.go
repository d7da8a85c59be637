package loop

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// A worker adapter knows how to drive one kind of coding agent: its fixed
// argv, the environment that makes gatesh its shell, and where its final
// message is in its raw output. The prompt always goes in on stdin, from
// a file: no text of the task, the repository or a model is ever put in
// an argument that a shell reads.
type adapter interface {
	// argv is the worker's command line; prog is the resolved program.
	argv(prog string, files turnFiles) []string
	// env adds what the worker needs to run with gatesh as its shell.
	env(base []string, shell shellSetup) []string
	// final returns the worker's final message from its raw stdout.
	final(stdout []byte) (string, error)
}

// turnFiles are the files a turn hands to the worker.
type turnFiles struct {
	Prompt string // the prompt, also the worker's stdin
	Schema string // the result's JSON Schema
}

// shellSetup is where gatesh is, under the names agents look for.
type shellSetup struct {
	Bin  string // a folder holding bash and sh, both gatesh
	Bash string // Bin/bash
}

// adapterFor picks the adapter for a task. writable are the folders
// that gatesh, as a sandboxed worker's shell, must be able to write (see
// codexWritable).
func adapterFor(s Settings, writable []string) adapter {
	switch s.Kind {
	case Codex:
		return codexAdapter{model: s.Model, extra: s.WorkerArgs, writable: writable}
	case Claude:
		return claudeAdapter{model: s.Model, extra: s.WorkerArgs}
	}
	return programAdapter{}
}

// baseEnv is the operator's environment with gatesh's folder first on PATH
// and SHELL naming gatesh.
func baseEnv(env []string, shell shellSetup) []string {
	out := make([]string, 0, len(env)+2)
	path := ""
	for _, kv := range env {
		name, val, _ := strings.Cut(kv, "=")
		switch name {
		case "PATH":
			path = val
			continue
		case "SHELL":
			continue
		}
		out = append(out, kv)
	}
	if path == "" {
		path = "/usr/local/bin:/usr/bin:/bin"
	}
	return append(out, "PATH="+shell.Bin+":"+path, "SHELL="+shell.Bash)
}

// programAdapter runs a program given as an argv. It gets the prompt on
// stdin and ends its stdout with the result as one JSON line. gatesh is
// its SHELL and the first bash and sh on its PATH; a program that runs
// commands some other way is not gated.
type programAdapter struct{}

func (programAdapter) argv(prog string, _ turnFiles) []string { return []string{prog} }
func (programAdapter) env(base []string, shell shellSetup) []string {
	return baseEnv(base, shell)
}
func (programAdapter) final(stdout []byte) (string, error) { return lastLine(stdout), nil }

// codexAdapter runs `codex exec --json` in the workspace-write sandbox.
// Codex runs commands with the login shell from the password database,
// so preflight checks that it is gatesh. gatesh runs inside the sandbox
// and must write its queue, its rate counts and the audit log: only those
// folders are added as writable (codexWritable), never the gatesh folder
// itself, whose configuration, rules, keys and runs the worker's own
// tools (apply_patch) would otherwise edit unjudged.
type codexAdapter struct {
	model    string
	extra    []string
	writable []string
}

func (c codexAdapter) argv(prog string, files turnFiles) []string {
	// Without a shell snapshot, Codex runs each command as the login
	// shell's -lc CMD. With one, it wraps every command in a script that
	// sources its session's snapshot file, so the command gatesh holds in
	// one turn is never the command the next turn (a new session) runs,
	// and an approval of the exact action could never be used.
	argv := []string{prog, "exec", "--json", "--sandbox", "workspace-write", "-c", "features.shell_snapshot=false",
		"--output-schema", files.Schema}
	for _, d := range c.writable {
		argv = append(argv, "--add-dir", d)
	}
	if c.model != "" {
		argv = append(argv, "--model", c.model)
	}
	// "-" reads the prompt from stdin.
	return append(append(argv, c.extra...), "-")
}

func (codexAdapter) env(base []string, shell shellSetup) []string { return baseEnv(base, shell) }

// final is the text of the last agent_message item. A turn.failed or
// error event is the worker failing.
func (codexAdapter) final(stdout []byte) (string, error) {
	var msg string
	found := false
	err := eachJSONLine(stdout, func(line []byte) error {
		var ev struct {
			Type string `json:"type"`
			Item struct {
				Type string `json:"type"`
				Text string `json:"text"`
			} `json:"item"`
			Error   json.RawMessage `json:"error"`
			Message string          `json:"message"`
		}
		if json.Unmarshal(line, &ev) != nil {
			return nil // not an event: codex also prints plain text on some errors
		}
		switch ev.Type {
		case "item.completed":
			if ev.Item.Type == "agent_message" {
				msg, found = ev.Item.Text, true
			}
		case "turn.failed", "error":
			return fmt.Errorf("codex reported %s: %s%s", ev.Type, ev.Message, ev.Error)
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	if !found {
		return "", errors.New("codex gave no final message")
	}
	return msg, nil
}

// codexAllowed are the extra arguments a task may give codex: the model
// and its provider. Everything else is refused, so the sandbox, the
// approval policy and the shell stay as the loop sets them.
func codexArgsProblem(args []string) string {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--dangerously-bypass-approvals-and-sandbox" || a == "--yolo" ||
			a == "--dangerously-bypass-hook-trust" || a == "--full-auto":
			return a + " bypasses the sandbox or the approvals; the loop runs codex in workspace-write, always"
		case a == "-s" || a == "--sandbox" || strings.HasPrefix(a, "--sandbox="):
			return a + ": the sandbox is fixed to workspace-write"
		case a == "-m" || a == "--model" || a == "-c" || a == "--config":
			if i+1 >= len(args) {
				return a + " needs a value"
			}
			v := args[i+1]
			if (a == "-c" || a == "--config") && !strings.HasPrefix(v, "model") {
				return a + " " + v + ": only model settings (model, model_provider, model_providers.*) may be given"
			}
			i++
		case strings.HasPrefix(a, "--model="):
		default:
			return a + ": not an argument the loop passes to codex (allowed: --model, -c model...)"
		}
	}
	return ""
}

// claudeAdapter runs Claude Code in print mode with stream-json output.
// Its shell is CLAUDE_CODE_SHELL, which the loop points at gatesh.
type claudeAdapter struct {
	model string
	extra []string
}

// claudeTools are the tools the worker may use without a prompt: its
// shell (gated by gatesh) and file tools inside the work tree.
const claudeTools = "Bash,Edit,Write,Read,Glob,Grep"

func (c claudeAdapter) argv(prog string, _ turnFiles) []string {
	argv := []string{prog, "-p", "--output-format", "stream-json", "--verbose",
		"--permission-mode", "acceptEdits", "--allowedTools", claudeTools}
	if c.model != "" {
		argv = append(argv, "--model", c.model)
	}
	return append(argv, c.extra...)
}

func (claudeAdapter) env(base []string, shell shellSetup) []string {
	out := make([]string, 0, len(base)+1)
	for _, kv := range base {
		// A shell prefix would wrap every command in a program of its own.
		if !strings.HasPrefix(kv, "CLAUDE_CODE_SHELL=") && !strings.HasPrefix(kv, "CLAUDE_CODE_SHELL_PREFIX=") {
			out = append(out, kv)
		}
	}
	return append(baseEnv(out, shell), "CLAUDE_CODE_SHELL="+shell.Bash)
}

// final is the result text of the last result event.
func (claudeAdapter) final(stdout []byte) (string, error) {
	var msg string
	found := false
	err := eachJSONLine(stdout, func(line []byte) error {
		var ev struct {
			Type    string `json:"type"`
			Subtype string `json:"subtype"`
			IsError bool   `json:"is_error"`
			Result  string `json:"result"`
		}
		if json.Unmarshal(line, &ev) != nil || ev.Type != "result" {
			return nil
		}
		if ev.IsError || ev.Subtype != "success" {
			return fmt.Errorf("claude ended with %s: %s", ev.Subtype, ev.Result)
		}
		msg, found = ev.Result, true
		return nil
	})
	if err != nil {
		return "", err
	}
	if !found {
		return "", errors.New("claude gave no result event")
	}
	return msg, nil
}

// claudeArgsProblem allows only --model as an extra argument.
func claudeArgsProblem(args []string) string {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--dangerously-skip-permissions" || a == "--allow-dangerously-skip-permissions" ||
			a == "--permission-mode" || strings.HasPrefix(a, "--permission-mode="):
			return a + ": the loop fixes Claude Code's permissions"
		case a == "--model":
			if i+1 >= len(args) {
				return a + " needs a value"
			}
			i++
		case strings.HasPrefix(a, "--model="):
		default:
			return a + ": not an argument the loop passes to claude (allowed: --model)"
		}
	}
	return ""
}

// eachJSONLine calls f with each line of out that looks like a JSON object.
func eachJSONLine(out []byte, f func([]byte) error) error {
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 || line[0] != '{' {
			continue
		}
		if err := f(slices.Clone(line)); err != nil {
			return err
		}
	}
	return sc.Err()
}
