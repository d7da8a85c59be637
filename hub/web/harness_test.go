package web

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"gatesh/hub/api"
	"gatesh/hub/store"
	"gatesh/internal/oidctest"
	"gatesh/internal/pgtest"
	"gatesh/page"
	"gatesh/queue"
	"gatesh/teamapi"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// clock is the hub's injected clock; it starts at the real time, since
// the provider stamps its tokens with the real time.
type clock struct {
	mu sync.Mutex
	d  time.Duration
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().UTC().Add(c.d)
}

func (c *clock) Add(d time.Duration) {
	c.mu.Lock()
	c.d += d
	c.mu.Unlock()
}

const password = "pw"

// The provider's users.
var (
	alice   = oidctest.User{Username: "alice", Password: password, Email: "alice@example.com", EmailVerified: true}
	bob     = oidctest.User{Username: "bob", Password: password, Email: "Bob@Example.com", EmailVerified: true, Groups: []string{"hub-approvers"}}
	vera    = oidctest.User{Username: "vera", Password: password, Email: "vera@example.com", EmailVerified: true}
	eve     = oidctest.User{Username: "eve", Password: password, Email: "vera@example.com", EmailVerified: false}
	mallory = oidctest.User{Username: "mallory", Password: password, Email: "mallory@example.com", EmailVerified: true, Groups: []string{"hub-approvers"}}
)

// testHub is a database, a real OpenID provider, and hub replicas.
type testHub struct {
	t        testing.TB
	st       *store.Store
	key      ed25519.PrivateKey
	pub      ed25519.PublicKey
	clock    *clock
	op       *oidctest.Provider
	replicas []*replica
}

type replica struct {
	url string
	web *Server
}

func newHub(t testing.TB, replicas int) *testHub {
	t.Helper()
	dsn := pgtest.DB(t)
	ctx := context.Background()
	if _, err := store.Migrate(ctx, dsn); err != nil {
		t.Fatal(err)
	}
	pub, key, _ := ed25519.GenerateKey(rand.Reader)
	h := &testHub{t: t, key: key, pub: pub, clock: &clock{}}
	h.op = oidctest.Start(t, alice, bob, vera, eve, mallory)
	h.st = h.openStore(dsn)
	if err := h.st.SetTeam(ctx, pub); err != nil {
		t.Fatal(err)
	}
	var redirects []string
	for range replicas {
		r := h.start(dsn)
		h.replicas = append(h.replicas, r)
		redirects = append(redirects, r.web.RedirectURL())
	}
	h.op.AddClient(oidctest.Client{ID: "gatesh-hub", Secret: "s3cret", RedirectURIs: redirects})
	return h
}

func (h *testHub) openStore(dsn string) *store.Store {
	st, err := store.Open(context.Background(), dsn)
	if err != nil {
		h.t.Fatal(err)
	}
	st.Now = h.clock.Now
	h.t.Cleanup(st.Close)
	return st
}

// start runs one more replica, with a store and a notifier of its own,
// as another process would have.
func (h *testHub) start(dsn string) *replica {
	st := h.openStore(dsn)
	n := store.NewNotifier()
	ctx, cancel := context.WithCancel(context.Background())
	go n.Run(ctx, st)
	<-n.Ready
	ts := httptest.NewUnstartedServer(nil)
	base := "http://" + ts.Listener.Addr().String()
	signer := store.Signer{Team: teamapi.Fingerprint(h.pub), Sign: func(d *teamapi.Decision) { d.Sign(h.key) }, SignBytes: func(m []byte) []byte { return ed25519.Sign(h.key, m) }, TTL: time.Hour}
	w, err := New(Config{Store: st, Signer: signer, PublicURL: base, Issuer: h.op.Issuer, ClientID: "gatesh-hub", ClientSecret: "s3cret", Now: h.clock.Now})
	if err != nil {
		h.t.Fatal(err)
	}
	srv := &api.Server{Store: st, Notifier: n, Now: h.clock.Now, Ping: time.Hour, Signer: signer,
		Auth:   []api.Authenticator{api.BearerTokens{Store: st}, api.PageSessions{Store: st, Cookie: w.CookieName()}},
		Device: &api.Device{VerificationURI: w.VerificationURI(), CodeTTL: 10 * time.Minute, SessionTTL: 24 * time.Hour}}
	ts.Config.Handler = w.Handler(srv.Handler())
	ts.Start()
	h.t.Cleanup(func() { cancel(); ts.CloseClientConnections(); ts.Close() })
	return &replica{url: base, web: w}
}

