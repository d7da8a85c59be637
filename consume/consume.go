package consume

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"gatesh/queue"
)

// In the two-user setup the queue folder is writable by the agent's
// group, so the agent's own shim can record that an approval was used, and
// a hostile agent user could set that mark back and run the command again
// until the approval expires. While the operator's review server runs, it
// is the one that marks approvals used: the shim asks it over a Unix
// socket, and it also writes a record of each use into a folder only the
// operator can write. The shim refuses any approval with such a record,
// whatever the request file says, with or without the server.

// Folder names under the gatesh folder.
const (
	dirName    = "serve"
	socketName = "serve.sock"
	usedName   = "used"
)

// Dir is the server's folder in the gatesh folder home: owned by the
// operator and writable by no one else.
func Dir(home string) string { return filepath.Join(home, dirName) }

// SocketPath is the Unix socket the shim asks the server on.
func SocketPath(home string) string { return filepath.Join(home, dirName, socketName) }

// UsedDir holds one record per approval the server has used.
func UsedDir(home string) string { return filepath.Join(home, dirName, usedName) }

// URLFile holds the review page's address while a server runs, so that
// notifications can link to a request's page.
func URLFile(home string) string { return filepath.Join(home, dirName, "url") }

func recordPath(home, id string) string {
	return filepath.Join(UsedDir(home), id+".json")
}

// Record is the server's note that an approval was used, and by whom.
type Record struct {
	ID        string    `json:"id"`
	UsedAt    time.Time `json:"used_at"`
	ExpiresAt time.Time `json:"expires_at"`
	Digest    string    `json:"command_digest"`
	Cwd       string    `json:"cwd"`
	// Pid and UID are the asking process's, as the kernel reported them.
	Pid int `json:"pid"`
	UID int `json:"uid"`
}

// Recorded reports whether the server has recorded a use of request id:
// that approval runs no more, whatever its request file says. An id that
// is not a plain name is an error.
func Recorded(home, id string) (bool, error) {
	if !plainID(id) {
		return false, fmt.Errorf("%q is not a request id: %w", id, queue.ErrNotFound)
	}
	_, err := os.Lstat(recordPath(home, id))
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, fs.ErrNotExist):
		return false, nil
	}
	// A record that cannot be checked may exist: refuse, never run.
	return false, fmt.Errorf("checking the record of request %s: %w", id, err)
}

// plainID accepts what a request id can be: lowercase base32.
func plainID(id string) bool {
	if id == "" || len(id) > 32 {
		return false
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= '2' && c <= '7') {
			return false
		}
	}
	return true
}

// ask is the shim's question, one JSON line.
type ask struct {
	Op     string `json:"op"` // "use"
	ID     string `json:"id"`
	Digest string `json:"command_digest"`
	Cwd    string `json:"cwd"`
}

// answer is the server's reply, one JSON line.
type answer struct {
	OK     bool      `json:"ok"`
	UsedAt time.Time `json:"used_at,omitzero"`
	// Error is one of the kinds below when OK is false.
	Error   string `json:"error,omitempty"`
	Message string `json:"message,omitempty"`
}

// ErrDenied means the server refused to talk to the asking process's user.
var ErrDenied = errors.New("the review server does not serve this user")

// Error kinds on the wire, and the errors they stand for.
var kinds = []struct {
	kind string
	err  error
}{
	{"used", queue.ErrUsed},
	{"pending", queue.ErrPending},
	{"rejected", queue.ErrRejected},
	{"expired", queue.ErrExpired},
	{"mismatch", queue.ErrMismatch},
	{"forged", queue.ErrForged},
	{"not_found", queue.ErrNotFound},
	{"denied", ErrDenied},
}

func kindOf(err error) string {
	for _, k := range kinds {
		if errors.Is(err, k.err) {
			return k.kind
		}
	}
	return "internal"
}

func (a answer) err() error {
	if a.OK {
		return nil
	}
	for _, k := range kinds {
		if k.kind == a.Error {
			return fmt.Errorf("review server: %s: %w", a.Message, k.err)
		}
	}
	return fmt.Errorf("review server: %s", a.Message)
}

// maxLine bounds a question or an answer: a cwd is at most a few KiB.
const maxLine = 64 << 10

func encodeLine(v any) ([]byte, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// RecordUse records that request req was used, seen where it happened
// (its file in the queue says so) by a process other than the server:
// the loop, after the turn of a worker whose sandbox may write the queue
// but not this folder. From then on the approval runs no more, whatever
// its request file says. A use recorded already is no error. The
// record's Pid and UID are the recording process's.
func RecordUse(home string, req queue.Request) error {
	if err := (&Server{Home: home}).Prepare(); err != nil {
		return err
	}
	usedAt := req.UsedAt
	if usedAt.IsZero() {
		usedAt = time.Now()
	}
	err := writeRecord(home, Record{ID: req.ID, UsedAt: usedAt.UTC(), ExpiresAt: req.ExpiresAt, Digest: req.CommandDigest,
		Cwd: req.Cwd, Pid: os.Getpid(), UID: os.Geteuid()})
	if errors.Is(err, queue.ErrUsed) {
		return nil
	}
	return err
}
