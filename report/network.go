package report

import (
	"strconv"
	"time"

	"gatesh/audit"
	"gatesh/egress"
)

// NetworkRefusal is one destination the network allowlist refused: where
// to, for which command, and the decision that ran the command.
type NetworkRefusal struct {
	Time     time.Time `json:"ts"`
	Dest     string    `json:"dest"` // host:port
	Command  string    `json:"command"`
	Cwd      string    `json:"cwd"`
	Decision string    `json:"decision"`
	Reason   string    `json:"reason"`
	Agent    string    `json:"agent,omitempty"`
	Session  string    `json:"session,omitempty"`
}

func refusalOf(rec audit.Record, t time.Time) NetworkRefusal {
	return NetworkRefusal{Time: t, Dest: egress.JoinHostPort(rec.Dest, strconv.Itoa(rec.Port)), Command: rec.Command,
		Cwd: rec.Cwd, Decision: rec.Decision, Reason: rec.Reason, Agent: rec.Agent, Session: rec.Session}
}
