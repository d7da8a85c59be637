package store

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"gatesh/teamapi"
)

// KindSlack is the kind of a member resolved from a Slack click.
const KindSlack = "slack"

// slackLock is the advisory lock that makes one replica at a time post
// and update the Slack messages.
const slackLock = migrateLock + 2

// SlackRequest is a request as the Slack app shows it: what every
// approver may see, with the digest its approval binds and how it ended.
type SlackRequest struct {
	teamapi.TeamRequest
	// Subject is the subject digest a click's button names.
	Subject string
	// Revoked is set when the hub revoked an approval of it.
	Revoked bool
	// DecidedBy, DecidedAt and Reason are the machine's own decision,
	// when it was decided there rather than by the team.
	DecidedBy, Reason string
	DecidedAt, UsedAt time.Time
}

const slackSelect = `SELECT r.machine, m.name, m.group_name, r.id, r.command, r.cwd, r.tier, r.rules, r.created_at, r.expires_at, ` + hubStatus + `,
	r.session, r.agent, r.tool, r.server, r.login, r.quorum, r.subject_sha256,
	EXISTS (SELECT 1 FROM team_decisions d WHERE d.machine = r.machine AND d.request = r.id AND d.kind = 'revoke'),
	r.decided_by, coalesce(r.decided_at, 'epoch'), r.decision_reason, coalesce(r.used_at, 'epoch')
	FROM requests r JOIN machines m ON m.id = r.machine`

func (s *Store) slackRows(ctx context.Context, where string, args ...any) ([]SlackRequest, error) {
	rows, err := s.Pool.Query(ctx, slackSelect+" WHERE "+where+" ORDER BY r.created_at, r.machine, r.id", append([]any{s.now()}, args...)...)
	if err != nil {
		return nil, err
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (SlackRequest, error) {
		var x SlackRequest
		var rules []byte
		t := &x.TeamRequest
		err := r.Scan(&t.Machine, &t.MachineName, &t.Group, &t.ID, &t.Command, &t.Cwd, &t.Tier, &rules, &t.CreatedAt, &t.ExpiresAt, &t.Status,
			&t.Session, &t.Agent, &t.Tool, &t.Server, &t.User, &t.Quorum, &x.Subject,
			&x.Revoked, &x.DecidedBy, &x.DecidedAt, &x.Reason, &x.UsedAt)
		if err != nil {
			return x, err
		}
		t.CreatedAt, t.ExpiresAt = t.CreatedAt.UTC(), t.ExpiresAt.UTC()
		if x.DecidedAt.Unix() == 0 {
			x.DecidedAt = time.Time{}
		}
		if x.UsedAt.Unix() == 0 {
			x.UsedAt = time.Time{}
		}
		return x, json.Unmarshal(rules, &t.Rules)
	})
	if err != nil {
		return nil, err
	}
	for i := range out {
		if err := s.fill(ctx, s.Pool, &out[i].TeamRequest); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// SlackRequests returns, oldest first, every pending request and every
// request whose Slack message is not final yet, of every machine.
func (s *Store) SlackRequests(ctx context.Context) ([]SlackRequest, error) {
	return s.slackRows(ctx, `(`+hubStatus+` = 'pending' OR EXISTS (SELECT 1 FROM slack_messages sm WHERE sm.machine = r.machine AND sm.request = r.id AND NOT sm.final))`)
}

// SlackRequestByID returns one request of a machine, nil when there is
// none.
func (s *Store) SlackRequestByID(ctx context.Context, machine, id string) (*SlackRequest, error) {
	xs, err := s.slackRows(ctx, `r.machine = $2 AND r.id = $3`, machine, id)
	if err != nil || len(xs) == 0 {
		return nil, err
	}
	return &xs[0], nil
}

// SlackMessage is the record of a request's Slack message.
type SlackMessage struct {
	Machine, Request, Channel, TS, Shown string
	Final                                bool
	Effects                              []string
	Posted                               time.Time
}

// SlackMessageOf returns the record of a request's message; ok is false
// when none was posted.
func (s *Store) SlackMessageOf(ctx context.Context, machine, id string) (SlackMessage, bool, error) {
	m := SlackMessage{Machine: machine, Request: id}
	var effects []byte
	err := s.Pool.QueryRow(ctx, `SELECT channel, ts, shown, final, effects, posted_at FROM slack_messages WHERE machine = $1 AND request = $2`, machine, id).
		Scan(&m.Channel, &m.TS, &m.Shown, &m.Final, &effects, &m.Posted)
	if errors.Is(err, pgx.ErrNoRows) {
		return m, false, nil
	}
	if err != nil {
		return m, false, err
	}
	return m, true, json.Unmarshal(effects, &m.Effects)
}

// SaveSlackMessage records a request's message, or its new state. A
// message is never moved: the channel and timestamp of the first post
// stay.
func (s *Store) SaveSlackMessage(ctx context.Context, m SlackMessage) error {
	if m.Effects == nil {
		m.Effects = []string{}
	}
	effects, err := json.Marshal(m.Effects)
	if err != nil {
		return err
	}
	_, err = s.Pool.Exec(ctx, `INSERT INTO slack_messages (machine, request, channel, ts, shown, final, effects, posted_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
		ON CONFLICT (machine, request) DO UPDATE SET shown = EXCLUDED.shown, final = EXCLUDED.final`,
		m.Machine, m.Request, m.Channel, m.TS, m.Shown, m.Final, effects, m.Posted)
	return err
}

// SlackLock takes the lock that makes one replica at a time post and
// update messages, on a connection of its own; ok is false when another
// replica holds it.
func (s *Store) SlackLock(ctx context.Context) (unlock func(), ok bool, err error) {
	conn, err := s.Pool.Acquire(ctx)
	if err != nil {
		return nil, false, err
	}
	if err := conn.QueryRow(ctx, `SELECT pg_try_advisory_lock($1)`, int64(slackLock)).Scan(&ok); err != nil || !ok {
		conn.Release()
		return nil, false, err
	}
	return func() { unlockOn(conn) }, true, nil
}

func unlockOn(conn *pgxpool.Conn) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_unlock($1)`, int64(slackLock)); err != nil {
		// A connection that still holds the lock must not go back to
		// the pool.
		conn.Hijack().Close(ctx)
		return
	}
	conn.Release()
}

// CheckVote runs Decide's checks of a vote (role, not the requester,
// pending and unexpired, not voted yet) and records nothing: a
// *Refusal says why the vote would be refused.
func (s *Store) CheckVote(ctx context.Context, v Vote) error {
	tx, err := s.Pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	x, err := s.find(ctx, tx, v.Member, v.ID, v.Machine, false)
	if err != nil {
		return err
	}
	return s.check(ctx, tx, v, x)
}
