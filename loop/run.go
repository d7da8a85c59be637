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
	"gatesh/config"
	"gatesh/decision"
	"gatesh/describe"
	"gatesh/keys"
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
	// Env is the operator's environment.
	Env    []string
	Stdout io.Writer // the final summary
	Stderr io.Writer // progress and errors
	// OpenTTY opens the operator's terminal; /dev/tty when nil.
	OpenTTY func() (*os.File, error)
	// Classify gives gatesh's tier and rules for a command text in a
	// folder, for an approval the worker asks for before trying it.
	Classify func(command, cwd string) (tier string, rules []queue.Rule)
	// Actor is the operator's process, for the audit log.
	Actor decision.Who
	// Passwd is the password file codex's login shell is read from;
	// /etc/passwd when empty.
	Passwd string
	// Uid is the user codex runs as; the current one when negative.
	Uid int
}

// Outcome is how a run ended and where its artifacts are.
type Outcome struct {
	RunID string
	Path  string
	End   End
}

// Run runs the loop until one of the stops and returns it. It never
// commits, pushes or changes a ref, the index or the branch.
func Run(o Options) Outcome {
	if o.OpenTTY == nil {
		o.OpenTTY = openTerminal
	}
	if o.Passwd == "" {
		o.Passwd = "/etc/passwd"
	}
	if o.Uid < 0 {
		o.Uid = os.Getuid()
	}
	r := &run{o: o, s: o.Settings}
	return r.run()
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
	ctx, cancel := context.WithDeadline(context.Background(), r.start.Add(r.s.Deadline))
	defer cancel()
	ctx, interrupt := context.WithCancelCause(ctx)
	defer interrupt(nil)
	r.ctx = ctx
	// The worker and the verifier run in sessions of their own, so the
	// operator's Ctrl-C reaches only the loop: it stops them as the
	// deadline would, and the run records why it ended.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	defer signal.Stop(sigs)
	go func() {
		select {
		case sig := <-sigs:
			interrupt(interruption{sig})
		case <-ctx.Done():
		}
	}()
	r.p = &Progress{RunID: dir.ID, State: "running", StartedAt: r.start.UTC(), Dir: r.o.Dir, Task: r.s.Task,
		Done: r.s.Done, Verify: r.s.Verify.String(), Worker: r.workerName(), Iterations: []Iteration{},
		Budgets: Budgets{MaxIterations: r.s.MaxIterations, Deadline: r.s.Deadline.String(),
			DeadlineAt: r.start.Add(r.s.Deadline).UTC().Format(time.RFC3339), MaxRepeatedFailures: r.s.MaxRepeatedFailures,
			Grace: r.s.Grace.String()}}
	r.save()
	r.say("run %s: artifacts in %s", dir.ID, dir.Path)
	var e *End
	// A run that cannot be recorded does not start: its worker's commands
	// could not be logged either, and gatesh would hold every one.
	if err := r.auditLoop(audit.EventLoopStart, "task: "+firstLine(r.s.Task), nil); err != nil {
		e = end(CapabilityMissing, "", "the audit log cannot be written: %v", err)
	} else {
		e = r.preflight()
	}
	if e == nil {
		e = r.loop()
	}
	return r.finish(e)
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
	return &audit.Log{Path: r.o.Config.AuditPath, Now: time.Now, RotateSize: r.o.Config.AuditRotateSize,
		KeepFiles: r.o.Config.AuditKeepFiles, KeepAge: r.o.Config.AuditKeepAge}
}

// auditLoop appends a loop_start or loop_stop line to the audit log.
func (r *run) auditLoop(event, reason string, exit *int) error {
	_, err := r.auditLog().Append(audit.Record{Event: event, Command: "gatesh loop: verify " + r.s.Verify.String(), Cwd: r.o.Dir,
		Pid: r.o.Actor.Pid, Ppid: r.o.Actor.Ppid, User: r.o.Actor.User, Agent: r.s.Kind, Session: r.dir.ID,
		Reason: audit.Redact(reason), Exit: exit})
	return err
}

