package web

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"gatesh/hub/store"
	"gatesh/teamapi"
)

// startDevice starts a device login as `gatesh team login` does.
func (h *testHub) startDevice() teamapi.DeviceStart {
	h.t.Helper()
	var start teamapi.DeviceStart
	if st := call(h.t, h.url(), "POST", teamapi.PathDeviceStart, "", map[string]string{"host": "laptop-7", "user": "alice"}, &start); st != 200 {
		h.t.Fatalf("device start: %d", st)
	}
	return start
}

// poll is the machine's poll for its token.
func (h *testHub) poll(device string) (int, teamapi.DeviceToken, teamapi.Error) {
	h.t.Helper()
	var raw map[string]any
	st := call(h.t, h.url(), "POST", teamapi.PathDeviceToken, "", map[string]string{"device_code": device}, &raw)
	var tok teamapi.DeviceToken
	var e teamapi.Error
	b, _ := jsonMarshal(raw)
	remarshal(h.t, b, &tok)
	remarshal(h.t, b, &e)
	return st, tok, e
}

// confirm confirms (or denies) a user code on the page.
func (c *browserless) confirm(hubURL, code, answer string) (int, string) {
	c.t.Helper()
	path := "/device/" + code + "/" + answer
	return c.post(hubURL, path, url.Values{"csrf": {c.formToken(hubURL, "gatesh_hub", "POST "+path)}})
}

