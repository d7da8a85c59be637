package store

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"gatesh/teamapi"
	"gatesh/teampolicy"
)

// PolicyPush is an admin's push of a team policy file.
type PolicyPush struct {
	// Body is the file exactly as written; machines get these bytes.
	Body string
	// Group is the machine group it is for; "" or "*" for every group.
	Group string
	// Shadow runs it beside the live policy, changing no outcome.
	Shadow bool
	// By names the admin.
	By string
}

// livePolicy is the policy in force for a group, as the hub reads it.
type livePolicy struct {
	Version, Group, Body string
	Policy               *teampolicy.Policy
	// Team is the live policy for every group, beside a group's own.
	Team *teampolicy.Policy
}

// policyRow is one row of team_policy.
type policyRow struct {
	version int64
	group   string
	body    string
	shadow  bool
}

// PushPolicy checks a policy file strictly (teampolicy.Check: unknown
// keys, bad values, rules that do not compile or whose examples fail),
// stores it as the next version, and sends every machine in its group
// its new state, signed, on its event stream. It returns the version.
func (s *Store) PushPolicy(ctx context.Context, p PolicyPush, sg Signer) (string, error) {
	group := p.Group
	if group == "" {
		group = AllGroups
	}
	// The names enrol gives machine groups, and member roles and role
	// mappings take: a group's machines can have a policy of their own.
	if group != AllGroups {
		if err := checkGroup(group); err != nil {
			return "", err
		}
	}
	pol, err := teampolicy.Check("the policy", p.Body)
	if err != nil {
		s.Log(ctx, Event{Actor: p.By, Action: "policy push", Outcome: "refused", Detail: err.Error()})
		return "", refuse(ErrBadInput, "fix the file and push it again; nothing was stored", "%v", err)
	}
	var version int64
	err = s.inTx(ctx, func(tx pgx.Tx) error {
		if !p.Shadow {
			if err := s.checkNoLowering(ctx, tx, group, pol); err != nil {
				return err
			}
		}
		if err := tx.QueryRow(ctx, `INSERT INTO team_policy (group_name, body, shadow, created_at, created_by, sha256) VALUES ($1, $2, $3, $4, $5, $6) RETURNING version`,
			group, p.Body, p.Shadow, s.now(), p.By, sha(p.Body)).Scan(&version); err != nil {
			return err
		}
		kind := "live"
		if p.Shadow {
			kind = "shadow"
		}
		n, err := s.publish(ctx, tx, group, sg)
		if err != nil {
			return err
		}
		return s.logIn(ctx, tx, Event{Actor: p.By, Action: "policy push",
			Detail: fmt.Sprintf("version %d (%s) for group %s, sha256 %s; sent to %d machines", version, kind, group, sha(p.Body), n)})
	})
	var ref *Refusal
	if errors.As(err, &ref) {
		s.Log(ctx, Event{Actor: p.By, Action: "policy push", Outcome: "refused", Detail: "group " + group + ": " + ref.Msg})
	}
	return strconv.FormatInt(version, 10), err
}

// checkNoLowering refuses a live push that would leave a group's
// machines requiring less than the policy for every group: a group's
// own policy is in force there instead, so its [require] must hold all
// of that one's. A group's push is checked against the policy for every
// group in force; a push for every group against each group's own.
func (s *Store) checkNoLowering(ctx context.Context, tx pgx.Tx, group string, pol *teampolicy.Policy) error {
	if group != AllGroups {
		all, _, err := s.policies(ctx, tx, AllGroups)
		if err != nil || all == nil {
			return err
		}
		team, err := s.parse(all)
		if err != nil {
			return err
		}
		if lacks := pol.Require.Lacks(team.Policy.Require); len(lacks) > 0 {
			return refuse(ErrConflict, "put the team's [require] in the group's policy too",
				"group %s's policy would be in force on its machines instead of the policy for every group (version %d), and would lower it: it lacks %s",
				group, all.version, strings.Join(lacks, ", "))
		}
		return nil
	}
	rows, err := tx.Query(ctx, `SELECT DISTINCT ON (group_name) version, group_name, body, shadow FROM team_policy
		WHERE group_name <> '*' AND NOT shadow ORDER BY group_name, version DESC`)
	if err != nil {
		return err
	}
	own, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (policyRow, error) {
		var p policyRow
		return p, r.Scan(&p.version, &p.group, &p.body, &p.shadow)
	})
	if err != nil {
		return err
	}
	for _, g := range own {
		gp, err := s.parse(&g)
		if err != nil {
			return err
		}
		if lacks := gp.Policy.Require.Lacks(pol.Require); len(lacks) > 0 {
			return refuse(ErrConflict, "push group "+g.group+"'s policy first, with this [require] in it",
				"group %s's own policy (version %d) stays in force on its machines and would not require what this one does: it lacks %s",
				g.group, g.version, strings.Join(lacks, ", "))
		}
	}
	return nil
}

