package report

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"gatesh/audit"
)

// Filter selects the records the log view shows. An empty field matches
// everything.
type Filter struct {
	Window                            Window
	Tier, Event, Rule, Session, Agent string
	// Tool is a tool's name, or "shell" for commands.
	Tool string
}

// narrows reports whether the filter selects by anything but time.
func (f Filter) narrows() bool {
	return f.Tier != "" || f.Event != "" || f.Rule != "" || f.Session != "" || f.Agent != "" || f.Tool != ""
}

// Match reports whether a readable record passes the filter. Event
// matches the record's event, or a decision's verdict (auto_pass, hold,
// deny); Rule matches any rule the record lists.
func (f Filter) Match(e Entry) bool {
	rec := &e.Record
	switch {
	case !f.Window.Contains(e.Time):
	case f.Tier != "" && rec.Tier != f.Tier:
	case f.Event != "" && rec.Event != f.Event && !(rec.Event == audit.EventDecision && rec.Verdict == f.Event):
	case f.Session != "" && rec.Session != f.Session:
	case f.Agent != "" && rec.Agent != f.Agent:
	case f.Tool == "shell" && rec.Tool != "":
	case f.Tool != "" && f.Tool != "shell" && rec.Tool != f.Tool:
	case f.Rule != "" && !slices.Contains(ruleIDs(rec.Rules), f.Rule):
	default:
		return true
	}
	return false
}

// LogView prints the audit log as aligned lines, or as the raw JSON lines.
type LogView struct {
	W      io.Writer
	Filter Filter
	JSON   bool // the matching lines exactly as logged
	Color  bool // ANSI colours: only for a terminal
	Loc    *time.Location
	Notes  Notes
	header bool
	shown  int
	lastIn bool // the last readable line was in the window
}

// Shown is the number of records printed so far.
func (v *LogView) Shown() int { return v.shown }

// Show prints e if it matches. An unreadable line is shown as such in the
// aligned view (it may be the trace of a crash an auditor wants to see)
// and noted in both.
func (v *LogView) Show(e Entry) error {
	if e.Err != nil {
		v.Notes.badLine(e)
		if v.JSON || v.Filter.narrows() || !v.lastIn {
			return nil
		}
		return v.line(fmt.Sprintf("%s  %s", pad("?", 19), v.paint("31", "unreadable line "+e.Where()+": "+e.Err.Error())))
	}
	v.lastIn = v.Filter.Window.Contains(e.Time)
	if !v.Filter.Match(e) {
		return nil
	}
	if !knownEvent(e.Record.Event) {
		v.Notes.unknownEvent(e.Record.Event)
	}
	v.shown++
	if v.JSON {
		_, err := fmt.Fprintf(v.W, "%s\n", e.Raw)
		return err
	}
	return v.line(v.format(e))
}

var logColumns = []struct {
	name  string
	width int
}{{"TIME", 19}, {"EVENT", 15}, {"TIER", 6}, {"AGENT", 12}, {"SESSION", 12}, {"USER", 10}, {"RULE", 24}, {"REQUEST", 13}, {"COMMAND", 0}}

