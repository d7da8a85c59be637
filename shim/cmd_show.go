package shim

import (
	"fmt"
	"io"
	"time"

	"gatesh/agentwrap"
	"gatesh/describe"
	"gatesh/queue"
)

// runShow prints everything needed to decide on one request: the command
// the agent asked for and, with --full, the exact text that runs, its
// agent CLI's wrapper included.
//
//	gatesh show [--full] ID
func runShow(r *runtime, args []string) int {
	fs := newFlags("show")
	full := fs.Bool("full", false, "print the exact text that runs, with the agent CLI's wrapper")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	if fs.NArg() != 1 {
		return r.usageHint("show: want one request id", "gatesh show [--full] ID; `gatesh pending` lists them")
	}
	_, q, v, status := r.operatorQueue(true)
	if status != 0 {
		return status
	}
	st, err := q.Get(fs.Arg(0), v)
	if err != nil {
		return r.requestError(err)
	}
	r.showState(r.stdout, st, *full)
	if st.Status == queue.Pending && !st.Request.Truncated() {
		// The safe way to approve it: refused if it changes before then.
		fmt.Fprintf(r.stdout, "\nto approve it as shown: gatesh approve --shown %s %s\n", st.Request.Shown()[:shownDigestLen], st.Request.ID)
	}
	return 0
}

// showState writes a request, its decision so far, and what it would do.
// A command in an agent CLI's wrapper shows as the agent asked for it,
// with the exact text that runs when full is set.
func (r *runtime) showState(w io.Writer, st queue.State, full bool) {
	req := st.Request
	now := r.now()
	fmt.Fprintf(w, "request %s: %s\n", req.ID, st.Status)
	if st.Forged {
		fmt.Fprintf(w, "  warning: the file claims %q, but no valid operator signature backs it: ignored\n", req.Status)
	}
	if req.Tool != "" {
		fmt.Fprintf(w, "tool:     %s\n", shown(req.Tool))
		if s := describe.ServerText(req.Tool, req.Server); s != "" {
			fmt.Fprintf(w, "server:   %s\n", s)
		}
		fmt.Fprintf(w, "call:\n  %s\n", indentLines(shown(req.Command), "  "))
	} else if cmd, agent, ok := agentwrap.Command(req.Command); ok {
		fmt.Fprintf(w, "command:\n  %s\n", indentLines(shown(cmd), "  "))
		if full {
			fmt.Fprintf(w, "runs as (%s's wrapper around it; the approval binds this exact text):\n  %s\n", agent, indentLines(shown(req.Command), "  "))
		} else {
			fmt.Fprintf(w, "wrapper:  %s's, around it; `gatesh show --full %s` prints the exact text that runs\n", agent, req.ID)
		}
	} else {
		fmt.Fprintf(w, "command:\n  %s\n", indentLines(shown(req.Command), "  "))
	}
	if req.Truncated() {
		fmt.Fprintf(w, "  warning: only the first %d of its %d bytes are kept (sha256 %s): it cannot be approved\n", len(req.Command), req.CommandBytes, req.CommandDigest)
	}
	fmt.Fprintf(w, "cwd:      %s\n", shown(req.Cwd))
	fmt.Fprintf(w, "tier:     %s\n", shown(req.Tier))
	for _, x := range req.Rules {
		fmt.Fprintf(w, "rule:     %s (%s): %s\n", shown(x.ID), shown(x.Tier), shown(x.Reason))
		if x.Detail != "" {
			fmt.Fprintf(w, "          here: %s\n", shown(x.Detail))
		}
	}
	fmt.Fprintf(w, "agent:    %s\nsession:  %s\n", shown(orUnknown(req.Agent)), shown(orUnknown(req.Session)))
	fmt.Fprintf(w, "created:  %s (%s ago)\n", req.CreatedAt.Local().Format(time.DateTime), roughDuration(now.Sub(req.CreatedAt)))
	fmt.Fprintf(w, "expires:  %s (in %s)\n", req.Expiry().Local().Format(time.DateTime), roughDuration(req.Expiry().Sub(now)))
	if req.DecidedBy != "" && !st.Forged {
		by := req.DecidedBy
		if req.Via == queue.ViaTeam {
			by += " (the team)"
		}
		fmt.Fprintf(w, "decided:  %s by %s at %s: %s\n", req.Status, shown(by), req.DecidedAt.Local().Format(time.DateTime), shown(orNone(req.DecisionReason)))
	}
	for _, l := range describe.BoundLines(req.Bound) {
		fmt.Fprintln(w, l)
	}
	effects := describe.Effects(req.Tool, req.Server, req.Command, req.Cwd, r.describeEnv())
	if len(effects) > 0 {
		fmt.Fprintf(w, "\nwhat it would do:\n")
		for _, e := range effects {
			fmt.Fprintf(w, "  %s\n", indentLines(e, "    "))
		}
	}
}
