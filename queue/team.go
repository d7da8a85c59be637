package queue

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"gatesh/keys"
	"gatesh/teamapi"
)

// How a request was decided, as its file's via says.
const (
	ViaLocal = "local" // the operator's key signed it (Signature)
	ViaTeam  = "team"  // the team's hub signed it (TeamDecision)
)

// Team is what a queue needs to verify a team's decisions: the pinned
// team key, the fingerprint this machine pinned it by, and this
// machine's id at the hub. The audit log's check of the records of team
// decisions takes the same.
type Team = teamapi.Pin

// Errors about team decisions.
var (
	// ErrLocalOff is a local approval while local approvals are off
	// (LocalApprovals): only the team approves.
	ErrLocalOff = errors.New("local approvals are off (team.local_approvals = false): approvals come from the team")
	// ErrNoTeam is a team decision for a queue that trusts no team key.
	ErrNoTeam = errors.New("this machine trusts no team key")
)

// RefusedError is a team decision that TeamDecide did not record: it
// decides nothing. Request is the request file as it stands (only its id
// when there is none); Err says why: one of teamapi's verification
// errors (the decision is forged, or for another machine or action),
// ErrNotFound, ErrExpired, ErrUsed or ErrAlreadyDecided (a replay, or a
// rejection followed by an approval), ErrTooLarge, or ErrNoTeam.
type RefusedError struct {
	Request Request
	Err     error
}

func (e *RefusedError) Error() string {
	return fmt.Sprintf("team decision on request %s refused: %v", e.Request.ID, e.Err)
}

func (e *RefusedError) Unwrap() error { return e.Err }

// Forged reports whether the refused decision's signature does not verify
// with the pinned team key, as opposed to a valid decision that does not
// apply here.
func (e *RefusedError) Forged() bool {
	return errors.Is(e.Err, teamapi.ErrBadSignature) || errors.Is(e.Err, teamapi.ErrOtherTeam)
}

// TrustTeam makes the queue accept the decisions that t's key signs for
// this machine, wherever it accepts the operator's (Get, List, Wait,
// Use). nil trusts no team. Call it before sharing the Queue.
func (q *Queue) TrustTeam(t *Team) { q.team = t }

// LocalApprovals sets whether approvals signed with the operator's key
// count (they do unless this is called with false). Off, Approve refuses
// with ErrLocalOff and an approval already signed counts as pending;
// local rejections, revocations and approvals already used stand. Call it
// before sharing the Queue.
func (q *Queue) LocalApprovals(on bool) { q.localOff = !on }

// CanApprove reports whether any approval could verify in this queue: a
// team is trusted, or the operator's key v is there and local approvals
// are on. Without either, waiting for an approval is waiting for nothing.
func (q *Queue) CanApprove(v *keys.Verifier) bool {
	return q.team != nil || !q.localOff && v != nil
}

// SubjectDigest is the digest a decision on r binds: its Subject's
// digest (tool, server, command and facts), or, for a request that holds
// only the start of its command, the digest of the whole kept when it
// was filed.
func (r *Request) SubjectDigest() string {
	if r.Truncated() {
		return r.CommandDigest
	}
	return r.digest()
}

// Expiry is when r's decision stops counting: its expires_at, or a team
// decision's own expiry when that is sooner, whatever the file's
// expires_at says (an agent may edit it; the decision is signed).
func (r *Request) Expiry() time.Time {
	if r.Via == ViaTeam && r.TeamDecision != nil && r.TeamDecision.ExpiresAt.Before(r.ExpiresAt) {
		return r.TeamDecision.ExpiresAt
	}
	return r.ExpiresAt
}

// Approvers names who decided r: the team decision's approvers, or the
// operator of a local decision; nil while it is pending.
func (r *Request) Approvers() []string {
	switch {
	case r.Via == ViaTeam && r.TeamDecision != nil:
		return r.TeamDecision.Approvers
	case r.DecidedBy != "":
		return []string{r.DecidedBy}
	}
	return nil
}

// teamBound is what this machine knows of r on its own, for VerifyDecision.
func (r *Request) teamBound(t *Team) teamapi.Bound {
	return teamapi.Bound{Team: t.Fingerprint, Machine: t.Machine, Request: r.ID, Subject: r.SubjectDigest(), Cwd: r.Cwd}
}

// teamValid reports whether r carries a team decision that t's key
// signed for exactly this request, with the verdict its status claims.
func (r *Request) teamValid(t *Team) bool {
	d := r.TeamDecision
	if t == nil || d == nil || r.Via != ViaTeam || r.Signature != "" {
		return false
	}
	want := teamapi.Approved
	if r.decision() == Rejected {
		want = teamapi.Rejected
	}
	switch {
	case d.Verdict != want:
		return false
	case r.Truncated():
		if want != teamapi.Rejected {
			return false
		}
	case r.digest() != r.CommandDigest:
		return false
	}
	return teamapi.VerifyDecision(t.Key, *d, r.teamBound(t)) == nil
}

