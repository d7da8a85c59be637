package queue

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"gatesh/internal/dirwatch"
	"gatesh/keys"
)

// DefaultTTL is how long a request can be decided when hold.ttl is unset.
const DefaultTTL = 24 * time.Hour

// MaxPoll is the longest pause Wait allows between two looks at a request.
const MaxPoll = 200 * time.Millisecond

// Sentinel errors. Operations wrap them with %w; test with errors.Is.
var (
	ErrNotFound       = errors.New("no such request")
	ErrAmbiguous      = errors.New("id prefix matches more than one request")
	ErrAlreadyDecided = errors.New("request is already decided")
	// ErrNotApproved is a revocation of a request with no approval to
	// take back: pending ones are rejected instead.
	ErrNotApproved = errors.New("request has no approval to revoke")
	// ErrRevocable comes with ErrAlreadyDecided for an approval that has
	// not run yet: Revoke can take it back.
	ErrRevocable = errors.New("not used yet, so it can be revoked")
	ErrExpired   = errors.New("request has expired")
	ErrRejected  = errors.New("request was rejected")
	ErrUsed      = errors.New("approval was already used")
	ErrPending   = errors.New("request is not approved yet")
	ErrForged    = errors.New("request claims a decision whose signature does not verify")
	ErrMismatch  = errors.New("approval is for a different command or cwd")
	// ErrTooLarge is an approval of a command longer than MaxCommand: the
	// queue keeps only its start, so nobody could read what would run.
	ErrTooLarge = errors.New("the command is longer than the queue keeps, so it cannot be approved")
	// ErrTooShort is an id prefix shorter than MinPrefix: one or two
	// letters pick a request by luck, not by reading it.
	ErrTooShort = errors.New("id prefix is too short")
	// ErrChanged is an approval of a request whose command, facts or
	// folder are not those its approver was shown: the request file was
	// rewritten meanwhile.
	ErrChanged = errors.New("the request changed since it was shown")
)

// MinPrefix is the fewest characters of an id that name a request.
const MinPrefix = 4

// ShortPrefixError is an id prefix shorter than MinPrefix. IDs lists the
// requests it would have matched, so the operator sees what a slip of
// the keyboard would have decided. It matches ErrTooShort under errors.Is.
type ShortPrefixError struct {
	Prefix string
	IDs    []string
	// Commands holds the command of each of IDs, "" where its file
	// cannot be read.
	Commands []string
}

func (e *ShortPrefixError) Error() string {
	msg := fmt.Sprintf("id prefix %q is too short: give at least %d characters", e.Prefix, MinPrefix)
	switch len(e.IDs) {
	case 0:
		return msg + "; it matches no request"
	case 1:
		return msg + "; it would have matched request " + e.IDs[0]
	}
	return fmt.Sprintf("%s; it would have matched %d requests: %s", msg, len(e.IDs), strings.Join(e.IDs, ", "))
}

func (e *ShortPrefixError) Unwrap() error { return ErrTooShort }

// AmbiguousError names the requests an id prefix matches. It matches
// ErrAmbiguous under errors.Is.
type AmbiguousError struct {
	Prefix string
	IDs    []string
}

func (e *AmbiguousError) Error() string {
	return fmt.Sprintf("id prefix %q matches %d requests: %s", e.Prefix, len(e.IDs), strings.Join(e.IDs, ", "))
}

func (e *AmbiguousError) Unwrap() error { return ErrAmbiguous }

// Queue is the request folder. It is safe for use by many goroutines and
// processes at once: every change happens under the folder's flock.
type Queue struct {
	dir string
	now func() time.Time
	ttl time.Duration
	// keep is how long archived requests stay in done/.
	keep time.Duration
	// journal is told of each change before it is made.
	journal func(Change) error
	// team verifies the team's decisions; nil trusts none.
	team *Team
	// localOff is set when approvals signed with the operator's key no
	// longer count (LocalApprovals).
	localOff bool
}

