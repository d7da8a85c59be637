package serve

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"os"
	"time"

	"gatesh/audit"
)

// The page reads the end of the audit log for the recent decisions and
// for the day's counts. It reads at most tailBytes: enough for a busy day,
// and a page load never reads a whole large log.
const tailBytes = 8 << 20

// readTail returns the records in the last tailBytes of the log, oldest
// first. Lines that do not parse (a torn last line) are skipped: the page
// shows the log, `gatesh log verify` judges it.
func readTail(path string) ([]audit.Record, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	start := max(info.Size()-tailBytes, 0)
	data, err := io.ReadAll(io.NewSectionReader(f, start, info.Size()-start))
	if err != nil {
		return nil, err
	}
	if start > 0 {
		// The first line is cut; drop it.
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			data = data[i+1:]
		}
	}
	var out []audit.Record
	for line := range bytes.Lines(data) {
		var rec audit.Record
		if json.Unmarshal(line, &rec) == nil && rec.Event != "" {
			out = append(out, rec)
		}
	}
	return out, nil
}

// recentFilter selects log records for the page.
type recentFilter struct {
	Tier  string // "" or green, yellow, red
	Event string // "" or an audit event
}

func (f recentFilter) match(r audit.Record) bool {
	return (f.Tier == "" || r.Tier == f.Tier) && (f.Event == "" || r.Event == f.Event)
}

// recent returns the newest n records that match, newest first.
func recent(recs []audit.Record, f recentFilter, n int) []audit.Record {
	var out []audit.Record
	for i := len(recs) - 1; i >= 0 && len(out) < n; i-- {
		if f.match(recs[i]) {
			out = append(out, recs[i])
		}
	}
	return out
}

// Counts are the day's numbers the page shows.
type Counts struct {
	Green, Yellow, Red                int // commands decided, by tier
	Held, Approved, Rejected, Expired int // requests
	Run                               int // approved commands that ran
	Since                             time.Time
}

// dayCounts counts today's records (local time). It stands in for the
// report package's stats until that is available to the page.
func dayCounts(recs []audit.Record, now time.Time) Counts {
	y, m, d := now.Date()
	since := time.Date(y, m, d, 0, 0, 0, 0, now.Location())
	c := Counts{Since: since}
	for _, r := range recs {
		ts, err := time.Parse(time.RFC3339Nano, r.TS)
		if err != nil || ts.Before(since) {
			continue
		}
		switch r.Event {
		case audit.EventDecision:
			switch r.Tier {
			case "green":
				c.Green++
			case "yellow":
				c.Yellow++
			case "red":
				c.Red++
			}
		case audit.EventHeld:
			c.Held++
		case audit.EventApproved:
			c.Approved++
		case audit.EventRejected:
			c.Rejected++
		case audit.EventExpired:
			c.Expired++
		case audit.EventRun:
			c.Run++
		}
	}
	return c
}
