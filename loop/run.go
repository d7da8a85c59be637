package loop

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"gatesh/audit"
	"gatesh/auditlog"
	"gatesh/config"
	"gatesh/decision"
	"gatesh/describe"
	"gatesh/queue"
)

// Options is everything a run takes from its caller.
type Options struct {
	Settings Settings
	Config   *config.Config
	// Dir is where the loop runs, inside a git work tree. The worker and
	// the verifier run there, and approvals are for commands run there.
	Dir string
	// AllowDirty lets the run start on a work tree with changes, once the
	// operator confirms it on the terminal.
	AllowDirty bool
	// Gatesh is the gatesh program that the worker gets as its shell.
	Gatesh string
	// Git is the git the loop runs itself, outside any restriction: one
	// no command gatesh let run could have put there. "" takes the
	// first on PATH.
	Git string
	// Env is the operator's environment.
	Env    []string
	Stdout io.Writer // the final summary
	Stderr io.Writer // progress and errors
	// OpenTTY opens the operator's terminal; /dev/tty when nil.
	OpenTTY func() (*os.File, error)
	// Classify gives gatesh's tier and rules for a command text in a
	// folder, for an approval the worker asks for before trying it.
	Classify func(command, cwd string) (tier string, rules []queue.Rule)
	// Bind gives what an approval of a command text in a folder binds
	// besides the text (the git hooks it runs, what a push publishes),
	// as gatesh reads them when it holds the command; nil binds nothing.
	Bind func(command, cwd string) []queue.Fact
	// Actor is the operator's process, for the audit log.
	Actor decision.Who
	// Passwd is the password file codex's login shell is read from;
	// /etc/passwd when empty.
	Passwd string
	// Uid is the user codex runs as; the current one when negative.
	Uid int
	// Notify tells the operator of a request the loop filed for a task
	// that parks on it (gatesh's hold.notify); nil for none.
	Notify func(queue.Request)
	// Park says when a turn that asks for approval parks instead of
	// asking on the terminal: never (stop with no_terminal, as without a
	// terminal), when there is no terminal, or always (--park).
	Park ParkMode
}

// ParkMode says when a task that needs approval parks.
type ParkMode int

const (
	// ParkNever asks on the terminal; without one the run stops.
	ParkNever ParkMode = iota
	// ParkNoTerminal asks on the terminal when there is one, and parks
	// when there is none.
	ParkNoTerminal
	// ParkAlways parks without asking (--park).
	ParkAlways
)

// Outcome is how a run ended and where its artifacts are.
type Outcome struct {
	RunID string
	Path  string
	End   End
}

// Run runs the loop until one of the stops and returns it. It never
// commits, pushes or changes a ref, the index or the branch.
func Run(o Options) Outcome {
	o.defaults()
	r := &run{o: o, s: o.Settings}
	return r.run()
}

func (o *Options) defaults() {
	if o.OpenTTY == nil {
		o.OpenTTY = openTerminal
	}
	if o.Passwd == "" {
		o.Passwd = "/etc/passwd"
	}
	if o.Uid < 0 {
		o.Uid = os.Getuid()
	}
}

// run is one loop run in progress.
type run struct {
	o     Options
	s     Settings
	dir   *runDir
	p     *Progress
	ctx   context.Context
	start time.Time

	repo       *Repo
	lock       *worktreeLock
	gate       *gate
	adapter    adapter
	workerArgv []string
	verifyArgv []string
	shell      shellSetup
	scratch    string

	// lastVerify and lastLog are the verifier's latest run and its output.
	lastVerify *VerifyRun
	lastLog    []byte
	// repeats counts verifier failures in a row with fingerprint lastFP.
	repeats int
	lastFP  string
	// notes are told to the worker in the next prompt.
	notes []string
	// asked is the held request the last turn's needs_approval named.
	asked *queue.Request

	// next is the number of the next iteration.
	next int
	// parked is the approval request the task waits for, when it is
	// parked.
	parked *Parked
	// leftOff is the worker's summary before it parked, for the prompt
	// of the turn that resumes it.
	leftOff string
	// summary is the worker's last summary.
	summary string
	// task is set when this run is one task of a tasks run.
	task *taskMeta
}

func (r *run) say(format string, a ...any) {
	fmt.Fprintf(r.o.Stderr, "gatesh: loop: "+format+"\n", a...)
}

