package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"gatesh/queue"
	"gatesh/teamapi"
)

// MaxBatch bounds the items of one push.
const MaxBatch = 1000

var requestStatuses = map[string]bool{"pending": true, "approved": true, "rejected": true, "expired": true, "used": true}

// subjectDigest is the digest the machine's queue files r under, from the
// text and facts the hub shows: queue.Subject's, the one function.
func subjectDigest(r *teamapi.Request) string {
	return queue.Subject{Tool: r.Tool, Server: r.Server, Command: r.Command, Facts: queue.FactsOf(r.Bound)}.Digest()
}

// checkRequest refuses a pushed request the hub could not show or bind
// honestly: a subject digest that is not the digest of the command and
// facts shown would let an approver read one action and sign another. A
// redacted request's subject is the digest of text the hub never sees,
// so that check is for the others; a redacted one must at least show
// where its text was cut out.
func checkRequest(r *teamapi.Request) error {
	switch {
	case r.ID == "" || len(r.ID) > 64 || !isIDText(r.ID):
		return fmt.Errorf("request id %q: want 1 to 64 letters and digits", r.ID)
	case !requestStatuses[r.Status]:
		return fmt.Errorf("request %s: unknown status %q", r.ID, r.Status)
	case r.CreatedAt.IsZero() || r.ExpiresAt.IsZero():
		return fmt.Errorf("request %s: created_at and expires_at are required", r.ID)
	case len(r.Subject) != 64:
		return fmt.Errorf("request %s: subject_sha256 is not a sha256", r.ID)
	case len(r.Bound) > queue.MaxFacts:
		return fmt.Errorf("request %s: %d bound facts; at most %d", r.ID, len(r.Bound), queue.MaxFacts)
	case r.HiddenSyntax && !r.Redacted:
		return fmt.Errorf("request %s: hidden_syntax without redacted", r.ID)
	case r.Redacted && !showsRedaction(r):
		return fmt.Errorf("request %s: redacted, but its command and facts show no %s", r.ID, redactedMark)
	case !r.Redacted && r.CommandBytes == 0 && r.Subject != subjectDigest(r):
		return fmt.Errorf("request %s: subject_sha256 is not the digest of its command", r.ID)
	}
	return nil
}

// redactedMark is what a machine's redaction leaves (audit.Redacted).
const redactedMark = "[REDACTED]"

func showsRedaction(r *teamapi.Request) bool {
	if strings.Contains(r.Command, redactedMark) {
		return true
	}
	for _, f := range r.Bound {
		if strings.Contains(f.Value, redactedMark) || strings.Contains(f.Name, redactedMark) {
			return true
		}
	}
	return false
}

