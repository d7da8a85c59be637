package hub

import (
	"context"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gatesh/internal/oidctest"
	"gatesh/internal/pgtest"
	"gatesh/teamapi"
)

// TestServeSignIn: serve with a provider signs approvers in: the flags,
// the secret from the environment, the redirect with PKCE (S256), state
// and nonce, the groups claim mapped by role map, the device paths.
func TestServeSignIn(t *testing.T) {
	dsn := pgtest.DB(t)
	dir := t.TempDir()
	key := filepath.Join(dir, "team.key")
	run(t, "keygen", "--out", key)
	if st, _, stderr := run(t, "migrate", "--db", dsn); st != 0 {
		t.Fatalf("migrate: %s", stderr)
	}
	op := oidctest.Start(t, oidctest.User{Username: "bob", Password: "pw", Email: "bob@example.com", EmailVerified: true, Groups: []string{"hub-approvers"}})
	if st, _, stderr := run(t, "member", "add", "bob@example.com", "--role", "viewer", "--group", "ci", "--db", dsn); st != 0 {
		t.Fatalf("member add: %s", stderr)
	}
	if st, out, stderr := run(t, "role", "map", "hub-approvers", "--role", "approver", "--group", "ci", "--db", dsn); st != 0 || !strings.Contains(out, "hub-approvers are approver of group ci") {
		t.Fatalf("role map: %d %s %s", st, out, stderr)
	}
	if st, out, _ := run(t, "role", "list", "--db", dsn); st != 0 || out != "hub-approvers\tapprover of group ci\n" {
		t.Fatalf("role list: %q", out)
	}
	if st, _, stderr := run(t, "role", "map", "hub-approvers", "--role", "owner", "--db", dsn); st != 1 || !strings.Contains(stderr, "want viewer, approver or admin") {
		t.Fatalf("role map with a bad role: %d %s", st, stderr)
	}
	if st, _, stderr := run(t, "serve", "--db", dsn, "--team-key", key, "--oidc-issuer", op.Issuer, "--oidc-client-id", "gatesh-hub"); st != 2 || !strings.Contains(stderr, "--oidc-issuer needs --public-url") {
		t.Fatalf("serve without --public-url: %d %s", st, stderr)
	}

	addr := oidctest.FreeLoopback(t)
	public := "http://" + addr
	op.AddClient(oidctest.Client{ID: "gatesh-hub", Secret: "from-the-environment", RedirectURIs: []string{public + "/auth/callback"}})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var serr syncBuffer
	done := make(chan int)
	env := func(k string) string {
		if k == OIDCSecretEnv {
			return "from-the-environment"
		}
		return ""
	}
	go func() {
		done <- Run(ctx, []string{"gatesh-hub", "serve", "--db", dsn, "--team-key", key, "--listen", addr,
			"--oidc-issuer", op.Issuer, "--oidc-client-id", "gatesh-hub", "--public-url", public}, &serr, &serr, env)
	}()
	base := waitServing(t, &serr, done)
	if !strings.Contains(serr.String(), "redirect URL "+public+"/auth/callback") {
		t.Errorf("serve does not say the redirect URL to register:\n%s", serr.String())
	}

	jar, _ := cookiejar.New(nil)
	var authorize *url.URL
	c := &http.Client{Jar: jar, CheckRedirect: func(r *http.Request, _ []*http.Request) error {
		if strings.HasSuffix(r.URL.Path, "/authorize") {
			authorize = r.URL
		}
		return nil
	}}
	resp, err := c.Get(base + "/login")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	q := authorize.Query()
	if q.Get("client_id") != "gatesh-hub" || q.Get("redirect_uri") != public+"/auth/callback" || q.Get("response_type") != "code" ||
		q.Get("code_challenge_method") != "S256" || len(q.Get("code_challenge")) != 43 || len(q.Get("state")) < 40 || len(q.Get("nonce")) < 40 ||
		!slices.Equal(strings.Fields(q.Get("scope")), []string{"openid", "email", "profile", "groups"}) || strings.Contains(authorize.String(), "from-the-environment") {
		t.Fatalf("the redirect to the provider: %s", authorize)
	}
	resp, err = oidctest.Fill(c, resp.Request.URL.String(), "bob", "pw")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("sign-in: %v %v", resp.StatusCode, err)
	}
	resp.Body.Close()
	var me teamapi.Member
	req, _ := http.NewRequest("GET", base+teamapi.PathWhoAmI, nil)
	for _, ck := range jar.Cookies(resp.Request.URL) {
		req.AddCookie(ck)
	}
	if code := do(t, req, "", &me); code != 200 || me.Email != "bob@example.com" || me.Roles["ci"] != "approver" {
		t.Fatalf("me through the page's session: %d %+v, want bob an approver of ci by his provider group", code, me)
	}
	var start teamapi.DeviceStart
	if code := post(t, base, teamapi.PathDeviceStart, "", struct{}{}, &start); code != 200 || start.VerificationURI != public+"/device" || start.UserCode == "" {
		t.Fatalf("device start: %d %+v", code, start)
	}
	cancel()
	if st := <-done; st != 0 {
		t.Fatalf("serve ended with %d: %s", st, serr.String())
	}
}
