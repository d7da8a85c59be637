package api

import (
	"context"
	"testing"
)

// A machine that names itself after another machine's id cannot stand
// in for it: a vote or a removal that names a machine by its id finds
// that machine alone. Before, machine b, named after machine a's id
// and pushing a request of a's request id, made every vote on a's
// request refused as ambiguous, and `machine remove` of a's id
// removed b too.
func TestMachineNamedAfterAnotherID(t *testing.T) {
	h := newHub(t)
	a := h.join("laptop", "dev")
	b := h.join(a.id, "dev")
	alice := h.member("alice@example.com", "approver", "dev", "approve")
	a.push(a.request("sharedreqid01", "rm -rf build", "carol"))
	b.push(b.request("sharedreqid01", "rm -rf build", "mallory"))
	if st, tr, e := h.vote(alice, "sharedreqid01", a.id, "approve"); st != 200 || tr.Decision == nil || tr.Decision.Machine != a.id {
		t.Errorf("alice's approval of a's request by a's id: %d %q %+v", st, e.Error, tr.Decision)
	}
	if err := h.st.RemoveMachine(context.Background(), a.id); err != nil {
		t.Fatal(err)
	}
	if n := h.scalar(`SELECT count(*) FROM machines WHERE removed_at IS NULL AND id = $1`, b.id); n != 1 {
		t.Error("removing machine a by its id removed machine b, named after it")
	}
}