// CheckAdmin refuses, and logs, an action of m's that needs the admin
// role for group (every group for "*") and a token that may decide.
func (s *Store) CheckAdmin(ctx context.Context, m *Member, group, action string) error {
	var ref *Refusal
	switch {
	case m.Scope != ScopeApprove:
		ref = refuse(ErrForbidden, "a token of scope approve may", "this token's scope is %s: it may read, not %s", m.Scope, action)
	case m.Role(orAll(group)) != Admin:
		ref = refuse(ErrForbidden, "an admin gives the role with gatesh-hub member add --role admin", "%s is %s in group %s: %s needs the admin role", m.Email, orNone(m.Role(orAll(group))), orAll(group), action)
	default:
		return nil
	}
	s.Log(ctx, Event{Actor: m.Email, Action: action, Outcome: "refused", Detail: "group " + orAll(group) + ": " + ref.Msg})
	return ref
}

// CheckPolicyPush refuses, and logs, a push of m's: it needs the admin
// role of its group, and a live push for one group while a live policy
// for every group is in force needs the admin role of every group, since
// the group's own policy replaces that one on its machines (its
// [require], its quorums). A shadow push changes no outcome.
func (s *Store) CheckPolicyPush(ctx context.Context, m *Member, group string, shadow bool) error {
	group = orAll(group)
	if err := s.CheckAdmin(ctx, m, group, "policy push"); err != nil || shadow || group == AllGroups || m.Role(AllGroups) == Admin {
		return err
	}
	var version int64
	err := s.Pool.QueryRow(ctx, `SELECT version FROM team_policy WHERE group_name = '*' AND NOT shadow ORDER BY version DESC LIMIT 1`).Scan(&version)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	ref := refuse(ErrForbidden, "an admin of every group pushes it, or pushes it with --shadow to try it",
		"a policy of group %s would set aside the team's policy for every group (version %d) on its machines: that needs the admin role of every group", group, version)
	s.Log(ctx, Event{Actor: m.Email, Action: "policy push", Outcome: "refused", Detail: "group " + group + ": " + ref.Msg})
	return ref
}

