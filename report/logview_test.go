package report

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// tailer runs Tail over path in the background and hands over its lines.
type tailer struct {
	lines  chan Entry
	cancel context.CancelFunc
	done   chan error
}

func startTail(t *testing.T, path string) *tailer {
	ctx, cancel := context.WithCancel(context.Background())
	tl := &tailer{lines: make(chan Entry, 100), cancel: cancel, done: make(chan error, 1)}
	go func() {
		tl.done <- Tail(ctx, path, 5*time.Millisecond, func(e Entry) bool { tl.lines <- e; return true })
	}()
	t.Cleanup(func() {
		cancel()
		<-tl.done
	})
	return tl
}

// next returns the next line; the deadline only stops a hang.
func (tl *tailer) next(t *testing.T) Entry {
	t.Helper()
	select {
	case e := <-tl.lines:
		return e
	case <-time.After(30 * time.Second):
		t.Fatal("no line")
		return Entry{}
	}
}

// none checks that no line is pending once Tail has had time for several
// looks at the file.
func (tl *tailer) none(t *testing.T) {
	t.Helper()
	time.Sleep(50 * time.Millisecond)
	select {
	case e := <-tl.lines:
		t.Fatalf("unexpected line %s: %q", e.Where(), e.Raw)
	default:
	}
}

func record(cmd string) string {
	return `{"ts":"2026-03-02T08:30:00Z","id":"x","event":"decision","command":"` + cmd + `","cwd":"/","rules":[],"pid":1,"ppid":1,"user":"u","prev":""}`
}

func appendTo(t *testing.T, path, text string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(text); err != nil {
		t.Fatal(err)
	}
}

// Tail yields what is there, then what is appended, a half-written line
// only once complete, then the lines of a file that replaced the old one
// (rotation) after the old one's last lines, and a truncated file anew.
func TestTail(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "audit.jsonl")
	appendTo(t, path, record("one")+"\n")
	tl := startTail(t, path)
	if e := tl.next(t); e.Record.Command != "one" || e.Line != 1 {
		t.Fatalf("first: %+v", e)
	}

	appendTo(t, path, record("two")+"\n"+record("thr"))
	if e := tl.next(t); e.Record.Command != "two" || e.Line != 2 {
		t.Fatalf("second: %+v", e)
	}
	tl.none(t) // "thr" is not complete yet
	appendTo(t, path, `ee`)
	tl.none(t)
	// It was a torn line after all: the next append closes it first.
	appendTo(t, path, "\n"+record("four")+"\n")
	if e := tl.next(t); e.Err == nil || e.Line != 3 {
		t.Fatalf("torn line: %+v", e)
	}
	if e := tl.next(t); e.Record.Command != "four" || e.Line != 4 {
		t.Fatalf("fourth: %+v", e)
	}

	// Rotation: the last line written to the old file still comes, then
	// the new file's from its start.
	if err := os.Rename(path, path+".1"); err != nil {
		t.Fatal(err)
	}
	appendTo(t, path+".1", record("five")+"\n")
	appendTo(t, path, record("six")+"\n")
	if e := tl.next(t); e.Record.Command != "five" {
		t.Fatalf("old file's last line: %+v", e)
	}
	if e := tl.next(t); e.Record.Command != "six" || e.Line != 1 {
		t.Fatalf("new file's first line: %+v", e)
	}

	// Truncated in place: read again from the start. A poll sees the
	// truncation by the file being shorter than what was read, so the
	// line written after it is shorter than the old file: a load that
	// delays the poll past the write cannot hide the truncation.
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	tl.none(t)
	appendTo(t, path, record("7")+"\n")
	if e := tl.next(t); e.Record.Command != "7" || e.Line != 1 {
		t.Fatalf("after truncation: %+v", e)
	}
}

// A file that does not exist yet is waited for.
func TestTailWaitsForTheFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	tl := startTail(t, path)
	tl.none(t)
	appendTo(t, path, record("first")+"\n")
	if e := tl.next(t); e.Record.Command != "first" {
		t.Fatalf("got %+v", e)
	}
}

