package audit

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	mrand "math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"gatesh/teamapi"
)

// Log appends records to one JSONL file. Every line carries the sha256 of
// the line before it, and a head file beside the log (Path + ".head")
// holds the line count and the hash of the last line, so that removing
// or editing the tail is detected too. When RotateSize is set, a full
// file is renamed to Path.000001, Path.000002, ... and the chain goes on
// in a new file.
type Log struct {
	Path string
	Now  func() time.Time
	// Rand supplies the random part of record ids; crypto/rand when nil.
	Rand io.Reader
	// RotateSize is the size in bytes at which the next Append first
	// rotates the file; 0 never rotates.
	RotateSize int64
	// Keep is the retention of rotated files, applied at each rotation:
	// the newest KeepFiles of them (0: all) and those rotated within
	// KeepAge (0: any age). The rotated record that starts the new file
	// says where the kept history starts, so Verify can tell retention
	// from removal.
	KeepFiles int
	KeepAge   time.Duration
	// Meter, when set, counts the bytes appended for the session each
	// record names (see Meter).
	Meter *Meter
	// Gate, when set, gives the key that seals each record as the
	// gate's own (see GateKeys); a process that cannot read it appends
	// unsealed records, which Verify lists as written from inside a
	// command.
	Gate GateKeys
	// Operator, when set, seals each record with the operator's
	// signature instead: the records of the operator's decisions.
	Operator Signer
	// Team is the team this machine joined, for Verify: a record of a
	// team's decision must carry a decision its key signed for this
	// machine (teamseal.go). nil when the machine is in no team.
	Team *teamapi.Pin
}

// HeadPath is the file that anchors the end of the chain.
func (l *Log) HeadPath() string { return l.Path + ".head" }

// rotatingPath is where a rotation prepares the next live file.
func (l *Log) rotatingPath() string { return l.Path + ".rotating" }

// Append fills rec's TS, ID and Prev, redacts its command text, bounds
// its fields (see MaxCommand) and writes it as one line under an
// exclusive lock. It returns the record as written. Any error means the
// record is not in the log: a write that fails part way, on a full disk
// say, is cut back off.
//
// The files are used through plain system calls: os.OpenFile would set up
// the runtime's poller on first use, which costs every gatesh start.
func (l *Log) Append(rec Record) (Record, error) {
	now := l.Now().UTC()
	rec.TS = now.Format(time.RFC3339Nano)
	id, err := l.newID(now)
	if err != nil {
		return rec, err
	}
	rec.ID = id
	rec.Seal = "" // only Append seals
	bound(&rec)
	if rec.Rules == nil {
		rec.Rules = []Rule{}
	}
	fd, size, err := l.openLocked()
	if err != nil {
		return rec, err
	}
	defer func() { syscall.Close(fd) }()
	// The head is read and rewritten through one descriptor, under the
	// log's lock.
	head, err := openFile(l.HeadPath(), syscall.O_RDWR|syscall.O_CREAT, 0o600)
	if errors.Is(err, syscall.EROFS) {
		head, err = l.openLinked(l.HeadPath(), syscall.O_RDWR, err)
	}
	if err != nil {
		return rec, fmt.Errorf("audit log head: %w", err)
	}
	defer syscall.Close(head)
	last, err := lastLine(fd, size)
	if err != nil {
		return rec, fmt.Errorf("audit log: %w", err)
	}
	count := 0
	if last.found {
		rec.Prev = hashLine(last.text)
		if count, err = lineCount(fd, head, rec.Prev); err != nil {
			return rec, fmt.Errorf("audit log: %w", err)
		}
	}
	// The key is made, when it is, before the first line it seals.
	gate := l.gateKey(rec.Prev)
	if l.RotateSize > 0 && size >= l.RotateSize && last.found {
		// A rotation that cannot be done (the agent's user may not write
		// the log's folder in the two-user setup) leaves the file as it is;
		// the next writer that may, rotates.
		if next, err := l.rotate(fd, rec, count, gate); err == nil {
			syscall.Close(fd)
			fd = next
			if size, err = fileSize(fd); err != nil {
				return rec, fmt.Errorf("audit log: %w", err)
			}
			if last, err = lastLine(fd, size); err != nil {
				return rec, fmt.Errorf("audit log: %w", err)
			}
			rec.Prev, count, last.torn = hashLine(last.text), 1, false
		}
	}
	out := make([]byte, 0, 512)
	if last.torn {
		out = append(out, '\n') // close a line cut short by a crash; verify reports it
	}
	start := len(out)
	out = appendBounded(out, &rec)
	if sealed, seal := l.seal(out[start:], gate); seal != "" {
		out, rec.Seal = append(out[:start], sealed...), seal
	}
	line := out[start:]
	if len(line) > MaxRecord {
		return rec, fmt.Errorf("audit log: record of %d bytes is longer than %d", len(line), MaxRecord)
	}
	out = append(out, '\n')
	if err := writeAll(fd, out); err != nil {
		return rec, fmt.Errorf("audit log: %w", undo(fd, size, err))
	}
	if err := writeHead(head, count+1, hashLine(line)); err != nil {
		return rec, fmt.Errorf("audit log head: %w", undo(fd, size, err))
	}
	l.Meter.add(rec.Session, len(line)+1, now)
	return rec, nil
}

