package shim

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"gatesh/audit"
	"gatesh/queue"
	"gatesh/teamapi"
)

// TestHoldTakesTheTeamsApproval: a machine that belongs to a team with
// local approvals off. The operator's `gatesh approve` is refused; the
// team's signed approval, recorded in the queue as the sync records it,
// reaches the gatesh that waits, which runs the command once and says who
// approved it. A decision signed for another machine is ignored.
func TestHoldTakesTheTeamsApproval(t *testing.T) {
	g := newGateshEnv(t)
	g.env = append(g.env, "GATESH_HOLD_WAIT=30s")
	tm := joinTeam(t, g)
	pub, priv, team := tm.pub, tm.priv, tm.team
	victim := filepath.Join(g.dir, "victim")
	must(t, os.Mkdir(victim, 0o755))

	cmd := g.command("-c", "rm -rf victim")
	stderr, err := cmd.StderrPipe()
	must(t, err)
	must(t, cmd.Start())
	lines := make(chan string, 16)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	waits := regexp.MustCompile(`^gatesh: held: request ([a-z2-7]{13}) waits for a person's approval; waiting up to 30s`)
	var id string
	for id == "" {
		line, ok := <-lines
		if !ok {
			t.Fatal("stderr ended without the request id: with local approvals off and a team, gatesh must wait")
		}
		if m := waits.FindStringSubmatch(line); m != nil {
			id = m[1]
		}
	}
	if next := <-lines; next != "gatesh: hint: "+rerunHint {
		t.Fatalf("no next step after the id: %q", next)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	out, err := g.command("approve", id).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "local approvals are off") {
		t.Fatalf("gatesh approve with local approvals off: %v\n%s", err, out)
	}

	q, err := queue.Open(filepath.Join(g.home, "queue"), time.Now, time.Hour)
	must(t, err)
	q.TrustTeam(&queue.Team{Key: pub, Fingerprint: team.Fingerprint, Machine: "m1"})
	st, err := q.Get(id, nil)
	must(t, err)
	decide := func(machine string) error {
		d := teamapi.Decision{Team: team.Fingerprint, Machine: machine, Request: id, Subject: st.Request.SubjectDigest(),
			Cwd: st.Request.Cwd, Verdict: teamapi.Approved, ExpiresAt: st.Request.ExpiresAt, DecidedAt: time.Now(),
			Approvers: []string{"bob@example.com"}}
		d.Sign(priv)
		_, _, err := q.TeamDecide(d, nil)
		return err
	}
	if err := decide("m2"); err == nil {
		t.Fatal("a decision for machine m2 was taken")
	}
	if _, err := os.Stat(victim); err != nil {
		t.Fatal("the held command ran before the team decided")
	}
	must(t, decide("m1"))
	var rest []string
	for line := range lines {
		rest = append(rest, line)
	}
	select {
	case err := <-exited:
		if exitStatusOf(err) != 0 {
			t.Fatalf("status %d after the team's approval:\n%s", exitStatusOf(err), strings.Join(rest, "\n"))
		}
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		t.Fatal("gatesh did not act on the team's approval")
	}
	if len(rest) != 1 || rest[0] != "gatesh: approved: request "+id+" by bob@example.com (the team); running it once" {
		t.Fatalf("final lines: %q", rest)
	}
	if _, err := os.Stat(victim); !os.IsNotExist(err) {
		t.Fatal("the approved command did not run")
	}
	// The request says who asked, from the password database; the log
	// says the run was the team's approval.
	if st, _ := q.Get(id, nil); st.Status != queue.Used || st.Request.User == "" || st.Request.User == "operator" && os.Getenv("USER") != "operator" {
		t.Errorf("after the run: %v, user %q", st.Status, st.Request.User)
	}
	var run *audit.Record
	audit.Scan(filepath.Join(g.home, "audit.jsonl"), func(r audit.Record) error {
		if r.Event == audit.EventRun && r.Request == id {
			run = &r
		}
		return nil
	})
	if run == nil || run.Via != queue.ViaTeam || len(run.Approvers) != 1 || run.Approvers[0] != "bob@example.com" {
		t.Errorf("the run's record: %+v", run)
	}
}
