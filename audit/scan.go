package audit

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
)

// rotatedName is the name the log at path gets when it is rotated as the
// seq-th file: audit.jsonl.000001, audit.jsonl.000002, ... Numbers only
// grow, so a rotated file never changes its name.
func rotatedName(path string, seq int) string {
	return fmt.Sprintf("%s.%06d", path, seq)
}

// rotatedSeq returns the number of a rotated file of the log at path, or
// false when name is not one.
func rotatedSeq(path, name string) (int, bool) {
	digits, ok := bytes.CutPrefix([]byte(name), []byte(filepath.Base(path)+"."))
	if !ok || len(digits) == 0 {
		return 0, false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(string(digits))
	return n, err == nil && n > 0
}

// RotatedName is the name the log at path has once it is rotated as the
// n-th file; a rotated file keeps its name.
func RotatedName(path string, n int) string { return rotatedName(path, n) }

// RotatedNumber is the number of the rotated file name (a base name) of
// the log at path, or false when name is not one.
func RotatedNumber(path, name string) (int, bool) { return rotatedSeq(path, name) }

// rotatedFile is one rotated file of a log.
type rotatedFile struct {
	path string
	seq  int
}

// rotatedFiles lists the rotated files of the log at path, oldest first.
func rotatedFiles(path string) ([]rotatedFile, error) {
	entries, err := os.ReadDir(filepath.Dir(path))
	if err != nil {
		return nil, err
	}
	var out []rotatedFile
	for _, e := range entries {
		if seq, ok := rotatedSeq(path, e.Name()); ok && e.Type().IsRegular() {
			out = append(out, rotatedFile{filepath.Join(filepath.Dir(path), e.Name()), seq})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].seq < out[j].seq })
	return out, nil
}

// Files returns the files that hold the log at path, oldest first: its
// rotated files (path.000001, path.000002, ...) in order, then path itself
// when it exists. A missing log gives no files and no error.
func Files(path string) ([]string, error) {
	rotated, err := rotatedFiles(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("audit log: %w", err)
	}
	live, err := os.Stat(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("audit log: %w", err)
	}
	var files []string
	for _, r := range rotated {
		// A rotation cut short between its two steps leaves the live file
		// under its rotated name too; it is read once, as the live file.
		if live != nil {
			if info, err := os.Stat(r.path); err == nil && os.SameFile(info, live) {
				continue
			}
		}
		files = append(files, r.path)
	}
	if live != nil {
		files = append(files, path)
	}
	return files, nil
}

// Scan calls fn with every record of the log at path, oldest first,
// across its rotated files (see Files). Lines that are not records are
// skipped: a line cut short by a crash, an edited line that no longer
// parses, a line longer than MaxLine, and a last line still being
// written. `gatesh log verify` reports those; Scan only reads. Scan does
// not lock the log: appends may go on while it reads, and it reads the
// files as they were when it began, whatever rotations happen meanwhile.
// An error from fn stops the scan and is returned as it is. A missing log
// is an error that matches fs.ErrNotExist.
func Scan(path string, fn func(Record) error) error {
	files, err := openFiles(path)
	if err != nil {
		return err
	}
	defer func() {
		for _, f := range files {
			f.Close()
		}
	}()
	if len(files) == 0 {
		return &fs.PathError{Op: "open", Path: path, Err: fs.ErrNotExist}
	}
	for _, f := range files {
		if err := scanFile(f, fn); err != nil {
			return err
		}
	}
	return nil
}

// openFiles opens the files of the log at path, oldest first, as one
// consistent set: the live file is opened first and is still the live
// file once the rotated ones are open, so that no rotation falls between.
func openFiles(path string) ([]*os.File, error) {
	for range 100 {
		var files []*os.File
		closeAll := func() {
			for _, f := range files {
				f.Close()
			}
		}
		live, err := os.Open(path)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("audit log: %w", err)
		}
		names, err := Files(path)
		if err != nil {
			if live != nil {
				live.Close()
			}
			return nil, err
		}
		for _, name := range names {
			if name == path {
				continue
			}
			f, err := os.Open(name)
			if err != nil {
				continue // rotated files are only ever added; this one went away by hand
			}
			files = append(files, f)
		}
		if live == nil {
			return files, nil
		}
		files = append(files, live)
		if ok, err := isLive(int(live.Fd()), path); ok || err != nil {
			if err != nil {
				closeAll()
				return nil, err
			}
			return files, nil
		}
		closeAll()
	}
	return nil, errors.New("audit log: the file keeps being replaced")
}

