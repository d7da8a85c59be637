package serve

import (
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/keys"
	"gatesh/queue"
)

// inProcess starts a server in this process over a fresh gatesh folder.
func inProcess(t *testing.T, mod func(*Options)) (*Server, *config.Config) {
	t.Helper()
	home, err := os.MkdirTemp("", "gs-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(home) })
	cfg := config.Defaults(home)
	if err := keys.Generate(cfg.PrivateKey, cfg.PublicKey); err != nil {
		t.Fatal(err)
	}
	if err := keys.GenerateToken(cfg.ServeToken); err != nil {
		t.Fatal(err)
	}
	o := Options{Config: cfg, Addr: "127.0.0.1:0", User: "alice"}
	if mod != nil {
		mod(&o)
	}
	s, err := Start(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, cfg
}

func noRedirect(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }

// signedIn returns a client with a session on s.
func signedIn(t *testing.T, s *Server) *http.Client {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, CheckRedirect: noRedirect}
	resp, err := c.Get(s.LoginURL())
	if err != nil {
		t.Fatal(err)
	}
	readBody(resp)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("login: %d", resp.StatusCode)
	}
	return c
}

func post(t *testing.T, c *http.Client, s *Server, path string, form url.Values, origin string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest("POST", s.URL()+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if origin != "" {
		req.Header.Set("Origin", origin)
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

func TestHeaders(t *testing.T) {
	s, _ := inProcess(t, nil)
	c := signedIn(t, s)
	for _, path := range []string{"/", "/login", "/static/page.js", "/static/page.css", "/api/pending", "/nope"} {
		resp, err := c.Get(s.URL() + path)
		if err != nil {
			t.Fatal(err)
		}
		readBody(resp)
		h := resp.Header
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'none'", "script-src 'self'", "frame-ancestors 'none'", "form-action 'self'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %s", path, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe") {
			t.Errorf("%s: CSP allows unsafe code: %s", path, csp)
		}
		if h.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: no nosniff", path)
		}
		if !strings.HasPrefix(path, "/static/") && h.Get("Cache-Control") != "no-store" {
			t.Errorf("%s: Cache-Control %q, want no-store", path, h.Get("Cache-Control"))
		}
	}
	if s.httpSrv.ReadHeaderTimeout == 0 || s.httpSrv.ReadTimeout == 0 || s.httpSrv.WriteTimeout == 0 || s.httpSrv.IdleTimeout == 0 {
		t.Error("the server lacks a timeout")
	}
}

// A state change needs POST: GET on a decision route changes nothing.
func TestPostOnly(t *testing.T) {
	s, cfg := inProcess(t, nil)
	c := signedIn(t, s)
	q, _ := queue.Open(filepath.Join(cfg.Home, "queue"), time.Now, time.Hour)
	req, _, _ := q.Submit(queue.NewRequest{Command: "rm -rf x", Cwd: "/w", Tier: "red"})
	for _, m := range []string{"GET", "PUT", "DELETE"} {
		r, _ := http.NewRequest(m, s.URL()+"/r/"+req.ID+"/approve", nil)
		r.Header.Set("Origin", s.URL())
		resp, err := c.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		readBody(resp)
		if resp.StatusCode < 400 {
			t.Errorf("%s approve: %d", m, resp.StatusCode)
		}
	}
	if st, _ := q.Get(req.ID, nil); st.Request.Status != queue.Pending {
		t.Errorf("request is %s", st.Request.Status)
	}
}

// A page that rebinds its own name to this address cannot reach it.
func TestHostCheck(t *testing.T) {
	s, _ := inProcess(t, nil)
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(s.URL(), "http://"))
	for host, want := range map[string]int{
		"127.0.0.1:" + port:        http.StatusOK,
		"localhost:" + port:        http.StatusOK,
		"evil.example:" + port:     http.StatusMisdirectedRequest,
		"127.0.0.1.nip.io:" + port: http.StatusMisdirectedRequest,
		"10.1.2.3:" + port:         http.StatusMisdirectedRequest,
	} {
		req, _ := http.NewRequest("GET", s.URL()+"/login", nil)
		req.Host = host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		readBody(resp)
		if resp.StatusCode != want {
			t.Errorf("Host %s: %d, want %d", host, resp.StatusCode, want)
		}
	}
}

