//go:build linux

package team

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"gatesh/audit"
	"gatesh/queue"
	"gatesh/teamstate"
)

// The fault tests run simulated machines (the real sync) against
// gatesh-hub processes on a PostgreSQL of their own, break something,
// and check the same four things every time: nothing runs twice,
// nothing runs unapproved, nothing is lost, and the audit chain verifies
// on the machine and carries no flag at the hub.

// faultOptions are the sync's own timings with the waits between tries
// shortened: an outage of many tries takes a second, not minutes.
func faultOptions() syncOptions {
	o := defaultSyncOptions()
	o.MinBackoff, o.MaxBackoff, o.Idle, o.Poll = 10*time.Millisecond, 50*time.Millisecond, 2*time.Second, 200*time.Millisecond
	return o
}

// fastPing makes a replica's streams ping often, so that a stream on a
// dead connection is noticed within the sync's Idle.
var fastPing = []string{"--ping", "200ms"}

// atHub waits until the hub holds request id of machine f.
func atHub(t *testing.T, db *hubDB, f *fleetMachine, id string) {
	t.Helper()
	eventually(t, "the hub has request "+id, func() bool {
		return db.countOK(`SELECT count(*) FROM requests WHERE machine = $1 AND id = $2`, f.id, id) == 1
	})
}

// countOK is count, or -1 while the database cannot answer.
func (d *hubDB) countOK(q string, args ...any) int64 {
	var n int64
	if err := d.st.Pool.QueryRow(context.Background(), q, args...).Scan(&n); err != nil {
		return -1
	}
	return n
}

