package shim

import (
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"gatesh/agentwrap"
	"gatesh/queue"
)

// pendingItem is one request as `gatesh pending --json` prints it.
type pendingItem struct {
	ID        string       `json:"id"`
	Command   string       `json:"command"`
	Cwd       string       `json:"cwd"`
	Tier      string       `json:"tier"`
	Rules     []queue.Rule `json:"rules"`
	CreatedAt time.Time    `json:"created_at"`
	ExpiresAt time.Time    `json:"expires_at"`
	Status    string       `json:"status"`
	Session   string       `json:"session,omitempty"`
	Agent     string       `json:"agent,omitempty"`
	// Tool names the tool of a tool call; Command is then its text.
	Tool string `json:"tool,omitempty"`
	// Server is the MCP server of a tool call, and Bound what else the
	// approval binds (git hooks, settings, what a push publishes).
	Server string       `json:"server,omitempty"`
	Bound  []queue.Fact `json:"bound,omitempty"`
	// AgentCommand is the command the agent asked for when Command, the
	// exact text that runs, is its CLI's wrapper around it; Wrapper names
	// that CLI.
	AgentCommand string `json:"agent_command,omitempty"`
	Wrapper      string `json:"wrapper,omitempty"`
	// Forged marks a file that claims a decision no valid signature backs.
	Forged bool `json:"forged,omitempty"`
}

// runPending lists the requests waiting for a decision, or all of them.
//
//	gatesh pending [--json] [--all]
func runPending(r *runtime, args []string) int {
	fs := newFlags("pending")
	asJSON := fs.Bool("json", false, "print a JSON array")
	all := fs.Bool("all", false, "list decided, used and expired requests too")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	if fs.NArg() > 0 {
		return r.usage("pending: unexpected arguments")
	}
	_, q, v, status := r.operatorQueue(true)
	if status != 0 {
		return status
	}
	list := q.List
	if *all {
		list = q.ListAll // with the finished requests moved to queue/done
	}
	l, err := list(v)
	if err != nil {
		return r.errorf(ExitFailed, "", "%v", err)
	}
	// Corrupt files are reported and kept; the listing goes on.
	for _, c := range l.Corrupt {
		fmt.Fprintf(r.stderr, "gatesh: error: %v\n", c)
	}
	if l.TidyErr != nil {
		fmt.Fprintf(r.stderr, "gatesh: warning: finished requests stay in the queue folder: %v\n", l.TidyErr)
	}
	items := []pendingItem{}
	for _, st := range l.States {
		if !*all && st.Status != queue.Pending && st.Status != queue.Approved {
			continue
		}
		req := st.Request
		it := pendingItem{ID: req.ID, Command: req.Command, Cwd: req.Cwd, Tier: req.Tier,
			Rules: req.Rules, CreatedAt: req.CreatedAt, ExpiresAt: req.ExpiresAt, Status: string(st.Status),
			Session: req.Session, Agent: req.Agent, Tool: req.Tool, Server: req.Server, Bound: req.Bound, Forged: st.Forged}
		if req.Tool == "" {
			if cmd, agent, ok := agentwrap.Command(req.Command); ok {
				it.AgentCommand, it.Wrapper = cmd, agent
			}
		}
		items = append(items, it)
	}
	if *asJSON {
		enc := json.NewEncoder(r.stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(items); err != nil {
			return r.errorf(ExitInternal, "", "%v", err)
		}
	} else {
		r.pendingTable(items)
	}
	if len(l.Corrupt) > 0 {
		return ExitFailed
	}
	return 0
}

func (r *runtime) pendingTable(items []pendingItem) {
	if len(items) == 0 {
		fmt.Fprintf(r.stdout, "no requests waiting\n")
		return
	}
	// The requests a broken config.toml alone held are one group: there
	// may be hundreds, and they say nothing about the commands.
	var own, broken []pendingItem
	for _, it := range items {
		if it.Status == string(queue.Pending) && heldForConfig(queue.Request{Rules: it.Rules}) {
			broken = append(broken, it)
		} else {
			own = append(own, it)
		}
	}
	if len(own) > 0 {
		r.requestRows(own)
	}
	if len(broken) > 0 {
		if len(own) > 0 {
			fmt.Fprintln(r.stdout)
		}
		fmt.Fprintf(r.stdout, "%d %s held only because config.toml was broken (%s), the oldest %s ago:\n",
			len(broken), plural(len(broken), "request", "requests"), configErrorRule, roughDuration(r.now().Sub(broken[0].CreatedAt)))
		for i, it := range broken {
			if i == 3 {
				fmt.Fprintf(r.stdout, "  ... and %d more\n", len(broken)-i)
				break
			}
			cmd, _ := safeText(shownCommand(it))
			fmt.Fprintf(r.stdout, "  %s  %s\n", it.ID, clip(cmd, 60))
		}
		fmt.Fprintf(r.stdout, "reject them all with: gatesh reject --config-error [--reason TEXT]\n")
	}
}

func (r *runtime) requestRows(items []pendingItem) {
	now := r.now()
	tw := tabwriter.NewWriter(r.stdout, 2, 8, 2, ' ', 0)
	fmt.Fprintf(tw, "ID\tSTATUS\tAGE\tEXPIRES IN\tRULES\tCOMMAND\n")
	for _, it := range items {
		status := it.Status
		if it.Forged {
			status += " (forged decision ignored)"
		}
		ids := make([]string, len(it.Rules))
		for i, x := range it.Rules {
			ids[i], _ = safeText(x.ID)
		}
		cmd, _ := safeText(shownCommand(it))
		if it.Server != "" {
			srv, _ := safeText(it.Server)
			cmd = "[" + srv + "] " + cmd
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", it.ID, status, roughDuration(now.Sub(it.CreatedAt)),
			roughDuration(it.ExpiresAt.Sub(now)), strings.Join(ids, ","), clip(cmd, 60))
	}
	tw.Flush()
}

// roughDuration is a duration to the second, or to the minute past an hour.
func roughDuration(d time.Duration) string {
	if d < 0 {
		return "-"
	}
	if d >= time.Hour {
		return d.Truncate(time.Minute).String()
	}
	return d.Truncate(time.Second).String()
}

// clip shortens s to n runes on one line.
func clip(s string, n int) string {
	s = strings.ReplaceAll(s, "\n", "⏎")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// shownCommand is what a listing shows of a request: the command the
// agent asked for, without its CLI's wrapper.
func shownCommand(it pendingItem) string {
	if it.AgentCommand != "" {
		return it.AgentCommand
	}
	return it.Command
}
