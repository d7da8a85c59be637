package decision

import (
	"encoding/json"
	"fmt"

	"gatesh/audit"
	"gatesh/keys"
	"gatesh/queue"
)

// Verb is what the operator decides.
type Verb string

const (
	Approve Verb = "approve"
	Reject  Verb = "reject"
	// Revoke takes back an approval that has not run yet.
	Revoke Verb = "revoke"
)

// Who is the process that writes a record: the operator's for a decision.
type Who struct {
	User string
	Pid  int
	Ppid int
}

// Operator decides requests with the operator's key. Its Queue must have
// a journal (Journal) so that each decision is logged before it takes
// effect.
type Operator struct {
	Queue  *queue.Queue
	Signer *keys.Signer
	Who    Who
}

// Decide signs an approval or a rejection of the pending request named by
// id or a unique prefix. The queue logs it first: a *queue.JournalError
// means it could not be logged and was not made. The queue's other errors
// (queue.ErrNotFound, *queue.AmbiguousError, queue.ErrExpired,
// queue.ErrAlreadyDecided, *queue.CorruptError) also mean nothing was
// decided.
func (o *Operator) Decide(verb Verb, id, reason string) (queue.Request, error) {
	decide := o.Queue.Approve
	switch verb {
	case Approve:
	case Reject:
		decide = o.Queue.Reject
	case Revoke:
		decide = o.Queue.Revoke
	default:
		return queue.Request{}, fmt.Errorf("unknown decision %q", verb)
	}
	return decide(id, o.Signer, o.Who.User, reason)
}

// ApproveShown approves the request as its approver was shown it (shown
// is its queue.Request.Shown then): one rewritten meanwhile is not
// approved (queue.ErrChanged).
func (o *Operator) ApproveShown(id, shown, reason string) (queue.Request, error) {
	return o.Queue.ApproveShown(id, shown, o.Signer, o.Who.User, reason)
}

// Journal returns a queue journal that logs every change of a request's
// state to l before the queue makes it (queue.Queue.Journal). The record
// of a decision is sealed with the operator's key that signed it, so that
// no line a command writes into the log can pass for one.
func Journal(l *audit.Log, who Who) func(queue.Change) error {
	return func(c queue.Change) error {
		reason, status := "", ""
		switch c.Event {
		case queue.EventApproved, queue.EventRejected, queue.EventRevoked:
			reason = c.Request.DecisionReason
		case queue.EventArchived, queue.EventPurged:
			status = string(c.Request.Status)
		}
		to := l
		if c.Signer != nil {
			sealed := *l
			sealed.Operator = c.Signer
			to = &sealed
		}
		return appendRecord(to, Record(c.Event, c.Request, reason, status, who))
	}
}

// Append logs an event about a request that is not a change the queue
// makes (run, forged_decision).
func Append(l *audit.Log, event string, req queue.Request, reason string, who Who) error {
	return appendRecord(l, Record(event, req, reason, "", who))
}

// Record is the audit record of an event about req; status is the
// request's final state, for a move or a purge.
func Record(event string, req queue.Request, reason, status string, who Who) audit.Record {
	rec := audit.Record{
		Event:   event,
		Command: req.Command,
		Cwd:     req.Cwd,
		Tier:    req.Tier,
		Rules:   auditRules(req.Rules),
		Pid:     who.Pid,
		Ppid:    who.Ppid,
		User:    who.User,
		Agent:   req.Agent,
		Session: req.Session,
		Request: req.ID,
		Status:  status,
		Reason:  reason,
		Tool:    req.Tool,
		Server:  req.Server,
	}
	if req.Status != queue.Pending && req.Status != queue.Expired {
		rec.Via, rec.Approvers = req.Via, req.Approvers()
		if rec.Via == "" && rec.Approvers != nil {
			rec.Via = queue.ViaLocal // decided before requests said how
		}
	}
	switch event {
	case queue.EventApproved, queue.EventRejected, queue.EventRevoked:
		// The team's signature is what makes the record a decision
		// (audit.Log.Verify checks it), as the operator's seal is.
		if req.Via == queue.ViaTeam && req.TeamDecision != nil {
			rec.TeamDecision, _ = json.Marshal(req.TeamDecision)
		}
	}
	if req.Truncated() {
		// The request holds only the start; the digest is of the whole.
		rec.CommandSHA256, rec.CommandBytes = req.CommandDigest, req.CommandBytes
	}
	return rec
}

func appendRecord(l *audit.Log, rec audit.Record) error {
	if _, err := l.Append(rec); err != nil {
		return fmt.Errorf("logging %s of request %s: %w", rec.Event, rec.Request, err)
	}
	return nil
}

func auditRules(rs []queue.Rule) []audit.Rule {
	out := make([]audit.Rule, len(rs))
	for i, x := range rs {
		out[i] = audit.Rule{ID: x.ID, Tier: x.Tier, Reason: x.Reason}
	}
	return out
}

// LoadSigner reads the operator's private key and checks that it is the
// pair of the public key the shim verifies with: a decision signed with
// any other key would be ignored, silently.
func LoadSigner(privatePath, publicPath string) (*keys.Signer, error) {
	s, err := keys.LoadSigner(privatePath)
	if err != nil {
		return nil, err
	}
	v, err := keys.LoadVerifier(publicPath)
	if err != nil {
		return nil, fmt.Errorf("operator public key: %w", err)
	}
	if !s.Verifier().Equal(v) {
		return nil, fmt.Errorf("private key %s does not match public key %s", privatePath, publicPath)
	}
	return s, nil
}
