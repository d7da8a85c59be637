//go:build linux

package team

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"gatesh/queue"
)

// The team hub's benchmarks: simulated machines (fleetMachine) run the
// real sync against a gatesh-hub process on a PostgreSQL of their own.
// docs/speed.md has the figures and the command that makes them.

// fleetSizes are the fleets each benchmark runs with.
var fleetSizes = []int{20, 200, 1000}

// heldPerSecond is the rate of held commands across the fleet.
const heldPerSecond = 20

// greenEvery is how often each machine's agent runs a command that
// passes, besides the held ones: its audit line ships too.
const greenEvery = 5 * time.Second

// BenchmarkTeamApproval holds 20 commands a second across the fleet; an
// approver who polls the hub's pending list approves each, and the
// machine's waiting queue.Wait (as a held gatesh waits) returns approved
// and the command is used once. It reports the time from the approver's
// call returning to queue.Wait returning, at the median and the 99th
// percentile (p50-ms, p99-ms), and what the hub process holds: open
// files (hub-fds) and database connections (db-conns).
func BenchmarkTeamApproval(b *testing.B) {
	for _, n := range fleetSizes {
		b.Run(fmt.Sprintf("machines=%d", n), func(b *testing.B) { benchApproval(b, n) })
	}
}

// latencies pairs each approval's answer with the waiting shim's return.
type latencies struct {
	mu   sync.Mutex
	at   map[string]chan time.Time
	took []time.Duration
}

func (l *latencies) slot(key string) chan time.Time {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.at == nil {
		l.at = map[string]chan time.Time{}
	}
	c, ok := l.at[key]
	if !ok {
		c = make(chan time.Time, 1)
		l.at[key] = c
	}
	return c
}

func (l *latencies) add(d time.Duration) {
	l.mu.Lock()
	l.took = append(l.took, d)
	l.mu.Unlock()
}

// quantile is the q-th quantile of the latencies, in milliseconds.
func (l *latencies) quantile(q float64) float64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.took) == 0 {
		return 0
	}
	s := slices.Clone(l.took)
	slices.Sort(s)
	i := min(int(q*float64(len(s))), len(s)-1)
	return float64(s[i]) / float64(time.Millisecond)
}

func benchApproval(b *testing.B, n int) {
	db := newHubDB(b)
	r := db.serve()
	fleet := startFleet(b, db, r.url, n)
	appr := newApprover(b, r.url, db.approver("approver@example.com"))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var lat latencies
	var bg sync.WaitGroup
	bg.Go(func() { approveAll(ctx, b, appr, &lat) })
	bg.Go(func() { agentsWork(ctx, fleet) })

	var peakFDs, peakConns atomic.Int64
	bg.Go(func() { watchHub(ctx, db, r, &peakFDs, &peakConns) })
	cpu := startCPU(db, r)
	tick := time.NewTicker(time.Second / heldPerSecond)
	defer tick.Stop()
	var wg sync.WaitGroup
	held := 0
	for b.Loop() {
		<-tick.C
		f := fleet[rand.IntN(n)]
		held++
		i := held
		wg.Go(func() { heldAndApproved(b, f, i, &lat) })
	}
	wg.Wait()
	cpu.report(b)
	cancel()
	bg.Wait()
	b.ReportMetric(lat.quantile(0.5), "p50-ms")
	b.ReportMetric(lat.quantile(0.99), "p99-ms")
	b.ReportMetric(lat.quantile(1), "max-ms")
	b.ReportMetric(float64(peakFDs.Load()), "hub-fds")
	b.ReportMetric(float64(peakConns.Load()), "db-conns")
}

// startFleet joins n machines to the hub at url and runs their syncs
// until each has its event stream open.
func startFleet(b testing.TB, db *hubDB, url string, n int) []*fleetMachine {
	began := time.Now()
	fleet := newFleet(b, db, url, n)
	b.Logf("%d machines joined in %s", n, time.Since(began).Round(time.Millisecond))
	began = time.Now()
	for _, f := range fleet {
		f.start(defaultSyncOptions())
	}
	defer func() { b.Logf("their event streams opened in %s", time.Since(began).Round(time.Millisecond)) }()
	within(b, 5*time.Minute, "every machine streams its events", func() bool {
		for _, f := range fleet {
			if f.tr.streams.Load() == 0 {
				return false
			}
		}
		return true
	})
	return fleet
}

