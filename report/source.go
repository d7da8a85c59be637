package report

import (
	"bufio"
	"bytes"
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

// Where names the line for messages, as FILE:LINE, or FILE (near its
// end) when the line number is not known.
func (e Entry) Where() string {
	switch {
	case e.Line == 0 && e.Raw != nil:
		return e.File + " (near its end)"
	case e.Line == 0:
		return e.File
	}
	return fmt.Sprintf("%s:%d", e.File, e.Line)
}

// Log yields the lines of the audit log, oldest first. It is the one
// interface between the reports and the log's files.
type Log = iter.Seq[Entry]

// ReadLog reads the audit log at path across its rotated files, oldest
// first: audit.jsonl.000001, audit.jsonl.000002, ..., then audit.jsonl
// (audit.Files). A missing log is an empty log. The live file is opened
// before the rotated ones are listed, so that a rotation while the log is
// read neither skips the file it rotates nor reads it twice: the reader
// sees the log as it was when it began. An error ends the sequence with
// an Entry that carries it.
func ReadLog(path string) Log { return readLog(path, -1) }

// ReadLogTail reads the end of the log at path, as ReadLog does, but at
// most max bytes of it: the lines that start in the last max bytes, so
// that a report on the latest records costs the same on a log of any
// length. Lines of a file read from a point past its start have no line
// number (Line 0); Where says so.
func ReadLogTail(path string, max int64) Log { return readLog(path, max) }

// readLog reads the last max bytes of the log at path, all of it when max
// is negative.
func readLog(path string, max int64) Log {
	return func(yield func(Entry) bool) {
		live, err := os.Open(path)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			yield(Entry{File: path, Err: err})
			return
		}
		if live != nil {
			defer live.Close()
		}
		rotated, err := rotatedBetween(path, live, nil)
		if err != nil {
			yield(Entry{File: path, Err: err})
			return
		}
		// From the newest file back, as much of each as the bound leaves.
		type part struct {
			name        string
			start, size int64
		}
		var parts []part
		left := max
		if live != nil {
			info, err := live.Stat()
			if err != nil {
				yield(Entry{File: path, Err: err})
				return
			}
			parts = append(parts, part{path, 0, info.Size()})
			left -= info.Size()
		}
		for i := len(rotated) - 1; i >= 0 && (max < 0 || left > 0); i-- {
			info, err := os.Stat(rotated[i])
			if err != nil {
				continue
			}
			parts = append(parts, part{rotated[i], 0, info.Size()})
			left -= info.Size()
		}
		if max >= 0 && left < 0 {
			parts[len(parts)-1].start = -left
		}
		for i := len(parts) - 1; i >= 0; i-- {
			p := parts[i]
			f := live
			if p.name != path {
				if f, err = os.Open(p.name); errors.Is(err, fs.ErrNotExist) {
					continue
				} else if err != nil {
					if !yield(Entry{File: p.name, Err: err}) {
						return
					}
					continue
				}
			}
			ok := readRange(f, p.name, p.start, p.size, yield)
			if f != live {
				f.Close()
			}
			if !ok {
				return
			}
		}
	}
}

// readRange yields the lines of f that start in [start, size): from
// start, a line cut by it is skipped.
func readRange(f *os.File, name string, start, size int64, yield func(Entry) bool) bool {
	if start == 0 {
		return readLines(io.NewSectionReader(f, 0, size), name, 0, yield)
	}
	// The byte before start says whether a line begins at start.
	r := bufio.NewReaderSize(io.NewSectionReader(f, start-1, size-start+1), 64<<10)
	if _, err := r.ReadSlice('\n'); err != nil && !errors.Is(err, bufio.ErrBufferFull) {
		return true // no line starts in the range
	} else if errors.Is(err, bufio.ErrBufferFull) {
		if _, err := r.ReadBytes('\n'); err != nil {
			return true
		}
	}
	return readLines(r, name, 0, func(e Entry) bool {
		e.Line = 0 // the lines before start were not counted
		return yield(e)
	})
}

// rotatedBetween lists the rotated files of the log at path, oldest
// first, that come after the file after (all of them when after is nil),
// leaving out the file live (nil: none): the caller has read after and
// the files before it, and reads live itself.
func rotatedBetween(path string, live *os.File, after os.FileInfo) ([]string, error) {
	names, err := audit.Files(path)
	if err != nil {
		return nil, err
	}
	var liveInfo os.FileInfo
	if live != nil {
		if liveInfo, err = live.Stat(); err != nil {
			return nil, err
		}
	}
	var out []string
	seen := after == nil
	for _, name := range names {
		if name == path {
			continue
		}
		info, err := os.Stat(name)
		if err != nil {
			continue // a rotated file removed by hand: verify reports it
		}
		switch {
		case liveInfo != nil && os.SameFile(info, liveInfo):
		case !seen:
			seen = os.SameFile(info, after)
		default:
			out = append(out, name)
		}
	}
	return out, nil
}

// readFile yields the lines of one file; it returns false when yield
// said stop. A file gone meanwhile yields nothing.
func readFile(path string, yield func(Entry) bool) bool {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return true
	}
	if err != nil {
		return yield(Entry{File: path, Err: err})
	}
	defer f.Close()
	return readLines(f, path, 0, yield)
}

// readLines yields the lines of r, numbering them after line. It returns
// false when yield said stop.
func readLines(r io.Reader, file string, line int, yield func(Entry) bool) bool {
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		raw, err := br.ReadBytes('\n')
		if len(raw) > 0 {
			line++
			complete := raw[len(raw)-1] == '\n'
			if !yield(parseLine(bytes.TrimSuffix(raw, []byte{'\n'}), complete, file, line)) {
				return false
			}
		}
		if errors.Is(err, io.EOF) {
			return true
		}
		if err != nil {
			return yield(Entry{File: file, Line: line + 1, Err: err})
		}
	}
}

// parseLine decodes one line. complete is false for a last line that has
// no newline yet: a write in progress or a crash.
func parseLine(raw []byte, complete bool, file string, line int) Entry {
	e := Entry{Raw: raw, File: file, Line: line}
	rec, err := audit.Decode(raw)
	if err != nil {
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
	case audit.EventDecision, audit.EventHeld, audit.EventApproved, audit.EventRejected, audit.EventRevoked,
		audit.EventExpired, audit.EventUsed, audit.EventRun, audit.EventFinished,
		audit.EventForgedDecision, audit.EventParked, audit.EventArchived, audit.EventPurged,
		audit.EventRotated, audit.EventError, audit.EventLoopStart, audit.EventLoopStop,
		audit.EventNetworkRefused:
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