// undo cuts the log back to size after a failed write, so that no part
// of a record that was not logged stays behind. It returns err, with the
// truncation's own failure added.
func undo(fd int, size int64, err error) error {
	if terr := retry(func() error { return syscall.Ftruncate(fd, size) }); terr != nil {
		return fmt.Errorf("%w (and cutting the partial line off failed: %v)", err, terr)
	}
	return err
}

// openLocked opens the live file for appending, takes its exclusive lock
// and returns it with its size. A file that was rotated away while this
// waited for the lock is let go, and the new live file opened instead.
func (l *Log) openLocked() (int, int64, error) {
	const flags = syscall.O_RDWR | syscall.O_CREAT | syscall.O_APPEND
	for range 100 {
		fd, err := openFile(l.Path, flags, 0o600)
		if errors.Is(err, fs.ErrNotExist) { // first record: make the folder
			if err := os.MkdirAll(filepath.Dir(l.Path), 0o700); err != nil {
				return -1, 0, fmt.Errorf("audit log: %w", err)
			}
			fd, err = openFile(l.Path, flags, 0o600)
		}
		if errors.Is(err, syscall.EROFS) { // inside another program's sandbox: see Link
			fd, err = l.openLinked(l.Path, flags&^syscall.O_CREAT, err)
		}
		if err != nil {
			return -1, 0, fmt.Errorf("audit log: %w", err)
		}
		if err := retry(func() error { return syscall.Flock(fd, syscall.LOCK_EX) }); err != nil {
			syscall.Close(fd)
			return -1, 0, fmt.Errorf("audit log: lock: %w", err)
		}
		live, size, err := liveSize(fd, l.Path)
		if err != nil {
			syscall.Close(fd)
			return -1, 0, fmt.Errorf("audit log: %w", err)
		}
		if live {
			return fd, size, nil
		}
		syscall.Close(fd)
	}
	return -1, 0, errors.New("audit log: the file keeps being replaced")
}

// isLive reports whether fd is still the file at path.
func isLive(fd int, path string) (bool, error) {
	live, _, err := liveSize(fd, path)
	return live, err
}

// liveSize reports whether fd is still the file at path, and its size.
func liveSize(fd int, path string) (bool, int64, error) {
	var open, named syscall.Stat_t
	if err := retry(func() error { return syscall.Fstat(fd, &open) }); err != nil {
		return false, 0, err
	}
	err := retry(func() error { return syscall.Stat(path, &named) })
	if errors.Is(err, syscall.ENOENT) {
		return false, 0, nil
	}
	if err != nil {
		return false, 0, err
	}
	return open.Dev == named.Dev && open.Ino == named.Ino, open.Size, nil
}

func fileSize(fd int) (int64, error) {
	var st syscall.Stat_t
	if err := retry(func() error { return syscall.Fstat(fd, &st) }); err != nil {
		return 0, err
	}
	return st.Size, nil
}

