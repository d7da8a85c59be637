// Package store keeps the team hub's state in PostgreSQL: the schema and
// its migrations, and every query the hub makes. Each hub replica holds
// nothing of its own; two replicas on one database see the same team.
package store

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"gatesh/teamapi"
)

// Kinds of refusal; a Refusal wraps one, and the API answers each with
// its own HTTP status.
var (
	ErrNotFound     = errors.New("not found")
	ErrForbidden    = errors.New("forbidden")
	ErrConflict     = errors.New("conflict")
	ErrUnauthorized = errors.New("unauthorized")
	ErrBadInput     = errors.New("bad input")
)

// Refusal is a call the hub refuses for a reason a person can act on.
type Refusal struct {
	Kind error
	Msg  string
	Hint string
}

func (r *Refusal) Error() string { return r.Msg }
func (r *Refusal) Unwrap() error { return r.Kind }

func refuse(kind error, hint, format string, a ...any) *Refusal {
	return &Refusal{Kind: kind, Msg: fmt.Sprintf(format, a...), Hint: hint}
}

// Store is the hub's database.
type Store struct {
	Pool *pgxpool.Pool
	// Now is the hub's clock; tests set it.
	Now func() time.Time
	// parsed caches team policies by version (*livePolicy): a version's
	// text never changes.
	parsed sync.Map
}

// Open connects to the database at dsn.
func Open(ctx context.Context, dsn string) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("database address: %w", err)
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, err
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("database: %w", err)
	}
	return &Store{Pool: pool, Now: time.Now}, nil
}

// Close closes the connections.
func (s *Store) Close() { s.Pool.Close() }

func (s *Store) now() time.Time { return s.Now().UTC().Truncate(time.Microsecond) }

// inTx runs fn in a transaction, committed when fn returns nil and rolled
// back otherwise. Refusals are logged after it, outside it.
func (s *Store) inTx(ctx context.Context, fn func(pgx.Tx) error) error {
	tx, err := s.Pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	if err := fn(tx); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// dbtx is a pool or a transaction.
type dbtx interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// Event is one line of the hub's own record.
type Event struct {
	At      time.Time `json:"at"`
	Actor   string    `json:"actor"`
	Action  string    `json:"action"`
	Outcome string    `json:"outcome"`
	Machine string    `json:"machine,omitempty"`
	Request string    `json:"request,omitempty"`
	Detail  string    `json:"detail,omitempty"`
}

// Log records what a member, a machine or an admin did, or was refused.
func (s *Store) Log(ctx context.Context, e Event) error {
	return s.logIn(ctx, s.Pool, e)
}

func (s *Store) logIn(ctx context.Context, db dbtx, e Event) error {
	if e.At.IsZero() {
		e.At = s.now()
	}
	if e.Outcome == "" {
		e.Outcome = "ok"
	}
	_, err := db.Exec(ctx, `INSERT INTO hub_events (at, actor, action, outcome, machine, request, detail) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		e.At, e.Actor, e.Action, e.Outcome, e.Machine, e.Request, e.Detail)
	return err
}

// Events returns the hub's own record, newest first.
func (s *Store) Events(ctx context.Context, limit int) ([]Event, error) {
	rows, err := s.Pool.Query(ctx, `SELECT at, actor, action, outcome, machine, request, detail FROM hub_events ORDER BY id DESC LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (Event, error) {
		var e Event
		err := r.Scan(&e.At, &e.Actor, &e.Action, &e.Outcome, &e.Machine, &e.Request, &e.Detail)
		e.At = e.At.UTC()
		return e, err
	})
}

// ErrNoTeam means the database records no team key yet.
var ErrNoTeam = errors.New("the database records no team key")

// ErrOtherTeam means the database belongs to another team key.
var ErrOtherTeam = errors.New("the database records another team key")

// SetTeam records the team's public key, or checks it against the one
// recorded: a database belongs to one team key for life, since every
// machine pinned it.
func (s *Store) SetTeam(ctx context.Context, pub ed25519.PublicKey) error {
	fp := teamapi.Fingerprint(pub)
	_, err := s.Pool.Exec(ctx, `INSERT INTO team (id, fingerprint, public_key, created_at) VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING`,
		fp, teamapi.EncodeKey(pub), s.now())
	if err != nil {
		return err
	}
	got, _, err := s.Team(ctx)
	if err != nil {
		return err
	}
	if got != fp {
		return fmt.Errorf("%w (%s, not this key's %s)", ErrOtherTeam, got, fp)
	}
	return nil
}

// Team returns the team's fingerprint and public key.
func (s *Store) Team(ctx context.Context) (string, ed25519.PublicKey, error) {
	var fp, enc string
	err := s.Pool.QueryRow(ctx, `SELECT fingerprint, public_key FROM team WHERE id = 1`).Scan(&fp, &enc)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", nil, ErrNoTeam
	}
	if err != nil {
		return "", nil, err
	}
	pub, err := teamapi.DecodeKey(enc)
	return fp, pub, err
}

// Setting returns a setting's value, "" when unset.
func (s *Store) Setting(ctx context.Context, name string) (string, error) {
	var v string
	err := s.Pool.QueryRow(ctx, `SELECT value FROM settings WHERE name = $1`, name).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", nil
	}
	return v, err
}

// SetSetting sets a setting.
func (s *Store) SetSetting(ctx context.Context, name, value string) error {
	_, err := s.Pool.Exec(ctx, `INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`, name, value)
	return err
}

// secret returns n random bytes as base64url without padding.
func secret(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// newID returns a random lowercase base32 id of 13 characters, the shape
// of a request id.
func newID() string {
	b := make([]byte, 8)
	rand.Read(b)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))[:13]
}

func sha(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}
