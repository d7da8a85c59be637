package audit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
)

// Damage says how a problem in the log came about, as far as the log can
// tell.
type Damage int

const (
	// Crash is damage that a writer leaves when it dies part way through
	// an append (kill -9, a power cut, a full disk): a line cut short, or
	// a head file that has not caught up with the last lines. The records
	// around it are intact.
	Crash Damage = 1
	// Changed is damage that gatesh's writers never leave: the log was
	// changed outside gatesh.
	Changed Damage = 2
)

func (d Damage) String() string {
	switch d {
	case Crash:
		return "crash"
	case Changed:
		return "changed"
	}
	return "intact"
}

// Problem is one place where the log is damaged.
type Problem struct {
	File   string // the file, as Files names it
	Line   int    // 1-based line in File; 0 when it is about the file as a whole
	Damage Damage
	Reason string
}

func (p Problem) String() string {
	if p.Line == 0 {
		return fmt.Sprintf("%s: %s", p.File, p.Reason)
	}
	return fmt.Sprintf("%s: line %d: %s", p.File, p.Line, p.Reason)
}

// AnchorCheck is what Verify found of the operator's signed anchor.
type AnchorCheck struct {
	TS   string // when it was signed
	Line int    // the anchored line, in the file it was in
	// Checked is set when a public key verified its signature.
	Checked bool
	// Found is set when the anchored line is in the log.
	Found bool
	// After counts the lines after the anchored one, which only the
	// chain and the head vouch for: whoever may append to the log and
	// rewrite the head (the agent's user in the two-user setup) can cut
	// them off unseen.
	After int
}

// Report is the result of Verify.
type Report struct {
	Files    []string
	Lines    int // lines read, in all files
	Records  int // lines that are records
	Problems []Problem
	// Anchor is the operator's anchor, nil when there is none.
	Anchor *AnchorCheck
	// KeptStart is set when earlier files were removed by the retention
	// (audit.keep) and the chain records it: where the kept history starts.
	KeptStart *KeptStart
	// Seals is what Verify found of the records' seals.
	Seals Seals
}

// Seals counts the records' seals (see seal.go).
type Seals struct {
	Gate     int // records the gate's key verified
	Operator int // records the operator's public key verified
	// Team are the records of a team's decisions whose decision the
	// pinned team key verified (they are counted in Gate too).
	Team int
	// Unchecked are seals that no key at hand could check: the gate's
	// key could not be read, or there is no public key.
	Unchecked int
	// From is the first record from which on every record is expected
	// sealed; nil when the log holds none yet.
	From *Place
	// Unsealed are the records from From on that carry no seal: written
	// from inside a command gatesh ran (by a nested gatesh, or by the
	// command itself), or by a gatesh that could not read the gate's key.
	// They are not the gate's word. At most maxUnsealedListed are listed;
	// UnsealedCount counts them all.
	Unsealed      []Place
	UnsealedCount int
}

// Place is one line of one file of the log.
type Place struct {
	File string
	Line int
}

// maxUnsealedListed bounds the unsealed records a Report lists.
const maxUnsealedListed = 1000

// KeptStart is where the kept history of a log starts after retention
// removed its oldest files.
type KeptStart struct {
	File      string // the first file kept
	Continues string // the removed file it continues
	// RecordedIn and RecordedLine are the rotated record, in the chain,
	// that removed the files before File.
	RecordedIn   string
	RecordedLine int
	// Signed is set when the operator's anchor, verified, signs a line at
	// or after that record: the chain up to it is the operator's word.
	Signed bool
}

// Damage is the worst damage found: 0 for an intact log.
func (r *Report) Damage() Damage {
	var worst Damage
	for _, p := range r.Problems {
		worst = max(worst, p.Damage)
	}
	return worst
}

