package team

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"gatesh/audit"
	"gatesh/auditlog"
	"gatesh/config"
	"gatesh/decision"
	"gatesh/internal/dirwatch"
	"gatesh/internal/passwd"
	"gatesh/keys"
	"gatesh/queue"
	"gatesh/teamapi"
	"gatesh/teamstate"
)

// syncOptions tune the sync's timing; tests shorten them.
type syncOptions struct {
	// Poll is how often sync looks at the queue and the log without a
	// change reported by the folder watch (or where there is none).
	Poll time.Duration
	// MinBackoff and MaxBackoff bound the wait before a new try while
	// the hub cannot be reached; it doubles from one to the other.
	MinBackoff, MaxBackoff time.Duration
	// Idle is how long the event stream may stay silent (the hub pings)
	// before sync reconnects.
	Idle time.Duration
	// Rescan is how often the whole queue is read even when its folders
	// did not change, for requests that expired meanwhile.
	Rescan time.Duration
	// Heartbeat is how often the status file is written at least.
	Heartbeat time.Duration
}

func defaultSyncOptions() syncOptions {
	return syncOptions{Poll: 2 * time.Second, MinBackoff: time.Second, MaxBackoff: 30 * time.Second,
		Idle: 90 * time.Second, Rescan: time.Minute, Heartbeat: teamstate.Heartbeat}
}

// Batches stay well under what a hub reads in one call.
const (
	maxBatchLines    = 500
	maxBatchBytes    = 4 << 20
	maxBatchRequests = 100
)

// syncer is one running `gatesh team sync`.
type syncer struct {
	e     *env
	cfg   *config.Config
	calls *hub // ordinary calls
	feed  *hub // the event stream
	q     *queue.Queue
	v     *keys.Verifier
	log   *audit.Log
	who   decision.Who
	files auditFiles
	opts  syncOptions

	cursorPath, statusPath string

	mu  sync.Mutex
	cur cursor
	st  teamstate.Status
	// scanned is when the queue was last read whole, and stamp the state
	// of its folders then.
	scanned time.Time
	stamp   string
	// gone names lines the hub lacks and this machine no longer has,
	// declared with the next batch of audit lines.
	gone *teamapi.SeqRange
}

// runSync is the long-running process a service manager keeps up.
//
//	gatesh team sync [--once]
func runSync(e *env, args []string) int {
	fs := newFlags("sync", e)
	once := fs.Bool("once", false, "ship what is there, then exit (decisions come only while sync runs)")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	if fs.NArg() > 0 {
		return e.usage("sync: unexpected arguments", "gatesh team sync [--once]")
	}
	cfg, err := e.config()
	if err != nil {
		return e.errorf(exitFailed, "fix config.toml", "%v", err)
	}
	s, err := newSyncer(e, cfg, defaultSyncOptions())
	if err != nil {
		hint := ""
		if errors.Is(err, errNotMember) {
			hint = "join first: gatesh team join URL --token TOKEN"
		}
		return e.errorf(exitFailed, hint, "sync: %v", err)
	}
	if *once {
		if err := s.pushOnce(e.ctx); err != nil {
			s.offline(err)
			return e.hubError(err, "the lines and requests stay on this machine; sync ships them once the hub answers", "sync: %s", cfg.Team.URL)
		}
		s.writeStatus()
		fmt.Fprintf(e.stdout, "the hub holds the audit log through line %d and %d requests\n", s.cur.Audit.Seq, len(s.cur.Requests))
		return 0
	}
	s.run(e.ctx)
	return 0
}

func newSyncer(e *env, cfg *config.Config, opts syncOptions) (*syncer, error) {
	calls, err := e.loadMachine(cfg, e.client)
	if err != nil {
		return nil, err
	}
	feed := *calls
	feed.client = e.stream
	v, err := keys.LoadVerifier(cfg.PublicKey)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("operator key: %w", err)
	}
	q, err := queue.Open(filepath.Join(cfg.Home, "queue"), e.now, cfg.Hold.TTL)
	if err != nil {
		return nil, err
	}
	// Sealed with the gate's key as every writer outside a command seals.
	l := auditlog.Open(cfg, e.now, auditlog.GateKey(cfg))
	who := decision.Who{User: passwd.Name(passwd.File, os.Geteuid()), Pid: os.Getpid(), Ppid: os.Getppid()}
	q.Retain(cfg.QueueKeep)
	q.Journal(decision.Journal(l, who))
	if err := teamstate.Configure(q, cfg); err != nil {
		return nil, err // without the team key no decision could be taken
	}
	s := &syncer{e: e, cfg: cfg, calls: calls, feed: &feed, q: q, v: v, log: l, who: who,
		files: auditFiles{path: cfg.AuditPath}, opts: opts,
		cursorPath: teamstate.Path(cfg.Home, teamstate.CursorFile), statusPath: teamstate.Path(cfg.Home, teamstate.StatusFile)}
	if s.cur, err = loadCursor(s.cursorPath, cfg.Team.URL, cfg.Team.Machine, s.files.start); err != nil {
		return nil, err
	}
	s.st = teamstate.Status{PID: os.Getpid(), Hub: cfg.Team.URL, State: teamstate.StateOffline,
		AuditAcked: s.cur.Audit.Seq, EventsAfter: s.cur.Events}
	return s, nil
}

