package team

import (
	"crypto/ed25519"
	"crypto/rand"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/team/teamtest"
	"gatesh/teamapi"
	"gatesh/teamstate"
)

func TestJoin(t *testing.T) {
	hub := teamtest.New(t)
	m := newMachine(t, "laptop-1")
	m.mustRun("join", hub.URL(), "--token", hub.Enrol())
	cfg := m.config()
	if cfg.Team == nil || cfg.Team.Machine != "m1" || cfg.Team.URL != hub.URL() || cfg.Team.Fingerprint != teamapi.Fingerprint(hub.TeamKey()) || cfg.Team.Group != "laptops" || !cfg.Team.LocalApprovals {
		t.Fatalf("[team] = %+v", cfg.Team)
	}
	pub, err := teamstate.LoadTeamKey(cfg.Team.TeamKey, cfg.Team.Fingerprint)
	if err != nil || !pub.Equal(hub.TeamKey()) {
		t.Fatalf("pinned key: %v", err)
	}
	info, err := os.Stat(cfg.Team.MachineKey)
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("machine key: %v %v", info, err)
	}
	if !hub.MachineKey("m1").Equal(mustSigner(t, cfg.Team.MachineKey)) {
		t.Error("the hub registered another key than the machine's")
	}
	if !strings.Contains(m.stdout.String(), "as machine m1 (group laptops)") {
		t.Errorf("stdout: %s", m.stdout)
	}

	// A second join never replaces the membership, and does not reach
	// the hub: the token stays unused.
	before, _ := os.ReadFile(filepath.Join(m.home, "config.toml"))
	tok := hub.Enrol()
	if code := m.run("join", hub.URL(), "--token", tok); code != exitFailed {
		t.Fatalf("second join: exit %d", code)
	}
	if !strings.Contains(m.stderr.String(), "already a member of the team at "+hub.URL()) {
		t.Errorf("stderr: %s", m.stderr)
	}
	after, _ := os.ReadFile(filepath.Join(m.home, "config.toml"))
	if string(after) != string(before) {
		t.Error("a refused join changed config.toml")
	}
	other := newMachine(t, "laptop-2")
	other.mustRun("join", hub.URL(), "--token", tok)
}

func mustSigner(t *testing.T, path string) ed25519.PublicKey {
	t.Helper()
	s, _, err := machineKey(filepath.Dir(path))
	if err != nil {
		t.Fatal(err)
	}
	return s.Ed25519().Public().(ed25519.PublicKey)
}

// TestJoinRefusesPlainHTTP: a hub URL that is not https:// is refused
// unless it is on a loopback address, before anything is made or sent.
func TestJoinRefusesPlainHTTP(t *testing.T) {
	hub := teamtest.New(t)
	tok := hub.Enrol()
	for _, url := range []string{"http://hub.example.com", "http://10.0.0.7:8080", "http://0.0.0.0:7000", "http://localhost.example.com"} {
		m := newMachine(t, "x")
		if code := m.run("join", url, "--token", tok); code != exitFailed {
			t.Errorf("%s: exit %d", url, code)
		}
		if !strings.Contains(m.stderr.String(), "not an https:// URL, and not on a loopback address") {
			t.Errorf("%s: stderr %s", url, m.stderr)
		}
		if m.exists("team") || m.exists("config.toml") {
			t.Errorf("%s: a refused join left files", url)
		}
	}
	// The loopback double itself is accepted, over http.
	newMachine(t, "y").mustRun("join", strings.Replace(hub.URL(), "127.0.0.1", "localhost", 1), "--token", tok)
}

// TestJoinRefusesAnotherTeamsKey: the hub answers with a team key whose
// fingerprint is not the token's (another hub, or someone in between):
// nothing is pinned or written, and the machine's new key is removed.
func TestJoinRefusesAnotherTeamsKey(t *testing.T) {
	hub := teamtest.New(t)
	tok := hub.Enrol()
	realPub := hub.TeamKey()
	otherPub, otherPriv, _ := ed25519.GenerateKey(rand.Reader)
	hub.SetTeamKey(otherPub, otherPriv) // the hub that answers is not the token's
	m := newMachine(t, "x")
	if code := m.run("join", hub.URL(), "--token", tok); code != exitFailed {
		t.Fatalf("exit %d", code)
	}
	want := "the hub's team key has fingerprint " + teamapi.Fingerprint(otherPub) + ", but the token pins " + teamapi.Fingerprint(realPub)
	if !strings.Contains(m.stderr.String(), want) {
		t.Errorf("stderr: %s", m.stderr)
	}
	for _, f := range []string{"team/team.pub", "team/machine.key", "team/machine.pub", "config.toml"} {
		if m.exists(f) {
			t.Errorf("%s was left behind", f)
		}
	}
}

// TestJoinTokenUsedTwice: the hub refuses a spent token, and the machine
// says so in the hub's words, with its hint, leaving nothing behind.
func TestJoinTokenUsedTwice(t *testing.T) {
	hub := teamtest.New(t)
	tok := hub.Enrol()
	newMachine(t, "a").mustRun("join", hub.URL(), "--token", tok)
	b := newMachine(t, "b")
	if code := b.run("join", hub.URL(), "--token", tok); code != exitFailed {
		t.Fatalf("exit %d", code)
	}
	got := b.stderr.String()
	for _, want := range []string{
		"gatesh: error: join: " + hub.URL() + " refused this machine: the hub answered 409 Conflict: enrolment token already used\n",
		"gatesh: hint: an enrolment token works once: gatesh-hub enrol --db DSN prints a new one\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("stderr lacks %q:\n%s", want, got)
		}
	}
	if b.exists("team/machine.key") || b.exists("config.toml") {
		t.Error("a refused join left files")
	}
}

func TestJoinRefusesABadToken(t *testing.T) {
	hub := teamtest.New(t)
	m := newMachine(t, "x")
	if code := m.run("join", hub.URL(), "--token", "abc"); code != exitFailed || !strings.Contains(m.stderr.String(), "not a gatesh enrolment token") {
		t.Fatalf("exit %d: %s", code, m.stderr)
	}
	if code := m.run("join", hub.URL()); code != exitUsage {
		t.Errorf("no token: exit %d", code)
	}
}

// A hub that redirects is not followed: the redirect could lead the
// token (or later the machine's log) to another host or to plain http.
func TestJoinFollowsNoRedirect(t *testing.T) {
	hub := teamtest.New(t)
	redirect := httptest.NewServer(http.RedirectHandler(hub.URL()+teamapi.PathJoin, http.StatusTemporaryRedirect))
	defer redirect.Close()
	m := newMachine(t, "x")
	if code := m.run("join", redirect.URL, "--token", hub.Enrol()); code != exitFailed || !strings.Contains(m.stderr.String(), "gatesh follows no redirect") {
		t.Fatalf("exit %d: %s", code, m.stderr)
	}
	if m.exists("config.toml") || m.exists("team/machine.key") {
		t.Error("a refused join left files")
	}
}
