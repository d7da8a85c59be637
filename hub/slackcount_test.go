package hub

import (
	"context"
	"strings"
	"testing"
	"time"

	"gatesh/internal/slacktest"
)

// Slack's message counts the approvals the hub counts when it settles,
// and says of one that no longer counts why: here of a member removed
// after approving. Before, it still said "1 of the 2 needed".
func TestSlackCountsOnlyStandingApprovals(t *testing.T) {
	h := newSlackHub(t)
	ci := h.machine("runner-1", "ci")
	h.member("alice@example.com", "approver", "*", "alice", "UALICE", true)
	r := h.push(ci, "slackcount001", "git push --force origin main", "carol")
	if err := h.st.SetQuorum(context.Background(), ci, r.ID, 2); err != nil {
		t.Fatal(err)
	}
	var m slacktest.Message
	h.sl.Wait("the request's message, with its quorum", func() bool {
		var ok bool
		m, ok = h.sl.Find("CCI", "Request: "+r.ID)
		return ok && strings.Contains(slacktest.Text(m.Blocks), "0 of the 2 needed")
	})
	// The message can show before the hub has recorded it as the
	// request's, and a click on it is refused until then: click again.
	h.sl.Wait("alice's approval on the message", func() bool {
		h.sl.Press(slacktest.Click{User: "UALICE", Channel: "CCI", TS: m.TS, ActionID: "gatesh_approve", Blocks: m.Blocks})
		time.Sleep(300 * time.Millisecond)
		now, _ := h.sl.Find("CCI", "Request: "+r.ID)
		return strings.Contains(slacktest.Text(now.Blocks), "1 of the 2 needed")
	})

	if err := h.st.RemoveMember(context.Background(), "alice@example.com"); err != nil {
		t.Fatal(err)
	}
	got := h.says("CCI", m.TS, "0 of the 2 needed")
	if text := slacktest.Text(got.Blocks); !strings.Contains(text, "alice@example.com approved (not counted: removed from the team since)") {
		t.Errorf("the message does not say why alice's approval no longer counts:\n%s", text)
	}
}
