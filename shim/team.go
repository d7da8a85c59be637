package shim

import (
	"sync"

	"fmt"
	"strings"
	"time"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/rules"
	"gatesh/teamstate"
	"gatesh/toolcall"
)

// The rule ids of what a team asks beyond its rules. Each holds every
// command and tool call, green ones too, and files no request: nothing an
// approval could let through, until the team or the operator acts.
const (
	// teamStop: an admin stopped the machines of this group.
	teamStop = "team_stop"
	// teamState: the team's state on this machine is missing, or does
	// not verify with the pinned team key.
	teamState = "team_state"
	// teamRequire: this machine's settings break the policy's [require].
	teamRequire = "team_require"
)

// isTeamHold reports whether d is one of the team's holds.
func isTeamHold(d rules.Decision) bool {
	for _, h := range d.Hits {
		switch h.ID {
		case teamStop, teamState, teamRequire:
			return true
		}
	}
	return false
}

// team reads the team's state for a machine in a team and applies its
// policy to cfg (its rules and [require]): it returns the hold that
// stands instead of the rules, or nil. A machine in no team gets nil.
func (r *runtime) team(cfg *config.Config) *rules.Decision {
	st, err := teamstate.Apply(cfg, r.env.get)
	if err != nil {
		d := redDecision(teamState, fmt.Sprintf("this machine is in the team at %s, and nothing runs without the team's policy: %v", cfg.Team.URL, err))
		return &d
	}
	if st == nil {
		return nil
	}
	r.standing = st
	s := st.State
	if s.Stopped {
		when := ""
		if !s.StoppedAt.IsZero() {
			when = ", " + s.StoppedAt.UTC().Format(time.RFC3339)
		}
		d := redDecision(teamStop, fmt.Sprintf("the team stopped every command on the machines of group %s: %q (%s%s)", orAll(s.Group), s.StopReason, s.StoppedBy, when))
		return &d
	}
	if len(st.Conflicts) > 0 {
		var why []string
		for _, c := range st.Conflicts {
			why = append(why, c.String())
		}
		d := redDecision(teamRequire, fmt.Sprintf("this machine's settings break the team's policy v%s: %s", s.PolicyVersion, strings.Join(why, "; ")))
		return &d
	}
	return nil
}

func orAll(group string) string {
	if group == "" {
		return "*"
	}
	return group
}

// teamHint is the next step after one of the team's holds.
func teamHint(d rules.Decision) string {
	for _, h := range d.Hits {
		switch h.ID {
		case teamStop:
			return "nothing ran and no request was filed; the team's admin lifts the stop with `gatesh team resume`: run the command again then"
		case teamRequire:
			return "nothing ran and no request was filed; the operator removes or raises the settings named (`gatesh doctor` lists them)"
		case teamState:
			return "nothing ran and no request was filed; the operator runs `gatesh team sync`, which brings the team's signed policy from the hub (`gatesh doctor` says more)"
		}
	}
	return ""
}

// shadowing classifies with the live rules and, beside them, with the
// rules of a policy the team tries in shadow: it keeps the shadow's
// decisions for the audit record, and returns the live ones alone.
type shadowing struct {
	Classifier
	shadow Classifier
	r      *runtime
}

// shadowMu guards runtime.shadowed: check --batch classifies on several
// goroutines.
var shadowMu sync.Mutex

func (s shadowing) keep(d rules.Decision) {
	shadowMu.Lock()
	defer shadowMu.Unlock()
	s.r.shadowed = append(s.r.shadowed, d)
}

func (s shadowing) Classify(text string) rules.Decision {
	s.keep(s.shadow.Classify(text))
	return s.Classifier.Classify(text)
}

func (s shadowing) ClassifyShell(text string, args []string) rules.Decision {
	s.keep(s.shadow.ClassifyShell(text, args))
	return s.Classifier.ClassifyShell(text, args)
}

func (s shadowing) ClassifyArgv(argv []string) rules.Decision {
	s.keep(s.shadow.ClassifyArgv(argv))
	return s.Classifier.ClassifyArgv(argv)
}

func (s shadowing) ClassifyTool(call toolcall.Call) rules.Decision {
	s.keep(s.shadow.ClassifyTool(call))
	return s.Classifier.ClassifyTool(call)
}

// withShadow wraps cls when the team tries a policy in shadow: the
// shadow's rules load as the live ones do, with its text as the team's
// layer; a shadow that does not load holds everything in shadow, which
// is a difference worth seeing.
func (r *runtime) withShadow(cfg *config.Config, cwd string, cls Classifier) Classifier {
	if r.standing == nil || r.standing.State.Shadow == "" {
		return cls
	}
	sc := *cfg
	sc.TeamRules, sc.TeamPolicy = r.standing.State.Shadow, r.standing.State.ShadowVersion
	var shadow Classifier = heldAll{}
	if c, err := r.classify(&sc, cwd, r.env.get("HOME")); err != nil {
		shadow = heldAll{rules.Broken(err)}
	} else {
		shadow = r.refined(&sc, cwd, c)
	}
	return shadowing{Classifier: cls, shadow: shadow, r: r}
}

// noteTeam writes the team's policy version into rec, and, when the
// shadow policy would have decided otherwise than live, what it would
// have decided. It changes no outcome.
func (r *runtime) noteTeam(rec *audit.Record, live rules.Decision) {
	if r.standing == nil {
		return
	}
	rec.Policy = r.standing.State.PolicyVersion
	shadowMu.Lock()
	shadowed := r.shadowed
	r.shadowed = nil
	shadowMu.Unlock()
	if len(shadowed) == 0 {
		return
	}
	sd := merge(shadowed...)
	live = normalize(live)
	if sd.Tier == live.Tier && sd.Verdict == live.Verdict {
		return
	}
	rec.ShadowPolicy = r.standing.State.ShadowVersion
	rec.ShadowTier, rec.ShadowVerdict, rec.ShadowRules = sd.Tier.String(), string(sd.Verdict), ruleList(sd)
}