func (s *syncer) logf(format string, a ...any) {
	fmt.Fprintf(s.e.stderr, "gatesh team sync: "+format+"\n", a...)
}

// run ships and listens until ctx ends.
func (s *syncer) run(ctx context.Context) {
	s.logf("machine %s, hub %s; the audit log is shipped from line %d, events from %d", s.cfg.Team.Machine, s.cfg.Team.URL, s.cur.Audit.Seq+1, s.cur.Events+1)
	s.writeStatus()
	var wg sync.WaitGroup
	wg.Go(func() { s.pushLoop(ctx) })
	wg.Go(func() { s.eventLoop(ctx) })
	wg.Go(func() { s.heartbeat(ctx) })
	wg.Wait()
	s.mu.Lock()
	s.st.State = teamstate.StateStopped
	s.mu.Unlock()
	s.writeStatus()
	s.logf("stopped")
}

// pushLoop ships whatever changed, each time the queue folder or the
// log's folder changes, and at least every Poll.
func (s *syncer) pushLoop(ctx context.Context) {
	kick := make(chan struct{}, 1)
	var wg sync.WaitGroup
	defer wg.Wait()
	for _, w := range []struct {
		dir    string
		writes bool
	}{{s.q.Dir(), false}, {filepath.Dir(s.cfg.AuditPath), true}} {
		wg.Go(func() { s.watch(ctx, w.dir, w.writes, kick) })
	}
	backoff := s.opts.MinBackoff
	for {
		err := s.pushOnce(ctx)
		if ctx.Err() != nil {
			return
		}
		if err != nil {
			s.offline(err)
			s.logf("shipping: %v; retrying in %s", err, backoff)
			if !sleep(ctx, backoff) {
				return
			}
			backoff = min(2*backoff, s.opts.MaxBackoff)
			continue
		}
		backoff = s.opts.MinBackoff
		select {
		case <-ctx.Done():
			return
		case <-kick:
		}
	}
}

// watch sends on kick whenever dir changes, and every Poll.
func (s *syncer) watch(ctx context.Context, dir string, writes bool, kick chan<- struct{}) {
	w := dirwatch.Open(dir, writes)
	if w != nil {
		defer w.Close()
	}
	for ctx.Err() == nil {
		if w != nil {
			w.Wait(ctx, s.opts.Poll)
		} else if !sleep(ctx, s.opts.Poll) {
			return
		}
		select {
		case kick <- struct{}{}:
		default:
		}
	}
}

// sleep waits d or until ctx ends; false when it ended.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// pushOnce ships the requests that changed, then every audit line the
// hub does not hold yet.
func (s *syncer) pushOnce(ctx context.Context) error {
	if err := s.pushRequests(ctx); err != nil {
		return err
	}
	if err := s.pushAudit(ctx); err != nil {
		return err
	}
	s.mu.Lock()
	s.st.OldestUnsent = time.Time{}
	s.st.RequestsUnsent = 0
	s.st.AuditWritten = s.cur.Audit.Seq
	s.mu.Unlock()
	s.contact()
	return nil
}

// contact records that the hub answered.
func (s *syncer) contact() {
	s.mu.Lock()
	changed := s.st.State != teamstate.StateConnected
	s.st.State, s.st.LastContact, s.st.LastError = teamstate.StateConnected, s.e.now().UTC(), ""
	s.mu.Unlock()
	if changed {
		s.logf("connected to %s", s.cfg.Team.URL)
		s.writeStatus()
	}
}

// offline records that the hub could not be reached or refused a call.
func (s *syncer) offline(err error) {
	s.mu.Lock()
	s.st.State, s.st.LastError = teamstate.StateOffline, err.Error()
	s.mu.Unlock()
	s.measureLag()
	s.writeStatus()
}

// heartbeat writes the status every Heartbeat, with the lag measured.
func (s *syncer) heartbeat(ctx context.Context) {
	for sleep(ctx, s.opts.Heartbeat) {
		s.measureLag()
		s.writeStatus()
	}
}

