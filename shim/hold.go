package shim

import (
	"context"
	"errors"
	"fmt"
	"gatesh/binding"
	"os"
	"time"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/egress"
	"gatesh/enforce"
	"gatesh/keys"
	"gatesh/queue"
	"gatesh/rules"
)

// approvedEnv names the variable that tells gatesh processes started by an
// approved command which request approved it (see grant.go).
const approvedEnv = "GATESH_APPROVED"

// action is what shell mode or the interposer does after deciding.
type action struct {
	run    bool
	status int      // exit status when !run
	env    []string // extra environment for an approved command
	// ruleset, when not nil, restricts a green or yellow command
	// before it runs (config enforce = "landlock").
	ruleset *enforce.Ruleset
	// network, when not nil, runs a green or yellow command in the
	// network allowlist's namespace (config network = "allowlist").
	network *egress.Session
}

func stop(status int) action { return action{status: status} }

// holdRun is one held command on its way through the queue.
type holdRun struct {
	r      *runtime
	cfg    *config.Config
	hold   config.Hold
	q      *queue.Queue
	v      *keys.Verifier
	text   string // the request key of the command text
	raw    string // the command text as the agent sent it
	tool   string // the tool of a tool call, "" for a command
	server string // the MCP server of a tool call, "" when none is known
	cwd    string
	forged bool // forged_decision already logged
	// held is the subject of the request being waited on: what its
	// approval binds (see bind.go).
	held queue.Subject
	// reading is the look at the command's repositories of the last
	// subject: an approved run keeps git to its pins.
	reading *binding.Reading
	// resubmitted is set once the facts changed under an approval and
	// the command was held again: a second change parks it.
	resubmitted bool
	d           rules.Decision
	refuse      func()
}

// hold queues a held command and waits for the operator: it runs an
// approved command once, and otherwise exits 77 (rejected, expired,
// already used) or 75 (parked). Every error means nothing runs.
func (r *runtime) hold(cfg *config.Config, text, cwd string, d rules.Decision) action {
	// Name the rules that held it, unless an approval lets it run now.
	refused := false
	refuse := func() {
		if !refused {
			r.refusal("held", d)
			refused = true
		}
	}
	fail := func(status int) action { refuse(); return stop(status) }
	if isTeamHold(d) {
		// The team's holds file no request: no approval lifts them.
		refuse()
		fmt.Fprintf(r.stderr, "gatesh: hint: %s\n", teamHint(d))
		return stop(ExitHeld)
	}
	hs, err := holdSettings(cfg, r.env)
	if err != nil {
		return fail(r.errorf(ExitInternal, "unset it or fix its value; nothing ran", "%v", err))
	}
	q, err := r.openQueue(cfg, hs.TTL)
	if err != nil {
		return fail(r.queueError(err))
	}
	v, err := loadVerifier(cfg)
	if err != nil {
		return fail(r.errorf(ExitInternal, "the operator runs `gatesh init`, or restores "+cfg.PublicKey, "operator key: %v; nothing ran", err))
	}
	h := &holdRun{r: r, cfg: cfg, hold: hs, q: q, v: v, text: text, raw: text, cwd: cwd, d: d, refuse: refuse}
	if r.tool != nil {
		h.tool, h.server = r.tool.Tool, r.tool.Server
	} else {
		h.text = requestKey(text)
	}
	h.held = h.subject()

	prev, err := q.LookupSubject(h.held, cwd, v)
	if err != nil || prev.Status != queue.Approved {
		refuse()
	}
	if err == nil {
		h.noteForged(prev)
		// A rejection stands until the request's expiry: asking again at
		// once would only queue the same question for the same person.
		if prev.Status == queue.Rejected && r.now().Before(prev.Request.ExpiresAt) {
			return h.finish(prev)
		}
	}
	return h.submit()
}

// submit files the request for h.held, or finds the open one, and waits
// for its decision.
func (h *holdRun) submit() action {
	r, q, v := h.r, h.q, h.v
	agent, session := r.identity()
	req, created, err := q.Submit(queue.NewRequest{Command: h.held.Command, Cwd: h.cwd, Tier: h.d.Tier.String(),
		Rules: queueRules(h.d), Session: session, Agent: agent, Tool: h.tool, Server: h.held.Server, Bound: h.held.Facts,
		User: loginName()})
	if err != nil {
		h.refuse()
		return stop(r.queueError(err))
	}
	r.heldRequest = req.ID
	if created { // the queue logged it as held before writing it
		if old, ok := q.Superseded(h.held, h.cwd, v); ok && !h.resubmitted {
			r.changed(old.Request, h.held)
		}
		r.notify(h.hold.Notify, req)
	}
	switch {
	case q.CanApprove(v):
	case v == nil:
		fmt.Fprintf(r.stderr, "gatesh: hint: no operator key at %s, so no approval can be checked; the operator runs `gatesh init`\n", h.cfg.PublicKey)
	default:
		fmt.Fprintf(r.stderr, "gatesh: hint: local approvals are off and the team's key cannot be read, so no approval can be checked; the operator runs `gatesh doctor`\n")
	}
	st, err := q.Get(req.ID, v)
	if err != nil {
		return stop(r.queueError(err))
	}
	h.noteForged(st)
	if st.Status != queue.Approved {
		h.refuse()
	}
	return h.await(st)
}

