package queue

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"gatesh/keys"
)

// DefaultKeep is how long archived requests are kept when Retain is not
// called.
const DefaultKeep = 30 * 24 * time.Hour

// purgeEvery is how often a queue looks in done/ for requests past their
// retention: reading every archived request costs, and a day's precision
// is plenty.
const purgeEvery = time.Hour

// purgedName is the file in done/ that records the last purge.
const purgedName = ".purged"

// archivable reports whether a request is finished as far as new commands
// are concerned, so that it can leave the queue folder: used, expired (and
// recorded so), or rejected and past its expiry, when the rejection no
// longer stops the same command from being asked again.
func archivable(st State, now time.Time) bool {
	switch st.Status {
	case Used:
		return true
	case Expired:
		return st.Request.Status == Expired
	case Rejected:
		return !now.Before(st.Request.ExpiresAt)
	}
	return false
}

// tidy, under the lock, removes the temporary files that killed writers
// left, and moves the finished requests among ids to done/, telling the
// journal of each move first. Moves need a journal: without one, requests
// stay where they are until a Queue that logs comes by. Then, at most
// every purgeEvery, it deletes archived requests past their retention.
func (q *Queue) tidy(ids, temps []string, v *keys.Verifier) error {
	unlock, err := q.lock()
	if err != nil {
		return err
	}
	defer unlock()
	// Every write holds the lock, so a temporary file seen now is debris.
	for _, name := range temps {
		os.Remove(filepath.Join(q.dir, name))
	}
	if q.journal == nil {
		return nil
	}
	moved := false
	for _, id := range ids {
		data, err := os.ReadFile(q.path(id)) // fresh, and only from the queue folder
		if err != nil {
			continue
		}
		req, err := decode(data, id)
		if err != nil {
			continue // a corrupt file stays for a person to inspect
		}
		st := q.evaluate(req, v, q.stamp())
		if !archivable(st, q.stamp()) {
			continue
		}
		if err := q.makeDone(); err != nil {
			return err
		}
		req.Status = st.Status
		if err := q.record(EventArchived, req, nil); err != nil {
			return err
		}
		if err := os.Rename(q.path(id), q.donePath(id)); err != nil {
			return fmt.Errorf("archiving request %s: %w", id, err)
		}
		moved = true
	}
	if moved {
		if err := syncDir(q.dir); err != nil {
			return err
		}
		if err := syncDir(filepath.Join(q.dir, doneName)); err != nil {
			return err
		}
	}
	return q.purge(v)
}

// makeDone creates done/ like the queue folder: same mode and group, so
// that in the two-user setup both users can move and read requests there.
func (q *Queue) makeDone() error {
	done := filepath.Join(q.dir, doneName)
	info, err := os.Stat(q.dir)
	if err != nil {
		return fmt.Errorf("archiving: %w", err)
	}
	if err := os.Mkdir(done, info.Mode().Perm()); errors.Is(err, fs.ErrExist) {
		return nil
	} else if err != nil {
		return fmt.Errorf("archiving: %w", err)
	}
	// Past the umask, and with the setgid bit the folder inherits anyway.
	if err := os.Chmod(done, info.Mode()&(fs.ModePerm|fs.ModeSetgid)); err != nil {
		return fmt.Errorf("archiving: %w", err)
	}
	return nil
}

// purgeDue reports whether the last purge is purgeEvery old.
func (q *Queue) purgeDue() bool {
	data, err := os.ReadFile(filepath.Join(q.dir, doneName, purgedName))
	if errors.Is(err, fs.ErrNotExist) {
		_, err := os.Stat(filepath.Join(q.dir, doneName))
		return err == nil // nothing archived yet: nothing to purge
	}
	if err != nil {
		return false
	}
	last, err := time.Parse(time.RFC3339Nano, strings.TrimSpace(string(data)))
	now := q.stamp()
	return err != nil || now.Sub(last) >= purgeEvery || last.After(now)
}

// purge deletes the archived requests whose end (use, or expiry) is
// older than the retention, telling the journal of each first. The
// caller holds the lock.
func (q *Queue) purge(v *keys.Verifier) error {
	if !q.purgeDue() {
		return nil
	}
	done := filepath.Join(q.dir, doneName)
	now := q.stamp()
	ids, temps, err := listDir(done)
	if err != nil {
		return err
	}
	for _, name := range temps {
		os.Remove(filepath.Join(done, name))
	}
	keep := q.keep
	if keep <= 0 {
		keep = DefaultKeep
	}
	for _, id := range ids {
		data, err := os.ReadFile(q.donePath(id))
		if err != nil {
			continue
		}
		req, err := decode(data, id)
		if err != nil {
			continue
		}
		end := req.ExpiresAt
		if req.Status == Used {
			end = req.UsedAt
		}
		if now.Sub(end) < keep {
			continue
		}
		req.Status = q.evaluate(req, v, now).Status
		if err := q.record(EventPurged, req, nil); err != nil {
			return err
		}
		if err := os.Remove(q.donePath(id)); err != nil {
			return fmt.Errorf("purging request %s: %w", id, err)
		}
	}
	return os.WriteFile(filepath.Join(done, purgedName), []byte(now.Format(time.RFC3339Nano)+"\n"), 0o660)
}

// ListAll is List, plus the archived requests in done/.
func (q *Queue) ListAll(v *keys.Verifier) (Listing, error) {
	l, err := q.List(v)
	if err != nil {
		return l, err
	}
	ids, _, err := listDir(filepath.Join(q.dir, doneName))
	if err != nil {
		return l, err
	}
	now := q.stamp()
	listed := map[string]bool{}
	for _, st := range l.States {
		listed[st.Request.ID] = true // List may have just moved it
	}
	for _, id := range ids {
		if listed[id] {
			continue
		}
		req, err := q.read(id)
		var corrupt *CorruptError
		switch {
		case errors.As(err, &corrupt):
			l.Corrupt = append(l.Corrupt, corrupt)
		case err == nil:
			l.States = append(l.States, q.evaluate(req, v, now))
		}
	}
	sortStates(l.States)
	return l, nil
}