// Change is a change to the queue, as the journal is told of it.
type Change struct {
	// Event is "held", "approved", "rejected", "revoked", "used", "expired",
	// "archived" or "purged": the names of the audit log's events.
	Event string
	// Request is the request as the change leaves it; for "archived" and
	// "purged", as it was moved or deleted.
	Request Request
	// Signer is the operator's key that signed the decision, on
	// "approved", "rejected" and "revoked"; nil on the other changes.
	// The journal seals the decision's record with it.
	Signer *keys.Signer
}

// The events a Change can carry.
const (
	EventHeld     = "held"
	EventApproved = "approved"
	EventRejected = "rejected"
	EventRevoked  = "revoked"
	EventUsed     = "used"
	EventExpired  = "expired"
	EventArchived = "archived"
	EventPurged   = "purged"
)

// JournalError is a change that was not made because the journal could
// not record it.
type JournalError struct {
	Change Change
	Err    error
}

func (e *JournalError) Error() string {
	return fmt.Sprintf("request %s not %s: %v", e.Change.Request.ID, e.Change.Event, e.Err)
}

func (e *JournalError) Unwrap() error { return e.Err }

// Journal sets f to be told of every change this Queue makes (a new
// request, a decision, a use, an expiry, an archiving, a purge), under the
// queue's lock, once the new file is written under a temporary name and
// before it is renamed into place. When f fails, the change is not made
// and the operation returns a *JournalError: a change that cannot be
// logged does not take effect, and one that cannot be written (a full
// disk) is not logged. A crash between the log and the rename leaves a
// logged change that was not made, never a change that was not logged.
// Call it before sharing the Queue between goroutines.
func (q *Queue) Journal(f func(Change) error) { q.journal = f }

// Retain sets how long archived requests are kept in done/ before they
// are purged; 0 means DefaultKeep.
func (q *Queue) Retain(d time.Duration) { q.keep = d }

// record tells the journal of a change about to be made; s is the key
// that signed a decision, nil for other changes.
func (q *Queue) record(event string, req Request, s *keys.Signer) error {
	if q.journal == nil {
		return nil
	}
	c := Change{Event: event, Request: req, Signer: s}
	if err := q.journal(c); err != nil {
		return &JournalError{Change: c, Err: err}
	}
	return nil
}

// expired records req as expired; the caller holds the lock.
func (q *Queue) expired(req Request) error {
	req.Status = Expired
	return q.change(EventExpired, req, nil)
}

// Open returns the queue kept in dir, creating the folder (0700) when it
// is missing. now is the clock for every timestamp and expiry check; ttl
// is how long a new request can be decided, and 0 makes it expire at once.
func Open(dir string, now func() time.Time, ttl time.Duration) (*Queue, error) {
	if now == nil {
		return nil, errors.New("queue: no clock")
	}
	if ttl < 0 {
		return nil, fmt.Errorf("queue: negative ttl %v", ttl)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("creating queue folder: %w", err)
	}
	return &Queue{dir: dir, now: now, ttl: ttl}, nil
}

// Dir returns the queue folder.
func (q *Queue) Dir() string { return q.dir }

// stamp is the current time as stored in files: UTC, to the millisecond.
func (q *Queue) stamp() time.Time {
	return q.now().UTC().Truncate(time.Millisecond)
}

// State is what a request file means once its signature and expiry are
// checked: Status is the effective status, which can differ from the one
// the file records.
type State struct {
	Request Request
	// Status is Approved only for an unexpired approval that the verifier
	// verifies; Expired once now reaches ExpiresAt for anything not used
	// or rejected.
	Status Status
	// Forged is set when the file claims a decision (approved, rejected,
	// used) whose signature does not verify. Such a request counts as
	// pending until it expires; callers log it as forged_decision.
	Forged bool
}

