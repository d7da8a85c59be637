package report

import (
	"strings"
	"testing"
	"time"

	"gatesh/audit"
)

// Each row: an action, then later commands that take it back (several
// spellings) and commands that do not.
func TestUndoes(t *testing.T) {
	for _, tc := range []struct {
		did      string
		undone   []string
		notUndid []string
	}{
		{"npm install left-pad",
			[]string{"npm uninstall left-pad", "npm rm left-pad", "npm remove left-pad@1.3.0", "cd web && npm un left-pad", "npm uninstall --save left-pad", "npm r left-pad lodash"},
			[]string{"npm uninstall lodash", "npm install left-pad", "yarn remove left-pad", "echo npm uninstall left-pad", "npm test"}},
		{"npm i -D vitest@2", []string{"npm rm vitest"}, []string{"npm rm -D", "npm ls vitest"}},
		{"pnpm add zod", []string{"pnpm remove zod", "pnpm rm zod"}, []string{"npm uninstall zod2"}},
		{"yarn add react", []string{"yarn remove react"}, []string{"yarn add react-dom", "yarn remove react-dom"}},
		{"pip install requests==2.31", []string{"pip uninstall -y requests", "pip3 uninstall requests"}, []string{"pip uninstall httpx", "pip download requests"}},
		{"python -m pip install httpx", []string{"python -m pip uninstall httpx"}, []string{"python -m pip list"}},
		{"cargo add serde", []string{"cargo remove serde"}, []string{"cargo remove tokio", "cargo build"}},
		{"go get golang.org/x/sys@latest", []string{"go get golang.org/x/sys@none"}, []string{"go get golang.org/x/sys@v0.1.0", "go mod tidy"}},
		{"uv add httpx", []string{"uv remove httpx"}, []string{"uv add httpx"}},
		{"alembic upgrade head", []string{"alembic downgrade -1"}, []string{"alembic history"}},
		{"bundle exec rake db:migrate", []string{}, []string{"rake db:migrate"}},
		{"rails db:migrate", []string{"rails db:rollback", "rails db:rollback STEP=2"}, []string{"rails db:migrate", "rails console"}},
		{"goose up", []string{"goose down"}, []string{"goose status"}},
		{"python manage.py migrate shop 0003", []string{"python manage.py migrate shop zero"}, []string{"python manage.py migrate shop 0004"}},
		{"gh pr create --fill", []string{"gh pr close 12"}, []string{"gh pr view 12", "gh issue close 3"}},
	} {
		done := actions(tc.did, false)
		if len(done) == 0 {
			if len(tc.undone) > 0 {
				t.Errorf("%q: not seen as an action", tc.did)
			}
			continue
		}
		for _, u := range tc.undone {
			if !undoes(u, done) {
				t.Errorf("%q should take back %q", u, tc.did)
			}
		}
		for _, u := range tc.notUndid {
			if undoes(u, done) {
				t.Errorf("%q should not take back %q", u, tc.did)
			}
		}
	}
}

// history builds a History from records in order, one second apart.
func history(recs ...audit.Record) *History {
	start := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	var entries []Entry
	for i, r := range recs {
		t := start.Add(time.Duration(i) * time.Second)
		r.TS = t.Format(time.RFC3339Nano)
		entries = append(entries, Entry{Record: r, Time: t, Line: i + 1})
	}
	return Replay(Source{Log: func(yield func(Entry) bool) {
		for _, e := range entries {
			if !yield(e) {
				return
			}
		}
	}}, start.Add(time.Hour))
}

// approvedHolds returns the records of n holds of rule id, each approved
// and run, then one more decided by last ("approved" or "rejected").
func approvedHolds(id string, n int, pid int) []audit.Record {
	rules := []audit.Rule{{ID: id, Tier: "red", Reason: "r"}}
	var out []audit.Record
	for i := range n {
		req := id + "-" + string(rune('a'+i%26)) + string(rune('a'+i/26))
		p := pid + i*2
		out = append(out,
			audit.Record{Event: "decision", Command: "x", Tier: "red", Verdict: "hold", Rules: rules, Pid: p},
			audit.Record{Event: "held", Command: "x", Tier: "red", Rules: rules, Pid: p, Request: req},
			audit.Record{Event: "approved", Command: "x", Tier: "red", Rules: rules, Pid: p + 1, Request: req, User: "alice"},
		)
	}
	return out
}

