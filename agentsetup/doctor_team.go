package agentsetup

import (
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