// Verify checks the hash chain of the log at Path across its rotated
// files, its head file, and the operator's anchor when there is one. v
// verifies the anchor's signature; with a nil v it is not checked. It
// reads every line, past any damage, and reports each problem with its
// line. The error is for a log that cannot be read: a missing log (with no
// anchor that says it existed) matches fs.ErrNotExist.
//
// What each kind of change leaves:
//   - an edited line: the next line's prev no longer matches it (reported
//     at the edited line), or, for the last line, the head;
//   - removed, inserted or reordered lines: a prev that does not match;
//   - lines cut off the end: the head, unless it was rewritten to match,
//     and the anchor, when the cut reaches the line it signed;
//   - a removed rotated file: the next file's first record names it;
//   - a line torn by a crash: reported as Crash when the next line, or the
//     head, follows it as gatesh's writers do.
func (l *Log) Verify(v Verifier) (*Report, error) {
	files, err := Files(l.Path)
	if err != nil {
		return nil, err
	}
	rep := &Report{Files: files}
	anc, err := readAnchor(l.AnchorPath())
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		rep.add(l.AnchorPath(), 0, Changed, "the anchor file cannot be read: "+err.Error())
	}
	if len(files) == 0 {
		if anc == nil {
			return nil, &fs.PathError{Op: "open", Path: l.Path, Err: fs.ErrNotExist}
		}
		rep.Anchor = &AnchorCheck{TS: anc.TS, Line: anc.Line, Checked: anc.verify(v)}
		rep.add(l.Path, 0, Changed, fmt.Sprintf("the log is missing, but the operator's anchor of %s signed its line %d: it was removed", anc.TS, anc.Line))
		return rep, nil
	}
	var gate *GateKey
	if l.Gate != nil {
		gate, _ = l.Gate.Load() // without it, gate seals are counted unchecked
	}
	c := newChainCheck(rep, gate, v, l.Team)
	if anc != nil {
		c.anchorHash = anc.Hash
	}
	// Rotated files never change, and the lines of the live file up to
	// its last complete one do not either: they are read without the
	// lock, so that appends do not wait for them.
	checked, before := 0, len(rep.Problems)
	for _, name := range files {
		if name == l.Path {
			break
		}
		if err := c.file(name, checked == 0, false); err != nil {
			return nil, err
		}
		checked++
	}
	liveWalk := &walker{c: c, name: l.Path, first: checked == 0, live: true, lineProblem: -1}
	unlocked, err := os.Open(l.Path)
	if err == nil {
		defer unlocked.Close()
		if err := liveWalk.walk(unlocked, false); err != nil {
			return nil, err
		}
	}
	// Then a shared lock on the live file: appends and rotations finish
	// before the rest of it and its head are read.
	live, err := l.openShared()
	switch {
	case errors.Is(err, fs.ErrNotExist):
		rep.add(l.Path, 0, Changed, "the live log file is missing; only rotated files are left")
	case err != nil:
		return nil, err
	default:
		defer live.Close()
		now, err := Files(l.Path)
		if err != nil {
			return nil, err
		}
		if !slices.Equal(now, files) || unlocked == nil || !sameFile(unlocked, live) {
			// Rotated meanwhile (rare: once per rotate size): start
			// again, all under the lock.
			rep.Problems, rep.Lines, rep.Records = rep.Problems[:before], 0, 0
			rep.Seals = Seals{}
			anchorHash := c.anchorHash
			c = newChainCheck(rep, gate, v, l.Team)
			c.anchorHash = anchorHash
			liveWalk = &walker{c: c, name: l.Path, first: len(now) == 1, live: true, lineProblem: -1}
			for i, name := range now[:len(now)-1] {
				if err := c.file(name, i == 0, false); err != nil {
					return nil, err
				}
			}
			files = now
			rep.Files = files
		}
		if err := liveWalk.walk(live, true); err != nil {
			return nil, err
		}
	}
	c.head = readHead(l.HeadPath())
	if files[len(files)-1] == l.Path {
		c.checkHead(l.Path, l.HeadPath())
	}
	c.keptStart(v != nil && anc != nil && anc.verify(v))
	c.sealsEnd(l.Path)
	if anc != nil {
		rep.Anchor = &AnchorCheck{TS: anc.TS, Line: anc.Line, Checked: anc.verify(v), Found: c.anchorFound}
		if c.anchorFound {
			rep.Anchor.After = rep.Lines - c.anchorAt
		}
		switch {
		case v != nil && !rep.Anchor.Checked:
			rep.add(l.AnchorPath(), 0, Changed, "the anchor's signature does not verify with the operator's public key: it was forged or replaced")
		case !c.anchorFound:
			rep.add(l.Path, 0, Changed, fmt.Sprintf("the line that the operator's anchor of %s signed (line %d of its file) is not in the log: the log was cut short or rewritten since", anc.TS, anc.Line))
		}
	}
	return rep, nil
}

