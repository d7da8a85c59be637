package team

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"gatesh/binding"
	"gatesh/internal/needs"
	"gatesh/keys"
	"gatesh/queue"
	"gatesh/teamapi"
)

// gitRepo makes a repository with a commit, a pre-push hook, and a remote
// whose URL carries a password, and returns its folder.
func gitRepo(t *testing.T) (dir string, env binding.Env) {
	t.Helper()
	git := needs.Program(t, "git")
	home := t.TempDir()
	dir = filepath.Join(t.TempDir(), "repo")
	getenv := func(k string) string {
		switch k {
		case "PATH":
			return os.Getenv("PATH")
		case "HOME":
			return home
		}
		return ""
	}
	for _, args := range [][]string{
		{"init", "-q", "-b", "main", dir},
		{"-C", dir, "-c", "user.name=dev", "-c", "user.email=dev@example.com", "commit", "-q", "--allow-empty", "-m", "first"},
		{"-C", dir, "remote", "add", "origin", "https://dev:hunter2pass@git.example.invalid/r.git"},
	} {
		cmd := exec.Command(git, args...)
		cmd.Env = []string{"HOME=" + home, "PATH=" + os.Getenv("PATH"), "GIT_CONFIG_NOSYSTEM=1"}
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	must(t, os.WriteFile(filepath.Join(dir, ".git", "hooks", "pre-push"), []byte("#!/bin/sh\nexit 0\n"), 0o755))
	return dir, binding.Env{Git: git, Home: home, Getenv: getenv}
}

// TestRealHubBindsFactsAndKeepsSecrets runs against gatesh-hub and
// PostgreSQL:
//   - a force-push held with what its approval binds (the pre-push hook,
//     where it goes, the commit it publishes): the hub stores the facts,
//     `gatesh team show` prints them, and another member's approval
//     passes the hub's subject check and reaches the machine, which uses
//     it once;
//   - a command holding a token: the hub, its database included, never
//     holds the token; it shows [REDACTED], and the approval still runs it
//     once on the machine, which checks it against its own file;
//   - a command whose redaction would hide shell syntax (`echo
//     Authorization: x; rm -rf victim`): shown redacted, refused an
//     approval by the hub, rejected from there all the same.
//
// Before the hub stored the facts, show printed none of them; before the
// sync redacted what it ships, the token was in the hub's requests table.
func TestRealHubBindsFactsAndKeepsSecrets(t *testing.T) {
	h := startRealHub(t)
	tok := lastLineOf(h.run("enrol", "--db", h.dsn, "--group", "ci"))
	bobPAT := lastLineOf(h.run("member", "add", "bob@example.com", "--role", "approver", "--token", "--db", h.dsn))
	m := newMachine(t, "runner-1")
	must(t, os.MkdirAll(m.home, 0o700))
	priv, pub := keys.Paths(filepath.Join(m.home, "keys"))
	must(t, keys.Generate(priv, pub))
	m.mustRun("join", h.url, "--token", tok)
	q, v := m.queue()

	repo, env := gitRepo(t)
	const push = "git push --force origin main"
	facts := binding.Facts(push, repo, env)
	if len(facts) < 3 {
		t.Fatalf("the push binds %d facts: %v", len(facts), facts)
	}
	pushReq, _, err := q.Submit(queue.NewRequest{Command: push, Cwd: repo, Tier: "red", Agent: "claude-code", User: "dev", Bound: facts,
		Rules: []queue.Rule{{ID: "git-force-push", Tier: "red", Reason: "rewrites history"}}})
	must(t, err)
	const token = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"
	tokenCmd := "curl -H 'Authorization: Bearer " + token + "' https://api.example.invalid/deploy -X POST"
	tokenReq, _, err := q.Submit(queue.NewRequest{Command: tokenCmd, Cwd: "/w", Tier: "red", Agent: "claude-code", User: "dev",
		Rules: []queue.Rule{{ID: "net-post", Tier: "red", Reason: "posts to another host"}}})
	must(t, err)
	const hiding = "echo Authorization: x; rm -rf victim"
	hidingReq, _, err := q.Submit(queue.NewRequest{Command: hiding, Cwd: "/w", Tier: "red", Agent: "claude-code", User: "dev",
		Rules: []queue.Rule{{ID: "rm-recursive", Tier: "red", Reason: "deletes a folder tree"}}})
	must(t, err)
	m.startSync()

	bob := newMachine(t, "bob-laptop")
	bob.e.stdin = strings.NewReader(bobPAT + "\n")
	bob.mustRun("login", h.url, "--token", "-")
	show := func(id string) teamapi.TeamRequest {
		t.Helper()
		var r teamapi.TeamRequest
		bob.mustRun("show", id, "--json")
		must(t, json.Unmarshal([]byte(bob.stdout.String()), &r))
		return r
	}
	eventually(t, "the hub lists the three requests", func() bool {
		bob.mustRun("pending", "--json")
		var list []teamapi.TeamRequest
		return json.Unmarshal([]byte(bob.stdout.String()), &list) == nil && len(list) == 3
	})

	// The push: its facts at the hub, as the machine has them.
	if r := show(pushReq.ID); !slices.Equal(r.Bound, queue.WireFacts(facts)) || r.Redacted {
		t.Fatalf("the hub holds the push's facts %+v (redacted %v), the machine %+v", r.Bound, r.Redacted, facts)
	}
	bob.mustRun("show", pushReq.ID)
	text := bob.stdout.String()
	for _, want := range []string{"git hooks it runs:", filepath.Join(repo, ".git", "hooks", "pre-push"), "bound:", "git-push main -> main on origin",
		"remote origin: https://dev:[REDACTED]@git.example.invalid/r.git"} {
		if !strings.Contains(text, want) {
			t.Errorf("gatesh team show lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "hunter2pass") {
		t.Errorf("gatesh team show prints the remote's password:\n%s", text)
	}
	waited := waitFor(q, pushReq.ID, v)
	bob.mustRun("approve", pushReq.ID)
	if st := <-waited; st.Status != queue.Approved || st.Request.Via != queue.ViaTeam {
		t.Fatalf("the push's approval on the machine: %v via %q", st.Status, st.Request.Via)
	}
	if _, err := q.Use(pushReq.ID, pushReq.CommandDigest, repo, v); err != nil {
		t.Fatalf("the approved push does not run: %v", err)
	}

	// The token: redacted at the hub, approvable, run once.
	r := show(tokenReq.ID)
	if !r.Redacted || r.HiddenSyntax || strings.Contains(r.Command, token) || !strings.Contains(r.Command, "Authorization: [REDACTED]") {
		t.Fatalf("the hub shows %q (redacted %v, hidden syntax %v)", r.Command, r.Redacted, r.HiddenSyntax)
	}
	bob.mustRun("show", tokenReq.ID)
	if !strings.Contains(bob.stdout.String(), "redacted secrets were cut out on the machine") {
		t.Errorf("show does not say the command was redacted:\n%s", bob.stdout)
	}
	waited = waitFor(q, tokenReq.ID, v)
	bob.mustRun("approve", tokenReq.ID)
	if st := <-waited; st.Status != queue.Approved {
		t.Fatalf("the redacted request's approval on the machine: %v", st.Status)
	}
	if _, err := q.Use(tokenReq.ID, tokenReq.CommandDigest, "/w", v); err != nil {
		t.Fatalf("the approved command does not run: %v", err)
	}
	if _, err := q.Use(tokenReq.ID, tokenReq.CommandDigest, "/w", v); !errors.Is(err, queue.ErrUsed) {
		t.Fatalf("a second run: %v", err)
	}

	// The hidden syntax: refused an approval, rejected.
	r = show(hidingReq.ID)
	if !r.Redacted || !r.HiddenSyntax || strings.Contains(r.Command, "rm -rf") {
		t.Fatalf("the hub shows %q (redacted %v, hidden syntax %v)", r.Command, r.Redacted, r.HiddenSyntax)
	}
	if code := bob.run("approve", hidingReq.ID); code != exitFailed || !strings.Contains(bob.stderr.String(), "shown redacted, and what the redaction hid could change what runs") {
		t.Fatalf("approving a request whose redaction hides syntax: exit %d\n%s", code, bob.stderr)
	}
	waited = waitFor(q, hidingReq.ID, v)
	bob.mustRun("reject", hidingReq.ID, "--reason", "show me the whole command")
	if st := <-waited; st.Status != queue.Rejected {
		t.Fatalf("the rejection on the machine: %v", st.Status)
	}

	// No secret anywhere in the hub's database.
	eventually(t, "the hub learns both ran", func() bool {
		return show(tokenReq.ID).Status == "used" && show(pushReq.ID).Status == "used"
	})
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, h.dsn)
	must(t, err)
	defer conn.Close(ctx)
	for _, secret := range []string{token, "hunter2pass"} {
		var n int
		must(t, conn.QueryRow(ctx, `SELECT (SELECT count(*) FROM requests WHERE command LIKE '%'||$1||'%' OR bound::text LIKE '%'||$1||'%')
			+ (SELECT count(*) FROM audit_lines WHERE line LIKE '%'||$1||'%')`, secret).Scan(&n))
		if n != 0 {
			t.Errorf("the hub's database holds %q in %d rows", secret, n)
		}
	}
}
