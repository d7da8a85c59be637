package report

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"gatesh/audit"
	"gatesh/queue"
)

// Outcome is how a hold ended, or that it has not.
type Outcome string

const (
	Pending  Outcome = "pending"  // no decision yet
	Approved Outcome = "approved" // approved, not run yet
	Ran      Outcome = "ran"      // approved and run once
	Rejected Outcome = "rejected"
	Expired  Outcome = "expired" // no decision in time: counts as rejected
)

// Hold is one request: the held command and what became of it, from the
// log first and the queue file second.
type Hold struct {
	Request  string
	Created  time.Time
	Command  string
	Cwd      string
	Tier     string
	Rules    []audit.Rule
	Agent    string
	Session  string
	Outcome  Outcome
	At       time.Time // of the outcome: decided, run or expired; zero while pending
	By       string    // who approved or rejected
	Decided  time.Time // when, zero if nobody did
	Reason   string    // the operator's reason
	Expires  time.Time // from the queue file; zero when there is none
	Parks    int       // times the agent was told to go on without it
	Forged   bool      // a request file claimed a decision nobody signed
	NoHeld   bool      // the log has no held event for it
	NotInLog bool      // the decision is only in the queue file, not in the log
	// final is the state an archived or purged record gave, and finalAt
	// its time: how the request ended when nothing else says.
	final   queue.Status
	finalAt time.Time
}

// Command is one decision record: a command gatesh classified.
type Command struct {
	audit.Record
	Time time.Time
	// Request is the request a held command used or created, when the log
	// links them (the same process logged both).
	Request string
}

// History is the log replayed up to a time, with the queue's view of the
// requests merged in.
type History struct {
	Until time.Time
	// First is the time of the first readable record.
	First    time.Time
	Commands []*Command
	Holds    []*Hold // by creation, then id
	byID     map[string]*Hold
	// Events are the request records (held, approved, ...) in log order,
	// for reports that count them by day.
	Events []Event
	// Refusals are the destinations the network allowlist refused.
	Refusals []NetworkRefusal
	Notes    Notes
}

// Event is one change of a request's state, as logged.
type Event struct {
	Name    string
	Time    time.Time
	Request string
	Agent   string
}

// Hold returns the hold of a request id, or nil.
func (h *History) Hold(id string) *Hold { return h.byID[id] }

// Replay reads src up to until: records after it are ignored and the
// queue's decisions made after it count as not made yet.
func Replay(src Source, until time.Time) *History {
	return ReplayWindow(src, Window{Until: until})
}

// ReplayWindow is Replay that keeps only the commands of the window, so
// that a report on a day of a long log holds that day in memory, not the
// log. Every request is kept: an old one may still wait.
func ReplayWindow(src Source, w Window) *History {
	until := w.Until
	h := &History{Until: until, byID: map[string]*Hold{}}
	// A held command's records (decision, held or parked or used and run)
	// come from one process: link them through the pid.
	open := map[[2]int]*Command{}
	for e := range src.Log {
		if e.Err != nil {
			h.Notes.badLine(e)
			continue
		}
		if e.Time.After(until) {
			continue
		}
		if h.First.IsZero() || e.Time.Before(h.First) {
			h.First = e.Time
		}
		rec := e.Record
		if !knownEvent(rec.Event) {
			h.Notes.unknownEvent(rec.Event)
			continue
		}
		proc := [2]int{rec.Pid, rec.Ppid}
		if rec.Event == audit.EventDecision && audit.IsDoctorProbe(rec.Command) {
			continue // gatesh doctor's own no-op, not the agent's work
		}
		if rec.Event == audit.EventDecision {
			c := &Command{Record: rec, Time: e.Time}
			if !e.Time.Before(w.Since) {
				h.Commands = append(h.Commands, c)
			}
			delete(open, proc)
			if rec.Verdict == "hold" {
				open[proc] = c
			}
			continue
		}
		if rec.Event == audit.EventNetworkRefused {
			if !e.Time.Before(w.Since) {
				h.Refusals = append(h.Refusals, refusalOf(rec, e.Time))
			}
			continue
		}
		if rec.Request == "" {
			continue // a request event must name its request
		}
		if c := open[proc]; c != nil && c.Request == "" && ownRequest(rec.Event) {
			c.Request = rec.Request
		}
		h.apply(rec, e.Time)
	}
	if src.Queue != nil {
		h.merge(src.Queue)
	}
	for _, x := range h.Holds {
		if x.Outcome == Pending {
			x.endAsArchived()
		}
	}
	h.linkRetries()
	sort.SliceStable(h.Holds, func(i, j int) bool {
		a, b := h.Holds[i], h.Holds[j]
		if !a.Created.Equal(b.Created) {
			return a.Created.Before(b.Created)
		}
		return a.Request < b.Request
	})
	return h
}

