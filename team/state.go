package team

import (
	"context"
	"crypto/ed25519"
	"errors"
	"fmt"

	"gatesh/teamapi"
	"gatesh/teamstate"
)

// saveState writes the team's state for this machine where the shell
// reads it, once it verifies with the pinned key for this machine; a
// state older than the one there is left out (an event delivered late).
// The shell verifies it again before any use: this file is no more
// trusted than any other the agent could write.
func saveState(home string, pub ed25519.PublicKey, fingerprint, machine string, st teamapi.State) (bool, error) {
	if err := teamapi.VerifyState(pub, st, fingerprint, machine); err != nil {
		return false, err
	}
	path := teamstate.Path(home, teamstate.StateFile)
	if old, err := teamstate.ReadState(path); err == nil && teamapi.VerifyState(pub, old, fingerprint, machine) == nil &&
		old.IssuedAt.After(st.IssuedAt) {
		return false, nil
	}
	return true, teamstate.WriteState(path, st)
}

// takeState writes a state the hub sent and says what changed. A state
// that does not verify is refused and logged: the shell then goes on
// with the state it has.
func (s *syncer) takeState(st teamapi.State) error {
	t := s.cfg.Team
	pub, err := teamstate.LoadTeamKey(t.TeamKey, t.Fingerprint)
	if err != nil {
		return err
	}
	wrote, err := saveState(s.cfg.Home, pub, t.Fingerprint, t.Machine, st)
	if err != nil {
		if errors.Is(err, teamapi.ErrStateForged) || errors.Is(err, teamapi.ErrStateOther) || errors.Is(err, teamapi.ErrStateUnsigned) {
			s.logf("refused the team state the hub sent: %v", err)
			return nil
		}
		return fmt.Errorf("writing the team state: %w", err)
	}
	if wrote {
		s.mu.Lock()
		s.st.Team = &teamapi.State{PolicyVersion: st.PolicyVersion, ShadowVersion: st.ShadowVersion, Stopped: st.Stopped,
			StopReason: st.StopReason, StoppedBy: st.StoppedBy, StoppedAt: st.StoppedAt, IssuedAt: st.IssuedAt}
		s.mu.Unlock()
		s.logf("team state: %s", describeState(st))
	}
	return nil
}

// fetchState asks the hub for this machine's current state: at every
// connection of the event stream, so a state lost here comes back.
func (s *syncer) fetchState(ctx context.Context) error {
	var st teamapi.State
	if err := s.calls.call(ctx, "GET", teamapi.PathMachineState, nil, &st); err != nil {
		return err
	}
	return s.takeState(st)
}

func describeState(st teamapi.State) string {
	out := "no policy"
	if st.PolicyVersion != "" {
		out = "policy v" + st.PolicyVersion + " (group " + st.PolicyGroup + ")"
	}
	if st.ShadowVersion != "" {
		out += ", shadow v" + st.ShadowVersion
	}
	if st.Stopped {
		out += fmt.Sprintf(", STOPPED by %s: %q", st.StoppedBy, st.StopReason)
	}
	return out
}
