package teamstate

import (
	"encoding/json"
	"fmt"
	"os"
	"time"

	"gatesh/internal/atomicfile"
	"gatesh/teamapi"
)

// Status is what `gatesh team sync` last said of itself. It is for people
// only: a program the agent runs as the operator's user could write it,
// so nothing the gate decides reads it.
type Status struct {
	PID int    `json:"pid"`
	Hub string `json:"hub"`
	// State is StateConnected, StateOffline or StateStopped.
	State string `json:"state"`
	// UpdatedAt is when sync last wrote the file; it does so at least
	// every Heartbeat while it runs.
	UpdatedAt time.Time `json:"updated_at"`
	// LastContact is the last time the hub answered.
	LastContact time.Time `json:"last_contact,omitzero"`
	LastError   string    `json:"last_error,omitempty"`
	// AuditWritten is the last line of the local log sync has seen, and
	// AuditAcked the last one the hub has stored.
	AuditWritten int64 `json:"audit_written"`
	AuditAcked   int64 `json:"audit_acked"`
	// AuditThrough is the last line the hub holds with every line before
	// it: short of AuditAcked while the hub flags a gap.
	AuditThrough int64 `json:"audit_through"`
	// RequestsUnsent counts requests whose latest state the hub has not
	// acknowledged.
	RequestsUnsent int `json:"requests_unsent"`
	// OldestUnsent is when the oldest change the hub has not acknowledged
	// was made; zero when there is none. Its age is the lag.
	OldestUnsent time.Time `json:"oldest_unsent,omitzero"`
	// EventsAfter is the hub's last event sync has taken.
	EventsAfter int64 `json:"events_after"`
	// Flags are what the hub last found wrong in this machine's chain.
	Flags []string `json:"flags,omitempty"`
	// Team is the team's last standing instruction (policy, stop).
	Team *teamapi.State `json:"team_state,omitempty"`
	// Gaps counts audit lines that sync could not ship because they were
	// gone (rotated files removed by audit.keep before they were shipped).
	Gaps int64 `json:"gaps,omitempty"`
}

// The states of a sync.
const (
	StateConnected = "connected"
	StateOffline   = "offline"
	StateStopped   = "stopped"
)

// Heartbeat is the longest sync goes without writing its status; doctor
// calls a status older than StaleAfter stale.
const (
	Heartbeat  = 15 * time.Second
	StaleAfter = 4 * Heartbeat
)

// WriteStatus replaces the status file at path (0644, for doctor under
// any user).
func WriteStatus(path string, s Status) error {
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(path, append(data, '\n'), 0o644)
}

// ReadStatus reads the status file at path.
func ReadStatus(path string) (Status, error) {
	var s Status
	data, err := os.ReadFile(path)
	if err != nil {
		return s, err
	}
	if err := json.Unmarshal(data, &s); err != nil {
		return s, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// Lag is how far the hub is behind at now: the age of the oldest change
// it has not acknowledged, and how many audit lines and requests that is.
func (s Status) Lag(now time.Time) (age time.Duration, lines int64, requests int) {
	if !s.OldestUnsent.IsZero() {
		age = max(now.Sub(s.OldestUnsent), 0)
	}
	return age, max(s.AuditWritten-s.AuditAcked, 0), s.RequestsUnsent
}

// Report is doctor's reading of s at now: one line, and a problem when
// sync does not run or cannot reach its hub.
func (s Status) Report(now time.Time) (line string, problem bool) {
	age, lines, reqs := s.Lag(now)
	contact := "never"
	if !s.LastContact.IsZero() {
		contact = Ago(now.Sub(s.LastContact)) + " ago"
	}
	line = fmt.Sprintf("%s, hub %s; last contact %s; lag %s (%d audit lines, %d requests); status written %s ago by pid %d",
		s.State, s.Hub, contact, Ago(age), lines, reqs, Ago(now.Sub(s.UpdatedAt)), s.PID)
	if s.LastError != "" {
		line += "; last error: " + s.LastError
	}
	if len(s.Flags) > 0 {
		line += fmt.Sprintf("; the hub flags this machine's log: %v", s.Flags)
	}
	if s.Gaps > 0 {
		line += fmt.Sprintf("; %d audit lines were gone before they were shipped", s.Gaps)
	}
	hole := s.AuditThrough < s.AuditAcked
	if hole {
		line += fmt.Sprintf("; the hub holds the log whole only through line %d of %d", s.AuditThrough, s.AuditAcked)
	}
	switch {
	case s.State == StateStopped:
		return line, true
	case now.Sub(s.UpdatedAt) > StaleAfter:
		return line + "; the status is stale, so sync is probably not running", true
	case s.State != StateConnected:
		return line, true
	}
	return line, len(s.Flags) > 0 || s.Gaps > 0 || hole
}

// Ago is a short rounded duration: 4s, 3m, 2h, 5d.
func Ago(d time.Duration) string {
	switch {
	case d < 0:
		return "0s"
	case d < time.Minute:
		return fmt.Sprintf("%ds", int(d/time.Second))
	case d < time.Hour:
		return fmt.Sprintf("%dm", int(d/time.Minute))
	case d < 48*time.Hour:
		return fmt.Sprintf("%dh", int(d/time.Hour))
	}
	return fmt.Sprintf("%dd", int(d/(24*time.Hour)))
}
