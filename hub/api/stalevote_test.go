package api

import (
	"context"
	"testing"

	"gatesh/hub/store"
)

// A quorum counts the approvals of people who may still give them: a
// member removed after approving, or one linked since to the login that
// made the request, no longer counts. Before, the approval of a member
// removed from the team made, with one more, a quorum of two.
func TestQuorumCountsOnlyStandingApprovals(t *testing.T) {
	h := newHub(t)
	ctx := context.Background()
	m := h.join("devbox", "dev")
	mallory := h.member("mallory@example.com", "approver", "dev", "approve")
	carolToo := h.member("carol.alt@example.com", "approver", "dev", "approve")
	bob := h.member("bob@example.com", "approver", "dev", "approve")
	dave := h.member("dave@example.com", "approver", "dev", "approve")
	m.push(m.request("removedvoter1", "terraform destroy", "erin"), m.request("linkedlater01", "terraform destroy", "carol"))
	for _, id := range []string{"removedvoter1", "linkedlater01"} {
		if err := h.st.SetQuorum(ctx, m.id, id, 2); err != nil {
			t.Fatal(err)
		}
	}

	if st, _, e := h.vote(mallory, "removedvoter1", "", "approve"); st != 200 {
		t.Fatalf("mallory's approval: %d %q", st, e.Error)
	}
	if err := h.st.RemoveMember(ctx, "mallory@example.com"); err != nil {
		t.Fatal(err)
	}
	if st, tr, e := h.vote(bob, "removedvoter1", "", "approve"); st != 200 {
		t.Fatalf("bob's approval: %d %q", st, e.Error)
	} else if tr.Decision != nil {
		t.Errorf("a removed member's approval made the quorum: approvers %v", tr.Decision.Approvers)
	}

	// carol.alt approves carol's request, and is then found to be carol.
	if st, _, e := h.vote(carolToo, "linkedlater01", "", "approve"); st != 200 {
		t.Fatalf("carol.alt's approval: %d %q", st, e.Error)
	}
	if err := h.st.AddMember(ctx, "carol.alt@example.com", "approver", "dev", []store.Login{{Login: "carol"}}); err != nil {
		t.Fatal(err)
	}
	if st, tr, e := h.vote(dave, "linkedlater01", "", "approve"); st != 200 {
		t.Fatalf("dave's approval: %d %q", st, e.Error)
	} else if tr.Decision != nil {
		t.Errorf("the requester's own approval made the quorum: approvers %v", tr.Decision.Approvers)
	}
}
