package agentsetup

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gatesh/config"
	"gatesh/teamapi"
	"gatesh/teamstate"
)

func TestDoctorTeam(t *testing.T) {
	now := time.Date(2026, 12, 4, 12, 0, 0, 0, time.UTC)
	home := t.TempDir()
	pub, _, _ := ed25519.GenerateKey(rand.Reader)
	cfg := config.Defaults(home)
	report := func() (string, int) {
		var out bytes.Buffer
		d := &doctor{w: &out}
		d.team(cfg, now)
		return out.String(), d.problems
	}
	if out, n := report(); n != 0 || !strings.HasPrefix(out, "info  team: none;") {
		t.Errorf("no team: %d %q", n, out)
	}
	cfg.Team = &config.Team{URL: "https://hub.example.com", Machine: "m1", Fingerprint: teamapi.Fingerprint(pub),
		TeamKey: filepath.Join(home, "team", teamstate.TeamKeyFile), LocalApprovals: false}
	out, n := report()
	if n != 2 || !strings.Contains(out, "FAIL  team: ") || !strings.Contains(out, "FAIL  team sync: no status from gatesh team sync") {
		t.Errorf("no key, no sync: %d\n%s", n, out)
	}
	if err := teamstate.WriteTeamKey(cfg.Team.TeamKey, pub); err != nil {
		t.Fatal(err)
	}
	status := teamstate.Status{PID: 7, Hub: cfg.Team.URL, State: teamstate.StateConnected, UpdatedAt: now.Add(-2 * time.Second),
		LastContact: now.Add(-2 * time.Second), AuditWritten: 10, AuditAcked: 10, AuditThrough: 10}
	if err := teamstate.WriteStatus(teamstate.Path(home, teamstate.StatusFile), status); err != nil {
		t.Fatal(err)
	}
	out, n = report()
	if n != 0 || !strings.Contains(out, "ok    team: machine m1 of the team at https://hub.example.com") || !strings.Contains(out, "local approvals off") ||
		!strings.Contains(out, "ok    team sync: connected, hub https://hub.example.com; last contact 2s ago; lag 0s (0 audit lines, 0 requests)") ||
		!strings.Contains(out, "informational") {
		t.Errorf("healthy: %d\n%s", n, out)
	}
	// Written an hour ago: sync has stopped, whatever the file says.
	status.UpdatedAt = now.Add(-time.Hour)
	teamstate.WriteStatus(teamstate.Path(home, teamstate.StatusFile), status)
	if out, n = report(); n != 1 || !strings.Contains(out, "FAIL  team sync: ") || !strings.Contains(out, "stale") {
		t.Errorf("stale: %d\n%s", n, out)
	}
}

// TestDoctorTeamPolicy: doctor names the policy version the machine holds,
// a shadow policy, a stop, and each setting that breaks [require]; and a
// state that does not verify as what holds every command.
func TestDoctorTeamPolicy(t *testing.T) {
	home := t.TempDir()
	pub, priv, _ := ed25519.GenerateKey(rand.Reader)
	cfg := config.Defaults(home)
	cfg.Team = &config.Team{URL: "https://hub.example.com", Machine: "m1", Fingerprint: teamapi.Fingerprint(pub),
		TeamKey: filepath.Join(home, "team", teamstate.TeamKeyFile), LocalApprovals: true}
	if err := teamstate.WriteTeamKey(cfg.Team.TeamKey, pub); err != nil {
		t.Fatal(err)
	}
	report := func(c *config.Config) (string, int) {
		var out bytes.Buffer
		d := &doctor{w: &out, environ: []string{"GATESH_HOLD_WAIT=5m"}}
		d.teamPolicy(c)
		return out.String(), d.problems
	}
	if out, n := report(cfg); n != 1 || !strings.Contains(out, "FAIL  team policy: this machine has no team state") {
		t.Errorf("no state: %d\n%s", n, out)
	}
	st := teamapi.State{Team: cfg.Team.Fingerprint, Machine: "m1", Group: "ci", PolicyVersion: "4", PolicyGroup: "ci",
		Policy: "[require]\nenforce = \"landlock\"\nmax_hold_wait = \"30s\"\n", ShadowVersion: "5", Shadow: "# next\n",
		Stopped: true, StopReason: "incident", StoppedBy: "alice@example.com", IssuedAt: time.Date(2026, 12, 5, 9, 0, 0, 0, time.UTC)}
	st.SignWith(func(m []byte) []byte { return ed25519.Sign(priv, m) })
	if err := teamstate.WriteState(teamstate.Path(home, teamstate.StateFile), st); err != nil {
		t.Fatal(err)
	}
	c := *cfg
	c.Enforce, c.Explicit = "off", map[string]bool{"enforce": true}
	out, n := report(&c)
	for _, want := range []string{
		"ok    team policy: version 4 (for group ci)",
		"info  team shadow policy: version 5 runs beside it",
		`FAIL  team stop: the team stopped this machine's group: "incident" (alice@example.com`,
		`FAIL  team require: config.toml sets enforce = "off", where the team requires "landlock"`,
		"FAIL  team require: the environment sets GATESH_HOLD_WAIT = 5m, where the team requires at most 30s",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("doctor lacks %q:\n%s", want, out)
		}
	}
	if n != 3 {
		t.Errorf("%d problems:\n%s", n, out)
	}
}
