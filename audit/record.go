package audit

import "encoding/json"

// Events a record can carry.
const (
	// EventDecision is a shell-mode or interposer decision on a command.
	EventDecision = "decision"
	// EventHeld is a new hold request.
	EventHeld = "held"
	// EventApproved, EventRejected, EventExpired and EventUsed are changes
	// of a request's state, logged before the request file changes.
	EventApproved = "approved"
	EventRejected = "rejected"
	// EventRevoked takes back an approval that was not used yet: the
	// request is rejected from then on.
	EventRevoked = "revoked"
	EventExpired = "expired"
	EventUsed    = "used"
	// EventRun is an approved command handed to the shell.
	EventRun      = "run"
	EventFinished = "finished"
	// EventGitStopped is a git hook of an approved run that refused: a
	// hook the approval did not bind (which did not run), or a push to
	// another place or of other objects than it bound; Reason says which.
	EventGitStopped = "git_stopped"
	// EventForgedDecision is a request file that claims a decision no
	// valid signature backs, or a team decision whose signature does not
	// verify with the pinned team key.
	EventForgedDecision = "forged_decision"
	// EventDecisionRefused is a team decision with a valid signature that
	// was not recorded: for another machine, request, action or folder,
	// or a replay (the request is already decided, used or expired);
	// Reason says which.
	EventDecisionRefused = "decision_refused"
	// EventSlackRefused is a click in Slack, or an interaction payload,
	// that decided nothing: Reason names the Slack user and says why
	// (not an approver, the requester, already decided, expired, a
	// replay, not the message posted for the request).
	EventSlackRefused = "slack_refused"
	// EventArchived is a decided, used or expired request moved out of
	// the queue folder into queue/done; Status names its final state.
	EventArchived = "archived"
	// EventPurged is an archived request deleted once its retention ended.
	EventPurged = "purged"
	// EventRotated opens a log file that continues a rotated one: PrevFile
	// names it and PrevLines counts its lines.
	EventRotated = "rotated"
	// EventError is a command that did not run because gatesh itself
	// failed (the real shell is missing, say); Reason says why.
	EventError = "error"
	// EventParked: a held command stopped waiting with no decision; its
	// request stays pending and the agent was told to go on.
	EventParked = "parked"
	// EventLoopStart and EventLoopStop begin and end a gatesh loop run;
	// a stop carries the reason and the exit status.
	EventLoopStart = "loop_start"
	EventLoopStop  = "loop_stop"
	// EventNetworkRefused is a destination the network allowlist kept a
	// command from: Dest and Port, the command, and the Decision that
	// ran it.
	EventNetworkRefused = "network_refused"
)

// Rule is one rule that matched, as logged.
type Rule struct {
	ID     string `json:"id"`
	Tier   string `json:"tier"`
	Reason string `json:"reason"`
}