// ownRequest reports whether a process writes event only about the
// request of the command it runs. A process also archives,
// purges and expires other requests, and finds forged ones, as it reads
// and tidies the queue: those records say nothing of its own command.
func ownRequest(event string) bool {
	switch event {
	case audit.EventHeld, audit.EventParked, audit.EventApproved, audit.EventRejected, audit.EventRevoked, audit.EventUsed, audit.EventRun:
		return true
	}
	return false
}

// linkRetries links the held commands that no event of their own process
// names (a retry refused because its request was already rejected,
// expired or used) to the latest request made before them for the same
// command text and folder: the request the shell looked up.
func (h *History) linkRetries() {
	type key struct{ command, cwd string }
	byText := map[key][]*Hold{}
	for _, x := range h.Holds {
		k := key{x.Command, x.Cwd}
		byText[k] = append(byText[k], x)
	}
	for _, c := range h.Commands {
		if c.Verdict != "hold" || c.Request != "" {
			continue
		}
		var best *Hold
		for _, x := range byText[key{c.Command, c.Cwd}] {
			if !x.Created.After(c.Time) && (best == nil || x.Created.After(best.Created)) {
				best = x
			}
		}
		if best != nil {
			c.Request = best.Request
		}
	}
}

// hold returns the hold of rec's request, creating it from rec.
func (h *History) hold(rec audit.Record, t time.Time) *Hold {
	if x := h.byID[rec.Request]; x != nil {
		return x
	}
	x := &Hold{Request: rec.Request, Created: t, Command: rec.Command, Cwd: rec.Cwd, Tier: rec.Tier,
		Rules: rec.Rules, Agent: rec.Agent, Session: rec.Session, Outcome: Pending,
		NoHeld: rec.Event != audit.EventHeld}
	h.byID[rec.Request] = x
	h.Holds = append(h.Holds, x)
	return x
}

func (h *History) apply(rec audit.Record, t time.Time) {
	if rec.Event == audit.EventArchived || rec.Event == audit.EventPurged {
		// A move or a purge says how a request ended, never that it was
		// made: the request's own records may be in a log file no longer
		// kept, or before the part of the log that was read. Its file, if
		// still there, tells the rest (merge).
		if x := h.byID[rec.Request]; x != nil && rec.Status != "" {
			x.final, x.finalAt = queue.Status(rec.Status), t
		}
		return
	}
	x := h.hold(rec, t)
	h.Events = append(h.Events, Event{Name: rec.Event, Time: t, Request: rec.Request, Agent: rec.Agent})
	switch rec.Event {
	case audit.EventApproved:
		x.Outcome, x.At, x.By, x.Reason, x.Decided = Approved, t, rec.User, rec.Reason, t
	case audit.EventRejected, audit.EventRevoked:
		x.Outcome, x.At, x.By, x.Reason, x.Decided = Rejected, t, rec.User, rec.Reason, t
	case audit.EventExpired:
		if x.Outcome == Pending || x.Outcome == Approved {
			x.Outcome, x.At = Expired, t
		}
	case audit.EventRun:
		x.Outcome, x.At = Ran, t
	case audit.EventParked:
		x.Parks++
	case audit.EventForgedDecision:
		x.Forged = true
	}
}

