// Package teamstate is what a machine keeps of its team membership beside config.toml, without any network code: the pinned team key that the queue verifies team decisions with, the team state (policy, stop) the shell verifies with it, and the status file the sync writes for `gatesh doctor`.
package teamstate

import (
	"crypto/ed25519"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"gatesh/config"
	"gatesh/queue"
	"gatesh/teamapi"
)

// File names in config.TeamDir(home).
const (
	// MachineKeyFile and MachinePubFile are the machine's key pair (PEM,
	// as package keys writes them): the private key signs every call to
	// the hub and is the operator's alone (0600).
	MachineKeyFile = "machine.key"
	MachinePubFile = "machine.pub"
	// TeamKeyFile is the pinned team public key, one line of base64.
	TeamKeyFile = "team.pub"
	// StatusFile is the sync's status, for doctor; CursorFile, what the
	// hub has acknowledged.
	StatusFile = "status.json"
	CursorFile = "sync.json"
	// ApproverFile is an approver's session with a hub (0600).
	ApproverFile = "approver.json"
)

// Path is the file name in home's team folder.
func Path(home, name string) string { return filepath.Join(config.TeamDir(home), name) }

// ErrKeyMismatch is a pinned team key whose fingerprint is not the one
// config.toml names.
var ErrKeyMismatch = errors.New("the pinned team key does not have the fingerprint config.toml names")

// WriteTeamKey pins pub at path (0644: the agent's shim reads it to
// verify decisions), creating the file exclusively: a pinned key is never
// replaced silently.
func WriteTeamKey(path string, pub ed25519.PublicKey) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return fmt.Errorf("pinning the team key: %w", err)
	}
	_, err = f.WriteString(teamapi.EncodeKey(pub) + "\n")
	if err == nil {
		err = f.Chmod(0o644)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		return fmt.Errorf("pinning the team key: %w", err)
	}
	return nil
}

// LoadTeamKey reads the pinned team key at path and checks that its
// fingerprint is fingerprint.
func LoadTeamKey(path, fingerprint string) (ed25519.PublicKey, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("team key: %w", err)
	}
	pub, err := teamapi.DecodeKey(strings.TrimSpace(string(data)))
	if err != nil {
		return nil, fmt.Errorf("team key %s: %w", path, err)
	}
	if teamapi.Fingerprint(pub) != fingerprint {
		return nil, fmt.Errorf("%s: %w", path, ErrKeyMismatch)
	}
	return pub, nil
}

// Trust is the queue's view of cfg's team: nil, with no error, when the
// machine has joined none.
func Trust(cfg *config.Config) (*queue.Team, error) {
	if cfg.Team == nil {
		return nil, nil
	}
	pub, err := LoadTeamKey(cfg.Team.TeamKey, cfg.Team.Fingerprint)
	if err != nil {
		return nil, err
	}
	return &queue.Team{Key: pub, Fingerprint: cfg.Team.Fingerprint, Machine: cfg.Team.Machine}, nil
}

// Configure makes q take the decisions of cfg's team, and local
// approvals only if team.local_approvals and the team's policy allow
// them; while the team's state cannot be verified they are off, as
// everything else is held. That setting holds even when the team key
// cannot be read; the error then says why team decisions cannot be
// verified (none is taken), for the caller to show.
func Configure(q *queue.Queue, cfg *config.Config) error {
	if cfg.Team == nil {
		return nil
	}
	c, team := *cfg, *cfg.Team
	c.Team = &team
	if _, err := Apply(&c, nil); err != nil {
		team.LocalApprovals = false
	}
	q.LocalApprovals(team.LocalApprovals)
	t, err := Trust(cfg)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			err = fmt.Errorf("%w (gatesh team join pins it)", err)
		}
		return err
	}
	q.TrustTeam(t)
	return nil
}
