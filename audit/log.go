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
	bound(&rec)
	if rec.Rules == nil {
		rec.Rules = []Rule{}
	}
	const flags = syscall.O_RDWR | syscall.O_CREAT | syscall.O_APPEND
	fd, err := openFile(l.Path, flags, 0o600)
	if errors.Is(err, fs.ErrNotExist) { // first record: make the folder
		if err := os.MkdirAll(filepath.Dir(l.Path), 0o700); err != nil {
			return rec, fmt.Errorf("audit log: %w", err)
		}
		fd, err = openFile(l.Path, flags, 0o600)
	}
	if err != nil {
		return rec, fmt.Errorf("audit log: %w", err)
	}
	defer syscall.Close(fd)
	if err := retry(func() error { return syscall.Flock(fd, syscall.LOCK_EX) }); err != nil {
		return rec, fmt.Errorf("audit log: lock: %w", err)
	}
	last, nonEmpty, torn, err := lastLine(fd)
	if err != nil {
		return rec, fmt.Errorf("audit log: %w", err)
	}
	// The head is read and rewritten through one descriptor, under the
	// log's lock.
	head, err := openFile(l.HeadPath(), syscall.O_RDWR|syscall.O_CREAT, 0o600)
	if err != nil {
		return rec, fmt.Errorf("audit log head: %w", err)
	}
	defer syscall.Close(head)
	count := 0
	if nonEmpty {
		rec.Prev = hashLine(last)
		if count, err = lineCount(fd, head, rec.Prev); err != nil {
			return rec, fmt.Errorf("audit log: %w", err)
		}
	}
	out := make([]byte, 0, 512)
	if torn {
		out = append(out, '\n') // close a line cut short by a crash; verify reports it
	}
	start := len(out)
	out = appendRecord(out, &rec)
	line := out[start:]
	out = append(out, '\n')
	if err := writeAll(fd, out); err != nil {
		return rec, fmt.Errorf("audit log: %w", err)
	}
	if err := writeHead(head, count+1, hashLine(line)); err != nil {
		return rec, fmt.Errorf("audit log head: %w", err)
	}
	return rec, nil
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

// lastLine returns the last line of the file fd without its newline,
// whether the file holds anything, and whether it ends without a newline.
// It reads backwards from the end in blocks, so appends stay cheap on a
// long log.
func lastLine(fd int) (last []byte, nonEmpty, torn bool, err error) {
	var st syscall.Stat_t
	if err := retry(func() error { return syscall.Fstat(fd, &st) }); err != nil {
		return nil, false, false, err
	}
	size := st.Size
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
		if err := preadFull(fd, buf, start); err != nil {
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
func countLines(fd int) (int, error) {
	buf := make([]byte, 256<<10)
	n, lastByte := 0, byte('\n')
	for off := int64(0); ; {
		m, err := syscall.Pread(fd, buf, off)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return 0, err
		}
		if m == 0 {
			break
		}
		n += bytes.Count(buf[:m], []byte{'\n'})
		lastByte = buf[m-1]
		off += int64(m)
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
