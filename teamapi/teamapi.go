package teamapi

import (
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Paths of the hub's API. Machine paths take a [MachineAuthHeader];
// approver paths take "Authorization: Bearer TOKEN" (a session from
// `gatesh team login`, or a personal access token).
const (
	// PathJoin registers a machine with a one-time enrolment token:
	// POST [JoinRequest], answered with [JoinResponse].
	PathJoin = "/api/v1/join"
	// PathMachineRequests takes the machine's requests, new or changed:
	// POST [RequestBatch], answered with [Ack].
	PathMachineRequests = "/api/v1/machine/requests"
	// PathMachineAudit takes the machine's audit lines in order:
	// POST [AuditBatch], answered with [AuditAck].
	PathMachineAudit = "/api/v1/machine/audit"
	// PathMachineEvents is a text/event-stream of [Event]s for the machine,
	// from the hub's sequence number given as ?after=N: decisions, and the
	// team's state (policy, stop). Each SSE message's id is the Seq.
	PathMachineEvents = "/api/v1/machine/events"

	// PathRequests lists requests across machines (GET, filters as query
	// parameters: status, machine, group, agent, project, rule), answered
	// with []TeamRequest. PathRequests+"/"+ID (a unique prefix of at least
	// 4 characters, with ?machine=M to narrow it) is one request; POST to
	// it plus "/approve", "/reject" or "/revoke", with a [Vote], decides.
	PathRequests = "/api/v1/requests"
	// PathAudit queries the shipped audit lines: GET with machine, since
	// (RFC 3339) and limit; answered with []AuditRecord.
	PathAudit = "/api/v1/audit"
	// PathDeviceStart and PathDeviceToken are the device login of
	// `gatesh team login`: POST to the first gives a [DeviceStart]; the
	// person confirms the user code on the hub's page after signing in
	// there; POSTing {"device_code": ...} to the second then gives a
	// [DeviceToken] (HTTP 428 with error "authorization_pending" before).
	PathDeviceStart = "/api/v1/login/device"
	PathDeviceToken = "/api/v1/login/device/token"
	// PathMachines lists the machines a member may see, with their last
	// contact and sync lag: GET, answered with []MachineStatus.
	PathMachines = "/api/v1/machines"
	// PathWhoAmI names the member a bearer token stands for: GET,
	// answered with [Member].
	PathWhoAmI = "/api/v1/me"
	// PathMachineState is the machine's current [State], signed for it:
	// GET by the machine (its sync asks at each connection of the event
	// stream, so a state lost on the machine comes back).
	PathMachineState = "/api/v1/machine/state"
	// PathStop and PathResume stop and resume every machine of a group
	// (an admin's call): POST a [StopAsk], answered with []Stop, the
	// stops in force after it.
	PathStop   = "/api/v1/stop"
	PathResume = "/api/v1/resume"
	// PathPolicy lists the team policies pushed (GET, an admin or any
	// member), answered with [PolicyList].
	PathPolicy = "/api/v1/policy"
	// PathShadow is what a shadow policy would have decided differently
	// (GET with version, machine, since, limit), answered with [ShadowDiff].
	PathShadow = "/api/v1/shadow"
)

// Verdicts of a decision. A revocation is a later rejection of the same
// request; a machine never lets a rejection become an approval.
const (
	Approved = "approved"
	Rejected = "rejected"
)

// MaxCallSkew is how far a machine's clock may be from the hub's before
// its signed calls are refused. It is generous: calls are idempotent, and
// a machine five minutes off must keep working.
const MaxCallSkew = 15 * time.Minute

// Errors of [VerifyDecision]. Each means the decision must be ignored and
// logged; none may approve anything.
var (
	ErrOtherTeam    = errors.New("decision is for another team")
	ErrOtherMachine = errors.New("decision is for another machine")
	ErrOtherAction  = errors.New("decision is for another action or folder")
	ErrBadVerdict   = errors.New("decision has an unknown verdict")
	ErrNoApprover   = errors.New("approval names no approver")
	ErrBadSignature = errors.New("decision signature does not verify with the team key")
)

// Fingerprint is the lowercase hex sha256 of a raw ed25519 public key. It
// is the team's id, and what an enrolment token pins.
func Fingerprint(pub ed25519.PublicKey) string {
	sum := sha256.Sum256(pub)
	return hex.EncodeToString(sum[:])
}

// EncodeKey and DecodeKey carry raw ed25519 public keys as standard base64.
func EncodeKey(pub ed25519.PublicKey) string { return base64.StdEncoding.EncodeToString(pub) }

// DecodeKey parses a key written by EncodeKey.
func DecodeKey(s string) (ed25519.PublicKey, error) {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil || len(b) != ed25519.PublicKeySize {
		return nil, fmt.Errorf("not a base64 ed25519 public key")
	}
	return ed25519.PublicKey(b), nil
}

// enrolPrefix starts every enrolment token, so a pasted token of another
// kind is refused by its shape.
const enrolPrefix = "gatesh-enrol-v1."

// EnrolToken is what `gatesh-hub enrol` prints: a one-time secret, and the
// fingerprint of the team key the machine must find at the hub.
type EnrolToken struct {
	Team   string // Fingerprint of the team key
	Secret string // base64url, no padding; the hub keeps only its sha256
}

// String formats the token as one shell-safe word.
func (t EnrolToken) String() string { return enrolPrefix + t.Team + "." + t.Secret }

// ParseEnrolToken reads a token written by EnrolToken.String.
func ParseEnrolToken(s string) (EnrolToken, error) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(s), enrolPrefix)
	team, secret, ok2 := strings.Cut(rest, ".")
	if !ok || !ok2 || len(team) != 64 || !isLowerHex(team) || len(secret) < 32 || !isBase64URL(secret) {
		return EnrolToken{}, errors.New("not a gatesh enrolment token (gatesh-hub enrol prints one)")
	}
	return EnrolToken{Team: team, Secret: secret}, nil
}

