package decision

import (
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
)

// Who is the process that writes a record: the operator's for a decision.
type Who struct {
	User string
	Pid  int
	Ppid int
}

// Operator decides requests with the operator's key and logs each decision.
type Operator struct {
	Queue  *queue.Queue
	Signer *keys.Signer
	Log    *audit.Log
	Who    Who
}

// LogError reports a decision that stands but could not be logged.
type LogError struct{ Err error }

func (e *LogError) Error() string { return e.Err.Error() }
func (e *LogError) Unwrap() error { return e.Err }

// Decide signs an approval or a rejection of the pending request named by
// id or a unique prefix, and logs it. The queue's errors (queue.ErrNotFound,
// *queue.AmbiguousError, queue.ErrExpired, queue.ErrAlreadyDecided,
// *queue.CorruptError) mean nothing was decided; a *LogError comes with the
// decided request.
func (o *Operator) Decide(verb Verb, id, reason string) (queue.Request, error) {
	decide, event := o.Queue.Approve, audit.EventApproved
	switch verb {
	case Approve:
	case Reject:
		decide, event = o.Queue.Reject, audit.EventRejected
	default:
		return queue.Request{}, fmt.Errorf("unknown decision %q", verb)
	}
	req, err := decide(id, o.Signer, o.Who.User, reason)
	if err != nil {
		return queue.Request{}, err
	}
	if err := Append(o.Log, event, req, reason, o.Who); err != nil {
		return req, &LogError{Err: err}
	}
	return req, nil
}

// Append logs a change of a request's state.
func Append(l *audit.Log, event string, req queue.Request, reason string, who Who) error {
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
		Reason:  reason,
	}
	if _, err := l.Append(rec); err != nil {
		return fmt.Errorf("logging %s of request %s: %w", event, req.ID, err)
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
