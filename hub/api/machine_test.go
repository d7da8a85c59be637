package api

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"strings"
	"sync"
	"testing"
	"time"

	"gatesh/queue"
	"gatesh/teamapi"
)

// An enrolment token joins one machine: used again, or by two joins at
// once, it is refused and the refusal logged.
func TestJoinTokenIsUsedOnce(t *testing.T) {
	h := newHub(t)
	ctx := context.Background()
	tok, err := h.st.Enrol(ctx, "ci", time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	join := func(name string) (int, teamapi.Error) {
		pub, _, _ := ed25519.GenerateKey(rand.Reader)
		var e teamapi.Error
		st := call(t, h.url, "POST", teamapi.PathJoin, "", teamapi.JoinRequest{Token: tok.String(), PublicKey: teamapi.EncodeKey(pub), Name: name}, &e)
		return st, e
	}
	if st, e := join("runner-1"); st != 200 {
		t.Fatalf("first join: %d %s", st, e.Error)
	}
	st, e := join("runner-2")
	if st != 401 || !strings.Contains(e.Error, "used already") {
		t.Fatalf("second join with the same token: %d %q", st, e.Error)
	}
	if n := h.scalar(`SELECT count(*) FROM machines`); n != 1 {
		t.Fatalf("%d machines joined with one token", n)
	}
	if r := h.refusals(); len(r) != 1 || r[0].Action != "join" || !strings.Contains(r[0].Detail, "used already") {
		t.Fatalf("the refused join is not logged: %+v", r)
	}

	// Two joins racing with one fresh token: exactly one wins.
	tok, _ = h.st.Enrol(ctx, "ci", time.Hour)
	var wg sync.WaitGroup
	results := make([]int, 8)
	for i := range results {
		wg.Add(1)
		go func() { defer wg.Done(); results[i], _ = join("racer") }()
	}
	wg.Wait()
	won := 0
	for _, st := range results {
		if st == 200 {
			won++
		}
	}
	if won != 1 {
		t.Fatalf("%d of %d racing joins won with one token: %v", won, len(results), results)
	}
}

func TestJoinRefusals(t *testing.T) {
	h := newHub(t)
	ctx := context.Background()
	pub, _, _ := ed25519.GenerateKey(rand.Reader)
	key := teamapi.EncodeKey(pub)

	expired, _ := h.st.Enrol(ctx, "", time.Minute)
	h.clock.Add(2 * time.Minute)
	otherTeam, _ := h.st.Enrol(ctx, "", time.Hour)
	otherTeam.Team = strings.Repeat("ab", 32)
	unknown, _ := h.st.Enrol(ctx, "", time.Hour)
	unknown.Secret = strings.Repeat("x", 43)
	for _, c := range []struct{ name, token, want string }{
		{"expired", expired.String(), "expired"},
		{"another team", otherTeam.String(), "is for team"},
		{"unknown", unknown.String(), "unknown"},
		{"not a token", "hunter2", "not a gatesh enrolment token"},
	} {
		var e teamapi.Error
		if st := call(t, h.url, "POST", teamapi.PathJoin, "", teamapi.JoinRequest{Token: c.token, PublicKey: key, Name: "x"}, &e); st != 401 || !strings.Contains(e.Error, c.want) {
			t.Errorf("%s: %d %q, want 401 with %q", c.name, st, e.Error, c.want)
		}
	}
	if n := len(h.refusals()); n != 4 {
		t.Errorf("%d refusals logged, want 4", n)
	}
}

// A machine's call verifies against its registered key only, within the
// allowed clock skew.
func TestMachineCallAuthentication(t *testing.T) {
	h := newHub(t)
	m := h.join("laptop", "dev")
	body := teamapi.RequestBatch{Requests: []teamapi.Request{m.request("aaaabbbbccccd", "rm -rf build", "alice")}}
	var ack teamapi.Ack
	if st := m.signed("POST", teamapi.PathMachineRequests, body, &ack, 5*time.Minute); st != 200 || ack.Stored != 1 {
		t.Fatalf("a call five minutes ahead: %d %+v", st, ack)
	}
	if st := m.signed("POST", teamapi.PathMachineRequests, body, nil, -5*time.Minute); st != 200 {
		t.Fatalf("a call five minutes behind: %d", st)
	}
	forger := *m
	_, forger.key, _ = ed25519.GenerateKey(rand.Reader)
	var e teamapi.Error
	if st := forger.signed("POST", teamapi.PathMachineRequests, body, &e, 0); st != 401 || !strings.Contains(e.Error, "does not verify") {
		t.Fatalf("a forged signature: %d %q", st, e.Error)
	}
	if st := m.signed("POST", teamapi.PathMachineRequests, body, &e, teamapi.MaxCallSkew+time.Minute); st != 401 || e.Hint == "" {
		t.Fatalf("a call past the skew: %d %+v", st, e)
	}
	ghost := *m
	ghost.id = "nosuchmachine"
	if st := ghost.signed("GET", teamapi.PathMachineEvents, nil, &e, 0); st != 401 {
		t.Fatalf("an unknown machine: %d", st)
	}
	if st := call(t, h.url, "POST", teamapi.PathMachineRequests, "", body, &e); st != 401 {
		t.Fatalf("no signature: %d", st)
	}
	if n := len(h.refusals()); n != 4 {
		t.Fatalf("%d refused machine calls logged, want 4: %+v", n, h.refusals())
	}
}

// A push that arrives twice stores nothing twice; a request that comes
// back asking something else keeps its first version.
func TestPushRequestsIsIdempotent(t *testing.T) {
	h := newHub(t)
	m := h.join("laptop", "dev")
	a, b := m.request("aaaabbbbccccd", "rm -rf build", "alice"), m.request("eeeeffffggggh", "git push --force", "alice")
	m.push(a, b)
	m.push(a, b)
	if n := h.scalar(`SELECT count(*) FROM requests`); n != 2 {
		t.Fatalf("%d requests after the same batch twice", n)
	}
	a.Status, a.DecidedBy, a.DecidedAt, a.Via = "approved", "alice", h.clock.Now(), "local"
	m.push(a)
	if n := h.scalar(`SELECT count(*) FROM requests WHERE status = 'approved' AND via = 'local'`); n != 1 {
		t.Fatal("a later state of a request was not stored")
	}
	swapped := b
	swapped.Command, swapped.Subject = "ls", "2a6c07f0a0a3b2c2b1ca6c3b2ca1d6d4d1b4c2ad0b8ba3c3b5e0a0a1b1c2d3e4"
	var e teamapi.Error
	if st := m.signed("POST", teamapi.PathMachineRequests, teamapi.RequestBatch{Requests: []teamapi.Request{swapped}}, &e, 0); st != 400 || !strings.Contains(e.Error, "not the digest") {
		t.Fatalf("a subject that is not the command's digest: %d %q", st, e.Error)
	}
	swapped.Subject, swapped.CommandDigest = (queue.Subject{Tool: "", Command: "ls"}).Digest(), queue.Digest("ls")
	m.push(swapped)
	var cmd string
	h.st.Pool.QueryRow(context.Background(), `SELECT command FROM requests WHERE id = $1`, b.ID).Scan(&cmd)
	if cmd != "git push --force" {
		t.Fatalf("a request's command was rewritten by a later push: %q", cmd)
	}
}

// Two machines cannot touch each other's requests: a push names the
// calling machine's requests only.
func TestRequestsAreTheMachines(t *testing.T) {
	h := newHub(t)
	a, b := h.join("a", "dev"), h.join("b", "dev")
	a.push(a.request("aaaabbbbccccd", "rm -rf build", "alice"))
	b.push(b.request("aaaabbbbccccd", "ls", "bob"))
	if n := h.scalar(`SELECT count(*) FROM requests WHERE machine = $1 AND command = 'rm -rf build'`, a.id); n != 1 {
		t.Fatal("machine b's push changed machine a's request")
	}
}

// A removed machine's calls are refused, logged; its records stay.
func TestRemovedMachineIsRefused(t *testing.T) {
	h := newHub(t)
	m := h.join("laptop", "dev")
	m.push(m.request("aaaabbbbccccd", "rm -rf build", "alice"))
	if err := h.st.RemoveMachine(context.Background(), "laptop"); err != nil {
		t.Fatal(err)
	}
	var e teamapi.Error
	if st := m.signed("GET", teamapi.PathMachineEvents, nil, &e, 0); st != 401 || !strings.Contains(e.Error, "removed") {
		t.Fatalf("a removed machine's call: %d %q", st, e.Error)
	}
	if n := h.scalar(`SELECT count(*) FROM requests`); n != 1 {
		t.Fatal("the removed machine's requests went")
	}
}
