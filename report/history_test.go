package report

import (
	"bytes"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"gatesh/audit"
	"gatesh/queue"
	"gatesh/report/reporttest"
)

func openWeek(t *testing.T, home string) Source {
	t.Helper()
	src, err := Open(Paths{Log: filepath.Join(home, "audit.jsonl"), Queue: filepath.Join(home, "queue"),
		PublicKey: filepath.Join(home, "keys", "operator.pub")}, reporttest.WeekUntil)
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// weekReports are the digest of the whole week as JSON and the export's
// decisions and requests tables.
func weekReports(t *testing.T, home string) (digest string, decisions, requests [][]any) {
	t.Helper()
	src := openWeek(t, home)
	var entries []Entry
	for e := range src.Log {
		entries = append(entries, e)
	}
	h := Replay(Source{Log: sliceOf(entries), Queue: src.Queue}, reporttest.WeekUntil)
	var b bytes.Buffer
	if err := NewDigest(h, Window{Until: reporttest.WeekUntil}).JSON(&b); err != nil {
		t.Fatal(err)
	}
	tables := ExportTables(entries, h)
	return b.String(), tables[0].Rows, tables[2].Rows
}

func sliceOf(entries []Entry) Log {
	return func(yield func(Entry) bool) {
		for _, e := range entries {
			if !yield(e) {
				return
			}
		}
	}
}

// Archiving moves finished requests into queue/done/ and logs it: the
// digest's holds (how each ended, and when each expires) and the
// export's rows stay as they were.
func TestReportsAfterArchiving(t *testing.T) {
	home := t.TempDir()
	h, err := reporttest.Week(home)
	if err != nil {
		t.Fatal(err)
	}
	digest, decisions, requests := weekReports(t, home)

	h.At(reporttest.WeekUntil.Add(-20 * time.Minute))
	archived := 0
	for _, req := range h.Requests() {
		switch req.Status {
		case queue.Used, queue.Expired, queue.Rejected:
			h.Archive(req, reporttest.Codex)
			archived++
		}
	}
	if archived < 20 {
		t.Fatalf("archived %d requests, want the week's finished ones", archived)
	}
	if left, _ := filepath.Glob(filepath.Join(home, "queue", "*.json")); len(left) != len(h.Requests())-archived {
		t.Fatalf("%d requests left in the queue folder", len(left))
	}

	digest2, decisions2, requests2 := weekReports(t, home)
	if digest2 != digest {
		t.Errorf("the digest changed with archiving:\n%s\nwas:\n%s", digest2, digest)
	}
	if !reflect.DeepEqual(requests2, requests) {
		t.Errorf("the requests table changed with archiving:\n%v\nwas:\n%v", requests2, requests)
	}
	if !reflect.DeepEqual(decisions2, decisions) {
		t.Errorf("the decisions table changed with archiving")
	}
}

// recordsLog is a log made of records, with times from their TS.
func recordsLog(recs ...audit.Record) Log {
	var entries []Entry
	for i, r := range recs {
		ts, _ := time.Parse(time.RFC3339, r.TS)
		entries = append(entries, Entry{Record: r, Time: ts, File: "audit.jsonl", Line: i + 1})
	}
	return sliceOf(entries)
}

func rec(ts, event, request string, pid int) audit.Record {
	return audit.Record{TS: ts, Event: event, Request: request, Command: "rm -rf " + request, Cwd: "/w",
		Tier: "red", Pid: pid, Ppid: 1, Agent: "codex"}
}

// An archived or purged record never starts a hold, tells how a request
// ended when nothing else does, and does not link the command of the
// process that tidied the queue to the request it moved.
func TestArchivedAndPurgedRecords(t *testing.T) {
	decision := rec("2026-03-02T10:00:00Z", audit.EventDecision, "", 7)
	decision.Verdict, decision.Request = "hold", ""
	src := Source{Log: recordsLog(
		rec("2026-03-01T09:00:00Z", audit.EventHeld, "old", 5),
		decision,
		// The process whose command is held tidies the queue before it
		// makes its request: it archives a request whose held event the
		// log no longer has, and purges one whose outcome it never logged.
		withStatus(rec("2026-03-02T10:00:01Z", audit.EventArchived, "gone", 7), "used"),
		withStatus(rec("2026-03-02T10:00:01Z", audit.EventPurged, "old", 7), "rejected"),
		rec("2026-03-02T10:00:01Z", audit.EventHeld, "new", 7),
	)}
	h := Replay(src, time.Date(2026, 3, 3, 0, 0, 0, 0, time.UTC))
	if x := h.Hold("gone"); x != nil {
		t.Errorf("an archived record made a hold: %+v", x)
	}
	if len(h.Holds) != 2 {
		t.Fatalf("%d holds, want old and new", len(h.Holds))
	}
	if x := h.Hold("old"); x.Outcome != Rejected || !x.At.Equal(time.Date(2026, 3, 2, 10, 0, 1, 0, time.UTC)) {
		t.Errorf("purged as rejected: outcome %s at %v", x.Outcome, x.At)
	}
	if x := h.Hold("new"); x.Outcome != Pending {
		t.Errorf("new: %s", x.Outcome)
	}
	if c := h.Commands[0]; c.Request != "new" {
		t.Errorf("the held command is linked to %q, want its own request", c.Request)
	}
}

func withStatus(r audit.Record, status string) audit.Record {
	r.Status = status
	return r
}

// A hold first seen at a later event (its held event is before the part
// of the log that was read) takes its creation time from its file: the
// stats of a day count it on the day it was made.
func TestHoldCreatedFromItsFile(t *testing.T) {
	dir := t.TempDir()
	q, err := queue.Open(dir, func() time.Time { return time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC) }, 48*time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	req, _, err := q.Submit(queue.NewRequest{Command: "rm -rf x", Cwd: "/w", Tier: "red"})
	if err != nil {
		t.Fatal(err)
	}
	l, err := q.Snapshot(nil, time.Date(2026, 3, 2, 12, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	approved := rec("2026-03-02T10:00:00Z", audit.EventApproved, req.ID, 9)
	approved.User = "alice"
	h := Replay(Source{Log: recordsLog(approved), Queue: &l}, time.Date(2026, 3, 2, 12, 0, 0, 0, time.UTC))
	x := h.Hold(req.ID)
	if x == nil || !x.Created.Equal(req.CreatedAt) {
		t.Fatalf("hold %+v, want created at %v", x, req.CreatedAt)
	}
	day := Window{Since: time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC), Until: time.Date(2026, 3, 2, 12, 0, 0, 0, time.UTC)}
	s := NewStats(h, day, time.UTC)
	if s.Total.Holds != 0 || s.Total.Approvals != 1 {
		t.Errorf("that day: %+v, want no hold made and one approval", s.Total)
	}
}

// The events table has a column for every field of a record, and its text
// columns hold UTF-8: a command that is not keeps its exact bytes in
// command_base64.
func TestExportEventsHaveEveryField(t *testing.T) {
	cols := map[string]int{}
	tables := ExportTables(nil, Replay(Source{Log: recordsLog()}, time.Now()))
	for i, c := range tables[1].Columns {
		cols[c.Name] = i
	}
	rt := reflect.TypeOf(audit.Record{})
	for i := range rt.NumField() {
		name, _, _ := strings.Cut(rt.Field(i).Tag.Get("json"), ",")
		if _, ok := cols[name]; !ok {
			t.Errorf("the events table has no column %q", name)
		}
	}

	raw := `{"ts":"2026-03-02T08:30:03Z","id":"d","event":"archived","command":"rm \ufffd","command_base64":"cm0g/w==","cwd":"/w","tier":"red","rules":[],"pid":1,"ppid":1,"user":"u","request":"r1","status":"used","prev":"x"}`
	e := parseLine([]byte(raw), true, "audit.jsonl", 1)
	if e.Err != nil || e.Record.Command != "rm \xff" {
		t.Fatalf("parse: %v %q", e.Err, e.Record.Command)
	}
	tables = ExportTables([]Entry{e}, Replay(Source{Log: sliceOf([]Entry{e})}, e.Time))
	row := tables[1].Rows[0]
	for name, want := range map[string]any{"command": "rm \ufffd", "command_base64": "cm0g/w==", "status": "used", "prev_file": nil} {
		if got := row[cols[name]]; got != want {
			t.Errorf("%s = %#v, want %#v", name, got, want)
		}
	}
}
