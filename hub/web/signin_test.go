package web

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"gatesh/hub/store"
	"gatesh/internal/oidctest"
	"gatesh/teamapi"
)

// TestSignIn: a member signs in through the provider (authorization code
// with PKCE, state and nonce), gets a session cookie that is HttpOnly,
// SameSite=Strict and no bearer token, sees the team page, signs out.
func TestSignIn(t *testing.T) {
	h := newHub(t, 1)
	h.member("alice@example.com", "approver", "ci", "alice")
	b := newClient(t)
	login := b.startSignIn(h.url())
	u, _ := url.Parse(login)
	if u.Host == strings.TrimPrefix(h.url(), "http://") {
		t.Fatalf("the login page is the hub's: %s", login)
	}
	resp, body := b.finishSignIn(login, alice)
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, `data-page="signedin"`) {
		t.Fatalf("sign-in: %d\n%s", resp.StatusCode, body)
	}
	var set *http.Cookie
	for _, c := range resp.Cookies() {
		if c.Name == "gatesh_hub" {
			set = c
		}
	}
	if set == nil || !set.HttpOnly || set.SameSite != http.SameSiteStrictMode || set.MaxAge <= 0 {
		t.Fatalf("session cookie %+v, want HttpOnly, SameSite=Strict, with a lifetime", set)
	}
	status, page := b.get(h.url() + "/")
	if status != http.StatusOK || !strings.Contains(page, "alice@example.com") || !strings.Contains(page, "Waiting across machines") {
		t.Fatalf("team page after sign-in: %d\n%s", status, page)
	}
	// The page's cookie is no bearer token.
	if st := call(t, h.url(), "GET", teamapi.PathWhoAmI, "Bearer "+set.Value, nil, nil); st != http.StatusUnauthorized {
		t.Errorf("the page's cookie as a bearer token: %d, want 401", st)
	}
	// Nor may it decide through the API, which has no form token.
	req, _ := http.NewRequest("POST", h.url()+teamapi.PathRequests+"/abcd/approve", strings.NewReader("{}"))
	req.AddCookie(set)
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("an API POST with the page's cookie: %v %v, want 401", resp.StatusCode, err)
	}
	// It may read through the API: the page's script polls.
	var me teamapi.Member
	req, _ = http.NewRequest("GET", h.url()+teamapi.PathWhoAmI, nil)
	req.AddCookie(set)
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != 200 {
		t.Errorf("an API GET with the page's cookie: %v %v", resp.StatusCode, err)
	} else {
		remarshal(t, readAll(resp), &me)
		if me.Email != "alice@example.com" {
			t.Errorf("me: %+v", me)
		}
	}
	ok := h.events("sign in")
	if len(ok) != 1 || ok[0].Outcome != "ok" || ok[0].Actor != "alice@example.com" {
		t.Errorf("sign-in record: %+v", ok)
	}
	if h.op.TokensIssued() != 1 {
		t.Errorf("the provider issued %d tokens, want 1", h.op.TokensIssued())
	}

	// Sign out: the session ends on the hub, not just in this browser.
	token := b.formToken(h.url(), "gatesh_hub", "POST /logout")
	if st, body := b.post(h.url(), "/logout", url.Values{"csrf": {token}}); st != 200 || !strings.Contains(body, "Signed out") {
		t.Fatalf("sign out: %d\n%s", st, body)
	}
	c := newClient(t)
	c.jar.SetCookies(mustURL(h.url()), []*http.Cookie{{Name: "gatesh_hub", Value: set.Value}})
	if st, _ := c.get(h.url() + "/"); st != http.StatusUnauthorized {
		t.Errorf("the cookie after sign-out: %d, want 401", st)
	}
	if ev := h.events("sign out"); len(ev) != 1 || ev[0].Actor != "alice@example.com" {
		t.Errorf("sign-out record: %+v", ev)
	}
}

func mustURL(s string) *url.URL {
	u, _ := url.Parse(s)
	return u
}

