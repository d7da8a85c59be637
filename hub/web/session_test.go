package web

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"gatesh/teamapi"
)

// TestReplicas: a session made on one replica works on another (the
// database holds it, and the form key comes from the cookie), a decision
// made on the second reaches the machine, and a sign-out on the second
// ends the session on the first.
func TestReplicas(t *testing.T) {
	h := newHub(t, 2)
	a, b := h.replicas[0].url, h.replicas[1].url
	m := h.join("runner-1", "ci")
	h.member("alice@example.com", "approver", "ci", "alice")
	r := m.hold("repl1req1", "rm -rf build", "carol")
	c := newClient(t)
	c.signIn(a, alice)
	if st, body := c.get(b + "/"); st != 200 || !strings.Contains(body, "alice@example.com") || !strings.Contains(body, "rm -rf build") {
		t.Fatalf("the other replica's page: %d\n%s", st, body)
	}
	path := "/r/" + m.id + "/" + r.ID + "/approve"
	if st, body := c.post(b, path, url.Values{"csrf": {c.formToken(b, "gatesh_hub", "POST "+path)}}); st != http.StatusSeeOther {
		t.Fatalf("approval on the other replica: %d\n%s", st, body)
	}
	if d := m.decision(r, 0); d == nil || d.Verdict != teamapi.Approved || d.Approvers[0] != "alice@example.com" {
		t.Fatalf("the machine's decision: %+v", d)
	}
	cookie := c.cookie(a, "gatesh_hub")
	if st, _ := c.post(b, "/logout", url.Values{"csrf": {c.formToken(b, "gatesh_hub", "POST /logout")}}); st != 200 {
		t.Fatalf("sign out on the other replica: %d", st)
	}
	if v := c.cookie(a, "gatesh_hub"); v != "" {
		t.Errorf("the browser kept the cookie after sign-out")
	}
	// The cookie kept elsewhere is refused on the first replica.
	stale := newClient(t)
	stale.jar.SetCookies(mustURL(a), []*http.Cookie{{Name: "gatesh_hub", Value: cookie}})
	if st, _ := stale.get(a + "/"); st != http.StatusUnauthorized {
		t.Errorf("the first replica after the sign-out on the second: %d, want 401", st)
	}
}

// TestSessionExpiry: a page session ends at its expiry, on every
// replica, and the refusal is logged.
func TestSessionExpiry(t *testing.T) {
	h := newHub(t, 1)
	h.member("alice@example.com", "approver", "*")
	c := newClient(t)
	// The session starts somewhere in the sign-in, which takes seconds on a
	// loaded machine; its expiry is twelve hours after that.
	from := h.clock.Now().Add(12 * time.Hour).Truncate(time.Second)
	c.signIn(h.url(), alice)
	to := h.clock.Now().Add(12 * time.Hour)
	if st, _ := c.get(h.url() + "/"); st != 200 {
		t.Fatalf("page: %d", st)
	}
	h.clock.Add(12*time.Hour + time.Second)
	if st, body := c.get(h.url() + "/"); st != http.StatusUnauthorized || !strings.Contains(body, "Sign in") {
		t.Errorf("page after the session's expiry: %d\n%s", st, body)
	}
	found := false
	for _, e := range h.events("GET /") {
		_, at, ok := strings.Cut(e.Detail, " expired at ")
		when, err := time.Parse(time.RFC3339, at)
		found = found || e.Outcome == "refused" && strings.HasPrefix(e.Detail, "the page session ") && ok && err == nil &&
			!when.Before(from) && !when.After(to)
	}
	if !found {
		t.Errorf("the expired session's refusal, saying when, is not in the record: %+v", h.events("GET /"))
	}
}

// TestCSRF: a decision needs its form's token, from this page's origin,
// once; anything else is refused, logged, and decides nothing.
func TestCSRF(t *testing.T) {
	h := newHub(t, 1)
	m := h.join("runner-1", "ci")
	h.member("alice@example.com", "approver", "ci", "alice")
	r1 := m.hold("csrf1req", "rm -rf one", "carol")
	r2 := m.hold("csrf2req", "rm -rf two", "carol")
	c := newClient(t)
	c.signIn(h.url(), alice)
	approve := func(r teamapi.Request) string { return "/r/" + m.id + "/" + r.ID + "/approve" }
	token1 := c.formToken(h.url(), "gatesh_hub", "POST "+approve(r1))
	other := newClient(t)
	other.signIn(h.url(), alice)
	for _, tc := range []struct {
		name   string
		form   url.Values
		origin string
	}{
		{"no token", url.Values{}, h.url()},
		{"an empty token", url.Values{"csrf": {""}}, h.url()},
		{"another form's token", url.Values{"csrf": {token1}}, h.url()},
		{"another session's token", url.Values{"csrf": {other.formToken(h.url(), "gatesh_hub", "POST "+approve(r2))}}, h.url()},
		{"a token, from another origin", url.Values{"csrf": {c.formToken(h.url(), "gatesh_hub", "POST "+approve(r2))}}, "http://evil.example"},
		{"a token, with no origin", url.Values{"csrf": {c.formToken(h.url(), "gatesh_hub", "POST "+approve(r2))}}, ""},
	} {
		req, _ := http.NewRequest("POST", h.url()+approve(r2), strings.NewReader(tc.form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		if tc.origin != "" {
			req.Header.Set("Origin", tc.origin)
		}
		resp, err := c.c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body := readAll(resp)
		if resp.StatusCode != http.StatusForbidden || !strings.Contains(body, "Refused") {
			t.Errorf("%s: %d, want 403\n%s", tc.name, resp.StatusCode, body)
		}
	}
	var votes int
	h.st.Pool.QueryRow(context.Background(), `SELECT count(*) FROM votes`).Scan(&votes)
	if votes != 0 {
		t.Fatalf("%d votes after forged forms", votes)
	}
	refused := 0
	for _, e := range h.events("POST " + approve(r2)) {
		if e.Outcome == "refused" {
			refused++
		}
	}
	if refused != 4 {
		t.Errorf("%d refused forms in the record, want the 4 with a session and a wrong token", refused)
	}
	// The right token works once; sent again, it is refused before
	// anything is decided.
	if st, _ := c.post(h.url(), approve(r1), url.Values{"csrf": {token1}}); st != http.StatusSeeOther {
		t.Fatalf("the right token: %d", st)
	}
	if st, body := c.post(h.url(), approve(r1), url.Values{"csrf": {token1}}); st != http.StatusConflict && st != http.StatusForbidden {
		t.Errorf("the same form again: %d\n%s", st, body)
	}
	logout := c.formToken(h.url(), "gatesh_hub", "POST /logout")
	if st, _ := c.post(h.url(), "/logout", url.Values{"csrf": {logout + "x"}}); st != http.StatusForbidden {
		t.Errorf("sign-out with a wrong token: %d, want 403", st)
	}
	if st, _ := c.get(h.url() + "/"); st != 200 {
		t.Errorf("a sign-out with a wrong token signed out: %d", st)
	}
}
