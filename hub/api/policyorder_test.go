package api

import (
	"context"
	"testing"

	"gatesh/hub/store"
	"gatesh/teamapi"
)

func (h *testHub) pushPolicy(group, body string) {
	h.t.Helper()
	if _, err := h.st.PushPolicy(context.Background(), store.PolicyPush{Body: body, Group: group, By: "root@example.com"}, h.signer()); err != nil {
		h.t.Fatal(err)
	}
}

// The hub's quorum is the stricter of a group's own policy and the
// policy for every group, in whichever order they were pushed. Before,
// a group policy pushed before any policy for every group stayed in
// force alone: a later team-wide quorum of 2 did not reach the group,
// and a request there was approved by one approver.
func TestQuorumIsTheStricterOfGroupAndTeamPolicy(t *testing.T) {
	h := newHub(t)
	m := h.join("runner-1", "ci")
	alice := h.member("alice@example.com", "approver", "ci", "approve")
	bob := h.member("bob@example.com", "approver", "ci", "approve")
	dave := h.member("dave@example.com", "approver", "ci", "approve")

	h.pushPolicy("ci", "[quorum]\ntiers = { red = 1 }\nrules = { \"rm-recursive\" = 3 }\n")
	h.pushPolicy("*", "[quorum]\ntiers = { red = 2 }\n")
	var list teamapi.PolicyList
	if st := h.as(alice, "GET", teamapi.PathPolicy, nil, &list); st != 200 || len(list.Policies) != 2 {
		t.Fatalf("policy list: %d %+v", st, list)
	}

	// red: the team-wide 2 holds over the group's earlier 1.
	tf := m.request("teamwidewins1", "terraform destroy", "carol")
	tf.Rules = []teamapi.Rule{{ID: "terraform-destroy", Tier: "red", Reason: "destroys"}}
	m.push(tf)
	if st, tr, e := h.vote(alice, "teamwidewins1", "", "approve"); st != 200 || tr.Decision != nil || tr.Quorum != 2 {
		t.Fatalf("one approval under a team-wide quorum of 2: %d quorum %d %+v %q", st, tr.Quorum, tr.Decision, e.Error)
	}
	if st, tr, _ := h.vote(bob, "teamwidewins1", "", "approve"); st != 200 || tr.Decision == nil {
		t.Fatalf("the second approval did not settle it: %d", st)
	}
	// rm-recursive: the group's 3 holds over the team-wide 2.
	r := m.request("groupraised01", "rm -rf build", "carol")
	m.push(r)
	h.vote(alice, "groupraised01", "", "approve")
	if _, tr, _ := h.vote(bob, "groupraised01", "", "approve"); tr.Decision != nil || tr.Quorum != 3 {
		t.Fatalf("two approvals under the group's quorum of 3: quorum %d %+v", tr.Quorum, tr.Decision)
	}
	if _, tr, _ := h.vote(dave, "groupraised01", "", "approve"); tr.Decision == nil {
		t.Fatal("three approvals did not settle it")
	}
}
