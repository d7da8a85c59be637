package shim

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gatesh/audit"
	"gatesh/internal/tmpfs"
	"gatesh/parser"
	"gatesh/queue"
)

// withHome points the harness at another GATESH_HOME.
func (h *harness) withHome(home string) {
	h.home = home
	for i, kv := range h.r.env {
		if strings.HasPrefix(kv, "GATESH_HOME=") {
			h.r.env[i] = "GATESH_HOME=" + home
		}
	}
}

// run runs gatesh with args and returns its status, stdout and stderr.
func (h *harness) run(args ...string) (int, string, string) {
	out := &bytes.Buffer{}
	h.r.stdout = out
	h.stderr.Reset()
	status := h.r.main(args)
	return status, out.String(), h.stderr.String()
}

// initAndHold makes the operator's key and holds one command; it returns
// the request id.
func (h *harness) initAndHold(t *testing.T) string {
	t.Helper()
	if status, _, stderr := h.run("gatesh", "init"); status != 0 {
		t.Fatalf("init: %d %s", status, stderr)
	}
	status, _, stderr := h.run("bash", "-c", "DANGER")
	if status != ExitHeld {
		t.Fatalf("hold: %d %s", status, stderr)
	}
	return requestID(t, stderr)
}

// requestFile reads a request file without the queue's checks.
func requestFile(t *testing.T, home, id string) queue.Request {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(home, "queue", id+".json"))
	must(t, err)
	var req queue.Request
	must(t, json.Unmarshal(data, &req))
	return req
}

// TestFullDiskDecisionsDoNotTakeEffect puts the audit log on a small
// tmpfs and fills it: nothing runs, and approve and reject fail and
// decide nothing, though the queue could be written. The log stays intact
// for when there is space again.
func TestFullDiskDecisionsDoNotTakeEffect(t *testing.T) {
	h := newHarness(t)
	dir := tmpfs.Mount(t, 1<<20)
	logPath := filepath.Join(dir, "audit.jsonl")
	must(t, os.MkdirAll(h.home, 0o700))
	must(t, os.WriteFile(filepath.Join(h.home, "config.toml"), []byte("[audit]\npath = \""+logPath+"\"\n"), 0o600))
	id := h.initAndHold(t)
	filler := tmpfs.Fill(t, dir)
	// Use up the room left in the log's last page with small records.
	l := &audit.Log{Path: logPath, Now: h.r.now}
	for {
		if _, err := l.Append(audit.Record{Event: audit.EventDecision}); err != nil {
			break
		}
	}

	for _, verb := range []string{"approve", "reject"} {
		status, stdout, stderr := h.run("gatesh", verb, id)
		if status != ExitFailed || !strings.Contains(stderr, "the audit log cannot be written") || stdout != "" {
			t.Fatalf("%s with a full log: %d %q %q", verb, status, stdout, stderr)
		}
		if req := requestFile(t, h.home, id); req.Status != queue.Pending || req.Signature != "" {
			t.Fatalf("%s took effect: %+v", verb, req)
		}
	}
	h.call.called = false
	if status, _, stderr := h.run("bash", "-c", "true"); status != ExitHeld || h.call.called || !strings.Contains(stderr, "audit_error") {
		t.Fatalf("green command with a full log: %d ran=%v %s", status, h.call.called, stderr)
	}

	must(t, os.Remove(filler))
	if status, _, stderr := h.run("gatesh", "log", "verify"); status != 0 {
		t.Fatalf("log after the full disk: %d %s", status, stderr)
	}
	if status, _, stderr := h.run("gatesh", "approve", id); status != 0 {
		t.Fatalf("approve with space: %d %s", status, stderr)
	}
	if req := requestFile(t, h.home, id); req.Status != queue.Approved {
		t.Fatalf("status %s", req.Status)
	}
}

