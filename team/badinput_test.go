//go:build linux

package team

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"gatesh/audit"
	"gatesh/hub/store"
	"gatesh/queue"
	"gatesh/teamapi"
)

// The bad input of a team, through the real commands and the real sync
// against a gatesh-hub process: each is refused with a clear error, in
// the hub's words, and logged, in the hub's record or in the machine's
// audit log (which the hub then holds too); nothing is signed or run.

// refusal is the hub's record of the one refusal of action whose detail
// starts with prefix; it fails unless there is exactly one.
func (d *hubDB) refusal(t *testing.T, action, prefix string) string {
	t.Helper()
	rows, err := d.st.Pool.Query(context.Background(), `SELECT detail FROM hub_events WHERE outcome = 'refused' AND action = $1 AND starts_with(detail, $2)`, action, prefix)
	must(t, err)
	var details []string
	for rows.Next() {
		var s string
		must(t, rows.Scan(&s))
		details = append(details, s)
	}
	must(t, rows.Err())
	if len(details) != 1 {
		t.Fatalf("the hub's record holds %d refusals of %s saying %q..., want 1: %q", len(details), action, prefix, details)
	}
	return details[0]
}

// saysInHubsWords fails unless the command's error is the hub's
// refusal, as recorded, and its hint says hint.
func saysInHubsWords(t *testing.T, m *machineT, code int, detail, hint string) {
	t.Helper()
	errOut := m.stderr.String()
	if code != exitFailed || !strings.Contains(errOut, "gatesh: error: ") || !strings.Contains(errOut, detail) || !strings.Contains(errOut, "gatesh: hint: "+hint) {
		t.Errorf("exit %d, want %d, with the hub's words %q and the hint %q:\n%s", code, exitFailed, detail, hint, errOut)
	}
}

// TestBadInputJoinAndApprovers: an enrolment token used twice; an
// approver's session that expired, or was revoked; a member without the
// role; an approver approving their own request.
func TestBadInputJoinAndApprovers(t *testing.T) {
	db := newHubDB(t)
	rep := db.serve()
	ctx := context.Background()

	tok := db.enrol("fleet")
	newMachine(t, "first").mustRun("join", rep.url, "--token", tok)
	second := newMachine(t, "second")
	code := second.run("join", rep.url, "--token", tok)
	saysInHubsWords(t, second, code, db.refusal(t, "join", "the enrolment token was used already, at "), "each token joins one machine")
	if second.exists("team/machine.key") || second.exists("config.toml") {
		t.Error("a refused join left files")
	}
	if n := db.count(`SELECT count(*) FROM machines`); n != 1 {
		t.Errorf("%d machines joined with one token", n)
	}

	box := newFleetMachine(t, db, rep.url, "box", machineSpec{})
	box.start(faultOptions())
	req := box.holdCommand("git push --force origin main") // its login is dev
	atHub(t, db, box, req.ID)

	desk := newMachine(t, "desk")
	approve := func(token string) int {
		t.Helper()
		desk.mustRun("login", rep.url, "--token", token)
		return desk.run("approve", req.ID, "--machine", box.id)
	}
	viewer := lastLineOf(db.admin("member", "add", "vera@example.com", "--role", "viewer", "--token", "--db", db.dsn))
	saysInHubsWords(t, desk, approve(viewer),
		db.refusal(t, "approve", "vera@example.com is a viewer in group fleet, where machine box is: deciding needs the approver or admin role"),
		"an admin gives the role with gatesh-hub member add --role approver --group fleet")
	saysInHubsWords(t, desk, approve(db.approver("dana@example.com", "dev")),
		db.refusal(t, "approve", "dana@example.com made this request (login dev on box): nobody decides their own request"),
		"another approver must decide it")

	// Bob's session of gatesh team login (a personal access token) expires;
	// Carol's is revoked.
	sessionGone := "the session expired or was revoked: gatesh team login " + rep.url
	bob := db.approver("bob@example.com")
	desk.mustRun("login", rep.url, "--token", bob)
	var id string
	var expired time.Time
	must(t, db.st.Pool.QueryRow(ctx, `UPDATE tokens SET expires_at = now() - interval '1 minute' WHERE email = 'bob@example.com' RETURNING id, expires_at`).Scan(&id, &expired))
	code = desk.run("approve", req.ID, "--machine", box.id)
	want := "the personal access token " + id + " expired at " + expired.UTC().Format(time.RFC3339)
	saysInHubsWords(t, desk, code, db.refusal(t, "POST "+teamapi.PathRequests+"/"+req.ID+"/approve", want), sessionGone)
	carol := db.approver("carol@example.com")
	desk.mustRun("login", rep.url, "--token", carol)
	id = strings.SplitN(strings.TrimPrefix(carol, "gatesh-pat-v1."), ".", 2)[0]
	db.admin("token", "revoke", id, "--db", db.dsn)
	code = desk.run("pending")
	saysInHubsWords(t, desk, code, db.refusal(t, "GET "+teamapi.PathRequests, "the personal access token "+id+" was revoked at "), sessionGone)

	if n := db.count(`SELECT count(*) FROM team_decisions`); n != 0 {
		t.Fatalf("the hub signed %d decisions for refused calls", n)
	}
	if st, err := box.q.Get(req.ID, box.v); err != nil || st.Status != queue.Pending {
		t.Fatalf("the request: %v %v", st.Status, err)
	}
	box.verifyBothSides(t, db)
	box.checkRuns(t)
}