// preflight checks everything a run needs before anything runs.
func (r *run) preflight() *End {
	missing := func(format string, a ...any) *End { return end(CapabilityMissing, "", format, a...) }
	repo, err := OpenRepo(r.o.Dir, r.o.Env)
	if errors.Is(err, errNotWorkTree) {
		return missing("%s is not inside a git work tree; the loop records every turn as git trees", r.o.Dir)
	}
	if err != nil {
		return missing("git: %v", err)
	}
	r.repo = repo
	r.p.Worktree = repo.Top

	writable := []string{r.o.Config.Home}
	if d := filepath.Dir(r.o.Config.AuditPath); !within(d, r.o.Config.Home) {
		writable = append(writable, d)
	}
	r.adapter = adapterFor(r.s, writable)
	prog := r.s.Kind
	if r.s.Kind == Program {
		prog = r.s.Argv[0]
	}
	path, err := lookPath(prog, r.o.Dir, r.o.Env)
	if err != nil {
		return missing("the worker %s cannot be found: %v", prog, err)
	}
	if r.s.Kind == Program {
		r.workerArgv = append([]string{path}, r.s.Argv[1:]...)
	}
	if r.verifyArgv, err = r.verifier(); err != nil {
		return missing("%v", err)
	}
	if fi, err := os.Stat(r.o.Gatesh); err != nil || fi.Mode()&0o111 == 0 {
		return missing("gatesh itself (%s) cannot be run, so the worker cannot get it as its shell", r.o.Gatesh)
	}
	if e := r.shellCheck(); e != nil {
		return e
	}
	if e := r.openGate(); e != nil {
		return e
	}
	lock, err := lockWorktree(repo.GitDir, r.dir.ID)
	if errors.Is(err, errLocked) {
		return end(Collision, "", "%v; wait for it to stop, or run in another git worktree", err)
	}
	if err != nil {
		return end(InternalError, "", "%v", err)
	}
	r.lock = lock
	return r.cleanCheck()
}

func (r *run) verifier() ([]string, error) {
	bash, err := verifierProblem(r.s.Verify, r.o.Dir, r.o.Env)
	if err != nil {
		return nil, err
	}
	if r.s.Verify.Argv != nil {
		return append([]string{bash}, r.s.Verify.Argv[1:]...), nil
	}
	return verifyArgv(r.s.Verify, bash), nil
}

// shellCheck refuses a worker setup in which its commands would not go
// through gatesh.
func (r *run) shellCheck() *End {
	missing := func(format string, a ...any) *End { return end(CapabilityMissing, "", format, a...) }
	switch r.s.Kind {
	case Codex:
		if p := codexArgsProblem(r.s.WorkerArgs); p != "" {
			return missing("worker_args: %s", p)
		}
		sh, err := loginShell(r.o.Passwd, r.o.Uid)
		if err != nil {
			return missing("codex runs commands with the login shell from the password database, and it cannot be read: %v", err)
		}
		if !sameProgram(sh, r.o.Gatesh) {
			return missing("codex runs commands with the login shell from %s, %s, which is not gatesh (%s): its commands would not be gated; make gatesh the login shell (chsh -s) first", r.o.Passwd, sh, r.o.Gatesh)
		}
	case Claude:
		if p := claudeArgsProblem(r.s.WorkerArgs); p != "" {
			return missing("worker_args: %s", p)
		}
		if f, p := claudeShellOverride(getenv(r.o.Env, "HOME"), r.repo.Top, r.o.Gatesh); f != "" {
			return missing("%s %s; the worker must run with gatesh as its shell", f, p)
		}
	}
	return nil
}

// openGate opens the queue and the operator's keys: without them no
// approval can be asked for, signed or checked.
func (r *run) openGate() *End {
	cfg := r.o.Config
	signer, err := decision.LoadSigner(cfg.PrivateKey, cfg.PublicKey)
	if err != nil {
		return end(CapabilityMissing, "", "the operator's key cannot sign approvals (%v); run `gatesh init` first", err)
	}
	v, err := keys.LoadVerifier(cfg.PublicKey)
	if err != nil {
		return end(CapabilityMissing, "", "the operator's public key cannot be read (%v); run `gatesh init` first", err)
	}
	q, err := queue.Open(filepath.Join(cfg.Home, "queue"), time.Now, cfg.Hold.TTL)
	if err != nil {
		return end(CapabilityMissing, "", "the request queue cannot be opened: %v", err)
	}
	// Every change the loop makes to a request (filed, approved, rejected,
	// withdrawn) is logged before it is made, as the shim's are.
	q.Retain(cfg.QueueKeep)
	q.Journal(decision.Journal(r.auditLog(), r.o.Actor))
	r.gate = &gate{cfg: cfg, q: q, v: v, signer: signer, actor: r.o.Actor, runID: r.dir.ID, dir: r.o.Dir,
		agent: r.s.Kind, classify: r.o.Classify, logErr: r.logErr}
	return nil
}

