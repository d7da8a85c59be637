package queue

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"golang.org/x/sys/unix"

	"gatesh/keys"
)

var base64Std = base64.StdEncoding

// fileMode lets the operator's group read requests the agent wrote and the
// reverse, in the two-user setup where the queue folder is setgid.
const fileMode fs.FileMode = 0o640

const (
	lockName   = ".lock"
	tempPrefix = ".tmp-"
	fileSuffix = ".json"
	// doneName is the folder, inside the queue folder, that archived
	// requests are moved to.
	doneName = "done"
)

// CorruptError reports a request file that cannot be read or does not hold
// a valid request. Such a file is never taken as an approval and is left in
// place for a person to inspect.
type CorruptError struct {
	Path string
	Err  error
}

func (e *CorruptError) Error() string {
	return fmt.Sprintf("request file %s is unreadable or corrupt: %v", e.Path, e.Err)
}

func (e *CorruptError) Unwrap() error { return e.Err }

// path returns the file of request id in the queue folder.
func (q *Queue) path(id string) string {
	return filepath.Join(q.dir, id+fileSuffix)
}

// donePath returns the file of request id once it is archived.
func (q *Queue) donePath(id string) string {
	return filepath.Join(q.dir, doneName, id+fileSuffix)
}

// read loads and validates the request file of id, in the queue folder
// or else in done/. A missing file is ErrNotFound; anything else wrong is
// a *CorruptError.
func (q *Queue) read(id string) (Request, error) {
	path := q.path(id)
	data, err := readBounded(path)
	if errors.Is(err, fs.ErrNotExist) {
		path = q.donePath(id)
		data, err = readBounded(path)
	}
	if errors.Is(err, fs.ErrNotExist) {
		return Request{}, fmt.Errorf("request %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return Request{}, &CorruptError{Path: path, Err: err}
	}
	req, err := decode(data, id)
	if err != nil {
		return Request{}, &CorruptError{Path: path, Err: err}
	}
	return req, nil
}

// maxFile is the largest request file read: gatesh writes at most 64 KiB
// (MaxCommand), and earlier versions up to about 7 MB. A larger file,
// which only someone else can have put there, is corrupt, not read whole.
const maxFile = 8 << 20

// errTooBig is a file past maxFile. Its text is made when it is read: a
// package-level fmt.Errorf would run at every start.
var errTooBig error = tooBigError{}

type tooBigError struct{}

func (tooBigError) Error() string {
	return fmt.Sprintf("larger than %d bytes, which gatesh never writes", maxFile)
}

// readBounded reads at most maxFile bytes of path.
func readBounded(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxFile+1))
	if err == nil && len(data) > maxFile {
		err = errTooBig
	}
	return data, err
}

// errOtherCommand is readMatching's answer for a file about another command.
var errOtherCommand = errors.New("request for another command")

// readMatching is read for a file that holds digest, which every request
// for that command does; any other file is skipped without decoding it.
// A hold reads only what it needs: the digest is 64 hex digits, which no
// other field of another request can hold by chance.
func (q *Queue) readMatching(id, digest string) (Request, error) {
	data, err := readBounded(q.path(id))
	if err != nil {
		return Request{}, err
	}
	if !bytes.Contains(data, []byte(digest)) {
		return Request{}, errOtherCommand
	}
	req, err := decode(data, id)
	if err != nil {
		return Request{}, &CorruptError{Path: q.path(id), Err: err}
	}
	return req, nil
}

// decode parses a request file strictly and checks that it is internally
// consistent: the name matches the id and the digest matches the command,
// so an edited command text cannot borrow another command's approval.
func decode(data []byte, id string) (Request, error) {
	var file fileRequest
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&file); err != nil {
		return Request{}, fmt.Errorf("decoding: %w", err)
	}
	if dec.More() {
		return Request{}, errors.New("decoding: data after the request object")
	}
	req := file.Request
	var err error
	if req.Command, err = exactBytes("command", req.Command, file.CommandBase64); err != nil {
		return Request{}, err
	}
	if req.Cwd, err = exactBytes("cwd", req.Cwd, file.CwdBase64); err != nil {
		return Request{}, err
	}
	switch {
	case req.ID != id:
		return Request{}, fmt.Errorf("id %q does not match file name %q", req.ID, id+fileSuffix)
	case !req.Status.known():
		return Request{}, fmt.Errorf("unknown status %q", req.Status)
	case req.Truncated() && (req.CommandBytes <= len(req.Command) || len(req.Command) > MaxCommand):
		return Request{}, errors.New("command_bytes does not fit the command kept")
	case !req.Truncated() && req.digest() != req.CommandDigest:
		return Request{}, errors.New("command_digest does not match command")
	case req.CreatedAt.IsZero() || req.ExpiresAt.IsZero():
		return Request{}, errors.New("missing created_at or expires_at")
	}
	return req, nil
}

// fileRequest is a request as stored. JSON strings hold only UTF-8, so a
// command or cwd with other bytes is also stored exactly in base64, next
// to its readable form with U+FFFD in place of those bytes.
type fileRequest struct {
	Request
	CommandBase64 string `json:"command_base64,omitempty"`
	CwdBase64     string `json:"cwd_base64,omitempty"`
}

