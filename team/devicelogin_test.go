package team

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"gatesh/internal/oidctest"
)

// TestDeviceLoginAgainstTheRealHub: `gatesh team login URL` signs in
// through gatesh-hub's device login while a person, signed in on the
// hub's page with the team's OpenID provider, confirms the code it
// printed; the session it saves then lists the team's requests.
func TestDeviceLoginAgainstTheRealHub(t *testing.T) {
	op := oidctest.Start(t, oidctest.User{Username: "bob", Password: "pw", Email: "bob@example.com", EmailVerified: true})
	addr := oidctest.FreeLoopback(t)
	public := "http://" + addr
	// A public client: PKCE alone, no secret in the environment.
	op.AddClient(oidctest.Client{ID: "gatesh-hub", RedirectURIs: []string{public + "/auth/callback"}})
	h := startRealHub(t, "--listen", addr, "--public-url", public, "--oidc-issuer", op.Issuer, "--oidc-client-id", "gatesh-hub")
	h.run("member", "add", "bob@example.com", "--role", "approver", "--db", h.dsn)

	bob := newMachine(t, "bob-laptop")
	bob.e.sleep = func(ctx context.Context, _ time.Duration) bool {
		select {
		case <-ctx.Done():
			return false
		case <-time.After(20 * time.Millisecond):
			return true
		}
	}
	done := make(chan int, 1)
	go func() { done <- bob.run("login", h.url) }()
	var code string
	eventually(t, "gatesh team login prints a code", func() bool {
		m := regexp.MustCompile(`open (\S+), sign in, and enter the code ([A-Z]{4}-[A-Z]{4})`).FindStringSubmatch(bob.stdout.String())
		if m == nil {
			return false
		}
		if m[1] != public+"/device" {
			t.Errorf("verification URI %s", m[1])
		}
		code = m[2]
		return true
	})

	// The person: signs in on the hub's page at the provider, enters the
	// code, confirms it with the page's own form.
	jar, _ := cookiejar.New(nil)
	person := &http.Client{Jar: jar, Timeout: 10 * time.Second}
	resp, err := person.Get(public + "/login?next=" + url.QueryEscape("/device?code="+code))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp, err = oidctest.Fill(person, resp.Request.URL.String(), "bob", "pw"); err != nil || resp.StatusCode != 200 {
		t.Fatalf("signing in on the page: %v %v", resp.StatusCode, err)
	}
	resp.Body.Close()
	resp, err = person.Get(public + "/device?code=" + code)
	if err != nil {
		t.Fatal(err)
	}
	page := readBody(resp)
	form := regexp.MustCompile(`action="(/device/` + code + `/confirm)"[^>]*>\s*<input type="hidden" name="csrf" value="([^"]+)"`).FindStringSubmatch(page)
	if form == nil || !strings.Contains(page, "from 127.0.0.1") {
		t.Fatalf("the code's page has no confirm form:\n%s", page)
	}
	req, _ := http.NewRequest("POST", public+form[1], strings.NewReader(url.Values{"csrf": {form[2]}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", public)
	if resp, err = person.Do(req); err != nil || resp.StatusCode != 200 {
		t.Fatalf("confirming: %v %v", resp.StatusCode, err)
	}
	resp.Body.Close()

	select {
	case st := <-done:
		if st != 0 || !strings.Contains(bob.stdout.String(), "as bob@example.com") {
			t.Fatalf("gatesh team login: exit %d\n%s%s", st, bob.stdout, bob.stderr)
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("gatesh team login did not end:\n%s%s", bob.stdout, bob.stderr)
	}
	bob.mustRun("pending", "--json")
	var list []map[string]any
	if err := json.Unmarshal([]byte(bob.stdout.String()), &list); err != nil {
		t.Fatalf("pending --json with the device session: %v\n%s", err, bob.stdout)
	}
}

func readBody(resp *http.Response) string {
	defer resp.Body.Close()
	var b strings.Builder
	buf := make([]byte, 32<<10)
	for {
		n, err := resp.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			return b.String()
		}
	}
}