func (h *testHub) url() string { return h.replicas[0].url }

// member adds a member.
func (h *testHub) member(email, role, group string, logins ...string) {
	h.t.Helper()
	var ls []store.Login
	for _, l := range logins {
		x, err := store.ParseLogin(l)
		if err != nil {
			h.t.Fatal(err)
		}
		ls = append(ls, x)
	}
	if err := h.st.AddMember(context.Background(), email, role, group, ls); err != nil {
		h.t.Fatal(err)
	}
}

// events returns the hub's record of action, oldest first.
func (h *testHub) events(action string) []store.Event {
	h.t.Helper()
	evs, err := h.st.Events(context.Background(), 1000)
	if err != nil {
		h.t.Fatal(err)
	}
	var out []store.Event
	for i := len(evs) - 1; i >= 0; i-- {
		if evs[i].Action == action {
			out = append(out, evs[i])
		}
	}
	return out
}

// browserless is a person's HTTP client with cookies, which stops at
// redirects to the hub's own pages so that a test sees each answer.
type browserless struct {
	t   testing.TB
	c   *http.Client
	jar *cookiejar.Jar
}

func newClient(t testing.TB) *browserless {
	jar, _ := cookiejar.New(nil)
	return &browserless{t: t, jar: jar, c: &http.Client{Jar: jar, Timeout: 20 * time.Second}}
}

// startSignIn asks the hub to sign in and follows it to the provider's
// login page, whose URL it returns.
func (b *browserless) startSignIn(hubURL string) string {
	b.t.Helper()
	resp, err := b.c.Get(hubURL + "/login")
	if err != nil {
		b.t.Fatal(err)
	}
	readAll(resp)
	if resp.StatusCode != http.StatusOK || !strings.Contains(resp.Request.URL.Path, oidctest.LoginForm) {
		b.t.Fatalf("sign-in went to %s (%d), want the provider's login page", resp.Request.URL, resp.StatusCode)
	}
	return resp.Request.URL.String()
}

// finishSignIn fills the provider's login page and follows it back to the
// hub, returning the hub's last answer and its body.
func (b *browserless) finishSignIn(loginURL string, u oidctest.User) (*http.Response, string) {
	b.t.Helper()
	resp, err := oidctest.Fill(b.c, loginURL, u.Username, u.Password)
	if err != nil {
		b.t.Fatal(err)
	}
	return resp, readAll(resp)
}

// signIn signs u in through the provider and checks that it worked.
func (b *browserless) signIn(hubURL string, u oidctest.User) {
	b.t.Helper()
	resp, body := b.finishSignIn(b.startSignIn(hubURL), u)
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, `data-page="signedin"`) {
		b.t.Fatalf("%s did not sign in: %d\n%s", u.Username, resp.StatusCode, body)
	}
}

func (b *browserless) cookie(hubURL, name string) string {
	u, _ := url.Parse(hubURL)
	for _, c := range b.jar.Cookies(u) {
		if c.Name == name {
			return c.Value
		}
	}
	return ""
}

func (b *browserless) get(target string) (int, string) {
	b.t.Helper()
	resp, err := b.c.Get(target)
	if err != nil {
		b.t.Fatal(err)
	}
	return resp.StatusCode, readAll(resp)
}

