package shim

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gatesh/audit"
	"gatesh/internal/waitfor"
	"gatesh/teamapi"
	"gatesh/teamstate"
)

// deployPolicy holds a command the default rules pass.
const deployPolicy = `
[[rule]]
id = "team-deploy"
tier = "red"
reason = "deploys from a laptop: the team ships from CI"
command = ["echo"]
args = ["deploy-now"]
examples = ["echo deploy-now"]
`

// run runs gatesh in g and returns stdout, stderr and the exit status.
// A gatesh that has not ended by the test's own deadline is killed and
// fails the test, rather than hang it.
func (g *gateshEnv) run(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	cmd := g.command(args...)
	var out, errOut strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Start(); err != nil {
		return "", err.Error(), exitStatusOf(err)
	}
	ended := make(chan error, 1)
	go func() { ended <- cmd.Wait() }()
	select {
	case err := <-ended:
		return out.String(), errOut.String(), exitStatusOf(err)
	case <-time.After(time.Until(waitfor.Deadline(t))):
		cmd.Process.Kill()
		<-ended
		t.Fatalf("gatesh %q never ended:\n%s%s", args, out.String(), errOut.String())
		return "", "", -1
	}
}

// pendingFiles counts the request files in g's queue.
func (g *gateshEnv) pendingFiles(t *testing.T) int {
	t.Helper()
	names, _ := filepath.Glob(filepath.Join(g.home, "queue", "*.json"))
	return len(names)
}

// lastDecision is the last decision record of g's audit log.
func (g *gateshEnv) lastDecision(t *testing.T) audit.Record {
	t.Helper()
	var last audit.Record
	must(t, audit.Scan(filepath.Join(g.home, "audit.jsonl"), func(r audit.Record) error {
		if r.Event == audit.EventDecision {
			last = r
		}
		return nil
	}))
	return last
}

// TestTeamPolicyOnTheMachine: a team rule holds a command the machine's
// own rules pass, and the operator's file cannot lower it; the decision
// records the policy's version.
func TestTeamPolicyOnTheMachine(t *testing.T) {
	g := newGateshEnv(t)
	tm := joinTeam(t, g)
	if out, _, st := g.run(t, "-c", "echo deploy-now"); st != 0 || out != "deploy-now\n" {
		t.Fatalf("before the team's policy: %d %q", st, out)
	}
	tm.state(t, func(s *teamapi.State) { s.PolicyVersion, s.PolicyGroup, s.Policy = "3", "*", deployPolicy })
	out, errOut, st := g.run(t, "-c", "echo deploy-now")
	if st != ExitHeld || out != "" || !strings.Contains(errOut, "gatesh: held: team-deploy: deploys from a laptop") {
		t.Fatalf("under the team's policy: %d %q\n%s", st, out, errOut)
	}
	if rec := g.lastDecision(t); rec.Policy != "3" || rec.Verdict != "hold" {
		t.Errorf("the decision's record: policy %q verdict %q", rec.Policy, rec.Verdict)
	}
	if out, _, st := g.run(t, "-c", "echo fine"); st != 0 || out != "fine\n" {
		t.Errorf("another command: %d %q", st, out)
	}
	if rec := g.lastDecision(t); rec.Policy != "3" || rec.Verdict != "auto_pass" {
		t.Errorf("a passed decision's record: policy %q verdict %q", rec.Policy, rec.Verdict)
	}

	// The operator's file may not lower it: every command is then held,
	// naming the file.
	ops := filepath.Join(g.home, "rules.toml")
	for _, text := range []string{
		"[[rule]]\nid = \"team-deploy\"\ndisabled = true\n",
		"[[rule]]\nid = \"team-deploy\"\ntier = \"green\"\n",
	} {
		must(t, os.WriteFile(ops, []byte(text), 0o644))
		out, errOut, st := g.run(t, "-c", "echo fine")
		if st != ExitHeld || out != "" || !strings.Contains(errOut, "rules_error") || !strings.Contains(errOut, ops) ||
			!strings.Contains(errOut, "the team's rules can only be raised") {
			t.Errorf("operator file %q: %d %q\n%s", text, st, out, errOut)
		}
	}
	// Raising it is the operator's right.
	must(t, os.WriteFile(ops, []byte("[[rule]]\nid = \"team-deploy\"\ndeny = true\n"), 0o644))
	if _, errOut, st := g.run(t, "-c", "echo deploy-now"); st != ExitDenied {
		t.Errorf("raised to deny: %d\n%s", st, errOut)
	}
}

