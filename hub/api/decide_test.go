package api

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"gatesh/hub/store"
	"gatesh/teamapi"
)

// vote asks the hub to approve, reject or revoke; it returns the status,
// the request as answered, and the refusal.
func (h *testHub) vote(token, id, machine, action string) (int, teamapi.TeamRequest, teamapi.Error) {
	h.t.Helper()
	target := teamapi.PathRequests + "/" + id + "/" + action
	if machine != "" {
		target += "?machine=" + machine
	}
	var raw map[string]any
	st := h.as(token, "POST", target, teamapi.Vote{Reason: "looked at it"}, &raw)
	var tr teamapi.TeamRequest
	var e teamapi.Error
	if st == 200 {
		remarshal(h.t, raw, &tr)
	} else {
		remarshal(h.t, raw, &e)
	}
	return st, tr, e
}

// Every check before the hub signs refuses with a clear error, and the
// refusal is in the hub's own record.
func TestDecisionChecks(t *testing.T) {
	h := newHub(t)
	dev := h.join("devbox", "dev")
	prod := h.join("prodbox", "prod")
	alice := h.member("alice@example.com", "approver", "dev", "approve", "alice")
	bob := h.member("bob@example.com", "approver", "dev", "approve", "bob@devbox")
	viewer := h.member("vera@example.com", "viewer", "dev", "approve")
	reader := h.member("rita@example.com", "approver", "dev", "read")
	stranger := h.member("sam@example.com", "approver", "prod", "approve")
	outsider := h.member("olga@example.com", "admin", "ops", "approve")

	dev.push(dev.request("aliceaskedthis", "rm -rf build", "alice"), dev.request("bobaskedthis1", "rm -rf dist", "bob"),
		dev.request("nouserrequest", "rm -rf tmp", ""))
	prod.push(prod.request("prodrequest01", "rm -rf /srv/data", "carol"))
	expiring := dev.request("expiresintime", "rm -rf cache", "carol")
	expiring.ExpiresAt = h.clock.Now().Add(time.Minute)
	long := dev.request("longcommand01", "rm -rf big", "carol")
	long.CommandBytes, long.Command = 200000, "rm -rf big"
	dev.push(expiring, long)
	h.clock.Add(2 * time.Minute)

	cases := []struct {
		name, token, id, want string
		status                int
	}{
		{"a viewer", viewer, "bobaskedthis1", "needs the approver or admin role", 403},
		{"a token scoped to read", reader, "bobaskedthis1", "scope is read", 403},
		{"an approver of another group", stranger, "bobaskedthis1", "no request bobaskedthis1 that you may see", 404},
		{"an admin of another group", outsider, "bobaskedthis1", "no request", 404},
		{"self-approval by a login on any machine", alice, "aliceaskedthis", "nobody decides their own request", 403},
		{"self-approval by a login on this machine", bob, "bobaskedthis1", "nobody decides their own request", 403},
		{"a request that names no user", alice, "nouserrequest", "names no user", 403},
		{"an expired request", alice, "expiresintime", "expired", 409},
		{"a truncated command", alice, "longcommand01", "can be rejected, not approved", 409},
		{"a request of another group's machine", alice, "prodrequest01", "no request", 404},
		{"a prefix too short", alice, "bob", "4 or more", 400},
	}
	for _, c := range cases {
		before := len(h.refusals())
		st, _, e := h.vote(c.token, c.id, "", "approve")
		if st != c.status || !strings.Contains(e.Error, c.want) {
			t.Errorf("%s: %d %q, want %d with %q", c.name, st, e.Error, c.status, c.want)
			continue
		}
		r := h.refusals()
		if len(r) != before+1 || r[len(r)-1].Action != "approve" || r[len(r)-1].Detail != e.Error {
			t.Errorf("%s: the refusal is not in the hub's record: %+v", c.name, r[before:])
		}
	}
	if n := h.scalar(`SELECT count(*) FROM team_decisions`); n != 0 {
		t.Fatalf("%d decisions were signed by refused calls", n)
	}
	if n := h.scalar(`SELECT count(*) FROM machine_events`); n != 0 {
		t.Fatalf("%d events were queued by refused calls", n)
	}

	// A decided request is not pending: deciding it again is refused.
	if st, tr, e := h.vote(alice, "bobaskedthis1", "", "approve"); st != 200 || tr.Status != "approved" || tr.Decision == nil {
		t.Fatalf("a valid approval: %d %+v %s", st, tr, e.Error)
	}
	for _, who := range []string{alice, h.member("dan@example.com", "approver", "*", "approve")} {
		if st, _, e := h.vote(who, "bobaskedthis1", "", "approve"); st != 409 || !strings.Contains(e.Error, "not pending") {
			t.Fatalf("approving a decided request: %d %q", st, e.Error)
		}
	}
	if st, _, _ := h.vote(alice, "bobaskedthis1", "", "reject"); st != 409 {
		t.Fatal("a decided request was rejected after its approval")
	}
}