// heldAndApproved is one held command's life on machine f: filed, waited
// for, approved by the team, used once.
func heldAndApproved(b *testing.B, f *fleetMachine, i int, lat *latencies) {
	req := f.holdCommand(fmt.Sprintf("git push --force origin release-%d", i))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	st, err := f.q.Wait(ctx, req.ID, f.v, queue.MaxPoll)
	back := time.Now()
	if err != nil || st.Status != queue.Approved {
		b.Errorf("%s: request %s: %v %v", f.id, req.ID, st.Status, err)
		return
	}
	select {
	case answered := <-lat.slot(f.id + "/" + req.ID):
		lat.add(back.Sub(answered))
	case <-ctx.Done():
		b.Errorf("%s: request %s: the approver's answer never came", f.id, req.ID)
		return
	}
	if err := f.run(req); err != nil {
		b.Errorf("%s: request %s: %v", f.id, req.ID, err)
	}
}

// approveAll approves each request the hub lists as pending, as an
// approver watching the team page would, and notes when each call
// returned.
func approveAll(ctx context.Context, b *testing.B, a *approverClient, lat *latencies) {
	seen := map[string]bool{}
	var wg sync.WaitGroup
	defer wg.Wait()
	for ctx.Err() == nil {
		list, err := a.pending(ctx)
		if err != nil && ctx.Err() == nil {
			b.Errorf("pending: %v", err)
			return
		}
		for _, r := range list {
			key := r.Machine + "/" + r.ID
			if seen[key] {
				continue
			}
			seen[key] = true
			wg.Go(func() {
				if _, err := a.decide(ctx, r.Machine, r.ID, "approve"); err != nil {
					if ctx.Err() == nil {
						b.Errorf("approve %s: %v", key, err)
					}
					return
				}
				lat.slot(key) <- time.Now()
			})
		}
		sleep(ctx, 10*time.Millisecond)
	}
}

// agentsWork has each machine's agent run a command that passes every
// greenEvery on average.
func agentsWork(ctx context.Context, fleet []*fleetMachine) {
	tick := time.NewTicker(greenEvery / time.Duration(len(fleet)))
	defer tick.Stop()
	for i := 0; ; i++ {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		fleet[rand.IntN(len(fleet))].logGreen(1, fmt.Sprintf("go test ./pkg%d", i))
	}
}

