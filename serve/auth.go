package serve

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"gatesh/page"
)

// How the page signs a person in:
//   - The operator's token (keys/serve.token, 0600) never travels in a URL.
//   - A login code is a nonce, an expiry and an HMAC of both under the
//     token. Anyone who can read the token (the operator) can mint one;
//     the server accepts each nonce once, before its expiry. `gatesh
//     serve` prints one at start, `gatesh serve url` prints another.
//   - A successful login sets a random session id in an HttpOnly,
//     SameSite=Strict cookie. Sessions live in memory only.
//   - Every form carries a CSRF token: an HMAC of the form's action
//     under a key of the session, good for one POST of that form.

const (
	codeLifetime    = 15 * time.Minute
	sessionLifetime = 12 * time.Hour
	maxSessions     = 32
	maxSpentForms   = 4096 // per session
	failWindow      = 10 * time.Minute
	maxFailsPerIP   = 5
	maxFailsTotal   = 20
)

var b64 = base64.RawURLEncoding

func randomString(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on Linux
	}
	return b64.EncodeToString(b)
}

// MintCode makes a one-time login code under token, good until expires.
func MintCode(token []byte, expires time.Time) string {
	nonce := randomString(16)
	exp := strconv.FormatInt(expires.Unix(), 10)
	return nonce + "." + exp + "." + codeMAC(token, nonce, exp)
}

func codeMAC(token []byte, nonce, exp string) string {
	m := hmac.New(sha256.New, token)
	m.Write([]byte("gatesh login code v1\n" + nonce + "\n" + exp + "\n"))
	return b64.EncodeToString(m.Sum(nil))
}

var errBadLogin = errors.New("this login link or token is not valid, or was already used")

// session is one signed-in browser.
type session struct {
	expires time.Time
	// key signs the session's form tokens.
	key []byte
	// spent holds the forms already sent.
	spent map[string]bool
}

// auth keeps sessions, used login codes and failed attempts.
type auth struct {
	token []byte
	now   func() time.Time

	mu        sync.Mutex
	sessions  map[string]*session
	usedCodes map[string]time.Time // nonce -> its expiry
	fails     []failure
}

type failure struct {
	at time.Time
	ip string
}

func newAuth(token []byte, now func() time.Time) *auth {
	return &auth{token: token, now: now, sessions: map[string]*session{}, usedCodes: map[string]time.Time{}}
}

// errTooMany means the login is refused without a look: too many failures.
var errTooMany = errors.New("too many failed logins; wait a few minutes")

// limited reports whether logins from ip are refused for now; the caller
// holds mu.
func (a *auth) limited(ip string) bool {
	cutoff := a.now().Add(-failWindow)
	kept := a.fails[:0]
	mine := 0
	for _, f := range a.fails {
		if f.at.After(cutoff) {
			kept = append(kept, f)
			if f.ip == ip {
				mine++
			}
		}
	}
	a.fails = kept
	return mine >= maxFailsPerIP || len(a.fails) >= maxFailsTotal
}

// failed counts a failed login from ip and says why it failed: err, or
// errTooMany once ip (or everyone) failed too often lately. The caller
// holds mu.
func (a *auth) failed(ip string, err error) error {
	if a.limited(ip) {
		return errTooMany
	}
	a.fails = append(a.fails, failure{a.now(), ip})
	return err
}

// loginCode signs in with a one-time code from ip and returns a session id.
func (a *auth) loginCode(code, ip string) (string, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	// A valid code is an HMAC nobody can guess, so it is looked at first:
	// bad codes sent by any local process slow down bad codes only, and
	// never lock out the operator's good one.
	if err := a.checkCode(code); err != nil {
		return "", a.failed(ip, err)
	}
	return a.newSession(), nil
}

