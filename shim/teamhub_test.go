package shim

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	collogs "go.opentelemetry.io/proto/otlp/collector/logs/v1"
	commonpb "go.opentelemetry.io/proto/otlp/common/v1"
	"google.golang.org/protobuf/proto"

	gateshhub "gatesh/hub"
	"gatesh/internal/pgtest"
	"gatesh/internal/waitfor"
	"gatesh/team"
	"gatesh/teamapi"
	"gatesh/teamstate"
)

// teamHub is gatesh-hub on a PostgreSQL of the test's own.
type teamHub struct {
	t        *testing.T
	dsn, url string
	key      string
}

func (h *teamHub) run(args ...string) string {
	h.t.Helper()
	var out, errOut strings.Builder
	if st := gateshhub.Main(append([]string{"gatesh-hub"}, args...), &out, &errOut, func(string) string { return "" }); st != 0 {
		h.t.Fatalf("gatesh-hub %s: %d\n%s%s", strings.Join(args, " "), st, out.String(), errOut.String())
	}
	return out.String()
}

type lockedLog struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}
func (l *lockedLog) String() string { l.mu.Lock(); defer l.mu.Unlock(); return l.b.String() }

func startTeamHub(t *testing.T) *teamHub {
	t.Helper()
	if testing.Short() {
		t.Skip("starts PostgreSQL")
	}
	pg := pgtest.New(t)
	h := &teamHub{t: t, dsn: pg.NewDB(t), key: filepath.Join(t.TempDir(), "team.key")}
	h.run("keygen", "--out", h.key)
	h.run("migrate", "--db", h.dsn, "--team-key", h.key)
	ctx, cancel := context.WithCancel(context.Background())
	log := &lockedLog{}
	done := make(chan int, 1)
	go func() {
		done <- gateshhub.Run(ctx, []string{"gatesh-hub", "serve", "--db", h.dsn, "--team-key", h.key, "--listen", "127.0.0.1:0", "--ping", "200ms"},
			log, log, func(string) string { return "" })
	}()
	t.Cleanup(func() {
		cancel()
		ends(t, "gatesh-hub stops once its context ends", func() { <-done })
	})
	re := regexp.MustCompile(`serving (http://[0-9.:]+)`)
	until(t, "gatesh-hub serves", func() bool {
		if m := re.FindStringSubmatch(log.String()); m != nil {
			h.url = m[1]
			return true
		}
		return false
	})
	return h
}

// until polls cond until it holds, failing at the test's own deadline:
// it bounds a hang and asserts nothing about speed.
func until(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := waitfor.Deadline(t)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("never: %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// ends waits for wait to return, failing at the test's own deadline if
// it has not: a shutdown that sticks fails the test rather than hang it.
func ends(t *testing.T, what string, wait func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Until(waitfor.Deadline(t))):
		t.Errorf("never: %s", what)
	}
}

// teamCmd runs `gatesh team ARGS` in env and returns its output and status.
func teamCmd(ctx context.Context, env []string, stdin string, args ...string) (string, int) {
	var out strings.Builder
	st := team.Run(ctx, args, strings.NewReader(stdin), &out, &out, env)
	return out.String(), st
}

// approverEnv is a person's laptop signed in to h with a token.
func approverEnv(t *testing.T, h *teamHub, pat string) []string {
	t.Helper()
	dir := t.TempDir()
	env := []string{"HOME=" + dir, "GATESH_HOME=" + filepath.Join(dir, ".gatesh")}
	if out, st := teamCmd(context.Background(), env, pat+"\n", "login", h.url, "--token", "-"); st != 0 {
		t.Fatalf("login: %d\n%s", st, out)
	}
	return env
}

// stateOf is g's team state as its sync wrote it.
func stateOf(g *gateshEnv) teamapi.State {
	s, _ := teamstate.ReadState(teamstate.Path(g.home, teamstate.StateFile))
	return s
}

