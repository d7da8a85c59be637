package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"gatesh/teamapi"
)

// What a member asks of a request.
const (
	Approve = "approve"
	Reject  = "reject"
	Revoke  = "revoke"
)

// Vote is one member's approve, reject or revoke call.
type Vote struct {
	Member *Member
	// ID is the request id or a unique prefix; Machine (id or name)
	// narrows it.
	ID, Machine string
	Action      string
	Reason      string
	// Via says how the vote came when not through the hub's own API or
	// page ("Slack user U0123ABCD"); the hub's record names it.
	Via string
}

// Signer signs a decision with the team key; Team is its fingerprint.
type Signer struct {
	Team string
	Sign func(*teamapi.Decision)
	// TTL bounds how long an approval stays usable: its expiry is the
	// sooner of the request's and now+TTL.
	TTL time.Duration
	// Policy is the team policy version decisions are made under when
	// the machine's group has none at the hub ("" for none).
	Policy string
	// SignBytes signs a message with the team key: a machine's state
	// (teamapi.State), which Sign's decisions do not cover.
	SignBytes func(msg []byte) []byte
}

// Decide records a member's vote on a request and, when it settles the
// request, signs the decision with the team key and queues it for the
// machine. It signs only after every check passed, in one transaction
// that holds the request's row:
//   - the token may approve, and its member holds the approver or admin
//     role for the machine's group;
//   - the member is not the requester (no linked login is the request's
//     user on that machine);
//   - approve and reject: the request is pending and unexpired, and the
//     member has not voted yet; revoke: it is approved and not used;
//   - an approval is signed once Quorum distinct members approved; any
//     one rejection rejects.
//
// Every refusal is a *Refusal, and is logged in the hub's own record.
func (s *Store) Decide(ctx context.Context, v Vote, sg Signer) (*teamapi.TeamRequest, error) {
	var out *teamapi.TeamRequest
	var machine, request string
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		x, err := s.find(ctx, tx, v.Member, v.ID, v.Machine, true)
		if err != nil {
			return err
		}
		machine, request = x.Machine, x.ID
		if err := s.check(ctx, tx, v, x); err != nil {
			return err
		}
		// The quorum and the policy version are the live policy's now:
		// a policy pushed while the request waited counts.
		pol, err := s.policyFor(ctx, tx, x.Group)
		if err != nil {
			return err
		}
		if pol != nil {
			sg.Policy = pol.Version
			if q := quorumOf(pol, x.Rules, x.Tier, x.Server); q > x.Quorum {
				x.Quorum = q
				if _, err := tx.Exec(ctx, `UPDATE requests SET quorum = $3 WHERE machine = $1 AND id = $2`, x.Machine, x.ID, q); err != nil {
					return err
				}
			}
		}
		now := s.now()
		verdict := map[string]string{Approve: teamapi.Approved, Reject: teamapi.Rejected, Revoke: "revoked"}[v.Action]
		if _, err := tx.Exec(ctx, `INSERT INTO votes (machine, request, member, verdict, reason, at) VALUES ($1, $2, $3, $4, $5, $6)`,
			x.Machine, x.ID, v.Member.Email, verdict, v.Reason, now); err != nil {
			return err
		}
		d, kind, approvals, err := s.settle(ctx, tx, v, x, now, sg)
		if err != nil {
			return err
		}
		var detail string
		if d != nil {
			if detail, err = s.issue(ctx, tx, x, d, kind, sg); err != nil {
				return err
			}
		} else {
			detail = fmt.Sprintf("approval recorded: %d of the %d approvers it needs", approvals, x.Quorum)
		}
		if err := s.logIn(ctx, tx, Event{Actor: v.Member.Email, Action: v.Action, Machine: x.Machine, Request: x.ID, Detail: via(detail, v)}); err != nil {
			return err
		}
		t, err := s.find(ctx, tx, v.Member, x.ID, x.Machine, false)
		if err != nil {
			return err
		}
		if err := s.fill(ctx, tx, &t.TeamRequest); err != nil {
			return err
		}
		out = &t.TeamRequest
		return nil
	})
	var ref *Refusal
	if errors.As(err, &ref) {
		s.Log(ctx, Event{Actor: v.Member.Email, Action: v.Action, Outcome: "refused", Machine: machine, Request: orID(request, v.ID), Detail: via(ref.Msg, v)})
	}
	return out, err
}

