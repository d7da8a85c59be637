package shim

import (
	"crypto/ed25519"
	"crypto/rand"
	"testing"
	"time"

	"gatesh/config"
	"gatesh/teamapi"
	"gatesh/teamstate"
)

// testTeam is a machine's membership of a team whose key the test holds.
type testTeam struct {
	pub  ed25519.PublicKey
	priv ed25519.PrivateKey
	team config.Team
	home string
}

// joinTeam makes g's machine m1 a member of a new team, as `gatesh team
// join` does (local approvals off), with a signed state and no policy.
func joinTeam(t *testing.T, g *gateshEnv) *testTeam {
	t.Helper()
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	must(t, err)
	tm := &testTeam{pub: pub, priv: priv, home: g.home, team: config.Team{URL: "https://hub.example.com", Machine: "m1", Fingerprint: teamapi.Fingerprint(pub),
		Group: "ci", TeamKey: teamstate.Path(g.home, teamstate.TeamKeyFile), MachineKey: teamstate.Path(g.home, teamstate.MachineKeyFile)}}
	must(t, teamstate.WriteTeamKey(tm.team.TeamKey, pub))
	must(t, config.AddTeam(g.home, tm.team)) // LocalApprovals false
	tm.state(t, func(*teamapi.State) {})
	return tm
}

// state writes the machine's team state, as edit makes it, signed by the
// team key; it returns what it wrote.
func (tm *testTeam) state(t *testing.T, edit func(*teamapi.State)) teamapi.State {
	t.Helper()
	s := teamapi.State{Team: tm.team.Fingerprint, Machine: tm.team.Machine, Group: tm.team.Group, IssuedAt: time.Now().UTC()}
	edit(&s)
	s.SignWith(func(m []byte) []byte { return ed25519.Sign(tm.priv, m) })
	must(t, teamstate.WriteState(teamstate.Path(tm.home, teamstate.StateFile), s))
	return s
}