func (r *run) logErr(err error) {
	if err != nil {
		fmt.Fprintf(r.o.Stderr, "gatesh: error: %v\n", err)
	}
}

func (r *run) run() Outcome {
	r.start = time.Now()
	dir, err := newRunDir(r.o.Config.Home, r.start)
	if err != nil {
		fmt.Fprintf(r.o.Stderr, "gatesh: error: cannot make the run folder: %v\n", err)
		fmt.Fprintf(r.o.Stderr, "gatesh: hint: check that %s is writable; nothing ran\n", RunsDir(r.o.Config.Home))
		return Outcome{End: *end(InternalError, "", "cannot make the run folder: %v", err)}
	}
	r.dir = dir
	ctx, stop := runContext(r.start.Add(r.s.Deadline))
	defer stop()
	r.ctx = ctx
	e := r.open()
	if e == nil {
		e = r.begin()
	}
	for e == nil {
		// A single task that parks waits for its decision here; a tasks
		// run works on its other tasks meanwhile.
		if e = r.advance(); e == nil {
			e = r.awaitOwn()
		}
	}
	return r.finish(e)
}

// runContext is a run's context: it ends at the deadline or with a
// signal. The worker and the verifier run in sessions of their own, so
// the operator's Ctrl-C reaches only the loop: it stops them as the
// deadline would, and the run records why it ended.
func runContext(deadline time.Time) (context.Context, func()) {
	ctx, cancel := context.WithDeadline(context.Background(), deadline)
	ctx, interrupt := context.WithCancelCause(ctx)
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		select {
		case sig := <-sigs:
			interrupt(interruption{sig})
		case <-ctx.Done():
		}
	}()
	return ctx, func() {
		signal.Stop(sigs)
		interrupt(nil)
		cancel()
	}
}

// newProgress is the progress.json of a run or task that starts now.
func (r *run) newProgress() *Progress {
	return &Progress{RunID: r.dir.ID, State: "running", StartedAt: r.start.UTC(), Dir: r.o.Dir, Task: r.s.Task,
		Done: r.s.Done, Verify: r.s.Verify.String(), Worker: r.workerName(), Iterations: []Iteration{},
		Budgets: Budgets{MaxIterations: r.s.MaxIterations, Deadline: r.s.Deadline.String(),
			DeadlineAt: r.start.Add(r.s.Deadline).UTC().Format(time.RFC3339), MaxRepeatedFailures: r.s.MaxRepeatedFailures,
			Grace: r.s.Grace.String()}}
}

// open records the start and runs the preflight.
func (r *run) open() *End {
	r.p = r.newProgress()
	r.save()
	r.say("run %s: artifacts in %s", r.dir.ID, r.dir.Path)
	// A run that cannot be recorded does not start: its worker's commands
	// could not be logged either, and gatesh would hold every one.
	if err := r.auditLoop(audit.EventLoopStart, "task: "+firstLine(r.s.Task), nil); err != nil {
		return end(CapabilityMissing, "", "the audit log cannot be written: %v", err)
	}
	return r.preflight()
}

// interruption is the cause of a run's context when a signal ended it.
type interruption struct{ sig os.Signal }

func (i interruption) Error() string { return "interrupted by " + i.sig.String() }

// timeUp is the stop when the run's context has ended: the deadline, or
// a signal. what says where the run was.
func (r *run) timeUp(what string) *End {
	var i interruption
	if errors.As(context.Cause(r.ctx), &i) {
		return end(Interrupted, "", "%s %s", i, what)
	}
	return end(Deadline, "", "the deadline (%s) passed %s", r.s.Deadline, what)
}

func (r *run) workerName() string {
	if r.s.Kind == Program {
		return Command{Argv: r.s.Argv}.String()
	}
	return r.s.Kind
}

func (r *run) save() { r.logErr(r.saveErr()) }

func (r *run) saveErr() error {
	r.p.UpdatedAt = time.Now().UTC()
	return r.dir.writeProgress(r.p)
}

// decision records one decision in decisions.jsonl.
func (r *run) decision(d Decision) {
	d.TS = time.Now().UTC()
	r.logErr(r.dir.appendDecision(d))
}

func (r *run) decide(n int, kind, format string, a ...any) {
	r.decision(Decision{Iteration: n, Kind: kind, Detail: fmt.Sprintf(format, a...)})
}

// auditLog is the audit log the config names.
func (r *run) auditLog() *audit.Log {
	return auditlog.Open(r.o.Config, time.Now, auditlog.GateKey(r.o.Config))
}