// checkCode verifies a code and burns its nonce; the caller holds mu.
func (a *auth) checkCode(code string) error {
	parts := strings.Split(code, ".")
	if len(parts) != 3 || len(code) > 200 {
		return errBadLogin
	}
	nonce, exp, mac := parts[0], parts[1], parts[2]
	if !hmac.Equal([]byte(mac), []byte(codeMAC(a.token, nonce, exp))) {
		return errBadLogin
	}
	secs, err := strconv.ParseInt(exp, 10, 64)
	if err != nil {
		return errBadLogin
	}
	expires := time.Unix(secs, 0)
	now := a.now()
	// A code is never good for longer than codeLifetime, whatever it says.
	if !now.Before(expires) || expires.Sub(now) > codeLifetime+time.Minute {
		return errBadLogin
	}
	for n, e := range a.usedCodes {
		if !now.Before(e) {
			delete(a.usedCodes, n)
		}
	}
	if _, used := a.usedCodes[nonce]; used {
		return errBadLogin
	}
	a.usedCodes[nonce] = expires
	return nil
}

// loginToken signs in with the token itself, typed or pasted into the form.
func (a *auth) loginToken(token, ip string) (string, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if subtle.ConstantTimeCompare([]byte(strings.TrimSpace(token)), a.token) != 1 {
		return "", a.failed(ip, errBadLogin)
	}
	return a.newSession(), nil
}

// newSession makes a session, dropping the oldest past maxSessions; the
// caller holds mu.
func (a *auth) newSession() string {
	now := a.now()
	for id, s := range a.sessions {
		if !now.Before(s.expires) {
			delete(a.sessions, id)
		}
	}
	for len(a.sessions) >= maxSessions {
		var oldest string
		for id, s := range a.sessions {
			if oldest == "" || s.expires.Before(a.sessions[oldest].expires) {
				oldest = id
			}
		}
		delete(a.sessions, oldest)
	}
	id := randomString(32)
	a.sessions[id] = &session{expires: now.Add(sessionLifetime), key: []byte(randomString(32)), spent: map[string]bool{}}
	return id
}

// valid reports whether id names a live session.
func (a *auth) valid(id string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.live(id) != nil
}

func (a *auth) live(id string) *session {
	s := a.sessions[id]
	if s == nil {
		return nil
	}
	if !a.now().Before(s.expires) {
		delete(a.sessions, id)
		return nil
	}
	return s
}

func (a *auth) logout(id string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	delete(a.sessions, id)
}

// csrfToken returns the form token of session id for one form: the
// HMAC of the form's method and path under the session's own key. It is
// the same at every reload, so no tab's forms go stale, and it is good
// for that form only: Approve of X does not reject Y.
func (a *auth) csrfToken(id, form string) string {
	a.mu.Lock()
	defer a.mu.Unlock()
	s := a.live(id)
	if s == nil {
		return ""
	}
	return page.FormToken(s.key, form)
}

var errCSRF = errors.New("this form was already sent or has expired; reload the page and try again")

// spendCSRF accepts the token of this form of session id once.
func (a *auth) spendCSRF(id, form, token string) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	s, err := a.formOK(id, form, token)
	if err != nil {
		return err
	}
	// Each form acts once (a decision, a logout), so a spent form is
	// kept only to say so; past the bound the oldest is forgotten, and
	// its action then fails on its own (the request is decided).
	if len(s.spent) >= maxSpentForms {
		clear(s.spent)
	}
	s.spent[form] = true
	return nil
}

// validCSRF reports whether spendCSRF would accept the token, without
// spending it: a form refused for what it lacks can be sent again once
// the page is reloaded.
func (a *auth) validCSRF(id, form, token string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	_, err := a.formOK(id, form, token)
	return err == nil
}

// formOK checks a token of a live session's unspent form; a.mu is held.
func (a *auth) formOK(id, form, token string) (*session, error) {
	s := a.live(id)
	if s == nil {
		return nil, fmt.Errorf("session ended: %w", errCSRF)
	}
	if !page.CheckFormToken(s.key, form, token) || s.spent[form] {
		return nil, errCSRF
	}
	return s, nil
}