// A rule that protects gatesh itself is never proposed for lowering, and
// neither is an id that names no rule the operator can change.
func TestSuggestKeepsGateAndSyntheticRules(t *testing.T) {
	var recs []audit.Record
	recs = append(recs, approvedHolds("gate-write", 25, 100)...)
	recs = append(recs, approvedHolds("parse_error", 25, 1000)...)
	recs = append(recs, approvedHolds("git-force-push", 25, 2000)...)
	h := history(recs...)
	o := SuggestOptions{Approvals: 20, Reverts: 3, RevertWithin: time.Hour,
		TierOf: func(id string) (string, bool) {
			switch id {
			case "gate-write", "git-force-push":
				return "red", true
			}
			return "", false
		}}
	ss := Suggest(h, o)
	if len(ss) != 1 || ss[0].Rule != "git-force-push" || ss[0].To != "yellow" {
		t.Fatalf("suggestions %+v, want git-force-push only", ss)
	}
	// Already lowered by the operator: nothing to propose.
	o.TierOf = func(string) (string, bool) { return "yellow", true }
	if ss := Suggest(h, o); len(ss) != 0 {
		t.Fatalf("suggestions %+v for rules no longer red", ss)
	}
}

// The streak is the run of approvals at the end: one rejection among the
// last N stops the suggestion, an older one does not.
func TestSuggestCountsTheLatestRun(t *testing.T) {
	rules := []audit.Rule{{ID: "rm-recursive", Tier: "red", Reason: "r"}}
	rejected := []audit.Record{
		{Event: "held", Rules: rules, Request: "rej", Pid: 1},
		{Event: "rejected", Rules: rules, Request: "rej", Pid: 2, User: "bob"},
	}
	o := SuggestOptions{Approvals: 20, Reverts: 3, RevertWithin: time.Hour}
	old := append(append([]audit.Record{}, rejected...), approvedHolds("rm-recursive", 20, 100)...)
	if ss := Suggest(history(old...), o); len(ss) != 1 || !strings.Contains(ss[0].Evidence[1], "request rej was rejected") {
		t.Fatalf("old rejection: %+v", ss)
	}
	recent := append(approvedHolds("rm-recursive", 20, 100), rejected...)
	if ss := Suggest(history(recent...), o); len(ss) != 0 {
		t.Fatalf("a rejection after the approvals still suggested: %+v", ss)
	}
}

// A decision record is linked to the request its own process held or ran.
func TestReplayLinksCommandsToRequests(t *testing.T) {
	rules := []audit.Rule{{ID: "rm-recursive", Tier: "red"}}
	h := history(
		audit.Record{Event: "decision", Command: "rm -rf a", Verdict: "hold", Tier: "red", Rules: rules, Pid: 10, Ppid: 1},
		audit.Record{Event: "decision", Command: "ls", Verdict: "auto_pass", Tier: "green", Pid: 11, Ppid: 1},
		audit.Record{Event: "held", Command: "rm -rf a", Tier: "red", Rules: rules, Pid: 10, Ppid: 1, Request: "r1"},
		audit.Record{Event: "parked", Command: "rm -rf a", Tier: "red", Rules: rules, Pid: 10, Ppid: 1, Request: "r1"},
		audit.Record{Event: "approved", Command: "rm -rf a", Tier: "red", Rules: rules, Pid: 12, Ppid: 1, Request: "r1", User: "alice"},
		audit.Record{Event: "decision", Command: "rm -rf a", Verdict: "hold", Tier: "red", Rules: rules, Pid: 13, Ppid: 1},
		audit.Record{Event: "used", Command: "rm -rf a", Tier: "red", Rules: rules, Pid: 13, Ppid: 1, Request: "r1"},
		audit.Record{Event: "run", Command: "rm -rf a", Tier: "red", Rules: rules, Pid: 13, Ppid: 1, Request: "r1"},
		// Approved at the terminal prompt: the same process logs it.
		audit.Record{Event: "decision", Command: "rm -rf b", Verdict: "hold", Tier: "red", Rules: rules, Pid: 14, Ppid: 1},
		audit.Record{Event: "approved", Command: "rm -rf b", Tier: "red", Rules: rules, Pid: 14, Ppid: 1, Request: "r2"},
		// A process that logs nothing more after its hold: not linked.
		audit.Record{Event: "decision", Command: "rm -rf c", Verdict: "hold", Tier: "red", Rules: rules, Pid: 15, Ppid: 1},
		audit.Record{Event: "expired", Command: "rm -rf b", Tier: "red", Rules: rules, Pid: 16, Ppid: 1, Request: "r2"},
		// A retry refused at once (its request expired) logs only its
		// decision: linked to the request for the same text and folder.
		audit.Record{Event: "decision", Command: "rm -rf b", Verdict: "hold", Tier: "red", Rules: rules, Pid: 17, Ppid: 1},
	)
	var got []string
	for _, c := range h.Commands {
		got = append(got, c.Command+"="+c.Request)
	}
	want := "rm -rf a=r1,ls=,rm -rf a=r1,rm -rf b=r2,rm -rf c=,rm -rf b=r2"
	if strings.Join(got, ",") != want {
		t.Errorf("links %q, want %q", strings.Join(got, ","), want)
	}
	x := h.Hold("r1")
	if x == nil || x.Outcome != Ran || x.By != "alice" || x.Parks != 1 || x.NoHeld {
		t.Errorf("hold r1 = %+v", x)
	}
}
