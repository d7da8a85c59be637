package team

import (
	"context"
	"encoding/json"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"gatesh/team/teamtest"
	"gatesh/teamapi"
)

// TestLoginDeviceFlow: the device login polls while the person has not
// confirmed, then keeps the session 0600.
func TestLoginDeviceFlow(t *testing.T) {
	hub := teamtest.New(t)
	hub.SetDevicePolls(3)
	polls := 0
	a := newMachine(t, "carol")
	a.e.sleep = func(ctx context.Context, d time.Duration) bool {
		if d < time.Second {
			t.Errorf("polled after %s: the hub asked for 1s", d)
		}
		polls++
		return true
	}
	a.mustRun("login", hub.URL())
	if polls != 4 {
		t.Errorf("%d polls, want 4 (three pending, then the token)", polls)
	}
	out := a.stdout.String()
	if !strings.Contains(out, "enter the code WDJB-MJHT") || !strings.Contains(out, "signed in to "+hub.URL()+" as carol@example.com") {
		t.Errorf("stdout: %s", out)
	}
	info, err := os.Stat(sessionPath(a.home))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("session file: %v %v", info, err)
	}
	a.mustRun("pending")
	if !strings.Contains(a.stdout.String(), "no requests waiting") {
		t.Errorf("pending: %s", a.stdout)
	}
	// A session file others may read is refused, as ssh refuses a key.
	os.Chmod(sessionPath(a.home), 0o644)
	if code := a.run("pending"); code != exitFailed || !strings.Contains(a.stderr.String(), "others could vote as you") {
		t.Errorf("readable session: exit %d: %s", code, a.stderr)
	}
}

func TestLoginRefusals(t *testing.T) {
	hub := teamtest.New(t)
	a := newMachine(t, "x")
	if code := a.run("login", "http://hub.example.com", "--token", "t"); code != exitFailed || !strings.Contains(a.stderr.String(), "not an https:// URL") {
		t.Errorf("plain http: exit %d: %s", code, a.stderr)
	}
	if code := a.run("login", hub.URL(), "--token", "wrong"); code != exitFailed ||
		!strings.Contains(a.stderr.String(), "did not accept the token: the hub answered 401 Unauthorized") {
		t.Errorf("wrong token: exit %d: %s", code, a.stderr)
	}
	if a.exists("team/approver.json") {
		t.Error("a refused login saved a session")
	}
	if code := a.run("pending"); code != exitFailed || !strings.Contains(a.stderr.String(), "gatesh: hint: sign in first: gatesh team login URL") {
		t.Errorf("pending without a session: exit %d: %s", code, a.stderr)
	}
	// A token read from stdin stays out of the process list.
	hub.AddMember("bob@example.com", "pat-bob")
	a.e.stdin = strings.NewReader("pat-bob\n")
	a.mustRun("login", hub.URL(), "--token", "-")
	// The hub forgets the token: the next call says to sign in again.
	hub.RemoveMember("pat-bob")
	if code := a.run("pending"); code != exitFailed || !strings.Contains(a.stderr.String(), "gatesh: hint: the session expired or was revoked: gatesh team login "+hub.URL()) {
		t.Errorf("revoked token: exit %d: %s", code, a.stderr)
	}
}

// TestPendingJSONContract: gatesh team pending --json prints the objects
// of gatesh pending --json, plus machine.
func TestPendingJSONContract(t *testing.T) {
	hub := teamtest.New(t)
	hub.AddMember("bob@example.com", "pat-bob")
	m := joined(t, hub, "a", "")
	q, _ := m.queue()
	req := m.hold(q, "git push --force origin main")
	if err := m.syncer(fastOptions()).pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	bob := newMachine(t, "bob")
	bob.mustRun("login", hub.URL(), "--token", "pat-bob")
	bob.mustRun("pending", "--json")
	var items []map[string]any
	if err := json.Unmarshal([]byte(bob.stdout.String()), &items); err != nil || len(items) != 1 {
		t.Fatalf("%v: %s", err, bob.stdout)
	}
	var keys []string
	for k := range items[0] {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	// The contract's fields (DESIGN.md), and machine.
	for _, k := range []string{"id", "command", "cwd", "tier", "rules", "created_at", "expires_at", "status", "machine"} {
		if _, ok := items[0][k]; !ok {
			t.Errorf("field %q missing: %v", k, keys)
		}
	}
	if items[0]["id"] != req.ID || items[0]["machine"] != "m1" || items[0]["status"] != "pending" || items[0]["command"] != "git push --force origin main" {
		t.Errorf("item: %v", items[0])
	}
	rules := items[0]["rules"].([]any)[0].(map[string]any)
	if !reflect.DeepEqual(rules, map[string]any{"id": "git-force-push", "tier": "red", "reason": "rewrites history"}) {
		t.Errorf("rules: %v", rules)
	}
	bob.mustRun("pending")
	if out := bob.stdout.String(); !strings.Contains(out, req.ID+"  m1") || !strings.Contains(out, "git push --force origin main") {
		t.Errorf("table:\n%s", out)
	}
	bob.mustRun("show", req.ID[:5])
	for _, want := range []string{"request  " + req.ID + " on machine m1 (group laptops)", "command  git push --force origin main", "asked by dev through claude-code", "rule     git-force-push (red): rewrites history"} {
		if !strings.Contains(bob.stdout.String(), want) {
			t.Errorf("show lacks %q:\n%s", want, bob.stdout)
		}
	}
	if code := bob.run("show", "ab"); code != exitUsage {
		t.Errorf("a two-letter id: exit %d", code)
	}
	if code := bob.run("approve", "../../x"); code != exitUsage || !strings.Contains(bob.stderr.String(), "is not a request id") {
		t.Errorf("a path for an id: exit %d: %s", code, bob.stderr)
	}
	if code := bob.run("reject", "zzzz"); code != exitFailed || !strings.Contains(bob.stderr.String(), "404 Not Found: no such request") {
		t.Errorf("unknown id: exit %d: %s", code, bob.stderr)
	}
}

// TestTeamLog: the lines the machines shipped, as JSON lines whose line
// is the machine's record exactly, and as text.
func TestTeamLog(t *testing.T) {
	hub := teamtest.New(t)
	hub.AddMember("bob@example.com", "pat-bob")
	m := joined(t, hub, "a", "")
	m.logCommands(3, "cargo test")
	if err := m.syncer(fastOptions()).pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	bob := newMachine(t, "bob")
	bob.mustRun("login", hub.URL(), "--token", "pat-bob")
	bob.mustRun("log", "--json", "--machine", "m1", "--since", "1h")
	lines := strings.Split(strings.TrimSpace(bob.stdout.String()), "\n")
	local := m.localLines()
	if len(lines) != len(local) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), len(local), bob.stdout)
	}
	for i, l := range lines {
		var r teamapi.AuditRecord
		if err := json.Unmarshal([]byte(l), &r); err != nil || r.Line != local[i] || r.Seq != int64(i+1) || r.Machine != "m1" {
			t.Fatalf("line %d: %v %+v", i, err, r)
		}
	}
	bob.mustRun("log")
	if out := bob.stdout.String(); !strings.Contains(out, "m1 #3  decision") || !strings.Contains(out, "cargo test 2") {
		t.Errorf("text:\n%s", out)
	}
	if code := bob.run("log", "--since", "yesterdayish"); code != exitUsage {
		t.Errorf("bad --since: exit %d", code)
	}
}