func TestOriginCheck(t *testing.T) {
	s, cfg := inProcess(t, nil)
	c := signedIn(t, s)
	q, _ := queue.Open(filepath.Join(cfg.Home, "queue"), time.Now, time.Hour)
	req, _, _ := q.Submit(queue.NewRequest{Command: "rm -rf x", Cwd: "/w", Tier: "red"})
	token := s.auth.csrfToken(sessionOf(t, c, s), "POST /r/"+req.ID+"/approve")
	for _, origin := range []string{"", "null", "http://evil.example", strings.Replace(s.URL(), "http:", "https:", 1), s.URL() + ".evil.example"} {
		resp := post(t, c, s, "/r/"+req.ID+"/approve", url.Values{"csrf": {token}}, origin)
		readBody(resp)
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("Origin %q: %d, want 403", origin, resp.StatusCode)
		}
	}
	// A browser that says the request is cross-site is refused too.
	r, _ := http.NewRequest("POST", s.URL()+"/r/"+req.ID+"/approve", strings.NewReader("csrf="+token))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.Header.Set("Origin", s.URL())
	r.Header.Set("Sec-Fetch-Site", "same-site")
	resp, err := c.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	readBody(resp)
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("Sec-Fetch-Site same-site: %d, want 403", resp.StatusCode)
	}
	if st, _ := q.Get(req.ID, nil); st.Request.Status != queue.Pending {
		t.Fatalf("request is %s", st.Request.Status)
	}
	// The same token from this origin still works: the refusals spent nothing.
	resp = post(t, c, s, "/r/"+req.ID+"/approve", url.Values{"csrf": {token}, "shown": {req.Shown()}}, s.URL())
	readBody(resp)
	if resp.StatusCode != http.StatusSeeOther {
		t.Errorf("same-origin approve: %d, want 303", resp.StatusCode)
	}
}

func sessionOf(t *testing.T, c *http.Client, s *Server) string {
	t.Helper()
	u, _ := url.Parse(s.URL())
	for _, ck := range c.Jar.Cookies(u) {
		if ck.Name == s.cookieName() {
			return ck.Value
		}
	}
	t.Fatal("no session cookie")
	return ""
}

func TestLoginCodes(t *testing.T) {
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	token := []byte("0123456789abcdefghijklmnopqrstuvwxyzABCDEFG")
	a := newAuth(token, func() time.Time { return now })
	good := MintCode(token, now.Add(codeLifetime))
	if _, err := a.loginCode(good, "1.1.1.1"); err != nil {
		t.Fatalf("fresh code: %v", err)
	}
	if _, err := a.loginCode(good, "1.1.1.2"); err == nil {
		t.Error("a code worked twice")
	}
	parts := strings.Split(MintCode(token, now.Add(codeLifetime)), ".")
	for name, code := range map[string]string{
		"expired":        MintCode(token, now.Add(-time.Second)),
		"too long-lived": MintCode(token, now.Add(24*time.Hour)),
		"other token":    MintCode([]byte("another token entirely, 43 chars long......"), now.Add(time.Minute)),
		"expiry changed": parts[0] + "." + fmt.Sprint(now.Add(10*time.Minute).Unix()) + "." + parts[2],
		"no mac":         parts[0] + "." + parts[1] + ".",
		"token itself":   string(token),
		"empty":          "",
	} {
		if _, err := a.loginCode(code, "2.2.2."+name); err == nil {
			t.Errorf("%s code signed in", name)
		}
	}
}

