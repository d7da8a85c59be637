package team

import (
	"bufio"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"gatesh/audit"
	"gatesh/auditlog"
	"gatesh/decision"
	"gatesh/keys"
	"gatesh/queue"
	"gatesh/team/teamtest"
	"gatesh/teamapi"
	"gatesh/teamstate"
)

func fastOptions() syncOptions {
	return syncOptions{Poll: 20 * time.Millisecond, MinBackoff: 10 * time.Millisecond, MaxBackoff: 50 * time.Millisecond,
		Idle: 5 * time.Second, Rescan: 20 * time.Millisecond, Heartbeat: 20 * time.Millisecond}
}

// joined is a machine that joined hub, with configText as its
// config.toml before the join (rotation, retention) and an operator key.
func joined(t *testing.T, hub *teamtest.Hub, name, configText string) *machineT {
	t.Helper()
	m := newMachine(t, name)
	if err := os.MkdirAll(m.home, 0o700); err != nil {
		t.Fatal(err)
	}
	if configText != "" {
		if err := os.WriteFile(filepath.Join(m.home, "config.toml"), []byte(configText), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	priv, pub := keys.Paths(filepath.Join(m.home, "keys"))
	if err := keys.Generate(priv, pub); err != nil {
		t.Fatal(err)
	}
	m.mustRun("join", hub.URL(), "--token", hub.Enrol())
	return m
}

// startSync runs a sync until stop (or the test's end).
func (m *machineT) startSync() (s *syncer, stop func()) {
	m.t.Helper()
	s = m.syncer(fastOptions())
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { s.run(ctx); close(done) }()
	var once sync.Once
	stop = func() { once.Do(func() { cancel(); <-done }) }
	m.t.Cleanup(stop)
	return s, stop
}

func (m *machineT) syncer(opts syncOptions) *syncer {
	m.t.Helper()
	s, err := newSyncer(m.e, m.config(), opts)
	if err != nil {
		m.t.Fatal(err)
	}
	return s
}

// auditLog is the machine's log, as the shim writes it: sealed with the
// gate's key.
func (m *machineT) auditLog() *audit.Log { return m.auditLogAt(time.Now) }

// auditLogAt is the machine's log with its own clock.
func (m *machineT) auditLogAt(now func() time.Time) *audit.Log {
	cfg := m.config()
	return auditlog.Open(cfg, now, auditlog.GateKey(cfg))
}

// logCommands appends n decision records, as n commands would.
func (m *machineT) logCommands(n int, prefix string) {
	m.t.Helper()
	l := m.auditLog()
	for i := range n {
		if _, err := l.Append(audit.Record{Event: audit.EventDecision, Command: fmt.Sprintf("%s %d", prefix, i), Cwd: "/w",
			Tier: "green", Verdict: "auto_pass", User: "dev"}); err != nil {
			m.t.Fatal(err)
		}
	}
}

// localLines is every line of the machine's log, oldest first.
func (m *machineT) localLines() []string {
	m.t.Helper()
	files, err := audit.Files(m.config().AuditPath)
	if err != nil {
		m.t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			m.t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			out = append(out, sc.Text())
		}
		fh.Close()
	}
	return out
}

// queue is the machine's queue as a shim opens it: logged, and taking
// the team's decisions.
func (m *machineT) queue() (*queue.Queue, *keys.Verifier) { return m.queueAt(time.Now) }

// queueAt is the machine's queue with its own clock.
func (m *machineT) queueAt(now func() time.Time) (*queue.Queue, *keys.Verifier) {
	m.t.Helper()
	cfg := m.config()
	q, err := queue.Open(filepath.Join(cfg.Home, "queue"), now, cfg.Hold.TTL)
	if err != nil {
		m.t.Fatal(err)
	}
	q.Journal(decision.Journal(m.auditLogAt(now), decision.Who{User: "dev"}))
	if err := teamstate.Configure(q, cfg); err != nil {
		m.t.Fatal(err)
	}
	v, err := keys.LoadVerifier(cfg.PublicKey)
	if err != nil {
		m.t.Fatal(err)
	}
	return q, v
}

func (m *machineT) hold(q *queue.Queue, command string) queue.Request {
	m.t.Helper()
	req, _, err := q.Submit(queue.NewRequest{Command: command, Cwd: "/w", Tier: "red",
		Rules: []queue.Rule{{ID: "git-force-push", Tier: "red", Reason: "rewrites history"}}, Agent: "claude-code", User: "dev"})
	if err != nil {
		m.t.Fatal(err)
	}
	return req
}

// sameAsLocal fails unless the hub holds exactly the machine's lines,
// seq i being line i, each delivered once unless redelivery is allowed.
func sameAsLocal(t *testing.T, hub *teamtest.Hub, m *machineT, once bool) {
	t.Helper()
	local := m.localLines()
	got, received := hub.Log("m1")
	if len(got) != len(local) {
		t.Fatalf("the hub holds %d lines, the machine wrote %d", len(got), len(local))
	}
	for i := range local {
		if got[i] != local[i] {
			t.Fatalf("line %d differs:\nhub   %s\nlocal %s", i+1, got[i], local[i])
		}
		if once && received[int64(i+1)] != 1 {
			t.Errorf("line %d was delivered %d times", i+1, received[int64(i+1)])
		}
	}
	// The chain the hub holds is the machine's: each line names the hash
	// of the one before it.
	for i := 1; i < len(got); i++ {
		rec, err := audit.Decode([]byte(got[i]))
		if err != nil || rec.Prev != hashLine([]byte(got[i-1])) {
			t.Fatalf("line %d does not chain to line %d", i+1, i)
		}
	}
}

const rotating = "[audit]\nrotate_size = \"2KiB\"\n"

// TestSyncShipsTheLogAcrossRotations: every line, in order, numbered from
// 1 across the rotated files, once; a restarted sync goes on from its
// cursor.
func TestSyncShipsTheLogAcrossRotations(t *testing.T) {
	hub := teamtest.New(t)
	m := joined(t, hub, "a", rotating)
	m.logCommands(40, "make test")
	s := m.syncer(fastOptions())
	if err := s.pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	rotated, _, _ := s.files.numbers()
	if len(rotated) < 3 {
		t.Fatalf("only %d rotated files: the test does not rotate", len(rotated))
	}
	sameAsLocal(t, hub, m, true)

	// A new sync (after a restart) reads the cursor and ships only what is new.
	m.logCommands(25, "go vet")
	if err := m.syncer(fastOptions()).pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	sameAsLocal(t, hub, m, true)
	cur, err := loadCursor(teamstate.Path(m.home, teamstate.CursorFile), hub.URL(), "m1", nil)
	if err != nil || cur.Audit.Seq != int64(len(m.localLines())) {
		t.Errorf("cursor at %d, %v", cur.Audit.Seq, err)
	}
	if info, err := os.Stat(teamstate.Path(m.home, teamstate.CursorFile)); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("cursor file: %v", err)
	}
}

