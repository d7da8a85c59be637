package api

import (
	"context"
	"strings"
	"testing"
	"time"

	"gatesh/internal/waitfor"
)

// A removed machine gets nothing more: the hub decides none of its
// requests, and an event stream it opened before the removal ends. Before,
// an approver could still approve its pending requests and the stream it
// held open delivered the signed approval.
func TestRemovedMachineGetsNoDecision(t *testing.T) {
	h := newHub(t)
	fast := h.replica(100 * time.Millisecond)
	m := h.join("laptop", "dev")
	alice := h.member("alice@example.com", "approver", "dev", "approve")
	m.push(m.request("beforeremoval", "rm -rf build", "carol"))
	evs := m.stream(t, fast.URL, 0)
	if err := h.st.RemoveMachine(context.Background(), m.id); err != nil {
		t.Fatal(err)
	}
	st, tr, e := h.vote(alice, "beforeremoval", "", "approve")
	if st == 200 {
		t.Errorf("a removed machine's request was decided: %+v", tr.Decision)
	} else if st != 409 || !strings.Contains(e.Error, "removed") {
		t.Errorf("vote on a removed machine's request: %d %q, want 409 naming the removal", st, e.Error)
	}
	deadline := time.After(time.Until(waitfor.Deadline(t)))
	for {
		select {
		case ev, ok := <-evs:
			if !ok {
				return // the stream ended
			}
			if ev.Kind == "decision" {
				t.Fatalf("the removed machine's open stream delivered a decision: %+v", ev.Decision)
			}
		case <-deadline:
			t.Fatal("the removed machine's event stream is still open")
		}
	}
}