// approveRetrying approves as an approver does who clicks again when
// the hub did not answer: through a, until the hub signs it or says it
// is approved already. It reports whether this call's retry found it
// approved.
func approveRetrying(t *testing.T, a *approverClient, f *fleetMachine, id string) (already bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		_, err := a.decide(context.Background(), f.id, id, "approve")
		var he *HubError
		switch {
		case err == nil:
			return false
		case errors.As(err, &he) && he.Status == 409 && strings.Contains(he.Msg, "is approved, not pending"):
			return true
		case errors.As(err, &he) && he.Status < 500:
			t.Fatalf("approve %s: %v", id, err)
		case time.Now().After(deadline):
			t.Fatalf("approve %s: the hub never answered: %v", id, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// approvedOnce waits for the held gatesh's Wait to see the team's
// approval, runs the command once, and checks that a second run is
// refused.
func approvedOnce(t *testing.T, f *fleetMachine, req queue.Request, waited <-chan queue.State) {
	t.Helper()
	st := <-waited
	if st.Status != queue.Approved || st.Request.Via != queue.ViaTeam {
		t.Fatalf("%s: request %s: the waiting gatesh saw %v via %q", f.id, req.ID, st.Status, st.Request.Via)
	}
	if err := f.run(req); err != nil {
		t.Fatalf("%s: request %s: %v", f.id, req.ID, err)
	}
	if err := f.run(req); !errors.Is(err, queue.ErrUsed) {
		t.Fatalf("%s: request %s ran a second time: %v", f.id, req.ID, err)
	}
}

// checkRuns fails unless each request in ran ran exactly once, after a
// team approval in the log, and nothing else ran.
func (f *fleetMachine) checkRuns(t *testing.T, ran ...queue.Request) {
	t.Helper()
	want := map[string]bool{}
	for _, r := range ran {
		want[r.ID] = true
	}
	approved := map[string]bool{}
	runs := map[string]int{}
	audit.Scan(f.config().AuditPath, func(r audit.Record) error {
		switch r.Event {
		case audit.EventApproved:
			approved[r.Request] = r.Via == queue.ViaTeam
		case audit.EventRun:
			if !approved[r.Request] {
				t.Errorf("%s: request %s ran with no team approval before it", f.id, r.Request)
			}
			runs[r.Request]++
		}
		return nil
	})
	for id, n := range runs {
		if !want[id] || n != 1 {
			t.Errorf("%s: request %s ran %d times", f.id, id, n)
		}
	}
	for id := range want {
		if runs[id] != 1 {
			t.Errorf("%s: request %s ran %d times", f.id, id, runs[id])
		}
	}
}

// checkHub fails unless the hub signed at most one approval of each
// request and flags no audit line.
func checkHub(t *testing.T, db *hubDB) {
	t.Helper()
	if n := db.count(`SELECT count(*) FROM (SELECT 1 FROM team_decisions WHERE verdict = 'approved' AND kind = 'decision' GROUP BY machine, request HAVING count(*) > 1) twice`); n != 0 {
		t.Errorf("the hub signed %d approvals twice", n)
	}
	if n := db.count(`SELECT count(*) FROM audit_lines WHERE flag IS NOT NULL`); n != 0 {
		t.Errorf("the hub flags %d audit lines", n)
	}
}

// working has the machines' agents run commands that pass, until stop:
// their lines ship through whatever the test breaks.
func working(fleet ...*fleetMachine) (stop func()) {
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for _, f := range fleet {
		wg.Go(func() {
			for i := 0; sleep(ctx, 15*time.Millisecond); i++ {
				f.logGreen(1, fmt.Sprintf("go test ./pkg%d", i))
			}
		})
	}
	return func() { cancel(); wg.Wait() }
}

// TestFaultReplicaKilledDuringApproval: two gatesh-hub replicas behind
// a load balancer (tcpProxy: machines know one URL, docs/team.md). Round
// after round, an approval is sent to one replica, which is killed with
// SIGKILL while it works on it, and started again; the machines' event
// streams and pushes on it break and go to the other. In half the
// rounds the kill comes inside the approval's transaction (the test
// holds the request's row, so the replica waits there): nothing of it
// is committed, and the approver's second click, on the other replica,
// approves. In the other half it comes just after the commit: the
// decision is signed once, and the second click finds it approved.
// Either way the waiting gatesh gets it once, and it runs once.
func TestFaultReplicaKilledDuringApproval(t *testing.T) {
	db := newHubDB(t)
	reps := []*replica{db.serve(fastPing...), db.serve(fastPing...)}
	lb := newTCPProxy(t, reps[0].addr(), reps[1].addr())
	var fleet []*fleetMachine
	for i := range 3 {
		f := newFleetMachine(t, db, lb.URL(), fmt.Sprintf("box-%d", i), machineSpec{})
		f.start(faultOptions())
		fleet = append(fleet, f)
	}
	pat := db.approver("approver@example.com")
	viaLB := newApprover(t, lb.URL(), pat)
	stop := working(fleet...)
	ran := map[*fleetMachine][]queue.Request{}
	ctx := context.Background()
	for round := range 8 {
		f := fleet[round%len(fleet)]
		req := f.holdCommand(fmt.Sprintf("git push --force origin round-%d", round))
		waited := waitFor(f.q, req.ID, f.v)
		atHub(t, db, f, req.ID)
		victim, inside := round%2, round%4 < 2
		var hold pgx.Tx
		if inside {
			var err error
			hold, err = db.st.Pool.Begin(ctx)
			must(t, err)
			_, err = hold.Exec(ctx, `SELECT 1 FROM requests WHERE machine = $1 AND id = $2 FOR UPDATE`, f.id, req.ID)
			must(t, err)
		}
		direct := newApprover(t, reps[victim].url, pat)
		answered := make(chan error, 1)
		go func() { _, err := direct.decide(ctx, f.id, req.ID, "approve"); answered <- err }()
		if inside {
			eventually(t, "the replica waits inside the approval", func() bool {
				return db.countOK(`SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`) > 0
			})
		} else {
			eventually(t, "the approval is committed", func() bool {
				return db.countOK(`SELECT count(*) FROM team_decisions WHERE machine = $1 AND request = $2`, f.id, req.ID) == 1
			})
		}
		reps[victim].kill()
		if inside {
			must(t, hold.Rollback(ctx))
		}
		err := <-answered
		if inside && err == nil {
			t.Fatalf("round %d: the killed replica answered", round)
		}
		// The approver clicks again, on whichever replica the balancer picks.
		if err != nil {
			if already := approveRetrying(t, viaLB, f, req.ID); already == inside {
				t.Fatalf("round %d: killed inside the approval %v, and the retry found it approved %v", round, inside, already)
			}
		}
		approvedOnce(t, f, req, waited)
		ran[f] = append(ran[f], req)
		reps[victim] = db.serve(fastPing...)
		lb.setBackends(reps[0].addr(), reps[1].addr())
	}
	stop()
	streams := int64(0)
	for _, f := range fleet {
		f.verifyBothSides(t, db)
		f.checkRuns(t, ran[f]...)
		streams += f.tr.streams.Load()
	}
	if streams <= int64(len(fleet)) {
		t.Errorf("the machines opened %d event streams: no stream was on a replica that was killed", streams)
	}
	checkHub(t, db)
}

// TestFaultPostgresRestart: PostgreSQL restarts while requests are
// pushed, approvals are made and the machines ship their logs. The hub's
// connections break, its LISTEN with them; calls fail while the
// database is away, and are tried again; once it is back every request
// is approved once, reaches its machine and runs once.
func TestFaultPostgresRestart(t *testing.T) {
	db := newHubDB(t)
	rep := db.serve(fastPing...)
	var fleet []*fleetMachine
	for i := range 2 {
		f := newFleetMachine(t, db, rep.url, fmt.Sprintf("box-%d", i), machineSpec{})
		f.start(faultOptions())
		fleet = append(fleet, f)
	}
	a := newApprover(t, rep.url, db.approver("approver@example.com"))
	stop := working(fleet...)

	// Before: one approved and run; two at the hub, waiting.
	first := fleet[0].holdCommand("terraform apply -auto-approve")
	w := waitFor(fleet[0].q, first.ID, fleet[0].v)
	atHub(t, db, fleet[0], first.ID)
	approveRetrying(t, a, fleet[0], first.ID)
	approvedOnce(t, fleet[0], first, w)
	waiting := []queue.Request{fleet[0].holdCommand("kubectl delete ns staging"), fleet[1].holdCommand("git push --force origin main")}
	var waits []<-chan queue.State
	for i, r := range waiting {
		waits = append(waits, waitFor(fleet[i].q, r.ID, fleet[i].v))
		atHub(t, db, fleet[i], r.ID)
	}

	// An approval just before the restart: its notification may be lost
	// with the LISTEN connection.
	approveRetrying(t, a, fleet[0], waiting[0].ID)
	restarted := make(chan error, 1)
	go func() { restarted <- db.pg.Restart() }()
	// While the database is away: a new request, and an approval tried
	// until the hub can make it.
	during := fleet[1].holdCommand("dropdb orders")
	waits = append(waits, waitFor(fleet[1].q, during.ID, fleet[1].v))
	approveRetrying(t, a, fleet[1], waiting[1].ID)
	must(t, <-restarted)
	atHub(t, db, fleet[1], during.ID)
	approveRetrying(t, a, fleet[1], during.ID)

	approvedOnce(t, fleet[0], waiting[0], waits[0])
	approvedOnce(t, fleet[1], waiting[1], waits[1])
	approvedOnce(t, fleet[1], during, waits[2])
	stop()
	fleet[0].verifyBothSides(t, db)
	fleet[1].verifyBothSides(t, db)
	fleet[0].checkRuns(t, first, waiting[0])
	fleet[1].checkRuns(t, waiting[1], during)
	checkHub(t, db)
}

// machineClock is a machine's clock that a test moves: its time is the
// host's plus an offset.
type machineClock struct {
	mu     sync.Mutex
	offset time.Duration
}

func (c *machineClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.offset)
}

func (c *machineClock) set(d time.Duration) {
	c.mu.Lock()
	c.offset = d
	c.mu.Unlock()
}

func (c *machineClock) advance(d time.Duration) {
	c.mu.Lock()
	c.offset += d
	c.mu.Unlock()
}

// said counts the times the sync's output says s.
func (f *fleetMachine) said(s string) int { return strings.Count(f.stderr.String(), s) }

// TestFaultMachineCutOff: a machine loses the hub for a minute of its
// own clock (its network drops every connection and takes no new one)
// while its agent keeps working: commands pass and are logged across
// rotations, a held command parks, and one the team approved meanwhile
// cannot run. Another machine goes on meanwhile. Back on the network,
// the approval arrives and runs once, the request made while away
// reaches the hub and is approved, and the hub holds the whole log.
func TestFaultMachineCutOff(t *testing.T) {
	db := newHubDB(t)
	rep := db.serve(fastPing...)
	link := newTCPProxy(t, rep.addr())
	clock := &machineClock{}
	cut := newFleetMachine(t, db, link.URL(), "laptop", machineSpec{now: clock.now, config: "[audit]\nrotate_size = \"4KiB\"\n"})
	other := newFleetMachine(t, db, rep.url, "runner", machineSpec{})
	cut.start(faultOptions())
	other.start(faultOptions())
	a := newApprover(t, rep.url, db.approver("approver@example.com"))

	before := cut.holdCommand("git push --force origin main")
	atHub(t, db, cut, before.ID)
	link.setCut(true)
	approveRetrying(t, a, cut, before.ID) // the decision waits at the hub

	// A minute of the machine's clock: its agent runs a command a second
	// (and logs it), the sync tries again and again.
	for range 60 {
		clock.advance(time.Second)
		cut.logGreen(3, "cargo test")
	}
	away := cut.holdCommand("npm publish")
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	if st, err := cut.q.Wait(ctx, away.ID, cut.v, queue.MaxPoll); st.Status != queue.Pending || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("the held command while away: %v %v; want it pending, parked", st.Status, err)
	}
	cancel()
	if err := cut.run(before); !errors.Is(err, queue.ErrPending) {
		t.Fatalf("the approved request ran while its approval had not arrived: %v", err)
	}
	eventually(t, "many tries to reach the hub fail", func() bool {
		return cut.said("shipping:") >= 5 && cut.said("events:") >= 5
	})
	if rotated, _, _ := cut.s.files.numbers(); len(rotated) < 2 {
		t.Fatalf("%d rotated files: the log did not rotate while away", len(rotated))
	}
	st, err := teamstate.ReadStatus(cut.s.statusPath)
	if err != nil || st.State != teamstate.StateOffline || st.AuditWritten <= st.AuditAcked {
		t.Errorf("status while away: %+v %v", st, err)
	}

	// The other machine is served meanwhile.
	req := other.holdCommand("rm -rf /srv/cache")
	w := waitFor(other.q, req.ID, other.v)
	atHub(t, db, other, req.ID)
	approveRetrying(t, a, other, req.ID)
	approvedOnce(t, other, req, w)

	waitBefore := waitFor(cut.q, before.ID, cut.v)
	link.setCut(false)
	approvedOnce(t, cut, before, waitBefore)
	waitAway := waitFor(cut.q, away.ID, cut.v)
	atHub(t, db, cut, away.ID)
	approveRetrying(t, a, cut, away.ID)
	approvedOnce(t, cut, away, waitAway)

	cut.verifyBothSides(t, db)
	other.verifyBothSides(t, db)
	cut.checkRuns(t, before, away)
	other.checkRuns(t, req)
	checkHub(t, db)
}

// TestFaultDuplicateDelivery: every request batch and audit batch a
// machine sends arrives twice (a retry after a lost answer: the hub
// refuses the second copy as a replay and gives back the first answer),
// and then
// the machine loses its place (its cursor file) and sends everything
// again and reads every decision event again: an approval already used,
// and one not used yet. The hub stores each thing once; the used
// approval is refused as a replay and logged, the unused one changes
// nothing, and each command runs once.
func TestFaultDuplicateDelivery(t *testing.T) {
	db := newHubDB(t)
	rep := db.serve(fastPing...)
	f := newFleetMachine(t, db, rep.url, "box", machineSpec{})
	f.tr.twice.Store(true)
	f.start(faultOptions())
	a := newApprover(t, rep.url, db.approver("approver@example.com"))

	used := f.holdCommand("git push --force origin main")
	w := waitFor(f.q, used.ID, f.v)
	f.logGreen(20, "make lint")
	atHub(t, db, f, used.ID)
	approveRetrying(t, a, f, used.ID)
	approvedOnce(t, f, used, w)
	unused := f.holdCommand("terraform destroy")
	w = waitFor(f.q, unused.ID, f.v)
	atHub(t, db, f, unused.ID)
	approveRetrying(t, a, f, unused.ID)
	if st := <-w; st.Status != queue.Approved {
		t.Fatalf("the second approval: %v", st.Status)
	}
	f.verifyBothSides(t, db)
	if n := f.tr.posts.Load(); n < 8 {
		t.Fatalf("%d posts: the calls were not sent twice", n)
	}

	f.halt()
	_, _, events := f.cursor()
	must(t, os.Remove(f.s.cursorPath))
	f.start(faultOptions())
	eventually(t, "every event is read again", func() bool { _, _, e := f.cursor(); return e >= events })
	replay := findRecord(t, f.machineT, audit.EventDecisionRefused, used.ID)
	if !strings.Contains(replay.Reason, "already ran once") {
		t.Errorf("the replayed approval: %+v", replay)
	}
	if err := f.run(unused); err != nil {
		t.Fatalf("the approval delivered twice: %v", err)
	}
	f.verifyBothSides(t, db)
	f.checkRuns(t, used, unused)
	checkHub(t, db)
	if n := db.count(`SELECT count(*) FROM requests WHERE machine = $1`, f.id); n != 2 {
		t.Errorf("the hub holds %d requests of 2", n)
	}
	// The second copy of each call is refused as a replay (and answered
	// with the first copy's answer, which the machine goes on with);
	// nothing else is refused.
	if n := db.count(`SELECT count(*) FROM hub_events WHERE outcome = 'refused' AND machine = $1 AND detail NOT LIKE '%nonce was used%'`, f.id); n != 0 {
		t.Errorf("the hub refused %d of the machine's repeated calls for another reason than a replay", n)
	}
	if n := db.count(`SELECT count(*) FROM hub_events WHERE outcome = 'refused' AND machine = $1`, f.id); n == 0 {
		t.Error("no second copy of a call was refused as a replay")
	}
}

// TestFaultClockSkew: machines whose clocks are 5 minutes ahead of the
// hub or behind it work as any other: calls accepted, approvals bound
// and in time, logs shipped whole. A machine 20 minutes off is refused
// with the reason and a hint, logged, and loses nothing: once its clock
// is set, everything it held back ships.
func TestFaultClockSkew(t *testing.T) {
	db := newHubDB(t)
	rep := db.serve(fastPing...)
	a := newApprover(t, rep.url, db.approver("approver@example.com"))
	for _, skew := range []time.Duration{5 * time.Minute, -5 * time.Minute} {
		clock := &machineClock{offset: skew}
		f := newFleetMachine(t, db, rep.url, fmt.Sprintf("skew%+d", int(skew.Minutes())), machineSpec{now: clock.now})
		f.start(faultOptions())
		req := f.holdCommand("git push --force origin main")
		w := waitFor(f.q, req.ID, f.v)
		f.logGreen(10, "go vet")
		atHub(t, db, f, req.ID)
		approveRetrying(t, a, f, req.ID)
		approvedOnce(t, f, req, w)
		f.verifyBothSides(t, db)
		f.checkRuns(t, req)
	}

	clock := &machineClock{offset: 20 * time.Minute}
	f := newFleetMachine(t, db, rep.url, "skew+20", machineSpec{now: clock.now})
	f.start(faultOptions())
	req := f.holdCommand("git push --force origin main")
	f.logGreen(10, "go vet")
	eventually(t, "the hub refuses the machine's calls", func() bool { return f.said("machine call refused") >= 2 })
	if !strings.Contains(f.stderr.String(), "clock") {
		t.Errorf("the refusal does not name the clock: %s", f.stderr)
	}
	if n := db.count(`SELECT count(*) FROM hub_events WHERE outcome = 'refused' AND machine = $1 AND detail LIKE '%clock%'`, f.id); n == 0 {
		t.Error("the refusals are not in the hub's record")
	}
	if n := db.count(`SELECT count(*) FROM requests WHERE machine = $1`, f.id); n != 0 {
		t.Fatalf("the hub took %d requests from a machine it refuses", n)
	}
	clock.set(0)
	w := waitFor(f.q, req.ID, f.v)
	atHub(t, db, f, req.ID)
	approveRetrying(t, a, f, req.ID)
	approvedOnce(t, f, req, w)
	f.verifyBothSides(t, db)
	f.checkRuns(t, req)
	checkHub(t, db)
}