// A signed decision verifies on its machine only, bound to the request's
// subject and folder, with an expiry no later than the request's and the
// hub's TTL.
func TestSignedDecisionIsBound(t *testing.T) {
	h := newHub(t)
	a, b := h.join("a", "dev"), h.join("b", "dev")
	alice := h.member("alice@example.com", "approver", "*", "approve", "alice")
	req := a.request("abcdabcdabcd1", "git push --force origin main", "carol")
	a.push(req)
	b.push(b.request("abcdabcdabcd1", "ls", "carol"))
	st, tr, e := h.vote(alice, "abcdabcdabcd1", "", "approve")
	if st != 409 || !strings.Contains(e.Error, "2 machines") {
		t.Fatalf("an id on two machines without ?machine=: %d %q", st, e.Error)
	}
	st, tr, e = h.vote(alice, "abcdabcdabcd1", "a", "approve")
	if st != 200 {
		t.Fatalf("approve: %d %s", st, e.Error)
	}
	d := *tr.Decision
	bound := teamapi.Bound{Team: teamapi.Fingerprint(h.pub), Machine: a.id, Request: req.ID, Subject: req.Subject, Cwd: req.Cwd}
	if err := teamapi.VerifyDecision(h.pub, d, bound); err != nil {
		t.Fatalf("the decision does not verify on its machine: %v", err)
	}
	if want := h.clock.Now().Add(time.Hour); !d.ExpiresAt.Equal(want) {
		t.Errorf("expires %s; want now + TTL %s (the request expires later)", d.ExpiresAt, want)
	}
	if d.Verdict != teamapi.Approved || len(d.Approvers) != 1 || d.Approvers[0] != "alice@example.com" {
		t.Errorf("decision %+v", d)
	}
	// Replayed for another request of the same machine, it does not
	// verify either.
	another := a.request("anotherreq001", "rm -rf x", "carol")
	if err := teamapi.VerifyDecision(h.pub, d, teamapi.Bound{Team: bound.Team, Machine: a.id, Request: another.ID, Subject: another.Subject, Cwd: another.Cwd}); !errors.Is(err, teamapi.ErrOtherAction) {
		t.Errorf("a's decision replayed for another request: %v", err)
	}
	onB := bound
	onB.Machine = b.id
	if err := teamapi.VerifyDecision(h.pub, d, onB); !errors.Is(err, teamapi.ErrOtherMachine) {
		t.Errorf("machine b accepted a's decision: %v", err)
	}
	onB = teamapi.Bound{Team: bound.Team, Machine: b.id, Request: req.ID, Subject: b.request("x", "ls", "").Subject, Cwd: "/work/b"}
	d.Machine = b.id
	if err := teamapi.VerifyDecision(h.pub, d, onB); err == nil {
		t.Error("a decision edited to name machine b verified there")
	}
	// b's request of the same id is still pending, and b's stream has
	// nothing.
	var other teamapi.TeamRequest
	h.as(alice, "GET", teamapi.PathRequests+"/abcdabcdabcd1?machine=b", nil, &other)
	if other.Status != "pending" || other.Decision != nil {
		t.Errorf("machine b's request was decided by a's approval: %+v", other)
	}
	if n := h.scalar(`SELECT count(*) FROM machine_events WHERE machine = $1`, b.id); n != 0 {
		t.Errorf("machine b has %d events", n)
	}

	// A request that expires before the TTL bounds the approval.
	soon := a.request("expiressoon01", "rm -rf x", "carol")
	soon.ExpiresAt = h.clock.Now().Add(10 * time.Minute)
	a.push(soon)
	_, tr, _ = h.vote(alice, "expiressoon01", "", "approve")
	if !tr.Decision.ExpiresAt.Equal(soon.ExpiresAt) {
		t.Errorf("expires %s; want the request's %s", tr.Decision.ExpiresAt, soon.ExpiresAt)
	}
}