// evaluate derives a request's effective state. It fails closed: only a
// verified, unexpired approval is Approved. A decision verifies with the
// operator's key v (Signature), or with the trusted team's key when the
// file says via "team" (TeamDecision); a team approval ends at the
// decision's expiry at the latest (Request.Expiry).
func (q *Queue) evaluate(req Request, v *keys.Verifier, now time.Time) State {
	st := State{Request: req, Status: Pending}
	if req.Status == Expired {
		st.Status = Expired
		return st
	}
	var valid bool
	if req.Via == ViaTeam || req.TeamDecision != nil {
		valid = req.Status != Pending && req.teamValid(q.team)
	} else {
		// A via other than local names no decision the operator's key backs.
		valid = req.Status != Pending && (req.Via == "" || req.Via == ViaLocal) && req.signatureValid(v)
	}
	st.Forged = req.Status != Pending && !valid
	// With local approvals off, the operator's approval that has not run
	// waits for the team's; it is not forged.
	approves := valid && !(q.localOff && req.Via != ViaTeam)
	switch {
	case valid && (req.Status == Used || req.Status == Rejected):
		st.Status = req.Status
	case !now.Before(req.Expiry()):
		st.Status = Expired
	case approves && req.Status == Approved:
		st.Status = Approved
	}
	return st
}

// needsExpiry reports whether the file should be rewritten as expired.
func (st State) needsExpiry() bool {
	return st.Status == Expired && st.Request.Status != Expired
}

// NewRequest is what the shim knows about a held command.
type NewRequest struct {
	Command string // the exact command text, byte for byte
	Cwd     string
	Tier    string // "red", or whatever tier the rules gave
	Rules   []Rule
	Session string
	Agent   string
	Tool    string // the tool of a tool call; "" for a shell command
	User    string // the login that asked (passwd.Name of the effective uid)
	Server  string // the MCP server of a tool call, "" when none is known
	// Bound are the facts the approval binds besides the text (see
	// Fact), at most MaxFacts, each field at most MaxFactField bytes.
	Bound []Fact
}

// Subject is what an approval of the new request binds, besides its folder.
func (n NewRequest) Subject() Subject {
	return Subject{Tool: n.Tool, Server: n.Server, Command: n.Command, Facts: n.Bound}
}

// Submit returns the open request for the same subject (command bytes,
// tool, server and facts) and cwd, or creates one. Open means pending or approved but not used, and unexpired;
// a request found expired is recorded as expired on the way. created
// reports whether a new file was written, so the caller notifies only
// once; the journal is told of it as "held" first. A command longer than
// MaxCommand is kept as its start, its digest and its length (see
// Request.CommandBytes), and can be rejected but never approved. Facts
// past the limits, or a server longer than MaxField, are an error.
func (q *Queue) Submit(n NewRequest) (req Request, created bool, err error) {
	if err := checkFacts(n.Bound); err != nil {
		return Request{}, false, err
	}
	if len(n.Server) > MaxField {
		return Request{}, false, fmt.Errorf("server name longer than %d bytes", MaxField)
	}
	unlock, err := q.lock()
	if err != nil {
		return Request{}, false, err
	}
	defer unlock()

	now := q.stamp()
	digest := n.Subject().Digest()
	ids, err := q.ids()
	if err != nil {
		return Request{}, false, err
	}
	var reuse *Request
	for _, id := range ids {
		r, err := q.readMatching(id, digest)
		if err != nil {
			// A file that cannot be read cannot be reused; a new request is the safe side.
			continue
		}
		if r.CommandDigest != digest || r.Cwd != n.Cwd || (r.Status != Pending && r.Status != Approved) {
			continue
		}
		if !now.Before(r.ExpiresAt) {
			if err := q.expired(r); err != nil {
				return Request{}, false, err
			}
			continue
		}
		if reuse == nil || betterReuse(r, *reuse) {
			reuse = &r
		}
	}
	if reuse != nil {
		return *reuse, false, nil
	}

	id, err := q.freshID(ids)
	if err != nil {
		return Request{}, false, err
	}
	rules := n.Rules
	if rules == nil {
		rules = []Rule{}
	}
	req = Request{
		ID:            id,
		CreatedAt:     now,
		ExpiresAt:     now.Add(q.ttl),
		Status:        Pending,
		Command:       n.Command,
		CommandDigest: digest,
		Cwd:           n.Cwd,
		Tier:          n.Tier,
		Rules:         rules,
		Session:       n.Session,
		Agent:         n.Agent,
		Tool:          n.Tool,
		User:          n.User,
		Server:        n.Server,
		Bound:         SortFacts(n.Bound),
	}
	req.bound()
	if err := q.change(EventHeld, req, nil); err != nil {
		return Request{}, false, err
	}
	return req, true, nil
}

