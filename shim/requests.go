package shim

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/keys"
	"gatesh/queue"
	"gatesh/rules"
)

// holdSettings is the [hold] config after the environment's overrides:
// GATESH_HOLD_WAIT and GATESH_HOLD_TTL, both Go durations.
func holdSettings(cfg *config.Config, env environ) (config.Hold, error) {
	h := cfg.Hold
	for _, o := range []struct {
		key string
		to  *time.Duration
	}{{"GATESH_HOLD_WAIT", &h.Wait}, {"GATESH_HOLD_TTL", &h.TTL}} {
		v := env.get(o.key)
		if v == "" {
			continue
		}
		d, err := time.ParseDuration(v)
		if err != nil || d < 0 {
			return h, fmt.Errorf("%s=%q: want a duration such as 60s or 2h", o.key, v)
		}
		*o.to = d
	}
	return h, nil
}

// queueDir is where requests live.
func queueDir(cfg *config.Config) string { return filepath.Join(cfg.Home, "queue") }

// openQueue opens the request queue. Every change it makes (a new
// request, a decision, a use, an expiry, a move to queue/done, a purge)
// is logged first, and is not made when it cannot be logged.
func (r *runtime) openQueue(cfg *config.Config, ttl time.Duration) (*queue.Queue, error) {
	q, err := queue.Open(queueDir(cfg), r.now, ttl)
	if err != nil {
		return nil, err
	}
	q.Retain(cfg.QueueKeep)
	q.Journal(func(c queue.Change) error {
		reason, status := "", ""
		switch c.Event {
		case queue.EventApproved, queue.EventRejected:
			reason = c.Request.DecisionReason
		case queue.EventArchived, queue.EventPurged:
			status = string(c.Request.Status)
		}
		return r.logRequestStatus(cfg, c.Event, c.Request, reason, status)
	})
	return q, nil
}

// auditLog is the audit log that cfg names.
func (r *runtime) auditLog(cfg *config.Config) *audit.Log {
	return &audit.Log{Path: cfg.AuditPath, Now: r.now, RotateSize: cfg.AuditRotateSize}
}

// loadVerifier reads the operator's public key. A missing key gives a nil
// verifier, which verifies nothing: requests can be queued, never approved.
func loadVerifier(cfg *config.Config) (*keys.Verifier, error) {
	v, err := keys.LoadVerifier(cfg.PublicKey)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return v, err
}

// loadSigner reads the operator's private key and checks that it is the
// pair of the public key the shim verifies with: a decision signed with
// any other key would be ignored, silently.
func loadSigner(cfg *config.Config, keyPath string) (*keys.Signer, error) {
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

// userName names the person or agent running gatesh, for the log.
func (r *runtime) userName() string {
	if u := r.env.get("USER"); u != "" {
		return u
	}
	return "uid:" + strconv.Itoa(os.Getuid())
}

// logRequest appends a state change of a request to the audit log.
func (r *runtime) logRequest(cfg *config.Config, event string, req queue.Request, reason string) error {
	return r.logRequestStatus(cfg, event, req, reason, "")
}

// logRequestStatus is logRequest with the request's final status, for a
// move or a purge.
func (r *runtime) logRequestStatus(cfg *config.Config, event string, req queue.Request, reason, status string) error {
	rec := audit.Record{
		Event:   event,
		Command: req.Command,
		Cwd:     req.Cwd,
		Tier:    req.Tier,
		Rules:   auditRules(req.Rules),
		Pid:     r.pid,
		Ppid:    r.ppid,
		User:    r.userName(),
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
	if _, err := r.auditLog(cfg).Append(rec); err != nil {
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

// queueRules are the rules that held a command, as the request lists them:
// the decisive ones (red or deny), else all of them.
func queueRules(d rules.Decision) []queue.Rule {
	var out []queue.Rule
	for _, x := range ruleList(d) {
		if x.Tier == rules.Red.String() {
			out = append(out, queue.Rule{ID: x.ID, Tier: x.Tier, Reason: x.Reason})
		}
	}
	if len(out) == 0 {
		for _, x := range ruleList(d) {
			out = append(out, queue.Rule{ID: x.ID, Tier: x.Tier, Reason: x.Reason})
		}
	}
	return out
}

// reasons joins the reasons of a request's rules, for one-line displays.
func reasons(req queue.Request) string {
	parts := make([]string, len(req.Rules))
	for i, x := range req.Rules {
		parts[i] = x.ID + ": " + x.Reason
	}
	return strings.Join(parts, "; ")
}