// post sends a form as the page would: from its own origin.
func (b *browserless) post(base, path string, form url.Values) (int, string) {
	b.t.Helper()
	req, _ := http.NewRequest("POST", base+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", base)
	c := *b.c
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	return resp.StatusCode, readAll(resp)
}

// formToken is the token the page puts in a form for this session: what
// a person's browser holds, computed from the cookie, so a test can also
// send a form the page did not offer.
func (b *browserless) formToken(hubURL, cookieName, form string) string {
	return page.FormToken(formKey(b.cookie(hubURL, cookieName)), form)
}

func readAll(resp *http.Response) string {
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// testMachine is a joined machine with its key.
type testMachine struct {
	h        *testHub
	id, name string
	key      ed25519.PrivateKey
}

func (h *testHub) join(name, group string) *testMachine {
	h.t.Helper()
	tok, err := h.st.Enrol(context.Background(), group, time.Hour)
	if err != nil {
		h.t.Fatal(err)
	}
	pub, key, _ := ed25519.GenerateKey(rand.Reader)
	var resp teamapi.JoinResponse
	if st := call(h.t, h.url(), "POST", teamapi.PathJoin, "", teamapi.JoinRequest{Token: tok.String(), PublicKey: teamapi.EncodeKey(pub), Name: name}, &resp); st != 200 {
		h.t.Fatalf("join: %d", st)
	}
	return &testMachine{h: h, id: resp.Machine, name: name, key: key}
}

// call makes an HTTP call with a JSON body, decoding the answer into out.
func call(t testing.TB, base, method, target, auth string, body, out any) int {
	t.Helper()
	var b []byte
	if body != nil {
		b, _ = json.Marshal(body)
	}
	req, _ := http.NewRequest(method, base+target, bytes.NewReader(b))
	if auth != "" {
		req.Header.Set("Authorization", auth)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	data := readAll(resp)
	if out != nil {
		if err := json.Unmarshal([]byte(data), out); err != nil {
			t.Fatalf("%s %s: %d %q: %v", method, target, resp.StatusCode, data, err)
		}
	}
	return resp.StatusCode
}

// signed makes a machine's signed call.
func (m *testMachine) signed(method, target string, body, out any) int {
	m.h.t.Helper()
	var b []byte
	if body != nil {
		b, _ = json.Marshal(body)
	}
	req, _ := http.NewRequest(method, m.h.url()+target, bytes.NewReader(b))
	req.Header.Set("Authorization", teamapi.MachineAuthHeader(m.key, m.id, method, target, m.h.clock.Now(), b))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		m.h.t.Fatal(err)
	}
	data := readAll(resp)
	if out != nil {
		if err := json.Unmarshal([]byte(data), out); err != nil {
			m.h.t.Fatalf("%s %s: %d %q: %v", method, target, resp.StatusCode, data, err)
		}
	}
	return resp.StatusCode
}

// hold pushes a request as a machine's queue files it, made by login user.
func (m *testMachine) hold(id, command, user string) teamapi.Request {
	m.h.t.Helper()
	now := m.h.clock.Now()
	r := teamapi.Request{ID: id, CreatedAt: now, ExpiresAt: now.Add(24 * time.Hour), Status: "pending", Command: command,
		CommandDigest: queue.Digest(command), Cwd: "/work/" + m.name, Tier: "red", Rules: []teamapi.Rule{{ID: "rm-recursive", Tier: "red", Reason: "deletes a folder tree"}},
		Agent: "claude-code", Subject: queue.Subject{Command: command}.Digest(), User: user}
	var ack teamapi.Ack
	if st := m.signed("POST", teamapi.PathMachineRequests, teamapi.RequestBatch{Requests: []teamapi.Request{r}}, &ack); st != 200 {
		m.h.t.Fatalf("push requests: %d", st)
	}
	return r
}

// decision reads the machine's event stream from after and returns the
// first decision on it, checked as the machine checks it.
func (m *testMachine) decision(r teamapi.Request, after int64) *teamapi.Decision {
	m.h.t.Helper()
	target := teamapi.PathMachineEvents + "?after=" + itoa(after)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", m.h.url()+target, nil)
	req.Header.Set("Authorization", teamapi.MachineAuthHeader(m.key, m.id, "GET", target, m.h.clock.Now(), nil))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		m.h.t.Fatal(err)
	}
	defer resp.Body.Close()
	buf := make([]byte, 64<<10)
	var text strings.Builder
	for {
		n, err := resp.Body.Read(buf)
		text.Write(buf[:n])
		for _, line := range strings.Split(text.String(), "\n") {
			data, ok := strings.CutPrefix(line, "data: ")
			if !ok {
				continue
			}
			var ev teamapi.Event
			if json.Unmarshal([]byte(data), &ev) == nil && ev.Kind == "decision" && ev.Decision != nil && ev.Decision.Request == r.ID {
				d := ev.Decision
				if err := teamapi.VerifyDecision(m.h.pub, *d, teamapi.Bound{Team: teamapi.Fingerprint(m.h.pub), Machine: m.id, Request: r.ID,
					Subject: r.Subject, Cwd: r.Cwd}); err != nil {
					m.h.t.Fatalf("the decision on the stream does not verify: %v", err)
				}
				return d
			}
		}
		if err != nil {
			return nil
		}
	}
}

func itoa(n int64) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func remarshal(t testing.TB, data string, out any) {
	t.Helper()
	if err := json.Unmarshal([]byte(data), out); err != nil {
		t.Fatalf("%q: %v", data, err)
	}
}

func jsonMarshal(v any) (string, error) {
	b, err := json.Marshal(v)
	return string(b), err
}
