package docs

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"gatesh/config"
	"gatesh/keys"
	"gatesh/queue"
	"gatesh/team/teamtest"
	"gatesh/teamstate"
)

// TestTeamMachineAndApproverLines runs the sh lines of team.md's "A
// machine joins" and "Approvers", as written, against the hub's test
// double (package team/teamtest), with the programs built from this tree:
// a machine joins and ships two held commands, its sync runs as the
// service would run it, and an approver signs in both ways, approves
// one, revokes it and rejects the other; the machine's queue must then
// say so. Only the service manager's lines (systemctl, loginctl) are not
// run.
func TestTeamMachineAndApproverLines(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the programs")
	}
	_, err := exec.LookPath("jq")
	need(t, "jq", err)
	h := newHome(t)
	bin := filepath.Join(h.dir, ".local", "bin")
	for _, p := range []string{"gatesh", "gatesh-team"} {
		cmd := exec.Command("go", "build", "-o", filepath.Join(bin, p), "./cmd/"+p)
		cmd.Dir = ".."
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("building %s: %v\n%s", p, err, out)
		}
	}
	hub := teamtest.New(t)
	hub.AddMember("bob@example.com", "pat-bob")
	vars := []string{"HUB=" + hub.URL(), "TOKEN=" + hub.Enrol(), "PAT=pat-bob", "GATESH_HOLD_WAIT=0s"}
	home := filepath.Join(h.dir, ".gatesh")
	h.mustSh(h.dir, "gatesh init", vars...)
	// Two held commands, parked at once (hold.wait 0), for the approvers.
	for _, c := range []string{"git push --force origin main", "rm -rf /srv/data"} {
		if _, errOut, code := h.sh(h.dir, "gatesh -c '"+c+"'", vars...); code != 75 {
			t.Fatalf("%s: exit %d, want 75 (parked)\n%s", c, code, errOut)
		}
	}

	var skipped []string
	for _, b := range docBlocks(t, "## A machine joins") {
		for _, line := range commandLines(b) {
			if strings.HasPrefix(line, "systemctl ") || strings.HasPrefix(line, "loginctl ") {
				skipped = append(skipped, line)
				continue
			}
			out, errOut, code := h.sh(h.dir, line, vars...)
			if code != 0 && !strings.HasPrefix(line, "gatesh doctor") {
				t.Fatalf("%s: exit %d\n%s%s", line, code, out, errOut)
			}
			switch {
			case strings.HasPrefix(line, "gatesh team join"):
				if !strings.Contains(out, "as machine m1 (group laptops)") {
					t.Errorf("join: %s", out)
				}
			case strings.HasPrefix(line, "gatesh team sync --once"):
				if !strings.Contains(out, "the hub holds the audit log through line") || !strings.Contains(out, "and 2 requests") {
					t.Errorf("sync --once: %s%s", out, errOut)
				}
			case strings.HasPrefix(line, "gatesh doctor"):
				if !strings.Contains(out, "ok    team: machine m1 of the team at "+hub.URL()) || !strings.Contains(out, "ok    team sync: connected") {
					t.Errorf("doctor:\n%s", out)
				}
			}
		}
	}
	if len(skipped) != 3 {
		t.Errorf("skipped %q: the section's service lines changed", skipped)
	}

	// The sync runs as the service's ExecStart runs it.
	sync := exec.Command(filepath.Join(bin, "gatesh-team"), "sync")
	sync.Env = h.environ(vars...)
	var syncLog strings.Builder
	sync.Stderr = &syncLog
	if err := sync.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		sync.Process.Signal(syscall.SIGTERM)
		sync.Wait()
		if t.Failed() {
			t.Logf("gatesh team sync said:\n%s", syncLog.String())
		}
	}()

	for _, b := range docBlocks(t, "## Approvers") {
		script := strings.Join(commandLines(b), "\n")
		out, errOut, code := h.sh(h.dir, "set -e\n"+script, vars...)
		if code != 0 {
			t.Fatalf("%s\nexit %d\n%s%s", script, code, out, errOut)
		}
		if strings.Contains(script, "gatesh team approve") {
			for _, want := range []string{"git push --force origin main", "approved request", "revoked the approval of request", "rejected request"} {
				if !strings.Contains(out, want) {
					t.Errorf("the approver's lines printed no %q:\n%s", want, out)
				}
			}
		}
	}

	// The machine took the team's decisions: the force-push was approved,
	// then revoked; the rm was rejected.
	cfg, err := config.Load(home)
	if err != nil {
		t.Fatal(err)
	}
	q, err := queue.Open(filepath.Join(home, "queue"), time.Now, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if err := teamstate.Configure(q, cfg); err != nil {
		t.Fatal(err)
	}
	v, err := keys.LoadVerifier(cfg.PublicKey)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"git push --force origin main": "rejected approval revoked: wrong branch", "rm -rf /srv/data": "rejected not on a Friday"}
	deadline := time.Now().Add(20 * time.Second)
	for {
		l, err := q.Snapshot(v, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for _, st := range l.States {
			if st.Request.Via == queue.ViaTeam {
				got[st.Request.Command] = string(st.Status) + " " + st.Request.DecisionReason
			}
		}
		if len(got) == len(want) && got["git push --force origin main"] == want["git push --force origin main"] && got["rm -rf /srv/data"] == want["rm -rf /srv/data"] {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the machine's queue says %v, want %v", got, want)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if info, err := os.Stat(filepath.Join(home, "team", "approver.json")); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("approver session: %v", err)
	}
}

// docBlocks are the sh blocks of team.md's section.
func docBlocks(t *testing.T, heading string) []block {
	t.Helper()
	all, _ := fenced(section(t, "team.md", heading))
	var out []block
	for _, b := range all {
		if b.lang == "sh" {
			out = append(out, b)
		}
	}
	if len(out) == 0 {
		t.Fatalf("team.md's %q has no sh block", heading)
	}
	return slices.Clip(out)
}
