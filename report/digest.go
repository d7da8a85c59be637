package report

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"gatesh/agentwrap"
	"gatesh/audit"
)

// Digest is the morning read: the yellow actions that ran in a window,
// and the holds of the window with how each ended (and any older hold that
// still waits).
type Digest struct {
	Window Window
	Yellow []YellowAction
	Holds  []*Hold
	// Tools counts the window's tool calls other than the shell.
	Tools []ToolCount
	// Refusals are the destinations the network allowlist kept
	// commands from.
	Refusals []NetworkRefusal
	Notes    []string
	// Tasks are the loop runs of the window (see LoopRun); the caller
	// fills them in from the runs folder.
	Tasks []LoopRun
}

// YellowAction is one command that ran at tier yellow.
type YellowAction struct {
	ID      string    `json:"id"`
	Time    time.Time `json:"ts"`
	Command string    `json:"command"`
	// AgentCommand is the command the agent asked for when Command is
	// its CLI's wrapper around it (agentwrap.Command).
	AgentCommand string   `json:"agent_command,omitempty"`
	Cwd          string   `json:"cwd"`
	Rules        []string `json:"rules"`
	Agent        string   `json:"agent,omitempty"`
	Session      string   `json:"session,omitempty"`
}

// NewDigest selects the digest's content from a history replayed up to
// w.Until.
func NewDigest(h *History, w Window) *Digest {
	d := &Digest{Window: w, Yellow: []YellowAction{}, Holds: []*Hold{}}
	for _, c := range h.Commands {
		if c.Tier != "yellow" || c.Verdict != "auto_pass" || !w.Contains(c.Time) {
			continue
		}
		y := YellowAction{ID: c.ID, Time: c.Time, Command: c.Command, Cwd: c.Cwd,
			Rules: ruleIDs(decisive(c.Rules, "yellow")), Agent: c.Agent, Session: c.Session}
		if c.Tool == "" {
			y.AgentCommand = agentCommand(c.Command)
		}
		d.Yellow = append(d.Yellow, y)
	}
	for _, x := range h.Holds {
		if w.Contains(x.Created) || x.Outcome == Pending {
			d.Holds = append(d.Holds, x)
		}
	}
	d.Tools = toolCounts(h, w)
	d.Refusals = append([]NetworkRefusal{}, h.Refusals...)
	d.Notes = h.Notes.Lines()
	return d
}

