package serve

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gatesh/audit"
)

func TestHistory(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	day := time.Date(2026, 11, 29, 0, 0, 0, 0, time.Local)
	clock := day.Add(-time.Hour) // yesterday, 23:00
	l := &audit.Log{Path: path, Now: func() time.Time { return clock }}
	add := func(event, tier, cmd string) {
		t.Helper()
		if _, err := l.Append(audit.Record{Event: event, Tier: tier, Command: cmd}); err != nil {
			t.Fatal(err)
		}
		clock = clock.Add(time.Minute)
	}
	add("decision", "red", "yesterday's command")
	clock = day.Add(9 * time.Hour)
	for _, e := range []struct{ event, tier, cmd string }{
		{"decision", "green", "ls"}, {"decision", "green", "cat x"}, {"decision", "yellow", "npm i x"},
		{"decision", "red", "rm -rf a"}, {"held", "red", "rm -rf a"}, {"approved", "red", "rm -rf a"},
		{"used", "red", "rm -rf a"}, {"run", "red", "rm -rf a"},
		{"decision", "red", "rm -rf b"}, {"held", "red", "rm -rf b"}, {"rejected", "red", "rm -rf b"},
		{"expired", "red", "rm -rf c"},
	} {
		add(e.event, e.tier, e.cmd)
	}
	// A torn last line, as a crash leaves it, is skipped.
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"ts":"2026-11-29T10:00:00Z","event":"deci`)
	f.Close()

	recs, err := readTail(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 13 {
		t.Fatalf("%d records, want 13", len(recs))
	}
	c := dayCounts(recs, day.Add(12*time.Hour))
	want := Counts{Green: 2, Yellow: 1, Red: 2, Held: 2, Approved: 1, Rejected: 1, Expired: 1, Run: 1, Since: day}
	if c != want {
		t.Errorf("counts %+v\nwant   %+v", c, want)
	}
	got := recent(recs, recentFilter{Tier: "red", Event: "held"}, 10)
	if len(got) != 2 || got[0].Command != "rm -rf b" || got[1].Command != "rm -rf a" {
		t.Errorf("red held, newest first: %+v", got)
	}
	if got := recent(recs, recentFilter{}, 3); len(got) != 3 || got[0].Event != "expired" {
		t.Errorf("newest 3: %+v", got)
	}
	if got := recent(recs, recentFilter{Tier: "green"}, 10); len(got) != 2 {
		t.Errorf("green: %d records, want 2", len(got))
	}
	if recs, err := readTail(filepath.Join(t.TempDir(), "none.jsonl")); err != nil || recs != nil {
		t.Errorf("missing log: %v %v", recs, err)
	}
}

// A log larger than tailBytes is read from a line boundary near its end.
func TestHistoryTail(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	line := `{"ts":"2026-11-29T09:00:00Z","event":"decision","tier":"green","command":"` + strings.Repeat("x", 1000) + `"}` + "\n"
	data := strings.Repeat(line, tailBytes/len(line)+50)
	if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
	recs, err := readTail(path)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(recs); n < tailBytes/len(line)-1 || n > tailBytes/len(line) {
		t.Errorf("%d records from the tail", n)
	}
}