// TestTeamPolicyAgainstTheRealHub: two machines joined to gatesh-hub on a
// real PostgreSQL, their syncs running, and the team's policy pushed and
// changed from the hub: a team rule holds what the machines' own rules
// pass and the operator's file cannot lower it; a [require] breach holds
// everything; quorum 2 takes two distinct approvers, none the requester;
// the stop holds a green command on both machines until resume; a shadow
// policy records its differences and changes no outcome; and an OTLP
// receiver gets every audit record with the documented attributes.
func TestTeamPolicyAgainstTheRealHub(t *testing.T) {
	h := startTeamHub(t)
	// Every call to the hub, the syncs and the queries of its database
	// end by the test's own deadline.
	ctx, cancel := context.WithDeadline(context.Background(), waitfor.Deadline(t))
	var syncs sync.WaitGroup
	defer func() { cancel(); ends(t, "the syncs stop once their context ends", syncs.Wait) }()
	pat := func(args ...string) string {
		out := strings.TrimSpace(h.run(append(args, "--token", "--db", h.dsn)...))
		return out[strings.LastIndex(out, "\n")+1:]
	}
	alice := approverEnv(t, h, pat("member", "add", "alice@example.com", "--role", "admin"))
	bob := approverEnv(t, h, pat("member", "add", "bob@example.com", "--role", "approver"))
	carol := approverEnv(t, h, pat("member", "add", "carol@example.com", "--role", "approver"))
	dev := approverEnv(t, h, pat("member", "add", "dev@example.com", "--role", "approver", "--login", loginName()))

	machines := []*gateshEnv{newGateshEnv(t), newGateshEnv(t)}
	var restore2 func()
	for i, g := range machines {
		tok := strings.TrimSpace(h.run("enrol", "--db", h.dsn, "--group", "ci"))
		if out, st := teamCmd(ctx, g.env, "", "join", h.url, "--token", tok, "--name", []string{"box-a", "box-b"}[i]); st != 0 {
			t.Fatalf("join: %d\n%s", st, out)
		}
		if s := stateOf(g); s.Signature == "" {
			t.Fatalf("join wrote no signed state: %+v", s)
		}
		if i == 1 {
			// g2's operator sets a longer wait than the team will allow.
			cfg2 := filepath.Join(g.home, "config.toml")
			old2, err := os.ReadFile(cfg2)
			must(t, err)
			must(t, os.WriteFile(cfg2, append([]byte("[hold]\nwait = \"10m\"\n\n"), old2...), 0o644))
			restore2 = func() { must(t, os.WriteFile(cfg2, old2, 0o644)) }
		}
		log := &lockedLog{}
		syncs.Go(func() { team.Run(ctx, []string{"sync"}, strings.NewReader(""), log, log, g.env) })
		t.Cleanup(func() {
			if t.Failed() {
				t.Logf("sync of %s:\n%s", g.home, log)
			}
		})
	}
	g1, g2 := machines[0], machines[1]
	if out, _, st := g1.run(t, "-c", "echo deploy-now"); st != 0 || out != "deploy-now\n" {
		t.Fatalf("before the team's policy: %d %q", st, out)
	}

	// A team rule, with its own quorum, and a maximum hold.wait.
	policy := filepath.Join(t.TempDir(), "policy.toml")
	must(t, os.WriteFile(policy, []byte(deployPolicy+"quorum = 2\n\n[require]\nmax_hold_wait = \"30s\"\n"), 0o644))
	if out := h.run("policy", "push", policy, "--db", h.dsn, "--team-key", h.key); !strings.Contains(out, "policy version 1 for group *") {
		t.Fatalf("push: %s", out)
	}
	for _, g := range machines {
		until(t, "the policy reaches the machine", func() bool { return stateOf(g).PolicyVersion == "1" })
	}
	out, errOut, st := g1.run(t, "-c", "echo deploy-now")
	if st != ExitHeld || out != "" || !strings.Contains(errOut, "gatesh: held: team-deploy: deploys from a laptop") {
		t.Fatalf("the team rule on g1: %d %q\n%s", st, out, errOut)
	}
	id := regexp.MustCompile(`request ([a-z2-7]{13})`).FindStringSubmatch(errOut)
	if id == nil {
		t.Fatalf("no request id:\n%s", errOut)
	}
	// The operator's file on g1 cannot lower the team's rule.
	ops := filepath.Join(g1.home, "rules.toml")
	must(t, os.WriteFile(ops, []byte("[[rule]]\nid = \"team-deploy\"\ndisabled = true\n"), 0o644))
	if _, errOut, st := g1.run(t, "-c", "echo deploy-now"); st != ExitHeld || !strings.Contains(errOut, "rules_error") || !strings.Contains(errOut, "the team's rules can only be raised") {
		t.Fatalf("a local rule lowering the team's: %d\n%s", st, errOut)
	}
	must(t, os.Remove(ops))
	// g2 breaks [require]: everything is held, and it says why.
	out, errOut, st = g2.run(t, "-c", "echo green")
	if st != ExitHeld || out != "" || !strings.Contains(errOut, `gatesh: held: team_require: this machine's settings break the team's policy v1: config.toml sets hold.wait = "10m0s", where the team requires at most 30s`) {
		t.Fatalf("the [require] breach on g2: %d %q\n%s", st, out, errOut)
	}
	restore2()
	if out, _, st := g2.run(t, "-c", "echo green"); st != 0 || out != "green\n" {
		t.Fatalf("g2 once it holds [require]: %d %q", st, out)
	}

	// Quorum 2: two distinct approvers, neither of them the requester.
	var tr teamapi.TeamRequest
	until(t, "the hub has the request", func() bool {
		out, st := teamCmd(ctx, bob, "", "show", id[1], "--json")
		return st == 0 && json.Unmarshal([]byte(out), &tr) == nil
	})
	if tr.Quorum != 2 {
		t.Fatalf("the request's quorum at the hub: %d", tr.Quorum)
	}
	if out, st := teamCmd(ctx, dev, "", "approve", id[1]); st == 0 || !strings.Contains(out, "nobody decides their own request") {
		t.Fatalf("the requester's approval: %d\n%s", st, out)
	}
	if out, st := teamCmd(ctx, bob, "", "approve", id[1]); st != 0 || !strings.Contains(out, "it needs 2 approvers, 1 so far") {
		t.Fatalf("bob's approval: %d\n%s", st, out)
	}
	if out, st := teamCmd(ctx, bob, "", "approve", id[1]); st == 0 || !strings.Contains(out, "has approved request") {
		t.Fatalf("bob's second approval: %d\n%s", st, out)
	}
	if out, st := teamCmd(ctx, bob, "", "show", id[1]); st != 0 || !strings.Contains(out, "quorum   2 approvers; 1 approved so far") {
		t.Fatalf("show: %d\n%s", st, out)
	}
	if _, _, st := g1.run(t, "-c", "echo deploy-now"); st != ExitHeld {
		t.Fatalf("ran on one approval of two: %d", st)
	}
	if out, st := teamCmd(ctx, carol, "", "approve", id[1]); st != 0 || !strings.Contains(out, "approved request "+id[1]) {
		t.Fatalf("carol's approval: %d\n%s", st, out)
	}
	reqFile := filepath.Join(g1.home, "queue", id[1]+".json")
	until(t, "the team's approval reaches g1", func() bool {
		data, _ := os.ReadFile(reqFile)
		return strings.Contains(string(data), `"via": "team"`)
	})
	if out, errOut, st := g1.run(t, "-c", "echo deploy-now"); st != 0 || out != "deploy-now\n" || !strings.Contains(errOut, "by bob@example.com, carol@example.com (the team)") {
		t.Fatalf("after two approvals: %d %q\n%s", st, out, errOut)
	}
	// Any one rejection rejects.
	_, errOut, _ = g1.run(t, "-c", "echo deploy-now again")
	id2 := regexp.MustCompile(`request ([a-z2-7]{13})`).FindStringSubmatch(errOut)
	if id2 == nil {
		t.Fatalf("no second request:\n%s", errOut)
	}
	until(t, "the hub has the second request", func() bool { _, st := teamCmd(ctx, bob, "", "show", id2[1]); return st == 0 })
	if out, st := teamCmd(ctx, bob, "", "approve", id2[1]); st != 0 {
		t.Fatalf("approve: %s", out)
	}
	if out, st := teamCmd(ctx, carol, "", "reject", id2[1], "--reason", "not today"); st != 0 || !strings.Contains(out, "rejected request") {
		t.Fatalf("reject: %d\n%s", st, out)
	}

	// The stop holds a green command on both machines until resume.
	if out, st := teamCmd(ctx, bob, "", "stop", "--reason", "drill"); st == 0 || !strings.Contains(out, "needs the admin role") {
		t.Fatalf("a stop by an approver: %d\n%s", st, out)
	}
	if out, st := teamCmd(ctx, alice, "", "stop", "--reason", "drill"); st != 0 || !strings.Contains(out, "in force: group * stopped by alice@example.com") {
		t.Fatalf("stop: %d\n%s", st, out)
	}
	for _, g := range machines {
		until(t, "the stop reaches the machine", func() bool { return stateOf(g).Stopped })
		out, errOut, st := g.run(t, "-c", "echo green")
		if st != ExitHeld || out != "" || !strings.Contains(errOut, `gatesh: held: team_stop: the team stopped every command on the machines of group ci: "drill" (alice@example.com`) {
			t.Fatalf("a green command under the stop: %d %q\n%s", st, out, errOut)
		}
	}
	if out, st := teamCmd(ctx, alice, "", "resume"); st != 0 {
		t.Fatalf("resume: %d\n%s", st, out)
	}
	for _, g := range machines {
		until(t, "the resume reaches the machine", func() bool { return !stateOf(g).Stopped })
		if out, _, st := g.run(t, "-c", "echo green"); st != 0 || out != "green\n" {
			t.Fatalf("after resume: %d %q", st, out)
		}
	}

	// Shadow: a stricter policy beside the live one changes no outcome
	// and records what it would have decided.
	shadow := filepath.Join(t.TempDir(), "shadow.toml")
	must(t, os.WriteFile(shadow, []byte(deployPolicy+`
[[rule]]
id = "team-shadowed"
tier = "red"
reason = "would hold it"
command = ["echo"]
args = ["shadowed"]
`), 0o644))
	if out := h.run("policy", "push", shadow, "--shadow", "--db", h.dsn, "--team-key", h.key); !strings.Contains(out, "in shadow") {
		t.Fatalf("shadow push: %s", out)
	}
	for _, g := range machines {
		until(t, "the shadow reaches the machine", func() bool { s := stateOf(g); return s.ShadowVersion == "2" && s.PolicyVersion == "1" })
		if out, _, st := g.run(t, "-c", "echo shadowed"); st != 0 || out != "shadowed\n" {
			t.Fatalf("the shadow changed an outcome: %d %q", st, out)
		}
	}
	var diff teamapi.ShadowDiff
	until(t, "the hub counts the shadow's differences", func() bool {
		out, st := teamCmd(ctx, bob, "", "diff", "--json", "--version", "2")
		return st == 0 && json.Unmarshal([]byte(out), &diff) == nil && diff.Total == 2
	})
	if len(diff.Rules) != 1 || diff.Rules[0].Rule != "team-shadowed" || diff.Rules[0].Count != 2 || diff.Rules[0].WouldHold != 2 ||
		diff.Changes[0].Command != "echo shadowed" || diff.Changes[0].Tier != "green" || diff.Changes[0].ShadowTier != "red" {
		t.Fatalf("diff: %+v", diff)
	}
	if out, st := teamCmd(ctx, bob, "", "diff", "--version", "2"); st != 0 || !strings.Contains(out, "2  team-shadowed (2 would be held rather than run)") {
		t.Fatalf("diff: %d\n%s", st, out)
	}

	// Everything shipped, the syncs stop; an OTLP receiver gets every
	// record the hub holds.
	conn, err := pgx.Connect(ctx, h.dsn)
	must(t, err)
	defer conn.Close(context.Background())
	for _, g := range machines {
		lines := 0
		data, _ := os.ReadFile(filepath.Join(g.home, "audit.jsonl"))
		lines = strings.Count(string(data), "\n")
		until(t, "the hub holds the machine's whole log", func() bool {
			var n int
			conn.QueryRow(ctx, `SELECT count(*) FROM audit_lines a JOIN machines m ON m.id = a.machine WHERE m.id = $1`, machineOf(g)).Scan(&n)
			return n == lines
		})
	}
	cancel()
	ends(t, "the syncs stop once their context ends", syncs.Wait)
	afterSync, stopQueries := context.WithDeadline(context.Background(), waitfor.Deadline(t))
	defer stopQueries()
	recv := newOTLPReceiver(t)
	h.run("audit", "export", "--db", h.dsn, "--otlp-endpoint", recv.url+"/v1/logs", "--settle", "0s")
	type key struct {
		machine string
		seq     int64
	}
	want := map[key]string{}
	rows, err := conn.Query(afterSync, `SELECT machine, seq, line FROM audit_lines`)
	must(t, err)
	for rows.Next() {
		var k key
		var line string
		must(t, rows.Scan(&k.machine, &k.seq, &line))
		want[k] = line
	}
	var hubEvents int
	must(t, conn.QueryRow(afterSync, `SELECT count(*) FROM hub_events`).Scan(&hubEvents))
	got := recv.records()
	seen := map[key]bool{}
	hubSeen := 0
	for _, r := range got {
		switch r.attrs["gatesh.source"] {
		case "machine":
			k := key{r.attrs["gatesh.machine.id"].(string), r.attrs["gatesh.audit.seq"].(int64)}
			if want[k] != r.body || seen[k] {
				t.Errorf("record %v: body %q, want %q (seen before %v)", k, r.body, want[k], seen[k])
			}
			seen[k] = true
			for _, a := range []string{"gatesh.team", "gatesh.machine.name", "gatesh.machine.group", "gatesh.event", "gatesh.record.id"} {
				if r.attrs[a] == nil {
					t.Errorf("record %v lacks %s: %v", k, a, r.attrs)
				}
			}
			if r.attrs["gatesh.event"] == "decision" && (r.attrs["gatesh.verdict"] == nil || r.attrs["gatesh.command"] == nil) {
				t.Errorf("decision record %v lacks its verdict or command: %v", k, r.attrs)
			}
		case "hub":
			hubSeen++
			if r.attrs["gatesh.hub.actor"] == nil || r.attrs["gatesh.hub.action"] == nil || r.attrs["gatesh.hub.outcome"] == nil {
				t.Errorf("hub record lacks actor, action or outcome: %v", r.attrs)
			}
		default:
			t.Errorf("a record of no source: %v", r.attrs)
		}
	}
	if len(seen) != len(want) || hubSeen != hubEvents {
		t.Fatalf("the receiver got %d of %d machine records and %d of %d hub records", len(seen), len(want), hubSeen, hubEvents)
	}
	// The policy version and the shadow's verdict are attributes too.
	var policyAttr, shadowAttr bool
	for _, r := range got {
		policyAttr = policyAttr || r.attrs["gatesh.policy.version"] == "1"
		shadowAttr = shadowAttr || r.attrs["gatesh.shadow.tier"] == "red"
	}
	if !policyAttr || !shadowAttr {
		t.Errorf("policy version seen %v, shadow tier seen %v", policyAttr, shadowAttr)
	}
	t.Logf("OTLP: %d records (%d machine lines, %d hub events); %d shadow changes", len(got), len(want), hubEvents, diff.Total)
}