// JoinRequest registers a machine.
type JoinRequest struct {
	Token     string `json:"token"`
	PublicKey string `json:"public_key"` // EncodeKey of the machine's key
	Name      string `json:"name"`       // the host name, for people to read
}

// JoinResponse names the machine and the team key to pin.
type JoinResponse struct {
	Machine       string `json:"machine"` // the machine's id at the hub
	Team          string `json:"team"`    // Fingerprint of TeamPublicKey
	TeamPublicKey string `json:"team_public_key"`
	Group         string `json:"group"`
	// State is the machine's first team state, signed for it.
	State *State `json:"state,omitempty"`
}

// Fact is one fact besides the text that an approval binds, as a request
// file's "bound" holds it: a git hook, a setting that runs a program, what
// a push would publish.
type Fact struct {
	Kind  string `json:"kind"`
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Rule is one rule that held a request, as in a request file.
type Rule struct {
	ID     string `json:"id"`
	Tier   string `json:"tier"`
	Reason string `json:"reason"`
}

// Request is one of a machine's requests as the hub keeps it: the fields
// of the machine's request file, plus what the hub needs to decide who
// may approve it.
type Request struct {
	ID            string    `json:"id"`
	CreatedAt     time.Time `json:"created_at"`
	ExpiresAt     time.Time `json:"expires_at"`
	Status        string    `json:"status"`
	Command       string    `json:"command"`
	CommandDigest string    `json:"command_digest"`
	CommandBytes  int       `json:"command_bytes,omitempty"`
	Cwd           string    `json:"cwd"`
	Tier          string    `json:"tier"`
	Rules         []Rule    `json:"rules"`
	Session       string    `json:"session,omitempty"`
	Agent         string    `json:"agent,omitempty"`
	Tool          string    `json:"tool,omitempty"`
	Server        string    `json:"server,omitempty"`
	// Bound are the facts besides the text that a local approval binds
	// (git hooks, what a push publishes), as the request file holds them.
	Bound []Fact `json:"bound,omitempty"`
	// Subject is the digest a decision must bind: the machine's
	// queue computes it from everything a local approval binds
	// (queue.Subject.Digest of tool, server, command and Bound), of the
	// exact text even when Redacted.
	Subject string `json:"subject_sha256"`
	// Redacted says the machine replaced secrets in Command and in
	// Bound's values with [REDACTED] before shipping them, as its audit
	// log does (audit.Redact): the secrets stay on the machine. The hub
	// then cannot recompute Subject from what it shows; the machine
	// checks a decision against its own request file.
	Redacted bool `json:"redacted,omitempty"`
	// HiddenSyntax, on a redacted request, says that a part the
	// redaction hid is more than one opaque token (it holds spaces,
	// quotes, or shell or SQL characters), so the text shown may not say
	// what would run: the hub refuses to approve it, and it is approved
	// on the machine.
	HiddenSyntax bool `json:"hidden_syntax,omitempty"`
	// User is the machine login that made the request; a member linked
	// to it may not approve it.
	User string `json:"user"`
	// DecidedBy, DecidedAt and Via say how a decided request was decided
	// on the machine: Via is "local" (the operator's key) or "team".
	DecidedBy string    `json:"decided_by,omitempty"`
	DecidedAt time.Time `json:"decided_at,omitzero"`
	Via       string    `json:"via,omitempty"`
	UsedAt    time.Time `json:"used_at,omitzero"`
	// DecisionReason is the reason given with the decision, if any.
	DecisionReason string `json:"decision_reason,omitempty"`
}

// RequestBatch is a push of requests, oldest change first.
type RequestBatch struct {
	Requests []Request `json:"requests"`
}

// Ack answers a push: how many items the hub now holds of it.
type Ack struct {
	Stored int `json:"stored"`
}

// AuditLine is one line of the machine's audit log, without its newline,
// and its place in the machine's chain, counted from 1 across rotations.
type AuditLine struct {
	Seq  int64  `json:"seq"`
	Line string `json:"line"`
}

// AuditBatch is a push of consecutive audit lines.
type AuditBatch struct {
	Lines []AuditLine `json:"lines"`
	// Gone, when set, says that the lines From to To (just before the
	// batch's first) were lost on the machine before they were shipped:
	// its retention (audit.keep) removed their rotated file while the
	// hub was away. The hub records the declared loss (the next line is
	// flagged "gone", with a note that counts the lines) and counts those
	// seqs as held, so that Through passes them; without Gone, a batch
	// that starts past Through+1 is flagged "gap" and answered with
	// Through.
	Gone *SeqRange `json:"gone,omitempty"`
}

// SeqRange is the audit lines From to To, both included.
type SeqRange struct {
	From int64 `json:"from"`
	To   int64 `json:"to"`
}

// AuditAck answers an audit push: Through is the highest seq the hub holds
// with every line before it, so the machine ships from Through+1 next.
// Flags name what the hub found wrong in the chain (a gap, a fork, a line
// that changed after it was shipped); the lines are kept either way.
type AuditAck struct {
	Through int64    `json:"through"`
	Flags   []string `json:"flags,omitempty"`
}

// AuditRecord is one shipped line as the hub serves it back.
type AuditRecord struct {
	Machine string    `json:"machine"`
	Seq     int64     `json:"seq"`
	At      time.Time `json:"received_at"`
	Line    string    `json:"line"`
	Flag    string    `json:"flag,omitempty"`
	// Note says more of a flag: for "gone", which lines the machine
	// declared removed before it shipped them, and how many.
	Note string `json:"note,omitempty"`
}

// TeamRequest is what `gatesh team pending --json` prints for a request:
// the fields of `gatesh pending --json`, plus the machine and the votes.
type TeamRequest struct {
	ID        string    `json:"id"`
	Command   string    `json:"command"`
	Cwd       string    `json:"cwd"`
	Tier      string    `json:"tier"`
	Rules     []Rule    `json:"rules"`
	CreatedAt time.Time `json:"created_at"`
	ExpiresAt time.Time `json:"expires_at"`
	Status    string    `json:"status"`
	Session   string    `json:"session,omitempty"`
	Agent     string    `json:"agent,omitempty"`
	Tool      string    `json:"tool,omitempty"`
	Server    string    `json:"server,omitempty"`
	// Bound, Redacted and HiddenSyntax are the machine's, as in Request.
	Bound        []Fact `json:"bound,omitempty"`
	Redacted     bool   `json:"redacted,omitempty"`
	HiddenSyntax bool   `json:"hidden_syntax,omitempty"`
	Machine      string `json:"machine"`
	Group        string `json:"group,omitempty"`
	User         string `json:"user,omitempty"`
	Votes        []Vote `json:"votes,omitempty"`
	Quorum       int    `json:"quorum,omitempty"`
	// Approvals is how many distinct members' approvals count toward
	// Quorum now, as the hub counts them when it settles: the approved
	// Votes without NotCounted.
	Approvals int `json:"approvals"`
	// MachineName is the machine's name, for people to read.
	MachineName string `json:"machine_name,omitempty"`
	// Decision is the latest decision the hub signed on the request: the
	// approval or rejection, or a revocation after an approval.
	Decision *Decision `json:"decision,omitempty"`
}

// Vote is one approver's say on a request: the body of an approve, reject
// or revoke call (Reason only), and an entry of TeamRequest.Votes.
type Vote struct {
	Member  string    `json:"member,omitempty"`
	Verdict string    `json:"verdict,omitempty"`
	Reason  string    `json:"reason,omitempty"`
	At      time.Time `json:"at,omitzero"`
	// NotCounted says why an approval no longer counts toward the
	// quorum (its member was removed since, found to be the requester, or
	// no longer holds the approver or admin role of the group); "" while
	// it counts.
	NotCounted string `json:"not_counted,omitempty"`
}

// Event is one message of the machine's event stream.
type Event struct {
	Seq      int64     `json:"seq"`
	Kind     string    `json:"kind"` // "decision", "state" or "ping"
	Decision *Decision `json:"decision,omitempty"`
	// State is the team's standing instruction for the machine: extended
	// by the team policy (a version, a stop).
	State *State `json:"state,omitempty"`
}

// State is what the hub asks of a machine: the team's policy for its
// group, a policy tried in shadow beside it, and whether the team stopped
// it. The hub signs it with the team key for the one machine it names
// (see [State.SignedBytes]); the machine's sync writes it where the gatesh
// shell reads it, and the shell uses it only when it verifies with the
// pinned team key ([VerifyState]).
type State struct {
	PolicyVersion string `json:"policy_version,omitempty"`
	Stopped       bool   `json:"stopped,omitempty"`
	StopReason    string `json:"stop_reason,omitempty"`
	StoppedBy     string `json:"stopped_by,omitempty"`
	// StoppedAt is when the stop in force began.
	StoppedAt time.Time `json:"stopped_at,omitzero"`
	// Team, Machine and Group name whom the state is for.
	Team    string `json:"team,omitempty"`
	Machine string `json:"machine,omitempty"`
	Group   string `json:"group,omitempty"`
	// Policy is the team policy file exactly as the admin pushed it
	// (TOML: rules and [require]); PolicyGroup the group it was pushed
	// for ("*" for every group). Empty with no policy.
	Policy      string `json:"policy,omitempty"`
	PolicyGroup string `json:"policy_group,omitempty"`
	// ShadowVersion and Shadow are a policy pushed with --shadow: the
	// machine classifies with it too and logs where it would differ.
	ShadowVersion string `json:"shadow_version,omitempty"`
	Shadow        string `json:"shadow,omitempty"`
	// IssuedAt is when the hub made this state.
	IssuedAt time.Time `json:"issued_at,omitzero"`
	// Signature is base64 ed25519 of SignedBytes by the team key.
	Signature string `json:"signature,omitempty"`
}

// SignedBytes is the message the team key signs for a state: every field
// but the signature, each as its name, its length and its value, after a
// line that no other signed message of gatesh starts with.
func (s *State) SignedBytes() []byte {
	var b strings.Builder
	b.WriteString("gatesh team state v1\n")
	field := fieldWriter(&b)
	at := func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return t.UTC().Format(time.RFC3339Nano)
	}
	field("team", s.Team)
	field("machine", s.Machine)
	field("group", s.Group)
	field("issued_at", at(s.IssuedAt))
	field("policy_version", s.PolicyVersion)
	field("policy_group", s.PolicyGroup)
	field("policy", s.Policy)
	field("shadow_version", s.ShadowVersion)
	field("shadow", s.Shadow)
	field("stopped", strconv.FormatBool(s.Stopped))
	field("stop_reason", s.StopReason)
	field("stopped_by", s.StoppedBy)
	field("stopped_at", at(s.StoppedAt))
	return []byte(b.String())
}

