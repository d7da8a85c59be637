package api

import (
	"context"
	"strings"
	"testing"

	"gatesh/hub/store"
	"gatesh/teamapi"
)

// A request's view counts the approvals that settle counts, and marks
// the others with why: a member removed since, or one linked since to
// the login that made the request. Before, the view said "approved"
// with no mark, and gatesh team show counted such an approval toward the
// quorum that the hub no longer counted.
func TestRequestViewCountsOnlyStandingApprovals(t *testing.T) {
	h := newHub(t)
	ctx := context.Background()
	m := h.join("devbox", "dev")
	mallory := h.member("mallory@example.com", "approver", "dev", "approve")
	carolToo := h.member("carol.alt@example.com", "approver", "dev", "approve")
	bob := h.member("bob@example.com", "approver", "dev", "approve")
	reader := h.member("vera@example.com", "viewer", "dev", "read")
	m.push(m.request("removedvoter1", "terraform destroy", "erin"), m.request("linkedlater01", "terraform destroy", "carol"))
	for _, id := range []string{"removedvoter1", "linkedlater01"} {
		if err := h.st.SetQuorum(ctx, m.id, id, 2); err != nil {
			t.Fatal(err)
		}
	}
	view := func(id string) teamapi.TeamRequest {
		t.Helper()
		var tr teamapi.TeamRequest
		if st := h.as(reader, "GET", teamapi.PathRequests+"/"+id, nil, &tr); st != 200 {
			t.Fatalf("the view of %s: %d", id, st)
		}
		return tr
	}
	notCounted := func(tr teamapi.TeamRequest, member string) string {
		for _, v := range tr.Votes {
			if v.Member == member {
				return v.NotCounted
			}
		}
		t.Fatalf("no vote of %s on %s: %+v", member, tr.ID, tr.Votes)
		return ""
	}

	if st, tr, e := h.vote(mallory, "removedvoter1", "", "approve"); st != 200 || tr.Approvals != 1 {
		t.Fatalf("mallory's approval: %d %q, %d approvals", st, e.Error, tr.Approvals)
	}
	if err := h.st.RemoveMember(ctx, "mallory@example.com"); err != nil {
		t.Fatal(err)
	}
	tr := view("removedvoter1")
	if why := notCounted(tr, "mallory@example.com"); tr.Approvals != 0 || !strings.Contains(why, "removed") {
		t.Errorf("after mallory's removal: %d approvals, her approval not counted because %q", tr.Approvals, why)
	}
	st, tr, e := h.vote(bob, "removedvoter1", "", "approve")
	if st != 200 || tr.Status != "pending" || tr.Approvals != 1 || notCounted(tr, "bob@example.com") != "" {
		t.Errorf("bob's approval: %d %q, %s with %d approvals", st, e.Error, tr.Status, tr.Approvals)
	}

	if st, _, e := h.vote(carolToo, "linkedlater01", "", "approve"); st != 200 {
		t.Fatalf("carol.alt's approval: %d %q", st, e.Error)
	}
	if err := h.st.AddMember(ctx, "carol.alt@example.com", "approver", "dev", []store.Login{{Login: "carol"}}); err != nil {
		t.Fatal(err)
	}
	var list []teamapi.TeamRequest
	if st := h.as(reader, "GET", teamapi.PathRequests+"?status=pending", nil, &list); st != 200 {
		t.Fatalf("the list: %d", st)
	}
	found := false
	for _, tr := range list {
		if tr.ID != "linkedlater01" {
			continue
		}
		found = true
		if why := notCounted(tr, "carol.alt@example.com"); tr.Approvals != 0 || !strings.Contains(why, "linked since to login carol") {
			t.Errorf("after carol.alt was found to be carol: %d approvals, hers not counted because %q", tr.Approvals, why)
		}
	}
	if !found {
		t.Errorf("the pending list lacks linkedlater01: %+v", list)
	}
}