// machineOf is g's machine id at the hub.
func machineOf(g *gateshEnv) string { return stateOf(g).Machine }

// otlpReceiver is an OTLP/HTTP logs endpoint built on the official
// protocol types: it decodes each export request and answers as a
// collector does.
type otlpReceiver struct {
	url  string
	mu   sync.Mutex
	recs []otlpRecord
}

type otlpRecord struct {
	body  string
	attrs map[string]any
}

func newOTLPReceiver(t *testing.T) *otlpReceiver {
	r := &otlpReceiver{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, err := io.ReadAll(req.Body)
		var msg collogs.ExportLogsServiceRequest
		if err != nil || req.URL.Path != "/v1/logs" || req.Header.Get("Content-Type") != "application/x-protobuf" || proto.Unmarshal(body, &msg) != nil {
			http.Error(w, "bad export", http.StatusBadRequest)
			return
		}
		r.mu.Lock()
		for _, rl := range msg.ResourceLogs {
			res := map[string]any{}
			for _, kv := range rl.GetResource().GetAttributes() {
				res[kv.Key] = value(kv.Value)
			}
			for _, sl := range rl.ScopeLogs {
				for _, lr := range sl.LogRecords {
					attrs := map[string]any{"resource.service.name": res["service.name"]}
					for _, kv := range lr.Attributes {
						attrs[kv.Key] = value(kv.Value)
					}
					r.recs = append(r.recs, otlpRecord{body: lr.GetBody().GetStringValue(), attrs: attrs})
				}
			}
		}
		r.mu.Unlock()
		out, _ := proto.Marshal(&collogs.ExportLogsServiceResponse{})
		w.Header().Set("Content-Type", "application/x-protobuf")
		w.Write(out)
	}))
	t.Cleanup(srv.Close)
	r.url = srv.URL
	return r
}

func value(v *commonpb.AnyValue) any {
	switch x := v.GetValue().(type) {
	case *commonpb.AnyValue_StringValue:
		return x.StringValue
	case *commonpb.AnyValue_IntValue:
		return x.IntValue
	case *commonpb.AnyValue_ArrayValue:
		var out []string
		for _, e := range x.ArrayValue.Values {
			out = append(out, e.GetStringValue())
		}
		return out
	}
	return nil
}

func (r *otlpReceiver) records() []otlpRecord {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]otlpRecord(nil), r.recs...)
}
