//go:build linux

package e2e

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"gatesh/audit"
	"gatesh/auditlog"
	"gatesh/config"
	"gatesh/e2e/mockmodel"
	"gatesh/internal/browsertest"
	"gatesh/internal/oidctest"
	"gatesh/internal/pgtest"
	"gatesh/teamapi"
	"gatesh/teamstate"
)

// The approvers, at the test's identity provider.
var (
	teamAlice = oidctest.User{Username: "alice", Password: "pw-alice", Email: "alice@example.com", EmailVerified: true}
	teamBob   = oidctest.User{Username: "bob", Password: "pw-bob", Email: "bob@example.com", EmailVerified: true}
)

// A teamRed is a machine's red command and its victim.
type teamRed struct {
	cmd     string
	alive   func() bool
	restore func()
}

// TestTeamTwoMachines drives real agents on two machines that share one
// hub. Each machine has its own gatesh folder and HOME, and its agent
// runs as its own Unix user (the two-user setup: `gatesh init --group`);
// root is each machine's operator, who joined the team and runs `gatesh
// team sync`. gatesh-hub serves on a real PostgreSQL, and approvers sign
// in to its page, in Chromium, at a real OpenID provider (zitadel's).
// Alice is linked to laptop-1's agent user, Bob to laptop-2's.
//
//  1. Claude Code on laptop-1 runs `rm -rf victim`, Gemini CLI on
//     laptop-2 a force-push (which binds a pre-push hook and what it
//     publishes): both are held, and the hub lists them.
//  2. The hub stops. Each agent works on: a green command, and another
//     red one, held and parked. Nothing reaches the hub; each sync says
//     it is offline.
//  3. The hub starts again: every request and every audit line of both
//     machines reaches it.
//  4. Alice cannot approve laptop-1's request: `gatesh team approve` is
//     refused, and the page says why and offers no form. On the page,
//     Alice approves laptop-2's force-push, Bob laptop-1's rm.
//  5. Each agent runs its command again: it runs once (the victim
//     changes), and once more it is held again.
//  6. Both logs reach the hub line for line with no flag; `gatesh log
//     verify` passes on both machines, counting the team's decision;
//     each log holds one run, of the approved request, approved by the
//     other person; the parked requests never ran. A via-team approval
//     forged with the gate's key (which the agent's group reads) fails
//     `gatesh log verify`.
func TestTeamTwoMachines(t *testing.T) {
	if testing.Short() {
		t.Skip("runs two agents, PostgreSQL, an OpenID provider and Chromium")
	}
	findCLI(t, claude.cli)
	findCLI(t, gemini.cli)
	browsertest.Chromium(t)
	pg := pgtest.New(t)
	progs := teamPrograms(t)
	clis := t.TempDir()
	openToOthers(t, clis)

	// The identity provider, and the hub on an address it knows. The
	// provider listens first: a free address chosen before it could be the
	// one the kernel then gives the provider (a run failed so).
	provider := oidctest.Start(t, teamAlice, teamBob)
	addr := oidctest.FreeLoopback(t)
	provider.AddClient(oidctest.Client{ID: "gatesh-hub", Secret: hubClientSecret, RedirectURIs: []string{"http://" + addr + "/auth/callback"}})
	hub := &hubServer{t: t, prog: filepath.Join(progs, "gatesh-hub"), dsn: pg.NewDB(t), key: filepath.Join(t.TempDir(), "team.key"),
		addr: addr, issuer: provider.Issuer, log: filepath.Join(t.TempDir(), "hub.log")}
	if out, err := exec.Command(hub.prog, "keygen", "--out", hub.key).CombinedOutput(); err != nil {
		t.Fatalf("gatesh-hub keygen: %v\n%s", err, out)
	}
	hub.admin("migrate", "--team-key", hub.key)
	hub.start()
	t.Cleanup(func() {
		hub.stop()
		if t.Failed() {
			t.Logf("gatesh-hub said:\n%s", readTail(hub.log))
		}
	})

	m1 := newTeamMachine(t, "laptop-1", progs, shareCLI(t, claude.cli, clis), "gsta")
	m2 := newTeamMachine(t, "laptop-2", progs, shareCLI(t, gemini.cli, clis), "gstb")
	alicePAT := lastLine(hub.admin("member", "add", teamAlice.Email, "--role", "approver", "--login", m1.login, "--token"))
	hub.admin("member", "add", teamBob.Email, "--role", "approver", "--login", m2.login)
	for _, m := range []*teamMachine{m1, m2} {
		m.join(hub.url(), lastLine(hub.admin("enrol", "--group", "laptops")))
	}
	alice := newApprover(t, progs, hub.url(), alicePAT)

	// The victims, in each agent's project, the agent's own.
	rm := teamRed{cmd: "rm -rf victim"}
	victim := filepath.Join(m1.work, "victim", "keep.txt")
	rm.restore = func() {
		must(t, os.MkdirAll(filepath.Dir(victim), 0o755))
		must(t, os.WriteFile(victim, []byte("precious\n"), 0o644))
		must(t, chownTree(filepath.Dir(victim), m1.as))
	}
	rm.alive = func() bool { _, err := os.Stat(victim); return err == nil }
	rm.restore()
	push := forcePushOf(t, m2)
	for _, m := range []*teamMachine{m1, m2} {
		keep := filepath.Join(m.work, "victim2", "keep.txt")
		must(t, os.MkdirAll(filepath.Dir(keep), 0o755))
		must(t, os.WriteFile(keep, []byte("precious too\n"), 0o644))
		must(t, chownTree(m.home, m.as))
	}
	agents := map[*teamMachine]*agent{m1: claude, m2: gemini}
	reds := map[*teamMachine]teamRed{m1: rm, m2: push}

	// 1. Each agent's red command is held.
	first := map[*teamMachine]string{}
	for _, m := range []*teamMachine{m1, m2} {
		first[m] = holdOnce(t, m, agents[m], reds[m].cmd)
		if !reds[m].alive() {
			t.Fatalf("%s: the held command ran", m.name)
		}
	}
	within(t, "the hub lists both requests", time.Minute, func() bool {
		out, _, code := alice.run("pending", "--json")
		return code == 0 && strings.Contains(out, first[m1]) && strings.Contains(out, first[m2])
	})
	if r := alice.request(m2.id, first[m2]); !slices.ContainsFunc(r.Bound, func(f teamapi.Fact) bool { return f.Kind == "git-hook" }) || r.User != m2.login {
		t.Errorf("the hub's copy of the force-push binds %+v, asked by %q", r.Bound, r.User)
	}
	if r := alice.request(m1.id, first[m1]); r.User != m1.login || r.Agent != claude.logName {
		t.Errorf("the hub's copy of the rm: asked by %q through %q", r.User, r.Agent)
	}

	// 2. The hub stops; the agents work on.
	hub.stop()
	if hub.up() {
		t.Fatal("the hub still answers")
	}
	second := map[*teamMachine]string{}
	for _, m := range []*teamMachine{m1, m2} {
		second[m] = workOffline(t, m, agents[m])
		within(t, m.name+"'s sync says it is offline", time.Minute, func() bool {
			st, err := teamstate.ReadStatus(filepath.Join(m.gh, "team", teamstate.StatusFile))
			return err == nil && st.State == teamstate.StateOffline
		})
	}

	// 3. The hub starts again, and nothing was lost on the way.
	hub.start()
	t.Logf("the hub was away while each agent made a request (%s on %s, %s on %s)", second[m1], m1.name, second[m2], m2.name)
	for _, m := range []*teamMachine{m1, m2} {
		within(t, "the hub holds "+m.name+"'s requests and whole log", 2*time.Minute, func() bool {
			return hubHasAll(alice, m, first[m], second[m])
		})
	}

	// 4. Nobody approves their own request; each approves the other's.
	if out, errOut, code := alice.run("approve", first[m1], "--machine", m1.id); code != 1 ||
		!strings.Contains(errOut, "403 Forbidden") || !strings.Contains(errOut, "nobody decides their own request") {
		t.Errorf("alice approving her own request with gatesh team approve: exit %d\n%s%s", code, out, errOut)
	}
	ctx := browsertest.Browser(t)
	page := &teamPage{t: t, ctx: ctx, hub: hub.url(), issuer: provider.Issuer}
	page.signIn(teamAlice)
	page.ownRequest(m1, first[m1])
	page.approve(m2, first[m2], "git push --force origin main", "Git hooks it runs", "pre-push", "git-push")
	page.signOut()
	page.signIn(teamBob)
	page.ownRequest(m2, second[m2])
	page.approve(m1, first[m1], "rm -rf victim")
	for _, m := range []*teamMachine{m1, m2} {
		within(t, m.name+" takes the team's approval", time.Minute, func() bool {
			for _, r := range m.requests() {
				if r.ID == first[m] {
					return r.Status == "approved"
				}
			}
			return false
		})
	}

	// 5. It runs once, and is held again.
	third := map[*teamMachine]string{}
	for _, m := range []*teamMachine{m1, m2} {
		third[m] = runOnce(t, m, agents[m], reds[m], first[m])
	}

	// 6. Nothing lost, nothing twice, nothing unapproved.
	approver := map[*teamMachine]string{m1: teamBob.Email, m2: teamAlice.Email}
	for _, m := range []*teamMachine{m1, m2} {
		within(t, "the hub holds all of "+m.name+"'s log", 2*time.Minute, func() bool {
			return hubHasAll(alice, m, first[m], second[m], third[m]) && alice.request(m.id, first[m]).Status == "used"
		})
		for _, r := range alice.hubLog(m.id) {
			if r.Flag != "" {
				t.Errorf("%s: the hub flags line %d %s: %s", m.name, r.Seq, r.Flag, r.Note)
			}
		}
		if r := alice.request(m.id, second[m]); r.Status != "pending" {
			t.Errorf("%s: the request made while the hub was away is %s at the hub", m.name, r.Status)
		}
		checkTeamLog(t, m, first[m], approver[m])
		if _, err := os.Stat(filepath.Join(m.work, "victim2", "keep.txt")); err != nil {
			t.Errorf("%s: a parked command ran: %v", m.name, err)
		}
	}
	forgeTeamApproval(t, m1, second[m1])
}

