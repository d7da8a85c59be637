package shim

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gatesh/audit"
)

// A session that wrote more than audit.MaxRate to the log in the last
// minute has its commands held, unlogged, until the window ends; other
// sessions and the next window are not affected.
func TestSessionOverTheLogRateIsHeld(t *testing.T) {
	h := newHarness(t, "GATESH_SESSION=flood")
	if status, _, stderr := h.run("bash", "-c", "echo ok"); !h.call.called {
		t.Fatalf("first command: %d %s", status, stderr)
	}
	// The session's earlier records: over 5 MiB, in records of a
	// command cut to audit.MaxCommand.
	now := h.r.now()
	flood := &audit.Log{Path: filepath.Join(t.TempDir(), "other.jsonl"), Now: func() time.Time { return now },
		Meter: &audit.Meter{Dir: filepath.Join(h.home, "rate"), Session: "flood"}}
	big := strings.Repeat("x", 60<<10)
	for range 5 << 20 / audit.MaxCommand {
		if _, err := flood.Append(audit.Record{Event: audit.EventDecision, Command: big}); err != nil {
			t.Fatal(err)
		}
	}
	logPath := filepath.Join(h.home, "audit.jsonl")
	before, err := os.ReadFile(logPath)
	must(t, err)
	h.call.called = false
	status, _, stderr := h.run("bash", "-c", "echo ok")
	if status != ExitHeld || h.call.called || !strings.Contains(stderr, "gatesh: held: audit_rate: this session wrote over 4 MiB") {
		t.Fatalf("over the rate: status %d, ran %v\n%s", status, h.call.called, stderr)
	}
	after, err := os.ReadFile(logPath)
	must(t, err)
	if len(after) != len(before) {
		t.Errorf("the held command was logged: %d bytes more", len(after)-len(before))
	}
	// A minute later it runs again.
	h.r.now = func() time.Time { return now.Add(audit.RateWindow) }
	if status, _, stderr := h.run("bash", "-c", "echo ok"); !h.call.called {
		t.Fatalf("after the window: %d %s", status, stderr)
	}
	// Another session was never held.
	other := &audit.Meter{Dir: filepath.Join(h.home, "rate"), Session: "other"}
	if other.Over(now) {
		t.Error("another session is over the rate")
	}
}

// An agent that floods its hook with long commands is bounded as its
// shell is: past the session's rate, the hook blocks the call as
// audit_rate and the log stops growing.
func TestHookFloodIsBounded(t *testing.T) {
	h := newHarness(t)
	logPath := filepath.Join(h.home, "audit.jsonl")
	input := hookInput("claude", h.home, "echo "+strings.Repeat("x", 60<<10))
	blocked := 0
	var sizeAtBlock int64
	for i := 0; i < 200 && blocked < 3; i++ {
		var out bytes.Buffer
		h.r.stdin, h.r.stdout = strings.NewReader(input), &out
		h.stderr.Reset()
		h.r.main([]string{"gatesh", "hook", "claude"})
		if !strings.Contains(out.String(), "audit_rate") {
			continue
		}
		info, err := os.Stat(logPath)
		must(t, err)
		if blocked == 0 {
			sizeAtBlock = info.Size()
		} else if info.Size() != sizeAtBlock {
			t.Fatalf("the log grew from %d to %d bytes after the bound", sizeAtBlock, info.Size())
		}
		blocked++
	}
	if blocked == 0 {
		t.Fatal("200 hook calls of 60 KB each were never held as audit_rate")
	}
	if sizeAtBlock > audit.MaxRate+2*audit.MaxRecord {
		t.Fatalf("the log reached %d bytes before the bound held", sizeAtBlock)
	}
}