// TestTeamHoldsEverything: a stop, a missing, unsigned or tampered state,
// and settings that break [require] each hold a green command, file no
// request, and say why.
func TestTeamHoldsEverything(t *testing.T) {
	g := newGateshEnv(t)
	tm := joinTeam(t, g)
	statePath := teamstate.Path(g.home, teamstate.StateFile)
	green := func(t *testing.T, want ...string) {
		t.Helper()
		before := g.pendingFiles(t)
		out, errOut, st := g.run(t, "-c", "echo green")
		if st != ExitHeld || out != "" {
			t.Fatalf("a green command: exit %d, output %q\n%s", st, out, errOut)
		}
		for _, w := range want {
			if !strings.Contains(errOut, w) {
				t.Errorf("stderr lacks %q:\n%s", w, errOut)
			}
		}
		if n := g.pendingFiles(t); n != before {
			t.Errorf("a request was filed: %d files, %d before", n, before)
		}
		if rec := g.lastDecision(t); rec.Verdict != "hold" || rec.Command != "echo green" {
			t.Errorf("the decision's record: %+v", rec)
		}
	}
	ok := func(t *testing.T) {
		t.Helper()
		if out, errOut, st := g.run(t, "-c", "echo green"); st != 0 || out != "green\n" {
			t.Fatalf("a green command: exit %d %q\n%s", st, out, errOut)
		}
	}
	at := time.Date(2026, 12, 5, 9, 30, 0, 0, time.UTC)
	t.Run("stop", func(t *testing.T) {
		tm.state(t, func(s *teamapi.State) {
			s.Stopped, s.StopReason, s.StoppedBy, s.StoppedAt = true, "leaked token", "alice@example.com", at
		})
		green(t, `gatesh: held: team_stop: the team stopped every command on the machines of group ci: "leaked token" (alice@example.com, 2026-12-05T09:30:00Z)`,
			"gatesh team resume")
		tm.state(t, func(*teamapi.State) {})
		ok(t)
	})
	t.Run("missing", func(t *testing.T) {
		must(t, os.Remove(statePath))
		green(t, "gatesh: held: team_state: this machine is in the team at https://hub.example.com", "is missing", "gatesh team sync")
		tm.state(t, func(*teamapi.State) {})
	})
	t.Run("tampered", func(t *testing.T) {
		s := tm.state(t, func(s *teamapi.State) { s.Stopped, s.StopReason = true, "incident" })
		s.Stopped = false // what the agent would write to go on
		data, _ := json.Marshal(s)
		must(t, os.WriteFile(statePath, data, 0o644))
		green(t, "team_state", "does not verify with the pinned team key")
		s.Signature = ""
		data, _ = json.Marshal(s)
		must(t, os.WriteFile(statePath, data, 0o644))
		green(t, "team_state", "carries no signature")
		tm.state(t, func(*teamapi.State) {})
		ok(t)
	})
	t.Run("another machine's state", func(t *testing.T) {
		tm.state(t, func(s *teamapi.State) { s.Machine = "m2" })
		green(t, "team_state", "another team or machine")
		tm.state(t, func(*teamapi.State) {})
	})
	t.Run("require", func(t *testing.T) {
		policy := "[require]\nenforce = \"landlock\"\nlocal_approvals = false\n"
		tm.state(t, func(s *teamapi.State) { s.PolicyVersion, s.Policy = "5", policy })
		cfgPath := filepath.Join(g.home, "config.toml")
		old, err := os.ReadFile(cfgPath)
		must(t, err)
		must(t, os.WriteFile(cfgPath, append([]byte("enforce = \"off\"\n"), old...), 0o644))
		green(t, `gatesh: held: team_require: this machine's settings break the team's policy v5: config.toml sets enforce = "off", where the team requires "landlock"`,
			"gatesh doctor")
		// GATESH_HOLD_WAIT past the team's maximum is a conflict too.
		must(t, os.WriteFile(cfgPath, old, 0o644))
		tm.state(t, func(s *teamapi.State) { s.PolicyVersion, s.Policy = "6", "[require]\nmax_hold_wait = \"30s\"\n" })
		g.env = append(g.env, "GATESH_HOLD_WAIT=10m")
		green(t, "the environment sets GATESH_HOLD_WAIT = 10m, where the team requires at most 30s")
		g.env = g.env[:len(g.env)-1]
		ok(t)
	})
}

// TestTeamShadowChangesNoOutcome: a policy tried in shadow records what
// it would have decided where that differs, and the command runs as the
// live policy says.
func TestTeamShadowChangesNoOutcome(t *testing.T) {
	g := newGateshEnv(t)
	tm := joinTeam(t, g)
	tm.state(t, func(s *teamapi.State) {
		s.PolicyVersion, s.Policy = "3", "# nothing yet\n"
		s.ShadowVersion, s.Shadow = "4", deployPolicy
	})
	out, errOut, st := g.run(t, "-c", "echo deploy-now")
	if st != 0 || out != "deploy-now\n" {
		t.Fatalf("a command the shadow policy would hold ran as: %d %q\n%s", st, out, errOut)
	}
	rec := g.lastDecision(t)
	if rec.Verdict != "auto_pass" || rec.Policy != "3" || rec.ShadowPolicy != "4" || rec.ShadowTier != "red" || rec.ShadowVerdict != "hold" ||
		len(rec.ShadowRules) == 0 || rec.ShadowRules[0].ID != "team-deploy" {
		t.Errorf("the decision's record: %+v", rec)
	}
	if out, _, st := g.run(t, "-c", "echo other"); st != 0 || out != "other\n" {
		t.Fatalf("another command: %d %q", st, out)
	}
	if rec := g.lastDecision(t); rec.ShadowPolicy != "" || rec.ShadowTier != "" {
		t.Errorf("a decision the shadow agrees with records it: %+v", rec)
	}
}