// await waits up to hold.wait for a pending request's decision, then acts
// on it. The decision comes only from the operator's own commands, which
// sign it: never from a terminal, which the agent may hold itself (a pty,
// tmux, expect) and type "y" into.
func (h *holdRun) await(st queue.State) action {
	id := st.Request.ID
	var err error
	// Without the operator's public key or a team, no approval can be
	// verified, so waiting would only stall the agent: park at once.
	if st.Status == queue.Pending && h.hold.Wait > 0 && h.q.CanApprove(h.v) {
		// Say the id and the next step before waiting: an agent whose
		// tool returns early (Codex's yield_time_ms) sees only these.
		fmt.Fprintf(h.r.stderr, "gatesh: held: request %s waits for a person's approval; waiting up to %s; nothing has run yet\n", id, h.hold.Wait)
		fmt.Fprintf(h.r.stderr, "gatesh: hint: %s\n", h.r.rerunHint())
		ctx, cancel := context.WithTimeout(context.Background(), h.hold.Wait)
		st, err = h.q.Wait(ctx, id, h.v, queue.MaxPoll)
		cancel()
		h.noteForged(st)
		if err != nil && !errors.Is(err, context.DeadlineExceeded) {
			return stop(h.r.queueError(err))
		}
	}
	return h.finish(st)
}

// finish acts on a request's state: use an approval, refuse a rejection
// or expiry, or park a pending request.
func (h *holdRun) finish(st queue.State) action {
	r, req := h.r, st.Request
	switch st.Status {
	case queue.Approved:
		return h.use(req)
	case queue.Rejected:
		fmt.Fprintf(r.stderr, "gatesh: rejected: request %s was rejected by %s: %s\n", req.ID, orUnknown(req.DecidedBy), orNone(req.DecisionReason))
		fmt.Fprintf(r.stderr, "gatesh: hint: nothing ran; do not retry this command: do the task another way or ask the person you work for\n")
		return stop(ExitDenied)
	case queue.Expired:
		fmt.Fprintf(r.stderr, "gatesh: expired: request %s expired at %s without approval; nothing ran\n", req.ID, req.ExpiresAt.Format(time.RFC3339))
		fmt.Fprintf(r.stderr, "gatesh: hint: running the same command again asks for approval anew\n")
		return stop(ExitDenied)
	case queue.Used:
		return h.alreadyUsed(req)
	}
	return h.park(req, h.q.CanApprove(h.v))
}

// use consumes the approval and lets the command run, exactly once. What
// the approval binds is read again first: an approval of the command as
// things stood when it was held does not cover it once a hook, a setting,
// a commit to publish or the server has changed; it is held again, once,
// as a new request.
func (h *holdRun) use(req queue.Request) action {
	r := h.r
	now := h.subject()
	if now.Digest() != req.CommandDigest {
		h.refuse()
		r.changed(req, now)
		if h.resubmitted {
			fmt.Fprintf(r.stderr, "gatesh: hint: it changed again while gatesh looked; run the same command again once nothing else changes the repository\n")
			return stop(ExitHeld)
		}
		h.resubmitted, h.held = true, now
		return h.submit()
	}
	if r.beforeApproved != nil {
		if status := r.beforeApproved(); status != 0 {
			return stop(status) // the approval stays unspent
		}
	}
	guard, dir, stopped := h.prepareRun(req)
	if stopped != nil {
		return *stopped
	}
	used, err := r.useApproval(h.cfg, h.q, req, now.Digest(), h.cwd, h.v)
	if err != nil {
		os.RemoveAll(dir) // nothing runs from it
	}
	switch {
	case errors.Is(err, queue.ErrUsed):
		return h.alreadyUsed(req)
	case errors.Is(err, queue.ErrExpired):
		return h.finish(queue.State{Request: req, Status: queue.Expired})
	case errors.Is(err, queue.ErrRejected):
		// Revoked after the approval was seen: the queue's word wins.
		if st, gerr := h.q.Get(req.ID, h.v); gerr == nil && st.Status == queue.Rejected {
			return h.finish(st)
		}
		return stop(r.queueError(err))
	case err != nil:
		return stop(r.queueError(err))
	}
	// The queue logged the use before it recorded it.
	if err := r.logRequest(h.cfg, audit.EventRun, used, ""); err != nil {
		// The approval is spent, but an unlogged run is what the log rules out.
		os.RemoveAll(dir)
		return stop(r.errorf(ExitHeld, "nothing ran and the approval is spent; fix the audit log, then ask again", "%v", err))
	}
	by := orUnknown(used.DecidedBy)
	if used.Via == queue.ViaTeam {
		by += " (the team)"
	}
	fmt.Fprintf(r.stderr, "gatesh: approved: request %s by %s; running it once\n", used.ID, by)
	return action{run: true, env: append([]string{grantEnv(used.ID, r.pid)}, guard...)}
}

