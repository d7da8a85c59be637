// Package teampolicy reads a team's policy file: rules.toml's schema for
// the team's rules, plus [require] (settings every machine must hold)
// and [quorum] (how many approvers a request needs). It holds no network
// code: the hub checks a push with it, and the gatesh shell reads the
// policy its sync brought.
package teampolicy

import (
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"gatesh/egress"
	"gatesh/rules"
)

// MaxSize bounds a policy file: it travels in every machine's signed
// state.
const MaxSize = 256 << 10

// MaxQuorum bounds how many approvers a request may need.
const MaxQuorum = 16

// Policy is a team policy file's own tables, validated.
type Policy struct {
	Require Require
	Quorum  Quorum
}

// Require is the [require] table: settings a machine must hold. A
// setting config.toml leaves unset takes the team's value; one it sets
// weaker is a conflict, and the machine then holds everything.
type Require struct {
	// Enforce is "landlock" or "" (no requirement).
	Enforce string
	// Network is "allowlist" or "".
	Network string
	// NetworkAllow are allowlist entries every machine has, added to its
	// own: the baseline its builds need.
	NetworkAllow []string
	// MaxHoldWait bounds hold.wait (and GATESH_HOLD_WAIT); 0 for none.
	MaxHoldWait time.Duration
	// LocalApprovalsOff is local_approvals = false: only the team
	// approves.
	LocalApprovalsOff bool
	// Posture is "default-hold" or "".
	Posture rules.Posture
}

// Quorum says how many distinct approvers a request needs: the most any
// entry that matches it asks for, and 1 when none does.
type Quorum struct {
	// Rules maps a rule id, or a glob of ids ("gate-*"), to a quorum;
	// a team rule's own quorum = N is here too.
	Rules map[string]int
	// Tiers maps a tier ("red") to a quorum.
	Tiers map[string]int
	// Kinds maps a kind of request (see Kinds) to a quorum.
	Kinds map[string]int
}

// KindNames are the kinds of request a [quorum] table may name (see
// kindRules).
var KindNames = [...]string{"gate", "infrastructure", "mcp", "money", "production", "secret"}

// kindRules returns the globs of the ids of the rules that hold a request
// of a kind; "mcp" is any call of an MCP server's tool, by its server.
// A function, not a table: the shell builds nothing it may not need.
func kindRules(kind string) []string {
	switch kind {
	case "gate":
		return []string{"gate-*", "agent-snapshot-*"}
	case "production":
		return []string{"target-production"}
	case "money":
		return []string{"tool-money"}
	case "secret":
		return []string{"secret-*", "tool-secret"}
	case "infrastructure":
		return []string{"cloud-*", "terraform-*", "verb-infrastructure", "tool-infrastructure"}
	}
	return nil
}

type file struct {
	Require struct {
		Enforce        string   `toml:"enforce"`
		Network        string   `toml:"network"`
		NetworkAllow   []string `toml:"network_allow"`
		MaxHoldWait    string   `toml:"max_hold_wait"`
		LocalApprovals *bool    `toml:"local_approvals"`
		Posture        string   `toml:"posture"`
	} `toml:"require"`
	Quorum struct {
		Rules map[string]int `toml:"rules"`
		Tiers map[string]int `toml:"tiers"`
		Kinds map[string]int `toml:"kinds"`
	} `toml:"quorum"`
	Rule []struct {
		ID     string `toml:"id"`
		Quorum *int   `toml:"quorum"`
	} `toml:"rule"`
	Tools struct {
		Rule []struct {
			ID     string `toml:"id"`
			Quorum *int   `toml:"quorum"`
		} `toml:"rule"`
	} `toml:"tools"`
}

// ErrInvalid is wrapped by every error about a policy file's content.
var ErrInvalid = errors.New("invalid team policy")