// Failed logins are limited per address and in all, but a flood of bad
// codes from any local process never locks out the right token or a
// valid code: those cannot be guessed, so they are looked at first.
func TestLoginRateLimit(t *testing.T) {
	s, cfg := inProcess(t, nil)
	token, _ := keys.LoadToken(cfg.ServeToken)
	c := &http.Client{CheckRedirect: noRedirect}
	bad := func(i int) int {
		resp := post(t, c, s, "/login", url.Values{"token": {fmt.Sprintf("wrong-%d", i)}}, s.URL())
		readBody(resp)
		return resp.StatusCode
	}
	for i := range maxFailsPerIP {
		if got := bad(i); got != http.StatusUnauthorized {
			t.Fatalf("wrong token %d: %d, want 401", i, got)
		}
	}
	// Past the limit, bad tokens and bad codes are answered 429.
	if got := bad(99); got != http.StatusTooManyRequests {
		t.Errorf("wrong token past the limit: %d, want 429", got)
	}
	resp, err := c.Get(s.URL() + "/login?code=" + url.QueryEscape("x.1.y"))
	if err != nil {
		t.Fatal(err)
	}
	readBody(resp)
	if resp.StatusCode != http.StatusTooManyRequests {
		t.Errorf("bad code past the limit: %d, want 429", resp.StatusCode)
	}
	// The operator still gets in, by the token and by a fresh code.
	resp = post(t, c, s, "/login", url.Values{"token": {string(token)}}, s.URL())
	readBody(resp)
	if resp.StatusCode != http.StatusSeeOther || len(resp.Cookies()) != 1 {
		t.Errorf("right token after %d failures: %d, want 303 and a session", maxFailsPerIP, resp.StatusCode)
	}
	resp, err = c.Get(s.LoginURL())
	if err != nil {
		t.Fatal(err)
	}
	readBody(resp)
	if resp.StatusCode != http.StatusOK || len(resp.Cookies()) != 1 {
		t.Errorf("valid login code while bad ones are limited: %d, want 200 and a session", resp.StatusCode)
	}
	// Time passes: the limit lifts for the rest too.
	later := time.Now().Add(failWindow + time.Second)
	s.auth.now = func() time.Time { return later }
	if got := bad(100); got != http.StatusUnauthorized {
		t.Errorf("wrong token after the window: %d, want 401", got)
	}
}

// A form token is bound to its form and the session, and is the same at
// every reload: many pending requests and many reloads in other tabs do
// not make any form stale, and Approve of X cannot reject or approve Y.
func TestCSRFBoundToForm(t *testing.T) {
	s, cfg := inProcess(t, nil)
	c := signedIn(t, s)
	q, _ := queue.Open(filepath.Join(cfg.Home, "queue"), time.Now, time.Hour)
	var ids []string
	for i := range 140 {
		req, _, err := q.Submit(queue.NewRequest{Command: fmt.Sprintf("rm -rf dir%d", i), Cwd: "/w", Tier: "red"})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, req.ID)
	}
	token := func(id, form string) string {
		resp, err := c.Get(s.URL() + "/")
		if err != nil {
			t.Fatal(err)
		}
		m := regexp.MustCompile(`action="/r/` + id + `/` + form + `"[^>]*>\s*<input type="hidden" name="csrf" value="([^"]+)"`).FindStringSubmatch(readBody(resp))
		if m == nil {
			t.Fatalf("no %s form for %s on the page", form, id)
		}
		return m[1]
	}
	first := token(ids[0], "approve")
	xReject := token(ids[1], "reject")
	// Twenty reloads later, in this tab or another, the first form stands.
	for range 20 {
		token(ids[2], "approve")
	}
	shown := map[string]string{}
	for _, id := range ids {
		st, _ := q.Get(id, nil)
		shown["/r/"+id+"/approve"] = st.Request.Shown()
	}
	send := func(path, tok string) int {
		resp := post(t, c, s, path, url.Values{"csrf": {tok}, "shown": {shown[path]}}, s.URL())
		readBody(resp)
		return resp.StatusCode
	}
	// A token of one form does nothing on another.
	if got := send("/r/"+ids[3]+"/approve", first); got != http.StatusForbidden {
		t.Errorf("approve token of %s on %s: %d, want 403", ids[0], ids[3], got)
	}
	if got := send("/r/"+ids[0]+"/reject", first); got != http.StatusForbidden {
		t.Errorf("approve token used to reject: %d, want 403", got)
	}
	if got := send("/r/"+ids[0]+"/approve", xReject); got != http.StatusForbidden {
		t.Errorf("reject token of %s used to approve %s: %d, want 403", ids[1], ids[0], got)
	}
	// The oldest request, with its form from before the reloads, is approved.
	if got := send("/r/"+ids[0]+"/approve", first); got != http.StatusSeeOther {
		t.Errorf("the first tab's approve of the oldest of 140: %d, want 303", got)
	}
	if got := send("/r/"+ids[0]+"/approve", first); got != http.StatusForbidden {
		t.Errorf("a form sent twice: %d, want 403", got)
	}
	for i, id := range ids {
		st, _ := q.Get(id, nil)
		want := queue.Pending
		if i == 0 {
			want = queue.Approved
		}
		if st.Request.Status != want {
			t.Errorf("%s is %s, want %s", id, st.Request.Status, want)
		}
	}
	// Another session's token is no good here.
	other := signedIn(t, s)
	resp := post(t, other, s, "/r/"+ids[1]+"/reject", url.Values{"csrf": {xReject}}, s.URL())
	readBody(resp)
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("a token of another session: %d, want 403", resp.StatusCode)
	}
}

