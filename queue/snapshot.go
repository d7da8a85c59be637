package queue

import (
	"errors"
	"path/filepath"
	"time"

	"gatesh/keys"
)

// Snapshot returns every request as it stands at the time at, oldest
// first, archived ones in done/ included, without changing anything:
// expiries are judged, not recorded, so that reports can read a queue
// they may not write. Unreadable files are reported in Corrupt.
func (q *Queue) Snapshot(v *keys.Verifier, at time.Time) (Listing, error) {
	// The queue folder first: a request moves from there to done/, never
	// back, so one moved meanwhile is still found (read looks in done/
	// too), and one listed in both is read once.
	ids, err := q.ids()
	if err != nil {
		return Listing{}, err
	}
	done, _, err := listDir(filepath.Join(q.dir, doneName))
	if err != nil {
		return Listing{}, err
	}
	seen := make(map[string]bool, len(ids))
	for _, id := range ids {
		seen[id] = true
	}
	for _, id := range done {
		if !seen[id] {
			ids = append(ids, id)
		}
	}
	var l Listing
	for _, id := range ids {
		req, err := q.read(id)
		var corrupt *CorruptError
		switch {
		case errors.As(err, &corrupt):
			l.Corrupt = append(l.Corrupt, corrupt)
			continue
		case errors.Is(err, ErrNotFound):
			continue // purged since the folder was read
		case err != nil:
			return Listing{}, err
		}
		l.States = append(l.States, q.evaluate(req, v, at))
	}
	sortStates(l.States)
	return l, nil
}
