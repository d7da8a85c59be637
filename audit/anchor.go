package audit

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"syscall"
	"time"

	"gatesh/internal/atomicfile"
)

// Signer signs anchors; *keys.Signer is one.
type Signer interface {
	Sign(msg []byte) []byte
}

// Verifier checks an anchor's signature; *keys.Verifier is one.
type Verifier interface {
	Verify(msg, sig []byte) bool
}

// ErrAnchorLost means the line that the last anchor signed is no longer
// in the log, or that anchor's signature does not verify: Anchor then
// signs nothing, so that the change stays visible to Verify.
var ErrAnchorLost = errors.New("the log no longer holds the line its anchor signed")

// AnchorPath is the file that holds the operator's signed anchor.
func (l *Log) AnchorPath() string { return l.Path + ".anchor" }

// anchor is the content of the anchor file: one line of the log, signed
// with the operator's key. The chain links every earlier line to it, so
// as long as that line is in the log, nothing before it was cut or
// changed.
type anchor struct {
	Version int    `json:"version"`
	TS      string `json:"ts"`
	// First is the hash of the first line of the file that held the
	// anchored line, which finds that file again after it is rotated.
	First  string `json:"first"`
	Offset int64  `json:"offset"` // where the anchored line starts in it
	Line   int    `json:"line"`   // its line number there
	Hash   string `json:"hash"`   // its sha256
	// Signature is the base64 ed25519 signature of signedBytes.
	Signature string `json:"signature"`
}

// signedBytes is what the signature covers. Its first line differs from
// that of a signed decision, so neither can pass for the other.
func (a *anchor) signedBytes() []byte {
	var b bytes.Buffer
	b.WriteString("gatesh audit anchor v1\n")
	for _, f := range [][2]string{{"ts", a.TS}, {"first", a.First}, {"offset", strconv.FormatInt(a.Offset, 10)},
		{"line", strconv.Itoa(a.Line)}, {"hash", a.Hash}} {
		fmt.Fprintf(&b, "%s %d %s\n", f[0], len(f[1]), f[1])
	}
	return b.Bytes()
}

func (a *anchor) verify(v Verifier) bool {
	if v == nil {
		return false
	}
	sig, err := base64.StdEncoding.DecodeString(a.Signature)
	return err == nil && v.Verify(a.signedBytes(), sig)
}

func readAnchor(path string) (*anchor, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var a anchor
	if err := json.Unmarshal(data, &a); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if a.Version != 1 || a.Hash == "" {
		return nil, fmt.Errorf("%s: not a version 1 anchor", path)
	}
	return &a, nil
}

// Anchored is the line an anchor signed.
type Anchored struct {
	TS   string
	File string // the file that holds it now
	Line int
}