// TeamDecide records the team's decision d on the request it names; v is
// the operator's key, which tells a local decision from a forged one. It
// verifies d first, under the queue's lock, with the pinned team key
// against the request file as it is on this machine (its id, subject
// digest and folder) and this machine's id, never against what d says of
// them. Then a pending request becomes approved or rejected, and an
// approval that has not run is revoked by a rejection; the journal is
// told first, and the request file says via "team" and keeps d. The same
// decision arriving again changes nothing (applied is false, err nil):
// the hub delivers at least once; but an approval arriving again after
// its command ran is refused as the replay it may be. Anything else is a *RefusedError and
// changes nothing: a rejection never becomes an approval, and an
// approval never runs twice. An approval ends at the sooner of the
// request's expiry and the decision's (Request.Expiry).
func (q *Queue) TeamDecide(d teamapi.Decision, v *keys.Verifier) (req Request, applied bool, err error) {
	refuse := func(req Request, err error) (Request, bool, error) {
		if req.ID == "" {
			req = Request{ID: d.Request, Cwd: d.Cwd}
		}
		return req, false, &RefusedError{Request: req, Err: err}
	}
	if !validIDPrefix(d.Request) || len(d.Request) != idLen {
		return refuse(Request{}, fmt.Errorf("%q is not a request id: %w", d.Request, ErrNotFound))
	}
	if q.team == nil {
		return refuse(Request{}, ErrNoTeam)
	}
	unlock, err := q.lock()
	if err != nil {
		return Request{}, false, err
	}
	defer unlock()
	req, err = q.read(d.Request)
	if errors.Is(err, ErrNotFound) {
		// Another machine's decision, or a forged one, names a request
		// this machine never had: say that, rather than only that the
		// request is not here.
		claimed := teamapi.Bound{Team: q.team.Fingerprint, Machine: q.team.Machine, Request: d.Request, Subject: d.Subject, Cwd: d.Cwd}
		if verr := teamapi.VerifyDecision(q.team.Key, d, claimed); verr != nil {
			err = verr
		}
		return refuse(Request{}, err)
	}
	if err != nil {
		return Request{}, false, err
	}
	if err := teamapi.VerifyDecision(q.team.Key, d, req.teamBound(q.team)); err != nil {
		return refuse(req, err)
	}
	if req.Via == ViaTeam && req.TeamDecision != nil && req.TeamDecision.Signature == d.Signature {
		if d.Verdict == teamapi.Approved && req.Status == Used {
			// Delivered again after it ran: a replay, whoever sent it.
			return refuse(req, fmt.Errorf("request %s already ran once: %w", req.ID, ErrUsed))
		}
		return req, false, nil
	}
	now := q.stamp()
	st := q.evaluate(req, v, now)
	event := EventApproved
	switch {
	// Whatever its signature, a file that says used or rejected is never
	// approved: without the key that signed it (v nil, or another), a
	// used approval would look forged, hence pending, and run again.
	case d.Verdict == teamapi.Approved && req.Status == Used:
		return refuse(req, fmt.Errorf("request %s already ran once: %w", req.ID, ErrUsed))
	case d.Verdict == teamapi.Approved && req.Status == Rejected:
		return refuse(req, fmt.Errorf("request %s is rejected: %w", req.ID, ErrAlreadyDecided))
	case st.Status == Expired:
		if err := q.saveExpiry(st); err != nil {
			return Request{}, false, err
		}
		return refuse(req, fmt.Errorf("request %s expired at %s: %w", req.ID, req.ExpiresAt.Format(time.RFC3339), ErrExpired))
	case st.Status == Used:
		return refuse(req, fmt.Errorf("request %s already ran once: %w", req.ID, ErrUsed))
	case st.Status == Rejected:
		return refuse(req, fmt.Errorf("request %s is rejected: %w", req.ID, ErrAlreadyDecided))
	case st.Status == Approved && d.Verdict == teamapi.Approved:
		return refuse(req, fmt.Errorf("request %s is already approved: %w", req.ID, ErrAlreadyDecided))
	case st.Status == Approved:
		event = EventRevoked
	case d.Verdict == teamapi.Rejected:
		event = EventRejected
	}
	if d.Verdict == teamapi.Approved && !now.Before(d.ExpiresAt) {
		return refuse(req, fmt.Errorf("the team's approval of request %s expired at %s before it arrived: %w", req.ID, d.ExpiresAt.Format(time.RFC3339), ErrExpired))
	}
	if d.Verdict == teamapi.Approved && req.Truncated() {
		return refuse(req, fmt.Errorf("request %s holds %d of the %d bytes of its command: %w", req.ID, len(req.Command), req.CommandBytes, ErrTooLarge))
	}
	req.Status = Approved
	if d.Verdict == teamapi.Rejected {
		req.Status = Rejected
	}
	// expires_at stays as the request was filed (the hub keeps it so);
	// the decision's own expiry ends an approval sooner (Expiry).
	req.Via, req.TeamDecision, req.Signature = ViaTeam, &d, ""
	req.DecidedBy = "team"
	if len(d.Approvers) > 0 {
		req.DecidedBy = cut(strings.Join(d.Approvers, ", "), MaxField)
	}
	req.DecidedAt = now
	req.DecisionReason = cut(d.Reason, MaxField)
	if event == EventRevoked {
		req.DecisionReason = cut(strings.TrimSuffix("approval revoked: "+d.Reason, ": "), MaxField)
	}
	req.UsedAt = time.Time{}
	if err := q.change(event, req, nil); err != nil {
		return Request{}, false, err
	}
	return req, true, nil
}

// WireFacts and FactsOf carry facts in the hub's form (teamapi.Fact),
// which package teamapi keeps apart from the queue's.
func WireFacts(facts []Fact) []teamapi.Fact {
	var out []teamapi.Fact
	for _, f := range facts {
		out = append(out, teamapi.Fact{Kind: f.Kind, Name: f.Name, Value: f.Value})
	}
	return out
}

// FactsOf is WireFacts the other way.
func FactsOf(wire []teamapi.Fact) []Fact {
	var out []Fact
	for _, f := range wire {
		out = append(out, Fact{Kind: f.Kind, Name: f.Name, Value: f.Value})
	}
	return out
}