// betterReuse prefers an approved request, then the oldest.
func betterReuse(a, b Request) bool {
	if (a.Status == Approved) != (b.Status == Approved) {
		return a.Status == Approved
	}
	return a.CreatedAt.Before(b.CreatedAt)
}

func (q *Queue) freshID(taken []string) (string, error) {
	used := make(map[string]bool, len(taken))
	for _, id := range taken {
		used[id] = true
	}
	for range 8 {
		id, err := newID()
		if err != nil {
			return "", err
		}
		if !used[id] {
			return id, nil
		}
	}
	return "", errors.New("making request id: no unused id found")
}

// resolve turns an id or a unique id prefix of at least MinPrefix
// characters into an id: of a request in the queue folder, else of an
// archived one.
func (q *Queue) resolve(prefix string) (string, error) {
	p := strings.ToLower(prefix)
	if !validIDPrefix(p) {
		return "", fmt.Errorf("%q is not a request id: %w", prefix, ErrNotFound)
	}
	if len(p) < MinPrefix {
		return "", q.shortPrefix(prefix, p)
	}
	for _, dir := range []string{q.dir, filepath.Join(q.dir, doneName)} {
		ids, _, err := listDir(dir)
		if err != nil {
			return "", err
		}
		var matches []string
		for _, id := range ids {
			if id == p {
				return id, nil
			}
			if strings.HasPrefix(id, p) {
				matches = append(matches, id)
			}
		}
		switch len(matches) {
		case 0:
			continue
		case 1:
			return matches[0], nil
		}
		sort.Strings(matches)
		return "", &AmbiguousError{Prefix: prefix, IDs: matches}
	}
	return "", fmt.Errorf("request %s: %w", prefix, ErrNotFound)
}

// shortPrefix names the open requests (else any) a too-short prefix matches.
func (q *Queue) shortPrefix(prefix, p string) error {
	e := &ShortPrefixError{Prefix: prefix}
	for _, dir := range []string{q.dir, filepath.Join(q.dir, doneName)} {
		ids, _, err := listDir(dir)
		if err != nil {
			return err
		}
		for _, id := range ids {
			if strings.HasPrefix(id, p) {
				e.IDs = append(e.IDs, id)
			}
		}
		if len(e.IDs) > 0 {
			break
		}
	}
	sort.Strings(e.IDs)
	for _, id := range e.IDs {
		req, _ := q.read(id)
		e.Commands = append(e.Commands, req.Command)
	}
	return e
}

// Get returns the state of the request named by an id or unique id
// prefix, recording its expiry if it has just expired. Errors: ErrNotFound,
// *ShortPrefixError, *AmbiguousError, *CorruptError.
func (q *Queue) Get(idOrPrefix string, v *keys.Verifier) (State, error) {
	id, err := q.resolve(idOrPrefix)
	if err != nil {
		return State{}, err
	}
	return q.get(id, v)
}

func (q *Queue) get(id string, v *keys.Verifier) (State, error) {
	req, err := q.read(id)
	if err != nil {
		return State{}, err
	}
	st := q.evaluate(req, v, q.stamp())
	if st.needsExpiry() {
		return q.recordExpiry(id, v)
	}
	return st, nil
}

// recordExpiry rewrites an expired request as expired, under the lock and
// from a fresh read, so that a decision written meanwhile is not lost.
func (q *Queue) recordExpiry(id string, v *keys.Verifier) (State, error) {
	unlock, err := q.lock()
	if err != nil {
		return State{}, err
	}
	defer unlock()
	req, err := q.read(id)
	if err != nil {
		return State{}, err
	}
	st := q.evaluate(req, v, q.stamp())
	if err := q.saveExpiry(st); err != nil {
		return State{}, err
	}
	if st.Status == Expired {
		st.Request.Status = Expired
	}
	return st, nil
}

// saveExpiry records an expiry that evaluate found; the caller holds the lock.
func (q *Queue) saveExpiry(st State) error {
	if !st.needsExpiry() {
		return nil
	}
	return q.expired(st.Request)
}

