package store

import (
	"context"
	"crypto/ed25519"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"gatesh/teamapi"
)

// DefaultGroup is the group of a machine enrolled without --group.
const DefaultGroup = "default"

// Enrol makes a one-time enrolment token for a machine of group; the
// database keeps only the sha256 of its secret.
func (s *Store) Enrol(ctx context.Context, group string, ttl time.Duration) (teamapi.EnrolToken, error) {
	if group == "" {
		group = DefaultGroup
	}
	if err := checkGroup(group); err != nil {
		return teamapi.EnrolToken{}, err
	}
	fp, _, err := s.Team(ctx)
	if err != nil {
		return teamapi.EnrolToken{}, err
	}
	tok := teamapi.EnrolToken{Team: fp, Secret: secret(32)}
	now := s.now()
	err = s.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO enrol_tokens (secret_sha256, group_name, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
			sha(tok.Secret), group, now, now.Add(ttl)); err != nil {
			return err
		}
		return s.logIn(ctx, tx, Event{Actor: "admin", Action: "enrol", Detail: fmt.Sprintf("group %s, expires %s", group, now.Add(ttl).Format(time.RFC3339))})
	})
	return tok, err
}

func checkGroup(g string) error {
	if g == "" || len(g) > 64 {
		return refuse(ErrBadInput, "", "a group name has 1 to 64 characters")
	}
	for _, c := range g {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
			return refuse(ErrBadInput, "", "group %q: use letters, digits, '-', '_' and '.'", g)
		}
	}
	return nil
}

// Machine is an enrolled machine.
type Machine struct {
	ID, Name, Group string
	Key             ed25519.PublicKey
	EnrolledAt      time.Time
	Removed         bool
	LastContact     time.Time
	EventSeq        int64
	EventsAfter     int64
	AuditThrough    int64
	// AuditLag is how far the newest shipped audit line's own time was
	// behind its arrival.
	AuditLag time.Duration
}

// Join registers a machine with a one-time enrolment token. The token is
// spent in the same statement that checks it, so of two joins racing with
// one token exactly one wins; every refusal is logged.
func (s *Store) Join(ctx context.Context, req teamapi.JoinRequest, from string) (teamapi.JoinResponse, error) {
	var resp teamapi.JoinResponse
	fail := func(r *Refusal) error {
		s.Log(ctx, Event{Actor: "machine " + req.Name + " from " + from, Action: "join", Outcome: "refused", Detail: r.Msg})
		return r
	}
	fp, pub, err := s.Team(ctx)
	if err != nil {
		return resp, err
	}
	tok, err := teamapi.ParseEnrolToken(req.Token)
	if err != nil {
		return resp, fail(refuse(ErrUnauthorized, "gatesh-hub enrol --db DSN prints a token", "%v", err))
	}
	if tok.Team != fp {
		return resp, fail(refuse(ErrUnauthorized, "the token was made for another hub's team key", "the enrolment token is for team %s, and this hub is team %s", tok.Team, fp))
	}
	key, err := teamapi.DecodeKey(req.PublicKey)
	if err != nil {
		return resp, fail(refuse(ErrBadInput, "", "public_key: %v", err))
	}
	name := req.Name
	if name == "" || len(name) > 255 {
		return resp, fail(refuse(ErrBadInput, "", "a machine's name has 1 to 255 characters"))
	}
	id := newID()
	now := s.now()
	err = s.inTx(ctx, func(tx pgx.Tx) error {
		var group string
		err := tx.QueryRow(ctx, `UPDATE enrol_tokens SET used_at = $2 WHERE secret_sha256 = $1 AND used_at IS NULL AND expires_at > $2 RETURNING group_name`,
			sha(tok.Secret), now).Scan(&group)
		if errors.Is(err, pgx.ErrNoRows) {
			var used *time.Time
			var expires time.Time
			switch err := tx.QueryRow(ctx, `SELECT used_at, expires_at FROM enrol_tokens WHERE secret_sha256 = $1`, sha(tok.Secret)).Scan(&used, &expires); {
			case errors.Is(err, pgx.ErrNoRows):
				return refuse(ErrUnauthorized, "gatesh-hub enrol --db DSN prints a new one", "the enrolment token is unknown to this hub")
			case err != nil:
				return err
			case used != nil:
				return refuse(ErrUnauthorized, "each token joins one machine; make another with gatesh-hub enrol", "the enrolment token was used already, at %s", used.UTC().Format(time.RFC3339))
			default:
				return refuse(ErrUnauthorized, "gatesh-hub enrol --expires D makes a token that lasts longer", "the enrolment token expired at %s", expires.UTC().Format(time.RFC3339))
			}
		}
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO machines (id, name, group_name, public_key, enrolled_at, last_contact) VALUES ($1, $2, $3, $4, $5, $5)`,
			id, name, group, teamapi.EncodeKey(key), now); err != nil {
			var pe *pgconn.PgError
			if errors.As(err, &pe) && pe.Code == "23505" {
				return refuse(ErrConflict, "a machine makes a new key to join again", "this public key has joined already")
			}
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE enrol_tokens SET used_by = $2 WHERE secret_sha256 = $1`, sha(tok.Secret), id); err != nil {
			return err
		}
		resp = teamapi.JoinResponse{Machine: id, Team: fp, TeamPublicKey: teamapi.EncodeKey(pub), Group: group}
		return s.logIn(ctx, tx, Event{Actor: "machine " + id, Action: "join", Machine: id, Detail: fmt.Sprintf("%s (group %s) from %s", name, group, from)})
	})
	var ref *Refusal
	if errors.As(err, &ref) {
		// Rolled back: a refused join spends no token.
		return resp, fail(ref)
	}
	return resp, err
}

