package report

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"iter"
	"os"
	"time"

	"gatesh/audit"
	"gatesh/queue"
)

// Entry is one line of the audit log as the reports read it.
type Entry struct {
	Record audit.Record
	// Time is Record.TS parsed.
	Time time.Time
	// Raw is the line as written, without its newline.
	Raw []byte
	// File and Line (1-based) say where the line is.
	File string
	Line int
	// Err is set when the line is not a record the reports can read: cut
	// short by a crash, not JSON, or without a time or an event. Record is
	// then zero. The reports skip such lines and say so.
	Err error
}

// Where names the line for messages, as FILE:LINE.
func (e Entry) Where() string { return fmt.Sprintf("%s:%d", e.File, e.Line) }

// Log yields the lines of the audit log, oldest first. It is the one
// interface between the reports and the log's files, so that a reader
// across rotated files replaces ReadFile without touching the reports.
type Log = iter.Seq[Entry]

// ReadFile reads one JSONL audit log file. A missing file is an empty log.
// An error reading the file ends the sequence with an Entry that carries it.
func ReadFile(path string) Log {
	return func(yield func(Entry) bool) {
		f, err := os.Open(path)
		if errors.Is(err, fs.ErrNotExist) {
			return
		}
		if err != nil {
			yield(Entry{File: path, Err: err})
			return
		}
		defer f.Close()
		readLines(f, path, 0, yield)
	}
}

// readLines yields the lines of r, numbering them after skip lines. It
// returns the number of bytes consumed and whether to go on.
func readLines(r io.Reader, file string, line int, yield func(Entry) bool) {
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		raw, err := br.ReadBytes('\n')
		if len(raw) > 0 {
			line++
			complete := raw[len(raw)-1] == '\n'
			if !yield(parseLine(bytes.TrimSuffix(raw, []byte{'\n'}), complete, file, line)) {
				return
			}
		}
		if errors.Is(err, io.EOF) {
			return
		}
		if err != nil {
			yield(Entry{File: file, Line: line + 1, Err: err})
			return
		}
	}
}

// parseLine decodes one line. complete is false for a last line that has
// no newline yet: a write in progress or a crash.
func parseLine(raw []byte, complete bool, file string, line int) Entry {
	e := Entry{Raw: raw, File: file, Line: line}
	var rec audit.Record
	if err := json.Unmarshal(raw, &rec); err != nil {
		if !complete {
			e.Err = errors.New("cut short at the end of the file (a write in progress, or a crash)")
		} else {
			e.Err = errors.New("not a JSON record (a line cut short by a crash, or edited)")
		}
		return e
	}
	t, err := time.Parse(time.RFC3339Nano, rec.TS)
	switch {
	case err != nil:
		e.Err = fmt.Errorf("no valid ts: %q", rec.TS)
	case rec.Event == "":
		e.Err = errors.New("no event")
	default:
		e.Record, e.Time = rec, t
	}
	return e
}

// knownEvent reports whether the reports understand an event. (A switch,
// not a map: a map literal is built at every gatesh start.)
func knownEvent(event string) bool {
	switch event {
	case audit.EventDecision, audit.EventHeld, audit.EventApproved, audit.EventRejected,
		audit.EventExpired, audit.EventUsed, audit.EventRun, audit.EventFinished,
		audit.EventForgedDecision, audit.EventParked, audit.EventArchived, audit.EventPurged,
		audit.EventRotated, audit.EventError, audit.EventLoopStart, audit.EventLoopStop:
		return true
	}
	return false
}

// Source is everything a report reads.
type Source struct {
	Log Log
	// Queue is the request queue as it stood at the report's end; nil when
	// there is no queue.
	Queue *queue.Listing
}

// Notes collects what a report could not use, so that it can say so
// instead of failing or staying silent.
type Notes struct {
	unreadable    int
	firstBad      []string // up to maxBad examples
	unknownEvents map[string]int
	corrupt       []string
	forged        int
}

const maxBad = 3

func (n *Notes) badLine(e Entry) {
	n.unreadable++
	if len(n.firstBad) < maxBad {
		n.firstBad = append(n.firstBad, fmt.Sprintf("%s: %v", e.Where(), e.Err))
	}
}

func (n *Notes) unknownEvent(event string) {
	if n.unknownEvents == nil {
		n.unknownEvents = map[string]int{}
	}
	n.unknownEvents[event]++
}

// Lines says, one sentence each, what was skipped.
func (n *Notes) Lines() []string {
	out := []string{}
	if n.unreadable > 0 {
		s := fmt.Sprintf("%d audit line(s) could not be read and were skipped", n.unreadable)
		for _, b := range n.firstBad {
			s += "; " + b
		}
		if n.unreadable > len(n.firstBad) {
			s += "; ..."
		}
		out = append(out, s+" (run `gatesh log verify`)")
	}
	if len(n.unknownEvents) > 0 {
		names := sortedKeys(n.unknownEvents)
		total := 0
		for _, k := range names {
			total += n.unknownEvents[k]
		}
		out = append(out, fmt.Sprintf("%d record(s) of events this gatesh does not know were skipped: %s", total, joinCounts(names, n.unknownEvents)))
	}
	for _, c := range n.corrupt {
		out = append(out, "skipped "+c)
	}
	if n.forged > 0 {
		out = append(out, fmt.Sprintf("%d request file(s) claim a decision that the operator's key did not sign; they are counted as undecided", n.forged))
	}
	return out
}