// issue signs a decision on request x, queues it for the machine and
// records it; it returns the record's words.
func (s *Store) issue(ctx context.Context, tx pgx.Tx, x *row, d *teamapi.Decision, kind string, sg Signer) (string, error) {
	sg.Sign(d)
	body, _ := json.Marshal(d)
	seq, err := s.appendEvent(ctx, tx, x.Machine, teamapi.Event{Kind: "decision", Decision: d})
	if err != nil {
		return "", err
	}
	if _, err := tx.Exec(ctx, `INSERT INTO team_decisions (machine, request, kind, verdict, approvers, reason, decided_at, expires_at, policy_version, body, event_seq)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
		x.Machine, x.ID, kind, d.Verdict, d.Approvers, d.Reason, d.DecidedAt, d.ExpiresAt, d.Policy, body, seq); err != nil {
		return "", err
	}
	return fmt.Sprintf("signed %s %s by %v, expires %s", kind, d.Verdict, d.Approvers, d.ExpiresAt.Format(time.RFC3339)), nil
}

// HubActor is the name the hub's own decisions carry: the revocation of
// an approval whose approvers no longer make its quorum.
const HubActor = "gatesh-hub"

// Recount revokes each approval of machine's requests, still unused,
// whose standing approvals (see approvals) no longer make its quorum: a
// member removed, or made a viewer, or out of the provider's group since
// they approved. The machine's event stream calls it before it hands
// decisions over, so the revocation follows the approval on the stream.
// It returns the requests revoked.
func (s *Store) Recount(ctx context.Context, machine string, sg Signer) ([]string, error) {
	rows, err := s.Pool.Query(ctx, `SELECT r.id FROM requests r JOIN team_decisions d ON d.machine = r.machine AND d.request = r.id AND d.kind = 'decision' AND d.verdict = 'approved'
		WHERE r.machine = $1 AND r.used_at IS NULL AND r.status <> 'used' AND d.expires_at > $2
		AND NOT EXISTS (SELECT 1 FROM team_decisions v WHERE v.machine = r.machine AND v.request = r.id AND v.kind = 'revoke') ORDER BY r.id`, machine, s.now())
	if err != nil {
		return nil, err
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, err
	}
	var revoked []string
	hub := &Member{Email: HubActor, Roles: map[string]string{AllGroups: Admin}}
	for _, id := range ids {
		err := s.inTx(ctx, func(tx pgx.Tx) error {
			x, err := s.find(ctx, tx, hub, id, machine, true)
			if err != nil || x.Status != teamapi.Approved {
				return err
			}
			standing, void, err := s.approvals(ctx, tx, &x.TeamRequest)
			if err != nil || len(standing) >= max(x.Quorum, 1) {
				return err
			}
			var why []string
			for _, email := range slices.Sorted(maps.Keys(void)) {
				why = append(why, email+": "+void[email])
			}
			reason := fmt.Sprintf("the approval no longer has its quorum: %d of %d approvers stand (%s)", len(standing), max(x.Quorum, 1), strings.Join(why, "; "))
			d, kind, _, err := s.settle(ctx, tx, Vote{Member: hub, Action: Revoke, Reason: reason}, x, s.now(), sg)
			if err != nil {
				return err
			}
			detail, err := s.issue(ctx, tx, x, d, kind, sg)
			if err != nil {
				return err
			}
			revoked = append(revoked, id)
			return s.logIn(ctx, tx, Event{Actor: HubActor, Action: Revoke, Machine: x.Machine, Request: x.ID, Detail: detail + ": " + reason})
		})
		if err != nil {
			return revoked, err
		}
	}
	return revoked, nil
}

// via adds how a vote came to the record's detail.
func via(detail string, v Vote) string {
	if v.Via == "" {
		return detail
	}
	return detail + " (via " + v.Via + ")"
}

func orID(id, asked string) string {
	if id != "" {
		return id
	}
	return asked
}

// MaxReason bounds a vote's reason: it is signed into the decision, which
// the machine's audit record carries whole.
const MaxReason = 1000

// check refuses a vote the member may not cast.
func (s *Store) check(ctx context.Context, tx pgx.Tx, v Vote, x *row) error {
	m := v.Member
	if len(v.Reason) > MaxReason {
		return refuse(ErrBadInput, "say it in fewer words", "a reason of %d bytes; at most %d", len(v.Reason), MaxReason)
	}
	if m.Scope != ScopeApprove {
		return refuse(ErrForbidden, "gatesh-hub member add --token --scope approve makes a token that may", "this token's scope is %s: it may read, not decide", m.Scope)
	}
	if role := m.Role(x.Group); role != Approver && role != Admin {
		return refuse(ErrForbidden, "an admin gives the role with gatesh-hub member add --role approver --group "+x.Group,
			"%s is %s in group %s, where machine %s is: deciding needs the approver or admin role", m.Email, orNone(role), x.Group, x.MachineName)
	}
	var removed bool
	if err := tx.QueryRow(ctx, `SELECT removed_at IS NOT NULL FROM machines WHERE id = $1`, x.Machine).Scan(&removed); err != nil {
		return err
	}
	if removed {
		return refuse(ErrConflict, "", "machine %s was removed from the team: the hub decides none of its requests", x.MachineName)
	}
	if x.User == "" {
		return refuse(ErrForbidden, "", "request %s names no user, so the hub cannot tell its requester from its approver", x.ID)
	}
	if m.Is(x.User, x.Machine, x.MachineName) {
		return refuse(ErrForbidden, "another approver must decide it", "%s made this request (login %s on %s): nobody decides their own request", m.Email, x.User, x.MachineName)
	}
	now := s.now()
	switch v.Action {
	case Approve, Reject:
		if x.Status != "pending" {
			return refuse(ErrConflict, "", "request %s is %s, not pending", x.ID, x.Status)
		}
		if !x.ExpiresAt.After(now) {
			return refuse(ErrConflict, "", "request %s expired at %s", x.ID, x.ExpiresAt.Format(time.RFC3339))
		}
		if v.Action == Approve && x.HiddenSyntax {
			return refuse(ErrConflict, "reject it, or approve it on the machine, which shows the whole command (gatesh show ID there)",
				"request %s is shown redacted, and what the redaction hid could change what runs: it can be rejected, not approved from here", x.ID)
		}
		if v.Action == Approve && x.commandBytes > 0 {
			return refuse(ErrConflict, "reject it, or approve it on the machine, which holds the whole command",
				"request %s holds only the first part of a %d-byte command: it can be rejected, not approved from here", x.ID, x.commandBytes)
		}
		var voted string
		err := tx.QueryRow(ctx, `SELECT verdict FROM votes WHERE machine = $1 AND request = $2 AND member = $3 AND verdict <> 'revoked'`, x.Machine, x.ID, m.Email).Scan(&voted)
		if err == nil {
			return refuse(ErrConflict, "another approver must approve it too", "%s has %s request %s already", m.Email, voted, x.ID)
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return err
		}
	case Revoke:
		if x.Status != "approved" {
			return refuse(ErrConflict, "", "request %s is %s: only an approval not used yet can be revoked", x.ID, x.Status)
		}
	default:
		return refuse(ErrBadInput, "", "unknown action %q", v.Action)
	}
	return nil
}

func orNone(role string) string {
	if role == "" {
		return "not a member"
	}
	return "a " + role
}

// approvals returns the members whose approval of request t counts,
// sorted, and why each other approval no longer does. An approval counts
// while its member may still give it: one removed since, linked since to
// the login that made the request, or whose role in the group (their own,
// or a provider group's: see standing) is no longer approver or admin,
// does not. Settle and Recount count these, and every view of a request
// (the page, Slack, the API) shows them.
func (s *Store) approvals(ctx context.Context, db dbtx, t *teamapi.TeamRequest) (standing []string, void map[string]string, err error) {
	rows, err := db.Query(ctx, `SELECT DISTINCT v.member, mb.email IS NOT NULL FROM votes v LEFT JOIN members mb ON mb.email = v.member
		WHERE v.machine = $1 AND v.request = $2 AND v.verdict = 'approved' ORDER BY v.member`, t.Machine, t.ID)
	if err != nil {
		return nil, nil, err
	}
	type voter struct {
		email  string
		member bool
	}
	voters, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (voter, error) {
		var v voter
		return v, r.Scan(&v.email, &v.member)
	})
	if err != nil {
		return nil, nil, err
	}
	void = map[string]string{}
	for _, v := range voters {
		if !v.member {
			void[v.email] = "removed from the team since"
			continue
		}
		m, err := s.standing(ctx, db, v.email)
		if err != nil {
			return nil, nil, err
		}
		if m.Is(t.User, t.Machine, t.MachineName) {
			void[v.email] = fmt.Sprintf("linked since to login %s, which made the request", t.User)
			continue
		}
		if role := m.Role(t.Group); role != Approver && role != Admin {
			void[v.email] = fmt.Sprintf("%s in group %s now: deciding needs the approver or admin role", orNone(role), t.Group)
			continue
		}
		standing = append(standing, v.email)
	}
	return standing, void, nil
}

// settle returns the decision the vote makes, or nil while an approval
// waits for more approvers.
func (s *Store) settle(ctx context.Context, tx pgx.Tx, v Vote, x *row, now time.Time, sg Signer) (*teamapi.Decision, string, int, error) {
	d := &teamapi.Decision{
		Team: sg.Team, Machine: x.Machine, Request: x.ID, Subject: x.subject, Cwd: x.Cwd,
		ExpiresAt: x.ExpiresAt, DecidedAt: now, Reason: v.Reason, Policy: sg.Policy,
	}
	if sg.TTL > 0 && now.Add(sg.TTL).Before(d.ExpiresAt) {
		d.ExpiresAt = now.Add(sg.TTL)
	}
	switch v.Action {
	case Reject:
		d.Verdict, d.Approvers = teamapi.Rejected, []string{v.Member.Email}
		return d, "decision", 0, nil
	case Revoke:
		d.Verdict, d.Approvers = teamapi.Rejected, []string{v.Member.Email}
		return d, "revoke", 0, nil
	}
	approvers, _, err := s.approvals(ctx, tx, &x.TeamRequest)
	if err != nil {
		return nil, "", 0, err
	}
	if len(approvers) < max(x.Quorum, 1) {
		return nil, "", len(approvers), nil
	}
	d.Verdict, d.Approvers = teamapi.Approved, slices.Clip(approvers)
	return d, "decision", len(approvers), nil
}