func isIDText(s string) bool {
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// PushRequests stores a machine's requests: new ones are added, known
// ones take the machine's later state. What a request asks (its command,
// folder, subject, tool, user) never changes: a push that says otherwise
// keeps the first version and is logged. Pushing a batch twice changes
// nothing.
func (s *Store) PushRequests(ctx context.Context, machine string, reqs []teamapi.Request) (int, error) {
	if len(reqs) > MaxBatch {
		return 0, refuse(ErrBadInput, "push in batches", "%d requests in one push; at most %d", len(reqs), MaxBatch)
	}
	for i := range reqs {
		if err := checkRequest(&reqs[i]); err != nil {
			s.Log(ctx, Event{Actor: "machine " + machine, Action: "push requests", Outcome: "refused", Machine: machine, Request: reqs[i].ID, Detail: err.Error()})
			return 0, refuse(ErrBadInput, "", "%v", err)
		}
	}
	now := s.now()
	stored := 0
	var rewritten []string
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		stored, rewritten = 0, nil
		b := &pgx.Batch{}
		for _, r := range reqs {
			rules, _ := json.Marshal(nonNilRules(r.Rules))
			bound, _ := json.Marshal(nonNilFacts(r.Bound))
			b.Queue(`INSERT INTO requests (machine, id, created_at, expires_at, status, command, command_digest, command_bytes, cwd, tier, rules,
				session, agent, tool, server, subject_sha256, login, decided_by, decided_at, decision_reason, via, used_at, received_at, updated_at,
				bound, redacted, hidden_syntax)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $23, $24, $25, $26)
				ON CONFLICT (machine, id) DO UPDATE SET status = EXCLUDED.status, decided_by = EXCLUDED.decided_by, decided_at = EXCLUDED.decided_at,
					decision_reason = EXCLUDED.decision_reason, via = EXCLUDED.via, used_at = EXCLUDED.used_at, updated_at = EXCLUDED.updated_at
				WHERE requests.command_digest = EXCLUDED.command_digest AND requests.cwd = EXCLUDED.cwd AND requests.subject_sha256 = EXCLUDED.subject_sha256
					AND requests.tool = EXCLUDED.tool AND requests.login = EXCLUDED.login AND requests.command = EXCLUDED.command
					AND requests.expires_at = EXCLUDED.expires_at AND requests.bound = EXCLUDED.bound AND requests.redacted = EXCLUDED.redacted
					AND requests.hidden_syntax = EXCLUDED.hidden_syntax`,
				machine, r.ID, r.CreatedAt, r.ExpiresAt, r.Status, r.Command, r.CommandDigest, r.CommandBytes, r.Cwd, r.Tier, rules,
				r.Session, r.Agent, r.Tool, r.Server, r.Subject, r.User, r.DecidedBy, nullTime(r.DecidedAt), r.DecisionReason, r.Via, nullTime(r.UsedAt), now,
				bound, r.Redacted, r.HiddenSyntax)
		}
		res := tx.SendBatch(ctx, b)
		for _, r := range reqs {
			tag, err := res.Exec()
			if err != nil {
				res.Close()
				return err
			}
			if tag.RowsAffected() == 1 {
				stored++
			} else {
				rewritten = append(rewritten, r.ID)
			}
		}
		if err := res.Close(); err != nil {
			return err
		}
		if err := s.setQuorums(ctx, tx, machine, reqs); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `UPDATE machines SET requests_received_at = $2, last_contact = $2 WHERE id = $1`, machine, now)
		return err
	})
	if err != nil {
		return 0, err
	}
	for _, id := range rewritten {
		s.Log(ctx, Event{Actor: "machine " + machine, Action: "push requests", Outcome: "refused", Machine: machine, Request: id,
			Detail: "the request came back asking something else (command, folder, subject, tool, facts, user or expiry changed); the first version is kept"})
	}
	return stored, nil
}

func nonNilRules(rs []teamapi.Rule) []teamapi.Rule {
	if rs == nil {
		return []teamapi.Rule{}
	}
	return rs
}

func nonNilFacts(fs []teamapi.Fact) []teamapi.Fact {
	if fs == nil {
		return []teamapi.Fact{}
	}
	return fs
}

func nullTime(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t
}

// setQuorums records, for each request pushed, how many approvers the
// live policy of the machine's group asks for, and that policy's
// version (the first one it was filed under). Decide reads the policy
// again, so a policy pushed later counts too.
func (s *Store) setQuorums(ctx context.Context, tx pgx.Tx, machine string, reqs []teamapi.Request) error {
	var group string
	if err := tx.QueryRow(ctx, `SELECT group_name FROM machines WHERE id = $1`, machine).Scan(&group); err != nil {
		return err
	}
	pol, err := s.policyFor(ctx, tx, group)
	if err != nil || pol == nil {
		return err
	}
	b := &pgx.Batch{}
	for _, r := range reqs {
		b.Queue(`UPDATE requests SET quorum = greatest(quorum, $3), policy_version = CASE WHEN policy_version = '' THEN $4 ELSE policy_version END
			WHERE machine = $1 AND id = $2`, machine, r.ID, quorumOf(pol, r.Rules, r.Tier, r.Server), pol.Version)
	}
	return tx.SendBatch(ctx, b).Close()
}

// SetQuorum sets how many distinct approvers a request needs.
func (s *Store) SetQuorum(ctx context.Context, machine, id string, n int) error {
	_, err := s.Pool.Exec(ctx, `UPDATE requests SET quorum = $3 WHERE machine = $1 AND id = $2`, machine, id, n)
	return err
}