// merge adds what only the queue knows: requests whose held event is
// missing, expiry times, and decisions or expiries not (yet) in the log.
func (h *History) merge(l *queue.Listing) {
	for _, c := range l.Corrupt {
		h.Notes.corrupt = append(h.Notes.corrupt, c.Error())
	}
	for _, st := range l.States {
		req := st.Request
		if req.CreatedAt.After(h.Until) {
			continue
		}
		x := h.byID[req.ID]
		if x == nil {
			x = &Hold{Request: req.ID, Created: req.CreatedAt, Command: req.Command, Cwd: req.Cwd,
				Tier: req.Tier, Rules: auditRules(req.Rules), Agent: req.Agent, Session: req.Session,
				Outcome: Pending, NoHeld: true}
			h.byID[req.ID] = x
			h.Holds = append(h.Holds, x)
		}
		if x.NoHeld && req.CreatedAt.Before(x.Created) {
			// The hold was first seen at a later event: the file knows
			// when it was made.
			x.Created = req.CreatedAt
		}
		x.Expires = req.ExpiresAt
		if st.Forged {
			x.Forged = true
			h.Notes.forged++
		}
		if x.Outcome != Pending {
			continue // the log already says how it ended
		}
		status := st.Status
		if req.DecidedAt.After(h.Until) && status != queue.Expired {
			status = queue.Pending
			if !h.Until.Before(req.ExpiresAt) {
				status = queue.Expired
			}
		}
		if status != queue.Expired {
			x.By, x.Reason, x.Decided = req.DecidedBy, req.DecisionReason, req.DecidedAt
		}
		switch status {
		case queue.Approved:
			x.Outcome, x.At, x.NotInLog = Approved, req.DecidedAt, true
		case queue.Used:
			x.Outcome, x.At, x.NotInLog = Ran, req.UsedAt, true
		case queue.Rejected:
			x.Outcome, x.At, x.NotInLog = Rejected, req.DecidedAt, true
		case queue.Expired:
			x.Outcome, x.At, x.NotInLog = Expired, req.ExpiresAt, true
		}
	}
}

// endAsArchived ends a hold that the log and the queue leave pending as
// an archived or purged record says it ended: the request was used,
// expired or rejected, and its other records and its file are gone. The
// outcome's time is then that of the record.
func (x *Hold) endAsArchived() {
	switch x.final {
	case queue.Used:
		x.Outcome = Ran
	case queue.Expired:
		x.Outcome = Expired
	case queue.Rejected:
		x.Outcome = Rejected
	default:
		return
	}
	x.At = x.finalAt
}

func auditRules(rs []queue.Rule) []audit.Rule {
	out := make([]audit.Rule, len(rs))
	for i, x := range rs {
		out[i] = audit.Rule{ID: x.ID, Tier: x.Tier, Reason: x.Reason}
	}
	return out
}

// ruleIDs lists the ids of rules, in order.
func ruleIDs(rs []audit.Rule) []string {
	ids := make([]string, len(rs))
	for i, x := range rs {
		ids[i] = x.ID
	}
	return ids
}

// decisive returns the rules of a record that set its tier: those of the
// record's tier, else all of them.
func decisive(rs []audit.Rule, tier string) []audit.Rule {
	var out []audit.Rule
	for _, x := range rs {
		if x.Tier == tier {
			out = append(out, x)
		}
	}
	if len(out) == 0 {
		return rs
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// joinCounts writes "a (2), b (1)".
func joinCounts(keys []string, counts map[string]int) string {
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s (%d)", k, counts[k])
	}
	return strings.Join(parts, ", ")
}
