package report

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Window is the span of time a report covers: Since <= t <= Until. A zero
// Since is the start of the log.
type Window struct {
	Since, Until time.Time
}

// Contains reports whether t falls in the window.
func (w Window) Contains(t time.Time) bool {
	return !t.Before(w.Since) && !t.After(w.Until)
}

// ParseWindow reads --since and --until. until is a time (RFC 3339, or
// "2006-01-02 15:04", or a date, in loc), "" for now. since is a duration
// back from until ("24h", "90m", "7d", "2w"), a time as until is, or "" for
// the start of the log.
func ParseWindow(since, until string, now time.Time, loc *time.Location) (Window, error) {
	w := Window{Until: now}
	if until != "" {
		t, err := parseTime(until, loc)
		if err != nil {
			return w, fmt.Errorf("--until %q: want a time such as 2026-03-04T09:00:00Z, 2026-03-04 09:00 or 2026-03-04", until)
		}
		w.Until = t
	}
	if since == "" {
		return w, nil
	}
	if d, err := ParseDuration(since); err == nil {
		w.Since = w.Until.Add(-d)
		return w, nil
	}
	t, err := parseTime(since, loc)
	if err != nil {
		return w, fmt.Errorf("--since %q: want a duration such as 24h, 7d or 2w, or a time such as 2026-03-04", since)
	}
	if t.After(w.Until) {
		return w, fmt.Errorf("--since %s is after --until %s", since, w.Until.Format(time.RFC3339))
	}
	w.Since = t
	return w, nil
}

// ParseDuration is time.ParseDuration plus whole days ("7d") and weeks
// ("2w"). It refuses negative durations.
func ParseDuration(s string) (time.Duration, error) {
	unit := time.Duration(0)
	switch {
	case strings.HasSuffix(s, "d"):
		unit = 24 * time.Hour
	case strings.HasSuffix(s, "w"):
		unit = 7 * 24 * time.Hour
	}
	if unit != 0 {
		n, err := strconv.Atoi(s[:len(s)-1])
		if err != nil || n < 0 || n > 100000 {
			return 0, fmt.Errorf("bad duration %q", s)
		}
		return time.Duration(n) * unit, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("bad duration %q", s)
	}
	return d, nil
}

func parseTime(s string, loc *time.Location) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t, nil
	}
	for _, layout := range []string{"2006-01-02 15:04:05", "2006-01-02 15:04", "2006-01-02T15:04", "2006-01-02"} {
		if t, err := time.ParseInLocation(layout, s, loc); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("bad time %q", s)
}
