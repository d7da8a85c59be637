package report

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"gatesh/audit"
)

// rotating is a log that rotates every few records, with a clock that
// moves a second per record.
func rotating(t *testing.T) *audit.Log {
	t.Helper()
	clock := time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)
	return &audit.Log{Path: filepath.Join(t.TempDir(), "audit.jsonl"), RotateSize: 1 << 10,
		Now: func() time.Time { clock = clock.Add(time.Second); return clock }}
}

func appendEcho(t *testing.T, l *audit.Log, from, to int) {
	t.Helper()
	for i := from; i < to; i++ {
		if _, err := l.Append(audit.Record{Event: audit.EventDecision, Command: fmt.Sprintf("echo %d", i),
			Tier: "green", Verdict: "auto_pass"}); err != nil {
			t.Fatal(err)
		}
	}
}

// commands lists the commands of the decisions among entries, and fails
// on an unreadable one.
func commands(t *testing.T, entries []Entry) []string {
	t.Helper()
	var out []string
	for _, e := range entries {
		if e.Err != nil {
			t.Fatalf("%s: %v", e.Where(), e.Err)
		}
		if e.Record.Event == audit.EventDecision {
			out = append(out, e.Record.Command)
		}
	}
	return out
}

func wantEchoes(t *testing.T, got []string, n int) {
	t.Helper()
	if len(got) != n {
		t.Fatalf("%d commands, want %d: %q", len(got), n, got)
	}
	for i, c := range got {
		if c != fmt.Sprintf("echo %d", i) {
			t.Fatalf("command %d is %q: %q", i, c, got)
		}
	}
}

// ReadLog reads every record across the rotated files, oldest first, each
// entry naming its own file and line.
func TestReadLogAcrossRotatedFiles(t *testing.T) {
	l := rotating(t)
	appendEcho(t, l, 0, 30)
	files, err := audit.Files(l.Path)
	if err != nil || len(files) < 4 {
		t.Fatalf("files %v (%v): want several", files, err)
	}
	var entries []Entry
	for e := range ReadLog(l.Path) {
		entries = append(entries, e)
	}
	wantEchoes(t, commands(t, entries), 30)
	if first := entries[0]; first.File != files[0] || first.Line != 1 {
		t.Errorf("first entry at %s, want %s:1", first.Where(), files[0])
	}
	if last := entries[len(entries)-1]; last.File != l.Path {
		t.Errorf("last entry at %s, want in %s", last.Where(), l.Path)
	}
	rotated := 0
	for _, e := range entries {
		if e.Record.Event == audit.EventRotated {
			rotated++
		}
	}
	if rotated != len(files)-1 {
		t.Errorf("%d rotated records, want %d", rotated, len(files)-1)
	}

	// A missing log is an empty one.
	for e := range ReadLog(filepath.Join(t.TempDir(), "audit.jsonl")) {
		t.Fatalf("missing log yielded %+v", e)
	}
}

// A rotation while the log is read neither skips the file it rotates away
// nor reads it twice.
func TestReadLogWhileRotating(t *testing.T) {
	l := rotating(t)
	appendEcho(t, l, 0, 12)
	var entries []Entry
	appended := false
	for e := range ReadLog(l.Path) {
		entries = append(entries, e)
		if !appended {
			// The reader has begun: the live file rotates twice.
			appended = true
			appendEcho(t, l, 12, 40)
		}
	}
	got := commands(t, entries)
	// Everything up to the end of the file that was live when the read
	// began, and nothing twice or out of order.
	if len(got) < 12 {
		t.Fatalf("%d commands, want at least the 12 written before: %q", len(got), got)
	}
	wantEchoes(t, got, len(got))
}

// Tail reads the rotated files first, then follows the live file across
// rotations, even several between two looks.
func TestTailAcrossRotations(t *testing.T) {
	l := rotating(t)
	appendEcho(t, l, 0, 10)
	var entries []Entry
	tl := &tail{path: l.Path, yield: func(e Entry) bool { entries = append(entries, e); return true }}
	defer tl.close()
	step := func() {
		t.Helper()
		if err := tl.step(); err != nil {
			t.Fatal(err)
		}
	}
	step()
	wantEchoes(t, commands(t, entries), 10)
	appendEcho(t, l, 10, 12)
	step()
	wantEchoes(t, commands(t, entries), 12)
	// Several rotations between two looks: the files rotated meanwhile
	// are read in order, between the old live file and the new one.
	appendEcho(t, l, 12, 60)
	if files, _ := audit.Files(l.Path); len(files) < 6 {
		t.Fatalf("files %v: want several rotations", files)
	}
	step()
	wantEchoes(t, commands(t, entries), 60)
	step()
	wantEchoes(t, commands(t, entries), 60)
}

// gatesh log --follow shows the rotated files' records too, in order.
func TestTailStartsWithTheRotatedFiles(t *testing.T) {
	l := rotating(t)
	appendEcho(t, l, 0, 25)
	tl := startTail(t, l.Path)
	var got []string
	for len(got) < 25 {
		e := tl.next(t)
		if e.Err != nil {
			t.Fatal(e.Err)
		}
		if e.Record.Event == audit.EventDecision {
			got = append(got, e.Record.Command)
		}
	}
	wantEchoes(t, got, 25)
	tl.none(t)
}

// ReadLogTail yields exactly the lines that start in the last max bytes
// of the log's files read as one, whole and in order, whatever file the
// bound falls in.
func TestReadLogTail(t *testing.T) {
	l := rotating(t)
	appendEcho(t, l, 0, 40)
	files, err := audit.Files(l.Path)
	if err != nil || len(files) < 4 {
		t.Fatalf("files %v (%v): want several", files, err)
	}
	var all []byte
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, data...)
	}
	for _, max := range []int64{0, 1, 100, 700, 1000, 1500, 2500, int64(len(all)) - 1, int64(len(all)), 1 << 30} {
		var want []string
		off := int64(0)
		for line := range bytes.Lines(all) {
			if off >= int64(len(all))-max {
				want = append(want, string(bytes.TrimSuffix(line, []byte("\n"))))
			}
			off += int64(len(line))
		}
		var got []string
		for e := range ReadLogTail(l.Path, max) {
			if e.Err != nil {
				t.Fatalf("max %d: %s: %v", max, e.Where(), e.Err)
			}
			got = append(got, string(e.Raw))
		}
		if !slices.Equal(got, want) {
			t.Errorf("max %d: %d lines, want %d:\n%q\nwant\n%q", max, len(got), len(want), got, want)
		}
	}
	for e := range ReadLogTail(filepath.Join(t.TempDir(), "audit.jsonl"), 1<<20) {
		t.Fatalf("missing log yielded %+v", e)
	}
}