// TestSignInRefused: every answer that is not a member's own, fresh,
// verified sign-in is refused, logged, and makes no session.
func TestSignInRefused(t *testing.T) {
	h := newHub(t, 1)
	h.member("alice@example.com", "approver", "*", "alice")
	h.member("vera@example.com", "viewer", "*")
	h.op.SetIDTokenLifetime(time.Minute)
	for _, tc := range []struct {
		name string
		run  func(b *browserless) (int, string)
		why  string // in the hub's record
		// oks is how many sign-ins succeed on the way (the first use of
		// a state that is then used again).
		oks int
	}{
		{"an unknown state", func(b *browserless) (int, string) {
			b.startSignIn(h.url())
			return b.get(h.url() + CallbackPath + "?state=guessed&code=x")
		}, "state: this sign-in is unknown", 0},
		{"a state used already", func(b *browserless) (int, string) {
			first := newClient(t)
			login := first.startSignIn(h.url())
			c := *first.c
			var back string
			c.CheckRedirect = func(r *http.Request, _ []*http.Request) error {
				if r.URL.Path == CallbackPath {
					back = r.URL.String()
				}
				return nil
			}
			resp, err := oidctest.Fill(&c, login, alice.Username, password)
			if err != nil || resp.StatusCode != 200 || back == "" {
				t.Fatalf("first sign-in: %v %v", resp.StatusCode, err)
			}
			readAll(resp)
			// The same answer again, with the first browser's cookies.
			return first.get(back)
		}, "state: this sign-in is unknown", 1},
		{"another browser's sign-in", func(b *browserless) (int, string) {
			login := newClient(t).startSignIn(h.url())
			resp, body := b.finishSignIn(login, alice)
			return resp.StatusCode, body
		}, "started in another browser", 0},
		{"a nonce that is not this sign-in's", func(b *browserless) (int, string) {
			login := b.startSignIn(h.url())
			// As if a token minted for another sign-in were injected.
			if _, err := h.st.Pool.Exec(context.Background(), `UPDATE oidc_logins SET nonce = 'another'`); err != nil {
				t.Fatal(err)
			}
			resp, body := b.finishSignIn(login, alice)
			return resp.StatusCode, body
		}, "nonce is not this sign-in's", 0},
		{"an expired ID token", func(b *browserless) (int, string) {
			login := b.startSignIn(h.url())
			h.clock.Add(2 * time.Minute)
			defer h.clock.Add(-2 * time.Minute)
			resp, body := b.finishSignIn(login, alice)
			return resp.StatusCode, body
		}, "the ID token expired", 0},
		{"an unverified email, a member's", func(b *browserless) (int, string) {
			resp, body := b.finishSignIn(b.startSignIn(h.url()), eve)
			return resp.StatusCode, body
		}, "the email is not verified", 0},
		{"a verified email of nobody in the team", func(b *browserless) (int, string) {
			resp, body := b.finishSignIn(b.startSignIn(h.url()), mallory)
			return resp.StatusCode, body
		}, "mallory@example.com is not a member of this team", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := len(h.events("sign in"))
			b := newClient(t)
			status, body := tc.run(b)
			if status != http.StatusUnauthorized && status != http.StatusForbidden || !strings.Contains(body, `data-page="signin"`) {
				t.Errorf("%d, want 401 or 403 and the sign-in page:\n%s", status, body)
			}
			if b.cookie(h.url(), "gatesh_hub") != "" {
				t.Error("a session cookie was set")
			}
			if st, _ := b.get(h.url() + "/"); st != http.StatusUnauthorized {
				t.Errorf("the team page after the refusal: %d, want 401", st)
			}
			evs := h.events("sign in")[before:]
			found, oks := false, 0
			for _, e := range evs {
				if e.Outcome == "ok" {
					oks++
				}
				found = found || e.Outcome == "refused" && strings.Contains(e.Detail, tc.why)
			}
			if !found || oks != tc.oks {
				t.Errorf("want a refusal with %q and %d sign-ins in the record: %+v", tc.why, tc.oks, evs)
			}
		})
	}
	var sessions int
	h.st.Pool.QueryRow(context.Background(), `SELECT count(*) FROM tokens WHERE kind = 'web'`).Scan(&sessions)
	if sessions != 1 {
		t.Errorf("%d page sessions, want the one sign-in that took its answer first", sessions)
	}
}

// TestPublicClient: a provider's public client (no secret) signs in with
// PKCE alone.
func TestPublicClient(t *testing.T) {
	h := newHub(t, 0)
	r := h.start(h.st.Pool.Config().ConnString())
	h.replicas = append(h.replicas, r)
	r.web.c.ClientSecret = ""
	h.op.AddClient(oidctest.Client{ID: "gatesh-hub", RedirectURIs: []string{r.web.RedirectURL()}})
	h.member("alice@example.com", "approver", "*")
	newClient(t).signIn(h.url(), alice)
}

