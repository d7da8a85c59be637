//go:build linux

package team

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"gatesh/audit"
	"gatesh/keys"
	"gatesh/queue"
	"gatesh/teamapi"
	"gatesh/teamstate"
)

// fleetMachine is a simulated machine: a GATESH_HOME of its own with its
// own operator and machine keys, joined through `gatesh team join`, and
// running the real sync (syncer.run) in this process. Its agent is the
// queue and the audit log as a held gatesh uses them.
type fleetMachine struct {
	*machineT
	id   string
	q    *queue.Queue
	v    *keys.Verifier
	shim *audit.Log
	tr   *machineTransport

	mu   sync.Mutex
	s    *syncer
	stop func()
}

// machineTransport is a machine's own connections to the hub, as a
// machine of its own would have. It counts the event streams the hub
// accepted, and may deliver each POST twice (a retry after a lost
// answer), as a load balancer or a flaky network can.
type machineTransport struct {
	base    http.RoundTripper
	streams atomic.Int64
	twice   atomic.Bool
	posts   atomic.Int64
}

func newMachineTransport() *machineTransport {
	return &machineTransport{base: http.DefaultTransport.(*http.Transport).Clone()}
}

func (m *machineTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Method == "POST" && m.twice.Load() && r.GetBody != nil {
		again := r.Clone(r.Context())
		again.Body, _ = r.GetBody()
		resp, err := m.base.RoundTrip(again)
		if err != nil {
			return nil, err
		}
		io.Copy(io.Discard, resp.Body) // the first answer is lost on its way
		resp.Body.Close()
		r.Body, _ = r.GetBody()
		m.posts.Add(1)
	}
	resp, err := m.base.RoundTrip(r)
	if err == nil && r.Method == "GET" && strings.HasSuffix(r.URL.Path, teamapi.PathMachineEvents) && resp.StatusCode == 200 {
		m.streams.Add(1)
	}
	if r.Method == "POST" {
		m.posts.Add(1)
	}
	return resp, err
}

// machineSpec is what sets a simulated machine apart.
type machineSpec struct {
	// now is its clock (nil: time.Now).
	now func() time.Time
	// config is its config.toml before the join.
	config string
}

// newFleetMachine makes a machine and joins it to the hub at url with a
// fresh enrolment token.
func newFleetMachine(t testing.TB, db *hubDB, url, name string, spec machineSpec) *fleetMachine {
	t.Helper()
	m := newMachineIn(t, diskOf(t, name), name)
	tr := newMachineTransport()
	m.e.client = &http.Client{Transport: tr, Timeout: callTimeout, CheckRedirect: noRedirect}
	m.e.stream = &http.Client{Transport: tr, CheckRedirect: noRedirect}
	if spec.now != nil {
		m.e.now = spec.now
	}
	must(t, os.MkdirAll(m.home, 0o700))
	if spec.config != "" {
		must(t, os.WriteFile(filepath.Join(m.home, "config.toml"), []byte(spec.config), 0o600))
	}
	priv, pub := keys.Paths(filepath.Join(m.home, "keys"))
	must(t, keys.Generate(priv, pub))
	if code := m.run("join", url, "--token", db.enrol("fleet")); code != 0 {
		t.Fatalf("join %s: exit %d\n%s", name, code, m.stderr)
	}
	f := &fleetMachine{machineT: m, id: m.config().Team.Machine, tr: tr, shim: m.auditLogAt(m.e.now)}
	f.q, f.v = m.queueAt(m.e.now)
	return f
}

