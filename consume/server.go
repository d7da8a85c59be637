package consume

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"gatesh/keys"
	"gatesh/queue"
)

// Peer is the asking process as the kernel reports it (SO_PEERCRED).
type Peer struct {
	Pid int
	UID int
	GID int
	// Groups are the supplementary groups when the kernel's credential
	// carries them (macOS); nil means they are read from /proc (Linux).
	Groups []int
}

// Server uses approvals on behalf of shims. Its methods are safe for
// concurrent use; uses are serialised.
type Server struct {
	Home     string
	Queue    *queue.Queue
	Verifier *keys.Verifier
	// Allowed tells whether a peer may ask at all.
	Allowed func(Peer) bool
	// OnUse is told of each use, after it is recorded.
	OnUse func(Record)
	// Proc is the /proc folder, for a peer's supplementary groups.
	Proc string

	mu sync.Mutex
}

// Prepare makes the server's folders and checks that only this user can
// write them: records in a folder the agent could write would guard nothing.
func (s *Server) Prepare() error {
	for _, dir := range []string{Dir(s.Home), UsedDir(s.Home)} {
		if err := os.Mkdir(dir, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("review server folder: %w", err)
		}
		if err := ownedSafely(dir); err != nil {
			return err
		}
		// Past the umask: the agent's user must reach the socket and read
		// the records, in the two-user setup.
		if err := os.Chmod(dir, 0o755); err != nil {
			return fmt.Errorf("review server folder: %w", err)
		}
	}
	return nil
}

// ownedSafely checks that dir is a real folder of this user's that no one
// else may write.
func ownedSafely(dir string) error {
	info, err := os.Lstat(dir)
	if err != nil {
		return fmt.Errorf("review server folder: %w", err)
	}
	st, ok := info.Sys().(*syscall.Stat_t)
	switch {
	case !info.IsDir():
		return fmt.Errorf("%s is not a folder", dir)
	case !ok || int(st.Uid) != os.Geteuid():
		return fmt.Errorf("%s belongs to another user: only the operator's own folder can hold the records of used approvals", dir)
	case info.Mode().Perm()&0o022 != 0:
		return fmt.Errorf("%s has mode %04o: others could remove the records of used approvals; chmod go-w it", dir, info.Mode().Perm())
	}
	return nil
}

// Handle answers one question read from rw.
func (s *Server) Handle(rw io.ReadWriter, p Peer) {
	a := s.answer(rw, p)
	line, err := encodeLine(a)
	if err != nil {
		return
	}
	rw.Write(line)
}

func (s *Server) answer(r io.Reader, p Peer) answer {
	// The question is read first, so that the asker reads the answer
	// rather than a closed connection.
	line, err := bufio.NewReaderSize(io.LimitReader(r, maxLine), maxLine).ReadSlice('\n')
	if s.Allowed == nil || !s.Allowed(p) {
		return fail(fmt.Errorf("user %d: %w", p.UID, ErrDenied))
	}
	if err != nil {
		return fail(fmt.Errorf("reading the question: %w", err))
	}
	var q ask
	if err := json.Unmarshal(line, &q); err != nil || q.Op != "use" {
		return fail(errors.New("not a question this server answers"))
	}
	rec, err := s.use(q, p)
	if err != nil {
		return fail(err)
	}
	if s.OnUse != nil {
		s.OnUse(rec)
	}
	return answer{OK: true, UsedAt: rec.UsedAt}
}

func fail(err error) answer {
	return answer{Error: kindOf(err), Message: err.Error()}
}

// use records the use of an approval, then marks the request file used.
// The record comes first: if marking the file failed after it, the
// approval would still be spent, never spendable twice.
func (s *Server) use(q ask, p Peer) (Record, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if used, err := Recorded(s.Home, q.ID); err != nil {
		return Record{}, err
	} else if used {
		return Record{}, fmt.Errorf("request %s: %w", q.ID, queue.ErrUsed)
	}
	st, err := s.Queue.Get(q.ID, s.Verifier)
	if err != nil {
		return Record{}, err
	}
	req := st.Request
	switch {
	case req.ID != q.ID:
		return Record{}, fmt.Errorf("%q is not a full request id: %w", q.ID, queue.ErrNotFound)
	case st.Status != queue.Approved:
		return Record{}, fmt.Errorf("request %s: %w", q.ID, notApproved(st))
	case q.Digest != req.CommandDigest || q.Cwd != req.Cwd:
		return Record{}, fmt.Errorf("request %s: %w", q.ID, queue.ErrMismatch)
	}
	rec := Record{ID: req.ID, UsedAt: time.Now().UTC(), ExpiresAt: req.ExpiresAt, Digest: req.CommandDigest, Cwd: req.Cwd, Pid: p.Pid, UID: p.UID}
	if err := writeRecord(s.Home, rec); err != nil {
		return Record{}, err
	}
	used, err := s.Queue.Use(q.ID, q.Digest, q.Cwd, s.Verifier)
	if err != nil {
		return Record{}, err
	}
	rec.UsedAt = used.UsedAt
	return rec, nil
}

// notApproved is the queue's error for a request that cannot be used.
func notApproved(st queue.State) error {
	switch st.Status {
	case queue.Used:
		return queue.ErrUsed
	case queue.Rejected:
		return queue.ErrRejected
	case queue.Expired:
		return queue.ErrExpired
	}
	if st.Forged {
		return queue.ErrForged
	}
	return queue.ErrPending
}

// writeRecord creates the record exclusively and syncs it and its folder.
func writeRecord(home string, rec Record) error {
	data, err := encodeLine(rec)
	if err != nil {
		return err
	}
	path := recordPath(home, rec.ID)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("request %s: %w", rec.ID, queue.ErrUsed)
	}
	if err != nil {
		return fmt.Errorf("recording the use of request %s: %w", rec.ID, err)
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = syncDir(filepath.Dir(path))
	}
	if err != nil {
		// The record may be partial, but it exists: the approval stays spent.
		return fmt.Errorf("recording the use of request %s: %w", rec.ID, err)
	}
	return nil
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// Prune removes the records of approvals that have expired: an expired
// approval runs nothing whatever its file says, so its record guards
// nothing more. It returns how many it removed.
func (s *Server) Prune(now time.Time) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	entries, err := os.ReadDir(UsedDir(s.Home))
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range entries {
		path := filepath.Join(UsedDir(s.Home), e.Name())
		data, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		var rec Record
		// A record that does not parse is kept: it still refuses its id.
		if json.Unmarshal(data, &rec) != nil || rec.ExpiresAt.IsZero() || now.Before(rec.ExpiresAt.Add(time.Minute)) {
			continue
		}
		if os.Remove(path) == nil {
			n++
		}
	}
	return n, nil
}

// InGroup reports whether the peer's process has gid as its group or as
// one of its supplementary groups, as its credential or /proc tells.
func (s *Server) InGroup(p Peer, gid int) bool {
	if p.GID == gid {
		return true
	}
	if p.Groups != nil {
		return slices.Contains(p.Groups, gid)
	}
	proc := s.Proc
	if proc == "" {
		proc = "/proc"
	}
	data, err := os.ReadFile(filepath.Join(proc, strconv.Itoa(p.Pid), "status"))
	if err != nil {
		return false
	}
	for line := range strings.Lines(string(data)) {
		if rest, ok := strings.CutPrefix(line, "Groups:"); ok {
			for _, f := range strings.Fields(rest) {
				if g, err := strconv.Atoi(f); err == nil && g == gid {
					return true
				}
			}
		}
	}
	return false
}
