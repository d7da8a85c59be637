package hub

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gatesh/hub/store"
	"gatesh/internal/pgtest"
	"gatesh/internal/slacktest"
	"gatesh/internal/waitfor"
	"gatesh/queue"
	"gatesh/teamapi"
)

// slackHub is gatesh-hub serve with --slack-channel against slacktest,
// and the store it serves, for the test to play the machines.
type slackHub struct {
	t    *testing.T
	sl   *slacktest.Server
	st   *store.Store
	pub  ed25519.PublicKey
	base string
	serr *syncBuffer
}

func newSlackHub(t *testing.T) *slackHub {
	t.Helper()
	dsn := pgtest.DB(t)
	key := filepath.Join(t.TempDir(), "team.key")
	if st, _, stderr := run(t, "keygen", "--out", key); st != 0 {
		t.Fatal(stderr)
	}
	if st, _, stderr := run(t, "migrate", "--db", dsn, "--team-key", key); st != 0 {
		t.Fatal(stderr)
	}
	sl := slacktest.New(t)
	sl.AddChannel("CCI", "gatesh-ci")
	ctx, cancel := context.WithCancel(context.Background())
	serr := &syncBuffer{}
	done := make(chan int, 1)
	env := map[string]string{"SLACK_APP_TOKEN": slacktest.AppToken, "SLACK_BOT_TOKEN": slacktest.BotToken}
	go func() {
		done <- Run(ctx, []string{"gatesh-hub", "serve", "--db", dsn, "--team-key", key, "--listen", "127.0.0.1:0",
			"--slack-channel", "ci=CCI", "--slack-channel", "CGATESH", "--slack-api-url", sl.URL}, serr, serr, func(k string) string { return env[k] })
	}()
	t.Cleanup(func() {
		cancel()
		<-done
		if t.Failed() {
			t.Logf("gatesh-hub said:\n%s", serr.String())
		}
	})
	h := &slackHub{t: t, sl: sl, serr: serr, base: waitServing(t, serr, done)}
	st, err := store.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(st.Close)
	h.st = st
	_, h.pub, _ = st.Team(context.Background())
	sl.WaitConnected()
	return h
}

// machine joins a machine of group to the team and returns its id.
func (h *slackHub) machine(name, group string) string {
	h.t.Helper()
	ctx := context.Background()
	tok, err := h.st.Enrol(ctx, group, time.Hour)
	if err != nil {
		h.t.Fatal(err)
	}
	pub, _, _ := ed25519.GenerateKey(rand.Reader)
	resp, err := h.st.Join(ctx, teamapi.JoinRequest{Token: tok.String(), PublicKey: teamapi.EncodeKey(pub), Name: name}, "test")
	if err != nil {
		h.t.Fatal(err)
	}
	return resp.Machine
}

// push pushes a pending request of login on machine, as its sync would.
func (h *slackHub) push(machine, id, command, login string) teamapi.Request {
	h.t.Helper()
	now := time.Now().UTC().Truncate(time.Millisecond)
	r := teamapi.Request{ID: id, CreatedAt: now, ExpiresAt: now.Add(time.Hour), Status: "pending", Command: command, CommandDigest: queue.Digest(command),
		Cwd: "/srv/app", Tier: "red", Rules: []teamapi.Rule{{ID: "git-push-force", Tier: "red", Reason: "rewrites shared history"}},
		Agent: "claude", Subject: queue.Subject{Command: command}.Digest(), User: login}
	if _, err := h.st.PushRequests(context.Background(), machine, []teamapi.Request{r}); err != nil {
		h.t.Fatal(err)
	}
	return r
}

func (h *slackHub) member(email, role, group, login string, slackID string, confirmed bool) {
	h.t.Helper()
	var logins []store.Login
	if login != "" {
		logins = append(logins, store.Login{Login: login})
	}
	if role != "" {
		if err := h.st.AddMember(context.Background(), email, role, group, logins); err != nil {
			h.t.Fatal(err)
		}
	}
	h.sl.AddUser(slacktest.User{ID: slackID, Name: strings.Split(email, "@")[0], Email: email, EmailConfirmed: confirmed})
}

// refusals returns the hub's refused events about request id.
func (h *slackHub) refusals(id string) []string {
	h.t.Helper()
	evs, err := h.st.Events(context.Background(), 1000)
	if err != nil {
		h.t.Fatal(err)
	}
	var out []string
	for _, e := range evs {
		if e.Outcome == "refused" && e.Request == id {
			out = append(out, e.Actor+": "+e.Detail)
		}
	}
	return out
}