// auditLoop appends a loop_start or loop_stop line to the audit log.
func (r *run) auditLoop(event, reason string, exit *int) error {
	_, err := r.auditLog().Append(audit.Record{Event: event, Command: "gatesh loop: verify " + r.s.Verify.String(), Cwd: r.o.Dir,
		Pid: r.o.Actor.Pid, Ppid: r.o.Actor.Ppid, User: r.o.Actor.User, Agent: r.s.Kind, Session: r.dir.ID,
		Reason: audit.Redact(reason), Exit: exit})
	return err
}

// prepare makes the scratch folder and the worker's shell.
func (r *run) prepare() *End {
	var err error
	if r.scratch, err = os.MkdirTemp("", "gatesh-loop-"); err != nil {
		return end(InternalError, "", "%v", err)
	}
	if r.shell, err = r.makeShell(); err != nil {
		return end(InternalError, "", "cannot link gatesh as the worker's shell: %v", err)
	}
	return nil
}

// begin runs the verifier once, before the first turn.
func (r *run) begin() *End {
	if e := r.prepare(); e != nil {
		return e
	}
	r.next = 1
	r.say("verifier first: %s", r.s.Verify.String())
	argv, env := r.gatedVerifier()
	v, err := runVerifier(r.ctx, argv, r.o.Dir, env, r.s.Grace, filepath.Join(r.dir.Path, fileBaseline))
	if err != nil {
		return end(InternalError, "", "verifier log: %v", err)
	}
	v.Log = fileBaseline
	r.p.Baseline = v
	r.save()
	r.lastVerify = v
	r.lastLog, _ = os.ReadFile(filepath.Join(r.dir.Path, fileBaseline))
	r.decide(0, "verify", "before the first turn the verifier %s", verdict(v))
	r.say("verifier %s", verdict(v))
	switch {
	case v.Exit.TimedOut || r.ctx.Err() != nil:
		return r.timeUp("while the verifier ran before the first turn")
	case v.Passed:
		return end(Verified, "", "the verifier already passes; nothing was changed")
	}
	return nil
}

// advance runs turns until a stop, or until the task parks on an
// approval request (nil, with r.parked set).
func (r *run) advance() *End {
	if n := r.next - 1; n >= r.s.MaxIterations {
		// A resumed task whose loop died after its last turn.
		return end(IterationBudget, "", "%d iteration%s ran and the verifier still fails", n, plural(n))
	}
	for ; ; r.next++ {
		n := r.next
		if r.ctx.Err() != nil {
			return r.timeUp(fmt.Sprintf("before iteration %d", n))
		}
		if e := r.iteration(n); e != nil {
			return e
		}
		if r.parked != nil {
			r.next++
			return nil
		}
		if n >= r.s.MaxIterations {
			return end(IterationBudget, "", "%d iteration%s ran and the verifier still fails", n, plural(n))
		}
	}
}

// makeShell links gatesh into the run folder under the names agents
// look for: bash (Claude Code takes a shell only if its path says bash)
// and sh.
func (r *run) makeShell() (shellSetup, error) {
	bin := filepath.Join(r.dir.Path, "bin")
	if err := os.Mkdir(bin, 0o700); err != nil && !(errors.Is(err, os.ErrExist) && r.task != nil) {
		return shellSetup{}, err
	}
	for _, name := range []string{"bash", "sh"} {
		link := filepath.Join(bin, name)
		if r.task != nil {
			os.Remove(link) // a resumed task links the gatesh that resumes it
		}
		if err := os.Symlink(r.o.Gatesh, link); err != nil {
			return shellSetup{}, err
		}
	}
	return shellSetup{Bin: bin, Bash: filepath.Join(bin, "bash")}, nil
}

// workerEnv is the operator's environment with the run's gatesh settings:
// the same gatesh home, this run as the session, and holds that park at
// once, since nobody decides during a turn.
func (r *run) workerEnv() []string {
	return r.adapter.env(r.gateEnv(), r.shell)
}

// gateEnv is the operator's environment with the run's gatesh settings.
func (r *run) gateEnv() []string {
	out := make([]string, 0, len(r.o.Env)+3)
	for _, kv := range r.o.Env {
		name, _, _ := strings.Cut(kv, "=")
		switch name {
		case "GATESH_HOME", "GATESH_SESSION", "GATESH_HOLD_WAIT", "GATESH_APPROVED":
			continue
		}
		out = append(out, kv)
	}
	return append(out, "GATESH_HOME="+r.o.Config.Home, "GATESH_SESSION="+r.dir.ID, "GATESH_HOLD_WAIT=0s")
}