// SignWith sets s.Signature with a signing function of the team key.
func (s *State) SignWith(sign func(msg []byte) []byte) {
	s.Signature = base64.StdEncoding.EncodeToString(sign(s.SignedBytes()))
}

// Errors of [VerifyState]; each means the state must not be used, and a
// machine of the team then holds every command.
var (
	ErrStateUnsigned = errors.New("the team state carries no signature")
	ErrStateOther    = errors.New("the team state is for another team or machine")
	ErrStateForged   = errors.New("the team state's signature does not verify with the pinned team key")
)

// VerifyState checks s against the pinned team key, the team's
// fingerprint and this machine's id: nil only for a state the team key
// signed for exactly this machine.
func VerifyState(team ed25519.PublicKey, s State, fingerprint, machine string) error {
	switch {
	case s.Signature == "":
		return ErrStateUnsigned
	case s.Team != fingerprint || Fingerprint(team) != fingerprint || s.Machine != machine:
		return ErrStateOther
	}
	sig, err := base64.StdEncoding.DecodeString(s.Signature)
	if err != nil || len(team) != ed25519.PublicKeySize || !ed25519.Verify(team, s.SignedBytes(), sig) {
		return ErrStateForged
	}
	return nil
}

// DeviceStart begins a device login.
type DeviceStart struct {
	DeviceCode      string `json:"device_code"`
	UserCode        string `json:"user_code"`
	VerificationURI string `json:"verification_uri"`
	Interval        int    `json:"interval"`   // seconds between polls
	ExpiresIn       int    `json:"expires_in"` // seconds
}