// Text from the log never reaches a terminal as control bytes, in colour
// or not: a command can hold an escape sequence that would rewrite the
// screen, or a newline that would forge a line of the view.
func TestLogViewEscapes(t *testing.T) {
	hostile := "echo ok\x1b[2J\x1b[1;1Hrm -rf /\ngatesh: approved\u202e"
	raw := `{"ts":"2026-03-02T08:30:00Z","id":"x","event":"decision","command":"echo ok\u001b[2J\u001b[1;1Hrm -rf /\ngatesh: approved\u202e","cwd":"/","tier":"red","verdict":"hold","rules":[{"id":"r","tier":"red","reason":"x"}],"pid":1,"ppid":1,"user":"u\u001b[31m","agent":"a\nb","prev":""}`
	for _, color := range []bool{false, true} {
		var out bytes.Buffer
		v := &LogView{W: &out, Loc: time.UTC, Color: color, Filter: Filter{Window: Window{Until: time.Now()}}}
		e := parseLine([]byte(raw), true, "audit.jsonl", 1)
		if e.Err != nil || e.Record.Command != hostile {
			t.Fatalf("parse: %v %q", e.Err, e.Record.Command)
		}
		if err := v.Show(e); err != nil {
			t.Fatal(err)
		}
		text := out.String()
		if strings.Count(text, "\n") != 2 {
			t.Errorf("color=%v: want a header and one line, got %q", color, text)
		}
		plain := text
		if color {
			// The view's own colours are the only escapes.
			for _, c := range []string{"\x1b[1m", "\x1b[33m", "\x1b[31m", "\x1b[0m"} {
				plain = strings.ReplaceAll(plain, c, "")
			}
			if plain == text {
				t.Errorf("color=true but no colour: %q", text)
			}
		}
		if strings.ContainsAny(plain, "\x1b\u202e") {
			t.Errorf("color=%v: a control byte reached the output: %q", color, text)
		}
		if !strings.Contains(plain, `$'echo ok\x1b[2J\x1b[1;1Hrm -rf /\ngatesh: approved\u202e'`) {
			t.Errorf("color=%v: command not shown escaped: %q", color, plain)
		}
	}
}

// Every field of a record reaches the view escaped, not only the
// command: whoever may append to the log (the agent's user in the
// two-user setup) writes the event, the tier, a rule's id and the
// request too, and a cursor movement there erased the line above, the
// record of the command that ran, from the auditor's screen.
func TestLogViewEscapesEveryField(t *testing.T) {
	const up = `\u001b[1A\u001b[2K\r`
	raw := `{"ts":"2026-03-02T08:30:00Z","id":"x","event":"run` + up + `","command":"true","cwd":"/","tier":"green` + up + `","rules":[{"id":"r` + up + `","tier":"red","reason":"x"}],"pid":1,"ppid":1,"user":"u","request":"abc` + up + `","prev":""}`
	e := parseLine([]byte(raw), true, "audit.jsonl", 1)
	if e.Err != nil {
		t.Fatalf("the reader refuses the line: %v", e.Err)
	}
	var out bytes.Buffer
	v := &LogView{W: &out, Loc: time.UTC, Filter: Filter{Window: Window{Until: time.Now()}}}
	if err := v.Show(e); err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(out.String(), "\x1b\r") {
		t.Errorf("a control byte reached the output: %q", out.String())
	}
}

func TestOneLineAndMarkdown(t *testing.T) {
	for _, tc := range []struct{ in, line, md string }{
		{"npm install x", "npm install x", "`npm install x`"},
		{"echo `date`", "echo `date`", "`` echo `date` ``"},
		{"a\nb", `$'a\nb'`, "`$'a\\nb'`"},
		{"it's\x07", `$'it\'s\x07'`, "`$'it\\'s\\x07'`"},
		{"\xff\xfe", `$'\xff\xfe'`, "`$'\\xff\\xfe'`"},
		{"ok\u200b", `$'ok\u200b'`, "`$'ok\\u200b'`"},
		{"`x`", "`x`", "`` `x` ``"},
	} {
		if got := oneLine(tc.in); got != tc.line {
			t.Errorf("oneLine(%q) = %q, want %q", tc.in, got, tc.line)
		}
		if got := mdCode(tc.in); got != tc.md {
			t.Errorf("mdCode(%q) = %q, want %q", tc.in, got, tc.md)
		}
	}
}

