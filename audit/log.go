package audit

import (
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Log appends records to one JSONL file. Every line carries the sha256 of
// the line before it, and a head file beside the log (Path + ".head")
// holds the line count and the hash of the last line, so that removing
// or editing the tail is detected too.
type Log struct {
	Path string
	Now  func() time.Time
	// Rand supplies the random part of record ids; crypto/rand when nil.
	Rand io.Reader
}

// HeadPath is the file that anchors the end of the chain.
func (l *Log) HeadPath() string { return l.Path + ".head" }

// Append fills rec's TS, ID and Prev, redacts its command text and
// writes it as one line under an exclusive lock. It returns the record as
// written. Any error means the record is not in the log.
func (l *Log) Append(rec Record) (Record, error) {
	now := l.Now().UTC()
	rec.TS = now.Format(time.RFC3339Nano)
	id, err := l.newID(now)
	if err != nil {
		return rec, err
	}
	rec.ID = id
	rec.Command = Redact(rec.Command)
	if rec.Rules == nil {
		rec.Rules = []Rule{}
	}
	f, err := os.OpenFile(l.Path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o600)
	if errors.Is(err, fs.ErrNotExist) { // first record: make the folder
		if err := os.MkdirAll(filepath.Dir(l.Path), 0o700); err != nil {
			return rec, fmt.Errorf("audit log: %w", err)
		}
		f, err = os.OpenFile(l.Path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o600)
	}
	if err != nil {
		return rec, fmt.Errorf("audit log: %w", err)
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		return rec, fmt.Errorf("audit log: lock: %w", err)
	}
	last, nonEmpty, torn, err := lastLine(f)
	if err != nil {
		return rec, fmt.Errorf("audit log: %w", err)
	}
	count := 0
	if nonEmpty {
		rec.Prev = hashLine(last)
		if count, err = l.lineCount(f, rec.Prev); err != nil {
			return rec, fmt.Errorf("audit log: %w", err)
		}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // keep > & < readable for grep
	if err := enc.Encode(rec); err != nil {
		return rec, fmt.Errorf("audit log: %w", err)
	}
	line := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	out := make([]byte, 0, len(line)+2)
	if torn {
		out = append(out, '\n') // close a line cut short by a crash; verify reports it
	}
	out = append(append(out, line...), '\n')
	if _, err := f.Write(out); err != nil {
		return rec, fmt.Errorf("audit log: %w", err)
	}
	if err := l.writeHead(count+1, hashLine(line)); err != nil {
		return rec, fmt.Errorf("audit log head: %w", err)
	}
	return rec, nil
}

// writeHead overwrites the head in place. The record has a fixed width, so
// the file is never truncated: on ext4 a truncate-and-rewrite costs a
// flush on close, which would dominate gatesh's startup.
func (l *Log) writeHead(count int, hash string) error {
	f, err := os.OpenFile(l.HeadPath(), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(io.NewOffsetWriter(f, 0), "%020d %s\n", count, hash)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

func (l *Log) newID(now time.Time) (string, error) {
	r := l.Rand
	if r == nil {
		r = rand.Reader
	}
	var b [6]byte
	if _, err := io.ReadFull(r, b[:]); err != nil {
		return "", fmt.Errorf("audit id: %w", err)
	}
	return now.Format("20060102T150405.000000000Z") + "-" + hex.EncodeToString(b[:]), nil
}

func hashLine(line []byte) string {
	sum := sha256.Sum256(line)
	return hex.EncodeToString(sum[:])
}

// lineCount returns the number of lines in f: the head's count when the
// head matches the last line, else a count of the file itself.
func (l *Log) lineCount(f *os.File, lastHash string) (int, error) {
	if data, err := os.ReadFile(l.HeadPath()); err == nil {
		if n, h, err := parseHead(data); err == nil && h == lastHash {
			return n, nil
		}
	}
	return countLines(f)
}

// lastLine returns the last line of f without its newline, whether f holds
// anything, and whether f ends without a newline. It reads backwards from
// the end in blocks, so appends stay cheap on a long log.
func lastLine(f *os.File) (last []byte, nonEmpty, torn bool, err error) {
	st, err := f.Stat()
	if err != nil {
		return nil, false, false, err
	}
	size := st.Size()
	if size == 0 {
		return nil, false, false, nil
	}
	block := int64(4 << 10) // most lines are far shorter; grows for long ones
	var tail []byte
	end := size
	for end > 0 {
		start := max(end-block, 0)
		block *= 2
		buf := make([]byte, end-start)
		if _, err := f.ReadAt(buf, start); err != nil {
			return nil, false, false, err
		}
		tail = append(buf, tail...)
		body := tail
		if len(body) > 0 && body[len(body)-1] == '\n' && start+int64(len(tail)) == size {
			body = body[:len(body)-1]
		}
		if i := bytes.LastIndexByte(body, '\n'); i >= 0 || start == 0 {
			torn = tail[len(tail)-1] != '\n'
			return body[i+1:], true, torn, nil
		}
		end = start
	}
	return nil, false, false, nil
}

// countLines counts newline-terminated lines, plus a torn last line.
func countLines(f *os.File) (int, error) {
	r := io.NewSectionReader(f, 0, 1<<62)
	buf := make([]byte, 256<<10)
	n, lastByte := 0, byte('\n')
	for {
		m, err := r.Read(buf)
		if m > 0 {
			n += bytes.Count(buf[:m], []byte{'\n'})
			lastByte = buf[m-1]
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return 0, err
		}
	}
	if lastByte != '\n' {
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
	if err != nil {
		return 0, "", fmt.Errorf("malformed head: %w", err)
	}
	return n, fields[1], nil
}