// Markdown writes the digest as Markdown, one line per action and hold,
// times in loc.
func (d *Digest) Markdown(w io.Writer, loc *time.Location) error {
	var b strings.Builder
	at := func(t time.Time) string { return t.In(loc).Format("2006-01-02 15:04") }
	from := "the start of the log"
	if !d.Window.Since.IsZero() {
		from = at(d.Window.Since)
	}
	fmt.Fprintf(&b, "# gatesh digest: %s to %s\n\n", from, at(d.Window.Until))

	fmt.Fprintf(&b, "## Yellow actions (%d)\n\n", len(d.Yellow))
	if len(d.Yellow) == 0 {
		b.WriteString("None.\n")
	}
	for _, y := range d.Yellow {
		fmt.Fprintf(&b, "- %s %s · %s · in %s · %s\n", at(y.Time), asAsked(y.Command, y.AgentCommand),
			strings.Join(y.Rules, ", "), mdCode(y.Cwd), who(y.Agent, y.Session))
	}

	fmt.Fprintf(&b, "\n## Holds (%d)\n\n", len(d.Holds))
	if len(d.Holds) == 0 {
		b.WriteString("None.\n")
	}
	for _, x := range d.Holds {
		created := at(x.Created)
		if !d.Window.Contains(x.Created) {
			created += " (before this digest)"
		}
		fmt.Fprintf(&b, "- %s %s · %s · in %s · %s · request %s: %s\n", created, asAsked(x.Command, x.agentCommand()),
			strings.Join(ruleIDs(decisive(x.Rules, "red")), ", "), mdCode(x.Cwd), who(x.Agent, x.Session),
			x.Request, ending(x, at))
	}
	if len(d.Tools) > 0 {
		fmt.Fprintf(&b, "\n## Tool calls other than the shell (%d tools)\n\n", len(d.Tools))
		for _, t := range d.Tools {
			fmt.Fprintf(&b, "- %s\n", t.line())
		}
	}
	if len(d.Refusals) > 0 {
		fmt.Fprintf(&b, "\n## Network refusals (%d)\n\n", len(d.Refusals))
		for _, n := range d.Refusals {
			fmt.Fprintf(&b, "- %s %s refused for %s · in %s · decision %s · %s\n", at(n.Time), mdCode(n.Dest),
				mdCode(n.Command), mdCode(n.Cwd), mdCode(n.Decision), oneLine(n.Reason))
		}
	}
	tasksMarkdown(&b, d.Tasks, at)
	if len(d.Notes) > 0 {
		b.WriteString("\n## Notes\n\n")
		for _, n := range d.Notes {
			fmt.Fprintf(&b, "- %s\n", oneLine(n))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// who names the agent and session of an action.
func who(agent, session string) string {
	s := "agent " + orUnknown(oneLine(agent))
	if session != "" {
		s += ", session " + mdCode(session)
	}
	return s
}

func orUnknown(s string) string {
	if s == "" {
		return "unknown"
	}
	return s
}

// ending says in words how a hold ended.
func ending(x *Hold, at func(time.Time) string) string {
	var s string
	by := ""
	if x.By != "" {
		by = " by " + oneLine(x.By)
	}
	switch x.Outcome {
	case Ran:
		s = "**approved**" + by
		if !x.Decided.IsZero() {
			s += " at " + at(x.Decided)
		}
		s += ", ran at " + at(x.At)
	case Approved:
		s = "**approved**" + by + " at " + at(x.At) + ", not run yet"
	case Rejected:
		s = "**rejected**" + by + " at " + at(x.At)
	case Expired:
		s = "**expired** at " + at(x.At) + " without a decision"
		if x.By != "" {
			s = "**expired** at " + at(x.At) + ": approved" + by + " but not run in time"
		}
	default:
		s = "**pending**"
		if !x.Expires.IsZero() {
			s += ", expires " + at(x.Expires)
		}
		s += "; `gatesh show " + x.Request + "`"
	}
	if x.Reason != "" && x.Outcome != Pending {
		s += fmt.Sprintf(" (%q)", oneLine(x.Reason))
	}
	if x.Parks > 1 {
		s += fmt.Sprintf("; parked %d times", x.Parks)
	}
	if x.NotInLog {
		s += "; this outcome is in the request file but not in the log"
	}
	if x.Forged {
		s += "; a request file claimed a decision nobody signed"
	}
	return s
}

// digestJSON is the digest as --format json writes it.
type digestJSON struct {
	Since  *time.Time     `json:"since"`
	Until  time.Time      `json:"until"`
	Yellow []YellowAction `json:"yellow"`
	Holds  []holdJSON     `json:"holds"`
	// Refusals is omitted when empty, so digests without the network
	// allowlist read as before.
	Refusals []NetworkRefusal `json:"network_refusals,omitempty"`
	Notes    []string         `json:"notes"`
	Tasks    []LoopRun        `json:"tasks,omitempty"`
}

type holdJSON struct {
	Request  string       `json:"request"`
	Created  time.Time    `json:"created_at"`
	Command  string       `json:"command"`
	Asked    string       `json:"agent_command,omitempty"`
	Cwd      string       `json:"cwd"`
	Rules    []audit.Rule `json:"rules"`
	Agent    string       `json:"agent,omitempty"`
	Session  string       `json:"session,omitempty"`
	Outcome  Outcome      `json:"outcome"`
	At       *time.Time   `json:"outcome_at,omitempty"`
	By       string       `json:"decided_by,omitempty"`
	Reason   string       `json:"decision_reason,omitempty"`
	Expires  *time.Time   `json:"expires_at,omitempty"`
	Parks    int          `json:"parks"`
	Forged   bool         `json:"forged,omitempty"`
	NotInLog bool         `json:"not_in_log,omitempty"`
}

// JSON writes the digest as one indented JSON object.
func (d *Digest) JSON(w io.Writer) error {
	out := digestJSON{Until: d.Window.Until.UTC(), Yellow: d.Yellow, Holds: []holdJSON{}, Refusals: d.Refusals, Notes: d.Notes, Tasks: d.Tasks}
	if !d.Window.Since.IsZero() {
		s := d.Window.Since.UTC()
		out.Since = &s
	}
	for _, x := range d.Holds {
		out.Holds = append(out.Holds, holdJSON{Request: x.Request, Created: x.Created.UTC(), Command: x.Command, Asked: x.agentCommand(),
			Cwd: x.Cwd, Rules: x.Rules, Agent: x.Agent, Session: x.Session, Outcome: x.Outcome,
			At: optTime(x.At), By: x.By, Reason: x.Reason, Expires: optTime(x.Expires), Parks: x.Parks,
			Forged: x.Forged, NotInLog: x.NotInLog})
	}
	return writeJSON(w, out)
}

func optTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	t = t.UTC()
	return &t
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// agentCommand is the command the agent asked for when text is its CLI's
// wrapper around it, else "".
func agentCommand(text string) string {
	if cmd, _, ok := agentwrap.Command(text); ok {
		return cmd
	}
	return ""
}

func (x *Hold) agentCommand() string { return agentCommand(x.Command) }

// asAsked is a command for the digest: the one the agent asked for, said
// to be in its CLI's wrapper, or the text as it ran.
func asAsked(text, asked string) string {
	if asked == "" {
		return mdCode(text)
	}
	_, agent, _ := agentwrap.Command(text)
	return mdCode(asked) + " (in " + agent + "'s wrapper)"
}
