package queue

import (
	"errors"
	"time"

	"gatesh/keys"
)

// Snapshot returns every request as it stands at the time at, oldest
// first, without changing anything: expiries are judged, not recorded, so
// that reports can read a queue they may not write. Unreadable files are
// reported in Corrupt.
func (q *Queue) Snapshot(v *keys.Verifier, at time.Time) (Listing, error) {
	ids, err := q.ids()
	if err != nil {
		return Listing{}, err
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
			continue // removed since the folder was read
		case err != nil:
			return Listing{}, err
		}
		l.States = append(l.States, evaluate(req, v, at))
	}
	sortStates(l.States)
	return l, nil
}