// encode renders the request file: indented for cat, with <, > and &
// left as they are so shell commands read as typed.
func encode(req Request) ([]byte, error) {
	file := fileRequest{Request: req}
	if !utf8.ValidString(req.Command) {
		file.CommandBase64 = base64Std.EncodeToString([]byte(req.Command))
		file.Command = strings.ToValidUTF8(req.Command, "\uFFFD")
	}
	if !utf8.ValidString(req.Cwd) {
		file.CwdBase64 = base64Std.EncodeToString([]byte(req.Cwd))
		file.Cwd = strings.ToValidUTF8(req.Cwd, "\uFFFD")
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(file); err != nil {
		return nil, fmt.Errorf("encoding request: %w", err)
	}
	return b.Bytes(), nil
}

// exactBytes returns the exact bytes of a stored text: the base64 form when
// there is one, which must match the readable form, so that the text the
// operator reads is the text that runs.
func exactBytes(name, text, b64 string) (string, error) {
	if b64 == "" {
		return text, nil
	}
	raw, err := base64Std.DecodeString(b64)
	if err != nil {
		return "", fmt.Errorf("%s_base64: %w", name, err)
	}
	if utf8.Valid(raw) || strings.ToValidUTF8(string(raw), "\uFFFD") != text {
		return "", fmt.Errorf("%s_base64 does not match %s", name, name)
	}
	return string(raw), nil
}

// ids returns the ids of all request files in the queue folder.
func (q *Queue) ids() ([]string, error) {
	ids, _, err := listDir(q.dir)
	return ids, err
}

// listDir returns the ids of the request files in dir, and the names of
// the temporary files there. A missing folder holds nothing.
func listDir(dir string) (ids, temps []string, err error) {
	entries, err := os.ReadDir(dir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, nil, fmt.Errorf("reading queue: %w", err)
	}
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, tempPrefix) {
			temps = append(temps, name)
		}
		if strings.HasPrefix(name, ".") || !strings.HasSuffix(name, fileSuffix) {
			continue
		}
		ids = append(ids, strings.TrimSuffix(name, fileSuffix))
	}
	return ids, temps, nil
}

// write replaces the request file atomically: a temporary file in the same
// folder, fsync, rename over the old name, fsync of the folder. Readers see
// the old file or the new one, never a part. An archived request is
// written where it is, in done/. The caller holds the lock, so a temporary
// file found under the lock was left by a writer that was killed.
func (q *Queue) write(req Request) error {
	s, err := q.stage(req)
	if err != nil {
		return err
	}
	return s.commit()
}

// change writes a request whose state changes, telling the journal in
// between: the new file is written in full under its temporary name
// first, so that a full disk stops the change before anything is logged,
// and only then logged, then renamed into place. signer is the key that
// signed a decision, for the journal; nil for other changes.
func (q *Queue) change(event string, req Request, signer *keys.Signer) error {
	s, err := q.stage(req)
	if err != nil {
		return err
	}
	if err := q.record(event, req, signer); err != nil {
		s.abort()
		return err
	}
	return s.commit()
}

// staged is a request file written and synced under a temporary name.
type staged struct {
	tmp, path, dir string
}

// stage writes req's new file under a temporary name beside the current
// one.
func (q *Queue) stage(req Request) (_ *staged, err error) {
	data, err := encode(req)
	if err != nil {
		return nil, err
	}
	dir, path := q.dir, q.path(req.ID)
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		if _, err := os.Lstat(q.donePath(req.ID)); err == nil {
			dir, path = filepath.Dir(q.donePath(req.ID)), q.donePath(req.ID)
		}
	}
	tmp, err := os.CreateTemp(dir, tempPrefix+"*")
	if err != nil {
		return nil, fmt.Errorf("writing request: %w", err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err = tmp.Chmod(fileMode); err != nil {
		return nil, fmt.Errorf("writing request: %w", err)
	}
	if _, err = tmp.Write(data); err != nil {
		return nil, fmt.Errorf("writing request: %w", err)
	}
	if err = tmp.Sync(); err != nil {
		return nil, fmt.Errorf("syncing request: %w", err)
	}
	if err = tmp.Close(); err != nil {
		return nil, fmt.Errorf("writing request: %w", err)
	}
	return &staged{tmp: tmp.Name(), path: path, dir: dir}, nil
}

// commit renames the staged file into place and syncs the folder.
func (s *staged) commit() error {
	if err := os.Rename(s.tmp, s.path); err != nil {
		os.Remove(s.tmp)
		return fmt.Errorf("writing request: %w", err)
	}
	return syncDir(s.dir)
}

func (s *staged) abort() { os.Remove(s.tmp) }

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("syncing queue folder: %w", err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("syncing queue folder: %w", err)
	}
	return nil
}

// lock takes the queue's exclusive lock, an flock on .lock in the queue
// folder, which serialises every read-modify-write across goroutines and
// processes. The returned function releases it.
func (q *Queue) lock() (unlock func(), err error) {
	path := filepath.Join(q.dir, lockName)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o660)
	if err == nil {
		// Past the umask, so that the other user of a two-user setup can open it.
		if err := f.Chmod(0o660); err != nil {
			f.Close()
			return nil, fmt.Errorf("creating queue lock: %w", err)
		}
	} else if errors.Is(err, fs.ErrExist) {
		f, err = os.OpenFile(path, os.O_RDWR, 0)
		if errors.Is(err, fs.ErrPermission) {
			// Another user owns the lock file; flock needs only a descriptor.
			f, err = os.Open(path)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("opening queue lock: %w", err)
	}
	for {
		err = unix.Flock(int(f.Fd()), unix.LOCK_EX)
		if !errors.Is(err, unix.EINTR) {
			break
		}
	}
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("locking queue: %w", err)
	}
	return func() {
		// Closing the descriptor releases the flock.
		f.Close()
	}, nil
}
