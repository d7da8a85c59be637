package team

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"

	"gatesh/audit"
	"gatesh/teamapi"
)

// auditPos is a place in the machine's audit log, across its rotated
// files: the start of the line after line Seq. A file is named by the
// number it has once rotated (audit.jsonl.000007), which the live file
// will get too, so a place survives the rotation of its file.
type auditPos struct {
	File   int   `json:"file"`
	Offset int64 `json:"offset"`
	// Seq counts the lines before Offset, from 1 across the files.
	Seq int64 `json:"seq"`
	// FirstSeq is the seq of the file's first line.
	FirstSeq int64 `json:"first_seq"`
	// Head is the sha256 of the file's first line, by which the file is
	// known again: a log replaced by another is not read from the middle.
	Head string `json:"head,omitempty"`
}

// auditFiles reads the audit log at path for shipping. It never writes.
type auditFiles struct {
	path string
}

var (
	// errGone is a file that retention removed (audit.keep).
	errGone = errors.New("the audit file is gone")
	// errAhead is a place past the live file: the log was replaced.
	errAhead = errors.New("the audit log was replaced")
)

// numbers lists the rotated files' numbers, oldest first, and the live
// file's number: the highest rotated one if the live file is also linked
// under it (a rotation cut short), else the next.
func (a *auditFiles) numbers() (rotated []int, live int, err error) {
	entries, err := os.ReadDir(filepath.Dir(a.path))
	if err != nil {
		return nil, 0, err
	}
	for _, e := range entries {
		if n, ok := audit.RotatedNumber(a.path, e.Name()); ok && e.Type().IsRegular() {
			rotated = append(rotated, n)
		}
	}
	sort.Ints(rotated)
	live = 1
	if k := len(rotated); k > 0 {
		live = rotated[k-1] + 1
		if sameFile(audit.RotatedName(a.path, rotated[k-1]), a.path) {
			live = rotated[k-1]
		}
	}
	return rotated, live, nil
}

func sameFile(a, b string) bool {
	x, err1 := os.Stat(a)
	y, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(x, y)
}

// start is the place of the first line the log still has.
func (a *auditFiles) start() (auditPos, error) {
	rotated, live, err := a.numbers()
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return auditPos{}, err
	}
	first := live
	if len(rotated) > 0 {
		first = rotated[0]
	}
	return auditPos{File: first, FirstSeq: 1}, nil
}

// open opens file n; complete says no line will be added to it.
func (a *auditFiles) open(n int) (f *os.File, complete bool, err error) {
	for range 100 {
		_, live, err := a.numbers()
		if err != nil {
			return nil, false, err
		}
		if n < live {
			f, err := os.Open(audit.RotatedName(a.path, n))
			if errors.Is(err, fs.ErrNotExist) {
				return nil, false, errGone
			}
			return f, err == nil, err
		}
		if n > live {
			return nil, false, errAhead
		}
		f, err = os.Open(a.path)
		if errors.Is(err, fs.ErrNotExist) {
			return nil, false, io.EOF // no log yet
		}
		if err != nil {
			return nil, false, err
		}
		// Still the live file numbered n once open: no rotation between.
		if _, again, err := a.numbers(); err == nil && again == n {
			return f, false, nil
		}
		f.Close()
	}
	return nil, false, errors.New("audit log: the file keeps being rotated")
}

// walkResult says how a walk ended besides its lines.
type walkResult struct {
	// Lost counts lines in files that were gone before they were read;
	// Gone names them when their number is known (the file after them
	// says how many lines it continues), just before the lines walked.
	// Replaced is set when the log was replaced and reading began again
	// at its start.
	Lost     int64
	Gone     *teamapi.SeqRange
	Replaced bool
}

// walk calls fn with each complete line from pos on, without its
// newline, and the place after it, until fn returns false or the live
// file has no complete line left. A rotated file's last bytes count as a
// line even without a newline: nothing is appended to it any more.
// A walk that meets a gap or a replaced log after it has passed lines
// stops before it, so that a batch of lines never spans one.
func (a *auditFiles) walk(pos auditPos, fn func(line []byte, after auditPos) bool) (walkResult, error) {
	var res walkResult
	emitted := false
	each := func(line []byte, after auditPos) bool {
		emitted = true
		return fn(line, after)
	}
	for {
		f, complete, err := a.open(pos.File)
		switch {
		case err == io.EOF:
			return res, nil
		case (errors.Is(err, errGone) || errors.Is(err, errAhead)) && emitted:
			return res, nil
		case errors.Is(err, errGone):
			next, lost, known, err := a.skipGone(pos)
			if err != nil {
				return res, err
			}
			res.Lost += lost
			if known && lost > 0 {
				res.Gone = &teamapi.SeqRange{From: pos.Seq + 1, To: next.Seq}
			}
			pos = next
			continue
		case errors.Is(err, errAhead):
			if res.Replaced {
				return res, err
			}
			res.Replaced = true
			if pos, err = a.restart(pos); err != nil {
				return res, err
			}
			continue
		case err != nil:
			return res, err
		}
		more, err := a.walkFile(f, complete, &pos, each)
		f.Close()
		if errors.Is(err, errAhead) && emitted {
			return res, nil
		}
		if errors.Is(err, errAhead) && !res.Replaced {
			res.Replaced = true
			if pos, err = a.restart(pos); err != nil {
				return res, err
			}
			continue
		}
		if err != nil || !more || !complete {
			return res, err
		}
		pos = auditPos{File: pos.File + 1, Seq: pos.Seq, FirstSeq: pos.Seq + 1}
	}
}