// iteration runs one turn and the verifier after it, and says whether
// the run stops.
func (r *run) iteration(n int) *End {
	internal := func(err error) *End { return end(InternalError, "", "iteration %d: %v", n, err) }
	d, err := r.dir.iter(n)
	if err != nil {
		return internal(err)
	}
	it := Iteration{N: n, StartedAt: time.Now().UTC()}
	if it.TreeBefore, err = r.repo.Snapshot(r.scratch); err != nil {
		return internal(err)
	}
	var approved string
	if r.gate.granted != nil {
		approved, it.Approved = r.gate.granted.Command, r.gate.granted.ID
	}
	prompt := buildPrompt(promptInput{N: n, Max: r.s.MaxIterations, Dir: r.o.Dir, Task: r.s.Task, Done: r.s.Done,
		Verify: r.s.Verify.String(), Verifier: r.lastVerify, Tail: r.lastLog, Approved: approved, LeftOff: r.leftOff, Notes: r.notes})
	r.notes, r.leftOff = nil, ""
	for _, f := range []struct {
		name string
		data []byte
	}{{fileVerifyBefore, r.lastLog}, {filePrompt, prompt}, {fileSchema, resultSchema}} {
		if err := d.write(f.name, f.data); err != nil {
			return internal(err)
		}
	}

	r.say("iteration %d: %s works", n, r.workerName())
	turnStart := time.Now()
	it.Worker, err = r.runWorker(d)
	if err != nil {
		return internal(err)
	}
	turnEnd := time.Now()
	r.say("iteration %d: worker %s", n, exitText(it.Worker))

	if it.TreeAfter, err = r.repo.Snapshot(r.scratch); err != nil {
		return internal(err)
	}
	patch, err := r.repo.Patch(it.TreeBefore, it.TreeAfter)
	if err != nil {
		return internal(err)
	}
	stat, statText, err := r.repo.Stat(it.TreeBefore, it.TreeAfter)
	if err != nil {
		return internal(err)
	}
	it.Diff = stat
	if err := errors.Join(d.write(filePatch, patch), d.write(fileDiffStat, statText)); err != nil {
		return internal(err)
	}

	held, err := r.gate.heldDuring(turnStart, turnEnd)
	if err != nil {
		return internal(err)
	}
	for _, h := range held {
		it.Held = append(it.Held, h.ID)
	}
	res, resErr := r.result(d, it.Worker)
	if res != nil {
		it.Result = res
		r.summary = res.Summary
		r.say("iteration %d: the worker says %s: %s", n, res.Status, firstLine(res.Summary))
	} else if resErr != nil {
		it.ResultError = resErr.Error()
	}
	gout := r.gate.afterTurn(n, res, held)
	for _, note := range gout.notes {
		r.decision(note)
		if note.Kind == "held_unasked" {
			r.notes = append(r.notes, note.Detail)
		}
	}
	r.asked = gout.covered

	if r.ctx.Err() == nil {
		argv, env := r.gatedVerifier()
		v, err := runVerifier(r.ctx, argv, r.o.Dir, env, r.s.Grace, d.file(fileVerifyAfter))
		if err != nil {
			return internal(err)
		}
		v.Log = filepath.Join(filepath.Base(d.Path), fileVerifyAfter)
		it.Verify = v
		r.lastVerify = v
		r.lastLog, _ = os.ReadFile(d.file(fileVerifyAfter))
		r.say("iteration %d: verifier %s", n, verdict(v))
	}
	it.EndedAt = time.Now().UTC()
	if err := d.writeJSON(fileIteration, it); err != nil {
		return internal(err)
	}
	if err := d.seal(); err != nil {
		return internal(err)
	}
	r.p.Iterations = append(r.p.Iterations, it)
	r.save()
	e := r.judge(n, it, res, resErr, gout)
	r.saveResume(n + 1)
	return e
}

