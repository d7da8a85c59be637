package loop

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"gatesh/describe"
	"gatesh/keys"
	"gatesh/queue"
)

// Parked is what a parked task waits for: one request in gatesh's queue,
// for one exact action in one folder.
type Parked struct {
	Request string `json:"request"`
	Action  string `json:"action"`
	Cwd     string `json:"cwd"`
	// Category and Reason are the worker's words.
	Category  string    `json:"category"`
	Reason    string    `json:"reason"`
	Iteration int       `json:"iteration"`
	Since     time.Time `json:"since"`
}

// fileNote is the note a task that needs a person leaves in its folder.
const fileNote = "note.txt"

// park leaves the request pending for a person and marks the task
// parked: the worker's turn is over, and nothing waits on a terminal.
func (r *run) park(n int, res *Result, req queue.Request) {
	a := res.Approval
	r.parked = &Parked{Request: req.ID, Action: req.Command, Cwd: req.Cwd, Category: a.Category, Reason: a.Reason,
		Iteration: n, Since: time.Now().UTC()}
	r.p.State, r.p.Parked = "parked", r.parked
	r.decision(Decision{Iteration: n, Kind: "parked", Request: req.ID,
		Detail: fmt.Sprintf("waiting for a person to decide on %s; the request stays in gatesh's queue", brief(req.Command))})
	r.save()
	r.say("iteration %d: parked: request %s waits for a person (gatesh approve %s, or gatesh reject %s)", n, req.ID, req.ID, req.ID)
}

// awaitOwn waits for the decision on the request this run is parked on,
// watching the queue as a held gatesh command does.
func (r *run) awaitOwn() *End {
	if r.parked == nil {
		return end(InternalError, "", "nothing to wait for: the task is not parked")
	}
	st, _, err := awaitAny(r.ctx, r.gate.q, r.gate.v, []string{r.parked.Request})
	if err != nil {
		if r.ctx.Err() != nil {
			return r.parkedTimeUp()
		}
		return end(InternalError, "", "watching request %s: %v", r.parked.Request, err)
	}
	return r.resolve(st)
}