// hubStatus is a request's status as the hub sees it: the machine's, with
// the hub's own decisions and the clock on top. $1 is now.
const hubStatus = `CASE
	WHEN r.status = 'used' OR r.used_at IS NOT NULL THEN 'used'
	WHEN EXISTS (SELECT 1 FROM team_decisions d WHERE d.machine = r.machine AND d.request = r.id AND d.kind = 'revoke') THEN 'rejected'
	WHEN r.status IN ('rejected', 'expired') THEN r.status
	WHEN r.expires_at <= $1 THEN 'expired'
	WHEN EXISTS (SELECT 1 FROM team_decisions d WHERE d.machine = r.machine AND d.request = r.id AND d.kind = 'decision' AND d.expires_at <= $1) THEN 'expired'
	ELSE coalesce((SELECT d.verdict FROM team_decisions d WHERE d.machine = r.machine AND d.request = r.id AND d.kind = 'decision'), r.status)
END`

// Filter narrows a list of requests; empty fields match everything.
type Filter struct {
	Status, Machine, Group, Agent, Project, Rule string
	// Decided keeps only requests that are no longer pending.
	Decided bool
	Limit   int
}

const requestSelect = `SELECT r.machine, m.name, m.group_name, r.id, r.command, r.cwd, r.tier, r.rules, r.created_at, r.expires_at, ` + hubStatus + `,
	r.session, r.agent, r.tool, r.server, r.login, r.quorum, r.subject_sha256, r.command_bytes, r.status, r.bound, r.redacted, r.hidden_syntax
	FROM requests r JOIN machines m ON m.id = r.machine`

// row is a request as selected, with what the checks need.
type row struct {
	teamapi.TeamRequest
	subject      string
	commandBytes int
	machineState string
}

func scanRow(r pgx.CollectableRow) (row, error) {
	var x row
	var rules, bound []byte
	err := r.Scan(&x.Machine, &x.MachineName, &x.Group, &x.ID, &x.Command, &x.Cwd, &x.Tier, &rules, &x.CreatedAt, &x.ExpiresAt, &x.Status,
		&x.Session, &x.Agent, &x.Tool, &x.Server, &x.User, &x.Quorum, &x.subject, &x.commandBytes, &x.machineState, &bound, &x.Redacted, &x.HiddenSyntax)
	if err != nil {
		return x, err
	}
	x.CreatedAt, x.ExpiresAt = x.CreatedAt.UTC(), x.ExpiresAt.UTC()
	if err := json.Unmarshal(rules, &x.Rules); err != nil {
		return x, err
	}
	if err := json.Unmarshal(bound, &x.Bound); err != nil {
		return x, err
	}
	if len(x.Bound) == 0 {
		x.Bound = nil
	}
	return x, nil
}

// groupsOf returns the groups a member holds a role in, nil for a member
// of every group.
func groupsOf(m *Member) []string {
	if m.Role(AllGroups) != "" {
		return nil
	}
	groups := []string{}
	for g := range m.Roles {
		groups = append(groups, g)
	}
	return groups
}

// ListRequests returns the requests a member may see, newest first.
func (s *Store) ListRequests(ctx context.Context, m *Member, f Filter) ([]teamapi.TeamRequest, error) {
	args := []any{s.now()}
	where := []string{"true"}
	add := func(cond string, v any) {
		args = append(args, v)
		where = append(where, strings.ReplaceAll(cond, "$?", fmt.Sprintf("$%d", len(args))))
	}
	if groups := groupsOf(m); groups != nil {
		add("m.group_name = ANY($?)", groups)
	}
	if f.Status != "" {
		add(hubStatus+" = $?", f.Status)
	}
	if f.Decided {
		where = append(where, hubStatus+" <> 'pending'")
	}
	if f.Machine != "" {
		add(machineIs("m", "$?"), f.Machine)
	}
	if f.Group != "" {
		add("m.group_name = $?", f.Group)
	}
	if f.Agent != "" {
		add("r.agent = $?", f.Agent)
	}
	if f.Project != "" {
		add("(r.cwd = $? OR starts_with(r.cwd, rtrim($?, '/') || '/'))", f.Project)
	}
	if f.Rule != "" {
		add("r.rules @> jsonb_build_array(jsonb_build_object('id', $?::text))", f.Rule)
	}
	limit := f.Limit
	if limit <= 0 || limit > 1000 {
		limit = 200
	}
	q := requestSelect + " WHERE " + strings.Join(where, " AND ") + fmt.Sprintf(" ORDER BY r.created_at DESC, r.machine, r.id LIMIT %d", limit)
	rows, err := s.Pool.Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	xs, err := pgx.CollectRows(rows, scanRow)
	if err != nil {
		return nil, err
	}
	out := make([]teamapi.TeamRequest, len(xs))
	for i := range xs {
		if err := s.fill(ctx, s.Pool, &xs[i].TeamRequest); err != nil {
			return nil, err
		}
		out[i] = xs[i].TeamRequest
	}
	return out, nil
}