// DeviceToken ends a device login: the bearer token for approver calls.
type DeviceToken struct {
	Token     string    `json:"token"`
	Member    string    `json:"member"`
	ExpiresAt time.Time `json:"expires_at"`
}

// Error is the body of every refused call.
type Error struct {
	Error string `json:"error"`
	Hint  string `json:"hint,omitempty"`
	// FirstAnswer is, on a machine's POST refused as a replay (HTTP
	// 409), the answer the hub gave the call the first time: a retry
	// whose first answer was lost on the way learns what it did, and
	// nothing is done twice.
	FirstAnswer json.RawMessage `json:"first_answer,omitempty"`
}

// Decision is the hub's signed decision on one request of one machine.
type Decision struct {
	Team    string `json:"team"`
	Machine string `json:"machine"`
	Request string `json:"request"`
	// Subject and Cwd are the request's: what a local approval binds.
	Subject   string    `json:"subject_sha256"`
	Cwd       string    `json:"cwd"`
	Verdict   string    `json:"verdict"`
	ExpiresAt time.Time `json:"expires_at"`
	DecidedAt time.Time `json:"decided_at"`
	// Approvers are the members whose votes made the decision, sorted.
	Approvers []string `json:"approvers"`
	Reason    string   `json:"reason,omitempty"`
	// Policy is the version of the team policy it was made under.
	Policy string `json:"policy_version,omitempty"`
	// Signature is base64 ed25519 of SignedBytes by the team key.
	Signature string `json:"signature"`
}