// Listing is every request in the queue and every file that could not be read.
type Listing struct {
	States  []State // sorted by created_at, then id
	Corrupt []*CorruptError
	// TidyErr says why finished requests could not be moved to done/ or
	// purged (a move that cannot be logged is not made); the listing is
	// complete all the same.
	TidyErr error
}

// List returns all requests in the queue folder, oldest first, recording
// the expiry of those that have expired. Unreadable files are reported in
// Corrupt and left alone. On the way it tidies the folder: finished
// requests (used, expired, rejected and past expiry) move to done/, where
// ListAll and Get still find them, and are purged after the retention
// (see Retain); temporary files left by killed writers are removed. Moves
// and purges are told to the journal first, and only made with one.
func (q *Queue) List(v *keys.Verifier) (Listing, error) {
	ids, temps, err := listDir(q.dir)
	if err != nil {
		return Listing{}, err
	}
	var l Listing
	var finished []string
	now := q.stamp()
	for _, id := range ids {
		req, err := q.read(id)
		var corrupt *CorruptError
		if errors.As(err, &corrupt) {
			l.Corrupt = append(l.Corrupt, corrupt)
			continue
		}
		if errors.Is(err, ErrNotFound) {
			continue // removed since the folder was read
		}
		if err != nil {
			return Listing{}, err
		}
		st := q.evaluate(req, v, now)
		if st.needsExpiry() {
			if st, err = q.recordExpiry(id, v); err != nil {
				return Listing{}, err
			}
		}
		if archivable(st, now) {
			finished = append(finished, id)
		}
		l.States = append(l.States, st)
	}
	if len(temps) > 0 || q.journal != nil && (len(finished) > 0 || q.purgeDue()) {
		l.TidyErr = q.tidy(finished, temps, v)
	}
	sortStates(l.States)
	return l, nil
}

// sortStates orders by created_at, then id.
func sortStates(states []State) {
	sort.Slice(states, func(i, j int) bool {
		a, b := states[i].Request, states[j].Request
		if !a.CreatedAt.Equal(b.CreatedAt) {
			return a.CreatedAt.Before(b.CreatedAt)
		}
		return a.ID < b.ID
	})
}

// Approve signs an approval of the pending request named by id or unique
// prefix. by names the operator; reason may be empty. The approval's
// expires_at is the request's, or now plus the queue's ttl if that is
// sooner. The journal is told first. Errors: ErrNotFound,
// *ShortPrefixError, *AmbiguousError, *CorruptError, ErrExpired (the expiry is recorded),
// ErrAlreadyDecided, ErrTooLarge, *JournalError. A request whose file
// claims an unverifiable decision is still pending and can be approved.
func (q *Queue) Approve(idOrPrefix string, s *keys.Signer, by, reason string) (Request, error) {
	return q.decide(idOrPrefix, Approved, "", s, by, reason)
}

// ApproveShown is Approve of the request as its approver was shown it:
// shown is the request's Shown then. Whoever may write the queue (the
// agent's user, in the two-user setup) can rewrite a request between
// the page that shows it and the click that approves it; the approval
// would then sign the new text. A request that differs is not decided:
// ErrChanged.
func (q *Queue) ApproveShown(idOrPrefix, shown string, s *keys.Signer, by, reason string) (Request, error) {
	if shown == "" {
		return Request{}, fmt.Errorf("request %s: %w: nothing was shown", idOrPrefix, ErrChanged)
	}
	return q.decide(idOrPrefix, Approved, shown, s, by, reason)
}

// Shown names what an approval of r signs, as its approver is shown it:
// the command digest (the text, tool, server and facts) and the folder.
func (r Request) Shown() string {
	sum := sha256.Sum256([]byte("gatesh shown v1\n" + r.CommandDigest + "\n" + r.Cwd + "\n"))
	return hex.EncodeToString(sum[:])
}

// Reject signs a rejection; it fails as Approve does.
func (q *Queue) Reject(idOrPrefix string, s *keys.Signer, by, reason string) (Request, error) {
	return q.decide(idOrPrefix, Rejected, "", s, by, reason)
}

