package hook

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
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

// Call is one shell command an agent is about to run.
type Call struct {
	// Agent names the agent as the audit log does: claude-code, codex,
	// gemini, cursor.
	Agent string
	// Session is the agent's own session or conversation id, "" if none.
	Session string
	// Cwd is the absolute folder the command will run in.
	Cwd string
	// Command is the exact command text the agent will hand its shell.
	Command string
}

// Verdict is what to answer about a call.
type Verdict struct {
	// Block refuses the call. Without it the hook raises no objection and
	// the agent's own permission rules decide, as if there were no hook.
	Block bool
	// Reason is shown to the model: why, the request id and the next step.
	Reason string
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
	names := make([]string, len(protocols))
	for i, p := range protocols {
		names[i] = p.name
	}
	return names
}

// AgentName is how the audit log names the agent of adapter name.
func AgentName(name string) (string, bool) {
	i := slices.IndexFunc(protocols, func(p protocol) bool { return p.name == name })
	if i < 0 {
		return "", false
	}
	return protocols[i].agent, true
}

// Run answers one hook call of the named agent: it reads the input from
// in, asks decide, and writes the agent's answer to stdout. It returns the
// exit status: 0 with an answer, or ExitBlock with the reason on stderr
// when the input is bad, decide fails or panics, or the answer cannot be
// written. A tool that is not a shell command gets no objection.
func Run(name string, in io.Reader, stdout, stderr io.Writer, decide Decider) (status int) {
	i := slices.IndexFunc(protocols, func(p protocol) bool { return p.name == name })
	if i < 0 {
		return block(stderr, name, fmt.Errorf("unknown agent %q; want one of %v", name, Agents()),
			"register the hook as `gatesh hook AGENT`")
	}
	p := protocols[i]
	defer func() {
		if v := recover(); v != nil {
			status = block(stderr, name, fmt.Errorf("internal error: %v", v),
				"this is a bug in gatesh; run `gatesh doctor`, and report it")
		}
	}()
	data, err := io.ReadAll(io.LimitReader(in, MaxInput+1))
	switch {
	case err != nil:
		return block(stderr, name, fmt.Errorf("%w: reading it: %v", ErrInput, err), "")
	case len(data) > MaxInput:
		return block(stderr, name, fmt.Errorf("%w: larger than %d bytes", ErrInput, MaxInput), "")
	}
	call, shell, err := p.parse(data)
	if err != nil {
		return block(stderr, name, err, p.hint)
	}
	if !shell {
		return 0 // not a shell command: no objection, nothing to log
	}
	call.Agent = p.agent
	v, err := decide(call)
	if err != nil {
		return block(stderr, name, err, "")
	}
	if out := p.answer(v); out != nil {
		if _, err := stdout.Write(out); err != nil {
			return block(stderr, name, fmt.Errorf("writing the answer: %v", err), "")
		}
	}
	return 0
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
