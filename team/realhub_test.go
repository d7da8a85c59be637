package team

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	gateshhub "gatesh/hub"
	"gatesh/internal/pgtest"
	"gatesh/keys"
	"gatesh/queue"
	"gatesh/teamapi"
)

// realHub is gatesh-hub serving from a PostgreSQL of the test's own.
type realHub struct {
	t   *testing.T
	dsn string
	url string
}

func (h *realHub) run(args ...string) string {
	h.t.Helper()
	return hubAdmin(h.t, args...)
}

// hubAdmin runs a gatesh-hub command in this process and returns what
// it printed.
func hubAdmin(t testing.TB, args ...string) string {
	t.Helper()
	var out, errOut strings.Builder
	if st := gateshhub.Main(append([]string{"gatesh-hub"}, args...), &out, &errOut, func(string) string { return "" }); st != 0 {
		t.Fatalf("gatesh-hub %s: %d\n%s%s", strings.Join(args, " "), st, out.String(), errOut.String())
	}
	return out.String()
}

func lastLineOf(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

// startRealHub serves gatesh-hub on a database of its own; serveArgs
// come after the defaults and may override them (--listen).
func startRealHub(t *testing.T, serveArgs ...string) *realHub {
	t.Helper()
	if testing.Short() {
		t.Skip("starts PostgreSQL")
	}
	pg := pgtest.New(t)
	h := &realHub{t: t, dsn: pg.NewDB(t)}
	key := filepath.Join(t.TempDir(), "team.key")
	h.run("keygen", "--out", key)
	h.run("migrate", "--db", h.dsn, "--team-key", key)
	ctx, cancel := context.WithCancel(context.Background())
	var mu sync.Mutex
	var log strings.Builder
	w := writerFunc(func(p []byte) (int, error) { mu.Lock(); defer mu.Unlock(); return log.Write(p) })
	done := make(chan int, 1)
	go func() {
		args := append([]string{"gatesh-hub", "serve", "--db", h.dsn, "--team-key", key, "--listen", "127.0.0.1:0", "--ping", "200ms"}, serveArgs...)
		done <- gateshhub.Run(ctx, args, w, w, func(string) string { return "" })
	}()
	t.Cleanup(func() { cancel(); <-done })
	re := regexp.MustCompile(`serving (http://[0-9.:]+)`)
	eventually(t, "gatesh-hub serves", func() bool {
		mu.Lock()
		defer mu.Unlock()
		if m := re.FindStringSubmatch(log.String()); m != nil {
			h.url = m[1]
			return true
		}
		return false
	})
	return h
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

// TestAgainstTheRealHub runs the machine's side and the approver's
// commands against gatesh-hub and PostgreSQL: a join (and the same token
// refused on a second machine), a held command's request and the audit
// log shipped, a self-approval refused in the hub's words, another
// member's approval reaching the waiting queue, the command run once, and
// the hub learning that it ran.
func TestAgainstTheRealHub(t *testing.T) {
	h := startRealHub(t)
	tok := lastLineOf(h.run("enrol", "--db", h.dsn, "--group", "ci"))
	bobPAT := lastLineOf(h.run("member", "add", "bob@example.com", "--role", "approver", "--token", "--db", h.dsn))
	devPAT := lastLineOf(h.run("member", "add", "dev@example.com", "--role", "approver", "--login", "dev", "--token", "--db", h.dsn))

	m := newMachine(t, "runner-1")
	must(t, os.MkdirAll(m.home, 0o700))
	priv, pub := keys.Paths(filepath.Join(m.home, "keys"))
	must(t, keys.Generate(priv, pub))
	m.mustRun("join", h.url, "--token", tok)
	machine := m.config().Team.Machine
	other := newMachine(t, "runner-2")
	if code := other.run("join", h.url, "--token", tok); code != exitFailed || !strings.Contains(other.stderr.String(), "refused this machine: the hub answered") {
		t.Fatalf("a token used twice: exit %d\n%s", code, other.stderr)
	}
	t.Logf("a token used twice: %s", strings.TrimSpace(other.stderr.String()))

	q, v := m.queue()
	req := m.hold(q, "git push --force origin main")
	m.logCommands(5, "go test ./...")
	s, _ := m.startSync()
	waited := waitFor(q, req.ID, v)

	bob := newMachine(t, "bob-laptop")
	bob.e.stdin = strings.NewReader(bobPAT + "\n")
	bob.mustRun("login", h.url, "--token", "-")
	if !strings.Contains(bob.stdout.String(), "as bob@example.com") {
		t.Errorf("login: %s", bob.stdout)
	}
	var list []map[string]any
	eventually(t, "the hub lists the request", func() bool {
		bob.mustRun("pending", "--json")
		list = nil
		json.Unmarshal([]byte(bob.stdout.String()), &list)
		return len(list) == 1
	})
	for _, k := range []string{"id", "command", "cwd", "tier", "rules", "created_at", "expires_at", "status", "machine"} {
		if _, ok := list[0][k]; !ok {
			t.Errorf("pending --json lacks %q: %v", k, list[0])
		}
	}
	if list[0]["id"] != req.ID || list[0]["machine"] != machine {
		t.Fatalf("pending: %v", list[0])
	}

	dev := newMachine(t, "dev-laptop")
	dev.e.stdin = strings.NewReader(devPAT + "\n")
	dev.mustRun("login", h.url, "--token", "-")
	if code := dev.run("approve", req.ID[:6]); code != exitFailed || !strings.Contains(dev.stderr.String(), "the hub answered 403 Forbidden") {
		t.Fatalf("self-approval: exit %d\n%s", code, dev.stderr)
	}
	t.Logf("self-approval: %s", strings.TrimSpace(dev.stderr.String()))

	bob.mustRun("approve", req.ID[:6], "--reason", "release day")
	st := <-waited
	if st.Status != queue.Approved || st.Request.Via != queue.ViaTeam || st.Request.DecidedBy != "bob@example.com" {
		t.Fatalf("the waiting queue saw %v via %q by %q", st.Status, st.Request.Via, st.Request.DecidedBy)
	}
	if _, err := q.Use(req.ID, req.CommandDigest, "/w", v); err != nil {
		t.Fatal(err)
	}
	if _, err := q.Use(req.ID, req.CommandDigest, "/w", v); !errors.Is(err, queue.ErrUsed) {
		t.Fatalf("second Use: %v", err)
	}
	eventually(t, "the hub learns it ran", func() bool {
		bob.mustRun("show", req.ID, "--json")
		var r teamapi.TeamRequest
		return json.Unmarshal([]byte(bob.stdout.String()), &r) == nil && r.Status == "used"
	})
	// The log the hub holds is the machine's, line for line.
	eventually(t, "the hub holds the whole log", func() bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		return s.cur.Audit.Seq == int64(len(m.localLines())) && s.cur.Through == s.cur.Audit.Seq
	})
	bob.mustRun("log", "--json", "--machine", machine, "--since", "1h", "--limit", "10000")
	local := m.localLines()
	got := strings.Split(strings.TrimSpace(bob.stdout.String()), "\n")
	if len(got) != len(local) {
		t.Fatalf("the hub's log has %d lines, the machine's %d", len(got), len(local))
	}
	for i, l := range got {
		var r teamapi.AuditRecord
		if err := json.Unmarshal([]byte(l), &r); err != nil || r.Line != local[i] || r.Flag != "" {
			t.Fatalf("line %d: %v %+v", i+1, err, r)
		}
	}
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