// TestDeviceLogin: start, confirm on the page after signing in there,
// the token once, then an approver's call with it; it is listed among
// the member's sessions and ends from the page. A code is used once, a
// wrong code is refused, guessing is limited, and codes expire.
func TestDeviceLogin(t *testing.T) {
	h := newHub(t, 1)
	m := h.join("runner-1", "ci")
	h.member("alice@example.com", "approver", "ci", "alice")
	h.member("vera@example.com", "viewer", "ci")
	r := m.hold("devi1req", "rm -rf build", "carol")

	start := h.startDevice()
	if !regexp.MustCompile(`^[B-DF-HJ-NP-TV-XZ]{4}-[B-DF-HJ-NP-TV-XZ]{4}$`).MatchString(start.UserCode) || start.VerificationURI != h.url()+"/device" ||
		start.Interval != store.DeviceInterval || start.ExpiresIn != 600 || len(start.DeviceCode) < 40 {
		t.Fatalf("device start: %+v", start)
	}
	if st, _, e := h.poll(start.DeviceCode); st != http.StatusPreconditionRequired || e.Error != "authorization_pending" {
		t.Fatalf("poll before confirming: %d %+v, want 428 authorization_pending", st, e)
	}

	// The verification URI asks to sign in first, and comes back.
	c := newClient(t)
	st, body := c.get(start.VerificationURI + "?code=" + start.UserCode)
	if st != http.StatusUnauthorized || !strings.Contains(body, "/login?next=%2Fdevice%3Fcode%3D"+start.UserCode) {
		t.Fatalf("the verification URI before signing in: %d\n%s", st, body)
	}
	c.signIn(h.url(), alice)
	st, body = c.get(start.VerificationURI + "?code=" + url.QueryEscape(strings.ToLower(strings.ReplaceAll(start.UserCode, "-", " "))))
	if st != 200 || !strings.Contains(body, start.UserCode) || !strings.Contains(body, "alice@laptop-7 from 127.0.0.1") || !strings.Contains(body, `id="confirm"`) {
		t.Fatalf("the code's page: %d\n%s", st, body)
	}
	if st, body := c.confirm(h.url(), start.UserCode, "confirm"); st != 200 || !strings.Contains(body, "Confirmed") {
		t.Fatalf("confirm: %d\n%s", st, body)
	}
	if st, body := c.confirm(h.url(), start.UserCode, "confirm"); st == 200 {
		t.Errorf("confirming twice: %d\n%s", st, body)
	}

	st, tok, _ := h.poll(start.DeviceCode)
	if st != 200 || !strings.HasPrefix(tok.Token, "gatesh-session-v1.") || tok.Member != "alice@example.com" || !tok.ExpiresAt.After(h.clock.Now().Add(23*time.Hour)) {
		t.Fatalf("token: %d %+v", st, tok)
	}
	if st, _, e := h.poll(start.DeviceCode); st != http.StatusBadRequest || e.Error != "invalid_grant" {
		t.Errorf("the device code again: %d %+v, want 400 invalid_grant", st, e)
	}
	var me teamapi.Member
	if st := call(t, h.url(), "GET", teamapi.PathWhoAmI, "Bearer "+tok.Token, nil, &me); st != 200 || me.Email != "alice@example.com" || me.Scope != "approve" {
		t.Fatalf("me with the device session: %d %+v", st, me)
	}
	var after teamapi.TeamRequest
	if st := call(t, h.url(), "POST", teamapi.PathRequests+"/"+r.ID+"/approve", "Bearer "+tok.Token, teamapi.Vote{}, &after); st != 200 || after.Decision == nil {
		t.Fatalf("approve with the device session: %d %+v", st, after)
	}
	if d := m.decision(r, 0); d == nil || d.Approvers[0] != "alice@example.com" {
		t.Fatalf("the machine's decision: %+v", d)
	}
	// The device session cannot sign in to the page.
	page := newClient(t)
	page.jar.SetCookies(mustURL(h.url()), []*http.Cookie{{Name: "gatesh_hub", Value: tok.Token}})
	if st, _ := page.get(h.url() + "/"); st != http.StatusUnauthorized {
		t.Errorf("the device session as the page's cookie: %d, want 401", st)
	}

	// Listed among alice's sessions, and ended from there.
	_, body = c.get(h.url() + "/")
	id := strings.Split(strings.TrimPrefix(tok.Token, "gatesh-session-v1."), ".")[0]
	if !strings.Contains(body, "gatesh team login") || !strings.Contains(body, `action="/sessions/`+id+`/end"`) {
		t.Fatalf("the sessions list lacks the device session %s:\n%s", id, body)
	}
	end := "/sessions/" + id + "/end"
	if st, _ := c.post(h.url(), end, url.Values{"csrf": {c.formToken(h.url(), "gatesh_hub", "POST "+end)}}); st != http.StatusSeeOther {
		t.Fatalf("ending the device session: %d", st)
	}
	if st := call(t, h.url(), "GET", teamapi.PathWhoAmI, "Bearer "+tok.Token, nil, nil); st != http.StatusUnauthorized {
		t.Errorf("the ended device session: %d, want 401", st)
	}

	t.Run("a wrong code is refused, and guessing is limited", func(t *testing.T) {
		s := h.startDevice()
		v := newClient(t)
		v.signIn(h.url(), vera)
		for i := range 5 {
			st, body := v.get(h.url() + "/device?code=BBBB-BBB" + string("BCDFG"[i]))
			if st != http.StatusNotFound || !strings.Contains(body, "no device login has the code") {
				t.Fatalf("wrong code %d: %d\n%s", i, st, body)
			}
		}
		// The right code, now: refused too, until the window passes.
		if st, _ := v.get(h.url() + "/device?code=" + s.UserCode); st != http.StatusTooManyRequests {
			t.Errorf("the right code after 5 wrong ones: %d, want 429", st)
		}
		// Sending the confirm form of a guessed code directly is limited
		// the same way.
		if st, _ := v.confirm(h.url(), s.UserCode, "confirm"); st != http.StatusTooManyRequests {
			t.Errorf("confirming the right code after 5 wrong ones: %d, want 429", st)
		}
		h.clock.Add(11 * time.Minute)
		st, body := v.get(h.url() + "/device?code=" + s.UserCode)
		if st != http.StatusConflict || !strings.Contains(body, "expired") {
			t.Errorf("the code after its 10 minutes: %d\n%s", st, body)
		}
		if st, _, e := h.poll(s.DeviceCode); st != http.StatusBadRequest || e.Error != "expired_token" {
			t.Errorf("polling an expired code: %d %+v", st, e)
		}
		if n := len(h.events("device code limited")); n != 2 {
			t.Errorf("%d refusals for guessing in the record, want 2", n)
		}
	})

	t.Run("a code turned down gives no session", func(t *testing.T) {
		s := h.startDevice()
		if st, _ := c.get(h.url() + "/device?code=" + s.UserCode); st != 200 {
			t.Fatalf("code page: %d", st)
		}
		if st, body := c.confirm(h.url(), s.UserCode, "deny"); st != 200 || !strings.Contains(body, "Turned down") {
			t.Fatalf("deny: %d\n%s", st, body)
		}
		if st, _, e := h.poll(s.DeviceCode); st != http.StatusForbidden || e.Error != "access_denied" {
			t.Errorf("polling a denied code: %d %+v", st, e)
		}
	})
}
