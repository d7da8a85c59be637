package shim

import (
	"bufio"
	"fmt"
	"strings"

	"gatesh/queue"
)

// runReview walks the pending requests one at a time on the terminal and
// asks about each with default No: y approves, r rejects (asking for a
// reason), anything else leaves it pending. There is no way to approve
// several at once: each approval is one decision about one command.
//
//	gatesh review [--key PATH]
func runReview(r *runtime, args []string) int {
	fs := newFlags("review")
	keyPath := fs.String("key", "", "the operator's private key, when it is not where config.toml says")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	if fs.NArg() > 0 {
		return r.usage("review: unexpected arguments")
	}
	if r.stdinFile == nil || !r.ttyStdin(r.stdinFile) {
		return r.errorf(ExitFailed, "run it in a terminal, or use `gatesh pending`, `gatesh show ID` and `gatesh approve ID`", "review needs a terminal")
	}
	tty, err := r.openTTY()
	if err != nil {
		return r.errorf(ExitFailed, "run it in a terminal, or use `gatesh pending`, `gatesh show ID` and `gatesh approve ID`", "review needs a terminal: %v", err)
	}
	defer tty.Close()
	cfg, q, v, status := r.operatorQueue(false)
	if status != 0 {
		return status
	}
	signer, err := loadSigner(cfg, *keyPath)
	if err != nil {
		return r.errorf(ExitFailed, "run as the operator, with the private key that `gatesh init` made (--key PATH)", "cannot sign: %v", err)
	}
	l, err := q.List(v)
	if err != nil {
		return r.errorf(ExitFailed, "", "%v", err)
	}
	for _, c := range l.Corrupt {
		fmt.Fprintf(r.stderr, "gatesh: error: %v\n", c)
	}
	in := bufio.NewReader(tty)
	approved, rejected, seen := 0, 0, 0
	status = 0
	for _, st := range l.States {
		if st.Status != queue.Pending {
			continue
		}
		seen++
		// Read it again: it may have been decided or expired meanwhile.
		if st, err = q.Get(st.Request.ID, v); err != nil || st.Status != queue.Pending {
			continue
		}
		fmt.Fprintf(tty, "\n")
		r.showState(tty, st, false)
		fmt.Fprintf(tty, "approve? [y = approve, r = reject, N = skip] ")
		line, err := in.ReadString('\n')
		if err != nil && line == "" {
			fmt.Fprintf(tty, "\nend of input: stopping; the rest stay pending\n")
			break
		}
		a := strings.ToLower(strings.TrimSpace(line))
		if a == "r" || a == "reject" {
			fmt.Fprintf(tty, "reason, for the log and the agent (may be empty): ")
			why, _ := in.ReadString('\n')
			why = strings.TrimSpace(why)
			if why == "" {
				why = "rejected in gatesh review"
			}
			req, err := q.Reject(st.Request.ID, signer, r.userName(), why)
			if err != nil {
				status = r.requestError(err)
				continue
			}
			rejected++
			fmt.Fprintf(tty, "rejected: %s; the agent is told: %s\n", req.ID, shown(why))
			continue
		}
		if a != "y" && a != "yes" {
			fmt.Fprintf(tty, "skipped: %s stays pending\n", st.Request.ID)
			continue
		}
		// The queue logs the approval first; one it cannot log is not made.
		// It signs the request as it was shown: one rewritten while the
		// operator read it (by the agent's user, in the two-user setup)
		// is not approved.
		req, err := q.ApproveShown(st.Request.ID, st.Request.Shown(), signer, r.userName(), "approved in gatesh review")
		if err != nil {
			status = r.requestError(err)
			continue
		}
		approved++
		fmt.Fprintf(tty, "approved: %s runs once when the agent runs it again\n", req.ID)
	}
	fmt.Fprintf(r.stdout, "%d pending, %d approved, %d rejected\n", seen, approved, rejected)
	if approved+rejected > 0 {
		r.anchor(cfg, signer)
	}
	return status
}
