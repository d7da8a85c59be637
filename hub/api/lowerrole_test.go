package api

import (
	"context"
	"strings"
	"testing"
	"time"

	"gatesh/hub/store"
	"gatesh/teamapi"
)

// showRequest is a request as a member sees it.
func (h *testHub) showRequest(token, id string) teamapi.TeamRequest {
	h.t.Helper()
	var tr teamapi.TeamRequest
	if st := h.as(token, "GET", teamapi.PathRequests+"/"+id, nil, &tr); st != 200 {
		h.t.Fatalf("show %s: %d", id, st)
	}
	return tr
}

// An approval counts while its member may still give it. Before, an
// approver who approved and was then made a viewer kept their approval:
// it made the quorum, and the signed approval stood on the machine.
// Now the machine's stream revokes it before it hands decisions over.
// Raising the role back does not bring a revoked approval back (a
// machine never lets a rejection become an approval), but on a request
// still pending the vote counts again, as it is counted at each count.
func TestLoweredRoleLosesItsApproval(t *testing.T) {
	h := newHub(t)
	ctx := context.Background()
	m := h.join("devbox", "dev")
	admin := h.member("root@example.com", "admin", "*", "read")
	alice := h.member("alice@example.com", "approver", "dev", "approve")
	bob := h.member("bob@example.com", "approver", "dev", "approve")
	dave := h.member("dave@example.com", "approver", "dev", "approve")
	m.push(m.request("loweredafter1", "terraform destroy", "carol"), m.request("twoneeded0001", "terraform destroy", "carol"),
		m.request("twoneeded0002", "terraform destroy", "carol"))
	for _, id := range []string{"twoneeded0001", "twoneeded0002"} {
		if err := h.st.SetQuorum(ctx, m.id, id, 2); err != nil {
			t.Fatal(err)
		}
	}
	role := func(email, role string) {
		t.Helper()
		if err := h.st.AddMember(ctx, email, role, "dev", nil); err != nil {
			t.Fatal(err)
		}
	}

	if st, tr, e := h.vote(alice, "loweredafter1", "", "approve"); st != 200 || tr.Decision == nil || tr.Decision.Verdict != teamapi.Approved {
		t.Fatalf("alice's approval: %d %+v %q", st, tr.Decision, e.Error)
	}
	role("alice@example.com", "viewer")
	tr := h.showRequest(admin, "loweredafter1")
	if tr.Approvals != 0 || !strings.Contains(tr.Votes[0].NotCounted, "viewer") {
		t.Errorf("a viewer's approval still counts: %d approvals, votes %+v", tr.Approvals, tr.Votes)
	}
	evs := m.stream(t, h.url, 0)
	if d := next(t, evs, "decision").Decision; d.Verdict != teamapi.Approved {
		t.Fatalf("first decision on the stream: %+v", d)
	}
	d := next(t, evs, "decision").Decision
	if d.Request != "loweredafter1" || d.Verdict != teamapi.Rejected || !strings.Contains(d.Reason, "viewer") {
		t.Fatalf("the approval of a member made viewer was not revoked on the stream: %+v", d)
	}
	if err := teamapi.VerifyDecision(h.pub, *d, teamapi.Bound{Team: teamapi.Fingerprint(h.pub), Machine: m.id, Request: d.Request, Subject: d.Subject, Cwd: d.Cwd}); err != nil {
		t.Fatalf("the revocation does not verify: %v", err)
	}
	if tr := h.showRequest(admin, "loweredafter1"); tr.Status != "rejected" {
		t.Errorf("after the role was lowered the request is %s", tr.Status)
	}
	role("alice@example.com", "approver")
	m.stream(t, h.url, 0)
	if tr := h.showRequest(admin, "loweredafter1"); tr.Status != "rejected" {
		t.Errorf("raising the role back made the request %s", tr.Status)
	}

	// Quorum two: bob's approval counts while bob is an approver.
	if st, _, e := h.vote(bob, "twoneeded0001", "", "approve"); st != 200 {
		t.Fatalf("bob: %d %q", st, e.Error)
	}
	role("bob@example.com", "viewer")
	if st, tr, e := h.vote(dave, "twoneeded0001", "", "approve"); st != 200 || tr.Decision != nil {
		t.Fatalf("dave's approval with bob a viewer: %d %+v %q", st, tr.Decision, e.Error)
	}
	role("bob@example.com", "approver")
	if st, _, e := h.vote(alice, "twoneeded0002", "", "approve"); st != 200 {
		t.Fatalf("alice: %d %q", st, e.Error)
	}
	// Back an approver, bob's vote counts again at the next count.
	if st, tr, e := h.vote(dave, "twoneeded0002", "", "approve"); st != 200 || tr.Decision == nil {
		t.Fatalf("dave's approval: %d %q", st, e.Error)
	}
	if tr := h.showRequest(admin, "twoneeded0001"); tr.Approvals != 2 {
		t.Errorf("bob, an approver again, does not count: %d approvals", tr.Approvals)
	}
}

// A role that the provider's group gave goes with the group: unmapped,
// or missing from the member's newest sign-in, it no longer counts.
func TestApprovalGoesWithTheProvidersGroup(t *testing.T) {
	h := newHub(t)
	ctx := context.Background()
	m := h.join("devbox", "dev")
	admin := h.member("root@example.com", "admin", "*", "read")
	h.member("erin@example.com", "viewer", "dev", "read")
	if err := h.st.MapGroup(ctx, "hub-approvers", store.Approver, "dev"); err != nil {
		t.Fatal(err)
	}
	_, erin, _, err := h.st.NewSession(ctx, "erin@example.com", store.KindDevice, []string{"hub-approvers"}, "laptop", time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	m.push(m.request("groupunmapped", "terraform destroy", "carol"), m.request("groupleftsign", "terraform destroy", "carol"))
	if st, tr, e := h.vote(erin, "groupunmapped", "", "approve"); st != 200 || tr.Decision == nil {
		t.Fatalf("erin's approval through the provider's group: %d %q", st, e.Error)
	}
	if err := h.st.UnmapGroup(ctx, "hub-approvers", "dev"); err != nil {
		t.Fatal(err)
	}
	if tr := h.showRequest(admin, "groupunmapped"); tr.Approvals != 0 {
		t.Errorf("the approval stands after its group was unmapped")
	}
	if err := h.st.MapGroup(ctx, "hub-approvers", store.Approver, "dev"); err != nil {
		t.Fatal(err)
	}
	if st, _, e := h.vote(erin, "groupleftsign", "", "approve"); st != 200 {
		t.Fatalf("erin's second approval: %d %q", st, e.Error)
	}
	// Erin signs in again; the provider no longer puts her in the group.
	h.clock.Add(time.Second)
	if _, _, _, err := h.st.NewSession(ctx, "erin@example.com", store.KindWeb, nil, "browser", time.Hour); err != nil {
		t.Fatal(err)
	}
	if tr := h.showRequest(admin, "groupleftsign"); tr.Approvals != 0 {
		t.Errorf("the approval stands after the provider took erin out of the group")
	}
	evs := m.stream(t, h.url, 0)
	revoked := map[string]bool{}
	for len(revoked) < 2 {
		if d := next(t, evs, "decision").Decision; d.Verdict == teamapi.Rejected {
			revoked[d.Request] = true
		}
	}
}
