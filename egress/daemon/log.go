package daemon

import (
	"fmt"
	"io"
	"log"
	"os"
	"strconv"
	"sync"
	"time"

	"gatesh/audit"
	"gatesh/auditlog"
	"gatesh/config"
	"gatesh/egress"
)

// quietLog drops the HTTP server's own messages (a client that hung up):
// refusals are what the audit log keeps.
func quietLog() *log.Logger { return log.New(io.Discard, "", 0) }

// unregistered is the session that refusals of programs that sent no
// gatesh proxy token are metered as: they are bounded together.
const unregistered = "gatesh-net: unregistered"

// maxNoted bounds the sessions a daemon remembers passing the bound.
const maxNoted = 4096

// refusalLog appends a network_refused record for each refusal, within the
// audit rate bound of the session that asked (audit.MaxRate a minute,
// shared with that session's commands); the refusals of programs that
// sent no proxy token, whose session the daemon cannot know, share one
// bound of their own. A command that asks for thousands of destinations
// costs the log no more than its session may write: past the bound one
// record says so, and further refusals are counted, not logged, until
// the window ends. Then one record says how many were not logged and
// between which times: before the bound's next record, or when the
// window ends, whichever comes first. A session past its bound has its
// next command held as audit_rate, as any session past the bound has.
type refusalLog struct {
	cfg    *config.Config
	log    *audit.Log
	now    func() time.Time
	user   string
	stderr io.Writer
	// after runs f after d; nil is time.AfterFunc.
	after func(d time.Duration, f func())

	mu sync.Mutex
	// noted is when each session's passing of the bound was logged.
	noted map[string]time.Time
	// unlogged are the refusals each bound kept out of the log.
	unlogged map[string]*unlogged
}

// unlogged counts the refusals a bound kept out of the log.
type unlogged struct {
	n           int
	first, last time.Time
	// origin is the last of them, whose session and agent the summary
	// names.
	origin egress.Origin
}

// refusalLogger returns the daemon's refusal logger.
func refusalLogger(cfg *config.Config, getenv func(string) string, stderr io.Writer, now func() time.Time) func(Refusal, egress.Origin) {
	return newRefusalLog(cfg, getenv, stderr, now).refused
}

func newRefusalLog(cfg *config.Config, getenv func(string) string, stderr io.Writer, now func() time.Time) *refusalLog {
	user := getenv("USER")
	if user == "" {
		user = "uid:" + strconv.Itoa(os.Getuid())
	}
	return &refusalLog{cfg: cfg, log: auditlog.Open(cfg, now, auditlog.GateKey(cfg)), now: now, user: user, stderr: stderr,
		noted: map[string]time.Time{}, unlogged: map[string]*unlogged{}}
}

// bound is the session whose rate bound a refusal counts against.
func bound(o egress.Origin) string {
	if o.Session == "" {
		return unregistered
	}
	return o.Session
}

func (l *refusalLog) refused(ref Refusal, o egress.Origin) {
	session := bound(o)
	rec := audit.Record{
		Event: audit.EventNetworkRefused, Command: o.Command, Cwd: o.Cwd,
		Dest: ref.Dest.Host, Port: ref.Dest.Port, Decision: o.Decision, Reason: ref.Reason,
		Pid: os.Getpid(), Ppid: os.Getppid(), User: l.user, Agent: o.Agent, Session: o.Session,
	}
	now := l.now()
	meter := auditlog.Meter(l.cfg, session)
	if meter.Over(now) {
		l.mu.Lock()
		last, seen := l.noted[session]
		if seen && now.Sub(last) < audit.RateWindow {
			first := l.count(session, o, now)
			l.mu.Unlock()
			if first {
				l.later(session, audit.RateWindow)
			}
			return
		}
		if len(l.noted) > maxNoted {
			clear(l.noted)
		}
		l.noted[session] = now
		l.mu.Unlock()
		who := "this session"
		if session == unregistered {
			who = "programs that sent no gatesh proxy token"
		}
		rec.Reason += fmt.Sprintf("; %s wrote over %d MiB to the audit log in the last minute: further refusals are counted, not logged, until the minute is over", who, audit.MaxRate>>20)
	} else {
		l.flush(session, now)
	}
	l.append(rec, meter)
}

// count adds a refusal the bound kept out of the log, and reports
// whether it is the first of its session's count, whose summary is then
// to be written when the window ends. l.mu is held.
func (l *refusalLog) count(session string, o egress.Origin, now time.Time) (first bool) {
	u := l.unlogged[session]
	if u == nil {
		if len(l.unlogged) > maxNoted {
			return false // flooded from more sessions than it remembers
		}
		u = &unlogged{first: now}
		l.unlogged[session] = u
		first = true
	}
	u.n++
	u.last, u.origin = now, o
	return first
}

// later flushes session's count after d, or later again while its bound
// still holds.
func (l *refusalLog) later(session string, d time.Duration) {
	after := l.after
	if after == nil {
		after = func(d time.Duration, f func()) { time.AfterFunc(d, f) }
	}
	after(d, func() {
		now := l.now()
		if auditlog.Meter(l.cfg, session).Over(now) {
			l.mu.Lock()
			_, pending := l.unlogged[session]
			l.mu.Unlock()
			if pending {
				l.later(session, audit.RateWindow/4)
			}
			return
		}
		l.flush(session, now)
	})
}

// flush writes the summary of the refusals session's bound kept out of
// the log, if any.
func (l *refusalLog) flush(session string, now time.Time) {
	l.mu.Lock()
	u := l.unlogged[session]
	delete(l.unlogged, session)
	l.mu.Unlock()
	if u == nil {
		return
	}
	o := u.origin
	who := "of this session"
	if session == unregistered {
		o = egress.Origin{Command: o.Command}
		who = "of programs that sent no gatesh proxy token"
	}
	rec := audit.Record{
		Event: audit.EventNetworkRefused, Command: o.Command, Cwd: o.Cwd, Decision: o.Decision,
		Reason: fmt.Sprintf("%d refusal%s %s not logged between %s and %s: past the audit log's rate bound", u.n, plural(u.n), who,
			u.first.UTC().Format(time.RFC3339Nano), u.last.UTC().Format(time.RFC3339Nano)),
		Pid: os.Getpid(), Ppid: os.Getppid(), User: l.user, Agent: o.Agent, Session: o.Session,
	}
	l.append(rec, auditlog.Meter(l.cfg, session))
}

func (l *refusalLog) append(rec audit.Record, meter *audit.Meter) {
	log := *l.log
	log.Meter = meter
	if _, err := log.Append(rec); err != nil {
		fmt.Fprintf(l.stderr, "gatesh-net: cannot log a refusal of %s: %v\n", rec.Dest, err)
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
