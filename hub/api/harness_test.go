package api

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"sync"
	"testing"
	"time"

	"gatesh/hub/store"
	"gatesh/internal/pgtest"
	"gatesh/queue"
	"gatesh/teamapi"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// clock is the hub's injected clock.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// testHub is a database with the schema, the team key, and one or more
// hub replicas serving it.
type testHub struct {
	t     testing.TB
	dsn   string
	st    *store.Store
	key   ed25519.PrivateKey
	pub   ed25519.PublicKey
	clock *clock
	url   string
}

func newHub(t testing.TB) *testHub {
	t.Helper()
	dsn := pgtest.DB(t)
	ctx := context.Background()
	if _, err := store.Migrate(ctx, dsn); err != nil {
		t.Fatal(err)
	}
	pub, key, _ := ed25519.GenerateKey(rand.Reader)
	h := &testHub{t: t, dsn: dsn, key: key, pub: pub, clock: &clock{t: time.Now().UTC().Truncate(time.Second)}}
	h.st = h.openStore()
	if err := h.st.SetTeam(ctx, pub); err != nil {
		t.Fatal(err)
	}
	h.url = h.replica(time.Hour).URL
	return h
}

func (h *testHub) openStore() *store.Store {
	st, err := store.Open(context.Background(), h.dsn)
	if err != nil {
		h.t.Fatal(err)
	}
	st.Now = h.clock.Now
	h.t.Cleanup(st.Close)
	return st
}

// replica starts one more hub on the database, with a store and a
// notifier of its own, as another process would have.
func (h *testHub) replica(ping time.Duration) *httptest.Server {
	st := h.openStore()
	n := store.NewNotifier()
	ctx, cancel := context.WithCancel(context.Background())
	go n.Run(ctx, st)
	<-n.Ready
	srv := &Server{Store: st, Notifier: n, Now: h.clock.Now, Ping: ping, Auth: []Authenticator{BearerTokens{Store: st}},
		Signer: h.signer()}
	ts := httptest.NewServer(srv.Handler())
	h.t.Cleanup(func() { cancel(); ts.CloseClientConnections(); ts.Close() })
	return ts
}

// signer signs with the team key, as every replica of the test hub does.
func (h *testHub) signer() store.Signer {
	return store.Signer{Team: teamapi.Fingerprint(h.pub), Sign: func(d *teamapi.Decision) { d.Sign(h.key) },
		SignBytes: func(m []byte) []byte { return ed25519.Sign(h.key, m) }, TTL: time.Hour}
}

// testMachine is a joined machine with its key.
type testMachine struct {
	h    *testHub
	id   string
	name string
	key  ed25519.PrivateKey
	url  string
}

func (h *testHub) join(name, group string) *testMachine {
	h.t.Helper()
	tok, err := h.st.Enrol(context.Background(), group, time.Hour)
	if err != nil {
		h.t.Fatal(err)
	}
	pub, key, _ := ed25519.GenerateKey(rand.Reader)
	var resp teamapi.JoinResponse
	if st := call(h.t, h.url, "POST", teamapi.PathJoin, "", teamapi.JoinRequest{Token: tok.String(), PublicKey: teamapi.EncodeKey(pub), Name: name}, &resp); st != 200 {
		h.t.Fatalf("join: %d", st)
	}
	if resp.Team != teamapi.Fingerprint(h.pub) {
		h.t.Fatalf("join answered team %s", resp.Team)
	}
	return &testMachine{h: h, id: resp.Machine, name: name, key: key, url: h.url}
}

// call makes an HTTP call with a JSON body and an Authorization header,
// decoding the answer into out (a teamapi.Error when it is refused).
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
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			t.Fatalf("%s %s: %d %q: %v", method, target, resp.StatusCode, data, err)
		}
	}
	return resp.StatusCode
}

// signed makes a machine's call, signed with its key at the hub's time
// plus skew.
func (m *testMachine) signed(method, target string, body, out any, skew time.Duration) int {
	m.h.t.Helper()
	var b []byte
	if body != nil {
		b, _ = json.Marshal(body)
	}
	req, _ := http.NewRequest(method, m.url+target, bytes.NewReader(b))
	req.Header.Set("Authorization", teamapi.MachineAuthHeader(m.key, m.id, method, target, m.h.clock.Now().Add(skew), b))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		m.h.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			m.h.t.Fatalf("%s %s: %d %q: %v", method, target, resp.StatusCode, data, err)
		}
	}
	return resp.StatusCode
}

// request makes a request as a machine's queue would file it.
func (m *testMachine) request(id, command, user string) teamapi.Request {
	now := m.h.clock.Now()
	return teamapi.Request{ID: id, CreatedAt: now, ExpiresAt: now.Add(24 * time.Hour), Status: "pending", Command: command,
		CommandDigest: queue.Digest(command), Cwd: "/work/" + m.name, Tier: "red", Rules: []teamapi.Rule{{ID: "rm-recursive", Tier: "red", Reason: "deletes"}},
		Agent: "claude-code", Subject: (queue.Subject{Tool: "", Command: command}).Digest(), User: user}
}

func (m *testMachine) push(reqs ...teamapi.Request) {
	m.h.t.Helper()
	var ack teamapi.Ack
	if st := m.signed("POST", teamapi.PathMachineRequests, teamapi.RequestBatch{Requests: reqs}, &ack, 0); st != 200 {
		m.h.t.Fatalf("push requests: %d", st)
	}
}

// member adds a member and returns a personal access token of theirs.
func (h *testHub) member(email, role, group, scope string, logins ...string) string {
	h.t.Helper()
	ctx := context.Background()
	var ls []store.Login
	for _, l := range logins {
		x, err := store.ParseLogin(l)
		if err != nil {
			h.t.Fatal(err)
		}
		ls = append(ls, x)
	}
	if err := h.st.AddMember(ctx, email, role, group, ls); err != nil {
		h.t.Fatal(err)
	}
	_, tok, err := h.st.NewToken(ctx, email, scope, 0)
	if err != nil {
		h.t.Fatal(err)
	}
	return tok
}

// as makes an approver's call with a token.
func (h *testHub) as(token, method, target string, body, out any) int {
	h.t.Helper()
	return call(h.t, h.url, method, target, "Bearer "+token, body, out)
}

// refusals returns the hub's record of refusals, oldest first.
func (h *testHub) refusals() []store.Event {
	h.t.Helper()
	evs, err := h.st.Events(context.Background(), 1000)
	if err != nil {
		h.t.Fatal(err)
	}
	var out []store.Event
	for i := len(evs) - 1; i >= 0; i-- {
		if evs[i].Outcome == "refused" {
			out = append(out, evs[i])
		}
	}
	return out
}

func (h *testHub) scalar(q string, args ...any) int64 {
	h.t.Helper()
	var n int64
	if err := h.st.Pool.QueryRow(context.Background(), q, args...).Scan(&n); err != nil {
		h.t.Fatal(err)
	}
	return n
}

func remarshal(t testing.TB, from, to any) {
	t.Helper()
	b, _ := json.Marshal(from)
	if err := json.Unmarshal(b, to); err != nil {
		t.Fatal(err)
	}
}
