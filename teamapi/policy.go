package teamapi

import "time"

// AllGroups is the group of a policy or a stop that holds for every
// machine group.
const AllGroups = "*"

// StopAsk is the body of a stop or resume call: the machine group it is
// for ("" or "*" for every group) and, for a stop, why.
type StopAsk struct {
	Group  string `json:"group,omitempty"`
	Reason string `json:"reason,omitempty"`
}

// Stop is a stop in force: every command and tool call of the group's
// machines is held until an admin resumes it.
type Stop struct {
	Group  string    `json:"group"`
	Reason string    `json:"reason"`
	By     string    `json:"by"`
	At     time.Time `json:"at"`
}

// PolicyInfo is one policy an admin pushed.
type PolicyInfo struct {
	Version   string    `json:"version"`
	Group     string    `json:"group"`
	Shadow    bool      `json:"shadow,omitempty"`
	CreatedAt time.Time `json:"created_at"`
	CreatedBy string    `json:"created_by"`
	SHA256    string    `json:"sha256"`
	// Live says whether it is in force for its group now (the newest
	// pushed without --shadow); for a shadow policy, whether it still
	// runs beside the live one.
	Live bool `json:"live,omitempty"`
	// Body is the file as pushed, on a call that asks for it.
	Body string `json:"body,omitempty"`
}

// PolicyList answers PathPolicy: the policies, newest first, and the
// stops in force.
type PolicyList struct {
	Policies []PolicyInfo `json:"policies"`
	Stops    []Stop       `json:"stops"`
}

// ShadowRule counts the decisions a shadow policy would have changed
// through one rule: the rule's id (or "(none)" for a decision the live
// rules made that the shadow one would not), how many, and how many of
// them would have been held rather than run.
type ShadowRule struct {
	Rule      string `json:"rule"`
	Count     int    `json:"count"`
	WouldHold int    `json:"would_hold"`
}

// ShadowChange is one decision a shadow policy would have made
// differently, from a machine's audit record.
type ShadowChange struct {
	Machine       string    `json:"machine"`
	Seq           int64     `json:"seq"`
	At            time.Time `json:"at"`
	Command       string    `json:"command"`
	Tool          string    `json:"tool,omitempty"`
	Cwd           string    `json:"cwd"`
	Policy        string    `json:"policy_version"`
	ShadowVersion string    `json:"shadow_version"`
	Tier          string    `json:"tier"`
	Verdict       string    `json:"verdict"`
	ShadowTier    string    `json:"shadow_tier"`
	ShadowVerdict string    `json:"shadow_verdict"`
	ShadowRules   []Rule    `json:"shadow_rules"`
}

// ShadowDiff answers PathShadow: counts per rule, most first, and the
// changes themselves, newest first.
type ShadowDiff struct {
	Version string         `json:"shadow_version,omitempty"`
	Total   int            `json:"total"`
	Rules   []ShadowRule   `json:"rules"`
	Changes []ShadowChange `json:"changes"`
}
