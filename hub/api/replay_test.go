package api

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"gatesh/teamapi"
)

// capturedCall is a machine's signed call as an eavesdropper (a proxy's
// log, a stolen capture) would hold it: the exact header and body.
type capturedCall struct {
	method, target, auth string
	body                 []byte
}

func (m *testMachine) capture(method, target string, body any) capturedCall {
	var b []byte
	if body != nil {
		b, _ = json.Marshal(body)
	}
	return capturedCall{method, target, teamapi.MachineAuthHeader(m.key, m.id, method, target, m.h.clock.Now(), b), b}
}

// send sends the call to a hub and returns its status and, for a
// refusal, its error body; a stream that opened is closed at once.
func (c capturedCall) send(t *testing.T, base string) (int, teamapi.Error) {
	t.Helper()
	req, _ := http.NewRequest(c.method, base+c.target, bytes.NewReader(c.body))
	req.Header.Set("Authorization", c.auth)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var e teamapi.Error
	if resp.StatusCode != 200 {
		data, _ := io.ReadAll(resp.Body)
		if err := json.Unmarshal(data, &e); err != nil {
			t.Fatalf("%d %q: %v", resp.StatusCode, data, err)
		}
	}
	return resp.StatusCode, e
}

// Each signed machine call is accepted once. Before, a captured call
// could be sent again for the whole skew window: a replayed push set a
// request's status back at the hub, and a replayed fetch of decisions
// or of the policy was answered as if the machine had asked.
func TestMachineCallIsAcceptedOnce(t *testing.T) {
	h := newHub(t)
	other := h.replica(time.Hour)
	m := h.join("laptop", "dev")
	pending := m.request("replayedpush1", "rm -rf build", "alice")
	push := m.capture("POST", teamapi.PathMachineRequests, teamapi.RequestBatch{Requests: []teamapi.Request{pending}})
	calls := map[string]capturedCall{
		"a push":           push,
		"a decision fetch": m.capture("GET", teamapi.PathMachineEvents+"?after=0", nil),
		"a policy fetch":   m.capture("GET", teamapi.PathMachineState, nil),
	}
	for name, c := range calls {
		if st, e := c.send(t, h.url); st != 200 {
			t.Fatalf("%s, first sent: %d %q", name, st, e.Error)
		}
	}
	// The request is approved on the machine, which pushes it; the
	// captured push, replayed, must not set it back to pending.
	approved := pending
	approved.Status, approved.DecidedBy, approved.DecidedAt, approved.Via = "approved", "bob", h.clock.Now(), "local"
	m.push(approved)
	h.clock.Add(time.Minute)
	refused := 0
	for name, c := range calls {
		for _, base := range []string{h.url, other.URL} {
			st, e := c.send(t, base)
			if st != 409 || !strings.Contains(e.Error, "replay") || e.Hint == "" {
				t.Errorf("%s replayed to a replica: %d %+v, want 409 naming the replay", name, st, e)
			}
			// A push refused gives back its first answer, and does not
			// do it again; a fetch gives nothing.
			var ack teamapi.Ack
			if c.method == "POST" && (json.Unmarshal(e.FirstAnswer, &ack) != nil || ack.Stored != 1) {
				t.Errorf("%s replayed: first answer %q", name, e.FirstAnswer)
			}
			if c.method == "GET" && len(e.FirstAnswer) != 0 {
				t.Errorf("%s replayed was answered %q", name, e.FirstAnswer)
			}
			refused++
		}
	}
	if n := h.scalar(`SELECT count(*) FROM requests WHERE id = 'replayedpush1' AND status = 'approved'`); n != 1 {
		t.Error("the replayed push set the request's status back")
	}
	if n := len(h.refusals()); n != refused {
		t.Errorf("%d refusals logged, want %d", n, refused)
	}
	// The same calls, signed afresh, work.
	for name, c := range calls {
		fresh := m.capture(c.method, c.target, nil)
		fresh.body = c.body
		fresh.auth = teamapi.MachineAuthHeader(m.key, m.id, c.method, c.target, h.clock.Now(), c.body)
		if st, e := fresh.send(t, other.URL); st != 200 {
			t.Errorf("%s with a fresh nonce: %d %q", name, st, e.Error)
		}
	}
}

// A machine that signs no nonce is refused, and told what to upgrade.
func TestCallWithoutNonceIsRefused(t *testing.T) {
	h := newHub(t)
	m := h.join("laptop", "dev")
	c := m.capture("GET", teamapi.PathMachineState, nil)
	parts := strings.Split(c.auth, ":")
	c.auth = strings.Join([]string{parts[0], parts[1], parts[3]}, ":") // MACHINE:TIME:SIGNATURE
	st, e := c.send(t, h.url)
	if st != 401 || !strings.Contains(e.Error, "no nonce") || !strings.Contains(e.Hint, "upgrade gatesh") {
		t.Fatalf("a call without a nonce: %d %+v, want 401 with a hint to upgrade", st, e)
	}
	if r := h.refusals(); len(r) != 1 || r[0].Machine != m.id {
		t.Fatalf("the refusal is not logged against the machine: %+v", r)
	}
}

// The hub forgets a nonce once its call's time is past the skew, when
// the time alone refuses the call: the table holds one window of calls.
func TestNoncesExpire(t *testing.T) {
	h := newHub(t)
	m := h.join("laptop", "dev")
	old := m.capture("GET", teamapi.PathMachineState, nil)
	for range 5 {
		if st, e := m.capture("GET", teamapi.PathMachineState, nil).send(t, h.url); st != 200 {
			t.Fatalf("a call: %d %q", st, e.Error)
		}
	}
	if st, _ := old.send(t, h.url); st != 200 {
		t.Fatalf("the first use of a call: %d", st)
	}
	if n := h.scalar(`SELECT count(*) FROM machine_call_nonces`); n != 6 {
		t.Fatalf("%d nonces kept after 6 calls", n)
	}
	h.clock.Add(teamapi.MaxCallSkew + 2*time.Second)
	if st, e := m.capture("GET", teamapi.PathMachineState, nil).send(t, h.url); st != 200 {
		t.Fatalf("a call after the window: %d %q", st, e.Error)
	}
	if n := h.scalar(`SELECT count(*) FROM machine_call_nonces`); n != 1 {
		t.Fatalf("%d nonces kept after the window passed, want the newest call's only", n)
	}
	if st, e := old.send(t, h.url); st != 401 || !strings.Contains(e.Error, "clock") {
		t.Fatalf("a call replayed after its nonce went: %d %q, want refused by its time", st, e.Error)
	}
}
