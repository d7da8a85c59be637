package team

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"text/tabwriter"
	"time"

	"gatesh/describe"
	"gatesh/queue"
	"gatesh/teamapi"
	"gatesh/teamstate"
)

// runPending lists what waits across the team's machines. --json prints
// the objects of `gatesh pending --json`, plus machine: a contract.
//
//	gatesh team pending [--json] [--machine M]
func runPending(e *env, args []string) int {
	fs := newFlags("pending", e)
	asJSON := fs.Bool("json", false, "print a JSON array")
	machine := fs.String("machine", "", "only this machine's requests")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	if fs.NArg() > 0 {
		return e.usage("pending: unexpected arguments", "gatesh team pending [--json] [--machine M]")
	}
	h, s, status := e.approver()
	if status != 0 {
		return status
	}
	q := url.Values{"status": {"pending"}}
	if *machine != "" {
		q.Set("machine", *machine)
	}
	var list []teamapi.TeamRequest
	if err := h.call(e.ctx, "GET", teamapi.PathRequests+"?"+q.Encode(), nil, &list); err != nil {
		return e.sessionError(err, s, "pending: %s", s.Hub)
	}
	for i := range list {
		if list[i].Rules == nil {
			list[i].Rules = []teamapi.Rule{}
		}
	}
	if list == nil {
		list = []teamapi.TeamRequest{}
	}
	if *asJSON {
		return e.printJSON(list)
	}
	if len(list) == 0 {
		fmt.Fprintln(e.stdout, "no requests waiting")
		return 0
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tMACHINE\tAGE\tAGENT\tCOMMAND")
	for _, r := range list {
		text, _ := describe.SafeText(r.Command)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", safe(r.ID), safe(r.Machine), teamstate.Ago(e.now().Sub(r.CreatedAt)), orDash(safe(r.Agent)), clip(oneLine(text), 60))
	}
	tw.Flush()
	return 0
}

func (e *env) printJSON(v any) int {
	enc := json.NewEncoder(e.stdout)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return e.errorf(exitFailed, "", "%v", err)
	}
	return 0
}

// requestPath is the hub's path of request id (a unique prefix of at
// least queue.MinPrefix characters), with what comes after it.
func requestPath(id, machine, suffix string) (string, error) {
	id = strings.ToLower(id)
	if !queue.ValidPrefix(id) || len(id) < queue.MinPrefix {
		return "", fmt.Errorf("%q is not a request id (at least %d of its characters)", id, queue.MinPrefix)
	}
	p := teamapi.PathRequests + "/" + id + suffix
	if machine != "" {
		p += "?" + url.Values{"machine": {machine}}.Encode()
	}
	return p, nil
}

// runShow prints everything needed to decide on one request.
//
//	gatesh team show ID [--machine M]
func runShow(e *env, args []string) int {
	fs := newFlags("show", e)
	machine := fs.String("machine", "", "the machine, when the id prefix is not unique across the team")
	asJSON := fs.Bool("json", false, "print the request as JSON")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return exitUsage
	}
	if len(rest) != 1 {
		return e.usage("show: want one request id", "gatesh team show ID; gatesh team pending lists them")
	}
	path, err := requestPath(rest[0], *machine, "")
	if err != nil {
		return e.usage("show: "+err.Error(), "gatesh team pending lists the ids")
	}
	h, s, status := e.approver()
	if status != 0 {
		return status
	}
	var r teamapi.TeamRequest
	if err := h.call(e.ctx, "GET", path, nil, &r); err != nil {
		return e.sessionError(err, s, "show %s", rest[0])
	}
	if *asJSON {
		return e.printJSON(r)
	}
	command := describe.Shown(r.Command)
	w := e.stdout
	fmt.Fprintf(w, "request  %s on machine %s", safe(r.ID), safe(r.Machine))
	if r.Group != "" {
		fmt.Fprintf(w, " (group %s)", safe(r.Group))
	}
	fmt.Fprintf(w, "\nstatus   %s\n", safe(r.Status))
	if r.Tool != "" {
		fmt.Fprintf(w, "tool     %s\n", describe.Shown(r.Tool))
	}
	if r.Server != "" {
		// The approval binds it: the same call on another server is
		// another request.
		fmt.Fprintf(w, "server   %s\n", describe.Shown(r.Server))
	}
	fmt.Fprintf(w, "command  %s\n", describe.IndentLines(command, "         "))
	if r.Redacted {
		fmt.Fprintf(w, "redacted secrets were cut out on the machine and never left it; the machine checks a decision against its whole command\n")
		if r.HiddenSyntax {
			fmt.Fprintf(w, "         what was cut out could change what runs: approve it on the machine (gatesh show there), or reject it\n")
		}
	}
	fmt.Fprintf(w, "folder   %s\n", describe.Shown(r.Cwd))
	fmt.Fprintf(w, "asked by %s", orDash(safe(r.User)))
	if r.Agent != "" {
		fmt.Fprintf(w, " through %s", safe(r.Agent))
	}
	fmt.Fprintf(w, ", %s ago; expires %s\n", teamstate.Ago(e.now().Sub(r.CreatedAt)), r.ExpiresAt.Local().Format(time.DateTime))
	for _, x := range r.Rules {
		fmt.Fprintf(w, "rule     %s (%s): %s\n", safe(x.ID), safe(x.Tier), safe(x.Reason))
	}
	for _, l := range describe.BoundLines(queue.FactsOf(r.Bound)) {
		fmt.Fprintln(w, l)
	}
	for _, v := range r.Votes {
		fmt.Fprintf(w, "vote     %s %s %s", safe(v.Member), safe(v.Verdict), v.At.Local().Format(time.DateTime))
		if v.Reason != "" {
			fmt.Fprintf(w, ": %s", safe(v.Reason))
		}
		if v.NotCounted != "" {
			fmt.Fprintf(w, " (not counted: %s)", safe(v.NotCounted))
		}
		fmt.Fprintln(w)
	}
	if r.Quorum > 1 {
		fmt.Fprintf(w, "quorum   %d approvers; %d approved so far\n", r.Quorum, approvals(r.Votes))
	}
	return 0
}

