package keys

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"

	"gatesh/audit"
)

// AuditKeyFile is the gate's audit key inside a key folder: the key that
// seals the records gatesh writes outside the commands it runs (see
// audit.GateKeys). The kernel hides the key folder from those commands.
const AuditKeyFile = "audit.key"

// auditKeyBytes is the HMAC key's strength: 256 bits.
const auditKeyBytes = 32

// auditKeyHeader begins an audit key file; "after" names the log line
// after which sealing began ("" for an empty log).
const auditKeyHeader = "gatesh audit key v1\n"

// ErrBadAuditKey means an audit key file does not hold a key gatesh made.
var ErrBadAuditKey = errors.New("not a gatesh audit key file")

// AuditKey is the audit key file at Path, as audit.GateKeys. It reads the
// file once per process. A key it makes is shared as the log at Log is:
// readable by the log's group when that group may write the log (the
// two-user setup), else by its owner alone.
type AuditKey struct {
	Path string
	Log  string

	mu     sync.Mutex
	loaded *audit.GateKey
	err    error
}

// Load reads the key; an error matching fs.ErrNotExist when there is none.
func (k *AuditKey) Load() (*audit.GateKey, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.loaded == nil && k.err == nil {
		k.loaded, k.err = readAuditKey(k.Path)
	}
	return k.loaded, k.err
}

// Create makes the key, sealing from the line after the one whose hash is
// after, in a key folder that exists. The file appears whole or not at
// all: it is written under a temporary name and linked into place, which
// fails with fs.ErrExist when another process made it first.
func (k *AuditKey) Create(after string) (*audit.GateKey, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	var key [auditKeyBytes]byte
	if _, err := rand.Read(key[:]); err != nil {
		return nil, fmt.Errorf("making the audit key: %w", err)
	}
	data := auditKeyHeader + "key " + base64.StdEncoding.EncodeToString(key[:]) + "\nafter " + after + "\n"
	mode, gid := fs.FileMode(0o600), -1
	if st, err := os.Stat(k.Log); err == nil {
		if sys, ok := st.Sys().(*syscall.Stat_t); ok && st.Mode().Perm()&0o020 != 0 && int(sys.Gid) != os.Getegid() {
			mode, gid = 0o640, int(sys.Gid)
		}
	}
	// Only in a key folder that gatesh init made: a gatesh folder without
	// the operator's key has no decisions to protect.
	tmp, err := os.CreateTemp(filepath.Dir(k.Path), ".audit.key.*")
	if err != nil {
		return nil, err
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.WriteString(data)
	if err == nil && gid >= 0 {
		err = tmp.Chown(-1, gid)
	}
	if err == nil {
		err = tmp.Chmod(mode)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, fmt.Errorf("writing the audit key: %w", err)
	}
	if err := os.Link(tmp.Name(), k.Path); err != nil {
		return nil, err
	}
	k.loaded = &audit.GateKey{Key: key[:], After: after}
	k.err = nil
	return k.loaded, nil
}

// readAuditKey reads an audit key file with plain system calls: it is read
// at every gatesh start that logs, and an *os.File would set up the
// runtime's poller.
func readAuditKey(path string) (*audit.GateKey, error) {
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: path, Err: err}
	}
	defer syscall.Close(fd)
	var buf [512]byte
	n := 0
	for n < len(buf) {
		m, err := syscall.Read(fd, buf[n:])
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return nil, &fs.PathError{Op: "read", Path: path, Err: err}
		}
		if m == 0 {
			break
		}
		n += m
	}
	rest, ok := bytes.CutPrefix(buf[:n], []byte(auditKeyHeader))
	keyLine, rest, ok2 := bytes.Cut(rest, []byte("\n"))
	afterLine, rest, ok3 := bytes.Cut(rest, []byte("\n"))
	b64, ok4 := bytes.CutPrefix(keyLine, []byte("key "))
	after, ok5 := bytes.CutPrefix(afterLine, []byte("after "))
	if !ok || !ok2 || !ok3 || !ok4 || !ok5 || len(rest) != 0 || n == len(buf) {
		return nil, fmt.Errorf("%s: %w", path, ErrBadAuditKey)
	}
	key, err := base64.StdEncoding.DecodeString(string(b64))
	if err != nil || len(key) != auditKeyBytes {
		return nil, fmt.Errorf("%s: %w", path, ErrBadAuditKey)
	}
	if len(after) != 0 {
		if _, err := hex.DecodeString(string(after)); err != nil || len(after) != 64 {
			return nil, fmt.Errorf("%s: %w (after %s)", path, ErrBadAuditKey, strconv.Quote(string(after)))
		}
	}
	return &audit.GateKey{Key: key, After: string(after)}, nil
}