// SignedBytes is the message the team key signs. Each field is its name,
// its length and its value, so no value can shift bytes into another.
func (d *Decision) SignedBytes() []byte {
	var b strings.Builder
	b.WriteString("gatesh team decision v1\n")
	field := fieldWriter(&b)
	field("team", d.Team)
	field("machine", d.Machine)
	field("request", d.Request)
	field("subject_sha256", d.Subject)
	field("cwd", d.Cwd)
	field("verdict", d.Verdict)
	field("expires_at", d.ExpiresAt.UTC().Format(time.RFC3339Nano))
	field("decided_at", d.DecidedAt.UTC().Format(time.RFC3339Nano))
	field("approvers", strconv.Itoa(len(d.Approvers)))
	for _, a := range d.Approvers {
		field("approver", a)
	}
	field("reason", d.Reason)
	field("policy_version", d.Policy)
	return []byte(b.String())
}

// fieldWriter writes one field of a signed message: its name, its
// length and its value, so no value can shift bytes into another.
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

// Sign sets d.Signature with the team's private key. Approvers are sorted
// first, so the order votes came in does not change the bytes.
func (d *Decision) Sign(team ed25519.PrivateKey) {
	d.SignWith(func(msg []byte) []byte { return ed25519.Sign(team, msg) })
}