// Stop holds every command of group's machines ("" or "*": every
// machine) until Resume, and sends each its new state at once. m must be
// an admin of the group.
func (s *Store) Stop(ctx context.Context, m *Member, group, reason string, sg Signer) error {
	group = orAll(group)
	if err := s.CheckAdmin(ctx, m, group, "stop"); err != nil {
		return err
	}
	if reason == "" {
		return refuse(ErrBadInput, "say why: gatesh team stop --reason R", "a stop needs a reason")
	}
	by := m.Email
	return s.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO team_stops (group_name, reason, stopped_by, stopped_at) VALUES ($1, $2, $3, $4)
			ON CONFLICT (group_name) DO UPDATE SET reason = EXCLUDED.reason, stopped_by = EXCLUDED.stopped_by, stopped_at = EXCLUDED.stopped_at
			WHERE team_stops.stopped_by = EXCLUDED.stopped_by OR $5`,
			group, reason, by, s.now(), m.Role(AllGroups) == Admin); err != nil {
			return err
		}
		n, err := s.publish(ctx, tx, group, sg)
		if err != nil {
			return err
		}
		return s.logIn(ctx, tx, Event{Actor: by, Action: "stop", Detail: fmt.Sprintf("group %s: %q; sent to %d machines", group, reason, n)})
	})
}

// Resume lifts group's stop and sends each machine its new state. m
// must be an admin of the group.
func (s *Store) Resume(ctx context.Context, m *Member, group string, sg Signer) error {
	group = orAll(group)
	if err := s.CheckAdmin(ctx, m, group, "resume"); err != nil {
		return err
	}
	by := m.Email
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		// A stop is lifted by whoever placed it or by an admin of every
		// group: another admin of the group alone may not undo a stop
		// that may be the team's (its stopper's roles can come from a
		// sign-in's provider groups, which the hub no longer holds).
		var stopper string
		err := tx.QueryRow(ctx, `SELECT stopped_by FROM team_stops WHERE group_name = $1 FOR UPDATE`, group).Scan(&stopper)
		if err != nil && !errors.Is(err, pgx.ErrNoRows) {
			return err
		}
		if stopper != "" && !m.MayLift(group, stopper) {
			return refuse(ErrForbidden, "its stopper or an admin of every group resumes it",
				"group %s was stopped by %s: lifting another's stop needs the admin role of every group", group, stopper)
		}
		tag, err := tx.Exec(ctx, `DELETE FROM team_stops WHERE group_name = $1`, group)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return refuse(ErrConflict, "gatesh team stop --reason R stops it; the stops in force are on the team page", "group %s is not stopped", group)
		}
		n, err := s.publish(ctx, tx, group, sg)
		if err != nil {
			return err
		}
		return s.logIn(ctx, tx, Event{Actor: by, Action: "resume", Detail: fmt.Sprintf("group %s; sent to %d machines", group, n)})
	})
	if ref := (*Refusal)(nil); errors.As(err, &ref) && errors.Is(err, ErrForbidden) {
		s.Log(ctx, Event{Actor: by, Action: "resume", Outcome: "refused", Detail: ref.Msg})
	}
	return err
}

// MayLift reports whether m may lift group's stop that stopper placed,
// by Resume's rule: an admin of the group, with a token that may decide,
// who placed the stop or is an admin of every group. The team page asks
// it before it offers the button.
func (m *Member) MayLift(group, stopper string) bool {
	group = orAll(group)
	return m.Scope == ScopeApprove && m.Role(group) == Admin && (stopper == m.Email || m.Role(AllGroups) == Admin)
}

func orAll(group string) string {
	if group == "" {
		return AllGroups
	}
	return group
}

// publish sends every machine of group (all for "*") its state, signed,
// as one event on its stream; it returns how many.
func (s *Store) publish(ctx context.Context, tx pgx.Tx, group string, sg Signer) (int, error) {
	rows, err := tx.Query(ctx, `SELECT id FROM machines WHERE removed_at IS NULL AND ($1 = '*' OR group_name = $1) ORDER BY id`, group)
	if err != nil {
		return 0, err
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return 0, err
	}
	for _, id := range ids {
		st, err := s.machineState(ctx, tx, id, sg)
		if err != nil {
			return 0, err
		}
		if _, err := s.appendEvent(ctx, tx, id, teamapi.Event{Kind: "state", State: st}); err != nil {
			return 0, err
		}
	}
	return len(ids), nil
}

// MachineState returns the machine's current state, signed for it.
func (s *Store) MachineState(ctx context.Context, machine string, sg Signer) (*teamapi.State, error) {
	return s.machineState(ctx, s.Pool, machine, sg)
}

func (s *Store) machineState(ctx context.Context, db dbtx, machine string, sg Signer) (*teamapi.State, error) {
	if sg.SignBytes == nil {
		return nil, errors.New("the hub has no team key to sign a state with")
	}
	var group string
	if err := db.QueryRow(ctx, `SELECT group_name FROM machines WHERE id = $1`, machine).Scan(&group); err != nil {
		return nil, err
	}
	st := &teamapi.State{Team: sg.Team, Machine: machine, Group: group, IssuedAt: s.now()}
	live, shadow, err := s.policies(ctx, db, group)
	if err != nil {
		return nil, err
	}
	if live != nil {
		st.PolicyVersion, st.PolicyGroup, st.Policy = strconv.FormatInt(live.version, 10), live.group, live.body
	}
	if shadow != nil {
		st.ShadowVersion, st.Shadow = strconv.FormatInt(shadow.version, 10), shadow.body
	}
	var at time.Time
	err = db.QueryRow(ctx, `SELECT reason, stopped_by, stopped_at FROM team_stops WHERE group_name IN ($1, '*') ORDER BY stopped_at DESC LIMIT 1`, group).
		Scan(&st.StopReason, &st.StoppedBy, &at)
	switch {
	case err == nil:
		st.Stopped, st.StoppedAt = true, at.UTC()
	case !errors.Is(err, pgx.ErrNoRows):
		return nil, err
	}
	st.SignWith(sg.SignBytes)
	return st, nil
}

// policies returns the live policy of a machine group and the shadow
// policy beside it. The group's own policy, when it has one, is in force
// rather than the one for every group; a shadow policy runs until a live
// push of its group comes after it, and a shadow for every group is
// tried only where the policy for every group is the live one.
func (s *Store) policies(ctx context.Context, db dbtx, group string) (live, shadow *policyRow, err error) {
	latest := map[[2]any]*policyRow{}
	rows, err := db.Query(ctx, `SELECT DISTINCT ON (group_name, shadow) version, group_name, body, shadow FROM team_policy
		WHERE group_name IN ($1, '*') ORDER BY group_name, shadow, version DESC`, group)
	if err != nil {
		return nil, nil, err
	}
	for rows.Next() {
		var p policyRow
		if err := rows.Scan(&p.version, &p.group, &p.body, &p.shadow); err != nil {
			rows.Close()
			return nil, nil, err
		}
		latest[[2]any{p.group, p.shadow}] = &p
	}
	if err := rows.Err(); err != nil {
		return nil, nil, err
	}
	pick := func(g string) (*policyRow, *policyRow) {
		l, sh := latest[[2]any{g, false}], latest[[2]any{g, true}]
		if sh != nil && l != nil && sh.version < l.version {
			sh = nil
		}
		return l, sh
	}
	own, ownShadow := pick(group)
	all, allShadow := pick(AllGroups)
	if group == AllGroups {
		own, ownShadow = nil, nil
	}
	switch {
	case own != nil:
		return own, ownShadow, nil
	case ownShadow != nil:
		return all, ownShadow, nil
	}
	return all, allShadow, nil
}

// policyFor returns the live policy of a machine group, parsed (cached
// by version), or nil when the team has none. When the group has a
// live policy of its own, Team is the live policy for every group beside
// it, whichever was pushed first: the hub's quorum is the stricter of
// the two.
func (s *Store) policyFor(ctx context.Context, db dbtx, group string) (*livePolicy, error) {
	live, _, err := s.policies(ctx, db, group)
	if err != nil || live == nil {
		return nil, err
	}
	lp, err := s.parse(live)
	if err != nil || live.group == AllGroups {
		return lp, err
	}
	all, _, err := s.policies(ctx, db, AllGroups)
	if err != nil || all == nil {
		return lp, err
	}
	team, err := s.parse(all)
	if err != nil {
		return nil, err
	}
	own := *lp
	own.Team = team.Policy
	return &own, nil
}

// parse parses a policy row, cached by version: a version's text never
// changes.
func (s *Store) parse(p *policyRow) (*livePolicy, error) {
	version := strconv.FormatInt(p.version, 10)
	if lp, ok := s.parsed.Load(version); ok {
		return lp.(*livePolicy), nil
	}
	tp, err := teampolicy.Parse("the team's policy v"+version, p.body)
	if err != nil {
		return nil, err
	}
	lp := &livePolicy{Version: version, Group: p.group, Body: p.body, Policy: tp}
	s.parsed.Store(version, lp)
	return lp, nil
}

// quorumOf is how many approvers a request needs under policy p: the
// most that the group's policy or the policy for every group asks.
func quorumOf(p *livePolicy, rules []teamapi.Rule, tier, server string) int {
	if p == nil {
		return 1
	}
	ids := make([]string, len(rules))
	for i, r := range rules {
		ids[i] = r.ID
	}
	r := teampolicy.Request{Rules: ids, Tier: tier, Server: server}
	q := p.Policy.Quorum.For(r)
	if p.Team != nil {
		q = max(q, p.Team.Quorum.For(r))
	}
	return q
}

// Policies lists the policies pushed, newest first (with their bodies
// when withBody), and the stops in force.
func (s *Store) Policies(ctx context.Context, withBody bool) (*teamapi.PolicyList, error) {
	out := &teamapi.PolicyList{Policies: []teamapi.PolicyInfo{}, Stops: []teamapi.Stop{}}
	rows, err := s.Pool.Query(ctx, `SELECT version, group_name, body, shadow, created_at, created_by, sha256 FROM team_policy ORDER BY version DESC LIMIT 200`)
	if err != nil {
		return nil, err
	}
	live := map[[2]any]int64{}
	for rows.Next() {
		var p teamapi.PolicyInfo
		var v int64
		if err := rows.Scan(&v, &p.Group, &p.Body, &p.Shadow, &p.CreatedAt, &p.CreatedBy, &p.SHA256); err != nil {
			rows.Close()
			return nil, err
		}
		p.Version, p.CreatedAt = strconv.FormatInt(v, 10), p.CreatedAt.UTC()
		key := [2]any{p.Group, p.Shadow}
		if _, seen := live[key]; !seen {
			live[key] = v
			// A shadow runs until a live push of its group after it.
			p.Live = !p.Shadow || live[[2]any{p.Group, false}] == 0
		}
		if !withBody {
			p.Body = ""
		}
		out.Policies = append(out.Policies, p)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows, err = s.Pool.Query(ctx, `SELECT group_name, reason, stopped_by, stopped_at FROM team_stops ORDER BY group_name`)
	if err != nil {
		return nil, err
	}
	out.Stops, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (teamapi.Stop, error) {
		var x teamapi.Stop
		err := r.Scan(&x.Group, &x.Reason, &x.By, &x.At)
		x.At = x.At.UTC()
		return x, err
	})
	return out, err
}