// Record is one line of the audit log. Append fills TS, ID and Prev, and
// the fields that describe a command it had to shorten or could not
// store as JSON text; Scan restores Command and Cwd to their exact bytes.
//
// The JSON field names are a contract with the people and tools that read
// the log: fields are added, never renamed.
type Record struct {
	TS    string `json:"ts"`
	ID    string `json:"id"`
	Event string `json:"event"`
	// Command is the command text, redacted. In the file it is UTF-8:
	// other bytes show as U+FFFD, and CommandBase64 holds the exact bytes.
	Command string `json:"command"`
	// CommandBase64 is the exact bytes of Command when they are not UTF-8.
	CommandBase64 string `json:"command_base64,omitempty"`
	// CommandSHA256 and CommandBytes are set when the command was longer
	// than MaxCommand: Command then holds its first MaxCommand bytes (or
	// fewer, at a character boundary), and these are the hex sha256 and
	// the length of the whole text as given, before redaction.
	CommandSHA256 string `json:"command_sha256,omitempty"`
	CommandBytes  int    `json:"command_bytes,omitempty"`
	Cwd           string `json:"cwd"`
	// CwdBase64 is the exact bytes of Cwd when they are not UTF-8.
	CwdBase64 string `json:"cwd_base64,omitempty"`
	Tier      string `json:"tier,omitempty"`
	Verdict   string `json:"verdict,omitempty"`
	Rules     []Rule `json:"rules"`
	// RulesOmitted counts the rules past MaxRules left out of Rules.
	RulesOmitted int    `json:"rules_omitted,omitempty"`
	Pid          int    `json:"pid"`
	Ppid         int    `json:"ppid"`
	User         string `json:"user"`
	Agent        string `json:"agent,omitempty"`
	Session      string `json:"session,omitempty"`
	// Tool, Server and Input are set for an agent's tool call other than
	// its shell: the tool's name, its MCP server when known, and its
	// arguments, redacted like Command. Command then holds the call's
	// text: the tool's name, a space and the arguments as canonical JSON.
	// Input is left out, with InputBytes set, when the arguments are
	// larger than MaxInput.
	Tool       string          `json:"tool,omitempty"`
	Server     string          `json:"server,omitempty"`
	Input      json.RawMessage `json:"input,omitempty"`
	InputBytes int             `json:"input_bytes,omitempty"`
	// Request is the id of the hold request this record is about.
	Request string `json:"request,omitempty"`
	// Status is the final state of an archived or purged request.
	Status string `json:"status,omitempty"`
	// Reason is the operator's reason for a decision, the agent's for a
	// hold it asked for, or gatesh's for an error.
	Reason string `json:"reason,omitempty"`
	// Via and Approvers say how a decided request was decided: "local"
	// (the operator's key) or "team" (the team hub's signed decision),
	// and who decided it.
	Via       string   `json:"via,omitempty"`
	Approvers []string `json:"approvers,omitempty"`
	// TeamDecision is, on the record of a team's decision (approved,
	// rejected or revoked via "team"), the hub's decision as the team key
	// signed it (teamapi.Decision): Verify checks it with the pinned team
	// key, as it checks an operator's decision with the operator's.
	TeamDecision json.RawMessage `json:"team_decision,omitempty"`
	// Exit is the exit status of a finished command.
	Exit *int `json:"exit,omitempty"`
	// Enforce says how the kernel restricted a command that ran: the
	// Landlock ABI and ruleset, or why it could not.
	Enforce string `json:"enforce,omitempty"`
	// Network says how the network allowlist held a command that ran,
	// or, starting with network_unenforced, why it could not.
	Network string `json:"network,omitempty"`
	// Dest and Port are a refused destination; Decision is the id of
	// the decision record of the command that asked for it.
	Dest     string `json:"dest,omitempty"`
	Port     int    `json:"port,omitempty"`
	Decision string `json:"decision,omitempty"`
	// Model is what a second opinion did to a decision: "raised",
	// "agreed" or "ignored:CAUSE"; ModelNote says more (the model's
	// answer, the HTTP status, the error), never the key.
	Model     string `json:"model,omitempty"`
	ModelNote string `json:"model_note,omitempty"`
	// Policy is the version of the team's policy a decision was made
	// under, on a machine in a team ("" when it has none).
	Policy string `json:"policy,omitempty"`
	// ShadowPolicy, ShadowTier, ShadowVerdict and ShadowRules are set on
	// a decision that a policy the team tries in shadow would have made
	// otherwise (another tier or verdict): its version, and what it
	// would have decided. The decision itself is the live policy's.
	ShadowPolicy  string `json:"shadow_policy,omitempty"`
	ShadowTier    string `json:"shadow_tier,omitempty"`
	ShadowVerdict string `json:"shadow_verdict,omitempty"`
	ShadowRules   []Rule `json:"shadow_rules,omitempty"`
	// PrevFile and PrevLines are set on a rotated record: the base name of
	// the file this one continues, and its number of lines.
	PrevFile  string `json:"prev_file,omitempty"`
	PrevLines int    `json:"prev_lines,omitempty"`
	// KeptFrom and Pruned are set on a rotated record when the rotation
	// removed the oldest rotated files (audit.keep): the base name of the
	// oldest file kept, where the kept history starts, and how many went.
	KeptFrom string `json:"kept_from,omitempty"`
	Pruned   int    `json:"pruned,omitempty"`
	// Seal is "gate:BASE64" on a record gatesh wrote outside the commands
	// it runs (an HMAC of the line with the gate's key), "operator:BASE64"
	// on the operator's decisions (their signature of the line), and
	// empty on a record written from inside a command (see seal.go).
	// Append sets it.
	Seal string `json:"seal,omitempty"`
	// Prev is the hex sha256 of the previous line, "" on the first line of
	// the log; the first line of a rotated file chains to the last line of
	// the file before.
	Prev string `json:"prev"`
}