// holdOnce has the agent run cmd once: it must be held.
func holdOnce(t *testing.T, m *teamMachine, a *agent, cmd string) string {
	t.Helper()
	ids := make(chan string, 1)
	m.model.Script(
		mockmodel.Say(mockmodel.Shell(cmd)),
		func(turn mockmodel.Turn) mockmodel.Reply {
			res := turn.Last()
			if st, ok := a.exit(res); !ok || st != 75 {
				t.Errorf("%s: %s: exit %d (ok %v), want 75 (held)\n%q", m.name, cmd, st, ok, res.Output)
			}
			if id := requestID.FindStringSubmatch(res.Output); id != nil {
				ids <- id[1]
			}
			t.Logf("%s: %s, as %s received it: %q", m.name, cmd, a.cli.Name, res.Output)
			return mockmodel.Text("done")
		},
	)
	m.run(a, shell)
	return takeID(t, ids, m.name+": the agent was told no request id")
}

// workOffline is an agent's session while the hub is away: a green
// command, and another red one, held and parked.
func workOffline(t *testing.T, m *teamMachine, a *agent) string {
	t.Helper()
	ids := make(chan string, 1)
	m.model.Script(
		mockmodel.Say(mockmodel.Shell("echo working while the hub is away")),
		func(turn mockmodel.Turn) mockmodel.Reply {
			if st, ok := a.exit(turn.Last()); !ok || st != 0 {
				t.Errorf("%s: the green command: exit %d\n%q", m.name, st, turn.Last().Output)
			}
			return mockmodel.Shell("rm -rf victim2")
		},
		func(turn mockmodel.Turn) mockmodel.Reply {
			res := turn.Last()
			if st, ok := a.exit(res); !ok || st != 75 {
				t.Errorf("%s: rm -rf victim2: exit %d, want 75 (held)\n%q", m.name, st, res.Output)
			}
			if id := requestID.FindStringSubmatch(res.Output); id != nil {
				ids <- id[1]
			}
			return mockmodel.Text("done")
		},
	)
	m.run(a, shell)
	if !m.passed("echo working while the hub is away") {
		t.Errorf("%s: the green command did not pass through gatesh", m.name)
	}
	return takeID(t, ids, m.name+": the agent was told no request id")
}

