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
