package audit

// Events a record can carry.
const (
	EventDecision       = "decision"
	EventHeld           = "held"
	EventApproved       = "approved"
	EventRejected       = "rejected"
	EventExpired        = "expired"
	EventUsed           = "used"
	EventRun            = "run"
	EventFinished       = "finished"
	EventForgedDecision = "forged_decision"
)

// Rule is one rule that matched, as logged.
type Rule struct {
	ID     string `json:"id"`
	Tier   string `json:"tier"`
	Reason string `json:"reason"`
}

// Record is one line of the audit log. Append fills TS, ID and Prev.
type Record struct {
	TS      string `json:"ts"`
	ID      string `json:"id"`
	Event   string `json:"event"`
	Command string `json:"command"`
	Cwd     string `json:"cwd"`
	Tier    string `json:"tier,omitempty"`
	Verdict string `json:"verdict,omitempty"`
	Rules   []Rule `json:"rules"`
	Pid     int    `json:"pid"`
	Ppid    int    `json:"ppid"`
	User    string `json:"user"`
	Agent   string `json:"agent,omitempty"`
	Session string `json:"session,omitempty"`
	// Request is the id of the hold request this record is about.
	Request string `json:"request,omitempty"`
	// Reason is the operator's reason for a decision, or the agent's for a hold it asked for.
	Reason string `json:"reason,omitempty"`
	// Exit is the exit status of a finished command.
	Exit *int `json:"exit,omitempty"`
	// Enforce says how the kernel restricted a command that ran: the
	// Landlock ABI and ruleset, or why it could not.
	Enforce string `json:"enforce,omitempty"`
	// Prev is the hex sha256 of the previous line, "" on the first line.
	Prev string `json:"prev"`
}