// Revoke takes back an approval that has not been used: the request is
// signed anew as rejected, the journal is told of it as "revoked" first,
// and from then on Use refuses it (ErrRejected), in every process, since
// Use reads the file under the same lock. Errors: those of Approve, and
// ErrNotApproved for a pending request (reject it instead), ErrUsed for
// an approval that already ran, ErrAlreadyDecided for a rejected one.
func (q *Queue) Revoke(idOrPrefix string, s *keys.Signer, by, reason string) (Request, error) {
	return q.decide(idOrPrefix, revoke, "", s, by, reason)
}

// revoke is decide's pseudo-status for a revocation.
const revoke Status = "revoke"

func (q *Queue) decide(idOrPrefix string, decision Status, shown string, s *keys.Signer, by, reason string) (Request, error) {
	if s == nil {
		return Request{}, errors.New("deciding a request: no signing key")
	}
	unlock, err := q.lock()
	if err != nil {
		return Request{}, err
	}
	defer unlock()
	id, err := q.resolve(idOrPrefix)
	if err != nil {
		return Request{}, err
	}
	req, err := q.read(id)
	if err != nil {
		return Request{}, err
	}
	now := q.stamp()
	st := q.evaluate(req, s.Verifier(), now)
	switch st.Status {
	case Expired:
		if err := q.saveExpiry(st); err != nil {
			return Request{}, err
		}
		return Request{}, fmt.Errorf("request %s expired at %s: %w", id, req.ExpiresAt.Format(time.RFC3339), ErrExpired)
	case Pending:
		if decision == revoke {
			return Request{}, fmt.Errorf("request %s is pending: %w", id, ErrNotApproved)
		}
	case Approved:
		if decision != revoke {
			return Request{}, fmt.Errorf("request %s is approved: %w (%w)", id, ErrAlreadyDecided, ErrRevocable)
		}
	case Used:
		if decision == revoke {
			return Request{}, fmt.Errorf("request %s already ran once: %w", id, ErrUsed)
		}
		return Request{}, fmt.Errorf("request %s is %s: %w", id, st.Status, ErrAlreadyDecided)
	default:
		return Request{}, fmt.Errorf("request %s is %s: %w", id, st.Status, ErrAlreadyDecided)
	}
	event := EventApproved
	switch decision {
	case Rejected:
		event = EventRejected
	case revoke:
		event, decision = EventRevoked, Rejected
		reason = strings.TrimSuffix("approval revoked: "+reason, ": ")
	}
	if decision == Approved && q.localOff {
		return Request{}, fmt.Errorf("request %s: %w", id, ErrLocalOff)
	}
	if decision == Approved && shown != "" && req.Shown() != shown {
		return Request{}, fmt.Errorf("request %s: %w: its command, what it binds or its folder differ from what was shown; read it again", id, ErrChanged)
	}
	if decision == Approved && req.Truncated() {
		return Request{}, fmt.Errorf("request %s holds %d of the %d bytes of its command: %w", id, len(req.Command), req.CommandBytes, ErrTooLarge)
	}
	req.Status = decision
	// An approval never outlives the ttl from the moment it is given, even
	// when the file's expires_at was pushed out by hand before the decision.
	if limit := now.Add(q.ttl); req.ExpiresAt.After(limit) {
		req.ExpiresAt = limit
	}
	req.DecidedBy = by
	req.DecidedAt = now
	req.DecisionReason = cut(reason, MaxField)
	req.UsedAt = time.Time{}
	req.Via, req.TeamDecision = ViaLocal, nil
	req.Signature = base64Std.EncodeToString(s.Sign(req.SignedBytes()))
	if err := q.change(event, req, s); err != nil {
		return Request{}, err
	}
	return req, nil
}

