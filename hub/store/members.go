package store

import (
	"context"
	"errors"
	"fmt"
	"net/mail"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// Roles, weakest first: a viewer reads, an approver also decides, an
// admin also manages (later: policy, stop).
const (
	Viewer   = "viewer"
	Approver = "approver"
	Admin    = "admin"
)

// AllGroups is the group of a role that holds for every machine group.
const AllGroups = "*"

// Token scopes: what a bearer token may do on top of its member's roles.
const (
	ScopeRead    = "read"
	ScopeApprove = "approve"
)

func roleRank(r string) int { return slices.Index([]string{Viewer, Approver, Admin}, r) }

// Login is a machine login linked to a member: Machine "" is any machine.
type Login struct {
	Login, Machine string
}

// ParseLogin reads LOGIN or LOGIN@MACHINE (a machine's id or name).
func ParseLogin(s string) (Login, error) {
	login, machine, _ := strings.Cut(s, "@")
	if login == "" || strings.ContainsAny(s, " \t\n:") {
		return Login{}, refuse(ErrBadInput, "", "login %q: want LOGIN or LOGIN@MACHINE", s)
	}
	return Login{Login: login, Machine: machine}, nil
}

func (l Login) String() string {
	if l.Machine == "" {
		return l.Login
	}
	return l.Login + "@" + l.Machine
}

// Member is a person of the team, as a bearer token resolved them.
type Member struct {
	Email  string
	Roles  map[string]string // group -> role
	Logins []Login
	// Token, Scope and Kind are the id, scope and kind of the token that
	// resolved them; Groups the provider's groups of a session's sign-in.
	Token, Scope, Kind string
	Groups             []string
}

// Role returns the member's role for a machine group: the stronger of
// the group's own and the all-groups role, "" for none.
func (m *Member) Role(group string) string {
	a, b := m.Roles[group], m.Roles[AllGroups]
	if roleRank(b) > roleRank(a) {
		return b
	}
	return a
}

// Is reports whether login on machine (id and name) is this member.
func (m *Member) Is(login, machineID, machineName string) bool {
	for _, l := range m.Logins {
		if l.Login == login && (l.Machine == "" || l.Machine == machineID || l.Machine == machineName) {
			return true
		}
	}
	return false
}

// AddMember adds a member, or adds a role and logins to one.
func (s *Store) AddMember(ctx context.Context, email, role, group string, logins []Login) error {
	if _, err := mail.ParseAddress(email); err != nil || strings.ContainsAny(email, "<> ") {
		return refuse(ErrBadInput, "", "%q is not an email address", email)
	}
	if roleRank(role) < 0 {
		return refuse(ErrBadInput, "", "role %q: want viewer, approver or admin", role)
	}
	if group == "" {
		group = AllGroups
	}
	if group != AllGroups {
		if err := checkGroup(group); err != nil {
			return err
		}
	}
	now := s.now()
	return s.inTx(ctx, func(tx pgx.Tx) error {
		// One person, one member: sign-in finds members without case, so
		// a second spelling would be a second voter with no logins.
		email, err := storedEmail(ctx, tx, email)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO members (email, created_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`, email, now); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO member_roles (email, group_name, role) VALUES ($1, $2, $3) ON CONFLICT (email, group_name) DO UPDATE SET role = EXCLUDED.role`, email, group, role); err != nil {
			return err
		}
		for _, l := range logins {
			if _, err := tx.Exec(ctx, `INSERT INTO member_logins (email, login, machine) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, email, l.Login, l.Machine); err != nil {
				return err
			}
		}
		ls := make([]string, len(logins))
		for i, l := range logins {
			ls[i] = l.String()
		}
		return s.logIn(ctx, tx, Event{Actor: "admin", Action: "member add", Detail: fmt.Sprintf("%s: %s of group %s, logins %v", email, role, group, ls)})
	})
}

// storedEmail is the spelling of the member whose email is email without
// ASCII case, or email itself for nobody's. The fold is ASCII only
// (COLLATE "C"), whatever the database's locale: a provider's email
// that matches a member only after Unicode folding is someone else's.
func storedEmail(ctx context.Context, db dbtx, email string) (string, error) {
	var stored string
	err := db.QueryRow(ctx, `SELECT email FROM members WHERE lower(email COLLATE "C") = lower($1 COLLATE "C") ORDER BY email LIMIT 1`, email).Scan(&stored)
	if errors.Is(err, pgx.ErrNoRows) {
		return email, nil
	}
	return stored, err
}

// RemoveMember removes a member with their roles, logins and tokens.
func (s *Store) RemoveMember(ctx context.Context, email string) error {
	return s.inTx(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `DELETE FROM members WHERE email = $1`, email)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return refuse(ErrNotFound, "gatesh-hub member list --db DSN names them", "no member %s", email)
		}
		return s.logIn(ctx, tx, Event{Actor: "admin", Action: "member remove", Detail: email})
	})
}

// Members lists the members, by email.
func (s *Store) Members(ctx context.Context) ([]Member, error) {
	rows, err := s.Pool.Query(ctx, `SELECT email FROM members ORDER BY email`)
	if err != nil {
		return nil, err
	}
	emails, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, err
	}
	out := make([]Member, 0, len(emails))
	for _, e := range emails {
		m, err := s.member(ctx, s.Pool, e)
		if err != nil {
			return nil, err
		}
		out = append(out, *m)
	}
	return out, nil
}

func (s *Store) member(ctx context.Context, db dbtx, email string) (*Member, error) {
	m := &Member{Email: email, Roles: map[string]string{}}
	rows, err := db.Query(ctx, `SELECT group_name, role FROM member_roles WHERE email = $1`, email)
	if err != nil {
		return nil, err
	}
	var g, r string
	if _, err := pgx.ForEachRow(rows, []any{&g, &r}, func() error { m.Roles[g] = r; return nil }); err != nil {
		return nil, err
	}
	rows, err = db.Query(ctx, `SELECT login, machine FROM member_logins WHERE email = $1 ORDER BY login, machine`, email)
	if err != nil {
		return nil, err
	}
	var l Login
	if _, err := pgx.ForEachRow(rows, []any{&l.Login, &l.Machine}, func() error { m.Logins = append(m.Logins, l); return nil }); err != nil {
		return nil, err
	}
	return m, nil
}

const tokenPrefix = "gatesh-pat-v1."

// NewToken makes a personal access token for a member: scoped, with an
// expiry (0: none), kept as its sha256 only. It returns the token's id
// (for revoke) and the token itself, shown once.
func (s *Store) NewToken(ctx context.Context, email, scope string, ttl time.Duration) (id, token string, err error) {
	if scope != ScopeRead && scope != ScopeApprove {
		return "", "", refuse(ErrBadInput, "", "scope %q: want read or approve", scope)
	}
	id = newID()
	token = tokenPrefix + id + "." + secret(32)
	now := s.now()
	var expires *time.Time
	if ttl > 0 {
		e := now.Add(ttl)
		expires = &e
	}
	err = s.inTx(ctx, func(tx pgx.Tx) error {
		email, err := storedEmail(ctx, tx, email)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO tokens (id, secret_sha256, email, kind, scope, created_at, expires_at) VALUES ($1, $2, $3, 'pat', $4, $5, $6)`,
			id, sha(token), email, scope, now, expires); err != nil {
			return err
		}
		return s.logIn(ctx, tx, Event{Actor: "admin", Action: "token create", Detail: fmt.Sprintf("token %s for %s, scope %s", id, email, scope)})
	})
	return id, token, err
}

// RevokeToken revokes a token by its id.
func (s *Store) RevokeToken(ctx context.Context, id string) error {
	tag, err := s.Pool.Exec(ctx, `UPDATE tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, id, s.now())
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return refuse(ErrNotFound, "", "no live token %q", id)
	}
	return s.Log(ctx, Event{Actor: "admin", Action: "token revoke", Detail: id})
}

// ErrBadToken is a bearer token the hub does not accept.
var ErrBadToken = errors.New("the bearer token is unknown, expired or revoked")
