package shim

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"gatesh/audit"
)

// lineWriter hands each written line to a channel, and fails once closed,
// as a pipe does when its reader has gone.
type lineWriter struct {
	mu     sync.Mutex
	lines  chan string
	closed bool
}

var errReaderGone = errors.New("reader gone")

func (w *lineWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return 0, errReaderGone
	}
	for _, l := range strings.SplitAfter(string(p), "\n") {
		if l != "" {
			w.lines <- strings.TrimSuffix(l, "\n")
		}
	}
	return len(p), nil
}

func (w *lineWriter) close() {
	w.mu.Lock()
	w.closed = true
	w.mu.Unlock()
}

// gatesh log --follow prints what is appended after it started, filtered,
// and ends when its output can no longer be written.
func TestLogFollowPrintsAppends(t *testing.T) {
	h := newHarness(t)
	l := &audit.Log{Path: filepath.Join(h.home, "audit.jsonl"), Now: time.Now}
	appendCmd := func(agent, command string) {
		t.Helper()
		if _, err := l.Append(audit.Record{Event: audit.EventDecision, Command: command, Tier: "green", Verdict: "auto_pass", Agent: agent}); err != nil {
			t.Fatal(err)
		}
	}
	appendCmd("codex", "echo before")
	w := &lineWriter{lines: make(chan string, 100)}
	h.r.stdout = w
	done := make(chan int)
	go func() { done <- h.r.main([]string{"gatesh", "log", "--follow", "--agent", "codex"}) }()

	var seen []string
	waitFor := func(suffix string) {
		t.Helper()
		deadline := time.After(30 * time.Second) // a hang, not a speed check
		for {
			select {
			case line := <-w.lines:
				seen = append(seen, line)
				if strings.HasSuffix(line, suffix) {
					return
				}
			case <-deadline:
				t.Fatalf("no line ending %q; seen %q", suffix, seen)
			}
		}
	}
	waitFor("echo before")
	appendCmd("gemini", "echo other agent")
	appendCmd("codex", "echo after")
	waitFor("echo after")
	w.close()
	appendCmd("codex", "echo once closed")
	select {
	case status := <-done:
		if status != ExitFailed {
			t.Errorf("status %d after the output closed, want %d", status, ExitFailed)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("log --follow did not end when its output closed")
	}
	if slices.ContainsFunc(seen, func(s string) bool { return strings.Contains(s, "other agent") }) {
		t.Errorf("the --agent filter let another agent through: %q", seen)
	}
	if !strings.HasPrefix(seen[0], "TIME ") {
		t.Errorf("first line %q, want the header", seen[0])
	}
}

// gatesh log --follow starts with the rotated files' records and keeps
// following the log as it rotates.
func TestLogFollowAcrossRotation(t *testing.T) {
	h := newHarness(t)
	l := &audit.Log{Path: filepath.Join(h.home, "audit.jsonl"), Now: time.Now, RotateSize: 1 << 10}
	appendN := func(from, to int) {
		t.Helper()
		for i := from; i < to; i++ {
			if _, err := l.Append(audit.Record{Event: audit.EventDecision, Command: fmt.Sprintf("echo %d", i), Tier: "green", Verdict: "auto_pass"}); err != nil {
				t.Fatal(err)
			}
		}
	}
	appendN(0, 10)
	w := &lineWriter{lines: make(chan string, 1000)}
	h.r.stdout = w
	done := make(chan int)
	go func() { done <- h.r.main([]string{"gatesh", "log", "--follow", "--event", "auto_pass"}) }()
	next := 0
	waitFor := func(n int) {
		t.Helper()
		deadline := time.After(30 * time.Second) // a hang, not a speed check
		for next < n {
			select {
			case line := <-w.lines:
				if strings.HasPrefix(line, "TIME ") {
					continue
				}
				if want := fmt.Sprintf("  echo %d", next); !strings.HasSuffix(line, want) {
					t.Fatalf("line %q, want one ending %q", line, want)
				}
				next++
			case <-deadline:
				t.Fatalf("stuck after %d lines", next)
			}
		}
	}
	waitFor(10)
	appendN(10, 40) // several rotations
	waitFor(40)
	w.close()
	appendN(40, 41)
	select {
	case status := <-done:
		if status != ExitFailed {
			t.Errorf("status %d after the output closed, want %d", status, ExitFailed)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("log --follow did not end when its output closed")
	}
	if files, _ := audit.Files(l.Path); len(files) < 5 {
		t.Errorf("files %v: want several rotations", files)
	}
}

// gatesh export finds gatesh-export beside gatesh's own executable, else
// on PATH, and says how to get it when it is neither.
func TestExportFindsItsBinary(t *testing.T) {
	h := newHarness(t)
	if status := h.r.main([]string{"gatesh", "export", "--sqlite", "x.db"}); status != ExitFailed {
		t.Fatalf("status %d without gatesh-export, want %d", status, ExitFailed)
	}
	if !strings.Contains(h.stderr.String(), "gatesh-export not found") || !strings.Contains(h.stderr.String(), "gatesh: hint: ") {
		t.Errorf("stderr %q", h.stderr)
	}
	if h.call.called {
		t.Fatal("exec'd something without an exporter")
	}

	// Beside gatesh: /proc/self/exe is a link to the real file.
	dir := t.TempDir()
	real := filepath.Join(dir, "gatesh")
	must(t, os.WriteFile(real, []byte("#!/bin/true\n"), 0o755))
	exporter := filepath.Join(dir, "gatesh-export")
	must(t, os.WriteFile(exporter, []byte("#!/bin/true\n"), 0o755))
	link := filepath.Join(t.TempDir(), "exe")
	must(t, os.Symlink(real, link))
	h.r.selfPath = link
	h.r.main([]string{"gatesh", "export", "--sqlite", "x.db", "--until", "2026-03-05"})
	if !h.call.called || h.call.path != exporter {
		t.Fatalf("exec %q, want %q", h.call.path, exporter)
	}
	want := []string{"gatesh-export", "--sqlite", "x.db", "--log", filepath.Join(h.home, "audit.jsonl"),
		"--queue", filepath.Join(h.home, "queue"), "--public-key", filepath.Join(h.home, "keys", "operator.pub"),
		"--until", "2026-03-05"}
	if !slices.Equal(h.call.argv, want) {
		t.Errorf("argv %q\nwant %q", h.call.argv, want)
	}
}