// runOnce has the agent run its approved command again: it runs once,
// the victim changes, and the same command after is held anew.
func runOnce(t *testing.T, m *teamMachine, a *agent, red teamRed, approved string) string {
	t.Helper()
	ids := make(chan string, 1)
	m.model.Script(
		mockmodel.Say(mockmodel.Shell(red.cmd)),
		func(turn mockmodel.Turn) mockmodel.Reply {
			res := turn.Last()
			if st, ok := a.exit(res); !ok || st == 75 || st == 77 || !strings.Contains(res.Output, "gatesh: approved: request "+approved) {
				t.Errorf("%s: the approved command: exit %d (ok %v)\n%q", m.name, st, ok, res.Output)
			}
			if red.alive() {
				t.Errorf("%s: the approved command did not run: its victim is still there", m.name)
			}
			t.Logf("%s: the approved %s, as %s received it: %q", m.name, red.cmd, a.cli.Name, res.Output)
			red.restore()
			return mockmodel.Shell(red.cmd)
		},
		func(turn mockmodel.Turn) mockmodel.Reply {
			res := turn.Last()
			if st, ok := a.exit(res); !ok || st != 75 {
				t.Errorf("%s: the same command again: exit %d, want 75 (held)\n%q", m.name, st, res.Output)
			}
			if id := requestID.FindStringSubmatch(res.Output); id != nil && id[1] != approved {
				ids <- id[1]
			}
			return mockmodel.Text("done")
		},
	)
	m.run(a, shell)
	if n := m.model.Remaining(); n != 0 {
		t.Errorf("%s: the agent stopped with %d steps left\n%s", m.name, n, m.requestLog())
	}
	if !red.alive() {
		t.Errorf("%s: the command ran a second time: its victim is gone again", m.name)
	}
	return takeID(t, ids, m.name+": the command run again was not held as a new request")
}

