package teamstate

import (
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gatesh/config"
	"gatesh/queue"
	"gatesh/teamapi"
)

func TestTeamKeyPinning(t *testing.T) {
	pub, _, _ := ed25519.GenerateKey(rand.Reader)
	other, _, _ := ed25519.GenerateKey(rand.Reader)
	path := filepath.Join(t.TempDir(), "team", TeamKeyFile)
	if err := WriteTeamKey(path, pub); err != nil {
		t.Fatal(err)
	}
	if err := WriteTeamKey(path, other); err == nil {
		t.Fatal("a pinned key was replaced")
	}
	got, err := LoadTeamKey(path, teamapi.Fingerprint(pub))
	if err != nil || !got.Equal(pub) {
		t.Fatalf("%v", err)
	}
	if _, err := LoadTeamKey(path, teamapi.Fingerprint(other)); !errors.Is(err, ErrKeyMismatch) {
		t.Errorf("another fingerprint: %v", err)
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o644 {
		t.Errorf("mode %v: the agent's shim must read it", info.Mode().Perm())
	}
}

// TestConfigure: local_approvals = false holds even when the team key
// cannot be read, and then no team decision is taken either.
func TestConfigure(t *testing.T) {
	home := t.TempDir()
	pub, _, _ := ed25519.GenerateKey(rand.Reader)
	cfg := config.Defaults(home)
	cfg.Team = &config.Team{URL: "https://h", Machine: "m1", Fingerprint: teamapi.Fingerprint(pub),
		TeamKey: filepath.Join(home, "team", TeamKeyFile), LocalApprovals: false}
	q, err := queue.Open(filepath.Join(home, "queue"), time.Now, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if err := Configure(q, cfg); err == nil || !strings.Contains(err.Error(), "gatesh team join pins it") {
		t.Fatalf("missing key: %v", err)
	}
	if q.CanApprove(nil) {
		t.Error("no team key and local approvals off, yet something can approve")
	}
	if err := WriteTeamKey(cfg.Team.TeamKey, pub); err != nil {
		t.Fatal(err)
	}
	if err := Configure(q, cfg); err != nil {
		t.Fatal(err)
	}
	if !q.CanApprove(nil) {
		t.Error("the team's key is pinned, yet nothing can approve")
	}
}

func TestStatusReport(t *testing.T) {
	now := time.Date(2026, 12, 4, 12, 0, 0, 0, time.UTC)
	base := Status{PID: 42, Hub: "https://hub", State: StateConnected, UpdatedAt: now.Add(-5 * time.Second),
		LastContact: now.Add(-3 * time.Second), AuditWritten: 120, AuditAcked: 120, AuditThrough: 120}
	cases := []struct {
		name    string
		edit    func(*Status)
		problem bool
		want    string
	}{
		{"connected", func(*Status) {}, false, "connected, hub https://hub; last contact 3s ago; lag 0s (0 audit lines, 0 requests)"},
		{"behind", func(s *Status) {
			s.AuditWritten, s.RequestsUnsent, s.OldestUnsent = 130, 2, now.Add(-90*time.Second)
		}, false, "lag 1m (10 audit lines, 2 requests)"},
		{"offline", func(s *Status) {
			s.State, s.LastError, s.LastContact = StateOffline, "dial tcp: connection refused", now.Add(-10*time.Minute)
		}, true, "last contact 10m ago"},
		{"stale", func(s *Status) { s.UpdatedAt = now.Add(-time.Hour) }, true, "the status is stale, so sync is probably not running"},
		{"stopped", func(s *Status) { s.State = StateStopped }, true, "stopped"},
		{"flagged", func(s *Status) { s.Flags = []string{"fork at line 7"} }, true, "the hub flags this machine's log: [fork at line 7]"},
		{"a hole at the hub", func(s *Status) { s.AuditThrough = 90 }, true, "the hub holds the log whole only through line 90 of 120"},
	}
	for _, c := range cases {
		s := base
		c.edit(&s)
		line, problem := s.Report(now)
		if problem != c.problem || !strings.Contains(line, c.want) {
			t.Errorf("%s: %q, problem %v", c.name, line, problem)
		}
	}
	path := filepath.Join(t.TempDir(), StatusFile)
	if err := WriteStatus(path, base); err != nil {
		t.Fatal(err)
	}
	if got, err := ReadStatus(path); err != nil || got.PID != 42 || !got.UpdatedAt.Equal(base.UpdatedAt) {
		t.Errorf("read back %+v, %v", got, err)
	}
}
