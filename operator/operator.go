package operator

import (
	"errors"
	"fmt"
	"io/fs"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/keys"
	"gatesh/queue"
)

// Verifier reads the operator's public key. A missing key gives a nil
// verifier, which verifies nothing: requests can be queued, never approved.
func Verifier(cfg *config.Config) (*keys.Verifier, error) {
	v, err := keys.LoadVerifier(cfg.PublicKey)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return v, err
}

// Signer reads the operator's private key (keyPath, or the configured one
// when keyPath is empty) and checks that it is the pair of the public key
// gatesh verifies with: a decision signed with any other key would be
// ignored, silently.
func Signer(cfg *config.Config, keyPath string) (*keys.Signer, error) {
	if keyPath == "" {
		keyPath = cfg.PrivateKey
	}
	s, err := keys.LoadSigner(keyPath)
	if err != nil {
		return nil, err
	}
	v, err := keys.LoadVerifier(cfg.PublicKey)
	if err != nil {
		return nil, fmt.Errorf("operator public key: %w", err)
	}
	if !s.Verifier().Equal(v) {
		return nil, fmt.Errorf("private key %s does not match public key %s", keyPath, cfg.PublicKey)
	}
	return s, nil
}

// Actor is the process that records a change of state.
type Actor struct {
	Pid, Ppid int
	User      string
}

// Record is the audit record of event about req, made by who. status is
// the request's final state, for a move or a purge.
func Record(event string, req queue.Request, reason, status string, who Actor) audit.Record {
	rules := make([]audit.Rule, len(req.Rules))
	for i, x := range req.Rules {
		rules[i] = audit.Rule{ID: x.ID, Tier: x.Tier, Reason: x.Reason}
	}
	rec := audit.Record{
		Event:   event,
		Command: req.Command,
		Cwd:     req.Cwd,
		Tier:    req.Tier,
		Rules:   rules,
		Pid:     who.Pid,
		Ppid:    who.Ppid,
		User:    who.User,
		Agent:   req.Agent,
		Session: req.Session,
		Request: req.ID,
		Status:  status,
		Reason:  reason,
	}
	if req.Truncated() {
		// The request holds only the start; the digest is of the whole.
		rec.CommandSHA256, rec.CommandBytes = req.CommandDigest, req.CommandBytes
	}
	return rec
}

// Journal is a queue journal that appends each change to the audit log
// before the queue makes it: a decision with the operator's reason, a
// move or a purge with the request's final state.
func Journal(l *audit.Log, who Actor) func(queue.Change) error {
	return func(c queue.Change) error {
		reason, status := "", ""
		switch c.Event {
		case queue.EventApproved, queue.EventRejected:
			reason = c.Request.DecisionReason
		case queue.EventArchived, queue.EventPurged:
			status = string(c.Request.Status)
		}
		if _, err := l.Append(Record(c.Event, c.Request, reason, status, who)); err != nil {
			return fmt.Errorf("logging %s of request %s: %w", c.Event, c.Request.ID, err)
		}
		return nil
	}
}