// takeID is the request id a model's step sent, or fails with why.
func takeID(t *testing.T, ids <-chan string, why string) string {
	t.Helper()
	select {
	case id := <-ids:
		return id
	default:
		t.Fatal(why)
		return ""
	}
}

// forcePushOf sets up laptop-2's force-push: a bare remote beside the
// project, a commit rewritten since it was pushed, and a pre-push hook,
// which the approval binds.
func forcePushOf(t *testing.T, m *teamMachine) teamRed {
	w := m.world
	remote := filepath.Join(w.root, "remote.git")
	git := func(dir string, args ...string) string {
		return w.git(dir, append([]string{"-c", "safe.directory=*"}, args...)...)
	}
	git(w.root, "init", "-q", "--bare", "-b", "main", remote)
	git(w.work, "init", "-q", "-b", "main")
	must(t, os.WriteFile(filepath.Join(w.work, "README"), []byte("one\n"), 0o644))
	git(w.work, "add", "README")
	git(w.work, "commit", "-q", "-m", "first")
	git(w.work, "remote", "add", "origin", remote)
	git(w.work, "push", "-q", "origin", "main")
	git(remote, "tag", "first", "main")
	git(w.work, "commit", "-q", "--amend", "-m", "rewritten")
	must(t, os.WriteFile(filepath.Join(w.work, ".git", "hooks", "pre-push"), []byte("#!/bin/sh\nexit 0\n"), 0o755))
	must(t, chownTree(remote, w.as))
	must(t, chownTree(w.home, w.as))
	return teamRed{
		cmd:   "git push --force origin main",
		alive: func() bool { return git(remote, "rev-parse", "main") == git(remote, "rev-parse", "first^{commit}") },
		restore: func() {
			git(remote, "update-ref", "refs/heads/main", "first^{commit}")
			must(t, chownTree(remote, w.as))
		},
	}
}