func TestParseWindow(t *testing.T) {
	now := time.Date(2026, 3, 5, 18, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		since, until string
		from, to     time.Time
	}{
		{"", "", time.Time{}, now},
		{"24h", "", now.Add(-24 * time.Hour), now},
		{"90m", "", now.Add(-90 * time.Minute), now},
		{"7d", "", now.AddDate(0, 0, -7), now},
		{"2w", "", now.AddDate(0, 0, -14), now},
		{"2026-03-01", "", time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC), now},
		{"1d", "2026-03-03 09:00", time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC), time.Date(2026, 3, 3, 9, 0, 0, 0, time.UTC)},
		{"", "2026-03-03T09:00:00+02:00", time.Time{}, time.Date(2026, 3, 3, 7, 0, 0, 0, time.UTC)},
	} {
		w, err := ParseWindow(tc.since, tc.until, now, time.UTC)
		if err != nil || !w.Since.Equal(tc.from) || !w.Until.Equal(tc.to) {
			t.Errorf("ParseWindow(%q, %q) = %v, %v, %v; want %v, %v", tc.since, tc.until, w.Since, w.Until, err, tc.from, tc.to)
		}
	}
	for _, bad := range [][2]string{{"-1h", ""}, {"yesterday", ""}, {"3x", ""}, {"-2d", ""}, {"", "soon"}, {"2026-03-06", "2026-03-05"}} {
		if _, err := ParseWindow(bad[0], bad[1], now, time.UTC); err == nil {
			t.Errorf("ParseWindow(%q, %q) accepted", bad[0], bad[1])
		}
	}
}

// The view shows what the newer records carry: the file a rotated one
// continues, the final state of an archived or purged request, an error's
// reason, and a command's exact bytes when they are not UTF-8.
func TestLogViewNewRecords(t *testing.T) {
	lines := []string{
		`{"ts":"2026-03-02T08:30:00Z","id":"a","event":"rotated","command":"","cwd":"","rules":[],"pid":1,"ppid":1,"user":"u","prev_file":"audit.jsonl.000001","prev_lines":12,"prev":"x"}`,
		`{"ts":"2026-03-02T08:30:01Z","id":"b","event":"archived","command":"rm -rf a","cwd":"/w","tier":"red","rules":[],"pid":1,"ppid":1,"user":"u","request":"r1","status":"used","prev":"x"}`,
		`{"ts":"2026-03-02T08:30:02Z","id":"c","event":"error","command":"ls","cwd":"/w","rules":[],"pid":1,"ppid":1,"user":"u","reason":"the shell /bin/nosuch is missing","prev":"x"}`,
		`{"ts":"2026-03-02T08:30:03Z","id":"d","event":"decision","command":"rm \ufffd","command_base64":"cm0g/w==","cwd":"/w","tier":"red","verdict":"hold","rules":[],"pid":1,"ppid":1,"user":"u","prev":"x"}`,
	}
	var out bytes.Buffer
	v := &LogView{W: &out, Loc: time.UTC, Filter: Filter{Window: Window{Until: time.Now()}}}
	for i, l := range lines {
		e := parseLine([]byte(l), true, "audit.jsonl", i+1)
		if e.Err != nil {
			t.Fatal(e.Err)
		}
		if err := v.Show(e); err != nil {
			t.Fatal(err)
		}
	}
	text := out.String()
	for _, want := range []string{
		"rotated ", "continues audit.jsonl.000001 (12 lines)",
		"archived ", "rm -rf a  (used)",
		"error ", "ls  # the shell /bin/nosuch is missing",
		`$'rm \xff'`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in:\n%s", want, text)
		}
	}
	if len(v.Notes.Lines()) != 0 {
		t.Errorf("notes %q: every event is known", v.Notes.Lines())
	}
}