// prepareRun makes the environment an approved command runs in
// (guardEnv) and the folder it lives in; a tool call needs none. When the
// run cannot be made as bound, nothing runs and the approval stays
// unspent.
func (h *holdRun) prepareRun(req queue.Request) (guard []string, dir string, stopped *action) {
	r := h.r
	if h.tool != "" {
		return nil, "", nil
	}
	guard, dir, err := r.guardEnv(h.cfg, req, h.reading)
	if err == nil {
		return guard, dir, nil
	}
	h.refuse()
	var a action
	switch {
	case errors.Is(err, binding.ErrNotBound):
		fmt.Fprintf(r.stderr, "gatesh: held: request %s was approved for this command as things stood then; since then: %v; the approval does not cover it, so nothing ran\n", req.ID, err)
		fmt.Fprintf(r.stderr, "gatesh: hint: run the same command again once nothing else changes it\n")
		a = stop(ExitHeld)
	case errors.Is(err, binding.ErrOldGit):
		a = stop(r.errorf(ExitInternal, "nothing ran and the approval is unspent; install a newer git, then run the command again", "%v", err))
	default:
		a = stop(r.errorf(ExitInternal, "nothing ran and the approval is unspent; check the gatesh folder's permissions and free space", "prepare the approved run: %v", err))
	}
	return nil, "", &a
}

func (h *holdRun) alreadyUsed(req queue.Request) action {
	fmt.Fprintf(h.r.stderr, "gatesh: held: request %s was already used: its approval ran the command once; nothing ran now\n", req.ID)
	fmt.Fprintf(h.r.stderr, "gatesh: hint: running the same command again asks for a new approval\n")
	return stop(ExitDenied)
}

// park ends the wait: the request stays queued and the agent moves on.
func (h *holdRun) park(req queue.Request, waited bool) action {
	r := h.r
	why := "no decision yet"
	if waited && h.hold.Wait > 0 {
		why = fmt.Sprintf("no decision within %s", h.hold.Wait)
	}
	// Nothing runs either way; a lost line only loses a count in the stats.
	if err := r.logRequest(h.cfg, audit.EventParked, req, ""); err != nil {
		fmt.Fprintf(r.stderr, "gatesh: error: %v\n", err)
	}
	fmt.Fprintf(r.stderr, "gatesh: held: request %s waits for a person's approval (%s); nothing ran\n", req.ID, why)
	fmt.Fprintf(r.stderr, "gatesh: hint: %s\n", r.rerunHint())
	return stop(ExitHeld)
}

// rerunHint is the agent's next step while a request is pending.
const rerunHint = "go on with other work; once it is approved, run the same command again from the same folder and it will run once"

// toolRerunHint is rerunHint for a tool call.
const toolRerunHint = "go on with other work; once it is approved, make the same tool call again, with the same arguments, from the same folder, and it will run once"

func (r *runtime) rerunHint() string {
	if r.tool != nil {
		return toolRerunHint
	}
	return rerunHint
}

// noteForged logs, once per run, a request file that claims a decision
// its signature does not back.
func (h *holdRun) noteForged(st queue.State) {
	if !st.Forged || h.forged {
		return
	}
	h.forged = true
	signer := "the operator's key"
	if st.Request.Via == queue.ViaTeam || st.Request.TeamDecision != nil {
		signer = "the team's key"
	}
	fmt.Fprintf(h.r.stderr, "gatesh: held: request %s claims a decision that %s did not sign; it is ignored\n", st.Request.ID, signer)
	if err := h.r.logRequest(h.cfg, audit.EventForgedDecision, st.Request, "file status "+string(st.Request.Status)); err != nil {
		fmt.Fprintf(h.r.stderr, "gatesh: error: %v\n", err)
	}
}

// queueError reports a queue that cannot be used: nothing runs. A change
// the audit log refused was not made: the command stays held.
func (r *runtime) queueError(err error) int {
	var journal *queue.JournalError
	if errors.As(err, &journal) {
		return r.errorf(ExitHeld, "nothing ran and nothing changed; fix the audit log (disk space, permissions) and run the command again",
			"the audit log cannot be written: %v", err)
	}
	return r.errorf(ExitInternal, "nothing ran; check the queue folder's permissions and free space", "request queue: %v", err)
}

func orUnknown(s string) string {
	if s == "" {
		return "(unknown)"
	}
	return s
}

func orNone(s string) string {
	if s == "" {
		return "no reason given"
	}
	return s
}