// rotate gives the live file, locked as fd and holding lines lines, its
// rotated name and puts a new live file in its place, whose first line, a
// rotated record, chains to the old file's last line (tmpl.Prev). It
// returns the new file, locked; the head is the caller's to write.
//
// The new file is prepared and locked under a temporary name, the old one
// is linked under its rotated name, and a rename puts the new one in
// place: Path always names a complete log, and a writer waiting on the old
// file's lock finds that it was replaced. A crash part way leaves either
// the old file also under its rotated name (Files reads it once, and the
// next rotation reuses that name) or a head one record behind, which
// Verify reports as a crash.
func (l *Log) rotate(fd int, tmpl Record, lines int, gate *GateKey) (int, error) {
	rotated, err := rotatedFiles(l.Path)
	if err != nil {
		return -1, err
	}
	var st syscall.Stat_t
	if err := retry(func() error { return syscall.Fstat(fd, &st) }); err != nil {
		return -1, err
	}
	seq, linked := 1, false
	if n := len(rotated); n > 0 {
		seq = rotated[n-1].seq + 1
		var prev syscall.Stat_t
		if syscall.Stat(rotated[n-1].path, &prev) == nil && prev.Dev == st.Dev && prev.Ino == st.Ino {
			seq, linked = rotated[n-1].seq, true // an earlier rotation stopped after its link
		}
	}
	name := rotatedName(l.Path, seq)
	tmp := l.rotatingPath()
	next, err := openFile(tmp, syscall.O_RDWR|syscall.O_CREAT|syscall.O_TRUNC|syscall.O_APPEND, uint32(st.Mode)&0o777)
	if err != nil {
		return -1, err
	}
	fail := func(err error) (int, error) {
		syscall.Close(next)
		syscall.Unlink(tmp)
		return -1, err
	}
	// The new file is shared as the old one was (group and mode, for the
	// two-user setup).
	if st.Gid != uint32(os.Getegid()) {
		if err := syscall.Fchown(next, -1, int(st.Gid)); err != nil {
			return fail(err)
		}
	}
	if err := syscall.Fchmod(next, uint32(st.Mode)&0o777); err != nil {
		return fail(err)
	}
	if err := retry(func() error { return syscall.Flock(next, syscall.LOCK_EX) }); err != nil {
		return fail(err)
	}
	if !linked {
		if err := syscall.Link(l.Path, name); err != nil {
			return fail(err)
		}
	}
	id, err := l.newID(l.Now().UTC())
	if err != nil {
		return fail(err)
	}
	rec := Record{TS: tmpl.TS, ID: id, Event: EventRotated, Rules: []Rule{}, Pid: tmpl.Pid, Ppid: tmpl.Ppid,
		User: tmpl.User, PrevFile: filepath.Base(name), PrevLines: lines, Prev: tmpl.Prev}
	prune := l.expired(rotated, name)
	if len(prune) > 0 {
		rec.Pruned = len(prune)
		rec.KeptFrom = filepath.Base(name)
		if len(prune) < len(rotated) {
			rec.KeptFrom = filepath.Base(rotated[len(prune)].path)
		}
	}
	line, _ := l.seal(appendRecord(nil, &rec), gate)
	if err := writeAll(next, append(line, '\n')); err != nil {
		return fail(err)
	}
	if err := syscall.Rename(tmp, l.Path); err != nil {
		return fail(err) // the link stays: the next rotation reuses it
	}
	// Recorded first, removed second: a crash between leaves files that
	// the record says may go, which the next rotation removes.
	for _, r := range prune {
		syscall.Unlink(r.path)
	}
	// The caller's own record follows, and its head write covers both.
	return next, nil
}

// expired returns the oldest of the rotated files (oldest first) that the
// retention removes at a rotation that adds newest. It never removes
// newest, nor a file after one it keeps.
func (l *Log) expired(rotated []rotatedFile, newest string) []rotatedFile {
	var old []rotatedFile
	for _, r := range rotated {
		if r.path != newest {
			old = append(old, r)
		}
	}
	n := 0
	if l.KeepFiles > 0 && len(old)+1 > l.KeepFiles {
		n = len(old) + 1 - l.KeepFiles
	}
	if l.KeepAge > 0 {
		cutoff := l.Now().Add(-l.KeepAge)
		for n < len(old) {
			info, err := os.Stat(old[n].path)
			if err != nil || !info.ModTime().Before(cutoff) {
				break
			}
			n++
		}
	}
	return old[:n]
}

