package agentsetup

import (
	"strings"
	"time"

	"gatesh/config"
	"gatesh/teamstate"
)

// team reports this machine's membership of a team, the pinned key team
// decisions are verified with, and what `gatesh team sync` last said of
// itself: its state, its lag and the last contact with the hub.
func (d *doctor) team(cfg *config.Config, now time.Time) {
	t := cfg.Team
	if t == nil {
		d.info("team", "none; `gatesh team join URL --token TOKEN` makes this machine a member of a team's hub (docs/team.md)")
		return
	}
	local := "on"
	if !t.LocalApprovals {
		local = "off (only the team approves)"
	}
	if _, err := teamstate.Trust(cfg); err != nil {
		d.bad("team", "restore the file `gatesh team join` wrote, or join again (docs/team.md)",
			"%v: no team decision can be verified, so none is taken", err)
	} else {
		d.ok("team", "machine %s of the team at %s (key %s...); local approvals %s", t.Machine, t.URL, t.Fingerprint[:16], local)
	}
	path := teamstate.Path(cfg.Home, teamstate.StatusFile)
	st, err := teamstate.ReadStatus(path)
	if err != nil {
		d.bad("team sync", "run `gatesh team sync` as a service (docs/team.md shows a systemd unit and a launchd agent)",
			"no status from gatesh team sync (%v): requests and audit lines do not reach the hub, and its decisions do not reach this machine", err)
		return
	}
	line, problem := st.Report(now)
	// The status is for people: a program run as this user could write it.
	line += " (informational: the file is the sync's word, not checked)"
	if problem {
		d.bad("team sync", "see `journalctl --user -u gatesh-team-sync` (or the launchd log); `gatesh team sync --once` ships by hand and says why it cannot", "%s", line)
		return
	}
	d.ok("team sync", "%s", line)
}

// teamPolicy reports what the team asks of this machine, from its state
// as the shell reads it (verified with the pinned team key): the policy's
// version, a policy tried in shadow, a stop, and every setting of this
// machine that breaks the policy's [require]. It applies the policy to
// cfg, as the shell does, for the checks after it.
func (d *doctor) teamPolicy(cfg *config.Config) {
	if cfg.Team == nil {
		return
	}
	st, err := teamstate.Apply(cfg, d.getenv)
	if err != nil {
		d.bad("team policy", "run `gatesh team sync` (as a service), which brings the team's signed state from the hub",
			"%v; every command is held until it verifies", err)
		d.broken = true
		return
	}
	s := st.State
	switch {
	case s.PolicyVersion == "":
		d.ok("team policy", "none pushed (state issued %s)", s.IssuedAt.UTC().Format(time.RFC3339))
	default:
		d.ok("team policy", "version %s (for group %s), issued %s", s.PolicyVersion, s.PolicyGroup, s.IssuedAt.UTC().Format(time.RFC3339))
	}
	if s.ShadowVersion != "" {
		d.info("team shadow policy", "version %s runs beside it and changes nothing; `gatesh team diff` shows what it would change", s.ShadowVersion)
	}
	if s.Stopped {
		d.bad("team stop", "an admin of the team lifts it with `gatesh team resume`",
			"the team stopped this machine's group: %q (%s, %s); every command and tool call is held", s.StopReason, s.StoppedBy, s.StoppedAt.UTC().Format(time.RFC3339))
		d.broken = true
	}
	for _, c := range st.Conflicts {
		d.bad("team require", "remove the setting, or set it as the team requires; while it stands every command is held", "%s", c)
		d.broken = true
	}
}

// getenv reads the environment the probes run in.
func (d *doctor) getenv(key string) string {
	for _, kv := range d.environ {
		if v, ok := strings.CutPrefix(kv, key+"="); ok {
			return v
		}
	}
	return ""
}
