package loop

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Bounds on the verifier log's tail that goes into a prompt.
const (
	tailLines = 80
	tailBytes = 8 << 10
)

// promptInput is everything a turn's prompt says.
type promptInput struct {
	N, Max   int
	Dir      string
	Task     string
	Done     string
	Verify   string
	Verifier *VerifyRun
	Tail     []byte
	// Approved is the command the worker may run once this turn.
	Approved string
	// LeftOff is the worker's own summary from the turn before it was
	// parked, for the turn that resumes it.
	LeftOff string
	// Notes are things the loop tells the worker about the last turn.
	Notes []string
}

// buildPrompt writes the worker's prompt. The task, the verifier's output
// and the notes are data for the model; they go to the worker in a file
// on its stdin and are never part of a command line.
func buildPrompt(in promptInput) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "You are working unattended, turn %d of at most %d, in the git work tree at %s.\n", in.N, in.Max, in.Dir)
	b.WriteString("Work on the task below. You are done when the done condition holds; an independent verifier decides that, not you.\n\n")
	fmt.Fprintf(&b, "## Task\n%s\n\n## Done when\n%s\n\n", strings.TrimSpace(in.Task), strings.TrimSpace(in.Done))
	fmt.Fprintf(&b, "## Verifier\n`%s`", in.Verify)
	if in.Verifier != nil {
		fmt.Fprintf(&b, " last exited with status %d", in.Verifier.Exit.Status)
		if in.Verifier.Exit.TimedOut {
			b.WriteString(" (stopped by the deadline)")
		}
	}
	b.WriteString(". The end of its output:\n")
	b.WriteString("```\n")
	b.Write(tail(in.Tail))
	b.WriteString("\n```\n\n")
	if in.LeftOff != "" {
		b.WriteString("## Where you left off\nYour last turn asked for approval, and the task was parked until a person decided. Your summary then (your own words):\n```\n")
		b.Write(tail([]byte(in.LeftOff)))
		b.WriteString("\n```\n\n")
	}
	if in.Approved != "" {
		fmt.Fprintf(&b, "## Approved for this turn only\nThe operator approved this exact command, to run once, from %s:\n```\n%s\n```\nRun it exactly as written, at most once. Anything else that gatesh holds stops the run.\n\n", in.Dir, in.Approved)
	}
	if len(in.Notes) > 0 {
		b.WriteString("## About your last turn\n")
		for _, n := range in.Notes {
			fmt.Fprintf(&b, "- %s\n", n)
		}
		b.WriteString("\n")
	}
	b.WriteString(`## Rules
- Every shell command you run goes through gatesh. A risky command is held: it does not run, and gatesh says so (exit status 75). Do not try another way around a hold.
- If the task needs a risky command, stop and ask for it: end your turn with status "needs_approval" and the exact command as approval.action. A person decides between turns; if they approve, you may run exactly that command once, from the same folder, in your next turn.
- Leave your changes uncommitted; the person reviews them.

## Your final message
End your turn with one JSON object and nothing else:
{"status": "done" | "continue" | "needs_approval" | "blocked", "summary": "what you did and what is left", "approval": null}
For needs_approval, approval is {"action_id": "a short name", "category": "what kind of action", "reason": "why it is needed", "action": "the exact command"}.
`)
	return b.Bytes()
}

// tail returns the last lines of a log, bounded, and valid UTF-8.
func tail(log []byte) []byte {
	log = bytes.TrimRight(log, "\n")
	if len(log) > tailBytes {
		log = log[len(log)-tailBytes:]
		if i := bytes.IndexByte(log, '\n'); i >= 0 {
			log = log[i+1:]
		}
	}
	lines := bytes.Split(log, []byte("\n"))
	if len(lines) > tailLines {
		lines = lines[len(lines)-tailLines:]
	}
	out := bytes.Join(lines, []byte("\n"))
	// Fences in the log would end the prompt's code block early.
	out = bytes.ReplaceAll(out, []byte("```"), []byte("'''"))
	if !utf8.Valid(out) {
		out = bytes.ToValidUTF8(out, []byte("\uFFFD"))
	}
	return out
}
