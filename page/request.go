package page

import (
	"fmt"
	"time"

	"gatesh/agentwrap"
	"gatesh/describe"
)

// Rule is one rule that held a request; Detail names what decided it
// when the reason cannot (the program and the path it was handed).
type Rule struct {
	ID, Tier, Reason, Detail string
}

// Vote is one approver's say, as the team page shows it. NotCounted
// says why an approval no longer counts toward the quorum ("" while it
// does); the page strikes it through.
type Vote struct {
	Member, Verdict, Reason, NotCounted string
}

// Request is one request as a page shows it, in the "request" template.
// Text fields are plain strings: the template escapes them.
type Request struct {
	ID string
	// Key tells cards apart in one page (element ids): the id, or the
	// machine and the id on the team page.
	Key string
	// Path is the request's own page; its forms post to Path/approve,
	// Path/reject and Path/revoke.
	Path    string
	Status  string
	Forged  bool
	Command string
	Escaped bool // the command holds control or invisible characters, or invalid UTF-8
	// Wrapped is the exact text that runs when Command is what the agent
	// asked for inside its CLI's wrapper; Wrapper names the CLI.
	Wrapped, Wrapper string
	// Redacted says the machine cut secrets out of the command or the
	// facts before sending them (the team page); HiddenSyntax that what
	// it cut could change what runs, so it is not approved from here.
	Redacted, HiddenSyntax bool
	Cwd                    string
	Tier                   string
	Rules                  []Rule
	Agent                  string
	Session                string
	// Tool and Server name a tool call's tool and MCP server; Git says
	// the approval binds git facts: Hooks, the hooks the command will
	// run, and Bound, the rest (see describe.Bound).
	Tool, Server string
	Git          bool
	Hooks        []string
	Bound        []string
	Age          string
	Created      string
	ExpiresIn    string
	Expires      string
	Decided      string
	Effects      []string
	// The team page's: where the request was made and by whom, the
	// votes so far, and why this person may not decide it.
	Machine, MachineName, Group, User string
	Quorum, Approvals                 int
	Votes                             []Vote
	Note                              string
	// One-use form tokens; empty when the request cannot be decided.
	CSRFApprove, CSRFReject, CSRFRevoke string
	// Shown is the request as shown (queue.Request.Shown): the approve
	// form sends it back, and a request rewritten since is not approved.
	Shown string
}

// Facts are what both pages know of a request, to be shown.
type Facts struct {
	ID, Status, Command, Cwd, Tier, Agent, Session, Tool, Server string
	Rules                                                        []Rule
	CreatedAt, ExpiresAt                                         time.Time
}

// NewRequest fills the card's common fields from f at now: text made
// safe to show, times as a person reads them.
func NewRequest(f Facts, now time.Time) Request {
	// The command the agent asked for, its CLI's wrapper one step away.
	asked, wrapper := f.Command, ""
	if f.Tool == "" {
		asked, wrapper = agentwrap.AsAsked(f.Command)
	}
	cmd, escaped := describe.SafeText(asked)
	wrapped := ""
	if wrapper != "" {
		var e bool
		wrapped, e = describe.SafeText(f.Command)
		escaped = escaped || e
	}
	cwd, _ := describe.SafeText(f.Cwd)
	tool, _ := describe.SafeText(f.Tool)
	server, _ := describe.SafeText(f.Server)
	// The agent and session come from the agent's environment or hook
	// input, a rule's reason may come from a project's rules: none is
	// shown raw.
	agent, _ := describe.SafeText(f.Agent)
	session, _ := describe.SafeText(f.Session)
	rules := make([]Rule, len(f.Rules))
	for i, r := range f.Rules {
		rules[i] = r
		rules[i].ID, _ = describe.SafeText(r.ID)
		rules[i].Reason, _ = describe.SafeText(r.Reason)
		rules[i].Detail, _ = describe.SafeText(r.Detail)
	}
	return Request{
		ID: f.ID, Key: f.ID, Path: "/r/" + f.ID, Status: f.Status,
		Command: cmd, Escaped: escaped, Wrapped: wrapped, Wrapper: wrapper, Cwd: cwd, Tier: f.Tier, Rules: rules,
		Agent: OrDash(agent), Session: OrDash(session), Tool: tool, Server: server,
		Age:       Ago(now.Sub(f.CreatedAt)),
		Created:   f.CreatedAt.Local().Format(time.DateTime),
		ExpiresIn: Ago(f.ExpiresAt.Sub(now)),
		Expires:   f.ExpiresAt.Local().Format(time.DateTime),
	}
}

// OrDash is s, or a dash for nothing.
func OrDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}

// Ago is a duration as a person says it.
func Ago(d time.Duration) string {
	switch {
	case d < 0:
		return "now"
	case d < time.Minute:
		return fmt.Sprintf("%d s", int(d.Seconds()))
	case d < time.Hour:
		return fmt.Sprintf("%d min", int(d.Minutes()))
	case d < 48*time.Hour:
		h := int(d.Hours())
		if m := int(d.Minutes()) % 60; h < 10 && m > 0 {
			return fmt.Sprintf("%d h %d min", h, m)
		}
		return fmt.Sprintf("%d h", h)
	}
	return fmt.Sprintf("%d days", int(d.Hours()/24))
}

// Title is a page's title with the count of waiting requests before it.
func Title(name string, n int) string {
	if n == 0 {
		return name
	}
	return fmt.Sprintf("(%d) %s", n, name)
}
