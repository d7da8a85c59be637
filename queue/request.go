package queue

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"time"

	"gatesh/audit"
	"gatesh/internal/lazy"
	"gatesh/keys"
	"gatesh/teamapi"
)

// Status is the state a request file records.
type Status string

const (
	Pending  Status = "pending"  // waiting for the operator
	Approved Status = "approved" // signed approval, not used yet
	Rejected Status = "rejected" // signed rejection
	Expired  Status = "expired"  // no usable decision before expires_at: counts as rejected
	Used     Status = "used"     // the approval was consumed; it runs no more
)

func (s Status) known() bool {
	switch s {
	case Pending, Approved, Rejected, Expired, Used:
		return true
	}
	return false
}

// Rule is one rule that held the command, as shown to the operator.
type Rule struct {
	ID     string `json:"id"`
	Tier   string `json:"tier"`
	Reason string `json:"reason"`
	// Detail names what decided this command, when the reason cannot
	// (audit.Rule's Detail).
	Detail string `json:"detail,omitempty"`
}

// Request is the content of one queue file, $GATESH_HOME/queue/<id>.json.
type Request struct {
	ID        string    `json:"id"`
	CreatedAt time.Time `json:"created_at"`
	ExpiresAt time.Time `json:"expires_at"`
	Status    Status    `json:"status"`
	Command   string    `json:"command"`
	// CommandDigest is the digest of the request's Subject (see
	// Subject.Digest): for a shell command with no facts, the lowercase
	// hex sha256 of the exact command bytes.
	CommandDigest string `json:"command_digest"`
	// CommandBytes is set when the command was longer than MaxCommand: its
	// length. Command then holds only its start, CommandDigest is of the
	// whole, and the request can be rejected but not approved.
	CommandBytes int    `json:"command_bytes,omitempty"`
	Cwd          string `json:"cwd"`
	Tier         string `json:"tier"`
	Rules        []Rule `json:"rules"`
	Session      string `json:"session"`
	Agent        string `json:"agent"`
	// Tool names the agent's tool for a tool call other than the shell;
	// Command is then the call's text (toolcall.Call.Text) and
	// CommandDigest is that of a tool call, so that no shell command can
	// ever use a tool call's approval, nor the other way round.
	Tool string `json:"tool,omitempty"`
	// User is the login that made the request, from the password
	// database (not $USER, which the agent sets): a team's hub refuses an
	// approval by the person linked to it.
	User string `json:"user,omitempty"`
	// Server is the MCP server of a tool call, when the agent names one:
	// the approval binds it, so a call of the same tool on another server
	// is another request.
	Server string `json:"server,omitempty"`
	// Bound are the facts besides the text that the approval binds (see
	// Fact): the git hooks a command will run, the settings that run
	// programs, what a push would publish.
	Bound []Fact `json:"bound,omitempty"`

	// Via says who decided: ViaLocal (the operator's key, Signature) or
	// ViaTeam (the hub's TeamDecision, signed by the team key); "" while
	// pending, and in files written before teams, where it means local.
	Via            string    `json:"via,omitempty"`
	DecidedBy      string    `json:"decided_by,omitempty"`
	DecidedAt      time.Time `json:"decided_at,omitzero"`
	DecisionReason string    `json:"decision_reason,omitempty"`
	// Signature is the base64 ed25519 signature of SignedBytes.
	Signature string `json:"signature,omitempty"`
	// TeamDecision is the team's signed decision, for Via "team"; the
	// queue verifies it against this file's own id, subject and folder.
	TeamDecision *teamapi.Decision `json:"team_decision,omitempty"`
	UsedAt       time.Time         `json:"used_at,omitzero"`
}

// Digest returns the lowercase hex sha256 of the exact command bytes.
func Digest(command string) string {
	sum := sha256.Sum256([]byte(command))
	return hex.EncodeToString(sum[:])
}

// Subject is what the request's approval binds, besides its folder.
func (r *Request) Subject() Subject {
	return Subject{Tool: r.Tool, Server: r.Server, Command: r.Command, Facts: r.Bound}
}

// digest is the digest the request's text and facts must have.
func (r *Request) digest() string { return r.Subject().Digest() }