func (r *Report) add(file string, line int, d Damage, reason string) {
	r.Problems = append(r.Problems, Problem{File: file, Line: line, Damage: d, Reason: reason})
}

// headState is the head file as read.
type headState struct {
	missing, malformed bool
	count              int
	hash               string
}

func readHead(path string) headState {
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return headState{missing: true}
	case err != nil || len(data) > maxHead:
		return headState{malformed: true}
	case len(bytes.TrimSpace(data)) == 0:
		// Created, then its writer died before the first head write.
		return headState{}
	}
	count, hash, err := parseHead(data)
	if err != nil {
		return headState{malformed: true}
	}
	return headState{count: count, hash: hash}
}

// chainCheck walks the lines of every file in order.
type chainCheck struct {
	rep *Report
	// prev is the hash of the last line read; known is false before the
	// first line and after a line too long to hash.
	prev      string
	known     bool
	prevFile  string
	prevLines int

	anchorHash  string
	anchorFound bool
	anchorAt    int // the line, counted over all files, the anchor signs

	seals sealState

	// startsLater is set when the first file continues one that is not
	// here; kept maps a kept_from file name to the record that says so.
	startsLater *KeptStart
	kept        map[string]keptAt

	head headState
	// In the live file: the hashes of its last lines (the head can lag
	// behind by as many writers as died in a row, and the next append sets
	// it right), the prev of its first line, whether that is a rotated
	// record, its number of lines and the last line that is a record.
	recent       [recentLines]string
	firstPrev    string
	firstRotated bool
	liveLines    int
	lastRecord   int
}

// keptAt is where a rotated record with kept_from is, in the chain.
type keptAt struct {
	file      string
	line, all int
}

// recentLines is how far behind the end of the live file the head may be.
const recentLines = 64

// lineFields are the fields of a record the chain needs.
type lineFields struct {
	Prev      *string `json:"prev"`
	Event     string  `json:"event"`
	PrevFile  string  `json:"prev_file"`
	PrevLines int     `json:"prev_lines"`
	KeptFrom  string  `json:"kept_from"`
	Seal      string  `json:"seal"`
	Via       string  `json:"via"`
	// What a team decision's record is checked by (teamseal.go).
	Request      string          `json:"request"`
	Approvers    []string        `json:"approvers"`
	TeamDecision json.RawMessage `json:"team_decision"`
}

// tornPrefix is how every line gatesh writes begins.
const tornPrefix = `{"ts":"`

// looksTorn reports whether text can be the start of a line that gatesh
// began to write: what a crash leaves.
func looksTorn(text []byte) bool {
	if len(text) < len(tornPrefix) {
		return bytes.HasPrefix([]byte(tornPrefix), text)
	}
	return bytes.HasPrefix(text, []byte(tornPrefix))
}

// file checks every line of a file that does not change.
func (c *chainCheck) file(name string, first, live bool) error {
	f, err := os.Open(name)
	if err != nil {
		return fmt.Errorf("audit log: %w", err)
	}
	defer f.Close()
	return (&walker{c: c, name: name, first: first, live: live, lineProblem: -1}).walk(f, true)
}

// walker checks the lines of one file in order. A walk that is not final
// stops before a last line without its newline, which may still be being
// written, and the next walk resumes there.
type walker struct {
	c           *chainCheck
	name        string
	first, live bool
	n           int   // lines checked
	resume      int64 // where the next line starts
	// lineProblem is the index in Problems of a problem already reported
	// for line n, or -1.
	lineProblem int
}

