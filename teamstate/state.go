package teamstate

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"gatesh/config"
	"gatesh/internal/atomicfile"
	"gatesh/teamapi"
	"gatesh/teampolicy"
)

// StateFile is the team's state for this machine as the hub signed it
// (teamapi.State): its policy, a policy tried in shadow, and a stop.
const StateFile = "state.json"

// maxState bounds the state file: two policies and a little more.
const maxState = 3 * teampolicy.MaxSize

// Errors of Apply: each means the machine cannot know what its team
// asks, and holds every command.
var (
	ErrNoState  = errors.New("this machine has no team state")
	ErrBadState = errors.New("the team state does not verify")
)

// WriteState replaces the state file at path (0644: the agent's shell
// reads it, and verifies it before any use).
func WriteState(path string, s teamapi.State) error {
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(path, append(data, '\n'), 0o644)
}

// ReadState reads the state file at path without verifying it.
func ReadState(path string) (teamapi.State, error) {
	var s teamapi.State
	f, err := os.Open(path)
	if err != nil {
		return s, err
	}
	defer f.Close()
	dec := json.NewDecoder(&limited{f, maxState})
	if err := dec.Decode(&s); err != nil {
		return s, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

type limited struct {
	f *os.File
	n int
}

func (l *limited) Read(p []byte) (int, error) {
	if l.n <= 0 {
		return 0, errors.New("larger than a team state may be")
	}
	if len(p) > l.n {
		p = p[:l.n]
	}
	n, err := l.f.Read(p)
	l.n -= n
	return n, err
}

// Standing is what the team asks of this machine, from a state that
// verified with the pinned team key.
type Standing struct {
	State teamapi.State
	// Policy is the live policy's own tables; nil without a policy.
	Policy *teampolicy.Policy
	// Conflicts are this machine's settings that break the policy's
	// [require]: while there is one, every command is held.
	Conflicts []teampolicy.Conflict
}

// Apply reads cfg's team state and verifies it with the pinned team key
// for this machine, then makes cfg hold the team's policy: its rules
// (cfg.TeamRules, cfg.TeamPolicy) and its [require] (see
// teampolicy.Require.Apply; getenv gives GATESH_HOLD_WAIT). It returns
// nil, nil for a machine in no team. For a machine in a team, a missing,
// unreadable, unsigned or tampered state, or a policy this gatesh cannot
// read, is an error wrapping ErrNoState or ErrBadState: the caller must
// then hold every command, never run without the team's policy.
func Apply(cfg *config.Config, getenv func(string) string) (*Standing, error) {
	if cfg.Team == nil {
		return nil, nil
	}
	pub, err := LoadTeamKey(cfg.Team.TeamKey, cfg.Team.Fingerprint)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadState, err)
	}
	path := Path(cfg.Home, StateFile)
	s, err := ReadState(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: %s is missing (gatesh team sync brings it from the hub)", ErrNoState, path)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadState, err)
	}
	if err := teamapi.VerifyState(pub, s, cfg.Team.Fingerprint, cfg.Team.Machine); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrBadState, path, err)
	}
	st := &Standing{State: s}
	if s.Policy != "" {
		name := "the team's policy v" + s.PolicyVersion
		if st.Policy, err = teampolicy.Parse(name, s.Policy); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadState, err)
		}
		cfg.TeamRules, cfg.TeamPolicy = s.Policy, s.PolicyVersion
		st.Conflicts = st.Policy.Require.Apply(cfg, getenv)
	}
	return st, nil
}