// An approval that has not run can be revoked on its page.
func TestRevokeOnPage(t *testing.T) {
	s, cfg := inProcess(t, nil)
	c := signedIn(t, s)
	q, _ := queue.Open(filepath.Join(cfg.Home, "queue"), time.Now, time.Hour)
	req, _, _ := q.Submit(queue.NewRequest{Command: "rm -rf x", Cwd: "/w", Tier: "red"})
	signer, err := keys.LoadSigner(cfg.PrivateKey)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := q.Approve(req.ID, signer, "alice", ""); err != nil {
		t.Fatal(err)
	}
	resp, err := c.Get(s.URL() + "/r/" + req.ID)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`action="/r/` + req.ID + `/revoke"[^>]*>\s*<input type="hidden" name="csrf" value="([^"]+)"`).FindStringSubmatch(readBody(resp))
	if m == nil {
		t.Fatal("the approved request's page offers no revoke form")
	}
	resp = post(t, c, s, "/r/"+req.ID+"/revoke", url.Values{"csrf": {m[1]}, "reason": {"wrong folder"}}, s.URL())
	readBody(resp)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("revoke: %d", resp.StatusCode)
	}
	v, _ := keys.LoadVerifier(cfg.PublicKey)
	st, _ := q.Get(req.ID, v)
	if st.Status != queue.Rejected || st.Request.DecisionReason != "approval revoked: wrong folder" {
		t.Errorf("after revoke on the page: %s, %q", st.Status, st.Request.DecisionReason)
	}
}

