package loop

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"gatesh/agentwrap"
	"gatesh/config"
	"gatesh/consume"
	"gatesh/decision"
	"gatesh/describe"
	"gatesh/internal/passwd"
	"gatesh/keys"
	"gatesh/queue"
)

// gate is the loop's side of gatesh's holds. Risky commands that the
// worker runs through gatesh are held in the queue as usual (they park at
// once: the worker's GATESH_HOLD_WAIT is 0). Between turns the loop asks
// the operator about the one action the worker asked for, and a yes is an
// ordinary signed, single-use approval of that exact command in that
// exact folder, valid for the next turn only: whatever is left of it
// afterwards is withdrawn.
type gate struct {
	cfg      *config.Config
	q        *queue.Queue
	v        *keys.Verifier
	signer   *keys.Signer
	actor    decision.Who
	runID    string
	dir      string
	agent    string
	classify func(command, cwd string) (string, []queue.Rule)
	bind     func(command, cwd string) []queue.Fact
	logErr   func(error)
	// notify tells the operator of a request the loop filed and parked
	// on (hold.notify), as gatesh does for a hold.
	notify func(queue.Request)

	// granted is the approval the next or current turn may use.
	granted *queue.Request
	// unapproved counts risky actions the worker ran without asking.
	unapproved int
}

// heldDuring returns the requests held during a turn by this run's
// worker: created in [from, to] with this run's session, which the
// worker's GATESH_SESSION gives every request it makes. A request of
// another agent working in the same folder is never touched.
func (g *gate) heldDuring(from, to time.Time) ([]queue.Request, error) {
	l, err := g.q.List(g.v)
	if err != nil {
		return nil, err
	}
	from = from.Add(-time.Millisecond) // request times are kept to the millisecond
	var out []queue.Request
	for _, st := range l.States {
		r := st.Request
		if r.CreatedAt.Before(from) || r.CreatedAt.After(to) {
			continue
		}
		if r.Session == g.runID {
			out = append(out, r)
		}
	}
	return out, nil
}

// withdraw ends an open request so that nothing can use it any more.
func (g *gate) withdraw(id string) (bool, error) {
	_, changed, err := g.q.Expire(id)
	return changed, err
}

// turnOutcome is what the gate makes of one turn.
type turnOutcome struct {
	// stop ends the run.
	stop *End
	// covered is the held request the worker's needs_approval names.
	covered *queue.Request
	// usedApproval is set when the turn ran its approved action.
	usedApproval bool
	// notes are decisions to record.
	notes []Decision
}

// afterTurn checks what the worker did with gatesh during a turn that
// returned res (nil when it gave no valid result), clears the turn's
// approval, and withdraws every held request that will not be asked about.
func (g *gate) afterTurn(n int, res *Result, held []queue.Request) turnOutcome {
	var out turnOutcome
	note := func(kind, req, format string, a ...any) {
		out.notes = append(out.notes, Decision{Iteration: n, Kind: kind, Request: req, Detail: fmt.Sprintf(format, a...)})
	}
	var others []queue.Request
	for _, r := range held {
		if g.granted == nil || r.ID != g.granted.ID {
			others = append(others, r)
		}
	}
	if g.granted != nil {
		granted := *g.granted
		g.granted = nil
		used := false
		if st, err := g.q.Get(granted.ID, g.v); err == nil && st.Status == queue.Used {
			// The worker may write the queue (Codex's sandbox lets gatesh
			// mark the use there) and could set the mark back: the use is
			// recorded where only the operator writes, as the review
			// server records it, and the approval runs no more.
			used = true
			g.logErr(consume.RecordUse(g.cfg.Home, st.Request))
		}
		// While the review server runs, it marks uses where only the
		// operator can write.
		if rec, err := consume.Recorded(g.cfg.Home, granted.ID); err == nil && rec {
			used = true
		}
		out.usedApproval = used
		if used {
			note("approval_used", granted.ID, "the worker ran the approved action once")
		} else {
			changed, err := g.withdraw(granted.ID)
			if err != nil {
				g.logErr(err)
			}
			if changed {
				note("approval_cleared", granted.ID, "the approval was not used during its turn and is withdrawn")
			}
		}
		if len(others) > 0 {
			g.withdrawAll(others, note)
			if !used {
				out.stop = end(ApprovalDeclined, CauseMismatch,
					"the worker was approved to run %s once, and ran %s instead", brief(granted.Command), brief(others[0].Command))
			} else {
				out.stop = end(ApprovalDeclined, CauseSecondUnapproved,
					"after its approved action the worker also ran %s, which nobody approved", brief(others[0].Command))
			}
			return out
		}
	}
	if res != nil && res.Status == StatusNeedsApproval {
		a := res.Approval
		for i, r := range others {
			if r.ID == a.ActionID || r.Command == a.Action || claudeWraps(r.Command, a.Action) {
				c := r
				out.covered = &c
				others = slices.Delete(others, i, i+1)
				break
			}
		}
	}
	if len(others) > 0 {
		g.withdrawAll(others, note)
		g.unapproved += len(others)
		if g.unapproved >= 2 {
			out.stop = end(ApprovalDeclined, CauseSecondUnapproved,
				"the worker ran a second risky action without asking: %s", brief(others[len(others)-1].Command))
			return out
		}
		note("held_unasked", others[0].ID, "gatesh held %s, which the worker ran without asking; a second one stops the run", brief(others[0].Command))
	}
	return out
}