// SignWith is Sign with a signing function of the team key, for a key
// that is not held as raw bytes (gatesh-hub's key file).
func (d *Decision) SignWith(sign func(msg []byte) []byte) {
	slices.Sort(d.Approvers)
	d.Signature = base64.StdEncoding.EncodeToString(sign(d.SignedBytes()))
}

// Pin is what a machine pinned when it joined, and checks the team's
// decisions with: the team key, its fingerprint, and the machine's own id
// at the hub.
type Pin struct {
	Key         ed25519.PublicKey
	Fingerprint string
	Machine     string
}

// Bound is what the machine knows on its own about the request a
// decision claims to decide: its pinned team, its own id, and the
// request file's id, subject digest and folder.
type Bound struct {
	Team, Machine, Request, Subject, Cwd string
}

// VerifyDecision checks d against the pinned team key and what the machine
// itself knows of the request. It returns nil only for a decision made for
// exactly this team, machine, request, action and folder, with a known
// verdict, an approver for an approval, and a valid signature.
func VerifyDecision(team ed25519.PublicKey, d Decision, b Bound) error {
	switch {
	case d.Team != b.Team || Fingerprint(team) != b.Team:
		return ErrOtherTeam
	case d.Machine != b.Machine:
		return ErrOtherMachine
	case d.Request != b.Request || d.Subject != b.Subject || d.Cwd != b.Cwd:
		return ErrOtherAction
	case d.Verdict != Approved && d.Verdict != Rejected:
		return ErrBadVerdict
	case d.Verdict == Approved && len(d.Approvers) == 0:
		return ErrNoApprover
	}
	if !slices.IsSorted(d.Approvers) {
		return ErrBadSignature
	}
	sig, err := base64.StdEncoding.DecodeString(d.Signature)
	if err != nil || len(team) != ed25519.PublicKeySize || !ed25519.Verify(team, d.SignedBytes(), sig) {
		return ErrBadSignature
	}
	return nil
}

func isLowerHex(s string) bool {
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

func isBase64URL(s string) bool {
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// MachineStatus is an enrolled machine as the hub sees it.
type MachineStatus struct {
	ID          string    `json:"id"`
	Name        string    `json:"name"`
	Group       string    `json:"group"`
	EnrolledAt  time.Time `json:"enrolled_at"`
	LastContact time.Time `json:"last_contact"`
	// AuditThrough is the highest audit seq the hub holds with every line
	// before it; AuditLagSeconds how far the newest shipped line's own
	// time was behind its arrival.
	AuditThrough    int64   `json:"audit_through"`
	AuditLagSeconds float64 `json:"audit_lag_seconds"`
	// EventSeq is the hub's last event for the machine, EventsAfter the
	// last one the machine asked to read after: the decisions it may not
	// have yet are the difference.
	EventSeq    int64 `json:"event_seq"`
	EventsAfter int64 `json:"events_after"`
	Removed     bool  `json:"removed,omitempty"`
}

// Member is a member of the team as the hub knows them.
type Member struct {
	Email string `json:"email"`
	// Roles maps a machine group ("*" for every group) to viewer,
	// approver or admin.
	Roles map[string]string `json:"roles"`
	// Logins are the machine logins that are this person: LOGIN, or
	// LOGIN@MACHINE.
	Logins []string `json:"logins,omitempty"`
	// Scope is the scope of the token that asked: read or approve.
	Scope string `json:"scope,omitempty"`
}