// Use consumes the approval of request id for the command with this
// digest (see Digest) run in cwd. A nil error means the caller may run the
// command now, once: the request is recorded as used before Use returns,
// and of any number of racing callers, in any processes, exactly one gets
// nil. The journal is told first. Errors: ErrNotFound, *CorruptError,
// ErrPending, ErrForged, ErrRejected, ErrExpired (recorded), ErrUsed,
// ErrMismatch, *JournalError.
func (q *Queue) Use(id, digest, cwd string, v *keys.Verifier) (Request, error) {
	if !validIDPrefix(id) || len(id) != idLen {
		return Request{}, fmt.Errorf("%q is not a request id: %w", id, ErrNotFound)
	}
	unlock, err := q.lock()
	if err != nil {
		return Request{}, err
	}
	defer unlock()
	req, err := q.read(id)
	if err != nil {
		return Request{}, err
	}
	now := q.stamp()
	st := q.evaluate(req, v, now)
	switch st.Status {
	case Approved:
	case Expired:
		if err := q.saveExpiry(st); err != nil {
			return Request{}, err
		}
		return Request{}, fmt.Errorf("request %s: %w", id, ErrExpired)
	case Used:
		return Request{}, fmt.Errorf("request %s: %w", id, ErrUsed)
	case Rejected:
		return Request{}, fmt.Errorf("request %s: %w", id, ErrRejected)
	default:
		if st.Forged {
			return Request{}, fmt.Errorf("request %s: %w", id, ErrForged)
		}
		return Request{}, fmt.Errorf("request %s: %w", id, ErrPending)
	}
	if digest != req.CommandDigest || cwd != req.Cwd {
		return Request{}, fmt.Errorf("request %s: %w", id, ErrMismatch)
	}
	req.Status = Used
	req.UsedAt = now
	if err := q.change(EventUsed, req, nil); err != nil {
		return Request{}, err
	}
	return req, nil
}

// Expire ends request id now if it is still open (pending, or approved
// and not used): it is recorded as expired, which counts as rejected and
// needs no signature; the journal is told first. It reports whether it
// changed anything; a used, rejected or expired request is left as it is.
// Errors: ErrNotFound, *CorruptError, *JournalError.
func (q *Queue) Expire(id string) (Request, bool, error) {
	if !validIDPrefix(id) || len(id) != idLen {
		return Request{}, false, fmt.Errorf("%q is not a request id: %w", id, ErrNotFound)
	}
	unlock, err := q.lock()
	if err != nil {
		return Request{}, false, err
	}
	defer unlock()
	req, err := q.read(id)
	if err != nil {
		return Request{}, false, err
	}
	if req.Status != Pending && req.Status != Approved {
		return req, false, nil
	}
	if err := q.expired(req); err != nil {
		return Request{}, false, err
	}
	req.Status = Expired
	return req, true, nil
}

// Wait returns the state of request id once it is no longer pending
// (approved, rejected, expired or used). It looks again whenever the
// queue folder changes (inotify, on Linux), and every poll at the latest
// (at most MaxPoll), so a decision reaches it within milliseconds. It
// looks at least once, even when ctx has already ended. When ctx ends
// first, it returns the last pending state and ctx.Err(); a forged
// decision keeps the request pending and sets State.Forged.
func (q *Queue) Wait(ctx context.Context, id string, v *keys.Verifier, poll time.Duration) (State, error) {
	if poll <= 0 || poll > MaxPoll {
		poll = MaxPoll
	}
	if !validIDPrefix(id) || len(id) != idLen {
		return State{}, fmt.Errorf("%q is not a request id: %w", id, ErrNotFound)
	}
	// Watch before the first look, so that no change falls between them.
	w := dirwatch.Open(q.dir, false)
	if w != nil {
		defer w.Close()
	}
	t := time.NewTimer(poll)
	defer t.Stop()
	for {
		st, err := q.get(id, v)
		if err != nil || st.Status != Pending {
			return st, err
		}
		if ctx.Err() != nil {
			return st, ctx.Err()
		}
		if w != nil {
			d := poll
			if dl, ok := ctx.Deadline(); ok && time.Until(dl) < d {
				d = max(time.Until(dl), time.Millisecond)
			}
			w.Wait(ctx, d)
			continue
		}
		t.Reset(poll)
		select {
		case <-ctx.Done():
			return st, ctx.Err()
		case <-t.C:
		}
	}
}
