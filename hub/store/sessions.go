package store

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// Kinds of token. A token's prefix names its kind, and a token is
// accepted only where its kind is: a page cookie is no bearer token, and
// a bearer token signs nobody in to the page.
const (
	KindPAT    = "pat"    // a personal access token (member add --token)
	KindWeb    = "web"    // the page's session, in a cookie
	KindDevice = "device" // a session of `gatesh team login`
)

var kindPrefix = map[string]string{
	KindPAT:    tokenPrefix,
	KindWeb:    "gatesh-web-v1.",
	KindDevice: "gatesh-session-v1.",
}

// kindOf is the kind a token's prefix names, "" for none.
func kindOf(token string) string {
	for k, p := range kindPrefix {
		if strings.HasPrefix(token, p) {
			return k
		}
	}
	return ""
}

// NewSession makes a session token of kind (KindWeb or KindDevice) for a
// member, carrying the provider's groups of the sign-in; the database
// keeps its sha256. It returns the token's id and the token, shown once.
func (s *Store) NewSession(ctx context.Context, email, kind string, groups []string, label string, ttl time.Duration) (id, token string, expires time.Time, err error) {
	return s.newSession(ctx, s.Pool, email, kind, groups, label, ttl)
}

func (s *Store) newSession(ctx context.Context, db dbtx, email, kind string, groups []string, label string, ttl time.Duration) (id, token string, expires time.Time, err error) {
	if kind != KindWeb && kind != KindDevice {
		return "", "", time.Time{}, fmt.Errorf("session kind %q", kind)
	}
	if groups == nil {
		groups = []string{}
	}
	id = newID()
	token = kindPrefix[kind] + id + "." + secret(32)
	now := s.now()
	expires = now.Add(ttl)
	_, err = db.Exec(ctx, `INSERT INTO tokens (id, secret_sha256, email, kind, scope, created_at, expires_at, groups, label) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
		id, sha(token), email, kind, ScopeApprove, now, expires, groups, label)
	return id, token, expires, err
}

// Resolve returns the member a bearer token stands for (a personal
// access token or a device session), and records its use.
func (s *Store) Resolve(ctx context.Context, token string) (*Member, error) {
	return s.resolve(ctx, token, KindPAT, KindDevice)
}

// ResolveSession returns the member a page session's cookie stands for.
func (s *Store) ResolveSession(ctx context.Context, token string) (*Member, error) {
	return s.resolve(ctx, token, KindWeb)
}

func (s *Store) resolve(ctx context.Context, token string, kinds ...string) (*Member, error) {
	kind := kindOf(token)
	ok := false
	for _, k := range kinds {
		ok = ok || k == kind
	}
	if !ok {
		return nil, ErrBadToken
	}
	var id, email, scope string
	var groups []string
	err := s.Pool.QueryRow(ctx, `UPDATE tokens SET last_used_at = $2 WHERE secret_sha256 = $1 AND kind = $3 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $2)
		RETURNING id, email, scope, groups`, sha(token), s.now(), kind).Scan(&id, &email, &scope, &groups)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, s.whyRefused(ctx, token, kind)
	}
	if err != nil {
		return nil, err
	}
	m, err := s.member(ctx, s.Pool, email)
	if err != nil {
		return nil, err
	}
	if err := s.grant(ctx, s.Pool, m, groups); err != nil {
		return nil, err
	}
	m.Token, m.Scope, m.Kind, m.Groups = id, scope, kind, groups
	return m, nil
}

// kindName is what people call a token of each kind.
var kindName = map[string]string{KindPAT: "personal access token", KindWeb: "page session", KindDevice: "session of gatesh team login"}

// TokenError is a token the hub knows and refuses: it expired, or was
// revoked. It is an ErrBadToken.
type TokenError struct{ Msg string }

func (e *TokenError) Error() string        { return e.Msg }
func (e *TokenError) Is(target error) bool { return target == ErrBadToken }

// whyRefused says why a token was refused: when, for one the hub knows
// (whoever holds it held a valid one, so saying so tells them nothing
// new), and ErrBadToken alone for one it does not.
func (s *Store) whyRefused(ctx context.Context, token, kind string) error {
	var id string
	var expires, revoked *time.Time
	err := s.Pool.QueryRow(ctx, `SELECT id, expires_at, revoked_at FROM tokens WHERE secret_sha256 = $1 AND kind = $2`, sha(token), kind).Scan(&id, &expires, &revoked)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return ErrBadToken
	case err != nil:
		return err
	case revoked != nil:
		return &TokenError{Msg: fmt.Sprintf("the %s %s was revoked at %s", kindName[kind], id, revoked.UTC().Format(time.RFC3339))}
	case expires != nil:
		return &TokenError{Msg: fmt.Sprintf("the %s %s expired at %s", kindName[kind], id, expires.UTC().Format(time.RFC3339))}
	}
	return ErrBadToken
}

// grant adds to m the roles that the provider's groups map to; the
// stronger role of a machine group wins.
func (s *Store) grant(ctx context.Context, db dbtx, m *Member, groups []string) error {
	if len(groups) == 0 {
		return nil
	}
	rows, err := db.Query(ctx, `SELECT group_name, role FROM group_roles WHERE claim_group = ANY($1)`, groups)
	if err != nil {
		return err
	}
	var g, r string
	_, err = pgx.ForEachRow(rows, []any{&g, &r}, func() error {
		if roleRank(r) > roleRank(m.Roles[g]) {
			m.Roles[g] = r
		}
		return nil
	})
	return err
}

// standing returns a member with the roles they hold now: their own, and
// those the provider's groups of their newest sign-in map to, while that
// session lives. The newest sign-in is the provider's latest word: a
// person taken out of a group there loses its role here at their next
// sign-in, or when the session that carried the group ends.
func (s *Store) standing(ctx context.Context, db dbtx, email string) (*Member, error) {
	m, err := s.member(ctx, db, email)
	if err != nil {
		return nil, err
	}
	var groups []string
	var live bool
	err = db.QueryRow(ctx, `SELECT groups, revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $2) FROM tokens
		WHERE email = $1 AND kind IN ($3, $4) ORDER BY created_at DESC, id LIMIT 1`, email, s.now(), KindWeb, KindDevice).Scan(&groups, &live)
	if errors.Is(err, pgx.ErrNoRows) || err == nil && !live {
		return m, nil
	}
	if err != nil {
		return nil, err
	}
	return m, s.grant(ctx, db, m, groups)
}

// MemberByEmail returns the member with this email (compared without
// case, as providers spell it as they like), with the roles the
// provider's groups grant, or a refusal naming neither.
func (s *Store) MemberByEmail(ctx context.Context, email string, groups []string) (*Member, error) {
	var stored string
	err := s.Pool.QueryRow(ctx, `SELECT email FROM members WHERE lower(email COLLATE "C") = lower($1 COLLATE "C") ORDER BY email LIMIT 1`, email).Scan(&stored)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, refuse(ErrForbidden, "an admin adds you: gatesh-hub member add EMAIL --role R", "%s is not a member of this team", email)
	}
	if err != nil {
		return nil, err
	}
	m, err := s.member(ctx, s.Pool, stored)
	if err != nil {
		return nil, err
	}
	m.Groups = groups
	return m, s.grant(ctx, s.Pool, m, groups)
}

// ErrFormSpent is a form a session sent already.
var ErrFormSpent = errors.New("this form was already sent; reload the page and try again")

// SpendForm records that a page session sent a form, once: a second time
// is ErrFormSpent, on any replica.
func (s *Store) SpendForm(ctx context.Context, token, form string) error {
	tag, err := s.Pool.Exec(ctx, `INSERT INTO session_forms (token, form, at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, token, form, s.now())
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return ErrFormSpent
	}
	return nil
}