func (g *gate) withdrawAll(reqs []queue.Request, note func(kind, req, format string, a ...any)) {
	for _, r := range reqs {
		if changed, err := g.withdraw(r.ID); err != nil {
			g.logErr(err)
		} else if changed {
			note("held_withdrawn", r.ID, "held during the turn and not approved: withdrawn")
		}
	}
}

// request returns the gatesh request to ask the operator about: the one
// gatesh held when the worker tried the action, or else a new one for the
// exact action text, in the loop's folder.
func (g *gate) request(a *Approval, covered *queue.Request) (req queue.Request, created bool, err error) {
	if covered != nil {
		return *covered, false, nil
	}
	tier, rules := "red", []queue.Rule{}
	if g.classify != nil {
		tier, rules = g.classify(a.Action, g.dir)
	}
	var bound []queue.Fact
	if g.bind != nil {
		// The same facts the shim reads when the worker runs it, so
		// that the approval matches its run.
		bound = g.bind(a.Action, g.dir)
	}
	// The queue's journal logs a new request as held.
	return g.q.Submit(queue.NewRequest{Command: a.Action, Cwd: g.dir, Tier: tier, Rules: rules,
		Session: g.runID, Agent: g.agent, Bound: bound,
		User: passwd.Name(passwd.File, os.Geteuid())})
}

// question is the text the operator reads before answering.
func question(runID string, n int, a *Approval, req queue.Request) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\ngatesh loop %s, iteration %d: the worker asks to run a risky action\n", runID, n)
	fmt.Fprintf(&b, "  action:   %s\n", strings.ReplaceAll(describe.Shown(req.Command), "\n", "\n            "))
	fmt.Fprintf(&b, "  folder:   %s\n", describe.Shown(req.Cwd))
	for _, r := range req.Rules {
		// The request file is the worker's to write, and a reason may
		// come from a project's rules: none reaches the terminal raw.
		fmt.Fprintf(&b, "  gatesh:   %s %s: %s\n", safe(r.Tier), safe(r.ID), safe(r.Reason))
	}
	if len(req.Rules) == 0 {
		fmt.Fprintf(&b, "  gatesh:   %s\n", safe(req.Tier))
	}
	// What the approval binds besides the text, as `gatesh show` lists
	// it: where a push goes, the hooks git runs, the files read. The
	// operator approves these as they are now; a change holds it again.
	for _, l := range describe.BoundLines(req.Bound) {
		fmt.Fprintf(&b, "  %s\n", l)
	}
	fmt.Fprintf(&b, "  category: %s   (the worker's words)\n", describe.Shown(a.Category))
	fmt.Fprintf(&b, "  reason:   %s   (the worker's words)\n", strings.ReplaceAll(describe.Shown(a.Reason), "\n", "\n            "))
	fmt.Fprintf(&b, "  request:  %s\n", safe(req.ID))
	b.WriteString("Approve exactly this action, once, for the next worker turn only? [y/N] ")
	return b.String()
}