// runWorker runs one turn of the worker with the prompt on its stdin and
// its output in the iteration folder.
func (r *run) runWorker(d *iterDir) (ExitInfo, error) {
	stdin, err := os.Open(d.file(filePrompt))
	if err != nil {
		return ExitInfo{}, err
	}
	defer stdin.Close()
	stdout, err := d.create(fileWorkerOut)
	if err != nil {
		return ExitInfo{}, err
	}
	defer stdout.Close()
	stderr, err := d.create(fileWorkerErr)
	if err != nil {
		return ExitInfo{}, err
	}
	defer stderr.Close()
	argv := r.workerArgv
	if r.s.Kind != Program {
		path, err := lookPath(r.s.Kind, r.o.Dir, r.o.Env)
		if err != nil {
			return ExitInfo{Status: -1, StartError: err.Error()}, nil
		}
		argv = r.adapter.argv(path, turnFiles{Prompt: d.file(filePrompt), Schema: d.file(fileSchema)})
	}
	unlink, err := r.linkLog()
	if err != nil {
		return ExitInfo{}, err
	}
	defer unlink()
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir, cmd.Env = r.o.Dir, r.workerEnv()
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, stdout, stderr
	return runChild(r.ctx, cmd, r.s.Grace), nil
}

// result reads and checks the worker's typed result, and records it.
func (r *run) result(d *iterDir, w ExitInfo) (*Result, error) {
	var res *Result
	var resErr error
	if w.Status == 0 && !w.TimedOut && w.StartError == "" {
		raw, err := os.ReadFile(d.file(fileWorkerOut))
		if err != nil {
			return nil, err
		}
		msg, err := r.adapter.final(raw)
		if err != nil {
			resErr = fmt.Errorf("%w: %v", ErrResult, err)
		} else if parsed, err := ParseResult(msg); err != nil {
			resErr = err
		} else {
			res = &parsed
		}
	}
	record := struct {
		Result *Result `json:"result"`
		Error  string  `json:"error,omitempty"`
	}{Result: res}
	if resErr != nil {
		record.Error = resErr.Error()
	} else if res == nil {
		record.Error = "the worker did not finish: " + exitText(w)
	}
	r.logErr(d.writeJSON(fileResult, record))
	return res, resErr
}

// judge decides whether the run stops after iteration n. The order is
// part of the contract: the deadline, then an approval broken, then the
// verifier (exit 0 is success whatever the worker said), then what the
// worker did or said, then the budgets.
func (r *run) judge(n int, it Iteration, res *Result, resErr error, gout turnOutcome) *End {
	w := it.Worker
	v := it.Verify
	switch {
	case w.TimedOut || v == nil || v.Exit.TimedOut:
		what := "the worker was stopped (SIGTERM, then SIGKILL after the grace of " + r.s.Grace.String() + ")"
		switch {
		case v != nil && v.Exit.TimedOut:
			what = "the verifier was stopped (SIGTERM, then SIGKILL after the grace of " + r.s.Grace.String() + ")"
		case !w.TimedOut:
			what = "the verifier did not run"
		}
		return r.timeUp(fmt.Sprintf("during iteration %d; %s", n, what))
	case gout.stop != nil:
		return gout.stop
	case v.Passed:
		return end(Verified, "", "the verifier passed after iteration %d", n)
	case w.StartError != "":
		return end(WorkerCrashed, "", "the worker did not start in iteration %d: %s", n, w.StartError)
	case w.Status != 0:
		return end(WorkerCrashed, "", "the worker %s in iteration %d", exitText(w), n)
	case resErr != nil:
		return end(InvalidResult, "", "iteration %d: %v", n, resErr)
	case res.Status == StatusBlocked:
		return end(WorkerBlocked, "", "the worker is blocked: %s", firstLine(res.Summary))
	}
	if res.Status == StatusDone {
		r.decide(n, "not_done", "the worker says done, but the verifier %s: the run goes on", verdict(v))
		r.notes = append(r.notes, "You said done, but the verifier still fails. Only its exit status 0 counts.")
	}
	askedNow := res.Status == StatusNeedsApproval
	if it.TreeBefore == it.TreeAfter && !askedNow && !gout.usedApproval {
		return end(NoDiff, "", "iteration %d changed nothing in the work tree", n)
	}
	// A turn that asks for approval waits on a person; it neither adds
	// to nor breaks a run of identical failures.
	if !askedNow {
		if v.Fingerprint == r.lastFP {
			r.repeats++
		} else {
			r.lastFP, r.repeats = v.Fingerprint, 1
		}
		if r.repeats >= r.s.MaxRepeatedFailures {
			return end(RepeatedFailure, "", "the verifier failed the same way %d times in a row (fingerprint %s)", r.repeats, r.lastFP)
		}
	}
	if askedNow {
		if n >= r.s.MaxIterations {
			return nil // the budget stop follows; nothing to approve for
		}
		e, notes, park := r.gate.decide(r.ctx, r.o.OpenTTY, n, res.Approval, r.asked, r.timeUp, r.o.Park)
		r.asked = nil
		for _, note := range notes {
			r.decision(note)
		}
		if e != nil {
			return e
		}
		if park != nil {
			r.park(n, res, *park)
		}
		return nil
	}
	r.decide(n, "continue", "the verifier %s; the worker says %s", verdict(v), res.Status)
	return nil
}