func TestLimits(t *testing.T) {
	s, _ := inProcess(t, nil)
	c := &http.Client{CheckRedirect: noRedirect}
	big := url.Values{"token": {strings.Repeat("x", 1<<20)}}
	resp := post(t, c, s, "/login", big, s.URL())
	readBody(resp)
	if resp.StatusCode != http.StatusBadRequest {
		t.Errorf("1 MiB form: %d, want 400", resp.StatusCode)
	}
	// A client that never finishes its headers is cut off.
	conn, err := net.Dial("tcp", strings.TrimPrefix(s.URL(), "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
	// The server, not this deadline, must end the connection: its end
	// reads as end of file, the deadline's as an error.
	conn.SetReadDeadline(time.Now().Add(s.httpSrv.ReadHeaderTimeout + time.Minute))
	if _, err = io.ReadAll(conn); err != nil {
		t.Errorf("slow headers: the server kept the connection open: %v", err)
	}
}

func TestLogout(t *testing.T) {
	s, _ := inProcess(t, nil)
	c := signedIn(t, s)
	sid := sessionOf(t, c, s)
	resp := post(t, c, s, "/logout", url.Values{"csrf": {s.auth.csrfToken(sid, logoutForm)}}, s.URL())
	readBody(resp)
	if resp.StatusCode != http.StatusSeeOther || s.auth.valid(sid) {
		t.Fatalf("logout: %d, session valid %v", resp.StatusCode, s.auth.valid(sid))
	}
	r2, _ := http.NewRequest("GET", s.URL()+"/", nil)
	r2.AddCookie(&http.Cookie{Name: s.cookieName(), Value: sid})
	resp, err := http.DefaultClient.Do(r2)
	if err != nil {
		t.Fatal(err)
	}
	readBody(resp)
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("old session after logout: %d, want 401", resp.StatusCode)
	}
}

func TestDecisionErrors(t *testing.T) {
	s, cfg := inProcess(t, nil)
	c := signedIn(t, s)
	sid := sessionOf(t, c, s)
	q, _ := queue.Open(filepath.Join(cfg.Home, "queue"), time.Now, time.Hour)
	req, _, _ := q.Submit(queue.NewRequest{Command: "rm -rf x", Cwd: "/w", Tier: "red"})
	send := func(path string) int {
		resp := post(t, c, s, path, url.Values{"csrf": {s.auth.csrfToken(sid, "POST "+path)}, "shown": {req.Shown()}}, s.URL())
		readBody(resp)
		return resp.StatusCode
	}
	// A short id typed into the address decides nothing, though it is unique.
	for _, short := range []string{req.ID[:1], req.ID[:3]} {
		if got := send("/r/" + short + "/approve"); got != http.StatusNotFound {
			t.Errorf("approve by %q: %d, want 404", short, got)
		}
		resp, err := c.Get(s.URL() + "/r/" + short)
		if err != nil {
			t.Fatal(err)
		}
		if body := readBody(resp); resp.StatusCode != http.StatusNotFound || !strings.Contains(body, "would have matched request "+req.ID) {
			t.Errorf("page of %q: %d\n%s", short, resp.StatusCode, body)
		}
	}
	if got := send("/r/" + req.ID + "/approve"); got != http.StatusSeeOther {
		t.Fatalf("approve: %d", got)
	}
	if got := send("/r/" + req.ID + "/reject"); got != http.StatusConflict {
		t.Errorf("reject after approve: %d, want 409", got)
	}
	if got := send("/r/zzzzzzzzzzzzz/approve"); got != http.StatusNotFound {
		t.Errorf("unknown id: %d, want 404", got)
	}
	v, _ := keys.LoadVerifier(cfg.PublicKey)
	st, _ := q.Get(req.ID, v)
	if st.Status != queue.Approved || st.Request.DecidedBy != "alice" {
		t.Errorf("request %s by %q, want approved by alice with a valid signature", st.Status, st.Request.DecidedBy)
	}
	// The request's own page shows the decision and offers no forms.
	resp, err := c.Get(s.URL() + "/r/" + req.ID)
	if err != nil {
		t.Fatal(err)
	}
	body := readBody(resp)
	if !strings.Contains(body, "approved by alice") || strings.Contains(body, `action="/r/`+req.ID+`/approve"`) {
		t.Errorf("decided request's page:\n%s", body)
	}
}

// Away from loopback the page needs --listen-remote, and always TLS.
func TestRemote(t *testing.T) {
	home, _ := os.MkdirTemp("", "gs-")
	defer os.RemoveAll(home)
	cfg := config.Defaults(home)
	keys.Generate(cfg.PrivateKey, cfg.PublicKey)
	keys.GenerateToken(cfg.ServeToken)
	if _, err := Start(Options{Config: cfg, Addr: "0.0.0.0:0", User: "alice"}); err == nil || !strings.Contains(err.Error(), "--listen-remote") {
		t.Fatalf("remote address without --listen-remote: %v", err)
	}
	if _, err := Start(Options{Config: cfg, Addr: "192.0.2.1:0", ListenRemote: true, TLSCert: "x.pem"}); err == nil {
		t.Fatal("a certificate without its key was accepted")
	}

	// 127.0.0.2 is not loopback to the page's rules only by name; use the
	// unspecified address, which is remote, but test through loopback.
	start := func() (*Server, string) {
		s, err := Start(Options{Config: cfg, Addr: "0.0.0.0:0", ListenRemote: true, Names: []string{"gate.test"}, User: "alice", NoSocket: true})
		if err != nil {
			t.Fatal(err)
		}
		return s, Fingerprint(*s.Certificate())
	}
	s, fp := start()
	if !strings.HasPrefix(s.URL(), "https://gate.test:") || fp == "" {
		t.Fatalf("remote page at %s, fingerprint %q", s.URL(), fp)
	}
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(s.URL(), "https://"))
	// A client that pins the printed fingerprint connects.
	pinned := &http.Client{CheckRedirect: noRedirect, Transport: &http.Transport{TLSClientConfig: &tls.Config{
		InsecureSkipVerify: true, // checked below against the printed fingerprint
		VerifyPeerCertificate: func(raw [][]byte, _ [][]*x509.Certificate) error {
			sum := sha256.Sum256(raw[0])
			if got := fmt.Sprintf("%X", sum[:]); got != strings.ReplaceAll(fp, ":", "") {
				return fmt.Errorf("fingerprint %s, printed %s", got, fp)
			}
			return nil
		}}}}
	resp, err := pinned.Get("https://127.0.0.1:" + port + "/login")
	if err != nil {
		t.Fatal(err)
	}
	readBody(resp)
	if resp.StatusCode != http.StatusOK {
		t.Errorf("login page over TLS: %d", resp.StatusCode)
	}
	// Plain HTTP gets nothing.
	if resp, err := http.Get("http://127.0.0.1:" + port + "/login"); err == nil && resp.StatusCode == http.StatusOK {
		t.Error("the remote page answered plain HTTP")
	}
	// The cookie is Secure and __Host- prefixed.
	jar, _ := cookiejar.New(nil)
	pinned.Jar = jar
	login := strings.Replace(s.LoginURL(), "gate.test", "127.0.0.1", 1)
	resp, err = pinned.Get(login)
	if err != nil {
		t.Fatal(err)
	}
	readBody(resp)
	var found bool
	for _, ck := range resp.Cookies() {
		if ck.Name == "__Host-gatesh_session" && ck.Secure && ck.HttpOnly && ck.SameSite == http.SameSiteStrictMode {
			found = true
		}
	}
	if !found {
		t.Errorf("remote session cookie: %v", resp.Cookies())
	}
	s.Close()
	// The generated certificate is kept: the fingerprint a phone checked stays.
	s2, fp2 := start()
	defer s2.Close()
	if fp2 != fp {
		t.Errorf("fingerprint changed across restarts: %s then %s", fp, fp2)
	}
	info, err := os.Stat(filepath.Join(home, "serve", "tls.key"))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("TLS key file: %v %v, want mode 0600", err, info.Mode())
	}
}