// decide asks the operator about a worker's approval request. A yes signs
// an approval that the next turn may use once; anything else stops the
// run, and the request is rejected (no) or withdrawn (no answer).
//
// With park, the request is left pending for the operator to decide
// later (gatesh approve, the review page) and returned instead: always
// with ParkAlways, when there is no terminal with ParkNoTerminal.
func (g *gate) decide(ctx context.Context, open func() (*os.File, error), n int, a *Approval, covered *queue.Request,
	timeUp func(string) *End, park ParkMode) (*End, []Decision, *queue.Request) {
	var notes []Decision
	note := func(kind, req, format string, args ...any) {
		notes = append(notes, Decision{Iteration: n, Kind: kind, Request: req, Detail: fmt.Sprintf(format, args...)})
	}
	req, created, err := g.request(a, covered)
	if err != nil {
		return end(InternalError, "", "cannot queue the approval request: %v", err), notes, nil
	}
	note("approval_asked", req.ID, "the worker asks to run %s (%s: %s)", brief(req.Command), brief(a.Category), brief(a.Reason))
	giveUp := func(s Stop, cause, detail string) (*End, []Decision, *queue.Request) {
		if _, err := g.withdraw(req.ID); err != nil {
			g.logErr(err)
		}
		note("approval_answer", req.ID, "%s", detail)
		return end(s, cause, "%s; request %s is withdrawn", detail, req.ID), notes, nil
	}
	parked := func() (*End, []Decision, *queue.Request) {
		if created && g.notify != nil {
			g.notify(req) // a request gatesh held was notified then
		}
		return nil, notes, &req
	}
	if park == ParkAlways {
		return parked()
	}
	switch ask(ctx, open, question(g.runID, n, a, req)) {
	case answerNoTerminal:
		if park == ParkNoTerminal {
			return parked()
		}
		return giveUp(ApprovalDeclined, CauseNoTerminal, "no terminal to ask the operator on, so the risky action is not approved")
	case answerEOF:
		return giveUp(ApprovalDeclined, CauseEOF, "the terminal reached end of file: not approved")
	case answerTimeout:
		e := timeUp("while the question waited for an answer")
		_, notes, _ := giveUp(e.Stop, "", e.Detail)
		return e, notes, nil
	case answerNo:
		// The queue's journal logs the rejection before it is made.
		if _, err := g.q.Reject(req.ID, g.signer, g.actor.User, "declined at the gatesh loop prompt, run "+g.runID); err != nil {
			g.logErr(err)
			return giveUp(ApprovalDeclined, CauseDeclined, "the operator declined")
		}
		note("approval_answer", req.ID, "the operator declined")
		return end(ApprovalDeclined, CauseDeclined, "the operator declined %s (request %s)", brief(req.Command), req.ID), notes, nil
	}
	// The queue's journal logs the approval before it is made: an approval
	// that cannot be logged does not take effect. It signs the request
	// as the question showed it: the worker may write the queue, and a
	// request rewritten while the question waited is not approved.
	approved, err := g.q.ApproveShown(req.ID, req.Shown(), g.signer, g.actor.User, fmt.Sprintf("approved at the gatesh loop prompt, run %s, for iteration %d only", g.runID, n+1))
	if errors.Is(err, queue.ErrChanged) {
		return giveUp(ApprovalDeclined, CauseChanged, fmt.Sprintf("yes, but the request changed while the question waited, so nothing is approved: %v", err))
	}
	if err != nil {
		return giveUp(ApprovalDeclined, CauseUnsigned, fmt.Sprintf("yes, but the approval could not be signed and logged: %v", err))
	}
	g.granted = &approved
	note("approval_answer", req.ID, "the operator approved %s once, for iteration %d", brief(approved.Command), n+1)
	return nil, notes, nil
}

// safe is text of a request as a terminal may print it.
func safe(s string) string {
	t, _ := describe.SafeText(s)
	return t
}

// brief is a command for a one-line message: its first line, escaped and
// bounded, saying how much was left out.
func brief(cmd string) string {
	first, rest, multi := strings.Cut(strings.TrimSpace(cmd), "\n")
	t, _ := describe.SafeText(first)
	if len(t) > 160 {
		t = t[:160] + "..."
	}
	if multi {
		t += fmt.Sprintf(" (and %d more lines)", strings.Count(rest, "\n")+1)
	}
	return t
}

// claudeWraps reports whether text, as gatesh filed it, is Claude Code's
// wrapper around exactly action (agentwrap.Command). Such a hold is
// the worker's try of the action it asks for.
func claudeWraps(text, action string) bool {
	cmd, agent, ok := agentwrap.Command(text)
	return ok && agent == agentwrap.Claude && cmd == action
}