// MachineByID returns an enrolled machine, ErrNotFound when there is none.
func (s *Store) MachineByID(ctx context.Context, id string) (*Machine, error) {
	rows, err := s.Pool.Query(ctx, machineSelect+` WHERE id = $1`, id)
	if err != nil {
		return nil, err
	}
	ms, err := pgx.CollectRows(rows, scanMachine)
	if err != nil {
		return nil, err
	}
	if len(ms) == 0 {
		return nil, refuse(ErrNotFound, "", "no machine %q", id)
	}
	return &ms[0], nil
}

// Machines lists the machines, by name.
func (s *Store) Machines(ctx context.Context) ([]Machine, error) {
	rows, err := s.Pool.Query(ctx, machineSelect+` ORDER BY name, id`)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, scanMachine)
}

const machineSelect = `SELECT id, name, group_name, public_key, enrolled_at, removed_at IS NOT NULL, coalesce(last_contact, enrolled_at),
	event_seq, events_after, audit_through, coalesce(extract(epoch FROM audit_received_at - audit_line_ts), 0)::float8 FROM machines`

func scanMachine(r pgx.CollectableRow) (Machine, error) {
	var m Machine
	var key string
	var lag float64
	if err := r.Scan(&m.ID, &m.Name, &m.Group, &key, &m.EnrolledAt, &m.Removed, &m.LastContact, &m.EventSeq, &m.EventsAfter, &m.AuditThrough, &lag); err != nil {
		return m, err
	}
	m.Key, _ = teamapi.DecodeKey(key)
	m.AuditLag = time.Duration(lag * float64(time.Second))
	m.EnrolledAt, m.LastContact = m.EnrolledAt.UTC(), m.LastContact.UTC()
	return m, nil
}

// Contact records that a machine called the hub now.
func (s *Store) Contact(ctx context.Context, machine string) error {
	_, err := s.Pool.Exec(ctx, `UPDATE machines SET last_contact = greatest(coalesce(last_contact, $2), $2) WHERE id = $1`, machine, s.now())
	return err
}

// SpendNonce records that a machine's verified call used nonce, once: a
// second use, on any replica, is teamapi.ErrCallReplayed. The nonce is
// kept until until; nonces past theirs (the whole team's) go in the
// same statement, so the table holds about one skew window of calls.
func (s *Store) SpendNonce(ctx context.Context, machine, nonce string, until time.Time) error {
	tag, err := s.Pool.Exec(ctx, `WITH gone AS (DELETE FROM machine_call_nonces WHERE expires_at < $4)
		INSERT INTO machine_call_nonces (machine, nonce, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
		machine, nonce, until, s.now())
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return teamapi.ErrCallReplayed
	}
	return nil
}

// KeepAnswer records the answer to the call that spent nonce, for
// FirstAnswer.
func (s *Store) KeepAnswer(ctx context.Context, machine, nonce string, answer []byte) error {
	_, err := s.Pool.Exec(ctx, `UPDATE machine_call_nonces SET answer = $3 WHERE machine = $1 AND nonce = $2`, machine, nonce, answer)
	return err
}

// FirstAnswer returns the answer KeepAnswer recorded for a spent nonce,
// nil when there is none (the first call is still running, or failed).
func (s *Store) FirstAnswer(ctx context.Context, machine, nonce string) ([]byte, error) {
	var answer []byte
	err := s.Pool.QueryRow(ctx, `SELECT answer FROM machine_call_nonces WHERE machine = $1 AND nonce = $2`, machine, nonce).Scan(&answer)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	return answer, err
}

// machineIs is the SQL condition that the machine of alias is the one
// param names: by its id, or by its name when no machine has that id.
// A machine's name is its own to choose, so a name that is another
// machine's id must not reach that machine's requests.
func machineIs(alias, param string) string {
	col := func(c string) string {
		if alias == "" {
			return c
		}
		return alias + "." + c
	}
	return fmt.Sprintf("(%s = %s OR (%s = %s AND NOT EXISTS (SELECT 1 FROM machines byid WHERE byid.id = %s)))", col("id"), param, col("name"), param, param)
}

// RemoveMachine stops a machine's calls from being accepted; its records
// stay.
func (s *Store) RemoveMachine(ctx context.Context, id string) error {
	tag, err := s.Pool.Exec(ctx, `UPDATE machines SET removed_at = $2 WHERE `+machineIs("", "$1")+` AND removed_at IS NULL`, id, s.now())
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return refuse(ErrNotFound, "gatesh-hub machine list --db DSN names them", "no enrolled machine %q", id)
	}
	return s.Log(ctx, Event{Actor: "admin", Action: "machine remove", Machine: id})
}
