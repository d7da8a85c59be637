package config

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"

	"gatesh/internal/atomicfile"
	"gatesh/teamapi"
)

// Team is the [team] table: this machine's membership of a team's hub,
// which `gatesh team join` writes. nil in Config means no team.
type Team struct {
	// URL is the hub, https:// or on a loopback address.
	URL string
	// Machine is this machine's id at the hub.
	Machine string
	// Fingerprint is the pinned team key's (teamapi.Fingerprint): a team
	// decision verifies only with the key that has it.
	Fingerprint string
	// Group is the machine group the hub put the machine in.
	Group string
	// MachineKey is the machine's private key (team/machine.key in Home
	// unless the table names a file); TeamKey, the pinned team public key
	// (team/team.pub).
	MachineKey string
	TeamKey    string
	// LocalApprovals is false when approvals signed with the operator's
	// key no longer count, only the team's (local_approvals = false);
	// local rejections and revocations always do.
	LocalApprovals bool
}

type teamFile struct {
	URL            string `toml:"url"`
	Machine        string `toml:"machine"`
	Team           string `toml:"team"`
	Group          string `toml:"group,omitempty"`
	MachineKey     string `toml:"machine_key,omitempty"`
	TeamKey        string `toml:"team_key,omitempty"`
	LocalApprovals *bool  `toml:"local_approvals,omitempty"`
}

// ErrTeamMember is AddTeam on a config.toml that already has a [team]
// table: a membership is never replaced silently.
var ErrTeamMember = errors.New("this machine is already a member of a team")

// TeamDir is the folder in home that holds the machine's team files.
func TeamDir(home string) string { return filepath.Join(home, "team") }

func (t *teamFile) validate(home string) (*Team, error) {
	out := &Team{URL: t.URL, Machine: t.Machine, Fingerprint: t.Team, Group: t.Group,
		MachineKey: filepath.Join(TeamDir(home), "machine.key"), TeamKey: filepath.Join(TeamDir(home), "team.pub"),
		LocalApprovals: t.LocalApprovals == nil || *t.LocalApprovals}
	if t.URL == "" || t.Machine == "" || t.Team == "" {
		return nil, errors.New("team: url, machine and team are all needed (gatesh team join writes them)")
	}
	if _, err := teamapi.CheckURL(t.URL); err != nil {
		return nil, fmt.Errorf("team.url: %w", err)
	}
	if !plainName(t.Machine) {
		return nil, fmt.Errorf("team.machine %q: want the id the hub gave (letters, digits, '.', '_', '-')", t.Machine)
	}
	if !plainName(t.Group) && t.Group != "" {
		return nil, fmt.Errorf("team.group %q: want a group name (letters, digits, '.', '_', '-')", t.Group)
	}
	if len(t.Team) != 64 || strings.Trim(t.Team, "0123456789abcdef") != "" {
		return nil, fmt.Errorf("team.team %q: want the team key's fingerprint, 64 lowercase hex digits", t.Team)
	}
	for _, p := range []struct {
		key, value string
		to         *string
	}{{"team.machine_key", t.MachineKey, &out.MachineKey}, {"team.team_key", t.TeamKey, &out.TeamKey}} {
		if p.value == "" {
			continue
		}
		if !filepath.IsAbs(p.value) {
			return nil, fmt.Errorf("%s %q: want an absolute path", p.key, p.value)
		}
		*p.to = p.value
	}
	return out, nil
}

// plainName accepts an id that is safe in a header, a path and a log:
// 1 to 128 letters, digits, '.', '_' and '-'.
func plainName(s string) bool {
	if s == "" || len(s) > 128 {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// AddTeam writes t as the [team] table of home/config.toml, after what the
// file holds, keeping its text and comments. It refuses (ErrTeamMember) a
// file that already has a [team] table, and writes nothing unless the
// whole new file loads as Load would load it, unknown keys rejected.
func AddTeam(home string, t Team) error {
	path := filepath.Join(home, "config.toml")
	old, err := os.ReadFile(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("read config: %w", err)
	}
	cfg, err := parse(home, path, old)
	if err != nil {
		return fmt.Errorf("config.toml must load before a team is added: %w", err)
	}
	if cfg.Team != nil {
		return fmt.Errorf("%s has a [team] table for %s: %w", path, cfg.Team.URL, ErrTeamMember)
	}
	tf := teamFile{URL: t.URL, Machine: t.Machine, Team: t.Fingerprint, Group: t.Group, MachineKey: t.MachineKey, TeamKey: t.TeamKey}
	if !t.LocalApprovals {
		off := false
		tf.LocalApprovals = &off
	}
	var table bytes.Buffer
	enc := toml.NewEncoder(&table)
	enc.Indent = ""
	if err := enc.Encode(struct {
		Team teamFile `toml:"team"`
	}{tf}); err != nil {
		return fmt.Errorf("encoding [team]: %w", err)
	}
	text := old
	if len(text) > 0 && !bytes.HasSuffix(text, []byte("\n")) {
		text = append(text, '\n')
	}
	if len(text) > 0 {
		text = append(text, '\n')
	}
	text = append(text, "# Written by `gatesh team join`.\n"...)
	text = append(text, table.Bytes()...)
	got, err := parse(home, path, text)
	if err != nil {
		return err
	}
	if got.Team == nil || got.Team.URL != t.URL || got.Team.Machine != t.Machine || got.Team.Fingerprint != t.Fingerprint {
		return fmt.Errorf("%s: the [team] table written does not read back as given", path)
	}
	mode := fs.FileMode(0o644)
	if info, err := os.Stat(path); err == nil {
		mode = info.Mode().Perm()
	}
	if err := os.MkdirAll(home, 0o700); err != nil {
		return err
	}
	return atomicfile.WriteFile(path, text, mode)
}