// restart places the reading at the start of a replaced log, the seq
// going on from pos.
func (a *auditFiles) restart(pos auditPos) (auditPos, error) {
	s, err := a.start()
	if err != nil {
		return pos, err
	}
	return auditPos{File: s.File, Seq: pos.Seq, FirstSeq: pos.Seq + 1}, nil
}

// walkFile reads f from pos (updated as lines pass). more is false when
// fn stopped the walk.
func (a *auditFiles) walkFile(f *os.File, complete bool, pos *auditPos, fn func([]byte, auditPos) bool) (more bool, err error) {
	if pos.Offset > 0 && pos.Head != "" {
		first, err := bufio.NewReader(f).ReadBytes('\n')
		if err != nil && err != io.EOF {
			return false, err
		}
		if hashLine(bytes.TrimSuffix(first, []byte("\n"))) != pos.Head {
			return false, errAhead
		}
	}
	if _, err := f.Seek(pos.Offset, io.SeekStart); err != nil {
		return false, err
	}
	r := bufio.NewReaderSize(f, 64<<10)
	for {
		line, err := r.ReadBytes('\n')
		if err == io.EOF && (len(line) == 0 || !complete) {
			return true, nil // the live file's last line is not whole yet
		}
		if err != nil && err != io.EOF {
			return false, err
		}
		text := bytes.TrimSuffix(line, []byte("\n"))
		if pos.Offset == 0 {
			pos.Head, pos.FirstSeq = hashLine(text), pos.Seq+1
		}
		pos.Offset += int64(len(line))
		pos.Seq++
		if !fn(text, *pos) {
			return false, nil
		}
	}
}

// skipGone moves past files that are gone, to the oldest one left, and
// counts the lines lost when the next file's rotated record says how
// many the gone file held (known; otherwise at least one, and the seq
// goes on from pos: the hub sees the chain break).
func (a *auditFiles) skipGone(pos auditPos) (next auditPos, lost int64, known bool, err error) {
	rotated, live, err := a.numbers()
	if err != nil {
		return pos, 0, false, err
	}
	n := live
	for _, r := range rotated {
		if r > pos.File {
			n = r
			break
		}
	}
	out := auditPos{File: n, Seq: pos.Seq, FirstSeq: pos.Seq + 1}
	if n == pos.File+1 {
		if prevLines, ok := a.prevLines(n); ok {
			if end := pos.FirstSeq + prevLines - 1; end >= pos.Seq {
				out.Seq, out.FirstSeq = end, end+1
				return out, end - pos.Seq, true, nil
			}
		}
	}
	return out, 1, false, nil
}

// prevLines is what file n's first line, a rotated record, says of the
// lines of the file before it.
func (a *auditFiles) prevLines(n int) (int64, bool) {
	f, _, err := a.open(n)
	if err != nil {
		return 0, false
	}
	defer f.Close()
	first, err := bufio.NewReader(f).ReadBytes('\n')
	if err != nil {
		return 0, false
	}
	rec, err := audit.Decode(bytes.TrimSuffix(first, []byte("\n")))
	if err != nil || rec.Event != audit.EventRotated {
		return 0, false
	}
	return int64(rec.PrevLines), true
}

// locate is the place after line seq, which is at or before pos: where
// shipping goes on when the hub holds less than was sent. It walks back
// through the files before pos's as long as they are there; when the
// line is in a file that is gone, it is the start of the oldest file
// left, and gone names the lines between.
func (a *auditFiles) locate(pos auditPos, seq int64) (_ auditPos, gone *teamapi.SeqRange, err error) {
	cur := auditPos{File: pos.File, Seq: pos.FirstSeq - 1, FirstSeq: pos.FirstSeq}
	for seq < cur.Seq {
		prev := cur.File - 1
		f, complete, err := a.open(prev)
		if errors.Is(err, errGone) || prev < 1 {
			return cur, &teamapi.SeqRange{From: seq + 1, To: cur.Seq}, nil
		}
		if err != nil || !complete {
			return pos, nil, fmt.Errorf("audit log: file %d before line %d: %v", prev, cur.Seq+1, err)
		}
		n, err := countLines(f)
		f.Close()
		if err != nil {
			return pos, nil, err
		}
		cur = auditPos{File: prev, Seq: cur.Seq - n, FirstSeq: cur.Seq - n + 1}
	}
	if seq == cur.Seq {
		return cur, nil, nil
	}
	found := cur
	_, err = a.walk(cur, func(_ []byte, after auditPos) bool {
		found = after
		return after.Seq < seq
	})
	if err == nil && found.Seq != seq {
		err = fmt.Errorf("audit log: line %d is not there", seq)
	}
	return found, nil, err
}

// countLines counts a complete file's lines, its last bytes without a
// newline included.
func countLines(f *os.File) (int64, error) {
	var n int64
	buf := make([]byte, 64<<10)
	last := byte('\n')
	for {
		k, err := f.Read(buf)
		n += int64(bytes.Count(buf[:k], []byte("\n")))
		if k > 0 {
			last = buf[k-1]
		}
		if err == io.EOF {
			if last != '\n' {
				n++
			}
			return n, nil
		}
		if err != nil {
			return n, err
		}
	}
}

func hashLine(line []byte) string {
	sum := sha256.Sum256(line)
	return hex.EncodeToString(sum[:])
}
