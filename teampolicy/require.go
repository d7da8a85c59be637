package teampolicy

import (
	"fmt"
	"slices"
	"time"

	"gatesh/config"
	"gatesh/rules"
)

// HoldWaitEnv is the variable that overrides hold.wait.
const HoldWaitEnv = "GATESH_HOLD_WAIT"

// Conflict is a local setting that breaks the team's [require]: where
// it is set, to what, and what the team requires.
type Conflict struct {
	Where string // "config.toml" or "the environment"
	Key   string
	Have  string
	Want  string
}

func (c Conflict) String() string {
	return fmt.Sprintf("%s sets %s = %s, where the team requires %s", c.Where, c.Key, c.Have, c.Want)
}

// Apply makes cfg hold what r requires: a setting config.toml leaves
// unset takes the team's value, the team's network_allow entries are
// added to the machine's, and a setting made weaker on this machine (in
// config.toml, or GATESH_HOLD_WAIT in getenv) is returned as a Conflict,
// left as it is: the caller must then hold every command. No local file,
// variable or flag lowers a requirement.
func (r Require) Apply(cfg *config.Config, getenv func(string) string) []Conflict {
	var out []Conflict
	set := func(key string) bool { return cfg.Explicit[key] }
	conflict := func(key, have, want string) {
		out = append(out, Conflict{Where: "config.toml", Key: key, Have: fmt.Sprintf("%q", have), Want: fmt.Sprintf("%q", want)})
	}
	if r.Posture == rules.DefaultHold && cfg.Posture != rules.DefaultHold {
		if set("posture") {
			conflict("posture", string(cfg.Posture), string(r.Posture))
		} else {
			cfg.Posture = r.Posture
		}
	}
	if r.Enforce != "" && cfg.Enforce != r.Enforce {
		if set("enforce") {
			conflict("enforce", cfg.Enforce, r.Enforce)
		} else {
			cfg.Enforce = r.Enforce
		}
	}
	if r.Network != "" && cfg.Network != r.Network {
		if set("network") {
			conflict("network", cfg.Network, r.Network)
		} else {
			cfg.Network = r.Network
		}
	}
	for _, e := range r.NetworkAllow {
		if !slices.Contains(cfg.NetworkAllow, e) {
			cfg.NetworkAllow = append(slices.Clip(cfg.NetworkAllow), e)
		}
	}
	if max := r.MaxHoldWait; max > 0 {
		env := ""
		if getenv != nil {
			env = getenv(HoldWaitEnv)
		}
		if d, err := time.ParseDuration(env); env != "" && err == nil && d > max {
			out = append(out, Conflict{Where: "the environment", Key: HoldWaitEnv, Have: env, Want: "at most " + max.String()})
		}
		switch {
		case cfg.Hold.Wait <= max:
		case set("hold.wait"):
			out = append(out, Conflict{Where: "config.toml", Key: "hold.wait", Have: fmt.Sprintf("%q", cfg.Hold.Wait), Want: "at most " + max.String()})
		default:
			cfg.Hold.Wait = max
		}
	}
	if r.LocalApprovalsOff && cfg.Team != nil && cfg.Team.LocalApprovals {
		if set("team.local_approvals") {
			out = append(out, Conflict{Where: "config.toml", Key: "team.local_approvals", Have: "true", Want: "false"})
		} else {
			cfg.Team.LocalApprovals = false
		}
	}
	return out
}

// Lacks names what base requires that r does not ("require.enforce =
// landlock"): where r is in force instead of base, each is a lowering.
// network_allow is not compared: its entries are each group's builds'.
func (r Require) Lacks(base Require) []string {
	var out []string
	lack := func(key, want string) { out = append(out, fmt.Sprintf("require.%s = %s", key, want)) }
	if base.Enforce != "" && r.Enforce != base.Enforce {
		lack("enforce", fmt.Sprintf("%q", base.Enforce))
	}
	if base.Network != "" && r.Network != base.Network {
		lack("network", fmt.Sprintf("%q", base.Network))
	}
	if base.MaxHoldWait > 0 && (r.MaxHoldWait == 0 || r.MaxHoldWait > base.MaxHoldWait) {
		lack("max_hold_wait", fmt.Sprintf("%q or less", base.MaxHoldWait.String()))
	}
	if base.LocalApprovalsOff && !r.LocalApprovalsOff {
		lack("local_approvals", "false")
	}
	if base.Posture != "" && r.Posture != base.Posture {
		lack("posture", fmt.Sprintf("%q", string(base.Posture)))
	}
	return out
}