// Quorum 2: one approval signs nothing, the same approver twice counts
// once, a second approver signs; any one rejection rejects.
func TestQuorumNeedsDistinctApprovers(t *testing.T) {
	h := newHub(t)
	m := h.join("prodbox", "prod")
	alice := h.member("alice@example.com", "approver", "prod", "approve")
	bob := h.member("bob@example.com", "admin", "prod", "approve")
	carol := h.member("carol@example.com", "approver", "prod", "approve")
	m.push(m.request("quorumrequest", "terraform destroy", "dave"), m.request("rejectedone01", "terraform destroy", "dave"))
	ctx := context.Background()
	for _, id := range []string{"quorumrequest", "rejectedone01"} {
		if err := h.st.SetQuorum(ctx, m.id, id, 2); err != nil {
			t.Fatal(err)
		}
	}
	st, tr, _ := h.vote(alice, "quorumrequest", "", "approve")
	if st != 200 || tr.Status != "pending" || tr.Decision != nil || len(tr.Votes) != 1 || tr.Quorum != 2 {
		t.Fatalf("one approval of two: %d %+v", st, tr)
	}
	if st, _, e := h.vote(alice, "quorumrequest", "", "approve"); st != 409 || !strings.Contains(e.Error, "already") {
		t.Fatalf("the same approver twice: %d %q", st, e.Error)
	}
	if n := h.scalar(`SELECT count(*) FROM team_decisions`); n != 0 {
		t.Fatal("signed with one approver of two")
	}
	st, tr, _ = h.vote(bob, "quorumrequest", "", "approve")
	if st != 200 || tr.Status != "approved" || tr.Decision == nil {
		t.Fatalf("the second approval: %d %+v", st, tr)
	}
	if got := strings.Join(tr.Decision.Approvers, ","); got != "alice@example.com,bob@example.com" {
		t.Fatalf("approvers %s", got)
	}

	h.vote(alice, "rejectedone01", "", "approve")
	st, tr, _ = h.vote(carol, "rejectedone01", "", "reject")
	if st != 200 || tr.Status != "rejected" || tr.Decision.Verdict != teamapi.Rejected {
		t.Fatalf("one rejection after one approval: %d %+v", st, tr)
	}
	if st, _, _ := h.vote(bob, "rejectedone01", "", "approve"); st != 409 {
		t.Fatal("a rejected request was approved")
	}
}

