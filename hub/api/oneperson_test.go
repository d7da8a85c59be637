package api

import (
	"context"
	"strings"
	"testing"
)

// A member added twice under emails that differ only in case is one
// person: the hub keeps one member, so the logins linked under one
// spelling bar self-approval under the other, and two tokens of theirs
// count once toward a quorum. Before, each spelling was a member of its
// own: the one without the logins approved its own requester's request,
// and the two made a quorum of two alone.
func TestMemberEmailCaseIsOnePerson(t *testing.T) {
	h := newHub(t)
	m := h.join("devbox", "dev")
	upper := h.member("Alice@Example.com", "approver", "dev", "approve")
	lower := h.member("alice@example.com", "approver", "dev", "approve", "alice")
	bob := h.member("bob@example.com", "approver", "dev", "approve", "bob")

	if n := h.scalar(`SELECT count(*) FROM members WHERE lower(email) = 'alice@example.com'`); n != 1 {
		t.Errorf("%d members for alice's two spellings, want 1", n)
	}

	m.push(m.request("alicesownreq1", "rm -rf build", "alice"), m.request("quorumoftwo01", "terraform destroy", "carol"))
	if st, _, e := h.vote(upper, "alicesownreq1", "", "approve"); st != 403 || !strings.Contains(e.Error, "nobody decides their own request") {
		t.Errorf("alice's own request approved under her other spelling: %d %q", st, e.Error)
	}

	if err := h.st.SetQuorum(context.Background(), m.id, "quorumoftwo01", 2); err != nil {
		t.Fatal(err)
	}
	if st, _, e := h.vote(upper, "quorumoftwo01", "", "approve"); st != 200 {
		t.Fatalf("first approval: %d %q", st, e.Error)
	}
	st, tr, e := h.vote(lower, "quorumoftwo01", "", "approve")
	if st == 200 && tr.Decision != nil {
		t.Fatalf("one person made a quorum of two: approvers %v", tr.Decision.Approvers)
	}
	if st != 409 || !strings.Contains(e.Error, "already") {
		t.Errorf("alice's second spelling: %d %q, want 409 already", st, e.Error)
	}
	st, tr, _ = h.vote(bob, "quorumoftwo01", "", "approve")
	if st != 200 || tr.Decision == nil || len(tr.Decision.Approvers) != 2 {
		t.Fatalf("bob's approval: %d %+v", st, tr.Decision)
	}
}
