package report

import (
	"errors"
	"io/fs"
	"os"
	"time"

	"gatesh/keys"
	"gatesh/queue"
)

// Paths name what the reports read.
type Paths struct {
	Log       string // the audit log
	Queue     string // the request folder
	PublicKey string // the operator's public key, which checks decisions
	// Team is the team whose signed decisions count too; nil: none.
	Team *queue.Team
}

// Open returns the source of a report: the log across its rotated files,
// read lazily, and the queue, archived requests included, as it stands at
// until, read without changing it. A missing queue folder is an empty
// queue; a missing key verifies no decision, so every request file that
// claims one counts as undecided, as it does for the shell.
func Open(p Paths, until time.Time) (Source, error) {
	src := Source{Log: ReadLog(p.Log)}
	if _, err := os.Stat(p.Queue); errors.Is(err, fs.ErrNotExist) {
		return src, nil
	}
	v, err := keys.LoadVerifier(p.PublicKey)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return src, err
	}
	q, err := queue.Open(p.Queue, time.Now, queue.DefaultTTL)
	if err != nil {
		return src, err
	}
	q.TrustTeam(p.Team)
	l, err := q.Snapshot(v, until)
	if err != nil {
		return src, err
	}
	src.Queue = &l
	return src, nil
}
