package serve

import (
	"fmt"
	"math"
	"slices"
	"time"

	"gatesh/audit"
	"gatesh/queue"
	"gatesh/report"
)

// tailBytes bounds what a page load reads of the audit log, across its
// rotated files: the page shows today's counts and the newest records, and
// it must not stall on a log of any length (a log grows for as long as
// rotated files are kept). 8 MiB is some 17,000 records at the 490 bytes a
// record takes on average in report/reporttest's week; a day of 2,000
// commands with their holds is 1 to 2 MiB, so the counts are whole for a
// day of several busy agents. On a busier day they start at the first
// record read, and the page says from when. Reading and replaying 8 MiB
// (BenchmarkHistory) took 0.26 to 0.6 s on a loaded 2-core machine, side
// by side with 0.18 to 0.53 s for the page's earlier count of the same
// bytes; the page reads it when it loads and when the list of waiting
// requests changes, not at every poll.
const tailBytes = 8 << 20

// history is what the page shows of the log.
type history struct {
	Counts Counts
	Recent []audit.Record // newest first
	Err    error          // the log could not be read, or only in part
}

// Counts are today's numbers, counted as `gatesh stats` counts them: the
// same replay of the log and the queue, for the window from midnight to
// now.
type Counts struct {
	report.Counts
	Rate string // holds per 100 commands; "-" without commands
	// Since is midnight, or the time of the first record read when that is
	// later: the log began later, or a busy day is longer than tailBytes.
	Since   time.Time
	Partial bool // Since is after midnight
}

// readHistory reads the end of the log at path once, at most max bytes:
// today's counts, with the queue's listing l (nil without one) as the
// stats merge it, and the newest n records that match f.
func readHistory(path string, max int64, l *queue.Listing, now time.Time, f recentFilter, n int) history {
	var hist history
	var matched []audit.Record
	log := func(yield func(report.Entry) bool) {
		for e := range report.ReadLogTail(path, max) {
			switch {
			case e.Err != nil && e.Raw == nil: // a file that cannot be read
				hist.Err = fmt.Errorf("%s: %w", e.Where(), e.Err)
			case e.Err == nil && f.match(e.Record):
				if len(matched) == 2*n { // keep the newest n, in bounded memory
					matched = append(matched[:0], matched[n:]...)
				}
				matched = append(matched, e.Record)
			}
			if !yield(e) {
				return
			}
		}
	}
	y, m, d := now.Date()
	w := report.Window{Since: time.Date(y, m, d, 0, 0, 0, 0, now.Location()), Until: now}
	h := report.ReplayWindow(report.Source{Log: log, Queue: l}, w)
	stats := report.NewStats(h, w, now.Location())
	hist.Counts = Counts{Counts: stats.Total, Rate: "-", Since: w.Since}
	if r := stats.Total.Rate(); !math.IsNaN(r) {
		hist.Counts.Rate = fmt.Sprintf("%.1f", r)
	}
	if h.First.After(w.Since) {
		hist.Counts.Since, hist.Counts.Partial = h.First, true
	}
	if len(matched) > n {
		matched = matched[len(matched)-n:]
	}
	slices.Reverse(matched)
	hist.Recent = matched
	return hist
}

// recentFilter selects log records for the page.
type recentFilter struct {
	Tier  string // "" or green, yellow, red
	Event string // "" or an audit event
}

func (f recentFilter) match(r audit.Record) bool {
	return (f.Tier == "" || r.Tier == f.Tier) && (f.Event == "" || r.Event == f.Event)
}
