package api

import (
	"context"
	"errors"
	"strings"
	"testing"

	"gatesh/hub/store"
	"gatesh/teamapi"
)

func (h *testHub) pushPolicy(group, body string) {
	h.t.Helper()
	if err := h.tryPolicy(group, body); err != nil {
		h.t.Fatal(err)
	}
}

func (h *testHub) tryPolicy(group, body string) error {
	_, err := h.st.PushPolicy(context.Background(), store.PolicyPush{Body: body, Group: group, By: "root@example.com"}, h.signer())
	return err
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

// A group's own policy is in force on its machines instead of the
// policy for every group, so neither push may leave the group requiring
// less: a policy for every group whose [require] a group's earlier own
// policy lacks is refused (the group's is pushed again first), and so is
// a group's policy that lacks the [require] of the one for every group.
// Before, the group's earlier policy stayed in force alone, and its
// machines ran without the team's new requirement.
func TestGroupPolicyNeverLowersTheTeams(t *testing.T) {
	h := newHub(t)
	m := h.join("runner-1", "ci")
	state := func() teamapi.State {
		var st teamapi.State
		if code := m.signed("GET", teamapi.PathMachineState, nil, &st, 0); code != 200 {
			t.Fatalf("state: %d", code)
		}
		return st
	}
	loose := "[quorum]\ntiers = { red = 2 }\n"
	strict := "[require]\nenforce = \"landlock\"\nmax_hold_wait = \"10m\"\n"
	h.pushPolicy("ci", loose)
	err := h.tryPolicy("*", strict)
	if !errors.Is(err, store.ErrConflict) || !strings.Contains(err.Error(), "group ci") || !strings.Contains(err.Error(), "require.enforce") {
		t.Fatalf("a policy for every group that group ci's own would not require: %v", err)
	}
	if st := state(); st.Policy != loose {
		t.Fatalf("after the refused push the machine holds %q", st.Policy)
	}
	// The group's policy first, then the team's: both stand.
	h.pushPolicy("ci", loose+strict)
	h.pushPolicy("*", strict)
	if st := state(); st.Policy != loose+strict || st.PolicyGroup != "ci" {
		t.Fatalf("the machine holds %+v", st)
	}
	// A group's policy may not lower the team's: not drop a requirement,
	// nor wait longer.
	for _, lower := range []string{loose, strings.Replace(strict, "10m", "1h", 1)} {
		if err := h.tryPolicy("ci", lower); !errors.Is(err, store.ErrConflict) || !strings.Contains(err.Error(), "lower") {
			t.Errorf("a group policy lowering the team's (%q): %v", lower, err)
		}
	}
	if st := state(); st.Policy != loose+strict {
		t.Fatalf("a refused group push changed the machine's policy to %q", st.Policy)
	}
	// A shadow push changes no outcome, and is not held to it.
	if _, err := h.st.PushPolicy(context.Background(), store.PolicyPush{Body: loose, Group: "ci", Shadow: true, By: "root@example.com"}, h.signer()); err != nil {
		t.Errorf("a shadow push: %v", err)
	}
	if r := h.refusals(); len(r) != 3 {
		t.Errorf("%d refused pushes logged, want 3", len(r))
	}
}