// Session is one of a member's tokens, as the page lists them.
type Session struct {
	ID, Kind, Scope, Label string
	Created                time.Time
	Expires, LastUsed      *time.Time
}

// Sessions lists a member's live tokens, newest first.
func (s *Store) Sessions(ctx context.Context, email string) ([]Session, error) {
	rows, err := s.Pool.Query(ctx, `SELECT id, kind, scope, label, created_at, expires_at, last_used_at FROM tokens
		WHERE email = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $2) ORDER BY created_at DESC, id`, email, s.now())
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (Session, error) {
		var x Session
		err := r.Scan(&x.ID, &x.Kind, &x.Scope, &x.Label, &x.Created, &x.Expires, &x.LastUsed)
		return x, err
	})
}

// EndSession revokes one of the member's own tokens (a sign-out, or a
// session ended from the page's list), and logs it.
func (s *Store) EndSession(ctx context.Context, email, id, action string) error {
	tag, err := s.Pool.Exec(ctx, `UPDATE tokens SET revoked_at = $3 WHERE id = $1 AND email = $2 AND revoked_at IS NULL`, id, email, s.now())
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return refuse(ErrNotFound, "", "no live session %s of yours", id)
	}
	return s.Log(ctx, Event{Actor: email, Action: action, Detail: "token " + id})
}

// MapGroup makes members in the provider's group claimGroup hold role in
// machine group ("*" or "" for every group).
func (s *Store) MapGroup(ctx context.Context, claimGroup, role, group string) error {
	if claimGroup == "" || len(claimGroup) > 256 {
		return refuse(ErrBadInput, "", "a provider's group name has 1 to 256 characters")
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
	return s.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO group_roles (claim_group, group_name, role) VALUES ($1, $2, $3)
			ON CONFLICT (claim_group, group_name) DO UPDATE SET role = EXCLUDED.role`, claimGroup, group, role); err != nil {
			return err
		}
		return s.logIn(ctx, tx, Event{Actor: "admin", Action: "role map", Detail: fmt.Sprintf("provider group %s: %s of group %s", claimGroup, role, group)})
	})
}

// UnmapGroup removes what MapGroup made for claimGroup in group.
func (s *Store) UnmapGroup(ctx context.Context, claimGroup, group string) error {
	if group == "" {
		group = AllGroups
	}
	tag, err := s.Pool.Exec(ctx, `DELETE FROM group_roles WHERE claim_group = $1 AND group_name = $2`, claimGroup, group)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return refuse(ErrNotFound, "gatesh-hub role list --db DSN shows them", "no mapping of provider group %s in group %s", claimGroup, group)
	}
	return s.Log(ctx, Event{Actor: "admin", Action: "role unmap", Detail: fmt.Sprintf("provider group %s in group %s", claimGroup, group)})
}

// GroupRole is one mapping of a provider's group to a role.
type GroupRole struct{ ClaimGroup, Group, Role string }

// GroupRoles lists the mappings.
func (s *Store) GroupRoles(ctx context.Context) ([]GroupRole, error) {
	rows, err := s.Pool.Query(ctx, `SELECT claim_group, group_name, role FROM group_roles ORDER BY claim_group, group_name`)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (GroupRole, error) {
		var g GroupRole
		return g, r.Scan(&g.ClaimGroup, &g.Group, &g.Role)
	})
}