func sameFile(a, b *os.File) bool {
	ai, err1 := a.Stat()
	bi, err2 := b.Stat()
	return err1 == nil && err2 == nil && os.SameFile(ai, bi)
}

func (w *walker) walk(f *os.File, final bool) error {
	c := w.c
	if _, err := f.Seek(w.resume, io.SeekStart); err != nil {
		return fmt.Errorf("audit log: %w", err)
	}
	lr := newLineReader(f).hashing()
	lr.off = w.resume
	for {
		ln, err := lr.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return fmt.Errorf("audit log %s: %w", w.name, err)
		}
		if !final && !ln.terminated {
			break
		}
		w.resume = lr.off
		w.n++
		n := w.n
		c.rep.Lines++
		problem := -1
		report := func(d Damage, reason string) {
			problem = len(c.rep.Problems)
			c.rep.add(w.name, n, d, reason)
		}
		h := ln.sum
		if h == c.anchorHash {
			c.anchorFound, c.anchorAt = true, c.rep.Lines
		}
		if w.live {
			c.recent[n%recentLines] = h
		}
		var rec lineFields
		var parseErr error
		if ln.text == nil {
			// Too long to parse here, as earlier versions of gatesh wrote
			// for huge commands: its prev field ends it, and its hash was
			// taken as it was read.
			rec.Prev, parseErr = prevOfLongLine(ln.tail)
		} else {
			parseErr = json.Unmarshal(ln.text, &rec)
		}
		var keyErr error
		if ln.text != nil && parseErr == nil {
			keyErr = CheckKeys(ln.text)
		}
		switch {
		case ln.text == nil && parseErr != nil:
			report(Changed, fmt.Sprintf("a line of %d bytes that does not end as a record does", ln.size))
		case bytes.IndexByte(ln.text, '\r') >= 0:
			report(Changed, "holds a carriage return, which gatesh never writes: was the file converted to CRLF line endings?")
		case parseErr != nil && looksTorn(ln.text):
			report(Crash, "cut short by a crash (a full disk or a killed writer); the records around it are intact")
		case parseErr != nil:
			report(Changed, "not a JSON record: "+parseErr.Error())
		case keyErr != nil:
			report(Changed, keyErr.Error()+": readers disagree on what it says (gatesh never writes one)")
		case rec.Prev == nil:
			report(Changed, "a record without its prev field")
		default:
			c.rep.Records++
			if rec.Event == EventRotated && rec.KeptFrom != "" {
				if c.kept == nil {
					c.kept = map[string]keptAt{}
				}
				c.kept[rec.KeptFrom] = keptAt{w.name, n, c.rep.Lines}
			}
			if w.live {
				c.lastRecord = n
			}
			c.checkSeal(Place{w.name, n}, ln.text, rec, report)
			if n == 1 {
				if w.live {
					c.firstPrev, c.firstRotated = *rec.Prev, rec.Event == EventRotated
				}
				c.firstLink(w.name, w.first, rec, report)
			} else if c.known && *rec.Prev != c.prev {
				c.blame(w.name, n-1, w.lineProblem)
			}
		}
		c.sealedAfter(h)
		c.prev, c.known, w.lineProblem = h, true, problem
	}
	if final {
		if w.live {
			c.liveLines = w.n
		}
		c.prevFile, c.prevLines = w.name, w.n
	}
	return nil
}

// prevOfLongLine reads the prev field from the end of a line too long to
// parse: `..."prev":"HEX"}`.
func prevOfLongLine(tail []byte) (*string, error) {
	i := bytes.LastIndex(tail, []byte(`,"prev":"`))
	if i < 0 || !bytes.HasSuffix(tail, []byte(`"}`)) {
		return nil, errors.New("no prev field at its end")
	}
	prev := string(tail[i+len(`,"prev":"`) : len(tail)-2])
	for _, c := range prev {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return nil, errors.New("malformed prev field")
		}
	}
	return &prev, nil
}

