package team

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"gatesh/internal/atomicfile"
)

// cursor is what the hub has acknowledged, kept in $GATESH_HOME/team/
// sync.json and replaced atomically after every acknowledgement: the
// local log and queue are the buffer, and this says where in them
// shipping goes on. Losing it costs only a second delivery, which the
// hub ignores (by id and by seq).
type cursor struct {
	// Hub and Machine name the membership it belongs to; a cursor of
	// another is started afresh.
	Hub     string `json:"hub"`
	Machine string `json:"machine"`
	// Audit is the place after the last audit line the hub has stored
	// (it answered the push that carried it). Through is the last line
	// the hub said it holds with every line before it: less than Audit
	// while the hub flags a gap; when a later answer says less than
	// Through, the hub lost lines, and shipping goes on from there.
	Audit   auditPos `json:"audit"`
	Through int64    `json:"through"`
	// Requests maps a request id to the digest of its state as the hub
	// last acknowledged it.
	Requests map[string]string `json:"requests"`
	// Events is the hub's sequence number of the last event taken.
	Events int64 `json:"events_after"`
}

// loadCursor reads the cursor at path, or starts one for hub and machine
// at start when there is none (or one of another membership).
func loadCursor(path, hub, machine string, start func() (auditPos, error)) (cursor, error) {
	c := cursor{}
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return c, err
	default:
		if err := json.Unmarshal(data, &c); err != nil {
			return c, fmt.Errorf("%s: %w (remove it to ship everything again; the hub ignores what it has)", path, err)
		}
	}
	if c.Hub != hub || c.Machine != machine || c.Audit.File == 0 {
		pos, err := start()
		if err != nil {
			return c, err
		}
		c = cursor{Hub: hub, Machine: machine, Audit: pos}
	}
	if c.Requests == nil {
		c.Requests = map[string]string{}
	}
	return c, nil
}

// save replaces the cursor file (0600).
func (c *cursor) save(path string) error {
	data, err := json.Marshal(c)
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(path, append(data, '\n'), 0o600)
}
