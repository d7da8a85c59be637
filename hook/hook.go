package hook

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"

	"gatesh/toolcall"
)

// MaxInput is the most hook input read. The classifier holds a command
// past 1 MiB unread; JSON escapes can double a command's size, so 4 MiB
// leaves room for that while bounding memory. Larger input blocks.
const MaxInput = 4 << 20

// ExitBlock is the status of a blocked call that has no answer on stdout:
// bad input or an internal error. Claude Code, Codex and Gemini CLI block
// a tool on exit 2 and show stderr as the reason; Cursor denies on it.
// Claude Code and Codex treat every other non-zero status as "go ahead",
// and Go itself exits 2 on an unrecovered panic.
const ExitBlock = 2

// Call is one tool call an agent is about to make: a shell command, or
// another tool with its arguments.
type Call struct {
	// Agent names the agent as the audit log does: claude-code, codex,
	// gemini, cursor.
	Agent string
	// Session is the agent's own session or conversation id, "" if none.
	Session string
	// Cwd is the absolute folder the command will run in.
	Cwd string
	// Command is the exact command text the agent will hand its shell,
	// when the tool is the agent's shell.
	Command string
	// Tool is any other tool's call (file, web, MCP), nil for the shell.
	Tool *toolcall.Call
	// Terminal: the agent's shell tool may run the command on a terminal
	// that another of its tools types into, with no hook (Codex's
	// exec_command with tty, then write_stdin), so a program that runs
	// what is typed there runs it unseen.
	Terminal bool
}

// Verdict is what to answer about a call.
type Verdict struct {
	// Block refuses the call. Without it the hook raises no objection and
	// the agent's own permission rules decide, as if there were no hook.
	Block bool
	// Reason is shown to the model: why, the request id and the next step.
	Reason string
	// The decision itself, for protocols that carry it (generic):
	// auto_pass, hold or deny; green, yellow or red; the rules that
	// decided; the request a hold filed.
	Decision string
	Tier     string
	Rules    []Rule
	Request  string
}

// Rule is one rule that decided a call.
type Rule struct {
	ID     string `json:"id"`
	Tier   string `json:"tier"`
	Reason string `json:"reason"`
}

// Decider decides a call. An error means no decision could be made, and
// the call is blocked with the error as its reason.
type Decider func(Call) (Verdict, error)

// ErrInput is wrapped by every error about the hook input itself.
var ErrInput = errors.New("bad hook input")

// Message is an error whose text is already the lines to show on stderr
// (gatesh: error: ..., gatesh: hint: ...), shown as it is.
type Message string

func (m Message) Error() string { return string(m) }

// Agents lists the names `gatesh hook NAME` accepts.
func Agents() []string {
	names := make([]string, len(protocols.Get()))
	for i, p := range protocols.Get() {
		names[i] = p.name
	}
	return names
}

// AgentName is how the audit log names the agent of adapter name.
func AgentName(name string) (string, bool) {
	i := slices.IndexFunc(protocols.Get(), func(p protocol) bool { return p.name == name })
	if i < 0 {
		return "", false
	}
	return protocols.Get()[i].agent, true
}

// Run answers one hook call of the named agent: it reads the input from
// in, asks decide, and writes the agent's answer to stdout. It returns the
// exit status: 0 with an answer, or ExitBlock with the reason on stderr
// when the input is bad, decide fails or panics, or the answer cannot be
// written. Every tool call is decided, the shell's and every other.
func Run(name string, in io.Reader, stdout, stderr io.Writer, decide Decider) (status int) {
	i := slices.IndexFunc(protocols.Get(), func(p protocol) bool { return p.name == name })
	if i < 0 {
		return block(stderr, name, fmt.Errorf("unknown agent %q; want one of %v", name, Agents()),
			"register the hook as `gatesh hook AGENT`")
	}
	p := protocols.Get()[i]
	defer func() {
		if v := recover(); v != nil {
			status = p.fail(stdout, stderr, fmt.Errorf("internal error: %v", v),
				"this is a bug in gatesh; run `gatesh doctor`, and report it")
		}
	}()
	data, err := io.ReadAll(io.LimitReader(in, MaxInput+1))
	switch {
	case err != nil:
		return p.fail(stdout, stderr, fmt.Errorf("%w: reading it: %v", ErrInput, err), "")
	case len(data) > MaxInput:
		return p.fail(stdout, stderr, fmt.Errorf("%w: larger than %d bytes", ErrInput, MaxInput), "")
	}
	call, err := p.read(data)
	if err != nil {
		return p.fail(stdout, stderr, err, p.hint)
	}
	if call.Agent == "" {
		call.Agent = p.agent
	}
	call.Terminal = p.terminal
	v, err := decide(call)
	if err != nil {
		return p.fail(stdout, stderr, err, "")
	}
	if out := p.answer(v); out != nil {
		if _, err := stdout.Write(out); err != nil {
			return block(stderr, name, fmt.Errorf("writing the answer: %v", err), "")
		}
	}
	return 0
}

// fail blocks the call: the reason on stderr, and for a protocol that
// always answers on stdout, an answer that holds.
func (p protocol) fail(stdout, stderr io.Writer, err error, hint string) int {
	status := block(stderr, p.name, err, hint)
	if p.failAnswer != nil {
		stdout.Write(p.failAnswer(err))
	}
	return status
}

// block reports why a call is blocked, for the agent to show its model.
func block(stderr io.Writer, name string, err error, hint string) int {
	msg := bytes.TrimRight([]byte(err.Error()), "\n")
	if m, ok := errors.AsType[Message](err); ok {
		fmt.Fprintf(stderr, "%s\n", bytes.TrimRight([]byte(m), "\n"))
		return ExitBlock
	}
	fmt.Fprintf(stderr, "gatesh: error: hook %s: %s\n", name, msg)
	if hint == "" {
		hint = "nothing ran; the command is blocked until gatesh can check it"
	}
	fmt.Fprintf(stderr, "gatesh: hint: %s\n", hint)
	return ExitBlock
}