// fill adds a request's votes, which of its approvals count (as settle
// counts them), and its latest signed decision.
func (s *Store) fill(ctx context.Context, db dbtx, t *teamapi.TeamRequest) error {
	rows, err := db.Query(ctx, `SELECT member, verdict, reason, at FROM votes WHERE machine = $1 AND request = $2 ORDER BY at, member`, t.Machine, t.ID)
	if err != nil {
		return err
	}
	t.Votes, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (teamapi.Vote, error) {
		var v teamapi.Vote
		err := r.Scan(&v.Member, &v.Verdict, &v.Reason, &v.At)
		v.At = v.At.UTC()
		return v, err
	})
	if err != nil {
		return err
	}
	standing, void, err := s.approvals(ctx, db, t)
	if err != nil {
		return err
	}
	t.Approvals = len(standing)
	for i, v := range t.Votes {
		if v.Verdict == teamapi.Approved {
			t.Votes[i].NotCounted = void[v.Member]
		}
	}
	var body []byte
	err = db.QueryRow(ctx, `SELECT body FROM team_decisions WHERE machine = $1 AND request = $2 ORDER BY decided_at DESC, kind DESC LIMIT 1`, t.Machine, t.ID).Scan(&body)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return nil
	case err != nil:
		return err
	}
	t.Decision = new(teamapi.Decision)
	return json.Unmarshal(body, t.Decision)
}

// find resolves an id or a unique prefix of at least 4 characters, among
// the requests m may see, on machine (id or name) when it is given.
func (s *Store) find(ctx context.Context, db dbtx, m *Member, prefix, machine string, lock bool) (*row, error) {
	if len(prefix) < 4 || !isIDText(prefix) {
		return nil, refuse(ErrBadInput, "give at least 4 characters of the id", "request id %q: want 4 or more letters and digits", prefix)
	}
	args := []any{s.now(), prefix}
	where := "starts_with(r.id, $2)"
	if groups := groupsOf(m); groups != nil {
		args = append(args, groups)
		where += " AND m.group_name = ANY($3)"
	}
	if machine != "" {
		args = append(args, machine)
		where += " AND " + machineIs("m", fmt.Sprintf("$%d", len(args)))
	}
	q := requestSelect + " WHERE " + where + " ORDER BY r.machine, r.id LIMIT 10"
	if lock {
		q += " FOR UPDATE OF r"
	}
	rows, err := db.Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	xs, err := pgx.CollectRows(rows, scanRow)
	if err != nil {
		return nil, err
	}
	switch {
	case len(xs) == 0:
		return nil, refuse(ErrNotFound, "gatesh team pending lists what you may see", "no request %s that you may see%s", prefix, onMachine(machine))
	case len(xs) > 1 && xs[0].ID != prefix:
		var names []string
		for _, x := range xs {
			names = append(names, x.ID+" on "+x.MachineName)
		}
		return nil, refuse(ErrConflict, "give more of the id, or ?machine=", "%s names %d requests: %s", prefix, len(xs), strings.Join(names, ", "))
	case len(xs) > 1:
		// The full id of requests on two machines: the machine decides.
		return nil, refuse(ErrConflict, "name the machine (?machine=)", "request %s exists on %d machines", prefix, len(xs))
	}
	return &xs[0], nil
}

func onMachine(m string) string {
	if m == "" {
		return ""
	}
	return " on machine " + m
}

// GetRequest returns one request a member may see, with its votes.
func (s *Store) GetRequest(ctx context.Context, m *Member, prefix, machine string) (*teamapi.TeamRequest, error) {
	x, err := s.find(ctx, s.Pool, m, prefix, machine, false)
	if err != nil {
		return nil, err
	}
	if err := s.fill(ctx, s.Pool, &x.TeamRequest); err != nil {
		return nil, err
	}
	return &x.TeamRequest, nil
}