// Without a browser too: request text reaches the page only escaped.
func TestEscaping(t *testing.T) {
	s, cfg := inProcess(t, func(o *Options) { o.NoSocket = true })
	c := signedIn(t, s)
	q, _ := queue.Open(filepath.Join(cfg.Home, "queue"), time.Now, time.Hour)
	payload := `rm -rf x </pre><script>alert(1)</script> "><img src=x onerror=alert(2)>`
	req, _, _ := q.Submit(queue.NewRequest{Command: payload, Cwd: "/w/<b>", Tier: "red", Agent: "<i>agent</i>", Session: `"><svg onload=alert(3)>`,
		Rules: []queue.Rule{{ID: "r<1>", Tier: "red", Reason: "<u>why</u>"}}})
	for _, path := range []string{"/", "/r/" + req.ID} {
		resp, err := c.Get(s.URL() + path)
		if err != nil {
			t.Fatal(err)
		}
		body := readBody(resp)
		for _, raw := range []string{"<script>alert", "<img src=x", "<svg", "<b>", "<i>agent", "<u>why", "</pre><script>"} {
			if strings.Contains(body, raw) {
				t.Errorf("%s: raw %q in the page", path, raw)
			}
		}
		for _, escaped := range []string{"&lt;script&gt;alert(1)&lt;/script&gt;", "&lt;img src=x onerror=alert(2)&gt;", "&lt;svg onload=alert(3)&gt;", "/w/&lt;b&gt;", "&lt;u&gt;why&lt;/u&gt;"} {
			if !strings.Contains(body, escaped) {
				t.Errorf("%s: %q not shown escaped", path, escaped)
			}
		}
	}
}