// TestFullDiskRequestFile fills the disk that holds the queue and the
// log: a decision whose request file cannot be written is not logged.
func TestFullDiskRequestFile(t *testing.T) {
	h := newHarness(t)
	dir := tmpfs.Mount(t, 1<<20)
	h.withHome(filepath.Join(dir, "gatesh"))
	id := h.initAndHold(t)
	tmpfs.Fill(t, dir)
	if status, stdout, stderr := h.run("gatesh", "approve", id); status != ExitFailed || stdout != "" || !strings.Contains(stderr, "no space left") {
		t.Fatalf("approve on a full disk: %d %q %q", status, stdout, stderr)
	}
	logged, err := os.ReadFile(filepath.Join(h.home, "audit.jsonl"))
	must(t, err)
	if bytes.Contains(logged, []byte(`"event":"approved"`)) || requestFile(t, h.home, id).Status != queue.Pending {
		t.Fatal("the approval was logged or made")
	}
}

// TestLogVerifyExitStatuses: 0 intact, 3 for crash damage only, 1 when
// anything was changed; every problem is named with its line.
func TestLogVerifyExitStatuses(t *testing.T) {
	h := newHarness(t)
	l := &audit.Log{Path: filepath.Join(h.home, "audit.jsonl"), Now: h.r.now}
	appendCmd := func(cmd string) {
		if _, err := l.Append(audit.Record{Event: audit.EventDecision, Command: cmd}); err != nil {
			t.Fatal(err)
		}
	}
	appendCmd("echo 1")
	appendCmd("echo 2")
	if status, stdout, _ := h.run("gatesh", "log", "verify"); status != 0 || !strings.HasPrefix(stdout, "ok: 2 records in 1 file") {
		t.Fatalf("intact: %d %q", status, stdout)
	}
	f, err := os.OpenFile(l.Path, os.O_APPEND|os.O_WRONLY, 0)
	must(t, err)
	f.WriteString(`{"ts":"2026-01-02T03:0`)
	f.Close()
	appendCmd("echo 4")
	appendCmd("echo 5")
	status, stdout, stderr := h.run("gatesh", "log", "verify")
	if status != ExitCrashDamage || !strings.Contains(stderr, "gatesh: crash: audit log "+l.Path+": line 3: cut short by a crash") ||
		!strings.HasPrefix(stdout, "damaged by a crash: 4 records in 1 file") {
		t.Fatalf("torn: %d %q %q", status, stdout, stderr)
	}
	data, err := os.ReadFile(l.Path)
	must(t, err)
	must(t, os.WriteFile(l.Path, bytes.Replace(data, []byte("echo 4"), []byte("echo X"), 1), 0o600))
	status, _, stderr = h.run("gatesh", "log", "verify")
	if status != ExitFailed || !strings.Contains(stderr, "line 3: cut short") || !strings.Contains(stderr, "gatesh: error: audit log "+l.Path+": line 4: the next line does not follow") {
		t.Fatalf("torn and edited: %d %q", status, stderr)
	}
}

// TestMissingShellIsLogged: a command that cannot run because the real
// shell is missing leaves an error record.
func TestMissingShellIsLogged(t *testing.T) {
	h := newHarness(t)
	must(t, os.MkdirAll(h.home, 0o700))
	must(t, os.WriteFile(filepath.Join(h.home, "config.toml"), []byte(`shell = "/nonexistent/bash"`+"\n"), 0o600))
	if status, _, _ := h.run("bash", "-c", "echo hi"); status != ExitInternal || h.call.called {
		t.Fatalf("status %d, ran %v", status, h.call.called)
	}
	if status, _, _ := h.run("gatesh", "hold", "--reason", "unsure", "--", "echo", "held"); status != ExitInternal || h.call.called {
		t.Fatalf("hold: status %d, ran %v", status, h.call.called)
	}
	var got []audit.Record
	must(t, audit.Scan(filepath.Join(h.home, "audit.jsonl"), func(r audit.Record) error { got = append(got, r); return nil }))
	if len(got) != 2 {
		t.Fatalf("records %+v", got)
	}
	for i, cmd := range []string{"echo hi", "echo held"} {
		if r := got[i]; r.Event != audit.EventError || r.Command != cmd || !strings.Contains(r.Reason, "real shell cannot be found") {
			t.Errorf("record %d: %+v", i, r)
		}
	}
}