// diskOf is a folder for machine name's home. Simulated machines share
// this host's disk, where each real one has its own: every sync replaces
// its cursor and status files with an fsync, and a thousand of them
// queue on one disk. Their homes are in memory (/dev/shm) where there is
// such a place, as if each machine's disk were its own and idle.
func diskOf(t testing.TB, name string) string {
	t.Helper()
	dir, err := os.MkdirTemp("/dev/shm", "gatesh-fleet-"+name+"-")
	if err != nil {
		return t.TempDir()
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// newFleet joins n machines, a few at a time.
func newFleet(t testing.TB, db *hubDB, url string, n int) []*fleetMachine {
	t.Helper()
	fleet := make([]*fleetMachine, n)
	var wg sync.WaitGroup
	next := atomic.Int64{}
	for range 8 {
		wg.Go(func() {
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				fleet[i] = newFleetMachine(t, db, url, fmt.Sprintf("sim-%04d", i), machineSpec{})
				if (i+1)%100 == 0 {
					t.Logf("%d machines joined", i+1)
				}
			}
		})
	}
	wg.Wait()
	if t.Failed() {
		t.FailNow()
	}
	return fleet
}

// start runs the machine's sync until stop (or the test's end).
func (f *fleetMachine) start(opts syncOptions) { f.launch(f.syncer(opts)) }

// launch runs sync s until stop (or the test's end).
func (f *fleetMachine) launch(s *syncer) {
	f.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { s.run(ctx); close(done) }()
	var once sync.Once
	stop := func() { once.Do(func() { cancel(); <-done }) }
	f.mu.Lock()
	f.s, f.stop = s, stop
	f.mu.Unlock()
	f.t.Cleanup(stop)
}

// halt stops the machine's sync and waits for it.
func (f *fleetMachine) halt() {
	f.mu.Lock()
	stop := f.stop
	f.mu.Unlock()
	if stop != nil {
		stop()
	}
}

// cursor is the sync's place: audit lines shipped and held whole by the
// hub, and the last event taken.
func (f *fleetMachine) cursor() (shipped, through, events int64) {
	f.mu.Lock()
	s := f.s
	f.mu.Unlock()
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cur.Audit.Seq, s.cur.Through, s.cur.Events
}

// logGreen appends n decision records, as n commands that ran would.
func (f *fleetMachine) logGreen(n int, prefix string) {
	f.t.Helper()
	for i := range n {
		if _, err := f.shim.Append(audit.Record{Event: audit.EventDecision, Command: fmt.Sprintf("%s %d", prefix, i), Cwd: "/w",
			Tier: "green", Verdict: "auto_pass", User: "dev", Agent: "claude-code"}); err != nil {
			f.t.Fatal(err)
		}
	}
}

// holdCommand files a red command as a held gatesh does: its decision
// record, then its request.
func (f *fleetMachine) holdCommand(command string) queue.Request {
	f.t.Helper()
	rules := []queue.Rule{{ID: "git-force-push", Tier: "red", Reason: "rewrites history"}}
	if _, err := f.shim.Append(audit.Record{Event: audit.EventDecision, Command: command, Cwd: "/w", Tier: "red", Verdict: "hold",
		Rules: []audit.Rule{{ID: rules[0].ID, Tier: rules[0].Tier, Reason: rules[0].Reason}}, User: "dev", Agent: "claude-code"}); err != nil {
		f.t.Fatal(err)
	}
	req, _, err := f.q.Submit(queue.NewRequest{Command: command, Cwd: "/w", Tier: "red", Rules: rules, Agent: "claude-code", User: "dev"})
	if err != nil {
		f.t.Fatal(err)
	}
	return req
}

// run uses an approval once, as gatesh does before it runs the command;
// it returns the queue's refusal when there is no approval to use.
func (f *fleetMachine) run(req queue.Request) error {
	_, err := f.q.Use(req.ID, req.CommandDigest, req.Cwd, f.v)
	if err == nil {
		_, err = f.shim.Append(audit.Record{Event: audit.EventRun, Command: req.Command, Cwd: req.Cwd, Tier: req.Tier, Request: req.ID, User: "dev"})
	}
	return err
}

// approverClient is an approver's calls to the hub with a personal
// access token, through the approver commands' own client.
type approverClient struct {
	h *hub
}

func newApprover(t testing.TB, base, token string) *approverClient {
	t.Helper()
	u, err := url.Parse(base)
	must(t, err)
	return &approverClient{h: &hub{base: u, client: &http.Client{Timeout: callTimeout, CheckRedirect: noRedirect}, auth: bearerAuth(token)}}
}

func (a *approverClient) pending(ctx context.Context) ([]teamapi.TeamRequest, error) {
	var list []teamapi.TeamRequest
	err := a.h.call(ctx, "GET", teamapi.PathRequests+"?status=pending&limit=1000", nil, &list)
	return list, err
}

// decide approves, rejects or revokes a request on a machine.
func (a *approverClient) decide(ctx context.Context, machine, id, action string) (teamapi.TeamRequest, error) {
	var out teamapi.TeamRequest
	err := a.h.call(ctx, "POST", teamapi.PathRequests+"/"+id+"/"+action+"?machine="+url.QueryEscape(machine), teamapi.Vote{Reason: "looked at it"}, &out)
	return out, err
}

func (a *approverClient) show(ctx context.Context, machine, id string) (teamapi.TeamRequest, error) {
	var out teamapi.TeamRequest
	err := a.h.call(ctx, "GET", teamapi.PathRequests+"/"+id+"?machine="+url.QueryEscape(machine), nil, &out)
	return out, err
}

// verifyBothSides fails unless, once the sync has caught up, the
// machine's log verifies, the hub holds it line for line with no flag,
// and every request's state at the hub is the request file's.
func (f *fleetMachine) verifyBothSides(t testing.TB, db *hubDB) {
	t.Helper()
	var problems []string
	deadline := time.Now().Add(30 * time.Second)
	for problems = f.differences(db); len(problems) > 0 && time.Now().Before(deadline); problems = f.differences(db) {
		time.Sleep(20 * time.Millisecond)
	}
	for _, p := range problems {
		t.Errorf("%s: %s", f.id, p)
	}
	// As gatesh log verify does: a team decision's record is checked with
	// the pinned team key.
	l := f.auditLog()
	pin, err := teamstate.Trust(f.config())
	if err != nil {
		t.Fatal(err)
	}
	l.Team = pin
	rep, err := l.Verify(f.v)
	if err != nil || len(rep.Problems) != 0 {
		t.Errorf("%s: the log does not verify: %v %v", f.id, err, rep.Problems)
	}
}

// differences lists where the hub's copy differs from the machine.
func (f *fleetMachine) differences(db *hubDB) []string {
	var out []string
	ctx := context.Background()
	local := f.localLines()
	rows, err := db.st.Pool.Query(ctx, `SELECT seq, line, coalesce(flag, '') FROM audit_lines WHERE machine = $1 ORDER BY seq, received_at`, f.id)
	if err != nil {
		return []string{err.Error()}
	}
	var got []string
	var seq int64
	var line, flag string
	_, err = pgx.ForEachRow(rows, []any{&seq, &line, &flag}, func() error {
		if flag != "" {
			out = append(out, fmt.Sprintf("the hub flags line %d %s", seq, flag))
		}
		if seq != int64(len(got)+1) {
			out = append(out, fmt.Sprintf("the hub holds line %d after %d lines", seq, len(got)))
		}
		got = append(got, line)
		return nil
	})
	if err != nil {
		return []string{err.Error()}
	}
	if len(got) != len(local) {
		out = append(out, fmt.Sprintf("the hub holds %d lines, the machine wrote %d", len(got), len(local)))
	} else if strings.Join(got, "\n") != strings.Join(local, "\n") {
		out = append(out, "the hub's copy of the log differs from the machine's")
	}
	l, err := f.q.Snapshot(f.v, f.e.now())
	if err != nil {
		return append(out, err.Error())
	}
	for _, st := range l.States {
		var status string
		if err := db.st.Pool.QueryRow(ctx, `SELECT status FROM requests WHERE machine = $1 AND id = $2`, f.id, st.Request.ID).Scan(&status); err != nil {
			out = append(out, fmt.Sprintf("request %s is not at the hub: %v", st.Request.ID, err))
		} else if status != string(st.Status) {
			out = append(out, fmt.Sprintf("request %s is %s here and %s at the hub", st.Request.ID, st.Status, status))
		}
	}
	return out
}

// runsOf counts the run records of each request in the machine's log.
func (f *fleetMachine) runsOf() map[string]int {
	runs := map[string]int{}
	audit.Scan(f.config().AuditPath, func(r audit.Record) error {
		if r.Event == audit.EventRun && r.Request != "" {
			runs[r.Request]++
		}
		return nil
	})
	return runs
}
