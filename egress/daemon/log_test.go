package daemon

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/egress"
)

// refusalRecords reads the network_refused records of the log.
func refusalRecords(t *testing.T, path string) []audit.Record {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var recs []audit.Record
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r audit.Record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if r.Event == audit.EventNetworkRefused {
			recs = append(recs, r)
		}
	}
	return recs
}

var unloggedSummary = regexp.MustCompile(`^(\d+) refusals? (of this session|of programs that sent no gatesh proxy token) not logged between (\S+) and (\S+): past the audit log's rate bound$`)

// A bound that keeps refusals out of the log says afterwards how many and
// when: on its next record, or when the window ends with none (G6). Each
// session's refusals have their own bound; those of programs that sent no
// token share one.
func TestRefusalsPastTheBoundAreCounted(t *testing.T) {
	for _, c := range []struct {
		name    string
		origin  egress.Origin
		who     string
		nextRec bool // the summary comes with the next refusal, else with the window's end
	}{
		{"no token, next record", egress.Origin{Command: "(a program that sent no gatesh proxy token)"}, "of programs that sent no gatesh proxy token", true},
		{"no token, window end", egress.Origin{Command: "(a program that sent no gatesh proxy token)"}, "of programs that sent no gatesh proxy token", false},
		{"a session, window end", egress.Origin{Command: "python3 flood.py", Session: "s1", Decision: "d1"}, "of this session", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg := config.Defaults(t.TempDir())
			clock := time.Date(2026, 12, 5, 10, 0, 0, 0, time.UTC)
			var timers []func()
			l := newRefusalLog(cfg, func(string) string { return "op" }, io.Discard, func() time.Time { return clock })
			l.after = func(_ time.Duration, f func()) { timers = append(timers, f) }
			// A host name as long as a field may be: about 4 KB a record.
			long := strings.Repeat("x", 4000)
			host := func(i int) string { return fmt.Sprintf("h%d.%s", i, long) }
			refuse := func(i int) {
				l.refused(Refusal{Dest: egress.Dest{Host: host(i), Port: 443}, Reason: "not in the allowlist"}, c.origin)
			}
			// The bound is 4 MiB: about a thousand such records.
			const flood = 1500
			for i := range flood {
				refuse(i)
				clock = clock.Add(10 * time.Millisecond)
			}
			recs := refusalRecords(t, cfg.AuditPath)
			logged := len(recs)
			if logged == 0 || logged >= flood {
				t.Fatalf("%d of %d refusals logged", logged, flood)
			}
			if !strings.Contains(recs[logged-1].Reason, "further refusals are counted, not logged") {
				t.Errorf("the last record before the bound: %q", recs[logged-1].Reason)
			}
			// A session's refusals count against it; another session's
			// bound is untouched.
			other := egress.Origin{Command: "curl x", Session: "other"}
			l.refused(Refusal{Dest: egress.Dest{Host: "other.example", Port: 443}, Reason: "not allowed"}, other)
			if n := len(refusalRecords(t, cfg.AuditPath)); n != logged+1 {
				t.Fatalf("another session's refusal: %d records, want %d", n, logged+1)
			}
			clock = clock.Add(audit.RateWindow)
			if c.nextRec {
				refuse(flood)
			} else {
				if len(timers) != 1 {
					t.Fatalf("%d timers for the window's end, want 1", len(timers))
				}
				timers[0]()
			}
			recs = refusalRecords(t, cfg.AuditPath)
			summary := recs[logged+1]
			m := unloggedSummary.FindStringSubmatch(summary.Reason)
			if m == nil || m[2] != c.who {
				t.Fatalf("the record after the window: %+v", summary)
			}
			if want := fmt.Sprint(flood - logged); m[1] != want {
				t.Errorf("the summary counts %s refusals, want %s", m[1], want)
			}
			if summary.Session != c.origin.Session || summary.Decision != c.origin.Decision {
				t.Errorf("the summary names session %q decision %q", summary.Session, summary.Decision)
			}
			if c.nextRec && (len(recs) != logged+3 || recs[logged+2].Dest != host(flood)) {
				t.Errorf("the next refusal is not logged after the summary: %d records", len(recs))
			}
			if !c.nextRec && len(recs) != logged+2 {
				t.Errorf("%d records after the window's end, want %d", len(recs), logged+2)
			}
			// Written once.
			for _, f := range timers {
				f()
			}
			refuse(flood + 1)
			n := 0
			for _, r := range refusalRecords(t, cfg.AuditPath) {
				if unloggedSummary.MatchString(r.Reason) {
					n++
				}
			}
			if n != 1 {
				t.Errorf("%d summaries, want 1", n)
			}
		})
	}
}
