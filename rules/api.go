package rules

import "gatesh/parser"

// Tier is how risky a command is. Higher is riskier; a script's tier is
// the highest tier of any command in it.
type Tier int

const (
	Green  Tier = iota // reversible and local: run
	Yellow             // reversible but expensive or noisy: run and list in the digest
	Red                // irreversible or outward-facing: hold
)

// Verdict is what gatesh does with a command.
type Verdict string

const (
	AutoPass Verdict = "auto_pass"
	Hold     Verdict = "hold"
	Deny     Verdict = "deny"
)

// Hit is one rule that matched one command of the script.
type Hit struct {
	ID     string
	Tier   Tier
	Reason string
	Deny   bool
	// Span is the part of the text that matched: the command, or the
	// argument, flag, redirect or payload that decided it.
	Span parser.Span
	// Command is the matched command as gatesh saw it after unwrapping,
	// for people: `rm -rf /` (via sudo).
	Command string
	// Cmd is the parsed command the rule matched; nil for a problem of
	// the whole script.
	Cmd *parser.Command
	// Detail names what decided the hit when the reason cannot: the
	// program and the path a program nobody listed was handed
	// ("frobtool is handed /etc/shadow").
	Detail string
}

// Decision is the verdict on a whole command text.
type Decision struct {
	Tier    Tier
	Verdict Verdict
	Hits    []Hit
	Script  *parser.Script
	// Unfamiliar names what the rules met in the text but do not know:
	// a program no rule or command table names, inline code, a file the
	// text itself wrote and then runs. Empty when the rules know every
	// part; a second opinion is asked about such commands only.
	Unfamiliar []string
	// Branches are the branches of a repository that a tool call
	// writes to (create_or_update_file {branch: "main"}), for the
	// operator's shared branches to judge as a push to them is.
	Branches []string
}

// Posture decides what happens to commands no rule names.
type Posture string

const (
	DefaultAllow Posture = "default-allow" // unknown commands are green
	DefaultHold  Posture = "default-hold"  // unknown commands are red; green rules allow-list
)
