package shim

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"gatesh/audit"
	"gatesh/auditlog"
	"gatesh/config"
	"gatesh/decision"
	"gatesh/internal/passwd"
	"gatesh/keys"
	"gatesh/queue"
	"gatesh/rules"
	"gatesh/teamstate"
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
	q.Journal(decision.Journal(r.auditLog(cfg), r.who()))
	// Team decisions count wherever the operator's do; a team key that
	// cannot be read only means none is taken.
	if err := teamstate.Configure(q, cfg); err != nil {
		fmt.Fprintf(r.stderr, "gatesh: warning: %v; team decisions are not taken\n", err)
	}
	return q, nil
}

// auditLog is the audit log that cfg names, sealed with the gate's key
// when this process can read it.
func (r *runtime) auditLog(cfg *config.Config) *audit.Log {
	if r.gateKey == nil || r.gateKey.Log != cfg.AuditPath {
		r.gateKey = auditlog.GateKey(cfg)
	}
	l := auditlog.Open(cfg, r.now, r.gateKey)
	if r.ident != nil {
		// An agent's process: decide checks its session's bound.
		l.Meter.Session = r.ident[1]
	}
	return l
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

// loadSigner reads the operator's private key, from keyPath or else where
// the config says, and checks it against the public key.
func loadSigner(cfg *config.Config, keyPath string) (*keys.Signer, error) {
	if keyPath == "" {
		keyPath = cfg.PrivateKey
	}
	return decision.LoadSigner(keyPath, cfg.PublicKey)
}

// loginName is the login of this process's effective user, from the
// password database: what a request records as its asker, which the
// agent cannot change by setting $USER.
func loginName() string { return passwd.Name(passwd.File, os.Geteuid()) }

// userName names the person or agent running gatesh, for the log.
func (r *runtime) userName() string { return passwd.Self(r.env.get) }

// logRequest appends a state change of a request to the audit log.
func (r *runtime) logRequest(cfg *config.Config, event string, req queue.Request, reason string) error {
	return decision.Append(r.auditLog(cfg), event, req, reason, r.who())
}

// who is this process, as the log names it.
func (r *runtime) who() decision.Who {
	return decision.Who{User: r.userName(), Pid: r.pid, Ppid: r.ppid}
}

// queueRules are the rules that held a command, as the request lists them:
// the decisive ones (red or deny), else all of them, one per rule id, each
// with what decided its first hit when the reason cannot say.
func queueRules(d rules.Decision) []queue.Rule {
	detail := map[string]string{}
	for _, h := range d.Hits {
		if _, ok := detail[h.ID]; !ok {
			detail[h.ID] = h.Detail
		}
	}
	var out []queue.Rule
	for _, x := range ruleList(d) {
		if x.Tier == rules.Red.String() {
			out = append(out, queue.Rule{ID: x.ID, Tier: x.Tier, Reason: x.Reason, Detail: detail[x.ID]})
		}
	}
	if len(out) == 0 {
		for _, x := range ruleList(d) {
			out = append(out, queue.Rule{ID: x.ID, Tier: x.Tier, Reason: x.Reason, Detail: detail[x.ID]})
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