// watchHub keeps the most files the hub process held open, and the most
// connections to its database.
func watchHub(ctx context.Context, db *hubDB, r *replica, fds, conns *atomic.Int64) {
	for sleep(ctx, 100*time.Millisecond) {
		if ents, err := os.ReadDir(filepath.Join("/proc", fmt.Sprint(r.pid()), "fd")); err == nil && int64(len(ents)) > fds.Load() {
			fds.Store(int64(len(ents)))
		}
		var n int64
		if err := db.st.Pool.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name <> $1`, testApp).Scan(&n); err == nil && n > conns.Load() {
			conns.Store(n)
		}
	}
}

// BenchmarkTeamAuditIngest has every machine of the fleet write its
// share of 60,000 audit lines with its sync stopped, then starts the
// syncs all at once, and reports the lines a second from then until the
// hub holds every machine's log whole (lines/s): each sync opens its
// event stream and ships its lines in batches, as after an outage.
func BenchmarkTeamAuditIngest(b *testing.B) {
	for _, n := range fleetSizes {
		b.Run(fmt.Sprintf("machines=%d", n), func(b *testing.B) { benchIngest(b, n) })
	}
}

const ingestLines = 60000

func benchIngest(b *testing.B, n int) {
	db := newHubDB(b)
	r := db.serve()
	fleet := newFleet(b, db, r.url, n)
	per := ingestLines / n
	written := make([]int64, n)
	shipped := 0
	var cpu *cpuShare
	for b.Loop() {
		b.StopTimer()
		syncs := make([]*syncer, n)
		parallel(fleet, func(i int, f *fleetMachine) {
			f.halt()
			f.logGreen(per, strings.Repeat("x", 40)+" make test")
			written[i] = int64(len(f.localLines()))
			syncs[i] = f.syncer(defaultSyncOptions()) // reading the config and keys is the machine's own start
		})
		b.StartTimer()
		cpu = startCPU(db, r)
		for i, f := range fleet {
			f.launch(syncs[i])
		}
		within(b, 5*time.Minute, "the hub holds every log whole", func() bool {
			for i, f := range fleet {
				if _, through, _ := f.cursor(); through < written[i] {
					return false
				}
			}
			return true
		})
		shipped += per * n
	}
	cpu.report(b) // of the last round
	b.ReportMetric(float64(shipped)/b.Elapsed().Seconds(), "lines/s")
	if flagged := db.count(`SELECT count(*) FROM audit_lines WHERE flag IS NOT NULL`); flagged != 0 {
		b.Fatalf("the hub flags %d lines", flagged)
	}
}

// cpuTicks is the CPU time a process and, with children, the processes
// it started have used, in clock ticks (USER_HZ, 100 a second).
func cpuTicks(pid int, children bool) int64 {
	var total int64
	stat := func(pid int) (ppid int, ticks int64) {
		data, err := os.ReadFile(filepath.Join("/proc", fmt.Sprint(pid), "stat"))
		if err != nil {
			return 0, 0
		}
		// The fields after the command's name, which may hold spaces.
		f := strings.Fields(string(data[strings.LastIndexByte(string(data), ')')+1:]))
		var utime, stime int64
		fmt.Sscan(f[1], &ppid)
		fmt.Sscan(f[11], &utime)
		fmt.Sscan(f[12], &stime)
		return ppid, utime + stime
	}
	_, total = stat(pid)
	if children {
		procs, _ := os.ReadDir("/proc")
		for _, p := range procs {
			var child int
			if _, err := fmt.Sscan(p.Name(), &child); err != nil {
				continue
			}
			if ppid, t := stat(child); ppid == pid {
				total += t
			}
		}
	}
	return total
}

// postmaster is the pid of the PostgreSQL server of db.
func (d *hubDB) postmaster() int {
	data, err := os.ReadFile(filepath.Join(d.pg.Dir(), "data", "postmaster.pid"))
	if err != nil {
		return 0
	}
	var pid int
	fmt.Sscan(string(data), &pid)
	return pid
}

// cpuShare measures the CPU the hub, PostgreSQL and the simulated
// machines (this process) use between start and report, as a share of
// one core.
type cpuShare struct {
	hub, pg  int
	at       time.Time
	h, p, me int64
}

func startCPU(db *hubDB, r *replica) *cpuShare {
	c := &cpuShare{hub: r.pid(), pg: db.postmaster(), at: time.Now()}
	c.h, c.p, c.me = cpuTicks(c.hub, false), cpuTicks(c.pg, true), cpuTicks(os.Getpid(), false)
	return c
}

func (c *cpuShare) report(b *testing.B) {
	secs := time.Since(c.at).Seconds() // a tick a second is 1% of a core
	b.ReportMetric(float64(cpuTicks(c.hub, false)-c.h)/secs, "hub-cpu-%")
	b.ReportMetric(float64(cpuTicks(c.pg, true)-c.p)/secs, "pg-cpu-%")
	b.ReportMetric(float64(cpuTicks(os.Getpid(), false)-c.me)/secs, "machines-cpu-%")
}

// parallel runs fn on each machine, a few at a time.
func parallel(fleet []*fleetMachine, fn func(int, *fleetMachine)) {
	var wg sync.WaitGroup
	var next atomic.Int64
	for range 8 {
		wg.Go(func() {
			for i := int(next.Add(1)) - 1; i < len(fleet); i = int(next.Add(1)) - 1 {
				fn(i, fleet[i])
			}
		})
	}
	wg.Wait()
}