func scanFile(f *os.File, fn func(Record) error) error {
	lr := newLineReader(f)
	for {
		ln, err := lr.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("audit log %s: %w", f.Name(), err)
		}
		if ln.text == nil || !ln.terminated {
			continue
		}
		rec, err := Decode(ln.text)
		if err != nil {
			continue
		}
		if err := fn(rec); err != nil {
			return err
		}
	}
}

// Decode parses one line of the log (without its newline) as Scan does:
// Command and Cwd get their exact bytes back from their base64 forms.
func Decode(text []byte) (Record, error) {
	var rec Record
	if err := json.Unmarshal(text, &rec); err != nil {
		return Record{}, err
	}
	if err := CheckKeys(text); err != nil {
		return Record{}, err
	}
	if rec.CommandBase64 != "" {
		if raw, err := base64.StdEncoding.DecodeString(rec.CommandBase64); err == nil {
			rec.Command = string(raw)
		}
	}
	if rec.CwdBase64 != "" {
		if raw, err := base64.StdEncoding.DecodeString(rec.CwdBase64); err == nil {
			rec.Cwd = string(raw)
		}
	}
	return rec, nil
}

// line is one line of a log file.
type line struct {
	// text is the line without its newline, kept byte for byte (a \r
	// included); nil when the line is longer than MaxLine.
	text []byte
	// size is the length of the line without its newline.
	size int64
	// offset is where the line starts in the file.
	offset int64
	// terminated is false for a last line with no newline.
	terminated bool
	// sum is the hex sha256 of the line, and tail its last bytes, when
	// the reader hashes: a line too long to keep is hashed as it is read.
	sum  string
	tail []byte
}

// tailSize is how much of a long line is kept: enough for its prev field.
const tailSize = 128

// lineReader splits a log file on \n only, so that a stray \r stays part
// of the line it ends and changes its hash. Lines longer than MaxLine are
// not kept; with hashing on, they are hashed as they are read.
type lineReader struct {
	r    *bufio.Reader
	off  int64
	buf  []byte
	hash hash.Hash // nil: no hashing
	tail []byte
}

func newLineReader(r io.Reader) *lineReader {
	// buf is never nil, so that an empty line has non-nil text.
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10), buf: make([]byte, 0, 4<<10)}
}

// hashing makes next fill line.sum and line.tail.
func (lr *lineReader) hashing() *lineReader {
	lr.hash = sha256.New()
	return lr
}

// next returns the next line, or io.EOF after the last. The text is valid
// until the next call.
func (lr *lineReader) next() (line, error) {
	ln := line{offset: lr.off}
	lr.buf = lr.buf[:0]
	long := false
	if lr.hash != nil {
		lr.hash.Reset()
		lr.tail = lr.tail[:0]
	}
	for {
		chunk, err := lr.r.ReadSlice('\n')
		ln.size += int64(len(chunk))
		lr.off += int64(len(chunk))
		content := chunk
		if err == nil {
			content = chunk[:len(chunk)-1] // the newline
		}
		if lr.hash != nil {
			lr.hash.Write(content)
			lr.tail = append(lr.tail, content...)
			if len(lr.tail) > tailSize {
				lr.tail = append(lr.tail[:0], lr.tail[len(lr.tail)-tailSize:]...)
			}
		}
		if !long {
			if len(lr.buf)+len(content) > MaxLine {
				long, lr.buf = true, lr.buf[:0]
			} else {
				lr.buf = append(lr.buf, content...)
			}
		}
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF:
			if ln.size == 0 {
				return line{}, io.EOF
			}
		case err != nil:
			return line{}, err
		default:
			ln.terminated = true
			ln.size--
		}
		if !long {
			ln.text = lr.buf
		}
		if lr.hash != nil {
			ln.sum, ln.tail = hex.EncodeToString(lr.hash.Sum(nil)), lr.tail
		}
		return ln, nil
	}
}
