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
// shared with that session's commands). A command that asks for thousands
// of destinations costs the log no more than its session may write; past
// the bound one record says so, and the refusals go unlogged until the
// window ends. Its session's next command is held as audit_rate, as any
// session past the bound is.
type refusalLog struct {
	cfg    *config.Config
	log    *audit.Log
	now    func() time.Time
	user   string
	stderr io.Writer

	mu sync.Mutex
	// noted is when each session's passing of the bound was logged.
	noted map[string]time.Time
}

// refusalLogger returns the daemon's refusal logger.
func refusalLogger(cfg *config.Config, getenv func(string) string, stderr io.Writer, now func() time.Time) func(Refusal, egress.Origin) {
	user := getenv("USER")
	if user == "" {
		user = "uid:" + strconv.Itoa(os.Getuid())
	}
	l := &refusalLog{cfg: cfg, log: auditlog.Open(cfg, now, auditlog.GateKey(cfg)), now: now, user: user, stderr: stderr,
		noted: map[string]time.Time{}}
	return l.refused
}

func (l *refusalLog) refused(ref Refusal, o egress.Origin) {
	session := o.Session
	if session == "" {
		session = unregistered
	}
	rec := audit.Record{
		Event: audit.EventNetworkRefused, Command: o.Command, Cwd: o.Cwd,
		Dest: ref.Dest.Host, Port: ref.Dest.Port, Decision: o.Decision, Reason: ref.Reason,
		Pid: os.Getpid(), Ppid: os.Getppid(), User: l.user, Agent: o.Agent, Session: o.Session,
	}
	meter := auditlog.Meter(l.cfg, session)
	if now := l.now(); meter.Over(now) {
		l.mu.Lock()
		last, seen := l.noted[session]
		if seen && now.Sub(last) < audit.RateWindow {
			l.mu.Unlock()
			return
		}
		if len(l.noted) > maxNoted {
			clear(l.noted)
		}
		l.noted[session] = now
		l.mu.Unlock()
		rec.Reason += fmt.Sprintf("; this session wrote over %d MiB to the audit log in the last minute: its further refusals are not logged until the minute is over", audit.MaxRate>>20)
	}
	log := *l.log
	log.Meter = meter
	if _, err := log.Append(rec); err != nil {
		fmt.Fprintf(l.stderr, "gatesh-net: cannot log a refusal of %s: %v\n", ref.Dest, err)
	}
}