// approvals counts the distinct members whose approval counts, as the
// hub marks them (an approval it no longer counts has NotCounted).
func approvals(votes []teamapi.Vote) int {
	seen := map[string]bool{}
	for _, v := range votes {
		if v.Verdict == teamapi.Approved && v.NotCounted == "" {
			seen[v.Member] = true
		}
	}
	return len(seen)
}

// runApprove, runReject and runRevoke vote on a request through the hub,
// which signs the decision with the team key once it has checked the
// approver, their role, that they did not ask for it, and the quorum.
//
//	gatesh team approve|reject|revoke ID [--machine M] [--reason TEXT]
func runApprove(e *env, args []string) int { return e.vote("approve", args) }
func runReject(e *env, args []string) int  { return e.vote("reject", args) }
func runRevoke(e *env, args []string) int  { return e.vote("revoke", args) }

func (e *env) vote(verb string, args []string) int {
	fs := newFlags(verb, e)
	machine := fs.String("machine", "", "the machine, when the id prefix is not unique across the team")
	reason := fs.String("reason", "", "why, for the log and the agent")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return exitUsage
	}
	if len(rest) != 1 {
		return e.usage(verb+": want one request id", "gatesh team "+verb+" ID; gatesh team pending lists them")
	}
	path, err := requestPath(rest[0], *machine, "/"+verb)
	if err != nil {
		return e.usage(verb+": "+err.Error(), "gatesh team pending lists the ids")
	}
	h, s, status := e.approver()
	if status != 0 {
		return status
	}
	var r teamapi.TeamRequest
	if err := h.call(e.ctx, "POST", path, teamapi.Vote{Reason: *reason}, &r); err != nil {
		return e.sessionError(err, s, "%s %s", verb, rest[0])
	}
	id, on := rest[0], ""
	if r.ID != "" {
		id = r.ID
	}
	if r.Machine != "" {
		on = " on machine " + r.Machine
	}
	past := map[string]string{"approve": "approved", "reject": "rejected", "revoke": "revoked the approval of"}[verb]
	if verb == "approve" && r.Status == "pending" && r.Quorum > 1 {
		fmt.Fprintf(e.stdout, "your approval of request %s%s is in; it needs %d approvers, %d so far\n", id, on, r.Quorum, approvals(r.Votes))
		return 0
	}
	fmt.Fprintf(e.stdout, "%s request %s%s", past, id, on)
	if r.Command != "" {
		text, _ := describe.SafeText(r.Command)
		fmt.Fprintf(e.stdout, ": %s", clip(oneLine(text), 80))
	}
	fmt.Fprintln(e.stdout)
	if verb == "approve" {
		fmt.Fprintln(e.stdout, "the machine runs it once: at once if its agent still waits, else when the agent runs it again")
	}
	return 0
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// safe is text from a request, a rule or a vote as a terminal may print
// it: what the hub sends came from a machine, whose agent wrote the
// rules' reasons (a project's rules.toml) and its own name, and a
// cursor movement among them would print another command over the one
// shown.
func safe(s string) string {
	t, _ := describe.SafeText(s)
	return t
}

func oneLine(s string) string { return strings.ReplaceAll(strings.ReplaceAll(s, "\r", " "), "\n", " ") }

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-3]) + "..."
}
