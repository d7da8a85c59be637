package store

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"gatesh/teamapi"
)

// LoginFlow is a sign-in under way: what the hub sent the provider, to
// check its answer against. Secrets are kept as sha256 where the hub
// only compares them.
type LoginFlow struct {
	StateSHA, BinderSHA string
	Nonce, Verifier     string
	Next                string
	Expires             time.Time
}

// maxLoginFlows bounds the sign-ins under way, which anyone can start.
const maxLoginFlows = 10000

// StartLogin records a sign-in under way, after clearing expired ones.
func (s *Store) StartLogin(ctx context.Context, f LoginFlow) error {
	now := s.now()
	return s.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM oidc_logins WHERE expires_at <= $1`, now); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM oidc_logins`).Scan(&n); err != nil {
			return err
		}
		if n >= maxLoginFlows {
			return refuse(ErrConflict, "try again in a few minutes", "too many sign-ins are under way")
		}
		_, err := tx.Exec(ctx, `INSERT INTO oidc_logins (state_sha256, binder_sha256, nonce, verifier, next, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
			f.StateSHA, f.BinderSHA, f.Nonce, f.Verifier, f.Next, now, f.Expires)
		return err
	})
}

// ErrNoLogin is a provider's answer that matches no sign-in under way:
// an unknown or reused state, or one past its time.
var ErrNoLogin = errors.New("this sign-in is unknown, used already or expired")

// TakeLogin returns the sign-in of a state's sha256 and forgets it, so
// that an answer is taken once.
func (s *Store) TakeLogin(ctx context.Context, stateSHA string) (*LoginFlow, error) {
	f := &LoginFlow{StateSHA: stateSHA}
	err := s.Pool.QueryRow(ctx, `DELETE FROM oidc_logins WHERE state_sha256 = $1 RETURNING binder_sha256, nonce, verifier, next, expires_at`, stateSHA).
		Scan(&f.BinderSHA, &f.Nonce, &f.Verifier, &f.Next, &f.Expires)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, ErrNoLogin
	}
	if err != nil {
		return nil, err
	}
	if !s.now().Before(f.Expires) {
		return nil, ErrNoLogin
	}
	return f, nil
}

// Sha is the lowercase hex sha256 of a secret, as the database keeps it.
func Sha(secret string) string { return sha(secret) }

// Device login limits.
const (
	// DeviceInterval is how often `gatesh team login` polls, in seconds.
	DeviceInterval = 5
	// deviceGuesses is how many wrong codes one member, and
	// deviceGuessesAll how many all members together, may enter within
	// deviceGuessWindow: a code has 20^8 values, so guessing one in time
	// is out of reach, and a member who mistypes is not locked out long.
	deviceGuesses     = 5
	deviceGuessesAll  = 50
	deviceGuessWindow = 10 * time.Minute
	// maxDeviceLogins bounds the device logins under way, which anyone
	// can start.
	maxDeviceLogins = 10000
)

// userCodeLetters are the letters of a user code: consonants only, so
// that no word is spelt, and none that reads as a digit (RFC 8628 6.1).
const userCodeLetters = "BCDFGHJKLMNPQRSTVWXZ"

// newUserCode is 8 letters as XXXX-XXXX.
func newUserCode() string {
	b := make([]byte, 8)
	rand.Read(b)
	var out strings.Builder
	for i, c := range b {
		if i == 4 {
			out.WriteByte('-')
		}
		// 256 is not a multiple of 20: drop the top values to stay even.
		for c >= 240 {
			var one [1]byte
			rand.Read(one[:])
			c = one[0]
		}
		out.WriteByte(userCodeLetters[int(c)%len(userCodeLetters)])
	}
	return out.String()
}

// NormalUserCode reads a user code as a person may type it: any case,
// with or without the dash or spaces.
func NormalUserCode(s string) string {
	s = strings.Map(func(c rune) rune {
		switch {
		case c >= 'a' && c <= 'z':
			return c - 'a' + 'A'
		case c >= 'A' && c <= 'Z':
			return c
		}
		return -1
	}, s)
	if len(s) != 8 {
		return s
	}
	return s[:4] + "-" + s[4:]
}

// StartDevice begins a device login for askedBy (what the machine said
// of itself and where it called from) and returns its device code and
// user code.
func (s *Store) StartDevice(ctx context.Context, askedBy string, ttl time.Duration) (device, user string, expires time.Time, err error) {
	device = "gatesh-device-v1." + secret(32)
	now := s.now()
	expires = now.Add(ttl)
	err = s.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM device_logins WHERE expires_at <= $1 AND used_at IS NULL`, now.Add(-24*time.Hour)); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM device_logins WHERE expires_at > $1`, now).Scan(&n); err != nil {
			return err
		}
		if n >= maxDeviceLogins {
			return refuse(ErrConflict, "try again in a few minutes", "too many device logins are under way")
		}
		for range 5 {
			user = newUserCode()
			tag, err := tx.Exec(ctx, `INSERT INTO device_logins (device_sha256, user_code, asked_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)
				ON CONFLICT (user_code) DO NOTHING`, sha(device), user, askedBy, now, expires)
			if err != nil {
				return err
			}
			if tag.RowsAffected() == 1 {
				return s.logIn(ctx, tx, Event{Actor: askedBy, Action: "device login start", Detail: "code " + user})
			}
		}
		return errors.New("no free user code")
	})
	return device, user, expires, err
}

// DeviceLogin is a device login as the page shows it before a person
// confirms it.
type DeviceLogin struct {
	UserCode, AskedBy string
	Created, Expires  time.Time
	ConfirmedBy       string
	Confirmed, Denied bool
	Used              bool
}

// ErrTooManyGuesses refuses a member's code for a while after too many
// wrong ones.
var ErrTooManyGuesses = errors.New("too many wrong codes lately; wait a few minutes")

// DeviceByCode finds a device login by the user code a signed-in member
// typed. A wrong code is logged, and after deviceGuesses of them in
// deviceGuessWindow (deviceGuessesAll from everyone) every code is
// refused until the window passes.
func (s *Store) DeviceByCode(ctx context.Context, m *Member, code string) (*DeviceLogin, error) {
	now := s.now()
	if err := s.guessLimit(ctx, m); err != nil {
		return nil, err
	}
	code = NormalUserCode(code)
	d := &DeviceLogin{UserCode: code}
	var confirmedBy *string
	var confirmedAt, deniedAt, usedAt *time.Time
	err := s.Pool.QueryRow(ctx, `SELECT asked_by, created_at, expires_at, confirmed_by, confirmed_at, denied_at, used_at FROM device_logins WHERE user_code = $1`, code).
		Scan(&d.AskedBy, &d.Created, &d.Expires, &confirmedBy, &confirmedAt, &deniedAt, &usedAt)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		s.Log(ctx, Event{Actor: m.Email, Action: "device code", Outcome: "refused", Detail: fmt.Sprintf("no device login has the code %q", code)})
		return nil, refuse(ErrNotFound, "check the code that gatesh team login printed", "no device login has the code %s", code)
	case err != nil:
		return nil, err
	}
	if confirmedBy != nil {
		d.ConfirmedBy = *confirmedBy
	}
	d.Confirmed, d.Denied, d.Used = confirmedAt != nil, deniedAt != nil, usedAt != nil
	if !now.Before(d.Expires) {
		s.Log(ctx, Event{Actor: m.Email, Action: "device code", Outcome: "refused", Detail: "code " + code + " expired"})
		return nil, refuse(ErrConflict, "run gatesh team login again", "the code %s expired at %s", code, d.Expires.Format(time.RFC3339))
	}
	return d, nil
}

// guessLimit refuses m's codes after too many wrong ones lately, its own
// or everyone's; wrong codes are the refused "device code" events.
func (s *Store) guessLimit(ctx context.Context, m *Member) error {
	var mine, all int
	if err := s.Pool.QueryRow(ctx, `SELECT count(*) FILTER (WHERE actor = $1), count(*) FROM hub_events
		WHERE action = 'device code' AND outcome = 'refused' AND at > $2`, m.Email, s.now().Add(-deviceGuessWindow)).Scan(&mine, &all); err != nil {
		return err
	}
	if mine >= deviceGuesses || all >= deviceGuessesAll {
		s.Log(ctx, Event{Actor: m.Email, Action: "device code limited", Outcome: "refused", Detail: ErrTooManyGuesses.Error()})
		return ErrTooManyGuesses
	}
	return nil
}

// ConfirmDevice lets the device login of code sign in as m (allow), or
// turns it down. It holds only for a login not decided yet and unexpired;
// the session it makes carries m's groups.
func (s *Store) ConfirmDevice(ctx context.Context, m *Member, code string, allow bool) error {
	if err := s.guessLimit(ctx, m); err != nil {
		return err
	}
	code = NormalUserCode(code)
	now := s.now()
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		var expires time.Time
		var decided bool
		err := tx.QueryRow(ctx, `SELECT expires_at, confirmed_at IS NOT NULL OR denied_at IS NOT NULL FROM device_logins WHERE user_code = $1 FOR UPDATE`, code).Scan(&expires, &decided)
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			return refuse(ErrNotFound, "", "no device login has the code %s", code)
		case err != nil:
			return err
		case decided:
			return refuse(ErrConflict, "run gatesh team login again", "the code %s was confirmed or turned down already", code)
		case !now.Before(expires):
			return refuse(ErrConflict, "run gatesh team login again", "the code %s expired", code)
		}
		groups := m.Groups
		if groups == nil {
			groups = []string{}
		}
		if allow {
			_, err = tx.Exec(ctx, `UPDATE device_logins SET confirmed_by = $2, confirmed_at = $3, groups = $4 WHERE user_code = $1`, code, m.Email, now, groups)
		} else {
			_, err = tx.Exec(ctx, `UPDATE device_logins SET denied_at = $2 WHERE user_code = $1`, code, now)
		}
		if err != nil {
			return err
		}
		action := "device login confirm"
		if !allow {
			action = "device login deny"
		}
		return s.logIn(ctx, tx, Event{Actor: m.Email, Action: action, Detail: "code " + code})
	})
	var ref *Refusal
	if errors.As(err, &ref) {
		action := "device login confirm"
		if errors.Is(err, ErrNotFound) {
			action = "device code" // a guess, counted as the page's are
		}
		s.Log(ctx, Event{Actor: m.Email, Action: action, Outcome: "refused", Detail: ref.Msg})
	}
	return err
}

// Answers of DeviceToken before and after a device login ends, as RFC
// 8628 names them; `gatesh team login` reads the first.
var (
	ErrDevicePending = errors.New("authorization_pending")
	ErrDeviceDenied  = errors.New("access_denied")
	ErrDeviceExpired = errors.New("expired_token")
	ErrDeviceUsed    = errors.New("invalid_grant")
)

// DeviceToken ends a device login: once a member confirmed it, the first
// call makes a device session for them and returns it; every later call
// is ErrDeviceUsed. Before, ErrDevicePending; turned down,
// ErrDeviceDenied; past its time or unknown, ErrDeviceExpired.
func (s *Store) DeviceToken(ctx context.Context, device string, ttl time.Duration) (*teamapi.DeviceToken, error) {
	now := s.now()
	var out *teamapi.DeviceToken
	var askedBy, code string
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		var expires time.Time
		var confirmedBy *string
		var denied, used bool
		var groups []string
		err := tx.QueryRow(ctx, `SELECT user_code, asked_by, expires_at, confirmed_by, denied_at IS NOT NULL, used_at IS NOT NULL, groups FROM device_logins
			WHERE device_sha256 = $1 FOR UPDATE`, sha(device)).Scan(&code, &askedBy, &expires, &confirmedBy, &denied, &used, &groups)
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			return ErrDeviceExpired
		case err != nil:
			return err
		case used:
			return ErrDeviceUsed
		case denied:
			return ErrDeviceDenied
		case !now.Before(expires):
			return ErrDeviceExpired
		case confirmedBy == nil:
			return ErrDevicePending
		}
		id, token, until, err := s.newSession(ctx, tx, *confirmedBy, KindDevice, groups, "gatesh team login: "+askedBy, ttl)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE device_logins SET used_at = $2, token = $3 WHERE device_sha256 = $1`, sha(device), now, id); err != nil {
			return err
		}
		out = &teamapi.DeviceToken{Token: token, Member: *confirmedBy, ExpiresAt: until}
		return s.logIn(ctx, tx, Event{Actor: *confirmedBy, Action: "device login", Detail: fmt.Sprintf("session %s for %s (code %s), expires %s", id, askedBy, code, until.Format(time.RFC3339))})
	})
	if errors.Is(err, ErrDeviceUsed) || errors.Is(err, ErrDeviceDenied) {
		s.Log(ctx, Event{Actor: askedBy, Action: "device login", Outcome: "refused", Detail: fmt.Sprintf("code %s: %v", code, err)})
	}
	return out, err
}