// Revoke takes back an approval not used yet; a used one is refused.
func TestRevoke(t *testing.T) {
	h := newHub(t)
	m := h.join("box", "dev")
	alice := h.member("alice@example.com", "approver", "dev", "approve")
	r1, r2 := m.request("revokeme00001", "rm -rf a", "carol"), m.request("usedalready01", "rm -rf b", "carol")
	m.push(r1, r2)
	if st, _, e := h.vote(alice, "revokeme00001", "", "revoke"); st != 409 || !strings.Contains(e.Error, "only an approval") {
		t.Fatalf("revoking a pending request: %d %q", st, e.Error)
	}
	h.vote(alice, "revokeme00001", "", "approve")
	st, tr, _ := h.vote(alice, "revokeme00001", "", "revoke")
	if st != 200 || tr.Status != "rejected" || tr.Decision.Verdict != teamapi.Rejected {
		t.Fatalf("revoke: %d %+v", st, tr)
	}
	if n := h.scalar(`SELECT count(*) FROM machine_events WHERE machine = $1`, m.id); n != 2 {
		t.Fatalf("%d events; want the approval and its revocation", n)
	}
	h.vote(alice, "usedalready01", "", "approve")
	r2.Status, r2.UsedAt = "used", h.clock.Now()
	m.push(r2)
	if st, _, e := h.vote(alice, "usedalready01", "", "revoke"); st != 409 || !strings.Contains(e.Error, "is used") {
		t.Fatalf("revoking a used approval: %d %q", st, e.Error)
	}
}

// Listing shows what a member's groups hold, with filters.
func TestListRequests(t *testing.T) {
	h := newHub(t)
	dev, prod := h.join("devbox", "dev"), h.join("prodbox", "prod")
	dev.push(dev.request("devrequest001", "rm -rf build", "carol"))
	r := prod.request("prodrequest01", "kubectl delete ns x", "carol")
	r.Rules = []teamapi.Rule{{ID: "kube-delete", Tier: "red", Reason: "deletes"}}
	r.Cwd = "/srv/infra/k8s"
	prod.push(r)
	alice := h.member("alice@example.com", "viewer", "dev", "read")
	root := h.member("root@example.com", "admin", "*", "read")
	var got []teamapi.TeamRequest
	h.as(alice, "GET", teamapi.PathRequests, nil, &got)
	if len(got) != 1 || got[0].Machine != dev.id || got[0].MachineName != "devbox" || got[0].Group != "dev" {
		t.Fatalf("alice sees %+v", got)
	}
	for q, want := range map[string]int{
		"":                           2,
		"?status=pending":            2,
		"?status=approved":           0,
		"?machine=prodbox":           1,
		"?group=dev":                 1,
		"?rule=kube-delete":          1,
		"?project=/srv/infra":        1,
		"?project=/srv/inf":          0,
		"?agent=claude-code&group=x": 0,
	} {
		got = nil
		if st := h.as(root, "GET", teamapi.PathRequests+q, nil, &got); st != 200 || len(got) != want {
			t.Errorf("%q: %d, %d requests; want %d", q, st, len(got), want)
		}
	}
	var none teamapi.Error
	if st := call(t, h.url, "GET", teamapi.PathRequests, "Bearer gatesh-pat-v1.nope.nope", nil, &none); st != 401 {
		t.Errorf("an unknown token: %d", st)
	}
	if err := h.st.RevokeToken(context.Background(), tokenID(alice)); err != nil {
		t.Fatal(err)
	}
	if st := h.as(alice, "GET", teamapi.PathRequests, nil, &none); st != 401 {
		t.Errorf("a revoked token: %d", st)
	}
	var me teamapi.Member
	h.as(root, "GET", teamapi.PathWhoAmI, nil, &me)
	if me.Email != "root@example.com" || me.Roles["*"] != "admin" || me.Scope != "read" {
		t.Errorf("whoami: %+v", me)
	}
	var ms []teamapi.MachineStatus
	h.as(root, "GET", teamapi.PathMachines, nil, &ms)
	if len(ms) != 2 || ms[0].Name != "devbox" || ms[0].LastContact.IsZero() {
		t.Errorf("machines: %+v", ms)
	}
	_ = store.Admin
}

func tokenID(token string) string {
	rest := strings.TrimPrefix(token, "gatesh-pat-v1.")
	id, _, _ := strings.Cut(rest, ".")
	return id
}