// TestSyncBuffersWhileTheHubIsDown: nothing is lost while the hub cannot
// be reached; the local log and queue are the buffer.
func TestSyncBuffersWhileTheHubIsDown(t *testing.T) {
	hub := teamtest.New(t)
	m := joined(t, hub, "a", rotating)
	q, v := m.queue()
	m.logCommands(5, "ls")
	s := m.syncer(fastOptions())
	if err := s.pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	hub.SetDown(true)
	a := m.hold(q, "git push --force")
	m.logCommands(30, "cargo build") // rotates while the hub is away
	b := m.hold(q, "rm -rf /srv/data")
	if _, err := q.Reject(b.ID, mustOperator(t, m), "op", "no"); err != nil {
		t.Fatal(err)
	}
	err := s.pushOnce(context.Background())
	var he *HubError
	if !errors.As(err, &he) || he.Status != 503 {
		t.Fatalf("push to a hub that is down: %v", err)
	}
	s.offline(err)
	st, _ := teamstate.ReadStatus(s.statusPath)
	if st.State != teamstate.StateOffline || !strings.Contains(st.LastError, "503") || st.AuditWritten <= st.AuditAcked {
		t.Errorf("status while down: %+v", st)
	}
	hub.SetDown(false)
	if err := s.pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	sameAsLocal(t, hub, m, true)
	for id, want := range map[string]string{a.ID: "pending", b.ID: "rejected"} {
		if r, ok := hub.Request("m1", id); !ok || r.Status != want || r.User != "dev" || r.Subject != (queue.Subject{Command: r.Command}).Digest() {
			t.Errorf("request %s at the hub: %+v", id, r)
		}
	}
	if r, _ := hub.Request("m1", b.ID); r.Via != queue.ViaLocal || r.DecidedBy != "op" {
		t.Errorf("the hub does not know how %s was decided: %+v", b.ID, r)
	}
	_ = v
}

