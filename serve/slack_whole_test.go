package serve

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"gatesh/internal/slacktest"
	"gatesh/internal/waitfor"
)

// A Slack message shows a command cut to Block Kit's limits and with
// secrets redacted. A click approves the whole command, so a message
// that cannot show all of it must not approve it: the part past the cut,
// or the text a redaction took for a secret, is what runs. Each case
// holds a command whose destructive part the message does not show;
// the message offers Reject alone, and a click on Approve (a button of
// an older message, or one a client made up with the right value) is
// refused and leaves the victim alone.
func TestSlackApprovesOnlyWhatTheMessageShowsWhole(t *testing.T) {
	sl := slacktest.New(t)
	s := slackScene(t, sl)
	s.serve(t)
	sl.WaitConnected()
	for _, tc := range []struct {
		name, victim, command, says string
	}{
		{"cut", "victim-cut", ": " + strings.Repeat("x", 3000) + " ; rm -rf victim-cut", "more characters"},
		{"redacted", "victim-redacted", "echo Authorization: x; rm -rf victim-redacted", "Authorization: [REDACTED]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			victim := s.victim(t, tc.victim)
			sh := s.hold(t, tc.command)
			m := s.message(t, sl, sh.id)
			text := slacktest.Text(m.Blocks)
			if !strings.Contains(text, tc.says) || strings.Contains(text, "rm -rf "+tc.victim) {
				t.Fatalf("the message was to hide the rm behind %q; it reads:\n%s", tc.says, text)
			}
			buttons := slacktest.Buttons(m.Blocks)
			if len(buttons) != 1 || buttons[0].ActionID != "gatesh_reject" {
				t.Errorf("buttons %+v: want Reject alone, since the message does not show the whole command", buttons)
			}
			if !strings.Contains(text, "gatesh approve "+sh.id) {
				t.Errorf("the message does not say where it can be approved:\n%s", text)
			}

			// The click Slack would send for an Approve button with the
			// request's own value.
			forged := bytes.ReplaceAll(m.Blocks, []byte(`"action_id":"gatesh_reject"`), []byte(`"action_id":"gatesh_approve"`))
			sl.Press(slacktest.Click{User: alice, Channel: "CGATESH", TS: m.TS, ActionID: "gatesh_approve", Blocks: forged})
			deadline := waitfor.Deadline(t)
			for len(s.events(t, "slack_refused", sh.id)) == 0 && s.status(t, sh.id) == "pending" && time.Now().Before(deadline) {
				time.Sleep(50 * time.Millisecond)
			}
			if st := s.status(t, sh.id); st != "pending" {
				status, stderr := sh.exit(t)
				t.Fatalf("a click on a message that hid the rm: request %s, shim status %d, victim there %v:\n%s", st, status, exists(victim), stderr)
			}
			if r := s.events(t, "slack_refused", sh.id); len(r) != 1 || !strings.Contains(r[0], "does not show the whole") {
				t.Errorf("slack_refused records %q: want one saying the message does not show the whole command", r)
			}
			if n := len(s.events(t, "approved", sh.id)); n != 0 {
				t.Errorf("%d approved records, want none", n)
			}
		})
	}
}
