package serve

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gatesh/internal/slacktest"
	"gatesh/internal/waitfor"
)

// The Slack tests run the real programs against slacktest, a Slack of
// their own that speaks the Web API and Socket Mode on loopback: gatesh
// serve's Slack app is the real slack-go client, pointed at it by
// slack.api_url.

// Slack users of the tests: alice approves for the operator, mallory is
// in the workspace and nothing more.
const (
	alice   = "UALICE"
	mallory = "UMALLORY"
)

// slackScene is a scene whose config.toml has a [slack] table naming sl.
func slackScene(t *testing.T, sl *slacktest.Server) *scene {
	t.Helper()
	sl.AddUser(slacktest.User{ID: alice, Name: "alice", Email: "alice@example.com", EmailConfirmed: true})
	sl.AddUser(slacktest.User{ID: mallory, Name: "mallory", Email: "mallory@example.com", EmailConfirmed: true})
	s := newScene(t)
	cfg := "[slack]\nchannel = \"CGATESH\"\napprovers = [\"" + alice + "\"]\napi_url = \"" + sl.URL + "\"\n"
	if err := os.WriteFile(filepath.Join(s.home, "config.toml"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	s.env = append(s.env, "SLACK_APP_TOKEN="+slacktest.AppToken, "SLACK_BOT_TOKEN="+slacktest.BotToken)
	return s
}

// message waits for the one message of request id, and for the record
// of it that gatesh serve keeps, and returns it.
func (s *scene) message(t *testing.T, sl *slacktest.Server, id string) slacktest.Message {
	t.Helper()
	var m slacktest.Message
	sl.Wait("a message of request "+id, func() bool {
		var ok bool
		m, ok = sl.Find("CGATESH", "Request: "+id)
		return ok
	})
	deadline := waitfor.Deadline(t)
	for {
		data, err := os.ReadFile(filepath.Join(SlackDir(s.home), id+".json"))
		if err == nil && strings.Contains(string(data), `"ts":"`+m.TS+`"`) {
			return m
		}
		if time.Now().After(deadline) {
			t.Fatalf("no record of the message of request %s: %v %s", id, err, data)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// messageSays waits until the message at ts reads want.
func messageSays(t *testing.T, sl *slacktest.Server, ts, want string) slacktest.Message {
	t.Helper()
	var got slacktest.Message
	sl.Wait("the message to say "+want, func() bool {
		for _, m := range sl.Messages("CGATESH") {
			if m.TS == ts {
				got = m
				return strings.Contains(slacktest.Text(m.Blocks), want)
			}
		}
		return false
	})
	return got
}

// auditRecord is what the tests read of a line of the audit log.
type auditRecord struct {
	Event     string   `json:"event"`
	Request   string   `json:"request"`
	Reason    string   `json:"reason"`
	User      string   `json:"user"`
	Approvers []string `json:"approvers"`
}

func (s *scene) audit(t *testing.T) []auditRecord {
	t.Helper()
	f, err := os.Open(filepath.Join(s.home, "audit.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []auditRecord
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r auditRecord
		if json.Unmarshal(sc.Bytes(), &r) == nil {
			out = append(out, r)
		}
	}
	return out
}

// events counts the log's records of event about request id, and returns
// their reasons.
func (s *scene) events(t *testing.T, event, id string) []string {
	t.Helper()
	var reasons []string
	for _, r := range s.audit(t) {
		if r.Event == event && (id == "" || r.Request == id) {
			reasons = append(reasons, r.Reason)
		}
	}
	return reasons
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func TestSlackApprove(t *testing.T) {
	sl := slacktest.New(t)
	s := slackScene(t, sl)
	srv := s.serve(t)
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("gatesh serve said:\n%s", srv.errOut.String())
		}
	})
	sl.WaitConnected()
	victim := s.victim(t, "victim-slack")
	sh := s.hold(t, "rm -rf victim-slack")

	m := s.message(t, sl, sh.id)
	text := slacktest.Text(m.Blocks)
	for _, want := range []string{"waits for approval", "rm -rf victim-slack", "What it would do", "rm victim-slack: deletes 1 file",
		"Project: " + s.work, "Agent: ", "Why it is held", "Approve once", "Reject"} {
		if !strings.Contains(text, want) {
			t.Errorf("the message does not say %q; it reads:\n%s", want, text)
		}
	}
	buttons := slacktest.Buttons(m.Blocks)
	if len(buttons) != 2 || !strings.HasPrefix(buttons[0].Value, sh.id+" ") {
		t.Fatalf("buttons %+v, want Approve once and Reject naming request %s and its digest", buttons, sh.id)
	}
	posted := m.Blocks

	t.Run("an unmapped user changes nothing", func(t *testing.T) {
		sl.Press(slacktest.Click{User: mallory, Channel: "CGATESH", TS: m.TS, ActionID: "gatesh_approve"})
		sl.Wait("a refusal for mallory", func() bool { return len(sl.Ephemerals()) > 0 })
		e := sl.Ephemerals()[0]
		if e.User != mallory || !strings.Contains(e.Text, "not one of this machine's approvers") {
			t.Errorf("ephemeral %+v", e)
		}
		if st := s.status(t, sh.id); st != "pending" || !exists(victim) || !sh.running() {
			t.Fatalf("after mallory's click: request %s, victim there %v, shim waiting %v", st, exists(victim), sh.running())
		}
		if r := s.events(t, "slack_refused", sh.id); len(r) != 1 || !strings.Contains(r[0], mallory) {
			t.Errorf("slack_refused records: %q, want one naming %s", r, mallory)
		}
	})

	var approval slacktest.Envelope
	t.Run("a mapped approver's click approves, and the command runs once", func(t *testing.T) {
		approval = slacktest.Envelope{EnvelopeID: "7f1c2d3e-0000-4000-8000-000000000001", Type: "interactive",
			Payload: sl.BlockActions(slacktest.Click{User: alice, Channel: "CGATESH", TS: m.TS, ActionID: "gatesh_approve"})}
		sl.Send(approval)
		status, stderr := sh.exit(t)
		if status != 0 || exists(victim) {
			t.Fatalf("after alice's approval: status %d, victim there %v:\n%s", status, exists(victim), stderr)
		}
		if n := len(s.events(t, "run", sh.id)); n != 1 {
			t.Errorf("%d run records, want 1", n)
		}
		var approved *auditRecord
		for _, r := range s.audit(t) {
			if r.Event == "approved" && r.Request == sh.id {
				approved = &r
			}
		}
		if approved == nil || len(approved.Approvers) != 1 || !strings.Contains(approved.Approvers[0], "Slack "+alice+" alice") || approved.User != "alice" {
			t.Errorf("approved record %+v: want the operator (alice) as user and the Slack user among the approvers", approved)
		}
		got := messageSays(t, sl, m.TS, "it ran once")
		if len(slacktest.Buttons(got.Blocks)) != 0 {
			t.Errorf("the buttons stayed after the request ran:\n%s", slacktest.Text(got.Blocks))
		}
	})

	t.Run("a second click on the same button changes nothing", func(t *testing.T) {
		before := len(sl.Ephemerals())
		sl.Press(slacktest.Click{User: alice, Channel: "CGATESH", TS: m.TS, ActionID: "gatesh_approve", Blocks: posted})
		sl.Wait("a refusal of the second click", func() bool { return len(sl.Ephemerals()) > before })
		if e := sl.Ephemerals()[before]; !strings.Contains(e.Text, "is used already") {
			t.Errorf("the second click was answered %q", e.Text)
		}
		if n := len(s.events(t, "run", sh.id)); n != 1 {
			t.Errorf("%d run records after the second click, want 1", n)
		}
		if r := s.events(t, "slack_refused", sh.id); len(r) != 2 || !strings.Contains(r[1], "nothing is decided twice") {
			t.Errorf("slack_refused records %q: want the second click's", r)
		}
	})

	t.Run("a replayed envelope changes nothing", func(t *testing.T) {
		sl.Send(approval)
		s.waitEvent(t, "slack_refused", "was delivered before")
		if n := len(s.events(t, "run", sh.id)); n != 1 {
			t.Errorf("%d run records after the replay, want 1", n)
		}
	})
	if n := len(sl.Messages("CGATESH")); n != 1 {
		t.Errorf("%d messages, want 1", n)
	}
}

// waitEvent waits for a log record of event whose reason holds want.
func (s *scene) waitEvent(t *testing.T, event, want string) {
	t.Helper()
	deadline := waitfor.Deadline(t)
	for {
		for _, r := range s.events(t, event, "") {
			if strings.Contains(r, want) {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no %s record says %q: %q", event, want, s.events(t, event, ""))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestSlackReject holds a message another person would read: the Slack
// message shows its body, and Reject asks for a reason the agent reads.
func TestSlackReject(t *testing.T) {
	sl := slacktest.New(t)
	s := slackScene(t, sl)
	s.serve(t)
	sl.WaitConnected()
	sh := s.hold(t, "gh issue comment 3 --body 'ship it on Friday'")
	m := s.message(t, sl, sh.id)
	for _, want := range []string{"gh-write", "gh issue comment 3 --body 'ship it on Friday'", "What it would do", "gh sends this text:\nship it on Friday"} {
		if !strings.Contains(slacktest.Text(m.Blocks), want) {
			t.Errorf("the message does not say %q; it reads:\n%s", want, slacktest.Text(m.Blocks))
		}
	}

	sl.Press(slacktest.Click{User: alice, Channel: "CGATESH", TS: m.TS, ActionID: "gatesh_reject"})
	var v slacktest.View
	sl.Wait("the reason form", func() bool {
		views := sl.Views()
		if len(views) == 1 {
			v = views[0]
		}
		return len(views) == 1
	})
	if v.User != alice || !strings.Contains(slacktest.Text(v.Blocks), "gh issue comment 3") {
		t.Fatalf("the reason form opened for %s and reads:\n%s", v.User, slacktest.Text(v.Blocks))
	}
	if st := s.status(t, sh.id); st != "pending" {
		t.Fatalf("opening the form decided: %s", st)
	}
	sl.Submit(v, map[string]map[string]string{"reason": {"reason": "not on a Friday"}})
	status, stderr := sh.exit(t)
	if status == 0 || !strings.Contains(stderr, "not on a Friday") || len(s.events(t, "run", sh.id)) != 0 {
		t.Fatalf("after the rejection: status %d:\n%s", status, stderr)
	}
	messageSays(t, sl, m.TS, "Rejected by alice (Slack "+alice+" alice)")
	messageSays(t, sl, m.TS, "not on a Friday")

	// The same form submitted again decides nothing.
	sl.Submit(v, map[string]map[string]string{"reason": {"reason": "again"}})
	s.waitEvent(t, "slack_refused", "nothing is decided twice")
}

// A click approves the request as its message showed it. The agent's user
// may write the queue (two-user setup): a request moved to another folder
// after its message was posted, with the same command, is not approved by
// a click on that message.
func TestSlackApprovesWhatTheMessageShowed(t *testing.T) {
	sl := slacktest.New(t)
	s := slackScene(t, sl)
	s.serve(t)
	sl.WaitConnected()
	s.victim(t, "victim-moved")
	sh := s.hold(t, "rm -rf victim-moved")
	m := s.message(t, sl, sh.id)
	posted := m.Blocks
	if !strings.Contains(slacktest.Text(posted), "Project: "+s.work) {
		t.Fatalf("the message does not show the folder:\n%s", slacktest.Text(posted))
	}

	path := filepath.Join(s.home, "queue", sh.id+".json")
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var file map[string]any
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	elsewhere := t.TempDir()
	file["cwd"] = elsewhere
	if raw, err = json.Marshal(file); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, raw, 0o600); err != nil {
		t.Fatal(err)
	}

	sl.Press(slacktest.Click{User: alice, Channel: "CGATESH", TS: m.TS, ActionID: "gatesh_approve", Blocks: posted})
	s.waitEvent(t, "slack_refused", "other content")
	if st := s.status(t, sh.id); st != "pending" {
		t.Fatalf("a click on the message of %s in %s approved it in %s: %s", "rm -rf victim-moved", s.work, elsewhere, st)
	}
	if n := len(s.events(t, "approved", sh.id)); n != 0 {
		t.Errorf("%d approved records, want none", n)
	}
}

func TestSlackExpiry(t *testing.T) {
	sl := slacktest.New(t)
	s := slackScene(t, sl)
	s.serve(t)
	sl.WaitConnected()
	victim := s.victim(t, "victim-expiry")
	// The request expires while the shim still waits.
	sh := s.hold(t, "rm -rf victim-expiry", "GATESH_HOLD_TTL=4s")
	m := s.message(t, sl, sh.id)
	got := messageSays(t, sl, m.TS, "expired, which counts as rejected")
	if len(slacktest.Buttons(got.Blocks)) != 0 {
		t.Errorf("an expired request's message keeps its buttons")
	}
	if !strings.Contains(slacktest.Text(got.Blocks), "Expired, so rejected") {
		t.Errorf("the expired message reads:\n%s", slacktest.Text(got.Blocks))
	}
	sh.exit(t)
	// A click on the stale buttons decides nothing.
	sl.Press(slacktest.Click{User: alice, Channel: "CGATESH", TS: m.TS, ActionID: "gatesh_approve", Blocks: m.Blocks})
	s.waitEvent(t, "slack_refused", "expired")
	if !exists(victim) || len(s.events(t, "run", sh.id)) != 0 {
		t.Fatal("an expired request ran")
	}
}

// TestSlackForgedPayloads sends payloads that Slack would not send for a
// click on the message: each is refused and logged, and nothing runs.
func TestSlackForgedPayloads(t *testing.T) {
	sl := slacktest.New(t)
	s := slackScene(t, sl)
	s.serve(t)
	sl.WaitConnected()
	victim := s.victim(t, "victim-forged")
	sh := s.hold(t, "rm -rf victim-forged")
	m := s.message(t, sl, sh.id)
	click := slacktest.Click{User: alice, Channel: "CGATESH", TS: m.TS, ActionID: "gatesh_approve"}
	for _, tc := range []struct {
		name, want string
		edit       func(p map[string]any)
	}{
		{"another app", "not this app", func(p map[string]any) { p["api_app_id"] = "A0OTHER" }},
		{"another workspace", "from workspace", func(p map[string]any) { p["team"] = map[string]any{"id": "T0OTHER"} }},
		{"another message", "not on the message posted", func(p map[string]any) {
			p["container"].(map[string]any)["message_ts"] = "1700000000.999999"
		}},
		{"another digest", "other content", func(p map[string]any) {
			a := p["actions"].([]any)[0].(map[string]any)
			a["value"] = sh.id + " " + strings.Repeat("0", 64)
		}},
		{"another request", "not on the message posted", func(p map[string]any) {
			a := p["actions"].([]any)[0].(map[string]any)
			a["value"] = "aaaaaaaaaaaaa " + strings.Repeat("0", 64)
		}},
		{"another button", "no such button", func(p map[string]any) {
			p["actions"].([]any)[0].(map[string]any)["action_id"] = "gatesh_approve_all"
		}},
		{"a button named to ping the channel", "no such button", func(p map[string]any) {
			p["actions"].([]any)[0].(map[string]any)["action_id"] = "<!channel> <https://evil.example|click>"
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := sl.BlockActions(click)
			tc.edit(p)
			sl.Send(slacktest.Envelope{Type: "interactive", Payload: p})
			s.waitEvent(t, "slack_refused", tc.want)
			if st := s.status(t, sh.id); st != "pending" || !exists(victim) || !sh.running() {
				t.Fatalf("request %s, victim there %v, shim waiting %v", st, exists(victim), sh.running())
			}
		})
	}
	// What the clicker is told is mrkdwn: what the payload named is escaped.
	sl.Wait("the refusal of the button named to ping the channel, escaped", func() bool {
		for _, e := range sl.Ephemerals() {
			if strings.Contains(e.Text, `no such button "&lt;!channel&gt; &lt;https://evil.example|click&gt;"`) {
				return true
			}
		}
		return false
	})
	for _, e := range sl.Ephemerals() {
		if strings.ContainsAny(e.Text, "<>") {
			t.Errorf("an ephemeral message Slack would read as mrkdwn: %q", e.Text)
		}
	}
}

// TestSlackRestart kills gatesh serve mid-flow, holds a command while it
// is down, and starts it again while Slack is unreachable, then brings
// Slack back: nothing is lost, nothing is posted twice, and a click on a
// message the first server posted still decides.
func TestSlackRestart(t *testing.T) {
	sl := slacktest.New(t)
	s := slackScene(t, sl)
	first := s.serve(t)
	sl.WaitConnected()
	victimA := s.victim(t, "victim-a")
	a := s.hold(t, "rm -rf victim-a")
	ma := s.message(t, sl, a.id)
	c := s.hold(t, "rm -rf victim-c")
	mc := s.message(t, sl, c.id)

	first.kill(t)
	victimB := s.victim(t, "victim-b")
	b := s.hold(t, "rm -rf victim-b")
	// Decided on the machine while the server is down.
	if out, err := s.gatesh("reject", c.id, "--reason", "decided at the terminal"); err != nil {
		t.Fatalf("gatesh reject: %v\n%s", err, out)
	}

	sl.SetDown(true)
	second := s.serve(t)
	deadline := waitfor.Deadline(t)
	for !strings.Contains(second.errOut.String(), "Slack does not answer") {
		if time.Now().After(deadline) {
			t.Fatalf("gatesh serve did not say Slack is unreachable:\n%s", second.errOut.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	if n := len(sl.Messages("CGATESH")); n != 2 {
		t.Fatalf("%d messages while Slack was down, want the 2 posted before", n)
	}
	if !a.running() || !b.running() || s.status(t, a.id) != "pending" || s.status(t, b.id) != "pending" {
		t.Fatal("the requests did not wait while Slack was down")
	}

	sl.SetDown(false)
	mb := s.message(t, sl, b.id)
	messageSays(t, sl, mc.TS, "decided at the terminal")
	sl.WaitConnected()
	if !strings.Contains(second.errOut.String(), "Slack answers again") {
		t.Errorf("gatesh serve did not say Slack is back:\n%s", second.errOut.String())
	}

	sl.Press(slacktest.Click{User: alice, Channel: "CGATESH", TS: ma.TS, ActionID: "gatesh_approve"})
	if status, stderr := a.exit(t); status != 0 || exists(victimA) {
		t.Fatalf("request a after the restart: status %d, victim there %v:\n%s", status, exists(victimA), stderr)
	}
	messageSays(t, sl, ma.TS, "it ran once")
	sl.Press(slacktest.Click{User: alice, Channel: "CGATESH", TS: mb.TS, ActionID: "gatesh_approve"})
	if status, stderr := b.exit(t); status != 0 || exists(victimB) {
		t.Fatalf("request b: status %d, victim there %v:\n%s", status, exists(victimB), stderr)
	}
	messageSays(t, sl, mb.TS, "it ran once")
	if n, posts := len(sl.Messages("CGATESH")), sl.Calls("chat.postMessage"); n != 3 || posts != 3 {
		t.Errorf("%d messages from %d posts, want 3 and 3: one per request", n, posts)
	}
}

// TestSlackDoctor: gatesh doctor checks the tokens (auth.test,
// apps.connections.open) and the channel (conversations.info) through
// gatesh-serve, and says how to fix what is wrong.
func TestSlackDoctor(t *testing.T) {
	sl := slacktest.New(t)
	s := slackScene(t, sl)
	out, _ := s.gatesh("doctor")
	for _, want := range []string{
		"ok    slack bot token: bot gatesh of workspace gatesh test (" + slacktest.TeamID + ")",
		"ok    slack app-level token: Socket Mode answers",
		"ok    slack channel CGATESH: #gatesh; the app is a member",
		"ok    slack approvers: " + alice + " decide as the operator",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("gatesh doctor does not say %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "FAIL  slack") {
		t.Errorf("gatesh doctor finds a Slack problem:\n%s", out)
	}

	good := s.env
	s.env = append(append([]string{}, good...), "SLACK_BOT_TOKEN=xoxb-revoked")
	out, _ = s.gatesh("doctor")
	if !strings.Contains(out, "FAIL  slack bot token: auth.test: invalid_auth\n      fix: set the bot token") {
		t.Errorf("a bad bot token:\n%s", out)
	}
	s.env = append(append([]string{}, good...), "SLACK_APP_TOKEN=")
	out, _ = s.gatesh("doctor")
	if !strings.Contains(out, "FAIL  slack: gatesh-serve slack-check: slack tokens: [slack] is set, but SLACK_APP_TOKEN (the app-level token, xapp-) is empty") {
		t.Errorf("no app-level token:\n%s", out)
	}
	// gatesh serve refuses to start without it, rather than run without
	// the Slack app the config asks for.
	if out, err := s.gatesh("serve", "--addr", "127.0.0.1:0"); err == nil || !strings.Contains(out, "SLACK_APP_TOKEN (the app-level token, xapp-) is empty") ||
		!strings.Contains(out, "gatesh: hint: start gatesh serve with the Slack app's tokens") {
		t.Errorf("gatesh serve without the app-level token: %v\n%s", err, out)
	}
	s.env = good
	cfg := "[slack]\nchannel = \"CNOSUCH\"\napi_url = \"" + sl.URL + "\"\n"
	if err := os.WriteFile(filepath.Join(s.home, "config.toml"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _ = s.gatesh("doctor")
	if !strings.Contains(out, "FAIL  slack channel CNOSUCH: conversations.info: channel_not_found") || !strings.Contains(out, "info  slack approvers: none") {
		t.Errorf("an unknown channel, no approvers:\n%s", out)
	}
}