// hubHasAll reports whether the hub holds the machine's requests ids
// with the machine's own status, and its audit log line for line.
func hubHasAll(a *approverCLI, m *teamMachine, ids ...string) bool {
	local := map[string]string{}
	for _, r := range m.requests() {
		local[r.ID] = r.Status
	}
	for _, id := range ids {
		st, ok := local[id]
		if !ok {
			m.t.Fatalf("%s has no request %s", m.name, id)
		}
		out, _, code := a.run("show", id, "--machine", m.id, "--json")
		var r teamapi.TeamRequest
		if code != 0 || json.Unmarshal([]byte(out), &r) != nil || r.Status != st {
			return false
		}
	}
	hub, lines := a.hubLog(m.id), m.localLines()
	if len(hub) != len(lines) {
		return false
	}
	for i, r := range hub {
		if r.Line != lines[i] {
			m.t.Fatalf("%s: line %d differs at the hub:\n%s\n%s", m.name, i+1, r.Line, lines[i])
		}
	}
	return true
}

// checkTeamLog checks the machine's own log: it verifies, with the
// team's decision counted; one request ran, the approved one, once,
// approved through the team by approver alone.
func checkTeamLog(t *testing.T, m *teamMachine, approved, approver string) {
	t.Helper()
	out, err := m.operator("log", "verify")
	if err != nil || !strings.Contains(out, "(1 of them a decision of the team, signed with the team's key)") {
		t.Errorf("%s: gatesh log verify: %v\n%s", m.name, err, out)
	}
	t.Logf("%s: gatesh log verify:\n%s", m.name, out)
	runs, uses := 0, 0
	for _, l := range m.audit() {
		switch l.Event {
		case audit.EventRun:
			runs++
			if l.Request != approved {
				t.Errorf("%s: a run of request %s, which nobody approved", m.name, l.Request)
			}
		case audit.EventUsed:
			uses++
		case audit.EventApproved:
			rec, err := audit.Decode([]byte(l.raw))
			must(t, err)
			if rec.Request != approved || rec.Via != "team" || !slices.Equal(rec.Approvers, []string{approver}) || len(rec.TeamDecision) == 0 {
				t.Errorf("%s: an approval record: request %s via %q by %v", m.name, rec.Request, rec.Via, rec.Approvers)
			}
		}
	}
	if runs != 1 || uses != 1 {
		t.Errorf("%s: %d runs and %d uses in the log, want one of each", m.name, runs, uses)
	}
}

// forgeTeamApproval appends an approval "via the team" of a parked
// request, sealed with the gate's key, as whoever reads that key could:
// in the two-user setup the agent's group does. gatesh log verify must
// name it.
func forgeTeamApproval(t *testing.T, m *teamMachine, request string) {
	t.Helper()
	key := filepath.Join(m.gh, "keys", "audit.key")
	info, err := os.Stat(key)
	must(t, err)
	if info.Mode().Perm()&0o040 == 0 {
		t.Fatalf("%s is %v: the agent's group cannot read it, and this forgery would prove less", key, info.Mode())
	}
	cfg, err := config.Load(m.gh)
	must(t, err)
	l := auditlog.Open(cfg, time.Now, auditlog.GateKey(cfg))
	forged, err := l.Append(audit.Record{Event: audit.EventApproved, Command: "rm -rf victim2", Cwd: m.work, Tier: "red", User: "root",
		Request: request, Via: "team", Approvers: []string{teamBob.Email}, Reason: "looks fine"})
	must(t, err)
	if !strings.HasPrefix(forged.Seal, "gate:") {
		t.Fatalf("the forgery is not gate-sealed: %q", forged.Seal)
	}
	out, err := m.operator("log", "verify")
	if err == nil || !strings.Contains(out, "an approved record of a team decision that carries no decision signed with the team key") {
		t.Errorf("%s: a forged team approval with the gate's seal: gatesh log verify: %v\n%s", m.name, err, out)
	}
	t.Logf("%s: a team approval forged with the gate's key: gatesh log verify: %v\n%s", m.name, err, out)
}