// decision is the verdict a status stands for: a used request was approved.
func (r *Request) decision() Status {
	if r.Status == Used {
		return Approved
	}
	return r.Status
}

// SignedBytes is the canonical message a decision signs. Each field is
// written as name, byte length and value, so no value can be crafted to
// shift bytes into a neighbouring field (a cwd holding a newline, say).
func (r *Request) SignedBytes() []byte {
	var b strings.Builder
	b.WriteString("gatesh decision v1\n")
	field := fieldWriter(&b)
	field("id", r.ID)
	field("command_sha256", r.CommandDigest)
	field("cwd", r.Cwd)
	field("decision", string(r.decision()))
	field("expires_at", r.ExpiresAt.UTC().Format(time.RFC3339Nano))
	field("decided_at", r.DecidedAt.UTC().Format(time.RFC3339Nano))
	field("decided_by", r.DecidedBy)
	field("decision_reason", r.DecisionReason)
	return []byte(b.String())
}

// Fits reports whether a request keeps all of command (see MaxCommand).
func Fits(command string) bool { return len(audit.Fit(command, MaxCommand)) == len(command) }

// fieldWriter writes fields to b as name, byte length and value, one a
// line.
func fieldWriter(b *strings.Builder) func(name, value string) {
	return func(name, value string) {
		b.WriteString(name)
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(len(value)))
		b.WriteByte(' ')
		b.WriteString(value)
		b.WriteByte('\n')
	}
}

// Truncated reports whether the request holds only the start of its
// command.
func (r *Request) Truncated() bool { return r.CommandBytes > 0 }

// signatureValid reports whether the request carries a decision that v
// verifies, over a command whose digest matches its text. A request that
// holds only the start of its command can carry a rejection only.
func (r *Request) signatureValid(v *keys.Verifier) bool {
	if r.Signature == "" {
		return false
	}
	if r.Truncated() {
		if r.decision() != Rejected {
			return false
		}
	} else if r.digest() != r.CommandDigest {
		return false
	}
	sig, err := base64Std.DecodeString(r.Signature)
	if err != nil {
		return false
	}
	return v.Verify(r.SignedBytes(), sig)
}

// bound cuts what one request keeps to the limits: the command to
// MaxCommand, noting its full length, and the texts that come from the
// agent's environment and the rules to theirs.
func (r *Request) bound() {
	if kept := audit.Fit(r.Command, MaxCommand); len(kept) < len(r.Command) {
		r.CommandBytes = len(r.Command)
		r.Command = kept
	}
	r.Tier, r.Session, r.Agent, r.User = cut(r.Tier, MaxField), cut(r.Session, MaxField), cut(r.Agent, MaxField), cut(r.User, MaxField)
	// Server and Bound are part of the digest, so they are checked whole
	// (Submit), never cut.
	if len(r.Rules) > MaxRules {
		r.Rules = r.Rules[:MaxRules]
	}
	for i, x := range r.Rules {
		r.Rules[i] = Rule{cut(x.ID, MaxRuleField), cut(x.Tier, MaxRuleField), cut(x.Reason, MaxRuleField), cut(x.Detail, MaxRuleField)}
	}
}

// idEncoding is lowercase base32 without padding: ids survive shells,
// file names and case-insensitive eyes.
var idEncoding = &lazy.Value[*base32.Encoding]{New: func() *base32.Encoding {
	return base32.NewEncoding("abcdefghijklmnopqrstuvwxyz234567").WithPadding(base32.NoPadding)
}}

// idLen is the length of a request id: 8 random bytes, 64 bits.
const idLen = 13

func newID() (string, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("making request id: %w", err)
	}
	return idEncoding.Get().EncodeToString(b[:]), nil
}

// ValidPrefix reports whether s can begin a request id (lowercase
// base32), as the hub's paths take one.
func ValidPrefix(s string) bool { return validIDPrefix(s) }

// ValidID reports whether s is a whole request id.
func ValidID(s string) bool { return validIDPrefix(s) && len(s) == idLen }

// validIDPrefix reports whether s can begin a request id, which also keeps
// any path syntax out of file names built from it.
func validIDPrefix(s string) bool {
	if s == "" || len(s) > idLen {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= '2' && c <= '7') {
			return false
		}
	}
	return true
}