// writeHead overwrites the head in place. The record has a fixed width, so
// the file is never truncated: on ext4 a truncate-and-rewrite costs a
// flush on close, which would dominate gatesh's startup.
func writeHead(head, count int, hash string) error {
	var buf [20 + 1 + 2*sha256.Size + 1]byte
	line := buf[:0]
	digits := strconv.Itoa(count)
	for range 20 - len(digits) { // "%020d"
		line = append(line, '0')
	}
	line = append(append(append(append(line, digits...), ' '), hash...), '\n')
	return pwriteAll(head, line, 0)
}

func (l *Log) newID(now time.Time) (string, error) {
	var b [6]byte
	if err := l.random(b[:]); err != nil {
		return "", fmt.Errorf("audit id: %w", err)
	}
	return now.Format("20060102T150405.000000000Z") + "-" + hex.EncodeToString(b[:]), nil
}

// random fills b from l.Rand, else from math/rand/v2, whose generator
// the runtime seeds with the kernel's randomness at process start: ids
// need to be unique, not secret, and crypto/rand's first read starts the
// timer machinery, which costs every gatesh start.
func (l *Log) random(b []byte) error {
	if l.Rand != nil {
		_, err := io.ReadFull(l.Rand, b)
		return err
	}
	for i := range b {
		b[i] = byte(mrand.Uint32())
	}
	return nil
}

func hashLine(line []byte) string {
	sum := sha256.Sum256(line)
	return hex.EncodeToString(sum[:])
}

// maxHead bounds what is read of the head file; a valid one is 86 bytes.
const maxHead = 512

// lineCount returns the number of lines in the log open as fd: the count
// in the head file when its hash is that of the last line, else a count of
// the log itself.
func lineCount(fd, head int, lastHash string) (int, error) {
	var buf [maxHead]byte
	if n, err := preadSome(head, buf[:]); err == nil && n < len(buf) {
		if count, h, err := parseHead(buf[:n]); err == nil && h == lastHash {
			return count, nil
		}
	}
	return countLines(fd)
}

// lastLineInfo is the last line of a file.
type lastLineInfo struct {
	text   []byte // without its newline
	offset int64  // where it starts
	found  bool   // the file holds anything
	torn   bool   // the file ends without a newline
}

// lastLine returns the last line of the first size bytes of the file fd.
// It reads backwards from the end in blocks, so appends stay cheap on a
// long log.
func lastLine(fd int, size int64) (lastLineInfo, error) {
	if size == 0 {
		return lastLineInfo{}, nil
	}
	block := int64(4 << 10) // most lines are far shorter; grows for long ones
	var tail []byte
	end := size
	for end > 0 {
		start := max(end-block, 0)
		block *= 2
		buf := make([]byte, end-start)
		if err := preadFull(fd, buf, start); err != nil {
			return lastLineInfo{}, err
		}
		tail = append(buf, tail...)
		body := tail
		if len(body) > 0 && body[len(body)-1] == '\n' && start+int64(len(tail)) == size {
			body = body[:len(body)-1]
		}
		if i := bytes.LastIndexByte(body, '\n'); i >= 0 || start == 0 {
			return lastLineInfo{text: body[i+1:], offset: start + int64(i+1), found: true, torn: tail[len(tail)-1] != '\n'}, nil
		}
		end = start
	}
	return lastLineInfo{}, nil
}

// countLines counts newline-terminated lines, plus a torn last line.
func countLines(fd int) (int, error) {
	size, err := fileSize(fd)
	if err != nil {
		return 0, err
	}
	n, err := linesBefore(fd, size)
	if err != nil || size == 0 {
		return n, err
	}
	var last [1]byte
	if err := preadFull(fd, last[:], size-1); err != nil {
		return 0, err
	}
	if last[0] != '\n' {
		n++
	}
	return n, nil
}

// parseHead reads "COUNT HASH" from a head file.
func parseHead(data []byte) (int, string, error) {
	fields := strings.Fields(string(data))
	if len(fields) != 2 {
		return 0, "", fmt.Errorf("malformed head %q", data)
	}
	n, err := strconv.Atoi(fields[0])
	if err != nil || n < 0 {
		return 0, "", fmt.Errorf("malformed head %q", data)
	}
	return n, fields[1], nil
}