// teamPage is the hub's team page in Chromium.
type teamPage struct {
	t      *testing.T
	ctx    context.Context
	hub    string
	issuer string
}

func (p *teamPage) signIn(u oidctest.User) {
	p.t.Helper()
	ctx := p.browser()
	browsertest.Within(p.t, ctx, time.Minute, chromedp.Navigate(p.hub+"/"), chromedp.WaitVisible(`#signin`), chromedp.Click(`#signin`),
		chromedp.WaitVisible(`#username`))
	if loc := browsertest.Eval[string](p.t, ctx, "location.href"); !strings.HasPrefix(loc, p.issuer+"/login?") {
		p.t.Fatalf("the sign-in went to %s, not the provider's login page", loc)
	}
	browsertest.Within(p.t, ctx, time.Minute, chromedp.SendKeys(`#username`, u.Username), chromedp.SendKeys(`#password`, u.Password),
		chromedp.Click(`#submit`), chromedp.WaitVisible(`body[data-page="index"]`))
	if who := browsertest.Eval[string](p.t, ctx, `document.getElementById("who").textContent`); who != u.Email {
		p.t.Fatalf("signed in as %q, want %s", who, u.Email)
	}
}

func (p *teamPage) signOut() {
	p.t.Helper()
	browsertest.Within(p.t, p.browser(), time.Minute, chromedp.Click(`form.signout button`), chromedp.WaitVisible(`body[data-page="message"]`))
}

func cardOf(m *teamMachine, id string) string {
	return `article[data-machine="` + m.id + `"][data-id="` + id + `"]`
}

// ownRequest checks that the page refuses the signed-in member their own
// request: it says why, and offers no form.
func (p *teamPage) ownRequest(m *teamMachine, id string) {
	p.t.Helper()
	ctx := p.browser()
	card := cardOf(m, id)
	browsertest.Within(p.t, ctx, time.Minute, chromedp.Navigate(p.hub+"/"), chromedp.WaitVisible(card))
	note := browsertest.Eval[string](p.t, ctx, `document.querySelector('`+card+` .why').textContent`)
	if !strings.Contains(note, "You made this request (login "+m.login+" on "+m.name+")") {
		p.t.Errorf("the page's note on one's own request: %q", note)
	}
	if n := browsertest.Eval[int](p.t, ctx, `document.querySelectorAll('`+card+` form').length`); n != 0 {
		p.t.Errorf("%d forms on one's own request", n)
	}
}

// approve approves a request from its card, after checking what the card
// shows.
func (p *teamPage) approve(m *teamMachine, id string, shows ...string) {
	p.t.Helper()
	ctx := p.browser()
	card := cardOf(m, id)
	browsertest.Within(p.t, ctx, time.Minute, chromedp.Navigate(p.hub+"/"), chromedp.WaitVisible(card))
	text := browsertest.Eval[string](p.t, ctx, `document.querySelector('`+card+`').innerText`)
	p.t.Logf("the card of %s on %s:\n%s", id, m.name, text)
	for _, want := range append(shows, m.name, m.login) {
		if !strings.Contains(text, want) {
			p.t.Errorf("the card of %s on %s lacks %q:\n%s", id, m.name, want, text)
		}
	}
	browsertest.Within(p.t, ctx, time.Minute, chromedp.Click(card+` .btn-approve`), chromedp.WaitVisible(`.flash`))
}

func (p *teamPage) browser() context.Context { return p.ctx }