// cleanCheck refuses a work tree with changes, unless --allow-dirty was
// given and the operator confirms on the terminal.
func (r *run) cleanCheck() *End {
	dirty, err := r.repo.Dirty()
	if err != nil {
		return end(InternalError, "", "%v", err)
	}
	if len(dirty) == 0 {
		return nil
	}
	shown := dirty
	if len(shown) > 5 {
		shown = append(shown[:5:5], fmt.Sprintf("... %d more", len(dirty)-5))
	}
	what := fmt.Sprintf("the work tree has %d change%s (%s)", len(dirty), plural(len(dirty)), strings.Join(shown, ", "))
	if !r.o.AllowDirty {
		return end(DirtyWorktree, "", "%s; commit or stash them, or give --allow-dirty", what)
	}
	q := fmt.Sprintf("gatesh loop %s: %s.\nRun the loop on top of these changes? Its patches will not separate your changes from the worker's. [y/N] ", r.dir.ID, what)
	switch ask(r.ctx, r.o.OpenTTY, q) {
	case answerYes:
		r.decide(0, "allow_dirty", "the operator confirmed running on %s", what)
		return nil
	case answerNoTerminal:
		return end(DirtyWorktree, CauseNoTerminal, "%s, and there is no terminal to confirm --allow-dirty on", what)
	case answerEOF:
		return end(DirtyWorktree, CauseEOF, "%s; --allow-dirty was not confirmed (end of file)", what)
	case answerTimeout:
		return r.timeUp("while --allow-dirty waited for confirmation")
	}
	return end(DirtyWorktree, CauseDeclined, "%s; --allow-dirty was not confirmed", what)
}

// loop runs the verifier once, then turns until a stop.
func (r *run) loop() *End {
	var err error
	if r.scratch, err = os.MkdirTemp("", "gatesh-loop-"); err != nil {
		return end(InternalError, "", "%v", err)
	}
	if r.shell, err = r.makeShell(); err != nil {
		return end(InternalError, "", "cannot link gatesh as the worker's shell: %v", err)
	}
	r.say("verifier first: %s", r.s.Verify.String())
	v, err := runVerifier(r.ctx, r.verifyArgv, r.o.Dir, r.o.Env, r.s.Grace, filepath.Join(r.dir.Path, fileBaseline))
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
	for n := 1; ; n++ {
		if r.ctx.Err() != nil {
			return r.timeUp(fmt.Sprintf("before iteration %d", n))
		}
		e := r.iteration(n)
		if e != nil {
			return e
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
	if err := os.Mkdir(bin, 0o700); err != nil {
		return shellSetup{}, err
	}
	for _, name := range []string{"bash", "sh"} {
		if err := os.Symlink(r.o.Gatesh, filepath.Join(bin, name)); err != nil {
			return shellSetup{}, err
		}
	}
	return shellSetup{Bin: bin, Bash: filepath.Join(bin, "bash")}, nil
}

// workerEnv is the operator's environment with the run's gatesh settings:
// the same gatesh home, this run as the session, and holds that park at
// once, since nobody decides during a turn.
func (r *run) workerEnv() []string {
	out := make([]string, 0, len(r.o.Env)+3)
	for _, kv := range r.o.Env {
		name, _, _ := strings.Cut(kv, "=")
		switch name {
		case "GATESH_HOME", "GATESH_SESSION", "GATESH_HOLD_WAIT", "GATESH_APPROVED":
			continue
		}
		out = append(out, kv)
	}
	out = append(out, "GATESH_HOME="+r.o.Config.Home, "GATESH_SESSION="+r.dir.ID, "GATESH_HOLD_WAIT=0s")
	return r.adapter.env(out, r.shell)
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
		Verify: r.s.Verify.String(), Verifier: r.lastVerify, Tail: r.lastLog, Approved: approved, Notes: r.notes})
	r.notes = nil
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
		v, err := runVerifier(r.ctx, r.verifyArgv, r.o.Dir, r.o.Env, r.s.Grace, d.file(fileVerifyAfter))
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
	return r.judge(n, it, res, resErr, gout)
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
		e, notes := r.gate.decide(r.ctx, r.o.OpenTTY, n, res.Approval, r.asked, r.timeUp)
		r.asked = nil
		for _, note := range notes {
			r.decision(note)
		}
		if e != nil {
			return e
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
		for _, req := range []*queue.Request{r.gate.granted, r.asked} {
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
	fmt.Fprintf(r.o.Stdout, "artifacts: %s\nthe loop committed and pushed nothing; see `gatesh loop show %s`\n", r.dir.Path, r.dir.ID)
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