// The page shows what an approval binds besides the text: a tool call's
// MCP server, a git command's hooks and what its push publishes, escaped.
func TestBoundOnPage(t *testing.T) {
	s, cfg := inProcess(t, func(o *Options) { o.NoSocket = true })
	c := signedIn(t, s)
	q, _ := queue.Open(filepath.Join(cfg.Home, "queue"), time.Now, time.Hour)
	mcp, _, _ := q.Submit(queue.NewRequest{Command: `mcp__db__drop_table {"table":"users"}`, Tool: "mcp__db__drop_table", Server: "production<x>", Cwd: "/w", Tier: "red"})
	push, _, _ := q.Submit(queue.NewRequest{Command: "git push origin main", Cwd: "/w", Tier: "red", Bound: []queue.Fact{
		{Kind: "git-hook", Name: "/w/.git/hooks/pre-push", Value: "sha256 ab, 10 bytes, executable"},
		{Kind: "git-push", Name: "main -> main on origin", Value: "1111"},
	}})
	plain, _, _ := q.Submit(queue.NewRequest{Command: "rm -rf x", Cwd: "/w", Tier: "red"})
	get := func(id string) string {
		resp, err := c.Get(s.URL() + "/r/" + id)
		if err != nil {
			t.Fatal(err)
		}
		return readBody(resp)
	}
	if body := get(mcp.ID); !strings.Contains(body, "<dt>MCP server</dt><dd><code>production&lt;x&gt;</code></dd>") || strings.Contains(body, "What the approval binds") {
		t.Errorf("mcp page:\n%s", body)
	}
	body := get(push.ID)
	for _, want := range []string{"What the approval binds", "<li><code>/w/.git/hooks/pre-push (sha256 ab, 10 bytes, executable)</code></li>", "<li><code>git-push main -&gt; main on origin: 1111</code></li>"} {
		if !strings.Contains(body, want) {
			t.Errorf("push page lacks %q", want)
		}
	}
	if body := get(plain.ID); strings.Contains(body, "What the approval binds") || strings.Contains(body, "MCP server") {
		t.Error("a request that binds nothing else shows a bound section")
	}
}

func TestRecentFilter(t *testing.T) {
	s, cfg := inProcess(t, func(o *Options) { o.NoSocket = true })
	c := signedIn(t, s)
	l := &audit.Log{Path: cfg.AuditPath, Now: time.Now}
	for _, r := range []audit.Record{
		{Event: "decision", Tier: "green", Command: "ls green-one"},
		{Event: "decision", Tier: "red", Command: "rm -rf red-decided"},
		{Event: "held", Tier: "red", Command: "rm -rf red-held", Request: "abcdefghijklm"},
		{Event: "decision", Tier: "yellow", Command: "npm i yellow-one"},
	} {
		if _, err := l.Append(r); err != nil {
			t.Fatal(err)
		}
	}
	for query, want := range map[string][]string{
		"":                       {"green-one", "red-decided", "red-held", "yellow-one"},
		"?tier=red":              {"red-decided", "red-held"},
		"?event=held":            {"red-held"},
		"?tier=green&event=held": {},
		"?tier=<script>":         {"green-one", "red-decided", "red-held", "yellow-one"},
	} {
		resp, err := c.Get(s.URL() + "/" + query)
		if err != nil {
			t.Fatal(err)
		}
		body := readBody(resp)
		_, recentPart, _ := strings.Cut(body, `id="recent"`)
		for _, name := range []string{"green-one", "red-decided", "red-held", "yellow-one"} {
			shown := strings.Contains(recentPart, name)
			wanted := false
			for _, w := range want {
				wanted = wanted || w == name
			}
			if shown != wanted {
				t.Errorf("%q: %s shown %v, want %v", query, name, shown, wanted)
			}
		}
	}
	// Today's counts come from the same log, as gatesh stats counts them:
	// three commands, one hold.
	resp, _ := c.Get(s.URL() + "/")
	body := readBody(resp)
	for _, want := range []string{`<dt>commands</dt><dd>3</dd>`, `<dt>held</dt><dd class="t-red">1</dd>`, `<dt>holds/100</dt><dd>33.3</dd>`} {
		if !strings.Contains(body, want) {
			t.Errorf("counts lack %s", want)
		}
	}
}