func (v *LogView) line(s string) error {
	if !v.header {
		v.header = true
		var b strings.Builder
		for _, c := range logColumns {
			if c.width == 0 {
				b.WriteString(c.name)
			} else {
				b.WriteString(pad(c.name, c.width) + "  ")
			}
		}
		if _, err := fmt.Fprintln(v.W, v.paint("1", b.String())); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintln(v.W, s)
	return err
}

// format lays out one record. A decision shows its verdict as its event.
func (v *LogView) format(e Entry) string {
	rec := &e.Record
	event := rec.Event
	if event == audit.EventDecision && rec.Verdict != "" {
		event = rec.Verdict
	}
	rules := decisive(rec.Rules, rec.Tier)
	rule := "-"
	if len(rules) > 0 {
		rule = oneLine(rules[0].ID)
		if len(rules) > 1 {
			rule += fmt.Sprintf(" +%d", len(rules)-1)
		}
	}
	cells := []string{
		e.Time.In(v.Loc).Format(time.DateTime),
		oneLine(event), orDash(oneLine(rec.Tier)), orDash(oneLine(rec.Agent)), orDash(oneLine(rec.Session)),
		orDash(oneLine(rec.User)), rule, orDash(oneLine(rec.Request)),
	}
	var b strings.Builder
	for i, c := range cells {
		cell := pad(c, logColumns[i].width)
		switch i {
		case 1:
			cell = v.paint(eventColor(event), cell)
		case 2:
			cell = v.paint(tierColor(rec.Tier), cell)
		}
		b.WriteString(cell + "  ")
	}
	switch {
	case rec.Event == audit.EventRotated:
		b.WriteString(fmt.Sprintf("continues %s (%d lines)", oneLine(rec.PrevFile), rec.PrevLines))
	default:
		b.WriteString(oneLine(rec.Command))
	}
	if rec.Status != "" {
		b.WriteString(v.paint("2", "  ("+oneLine(rec.Status)+")"))
	}
	if rec.Reason != "" {
		b.WriteString(v.paint("2", "  # "+oneLine(rec.Reason)))
	}
	if rec.Exit != nil {
		b.WriteString(fmt.Sprintf("  (exit %d)", *rec.Exit))
	}
	return b.String()
}

func (v *LogView) paint(code, s string) string {
	if !v.Color || code == "" {
		return s
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}

func tierColor(tier string) string {
	return map[string]string{"green": "32", "yellow": "33", "red": "31"}[tier]
}

func eventColor(event string) string {
	switch event {
	case audit.EventApproved, audit.EventUsed, audit.EventRun:
		return "32"
	case audit.EventHeld, audit.EventParked, "hold":
		return "33"
	case audit.EventRejected, audit.EventRevoked, audit.EventExpired, audit.EventForgedDecision, audit.EventError, "deny":
		return "1;31"
	}
	return ""
}

// Tail yields the lines of the log at path, its rotated files first
// (as ReadLog does), then keeps yielding the lines appended to it, looking
// every poll, until ctx ends or yield says stop. When the live file is
// rotated, Tail reads it to its end, then any file rotated since, then
// follows the new live file; a file truncated in place is read again
// from its start. Only complete lines are yielded: a half-written line
// waits for its end.
func Tail(ctx context.Context, path string, poll time.Duration, yield func(Entry) bool) error {
	t := &tail{path: path, yield: yield}
	defer t.close()
	for {
		if err := t.step(); err != nil {
			return err
		}
		if t.stop {
			return nil
		}
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(poll):
		}
	}
}

type tail struct {
	path  string
	yield func(Entry) bool
	f     *os.File
	off   int64
	line  int
	part  []byte      // a line not yet complete
	prev  os.FileInfo // the last file read to its end; nil before the first
	stop  bool
}

func (t *tail) close() {
	if t.f != nil {
		t.f.Close()
	}
}

// step reads what is new, and moves to a new file when the name now
// names another one.
func (t *tail) step() error {
	if t.f == nil {
		f, err := os.Open(t.path)
		if err != nil && !os.IsNotExist(err) {
			return err
		}
		// The new live file is open before the rotated files are listed:
		// a rotation meanwhile lists it among them, and it is read once.
		if err := t.catchUp(f); err != nil || t.stop || f == nil {
			if f != nil {
				f.Close()
			}
			return err // nil when the log is not written yet
		}
		t.f, t.off, t.line, t.part = f, 0, 0, nil
	}
	if err := t.drain(); err != nil || t.stop {
		return err
	}
	cur, err := t.f.Stat()
	if err != nil {
		return err
	}
	named, err := os.Stat(t.path)
	switch {
	case err == nil && !os.SameFile(cur, named):
		// Rotated. Lines may have reached the old file between the drain
		// above and the rename being seen: read it to its end again
		// before following the new one.
		if err := t.drain(); err != nil || t.stop {
			return err
		}
		t.close()
		t.f, t.prev = nil, cur
		return t.step()
	case err == nil && named.Size() < t.off:
		t.off, t.line, t.part = 0, 0, nil // truncated: start again
	}
	return nil
}

// catchUp reads the rotated files that came after the last file read
// (all of them at the start), except live, the file about to be followed.
func (t *tail) catchUp(live *os.File) error {
	names, err := rotatedBetween(t.path, live, t.prev)
	if err != nil {
		return err
	}
	for _, name := range names {
		if !readFile(name, t.yield) {
			t.stop = true
			return nil
		}
		if info, err := os.Stat(name); err == nil {
			t.prev = info
		}
	}
	return nil
}

// drain yields every complete line from the current offset on.
func (t *tail) drain() error {
	if _, err := t.f.Seek(t.off, io.SeekStart); err != nil {
		return err
	}
	br := bufio.NewReaderSize(t.f, 64<<10)
	for {
		chunk, err := br.ReadBytes('\n')
		t.off += int64(len(chunk))
		t.part = append(t.part, chunk...)
		if n := len(t.part); n > 0 && t.part[n-1] == '\n' {
			t.line++
			raw := t.part[:n-1]
			t.part = nil
			if !t.yield(parseLine(raw, true, t.path, t.line)) {
				t.stop = true
				return nil
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}