// measureLag counts the audit lines the hub does not hold yet and dates
// the oldest change it has not acknowledged.
func (s *syncer) measureLag() {
	s.mu.Lock()
	pos := s.cur.Audit
	s.mu.Unlock()
	var n int64
	var oldest time.Time
	s.files.walk(pos, func(line []byte, _ auditPos) bool {
		if n == 0 {
			if rec, err := audit.Decode(line); err == nil {
				oldest, _ = time.Parse(time.RFC3339Nano, rec.TS)
			}
		}
		n++
		return true
	})
	s.mu.Lock()
	defer s.mu.Unlock()
	s.st.AuditWritten = s.cur.Audit.Seq + n
	if n > 0 && (s.st.OldestUnsent.IsZero() || oldest.Before(s.st.OldestUnsent)) && !oldest.IsZero() {
		s.st.OldestUnsent = oldest
	}
	if n == 0 && s.st.RequestsUnsent == 0 {
		s.st.OldestUnsent = time.Time{}
	}
}

func (s *syncer) writeStatus() {
	s.mu.Lock()
	st := s.st
	st.UpdatedAt = s.e.now().UTC()
	st.AuditAcked, st.AuditThrough, st.EventsAfter = s.cur.Audit.Seq, s.cur.Through, s.cur.Events
	s.mu.Unlock()
	if err := teamstate.WriteStatus(s.statusPath, st); err != nil {
		s.logf("writing %s: %v", s.statusPath, err)
	}
}

// saveCursor writes the cursor; the caller holds s.mu.
func (s *syncer) saveCursor() error {
	if err := s.cur.save(s.cursorPath); err != nil {
		return fmt.Errorf("saving %s: %w", s.cursorPath, err)
	}
	return nil
}

// wireRequest is a request as the hub keeps it: the exact command, as
// the request file holds it, since an approver must read what would run
// and the hub checks that the subject digest is the digest of the text
// shown; expires_at as filed.
func wireRequest(st queue.State) teamapi.Request {
	r := st.Request
	rules := make([]teamapi.Rule, len(r.Rules))
	for i, x := range r.Rules {
		rules[i] = teamapi.Rule{ID: x.ID, Tier: x.Tier, Reason: x.Reason}
	}
	w := teamapi.Request{ID: r.ID, CreatedAt: r.CreatedAt, ExpiresAt: r.ExpiresAt, Status: string(st.Status),
		Command: r.Command, CommandDigest: r.CommandDigest, CommandBytes: r.CommandBytes, Cwd: r.Cwd,
		Tier: r.Tier, Rules: rules, Session: r.Session, Agent: r.Agent, Tool: r.Tool, Server: r.Server, Bound: queue.WireFacts(r.Bound),
		Subject: r.SubjectDigest(), User: r.User,
		DecidedBy: r.DecidedBy, DecidedAt: r.DecidedAt, Via: r.Via, UsedAt: r.UsedAt, DecisionReason: r.DecisionReason}
	redactWire(&w)
	return w
}

// redactWire cuts secrets out of what the hub shows of a request, as the
// audit log does: the command, and the facts (a push's URL may carry a
// password). The subject stays the digest of the exact text, which the
// machine checks a decision against. A part cut out that is more than one
// opaque token could hide what runs (`echo Authorization: x; rm -rf ~`
// shows as `echo Authorization: [REDACTED]`), so the hub is told not to
// approve such a request from what it shows.
func redactWire(w *teamapi.Request) {
	var hidden []string
	cut := func(s string) string {
		out, h := audit.RedactHidden(s)
		hidden = append(hidden, h...)
		return out
	}
	w.Command = cut(w.Command)
	for i := range w.Bound {
		w.Bound[i].Name, w.Bound[i].Value = cut(w.Bound[i].Name), cut(w.Bound[i].Value)
	}
	if len(hidden) == 0 {
		return
	}
	w.Redacted = true
	for _, h := range hidden {
		if !audit.OpaqueSecret(h) {
			w.HiddenSyntax = true
		}
	}
}

// changedAt is when a request last changed, for the order of shipping.
func changedAt(r teamapi.Request, now time.Time) time.Time {
	t := r.CreatedAt
	for _, x := range []time.Time{r.DecidedAt, r.UsedAt} {
		if x.After(t) {
			t = x
		}
	}
	if r.Status == string(queue.Expired) && r.ExpiresAt.After(t) && !r.ExpiresAt.After(now) {
		t = r.ExpiresAt
	}
	return t
}
