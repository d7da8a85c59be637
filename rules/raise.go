package rules

import (
	"fmt"
	"maps"
	"sort"
	"strings"

	"gatesh/rules/internal/schema"
)

// Who a raise-only check speaks of in its errors.
const (
	projectFile   = "a project rules file"
	underTeamFile = "a rules file under the team's policy (the team's rules can only be raised)"
)

// checkRaise enforces that a project file, which the agent can write, only
// adds risk: new rules are yellow or red, and an existing rule may only get
// a higher tier or deny = true, or be switched on (disabled = false) when
// it is off and not green, as agent-settings-unread is by default. The
// operator's file is held to the same for the rules a team's policy sets
// (who says which).
func checkRaise(who string, r, old schema.Rule, exists bool, defined map[string]bool) error {
	if defined["disabled"] && !r.Disabled && exists && old.Disabled {
		tier := old.Tier
		if defined["tier"] {
			tier = r.Tier
		}
		if t, err := ParseTier(tier); err == nil && t != Green {
			defined = maps.Clone(defined)
			delete(defined, "disabled")
		}
	}
	return raiseOnly(who, r.Tier, r.Deny, old.Tier, old.Deny, exists, defined)
}

// raiseOnly is checkRaise for any kind of rule, by its tier and deny as
// the file sets them and as they were before it.
func raiseOnly(who, tier string, deny bool, oldTier string, oldDeny, exists bool, defined map[string]bool) error {
	if defined["disabled"] {
		return fmt.Errorf("%s may not disable rules", who)
	}
	t, err := ParseTier(tier)
	if !exists {
		if err != nil {
			return err
		}
		if t == Green {
			return fmt.Errorf("%s may not add green rules: it may only add risk", who)
		}
		return nil
	}
	var extra []string
	for k := range defined {
		switch k {
		case "id", "tier", "deny":
		default:
			extra = append(extra, k)
		}
	}
	if len(extra) > 0 {
		sort.Strings(extra)
		return fmt.Errorf("%s may only raise the tier or set deny of an existing rule, not change %s", who, strings.Join(extra, ", "))
	}
	if defined["tier"] {
		if err != nil {
			return err
		}
		was, _ := ParseTier(oldTier)
		if t < was {
			return fmt.Errorf("%s may not lower tier %s to %s", who, oldTier, tier)
		}
	}
	if defined["deny"] && !deny && oldDeny {
		return fmt.Errorf("%s may not set deny = false", who)
	}
	return nil
}