func (h *slackHub) waitRefusal(id, want string) {
	h.t.Helper()
	deadline := waitfor.Deadline(h.t)
	for {
		for _, r := range h.refusals(id) {
			if strings.Contains(r, want) {
				return
			}
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("no refusal of %s says %q: %q", id, want, h.refusals(id))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// says waits until the message at ts in channel reads want.
func (h *slackHub) says(channel, ts, want string) slacktest.Message {
	h.t.Helper()
	var got slacktest.Message
	h.sl.Wait("the message to say "+want, func() bool {
		for _, m := range h.sl.Messages(channel) {
			if m.TS == ts {
				got = m
				return strings.Contains(slacktest.Text(m.Blocks), want)
			}
		}
		return false
	})
	return got
}

func (h *slackHub) decisions(machine, id string) []teamapi.Decision {
	h.t.Helper()
	evs, err := h.st.EventsAfter(context.Background(), machine, 0, 100)
	if err != nil {
		h.t.Fatal(err)
	}
	var out []teamapi.Decision
	for _, e := range evs {
		if e.Decision != nil && e.Decision.Request == id {
			out = append(out, *e.Decision)
		}
	}
	return out
}

// TestSlackTeam: a request of a machine of group ci reaches the group's
// channel; the requester, a viewer, a person who is no member and one
// whose email Slack does not confirm each change nothing; a quorum of two
// needs two distinct approvers, and the message shows the votes.
func TestSlackTeam(t *testing.T) {
	h := newSlackHub(t)
	ci := h.machine("runner-1", "ci")
	web := h.machine("web-1", "web")
	h.member("alice@example.com", "approver", "*", "alice", "UALICE", true)
	h.member("bob@example.com", "approver", "ci", "bob", "UBOB", true)
	h.member("carol@example.com", "approver", "*", "carol", "UCAROL", true)
	h.member("dave@example.com", "viewer", "*", "dave", "UDAVE", true)
	h.member("erin@example.com", "approver", "*", "erin", "UERIN", false)
	h.member("mallory@example.com", "", "", "", "UMALLORY", true)

	r := h.push(ci, "reqci00000001", "git push --force origin main", "carol")
	if err := h.st.SetQuorum(context.Background(), ci, r.ID, 2); err != nil {
		t.Fatal(err)
	}
	other := h.push(web, "reqweb0000001", "git push --force origin release", "carol")

	var m slacktest.Message
	// The quorum is set after the push, so the message may first be posted
	// as needing one approver; the app updates it.
	h.sl.Wait("the ci request's message in #gatesh-ci, with its quorum", func() bool {
		var ok bool
		m, ok = h.sl.Find("CCI", "Request: "+r.ID)
		return ok && strings.Contains(slacktest.Text(m.Blocks), "0 of the 2 needed")
	})
	text := slacktest.Text(m.Blocks)
	for _, want := range []string{"git push --force origin main", "rewrites shared history", "Machine: runner-1 (group ci)",
		"Requested by login: carol", "Project: /srv/app", "Approvals: ", "0 of the 2 needed"} {
		if !strings.Contains(text, want) {
			t.Errorf("the message does not say %q:\n%s", want, text)
		}
	}
	if b := slacktest.Buttons(m.Blocks); len(b) != 2 || b[0].Value != ci+"/"+r.ID+" "+r.Subject {
		t.Errorf("buttons %+v: want the machine, the request and its subject digest", b)
	}
	h.sl.Wait("the web request's message in the default channel", func() bool {
		_, ok := h.sl.Find("CGATESH", "Request: "+other.ID)
		return ok
	})
	if _, ok := h.sl.Find("CGATESH", "Request: "+r.ID); ok {
		t.Error("the ci request went to the default channel too")
	}
	posted := m.Blocks
	click := func(user string) {
		h.sl.Press(slacktest.Click{User: user, Channel: "CCI", TS: m.TS, ActionID: "gatesh_approve", Blocks: posted})
	}

	for _, c := range []struct{ user, want string }{
		{"UCAROL", "nobody decides their own request"},
		{"UDAVE", "deciding needs the approver or admin role"},
		{"UMALLORY", "is not a member of this team"},
		{"UERIN", "Slack does not confirm an email"},
	} {
		click(c.user)
		h.waitRefusal(r.ID, c.want)
	}
	if d := h.decisions(ci, r.ID); len(d) != 0 {
		t.Fatalf("refused clicks made decisions: %+v", d)
	}

	click("UALICE")
	h.says("CCI", m.TS, "1 of the 2 needed")
	h.says("CCI", m.TS, "alice@example.com approved")
	if d := h.decisions(ci, r.ID); len(d) != 0 {
		t.Fatalf("one approval of two made a decision: %+v", d)
	}
	click("UALICE")
	h.waitRefusal(r.ID, "has approved request "+r.ID+" already")

	click("UBOB")
	got := h.says("CCI", m.TS, "Approved by alice@example.com, bob@example.com")
	if len(slacktest.Buttons(got.Blocks)) != 0 {
		t.Error("the buttons stayed after the approval")
	}
	ds := h.decisions(ci, r.ID)
	if len(ds) != 1 || ds[0].Verdict != teamapi.Approved || strings.Join(ds[0].Approvers, ",") != "alice@example.com,bob@example.com" {
		t.Fatalf("decisions %+v: want one approval by alice and bob", ds)
	}
	fp, _, _ := h.st.Team(context.Background())
	if err := teamapi.VerifyDecision(h.pub, ds[0], teamapi.Bound{Team: fp, Machine: ci, Request: r.ID, Subject: r.Subject, Cwd: r.Cwd}); err != nil {
		t.Fatalf("the decision does not verify as the machine verifies it: %v", err)
	}
	evs, _ := h.st.Events(context.Background(), 100)
	var via bool
	for _, e := range evs {
		via = via || e.Outcome == "ok" && e.Actor == "bob@example.com" && strings.Contains(e.Detail, "via Slack user UBOB")
	}
	if !via {
		t.Error("the hub's record of bob's vote does not name his Slack user")
	}

	// The machine used the approval: the message says it ran.
	r.Status, r.UsedAt, r.Via = "used", time.Now().UTC().Truncate(time.Millisecond), queue.ViaTeam
	if _, err := h.st.PushRequests(context.Background(), ci, []teamapi.Request{r}); err != nil {
		t.Fatal(err)
	}
	h.says("CCI", m.TS, "it ran once")
	click("UCAROL")
	h.waitRefusal(r.ID, "nothing is decided twice")
	if n := h.sl.Calls("chat.postMessage"); n != 2 {
		t.Errorf("%d posts for two requests", n)
	}

	resp, err := http.Get(h.base + "/healthz/slack")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("/healthz/slack answered %d", resp.StatusCode)
	}
}