// Parse reads a policy file's own tables, rejecting an unknown key in
// them and a bad value; the rules in it are the rules package's to check
// (Check does both).
func Parse(name, text string) (*Policy, error) {
	if len(text) > MaxSize {
		return nil, fmt.Errorf("%w: %s is %d bytes; at most %d", ErrInvalid, name, len(text), MaxSize)
	}
	var f file
	md, err := toml.Decode(text, &f)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrInvalid, name, err)
	}
	for _, k := range md.Undecoded() {
		if len(k) > 0 && (k[0] == "require" || k[0] == "quorum") {
			return nil, fmt.Errorf("%w: %s: unknown key %s", ErrInvalid, name, k)
		}
	}
	p := &Policy{Quorum: Quorum{Rules: map[string]int{}, Tiers: map[string]int{}, Kinds: map[string]int{}}}
	bad := func(format string, a ...any) (*Policy, error) {
		return nil, fmt.Errorf("%w: %s: %s", ErrInvalid, name, fmt.Sprintf(format, a...))
	}
	r := f.Require
	switch r.Enforce {
	case "", "landlock":
		p.Require.Enforce = r.Enforce
	default:
		return bad("require.enforce %q: only \"landlock\" can be required", r.Enforce)
	}
	switch r.Network {
	case "", "allowlist":
		p.Require.Network = r.Network
	default:
		return bad("require.network %q: only \"allowlist\" can be required", r.Network)
	}
	for _, e := range r.NetworkAllow {
		if _, err := egress.ParseEntry(e); err != nil {
			return bad("require.network_allow: %v", err)
		}
	}
	p.Require.NetworkAllow = r.NetworkAllow
	if r.MaxHoldWait != "" {
		d, err := time.ParseDuration(r.MaxHoldWait)
		if err != nil || d <= 0 {
			return bad("require.max_hold_wait %q: want a duration such as 30s", r.MaxHoldWait)
		}
		p.Require.MaxHoldWait = d
	}
	if r.LocalApprovals != nil {
		if *r.LocalApprovals {
			return bad("require.local_approvals = true: only false can be required (true is every machine's default)")
		}
		p.Require.LocalApprovalsOff = true
	}
	switch rules.Posture(r.Posture) {
	case "", rules.DefaultHold:
		p.Require.Posture = rules.Posture(r.Posture)
	default:
		return bad("require.posture %q: only %q can be required", r.Posture, rules.DefaultHold)
	}
	q := f.Quorum
	for pat, n := range q.Rules {
		if _, err := path.Match(pat, ""); err != nil || pat == "" {
			return bad("quorum.rules %q: want a rule id or a glob of ids", pat)
		}
		p.Quorum.Rules[pat] = n
	}
	for tier, n := range q.Tiers {
		if tier != rules.Red.String() {
			return bad("quorum.tiers %q: only red requests wait for approvers", tier)
		}
		p.Quorum.Tiers[tier] = n
	}
	for kind, n := range q.Kinds {
		if !slices.Contains(KindNames[:], kind) {
			return bad("quorum.kinds %q: want one of %s", kind, strings.Join(KindNames[:], ", "))
		}
		p.Quorum.Kinds[kind] = n
	}
	for _, rs := range [][]struct {
		ID     string `toml:"id"`
		Quorum *int   `toml:"quorum"`
	}{f.Rule, f.Tools.Rule} {
		for _, x := range rs {
			if x.Quorum != nil {
				p.Quorum.Rules[x.ID] = max(p.Quorum.Rules[x.ID], *x.Quorum)
			}
		}
	}
	for _, m := range []map[string]int{p.Quorum.Rules, p.Quorum.Tiers, p.Quorum.Kinds} {
		for k, n := range m {
			if n < 1 || n > MaxQuorum {
				return bad("quorum %d for %q: want 1 to %d approvers", n, k, MaxQuorum)
			}
		}
	}
	return p, nil
}

// Check reads a whole policy file as the hub does before it stores one:
// its own tables (Parse), and its rules over the embedded default, each
// rule's examples run.
func Check(name, text string) (*Policy, error) {
	p, err := Parse(name, text)
	if err != nil {
		return nil, err
	}
	if err := rules.CheckTeam(name, text); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	return p, nil
}

// Request is what Quorum.For reads of a request: the ids of the rules
// that held it, its tier, and the MCP server of a tool call.
type Request struct {
	Rules  []string
	Tier   string
	Server string
}

// For returns how many distinct approvers r needs: at least 1.
func (q Quorum) For(r Request) int {
	n := 1
	for pat, k := range q.Rules {
		if slices.ContainsFunc(r.Rules, func(id string) bool { return globMatch(pat, id) }) {
			n = max(n, k)
		}
	}
	n = max(n, q.Tiers[r.Tier])
	for kind, k := range q.Kinds {
		if kind == "mcp" && r.Server != "" || slices.ContainsFunc(kindRules(kind), func(pat string) bool {
			return slices.ContainsFunc(r.Rules, func(id string) bool { return globMatch(pat, id) })
		}) {
			n = max(n, k)
		}
	}
	return n
}

func globMatch(pat, id string) bool {
	ok, err := path.Match(pat, id)
	return err == nil && ok
}
