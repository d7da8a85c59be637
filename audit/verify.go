package audit

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"syscall"
)

// ChainError says where the audit log's hash chain breaks. Line is
// 1-based; a break found by the head file names the line after the last.
type ChainError struct {
	Line   int
	Reason string
}

func (e *ChainError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Reason) }

// maxLine bounds one line of the log when verifying.
const maxLine = 64 << 20

// Verify checks the hash chain of the log at path and its head file. It
// returns the number of lines; a broken chain is a *ChainError naming the
// first bad line, and a missing log is an fs.ErrNotExist error. An
// edited, removed, inserted or reordered line breaks the chain, and so does
// removing or editing the tail, through the head file.
func (l *Log) Verify() (int, error) {
	f, err := os.Open(l.Path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	// A shared lock: appends finish before the chain and head are read.
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_SH); err != nil {
		return 0, fmt.Errorf("audit log: lock: %w", err)
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), maxLine)
	n, prev := 0, ""
	for sc.Scan() {
		n++
		line := sc.Bytes()
		var rec struct {
			Prev *string `json:"prev"`
		}
		if err := json.Unmarshal(line, &rec); err != nil {
			return n, &ChainError{n, "not a JSON record: " + err.Error()}
		}
		if rec.Prev == nil {
			return n, &ChainError{n, "no prev field"}
		}
		if *rec.Prev != prev {
			return n, &ChainError{n, "prev hash does not match the line before: a line was edited, removed, inserted or reordered"}
		}
		prev = hashLine(bytes.Clone(line))
	}
	if err := sc.Err(); err != nil {
		return n, &ChainError{n + 1, err.Error()}
	}
	data, err := os.ReadFile(l.HeadPath())
	if errors.Is(err, fs.ErrNotExist) {
		if n == 0 {
			return 0, nil
		}
		return n, &ChainError{n, "head file " + l.HeadPath() + " is missing"}
	}
	if err != nil {
		return n, fmt.Errorf("audit head: %w", err)
	}
	count, hash, err := parseHead(data)
	if err != nil {
		return n, &ChainError{n, err.Error()}
	}
	switch {
	case count > n:
		return n, &ChainError{n + 1, fmt.Sprintf("head records %d lines but the log has %d: lines were removed from the end", count, n)}
	case count < n:
		return n, &ChainError{count + 1, fmt.Sprintf("head records %d lines but the log has %d: lines were added without the lock", count, n)}
	case hash != prev:
		return n, &ChainError{n, "last line does not match the head hash: it was edited"}
	}
	return n, nil
}