// TestOversizedStdinIsBounded is 12 MiB of control bytes on stdin, held:
// the log lines and the request file keep a bounded start and the sha256
// of the whole, and the log still verifies.
func TestOversizedStdinIsBounded(t *testing.T) {
	h := newHarness(t)
	if status, _, stderr := h.run("gatesh", "init"); status != 0 {
		t.Fatal(stderr)
	}
	script := append([]byte("DANGER\n"), bytes.Repeat([]byte{1, 2, 3, 4}, 3<<20)...)
	stdin := filepath.Join(t.TempDir(), "stdin")
	must(t, os.WriteFile(stdin, script, 0o600))
	f, err := os.Open(stdin)
	must(t, err)
	defer f.Close()
	h.r.stdin, h.r.stdinFile = f, f
	status, _, stderr := h.run("bash")
	if status != ExitHeld {
		t.Fatalf("status %d %s", status, stderr)
	}
	id := requestID(t, stderr)
	var recs []audit.Record
	must(t, audit.Scan(filepath.Join(h.home, "audit.jsonl"), func(r audit.Record) error { recs = append(recs, r); return nil }))
	if len(recs) != 3 || recs[0].Event != audit.EventDecision || recs[1].Event != audit.EventHeld || recs[2].Event != audit.EventParked {
		t.Fatalf("%d records, want a decision, held and parked: %+v", len(recs), recs)
	}
	for _, r := range recs {
		if r.CommandBytes != len(script) || r.CommandSHA256 != queue.Digest(string(script)) || audit.Cost(r.Command) > audit.MaxCommand {
			t.Errorf("%s record: command_bytes %d command_sha256 %s, %d bytes kept", r.Event, r.CommandBytes, r.CommandSHA256, len(r.Command))
		}
	}
	// Each of the decision, held and parked records costs at most 64 KiB.
	if info, err := os.Stat(filepath.Join(h.home, "audit.jsonl")); err != nil || info.Size() > int64(len(recs))*audit.MaxRecord {
		t.Fatalf("log of %d bytes for %d records", info.Size(), len(recs))
	}
	req := requestFile(t, h.home, id)
	if req.CommandBytes != len(script) || audit.Cost(req.Command) > queue.MaxCommand || len(req.Command) < 1000 {
		t.Fatalf("request keeps %d bytes of %d", len(req.Command), req.CommandBytes)
	}
	if info, err := os.Stat(filepath.Join(h.home, "queue", id+".json")); err != nil || info.Size() > 64<<10 {
		t.Fatalf("request file of %d bytes, more than 64 KiB", info.Size())
	}
	status, _, stderr = h.run("gatesh", "approve", id)
	if status != ExitFailed || !strings.Contains(stderr, "cannot be approved") {
		t.Fatalf("approve of a cut command: %d %s", status, stderr)
	}
	if status, stdout, stderr := h.run("gatesh", "log", "verify"); status != 0 {
		t.Fatalf("verify: %d %s %s", status, stdout, stderr)
	}
}

// TestLimitsAgree: the queue keeps what the log keeps, and both keep less
// than the parser reads: a command between the two is classified, and
// logged and queued as its start and digest. (That a record stays within
// audit.MaxRecord is TestWorstRecordFitsMaxLine in gatesh/audit.)
func TestLimitsAgree(t *testing.T) {
	if queue.MaxCommand != audit.MaxCommand {
		t.Fatalf("queue keeps %d bytes, the log %d", queue.MaxCommand, audit.MaxCommand)
	}
	tooLarge := func(n int) bool {
		s := parser.Parse("#"+strings.Repeat(" ", n-1), parser.Options{})
		return slices.ContainsFunc(s.Problems, func(p parser.Problem) bool { return p.Kind == "input_too_large" })
	}
	if tooLarge(audit.MaxCommand) || tooLarge(1<<20) || !tooLarge(1<<20+1) {
		t.Fatalf("the parser's limit is not 1 MiB")
	}
}
