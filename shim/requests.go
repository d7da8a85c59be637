package shim

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/keys"
	"gatesh/operator"
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
	q.Journal(operator.Journal(r.auditLog(cfg), r.actor()))
	return q, nil
}

// actor is this process, as the audit log names who made a change.
func (r *runtime) actor() operator.Actor {
	return operator.Actor{Pid: r.pid, Ppid: r.ppid, User: r.userName()}
}

// auditLog is the audit log that cfg names.
func (r *runtime) auditLog(cfg *config.Config) *audit.Log {
	return &audit.Log{Path: cfg.AuditPath, Now: r.now, RotateSize: cfg.AuditRotateSize}
}

// loadVerifier reads the operator's public key; see operator.Verifier.
func loadVerifier(cfg *config.Config) (*keys.Verifier, error) { return operator.Verifier(cfg) }

// loadSigner reads the operator's private key; see operator.Signer.
func loadSigner(cfg *config.Config, keyPath string) (*keys.Signer, error) {
	return operator.Signer(cfg, keyPath)
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
	if _, err := r.auditLog(cfg).Append(operator.Record(event, req, reason, status, r.actor())); err != nil {
		return fmt.Errorf("logging %s of request %s: %w", event, req.ID, err)
	}
	return nil
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
