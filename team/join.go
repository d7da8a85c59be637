package team

import (
	"crypto/ed25519"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"

	"gatesh/config"
	"gatesh/keys"
	"gatesh/teamapi"
	"gatesh/teamstate"
)

// runJoin registers this machine with a hub, with a one-time enrolment
// token: it makes the machine's key, pins the team key the token names,
// and writes [team] into config.toml. It never replaces a membership.
//
//	gatesh team join URL --token TOKEN [--name NAME]
func runJoin(e *env, args []string) int {
	fs := newFlags("join", e)
	token := fs.String("token", "", "the one-time enrolment token `gatesh-hub enrol` printed")
	name := fs.String("name", "", "the name people see for this machine (default: the host name)")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return exitUsage
	}
	if len(rest) != 1 || *token == "" {
		return e.usage("join: want the hub's URL and --token", "gatesh team join https://hub.example.com --token gatesh-enrol-v1....")
	}
	base, err := teamapi.CheckURL(rest[0])
	if err != nil {
		return e.errorf(exitFailed, "use the hub's https:// URL (http:// only on a loopback address, for a local trial)", "join: %v", err)
	}
	tok, err := teamapi.ParseEnrolToken(*token)
	if err != nil {
		return e.errorf(exitFailed, "copy the whole token `gatesh-hub enrol` printed, which starts gatesh-enrol-v1.", "join: %v", err)
	}
	cfg, err := e.config()
	if err != nil {
		return e.errorf(exitFailed, "fix config.toml first", "%v", err)
	}
	if cfg.Team != nil {
		return e.errorf(exitFailed, "to join another team, the operator removes the [team] table from config.toml and the folder "+config.TeamDir(cfg.Home)+" first",
			"join: this machine is already a member of the team at %s, as machine %s: %v", cfg.Team.URL, cfg.Team.Machine, config.ErrTeamMember)
	}
	dir := config.TeamDir(cfg.Home)
	teamKey := filepath.Join(dir, teamstate.TeamKeyFile)
	if _, err := os.Lstat(teamKey); err == nil {
		return e.errorf(exitFailed, "a join that stopped half way left it; remove it if you mean to join anew", "join: %s exists, and config.toml names no team", teamKey)
	}
	if *name == "" {
		if *name, err = e.hostname(); err != nil {
			return e.usage("join: no host name: give --name", "gatesh team join URL --token T --name NAME")
		}
	}
	signer, made, err := machineKey(dir)
	if err != nil {
		return e.errorf(exitFailed, "", "join: the machine's key: %v", err)
	}
	undo := func() {
		if made { // a refused join leaves nothing behind
			os.Remove(filepath.Join(dir, teamstate.MachineKeyFile))
			os.Remove(filepath.Join(dir, teamstate.MachinePubFile))
		}
	}
	h := &hub{base: base, client: e.client}
	var resp teamapi.JoinResponse
	req := teamapi.JoinRequest{Token: tok.String(), PublicKey: teamapi.EncodeKey(signer.Ed25519().Public().(ed25519.PublicKey)), Name: *name}
	if err := h.call(e.ctx, "POST", teamapi.PathJoin, req, &resp); err != nil {
		undo()
		return e.hubError(err, "an enrolment token works once and expires; the admin prints a new one with gatesh-hub enrol", "join: %s refused this machine", base)
	}
	pub, err := teamapi.DecodeKey(resp.TeamPublicKey)
	if err != nil {
		undo()
		return e.errorf(exitFailed, "", "join: the hub sent a team key that is %v", err)
	}
	if got := teamapi.Fingerprint(pub); got != tok.Team || resp.Team != tok.Team {
		undo()
		return e.errorf(exitFailed, "this is not the hub of the team that made the token (or someone is in between): check the URL with the admin; nothing was changed",
			"join: the hub's team key has fingerprint %s, but the token pins %s", got, tok.Team)
	}
	if err := teamstate.WriteTeamKey(teamKey, pub); err != nil {
		undo()
		return e.errorf(exitFailed, "", "join: %v", err)
	}
	// The team's first state, so that the shell holds its policy from
	// the start; without it every command is held until sync brings it.
	if resp.State != nil {
		if _, err := saveState(cfg.Home, pub, tok.Team, resp.Machine, *resp.State); err != nil {
			fmt.Fprintf(e.stderr, "gatesh: warning: join: the team state the hub sent: %v; gatesh team sync asks again\n", err)
		}
	}
	t := config.Team{URL: base.String(), Machine: resp.Machine, Fingerprint: tok.Team, Group: resp.Group,
		MachineKey: filepath.Join(dir, teamstate.MachineKeyFile), TeamKey: teamKey, LocalApprovals: true}
	if err := config.AddTeam(cfg.Home, t); err != nil {
		os.Remove(teamKey)
		os.Remove(teamstate.Path(cfg.Home, teamstate.StateFile))
		undo()
		return e.errorf(exitFailed, "the hub has registered the machine; once config.toml is fixed, the admin prints a new token to join again", "join: %v", err)
	}
	fmt.Fprintf(e.stdout, "joined the team %s at %s as machine %s", tok.Team[:16], base, resp.Machine)
	if resp.Group != "" {
		fmt.Fprintf(e.stdout, " (group %s)", resp.Group)
	}
	fmt.Fprintf(e.stdout, "\npinned the team key in %s, and wrote [team] into %s\n", teamKey, filepath.Join(cfg.Home, "config.toml"))
	fmt.Fprintf(e.stdout, "next: run `gatesh team sync` as a service (docs/team.md shows a systemd unit)\n")
	return 0
}

// machineKey loads the machine's key in dir, making it when there is
// none (made is then true). A key left by a join that did not finish is
// used again.
func machineKey(dir string) (s *keys.Signer, made bool, err error) {
	priv, pub := filepath.Join(dir, teamstate.MachineKeyFile), filepath.Join(dir, teamstate.MachinePubFile)
	if _, err := os.Stat(priv); errors.Is(err, fs.ErrNotExist) {
		// The folder is readable by all: the agent's shim reads the team key.
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, false, err
		}
		if err := keys.Generate(priv, pub); err != nil {
			return nil, false, err
		}
		made = true
	}
	s, err = keys.LoadSigner(priv)
	return s, made, err
}

// loadMachine is the hub as this machine calls it: signed with its key.
func (e *env) loadMachine(cfg *config.Config, client *http.Client) (*hub, error) {
	if cfg.Team == nil {
		return nil, errNotMember
	}
	base, err := teamapi.CheckURL(cfg.Team.URL)
	if err != nil {
		return nil, err
	}
	s, err := keys.LoadSigner(cfg.Team.MachineKey)
	if err != nil {
		return nil, fmt.Errorf("the machine's key: %w", err)
	}
	return &hub{base: base, client: client, auth: machineAuth(cfg.Team.Machine, s.Ed25519(), e.now)}, nil
}

var errNotMember = errors.New("this machine has joined no team (config.toml has no [team] table)")