func mustOperator(t *testing.T, m *machineT) *keys.Signer {
	t.Helper()
	cfg := m.config()
	s, err := decision.LoadSigner(cfg.PrivateKey, cfg.PublicKey)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestSyncShipsAgainWhatTheHubLost: a hub restored from an older backup
// holds less than it acknowledged; the machine ships again from there,
// reaching back into rotated files.
func TestSyncShipsAgainWhatTheHubLost(t *testing.T) {
	hub := teamtest.New(t)
	m := joined(t, hub, "a", rotating)
	m.logCommands(40, "npm test")
	s := m.syncer(fastOptions())
	if err := s.pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	hub.Forget("m1", 5)
	m.logCommands(1, "ls")
	if err := s.pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	sameAsLocal(t, hub, m, false)
	_, received := hub.Log("m1")
	if received[5] != 1 || received[6] != 2 || received[40] != 2 {
		t.Errorf("deliveries of 5, 6 and 40: %d %d %d; want 1 2 2", received[5], received[6], received[40])
	}
}

// TestSyncCountsLinesGoneBeforeShipping: retention removed a rotated
// file the hub never got; sync declares the lines gone (the file after
// says how many there were), numbers the rest as the machine's chain
// does, and goes on.
func TestSyncCountsLinesGoneBeforeShipping(t *testing.T) {
	hub := teamtest.New(t)
	m := joined(t, hub, "a", rotating+"keep = \"1\"\n")
	s := m.syncer(fastOptions())
	appends := 0
	write := func() { m.logCommands(1, "make"); appends++ }
	live := func() int { _, n, _ := s.files.numbers(); return n }
	for live() < 2 {
		write()
	}
	write()
	if err := s.pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	shipped := s.cur.Audit.Seq
	hub.SetDown(true)
	for live() < 4 { // file 2, half shipped, is rotated and then removed
		write()
	}
	write()
	hub.SetDown(false)
	if err := s.pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	if m.exists("audit.jsonl.000002") {
		t.Fatal("file 2 is still there: the test removes nothing")
	}
	// Every append is a line, and so is each rotation's first record.
	total := int64(appends + live() - 1)
	got, _ := hub.Log("m1")
	gaps := int64(hub.Gaps("m1"))
	through := hub.Through("m1")
	if s.st.Gaps == 0 || s.st.Gaps != gaps {
		t.Fatalf("sync counted %d lines lost, the hub was told of %d", s.st.Gaps, gaps)
	}
	if s.cur.Audit.Seq != total || through != total || int64(len(got))+gaps != total {
		t.Fatalf("%d lines were written; the cursor is at %d, the hub holds through %d: %d lines and %d gone (%d shipped before)",
			total, s.cur.Audit.Seq, through, len(got), gaps, shipped)
	}
	local := m.localLines()
	if got[len(got)-1] != local[len(local)-1] {
		t.Error("the last line shipped is not the machine's last")
	}
	if len(s.st.Flags) == 0 || !strings.Contains(s.st.Flags[0], "lost on the machine") {
		t.Errorf("the hub's flags are not in the status: %v", s.st.Flags)
	}
}

// TestSyncGoesOnPastAGapTheHubKeeps: a hub that does not take the
// machine's word that lines are gone keeps its Through before the gap;
// the machine ships each later line once all the same, and says so.
func TestSyncGoesOnPastAGapTheHubKeeps(t *testing.T) {
	hub := teamtest.New(t)
	hub.SetIgnoreGone(true)
	m := joined(t, hub, "a", rotating+"keep = \"1\"\n")
	s := m.syncer(fastOptions())
	live := func() int { _, n, _ := s.files.numbers(); return n }
	for live() < 2 {
		m.logCommands(1, "make")
	}
	m.logCommands(1, "make")
	if err := s.pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	hub.SetDown(true)
	for live() < 4 {
		m.logCommands(1, "make")
	}
	hub.SetDown(false)
	for range 3 {
		m.logCommands(2, "go vet")
		if err := s.pushOnce(context.Background()); err != nil {
			t.Fatalf("a gap the hub keeps stops shipping: %v", err)
		}
	}
	_, received := hub.Log("m1")
	for seq, n := range received {
		if n != 1 {
			t.Errorf("line %d was delivered %d times", seq, n)
		}
	}
	if through := hub.Through("m1"); through >= s.cur.Audit.Seq || s.cur.Through != through {
		t.Errorf("the hub holds the log whole through %d, the cursor says %d of %d", through, s.cur.Through, s.cur.Audit.Seq)
	}
	got, _ := hub.Log("m1")
	local := m.localLines()
	if got[len(got)-1] != local[len(local)-1] {
		t.Error("the machine's last line did not reach the hub")
	}
}

// TestSyncBringsTheTeamsDecisionToAWaitingShim is the whole path: a held
// command's request reaches the hub, an approver who did not ask for it
// approves it there, and the shim waiting on the queue sees the approval
// (through the queue's folder watch), runs it once, and the hub learns it
// ran. The approver who asked for it is refused, in the hub's words.
func TestSyncBringsTheTeamsDecisionToAWaitingShim(t *testing.T) {
	for _, skew := range []time.Duration{0, 5 * time.Minute, -5 * time.Minute} {
		t.Run(fmt.Sprintf("hub clock %+v", skew), func(t *testing.T) {
			hub := teamtest.New(t)
			hub.SetSkew(skew)
			hub.AddMember("bob@example.com", "pat-bob")
			hub.AddMember("dev@example.com", "pat-dev", "dev")
			m := joined(t, hub, "a", "")
			s, _ := m.startSync()

			q, v := m.queue()
			req := m.hold(q, "git push --force origin main")
			waited := waitFor(q, req.ID, v)
			eventually(t, "the hub has the request", func() bool { _, ok := hub.Request("m1", req.ID); return ok })

			self := newMachine(t, "dev-laptop")
			self.mustRun("login", hub.URL(), "--token", "pat-dev")
			if code := self.run("approve", req.ID[:6]); code != exitFailed {
				t.Fatalf("self-approval: exit %d", code)
			}
			if got := self.stderr.String(); !strings.Contains(got, "the hub answered 403 Forbidden: you made this request (as dev on m1), so you cannot approve it") {
				t.Errorf("self-approval: %s", got)
			}

			bob := newMachine(t, "bob-laptop")
			bob.mustRun("login", hub.URL(), "--token", "pat-bob")
			bob.mustRun("approve", req.ID[:6], "--reason", "release day")
			st := <-waited
			if st.Status != queue.Approved || st.Request.Via != queue.ViaTeam || st.Request.DecidedBy != "bob@example.com" {
				t.Fatalf("the waiting shim saw %v via %q by %q", st.Status, st.Request.Via, st.Request.DecidedBy)
			}
			if _, err := q.Use(req.ID, queue.Digest("git push --force origin main"), "/w", v); err != nil {
				t.Fatalf("Use: %v", err)
			}
			if _, err := q.Use(req.ID, queue.Digest("git push --force origin main"), "/w", v); !errors.Is(err, queue.ErrUsed) {
				t.Fatalf("second Use: %v", err)
			}
			eventually(t, "the hub learns it ran", func() bool { r, _ := hub.Request("m1", req.ID); return r.Status == "used" })
			approved := findRecord(t, m, audit.EventApproved, req.ID)
			if approved.Via != queue.ViaTeam || len(approved.Approvers) != 1 || approved.Approvers[0] != "bob@example.com" || approved.Reason != "release day" ||
				!strings.HasPrefix(approved.Seal, "gate:") {
				t.Errorf("the approval's audit record: %+v", approved)
			}
			// The log still verifies: the record carries the decision the
			// team key signed, which the pinned key checks.
			if len(approved.TeamDecision) == 0 {
				t.Errorf("the approval's record carries no team decision")
			}
			l := m.auditLog()
			pin, err := teamstate.Trust(m.config())
			if err != nil {
				t.Fatal(err)
			}
			l.Team = pin
			rep, err := l.Verify(v)
			if err != nil || len(rep.Problems) != 0 || rep.Seals.Team != 1 {
				t.Errorf("log verify: %v %v, %d team decisions", err, rep.Problems, rep.Seals.Team)
			}
			eventually(t, "the status says connected", func() bool {
				st, err := teamstate.ReadStatus(s.statusPath)
				return err == nil && st.State == teamstate.StateConnected && st.AuditAcked > 0
			})
		})
	}
}

// waitFor waits on the queue for request id's decision, as a held
// gatesh does (the queue's folder watch), and sends what it saw.
func waitFor(q *queue.Queue, id string, v *keys.Verifier) <-chan queue.State {
	waited := make(chan queue.State, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		st, _ := q.Wait(ctx, id, v, queue.MaxPoll)
		waited <- st
	}()
	return waited
}

func findRecord(t *testing.T, m *machineT, event, request string) audit.Record {
	t.Helper()
	var found *audit.Record
	audit.Scan(m.config().AuditPath, func(r audit.Record) error {
		if r.Event == event && r.Request == request {
			found = &r
		}
		return nil
	})
	if found == nil {
		t.Fatalf("no %s record for request %s", event, request)
	}
	return *found
}

// TestSyncRefusesDecisionsItMustNotTake: the stream carries a forged
// decision, one for another machine, one for another command, and a
// replay of an approval that already ran; none decides anything, each
// refusal is in the audit log, and sync goes on to the next event.
func TestSyncRefusesDecisionsItMustNotTake(t *testing.T) {
	hub := teamtest.New(t)
	m := joined(t, hub, "a", "")
	q, v := m.queue()
	req := m.hold(q, "git push --force")
	wire := wireRequest(queue.State{Request: req, Status: queue.Pending})
	_, otherPriv, _ := ed25519.GenerateKey(rand.Reader)

	forged := hub.Sign("m1", wire, teamapi.Approved, "mallory")
	forged.Sign(otherPriv)
	crossMachine := hub.Sign("m2", wire, teamapi.Approved, "bob")
	otherCommand := wire
	otherCommand.Subject = queue.Subject{Command: "git push"}.Digest()
	otherAction := hub.Sign("m1", otherCommand, teamapi.Approved, "bob")
	for _, d := range []teamapi.Decision{forged, crossMachine, otherAction} {
		hub.Publish("m1", teamapi.Event{Kind: "decision", Decision: &d})
	}
	// A state the team key did not sign is refused; a signed one is
	// written where the shell reads it.
	hub.Publish("m1", teamapi.Event{Kind: "state", State: &teamapi.State{Team: teamapi.Fingerprint(hub.TeamKey()), Machine: "m1", PolicyVersion: "6", Stopped: false}})
	hub.SetState("m1", func(s *teamapi.State) { s.PolicyVersion, s.PolicyGroup, s.Policy = "7", "*", "# v7\n" })

	s, stop := m.startSync()
	eventually(t, "sync takes every event", func() bool { s.mu.Lock(); defer s.mu.Unlock(); return s.cur.Events == 5 })
	s.mu.Lock()
	team := s.st.Team
	s.mu.Unlock()
	if team == nil || team.PolicyVersion != "7" {
		t.Errorf("the team's state is not in the status: %+v", team)
	}
	if st, err := teamstate.ReadState(teamstate.Path(m.home, teamstate.StateFile)); err != nil || st.PolicyVersion != "7" || st.Policy != "# v7\n" {
		t.Errorf("the state file: %+v, %v", st, err)
	}
	if !strings.Contains(m.stderr.String(), "refused the team state the hub sent: the team state carries no signature") {
		t.Errorf("the unsigned state was not refused aloud:\n%s", m.stderr)
	}
	if st, _ := q.Get(req.ID, v); st.Status != queue.Pending {
		t.Fatalf("the request became %v", st.Status)
	}
	forgedRec := findRecord(t, m, audit.EventForgedDecision, req.ID)
	if !strings.Contains(forgedRec.Reason, "does not verify with the team key") || forgedRec.Approvers[0] != "mallory" {
		t.Errorf("forged: %+v", forgedRec)
	}
	var refusals []string
	audit.Scan(m.config().AuditPath, func(r audit.Record) error {
		if r.Event == audit.EventDecisionRefused {
			refusals = append(refusals, r.Reason)
		}
		return nil
	})
	if len(refusals) != 2 || !strings.Contains(refusals[0], "another machine") || !strings.Contains(refusals[1], "another action") {
		t.Errorf("refusals: %q", refusals)
	}

	// A valid approval runs once; the same approval replayed later, and
	// a stream resumed from the start, change nothing.
	good := hub.Sign("m1", wire, teamapi.Approved, "bob")
	hub.Publish("m1", teamapi.Event{Kind: "decision", Decision: &good})
	eventually(t, "the approval arrives", func() bool { st, _ := q.Get(req.ID, v); return st.Status == queue.Approved })
	if _, err := q.Use(req.ID, req.CommandDigest, "/w", v); err != nil {
		t.Fatal(err)
	}
	hub.Publish("m1", teamapi.Event{Kind: "decision", Decision: &good})
	stop()
	os.Remove(s.cursorPath) // the next sync resumes from the first event
	s, stop = m.startSync()
	eventually(t, "every event again", func() bool { s.mu.Lock(); defer s.mu.Unlock(); return s.cur.Events == 7 })
	stop()
	if st, _ := q.Get(req.ID, v); st.Status != queue.Used {
		t.Fatalf("after the replays: %v", st.Status)
	}
	if _, err := q.Use(req.ID, req.CommandDigest, "/w", v); !errors.Is(err, queue.ErrUsed) {
		t.Fatalf("the replayed approval ran again: %v", err)
	}
	if st, _ := teamstate.ReadStatus(s.statusPath); st.State != teamstate.StateStopped {
		t.Errorf("status after stop: %+v", st)
	}
}

// TestSyncRevokeAfterApprove: the team takes back an approval before it
// runs; the shim that would use it is refused.
func TestSyncRevokeAfterApprove(t *testing.T) {
	hub := teamtest.New(t)
	hub.AddMember("bob@example.com", "pat-bob")
	m := joined(t, hub, "a", "")
	q, v := m.queue()
	req := m.hold(q, "terraform apply")
	m.startSync()
	eventually(t, "the hub has the request", func() bool { _, ok := hub.Request("m1", req.ID); return ok })
	bob := newMachine(t, "bob")
	bob.mustRun("login", hub.URL(), "--token", "pat-bob")
	bob.mustRun("approve", req.ID)
	eventually(t, "approved", func() bool { st, _ := q.Get(req.ID, v); return st.Status == queue.Approved })
	bob.mustRun("revoke", req.ID, "--reason", "wrong workspace")
	eventually(t, "revoked", func() bool { st, _ := q.Get(req.ID, v); return st.Status == queue.Rejected })
	if _, err := q.Use(req.ID, req.CommandDigest, "/w", v); !errors.Is(err, queue.ErrRejected) {
		t.Fatalf("Use after revoke: %v", err)
	}
	if rec := findRecord(t, m, audit.EventRevoked, req.ID); rec.Via != queue.ViaTeam || !strings.Contains(rec.Reason, "wrong workspace") {
		t.Errorf("revoked record: %+v", rec)
	}
}

// TestSyncOnce ships and exits, and reports a hub that is down without
// losing anything.
func TestSyncOnce(t *testing.T) {
	hub := teamtest.New(t)
	m := joined(t, hub, "a", "")
	m.logCommands(3, "ls")
	hub.SetDown(true)
	if code := m.run("sync", "--once"); code != exitFailed || !strings.Contains(m.stderr.String(), "the hub answered 503") {
		t.Fatalf("exit %d: %s", code, m.stderr)
	}
	hub.SetDown(false)
	m.mustRun("sync", "--once")
	sameAsLocal(t, hub, m, true)
	if !strings.Contains(m.stdout.String(), fmt.Sprintf("through line %d", len(m.localLines()))) {
		t.Errorf("stdout: %s", m.stdout)
	}
}

// TestSyncShipsAReplacedLog: the log was moved away and a new one begun;
// sync does not read the new file from the old one's offset, but ships it
// from its start, numbering on.
func TestSyncShipsAReplacedLog(t *testing.T) {
	hub := teamtest.New(t)
	m := joined(t, hub, "a", "")
	m.logCommands(10, "ls")
	s := m.syncer(fastOptions())
	if err := s.pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	path := m.config().AuditPath
	for _, f := range []string{path, path + ".head"} {
		if err := os.Rename(f, f+".old"); err != nil {
			t.Fatal(err)
		}
	}
	m.logCommands(15, "go test")
	if err := s.pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	got, _ := hub.Log("m1")
	local := m.localLines()
	if len(got) != 25 || strings.Join(got[10:], "\n") != strings.Join(local, "\n") {
		t.Fatalf("the hub holds %d lines; the new log's %d are not its last", len(got), len(local))
	}
}

// TestSyncStopsAtOnce: a sync told to stop (a service manager's SIGTERM)
// ends without waiting for its next look at the folders.
func TestSyncStopsAtOnce(t *testing.T) {
	hub := teamtest.New(t)
	m := joined(t, hub, "a", "")
	opts := fastOptions()
	opts.Poll, opts.Heartbeat = time.Hour, time.Hour
	s := m.syncer(opts)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { s.run(ctx); close(done) }()
	eventually(t, "sync connects", func() bool { s.mu.Lock(); defer s.mu.Unlock(); return s.st.State == teamstate.StateConnected })
	cancel()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("sync did not stop when told to")
	}
}

// TestSyncSeesAChangeTheFolderTimeHides: a request changes just after
// sync read the queue, and the folder keeps its time (file system times
// are coarse: a tick of 4 ms on Linux, a second on some file systems).
// Sync still ships the change at its next look, not at the next full
// rescan.
func TestSyncSeesAChangeTheFolderTimeHides(t *testing.T) {
	hub := teamtest.New(t)
	m := joined(t, hub, "a", "")
	q, _ := m.queue()
	opts := fastOptions()
	opts.Rescan = time.Hour
	s := m.syncer(opts)
	req := m.hold(q, "git push --force")
	dir := q.Dir()
	at := time.Now()
	must(t, os.Chtimes(dir, at, at))
	if err := s.pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	if r, ok := hub.Request("m1", req.ID); !ok || r.Status != "pending" {
		t.Fatalf("the request at the hub: %+v", r)
	}
	if _, err := q.Reject(req.ID, mustOperator(t, m), "op", "not now"); err != nil {
		t.Fatal(err)
	}
	must(t, os.Chtimes(dir, at, at)) // the same tick
	if err := s.pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	if r, _ := hub.Request("m1", req.ID); r.Status != "rejected" {
		t.Fatalf("the hub has the request %s after its rejection", r.Status)
	}
}
