package config

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var fp = strings.Repeat("ab", 32)

func TestAddTeam(t *testing.T) {
	home := t.TempDir()
	path := filepath.Join(home, "config.toml")
	if err := os.WriteFile(path, []byte("# mine\nposture = \"default-hold\"\n[hold]\nwait = \"5s\""), 0o640); err != nil {
		t.Fatal(err)
	}
	team := Team{URL: "https://hub.example.com", Machine: "m-1", Fingerprint: fp, Group: "laptops",
		MachineKey: filepath.Join(home, "team", "machine.key"), TeamKey: filepath.Join(home, "team", "team.pub"), LocalApprovals: true}
	if err := AddTeam(home, team); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if !strings.HasPrefix(string(data), "# mine\nposture = \"default-hold\"\n[hold]\nwait = \"5s\"\n") {
		t.Errorf("the operator's text was not kept:\n%s", data)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want the file's own 0640", st.Mode().Perm())
	}
	cfg, err := Load(home)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if cfg.Team == nil || *cfg.Team != team || cfg.Hold.Wait.String() != "5s" {
		t.Fatalf("read back %+v", cfg.Team)
	}
	// A second join never replaces the first.
	other := team
	other.URL = "https://evil.example.com"
	if err := AddTeam(home, other); !errors.Is(err, ErrTeamMember) {
		t.Fatalf("second AddTeam: %v", err)
	}
	if again, _ := os.ReadFile(path); string(again) != string(data) {
		t.Error("a refused AddTeam changed the file")
	}
}

func TestAddTeamRefusesWhatLoadWouldRefuse(t *testing.T) {
	for name, team := range map[string]Team{
		"plain http":         {URL: "http://hub.example.com", Machine: "m", Fingerprint: fp},
		"machine with colon": {URL: "https://h", Machine: "m:1", Fingerprint: fp},
		"short fingerprint":  {URL: "https://h", Machine: "m", Fingerprint: "abcd"},
		"relative key":       {URL: "https://h", Machine: "m", Fingerprint: fp, MachineKey: "team/k"},
	} {
		home := t.TempDir()
		if err := AddTeam(home, team); err == nil || !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: %v, want ErrInvalid", name, err)
		}
		if _, err := os.Stat(filepath.Join(home, "config.toml")); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s: a refused AddTeam wrote config.toml", name)
		}
	}
	// A broken file is not added to.
	home := t.TempDir()
	os.WriteFile(filepath.Join(home, "config.toml"), []byte("postur = 1\n"), 0o600)
	if err := AddTeam(home, Team{URL: "https://h", Machine: "m", Fingerprint: fp}); !errors.Is(err, ErrInvalid) {
		t.Errorf("broken file: %v", err)
	}
}

func TestTeamTable(t *testing.T) {
	good := "[team]\nurl = \"http://127.0.0.1:8080\"\nmachine = \"m1\"\nteam = \"" + fp + "\"\n"
	cases := []struct {
		name, text, err string
		local           bool
	}{
		{"minimal", good, "", true},
		{"local approvals off", good + "local_approvals = false\n", "", false},
		{"unknown key", good + "token = \"x\"\n", "unknown key team.token", false},
		{"no machine", "[team]\nurl = \"https://h\"\nteam = \"" + fp + "\"\n", "url, machine and team", false},
		{"only local_approvals", "[team]\nlocal_approvals = false\n", "url, machine and team", false},
		{"http remote", strings.Replace(good, "127.0.0.1", "10.1.2.3", 1), "not an https:// URL", false},
	}
	for _, c := range cases {
		home := t.TempDir()
		os.WriteFile(filepath.Join(home, "config.toml"), []byte(c.text), 0o600)
		cfg, err := Load(home)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) || !errors.Is(err, ErrInvalid) {
				t.Errorf("%s: %v, want an error with %q", c.name, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if cfg.Team.LocalApprovals != c.local || cfg.Team.TeamKey != filepath.Join(home, "team", "team.pub") {
			t.Errorf("%s: %+v", c.name, cfg.Team)
		}
	}
}