// inject adds an event to a machine's stream behind the hub's back, as
// someone who holds the database but not the team key can.
func (d *hubDB) inject(t *testing.T, machine string, ev teamapi.Event) {
	t.Helper()
	ctx := context.Background()
	tx, err := d.st.Pool.Begin(ctx)
	must(t, err)
	defer tx.Rollback(ctx)
	must(t, tx.QueryRow(ctx, `UPDATE machines SET event_seq = event_seq + 1 WHERE id = $1 RETURNING event_seq`, machine).Scan(&ev.Seq))
	body, err := json.Marshal(ev)
	must(t, err)
	_, err = tx.Exec(ctx, `INSERT INTO machine_events (machine, seq, kind, body, created_at) VALUES ($1, $2, $3, $4, now())`, machine, ev.Seq, ev.Kind, body)
	must(t, err)
	_, err = tx.Exec(ctx, `SELECT pg_notify($1, $2)`, store.Channel, machine+":"+strconv.FormatInt(ev.Seq, 10))
	must(t, err)
	must(t, tx.Commit(ctx))
}

// logged waits for the machine's audit record of event for request, and
// returns its reason.
func (f *fleetMachine) logged(t *testing.T, event, request string) string {
	t.Helper()
	var reason string
	eventually(t, f.id+" logs "+event+" of "+request, func() bool {
		audit.Scan(f.config().AuditPath, func(r audit.Record) error {
			if r.Event == event && r.Request == request {
				reason = r.Reason
			}
			return nil
		})
		return reason != ""
	})
	return reason
}

// TestBadInputDecisions: the hub's database, in someone else's hands,
// sends a machine a decision it forged, another machine's decision, and
// a decision that was used already. The machines refuse each, log why,
// and ship that record to the hub; nothing runs, and what ran once does
// not run again.
func TestBadInputDecisions(t *testing.T) {
	db := newHubDB(t)
	rep := db.serve(fastPing...)
	a := newFleetMachine(t, db, rep.url, "box-a", machineSpec{})
	b := newFleetMachine(t, db, rep.url, "box-b", machineSpec{})
	a.start(faultOptions())
	b.start(faultOptions())
	ran := a.holdCommand("git push --force origin main")
	waited := waitFor(a.q, ran.ID, a.v)
	held := b.holdCommand("terraform destroy")
	atHub(t, db, a, ran.ID)
	atHub(t, db, b, held.ID)
	approveRetrying(t, newApprover(t, rep.url, db.approver("bob@example.com")), a, ran.ID)
	approvedOnce(t, a, ran, waited)

	var body []byte
	must(t, db.st.Pool.QueryRow(context.Background(), `SELECT body FROM machine_events WHERE machine = $1 AND kind = 'decision'`, a.id).Scan(&body))
	var signed teamapi.Event
	must(t, json.Unmarshal(body, &signed))
	st, err := b.q.Get(held.ID, b.v)
	must(t, err)
	forged := *signed.Decision
	forged.Machine, forged.Request, forged.Subject, forged.Cwd = b.id, held.ID, wireRequest(st).Subject, held.Cwd
	_, otherKey, _ := ed25519.GenerateKey(rand.Reader)
	forged.Sign(otherKey)

	db.inject(t, b.id, teamapi.Event{Kind: "decision", Decision: &forged})
	db.inject(t, b.id, signed)
	db.inject(t, a.id, signed)

	for _, c := range []struct {
		f                    *fleetMachine
		event, request, want string
	}{
		{b, audit.EventForgedDecision, held.ID, "does not verify with the team key"},
		{b, audit.EventDecisionRefused, ran.ID, "another machine"},
		{a, audit.EventDecisionRefused, ran.ID, "already ran once"},
	} {
		if why := c.f.logged(t, c.event, c.request); !strings.Contains(why, c.want) {
			t.Errorf("%s: %s of %s: %q, want %q", c.f.id, c.event, c.request, why, c.want)
		}
	}
	if st, _ := b.q.Get(held.ID, b.v); st.Status != queue.Pending {
		t.Fatalf("the forged approval made the request %v", st.Status)
	}
	if err := b.run(held); err == nil {
		t.Fatal("a command ran on a forged approval")
	}
	if err := a.run(ran); err == nil {
		t.Fatal("a used approval ran again")
	}
	// The hub holds the machines' logs line for line: the refusals too.
	a.verifyBothSides(t, db)
	b.verifyBothSides(t, db)
	for _, c := range []struct {
		f     *fleetMachine
		event string
		n     int64
	}{{a, audit.EventDecisionRefused, 1}, {b, audit.EventDecisionRefused, 1}, {b, audit.EventForgedDecision, 1}} {
		if n := db.count(`SELECT count(*) FROM audit_lines WHERE machine = $1 AND line::jsonb->>'event' = $2`, c.f.id, c.event); n != c.n {
			t.Errorf("the hub holds %d %s records of %s, want %d", n, c.event, c.f.id, c.n)
		}
	}
	a.checkRuns(t, ran)
	b.checkRuns(t)
	checkHub(t, db)
}