// TestRoles: a viewer sees and cannot decide; nobody decides their own
// request; the provider's groups grant roles through role map, and a
// mapping removed takes effect at once. The page says why, and the
// server refuses what the page does not offer.
func TestRoles(t *testing.T) {
	h := newHub(t, 1)
	m := h.join("runner-1", "ci")
	h.member("alice@example.com", "approver", "ci", "alice")
	h.member("vera@example.com", "viewer", "ci")
	h.member("bob@example.com", "viewer", "ci")
	if err := h.st.MapGroup(context.Background(), "hub-approvers", "approver", "ci"); err != nil {
		t.Fatal(err)
	}
	own := m.hold("own1req1", "rm -rf build", "alice")
	other := m.hold("oth1req1", "rm -rf dist", "carol")
	decide := func(b *browserless, r teamapi.Request, action string) (int, string) {
		path := "/r/" + m.id + "/" + r.ID + "/" + action
		return b.post(h.url(), path, url.Values{"csrf": {b.formToken(h.url(), "gatesh_hub", "POST "+path)}, "reason": {"test"}})
	}

	vera := newClient(t)
	vera.signIn(h.url(), oidctest.User{Username: "vera", Password: password})
	_, page := vera.get(h.url() + "/")
	if !strings.Contains(page, "You are a viewer in group ci") || strings.Contains(page, "btn-approve") || !strings.Contains(page, "rm -rf dist") {
		t.Errorf("a viewer's page: want the requests, the reason, no approve button:\n%s", page)
	}
	if st, body := decide(vera, other, "approve"); st != http.StatusForbidden || !strings.Contains(body, "deciding needs the approver or admin role") {
		t.Errorf("a viewer's approval: %d\n%s", st, body)
	}

	alice := newClient(t)
	alice.signIn(h.url(), oidctest.User{Username: "alice", Password: password})
	_, page = alice.get(h.url() + "/r/" + m.id + "/" + own.ID)
	if !strings.Contains(page, "You made this request (login alice on runner-1)") || strings.Contains(page, "btn-approve") {
		t.Errorf("the requester's page: want the reason and no approve button:\n%s", page)
	}
	if st, body := decide(alice, own, "approve"); st != http.StatusForbidden || !strings.Contains(body, "nobody decides their own request") {
		t.Errorf("approving one's own request: %d\n%s", st, body)
	}

	// bob is a viewer by the members table, an approver through his
	// provider group; the email's case is the provider's.
	bob := newClient(t)
	bob.signIn(h.url(), oidctest.User{Username: "bob", Password: password})
	_, page = bob.get(h.url() + "/")
	if !strings.Contains(page, `action="/r/`+m.id+`/`+other.ID+`/approve"`) {
		t.Errorf("bob's page has no approve form for %s:\n%s", other.ID, page)
	}
	if err := h.st.UnmapGroup(context.Background(), "hub-approvers", "ci"); err != nil {
		t.Fatal(err)
	}
	if st, body := decide(bob, other, "approve"); st != http.StatusForbidden {
		t.Errorf("an approval after the mapping was removed: %d\n%s", st, body)
	}
	if err := h.st.MapGroup(context.Background(), "hub-approvers", "approver", "ci"); err != nil {
		t.Fatal(err)
	}
	seq := int64(0)
	h.st.Pool.QueryRow(context.Background(), `SELECT event_seq FROM machines WHERE id = $1`, m.id).Scan(&seq)
	if st, body := decide(bob, other, "approve"); st != http.StatusSeeOther {
		t.Fatalf("bob's approval: %d\n%s", st, body)
	}
	if d := m.decision(other, seq); d == nil || d.Verdict != teamapi.Approved || len(d.Approvers) != 1 || d.Approvers[0] != "bob@example.com" {
		t.Errorf("the machine's decision: %+v", d)
	}

	var refused []store.Event
	for _, e := range h.events("approve") {
		if e.Outcome == "refused" {
			refused = append(refused, e)
		}
	}
	if len(refused) != 3 {
		t.Errorf("%d refused approvals in the record, want 3: %+v", len(refused), refused)
	}
	var st string
	h.st.Pool.QueryRow(context.Background(), `SELECT status FROM requests WHERE id = $1`, own.ID).Scan(&st)
	if n := len(h.events("approve")); n != 4 || st != "pending" {
		t.Errorf("%d approvals recorded, own request %s", n, st)
	}
}