// Anchor signs the last complete line of the log with s and writes it to
// AnchorPath (mode 0644, so that anyone may verify it), after syncing the
// log to disk. Verify then reports the log as changed when that line is
// no longer in it: cutting lines off the end is caught up to there, even
// with the head file rewritten to match. Lines appended after the anchor
// are not covered until the next one.
//
// Only the operator's tools call it: in the two-user setup the agent's
// user can read neither the key nor write the folder the anchor is in.
// It returns ErrAnchorLost, and writes nothing, when the previous anchor
// does not verify with v or its line is gone. An empty or missing log is
// not anchored: the zero Anchored and no error.
func (l *Log) Anchor(s Signer, v Verifier) (Anchored, error) {
	f, err := l.openShared()
	if errors.Is(err, fs.ErrNotExist) {
		return Anchored{}, nil
	}
	if err != nil {
		return Anchored{}, err
	}
	defer f.Close()
	old, err := readAnchor(l.AnchorPath())
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return Anchored{}, fmt.Errorf("%w: %v", ErrAnchorLost, err)
	}
	if old != nil {
		if !old.verify(v) {
			return Anchored{}, fmt.Errorf("%w: the anchor's signature does not verify", ErrAnchorLost)
		}
		if !l.holds(old) {
			return Anchored{}, fmt.Errorf("%w: line %d of the anchor of %s", ErrAnchorLost, old.Line, old.TS)
		}
	}
	fd := int(f.Fd())
	size, err := fileSize(fd)
	if err != nil {
		return Anchored{}, err
	}
	last, err := lastLine(fd, size)
	if err == nil && last.torn {
		last, err = lastLine(fd, last.offset)
	}
	if err != nil {
		return Anchored{}, fmt.Errorf("audit log: %w", err)
	}
	if !last.found {
		return Anchored{}, nil
	}
	first, err := firstLineHash(f)
	if err != nil {
		return Anchored{}, err
	}
	line, err := linesBefore(fd, last.offset)
	if err != nil {
		return Anchored{}, err
	}
	// What the anchor signs must be on disk before the anchor is.
	if err := retry(func() error { return datasync(fd) }); err != nil {
		return Anchored{}, fmt.Errorf("audit log: sync: %w", err)
	}
	a := anchor{Version: 1, TS: l.Now().UTC().Format(time.RFC3339Nano), First: first, Offset: last.offset,
		Line: line + 1, Hash: hashLine(last.text)}
	a.Signature = base64.StdEncoding.EncodeToString(s.Sign(a.signedBytes()))
	data, err := json.MarshalIndent(a, "", "  ")
	if err != nil {
		return Anchored{}, err
	}
	if err := atomicfile.WriteFile(l.AnchorPath(), append(data, '\n'), 0o644); err != nil {
		return Anchored{}, fmt.Errorf("audit anchor: %w", err)
	}
	return Anchored{TS: a.TS, File: l.Path, Line: a.Line}, nil
}

// openShared opens the live file and takes its shared lock, so that no
// append or rotation is under way while it is read.
func (l *Log) openShared() (*os.File, error) {
	for range 100 {
		f, err := os.Open(l.Path)
		if err != nil {
			return nil, err
		}
		if err := retry(func() error { return syscall.Flock(int(f.Fd()), syscall.LOCK_SH) }); err != nil {
			f.Close()
			return nil, fmt.Errorf("audit log: lock: %w", err)
		}
		if ok, err := isLive(int(f.Fd()), l.Path); ok || err != nil {
			if err != nil {
				f.Close()
				return nil, err
			}
			return f, nil
		}
		f.Close()
	}
	return nil, errors.New("audit log: the file keeps being replaced")
}

// holds reports whether the line that a signed at its offset is still
// there, in the file whose first line a names, newest file first.
func (l *Log) holds(a *anchor) bool {
	files, err := Files(l.Path)
	if err != nil {
		return false
	}
	for i := len(files) - 1; i >= 0; i-- {
		f, err := os.Open(files[i])
		if err != nil {
			continue
		}
		first, err := firstLineHash(f)
		if err != nil || first != a.First {
			f.Close()
			continue
		}
		_, err = f.Seek(a.Offset, io.SeekStart)
		var ln line
		if err == nil {
			ln, err = newLineReader(f).next()
		}
		f.Close()
		return err == nil && ln.terminated && ln.text != nil && hashLine(ln.text) == a.Hash
	}
	return false
}

// firstLineHash is the hash of the first line of f, read from its start.
func firstLineHash(f *os.File) (string, error) {
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return "", err
	}
	ln, err := newLineReader(f).next()
	if err != nil {
		return "", err
	}
	if ln.text == nil {
		return "", errors.New("audit log: first line too long")
	}
	return hashLine(ln.text), nil
}

// linesBefore counts the newlines in the first end bytes of fd.
func linesBefore(fd int, end int64) (int, error) {
	buf := make([]byte, 256<<10)
	n := 0
	for off := int64(0); off < end; {
		m, err := syscall.Pread(fd, buf[:min(int64(len(buf)), end-off)], off)
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
		off += int64(m)
	}
	return n, nil
}