// finish records the stop everywhere, clears what is left of any
// approval, and releases the work tree.
func (r *run) finish(e *End) Outcome {
	if r.gate != nil {
		reqs := []*queue.Request{r.gate.granted, r.asked}
		if r.parked != nil {
			reqs = append(reqs, &queue.Request{ID: r.parked.Request})
		}
		for _, req := range reqs {
			if req != nil {
				if changed, err := r.gate.withdraw(req.ID); err != nil {
					r.logErr(err)
				} else if changed {
					r.decide(len(r.p.Iterations), "approval_cleared", "request %s withdrawn: the run stopped", req.ID)
				}
			}
		}
		r.gate.granted = nil
	}
	r.p.Stop = e
	r.p.State = "stopped"
	r.p.Parked = nil
	r.p.StoppedAt = time.Now().UTC()
	r.decide(len(r.p.Iterations), "stop", "%s: %s", e.Stop, e.Detail)
	r.save()
	exit := e.Exit
	r.logErr(r.auditLoop(audit.EventLoopStop, string(e.Stop)+": "+e.Detail, &exit))
	r.logErr(r.dir.finish())
	r.lock.release()
	if r.scratch != "" {
		os.RemoveAll(r.scratch)
	}
	if e.Stop == Verified {
		fmt.Fprintf(r.o.Stdout, "gatesh loop %s: verified: %s\n", r.dir.ID, e.Detail)
	} else {
		fmt.Fprintf(r.o.Stderr, "gatesh: error: loop %s stopped: %s: %s\n", r.dir.ID, e.Stop, e.Detail)
		if h := hint(e); h != "" {
			fmt.Fprintf(r.o.Stderr, "gatesh: hint: %s\n", h)
		}
	}
	if r.task == nil { // a tasks run says it once, for every task
		fmt.Fprintf(r.o.Stdout, "artifacts: %s\nthe loop committed and pushed nothing; see `gatesh loop show %s`\n", r.dir.Path, r.dir.ID)
	}
	return Outcome{RunID: r.dir.ID, Path: r.dir.Path, End: *e}
}

// hint is the next step after a stop.
func hint(e *End) string {
	switch e.Stop {
	case IterationBudget, RepeatedFailure, NoDiff, WorkerBlocked:
		return "read the last iteration's verify-after.log and worker output; change the task or finish by hand"
	case Interrupted:
		return "the partial change is in the work tree; run the loop again to go on"
	case Deadline:
		return "raise deadline if the work needs more time; the partial change is in the work tree"
	case InvalidResult:
		return "the worker must end each turn with the JSON result; see result.json and worker.out"
	case ApprovalDeclined:
		return "the work tree keeps the changes so far; nothing unapproved ran"
	case DirtyWorktree:
		return "commit or stash your changes, or pass --allow-dirty and confirm on the terminal"
	case Collision:
		return "one loop per work tree; use `git worktree add` for a second one"
	case CapabilityMissing:
		return "fix the setup above; nothing ran"
	case WorkerCrashed:
		return "see worker.err in the last iteration's folder"
	}
	return ""
}

func verdict(v *VerifyRun) string {
	if v.Passed {
		return "passes"
	}
	return "fails (" + exitText(v.Exit) + ")"
}

func exitText(e ExitInfo) string {
	switch {
	case e.StartError != "":
		return "did not start: " + e.StartError
	case e.TimedOut:
		return fmt.Sprintf("was stopped by the deadline (%s)", orDash(e.Signal))
	case e.Signal != "":
		return "was killed by " + e.Signal
	}
	return fmt.Sprintf("exited %d", e.Status)
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	t, _ := describe.SafeText(s)
	if len(t) > 200 {
		t = t[:200] + "..."
	}
	return t
}

// within reports whether path is dir or inside it.
func within(path, dir string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, "../")
}