// keptStart decides about a first file that continues a missing one: the
// retention removed the files before it if a rotated record in the chain
// says that the kept history starts there; anything else is a removal.
func (c *chainCheck) keptStart(anchorValid bool) {
	s := c.startsLater
	if s == nil {
		return
	}
	at, ok := c.kept[filepath.Base(s.File)]
	if !ok {
		c.rep.add(s.File, 1, Changed, fmt.Sprintf("this file continues %s, which is not here: earlier files of the log were removed", s.Continues))
		return
	}
	s.RecordedIn, s.RecordedLine = at.file, at.line
	s.Signed = anchorValid && c.anchorFound && c.anchorAt >= at.all
	c.rep.KeptStart = s
}

// firstLink checks how the first line of a file begins the chain: from
// nothing in the first file, else from the last line of the file before.
func (c *chainCheck) firstLink(name string, first bool, rec lineFields, report func(Damage, string)) {
	prev := *rec.Prev
	switch {
	case first && prev == "":
	case first && rec.Event == EventRotated:
		// Retention or removal: a later rotated record tells (see keptStart).
		c.startsLater = &KeptStart{File: name, Continues: rec.PrevFile}
	case first:
		report(Changed, "the log does not start here: lines were removed from its start")
	case rec.Event != EventRotated || rec.PrevFile != filepath.Base(c.prevFile):
		report(Changed, fmt.Sprintf("this file does not continue %s: a rotated file is missing, or lines were removed", filepath.Base(c.prevFile)))
	case c.known && prev != c.prev:
		c.blame(c.prevFile, c.prevLines, -1)
	case rec.PrevLines != c.prevLines:
		report(Changed, fmt.Sprintf("%s had %d lines when it was rotated and has %d now", rec.PrevFile, rec.PrevLines, c.prevLines))
	}
}

// blame reports that the line after line n of file does not follow it.
// A problem already reported for line n (index known, or -1) stands, but
// a line that looked torn by a crash is not one if the next line does not
// follow it.
func (c *chainCheck) blame(file string, n, known int) {
	if known >= 0 && c.rep.Problems[known].File == file && c.rep.Problems[known].Line == n {
		p := &c.rep.Problems[known]
		if p.Damage == Crash {
			p.Damage, p.Reason = Changed, "looks cut short, but the next line does not follow it: it was edited"
		}
		return
	}
	c.rep.add(file, n, Changed, "the next line does not follow this one: this line was edited, or lines after it were removed, inserted or reordered")
}

// checkHead compares the head file with the end of the live file. A head
// always describes a line as it was written, and is written after it, so
// it can lag behind a writer that died, never run ahead or differ.
func (c *chainCheck) checkHead(path, headPath string) {
	n, h := c.liveLines, c.head
	hashAt := func(k int) (string, bool) {
		switch {
		case k == 0:
			return c.firstPrev, true
		case k <= n && n-k < recentLines:
			return c.recent[k%recentLines], true
		}
		return "", false
	}
	switch {
	case h.missing:
		if n > 0 {
			c.rep.add(headPath, 0, Changed, fmt.Sprintf("the head file is missing, and %s has %d lines", filepath.Base(path), n))
		}
	case h.malformed:
		c.rep.add(headPath, 0, Changed, "the head file is malformed")
	case c.firstRotated && h.hash != "" && h.hash == c.firstPrev && h.count != 0:
		// The head still describes the file before the rotation.
		c.rep.add(path, 1, Crash, "a writer died after rotating the log and before updating the head file")
	default:
		got, ok := hashAt(h.count)
		switch {
		case h.count > n:
			c.rep.add(path, n+1, Changed, fmt.Sprintf("missing: the head file records %d lines but the file has %d: lines were removed from the end", h.count, n))
		case !ok || got != h.hash:
			c.rep.add(path, h.count, Changed, "does not match the head file: it was edited, or lines from here on were replaced")
		case h.count < c.lastRecord:
			c.rep.add(path, h.count+1, Crash, fmt.Sprintf("the head file records %d lines: from here on, lines were written by a writer that died before updating it", h.count))
		}
	}
}