// awaitAny waits until one of the requests is decided (approved,
// rejected, expired or used) and returns its state. Each is watched with
// queue.Wait, as the shim watches a held command. When a request cannot
// be read it returns that request's id and the error; when ctx ends
// first, ctx's error.
func awaitAny(ctx context.Context, q *queue.Queue, v *keys.Verifier, ids []string) (queue.State, string, error) {
	if len(ids) == 0 {
		return queue.State{}, "", errors.New("no requests to wait for")
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type got struct {
		id  string
		st  queue.State
		err error
	}
	ch := make(chan got, len(ids))
	for _, id := range ids {
		go func() {
			st, err := q.Wait(ctx, id, v, queue.MaxPoll)
			ch <- got{id, st, err}
		}()
	}
	for range ids {
		g := <-ch
		switch {
		case g.err == nil:
			return g.st, "", nil
		case ctx.Err() == nil:
			return queue.State{}, g.id, g.err // cancel stops the others
		}
	}
	return queue.State{}, "", ctx.Err()
}

// resolve acts on the decision on the parked request: an approval lets
// the next turn run the action once; a rejection, an expiry or a use
// elsewhere ends the task as needing a person.
func (r *run) resolve(st queue.State) *End {
	p := r.parked
	req := st.Request
	switch st.Status {
	case queue.Approved:
		r.gate.granted = &req
		r.parked, r.p.Parked, r.p.State = nil, nil, "running"
		r.leftOff = r.summary
		r.decision(Decision{Iteration: p.Iteration, Kind: "approval_answer", Request: req.ID,
			Detail: fmt.Sprintf("%s approved %s once (%s); the task resumes with iteration %d", orSomeone(req.DecidedBy),
				brief(req.Command), firstLine(req.DecisionReason), r.next)})
		r.save()
		r.saveResume(r.next)
		r.say("request %s approved: the task resumes", req.ID)
		return nil
	case queue.Rejected:
		return r.needsHuman(CauseRejected, fmt.Sprintf("%s rejected request %s: %s", orSomeone(req.DecidedBy), req.ID,
			orNoReason(firstLine(req.DecisionReason))))
	case queue.Expired:
		return r.needsHuman(CauseExpired, fmt.Sprintf("nobody decided on request %s before it expired (%s)", req.ID,
			req.ExpiresAt.Local().Format(time.DateTime)))
	case queue.Used:
		return r.needsHuman(CauseUsed, fmt.Sprintf("request %s was approved and then used outside the task's turn", req.ID))
	}
	return end(InternalError, "", "request %s is %s, which a parked task cannot act on", req.ID, st.Status)
}

// parkedTimeUp ends a parked task whose run has ended: the deadline
// makes it needs_human, a signal stops it as interrupted.
func (r *run) parkedTimeUp() *End {
	var i interruption
	if errors.As(context.Cause(r.ctx), &i) {
		return r.timeUp(fmt.Sprintf("while request %s waited for a decision", r.parked.Request))
	}
	return r.needsHuman(CauseDeadline, fmt.Sprintf("the deadline passed while request %s waited for a decision", r.parked.Request))
}

// needsHuman ends a parked task and leaves a note saying what it wanted
// to do and why.
func (r *run) needsHuman(cause, why string) *End {
	p := r.parked
	var b strings.Builder
	fmt.Fprintf(&b, "%s needs a person: %s\n\n", r.dir.ID, why)
	fmt.Fprintf(&b, "It wanted to run, in %s:\n    %s\n", describe.Shown(p.Cwd), strings.ReplaceAll(describe.Shown(p.Action), "\n", "\n    "))
	fmt.Fprintf(&b, "category: %s   (the worker's words)\n", describe.Shown(p.Category))
	fmt.Fprintf(&b, "reason:   %s   (the worker's words)\n", strings.ReplaceAll(describe.Shown(p.Reason), "\n", "\n          "))
	fmt.Fprintf(&b, "request:  %s, asked in iteration %d, parked since %s\n", p.Request, p.Iteration, p.Since.Local().Format(time.DateTime))
	if s := strings.TrimSpace(r.summary); s != "" {
		fmt.Fprintf(&b, "\nIts last summary (the worker's words):\n    %s\n", strings.ReplaceAll(describe.Shown(s), "\n", "\n    "))
	}
	r.logErr(writeOnce(filepath.Join(r.dir.Path, fileNote), []byte(b.String())))
	r.decision(Decision{Iteration: p.Iteration, Kind: "needs_human", Request: p.Request, Detail: why})
	return end(NeedsHuman, cause, "%s; the task wanted to run %s (%s)", why, brief(p.Action), brief(p.Reason))
}

func orSomeone(by string) string {
	if by == "" {
		return "someone"
	}
	return by
}

func orNoReason(s string) string {
	if s == "" {
		return "no reason given"
	}
	return s
}

// ResumeState is a task's resume.json: what `gatesh loop resume` needs
// to pick the task up after the loop died. It is small and rewritten
// after every turn and decision.
type ResumeState struct {
	Task     string `json:"task"`
	Branch   string `json:"branch"`
	Worktree string `json:"worktree"`
	// Base is the commit the task's branch was made from.
	Base string `json:"base"`
	// Summary is the worker's last summary.
	Summary string `json:"summary"`
	// Next is the next iteration's number.
	Next int `json:"next_iteration"`
	// Parked is the pending request, with its exact action.
	Parked *Parked `json:"parked,omitempty"`
	// Granted is the approval the next turn may use once.
	Granted         string   `json:"granted,omitempty"`
	Repeats         int      `json:"repeats,omitempty"`
	LastFingerprint string   `json:"last_fingerprint,omitempty"`
	Unapproved      int      `json:"unapproved,omitempty"`
	Notes           []string `json:"notes,omitempty"`
}

// fileResume is a task's resume state in its folder.
const fileResume = "resume.json"

// saveResume rewrites a task's resume state; next is the number of the
// iteration that runs next.
func (r *run) saveResume(next int) {
	if r.task == nil {
		return
	}
	s := ResumeState{Task: r.task.ID, Branch: r.task.Branch, Worktree: r.task.Worktree, Base: r.task.Base,
		Summary: r.summary, Next: next, Parked: r.parked, Repeats: r.repeats, LastFingerprint: r.lastFP,
		Notes: r.notes}
	if r.gate != nil {
		s.Unapproved = r.gate.unapproved
		if r.gate.granted != nil {
			s.Granted = r.gate.granted.ID
		}
	}
	r.logErr(writeAtomicJSON(r.dir.Path, fileResume, s))
}

// ReadResume reads a task folder's resume.json.
func ReadResume(taskPath string) (*ResumeState, error) {
	var s ResumeState
	if err := readJSON(filepath.Join(taskPath, fileResume), &s); err != nil {
		return nil, err
	}
	return &s, nil
}
