package loop

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"gatesh/audit"
	"gatesh/auditlog"
	"gatesh/probe"
	"gatesh/queue"
)

// Files of a tasks run's folder, besides progress.json and decisions.jsonl.
const (
	fileTasks = "tasks.toml" // the tasks file as the run read it
	dirTasks  = "tasks"      // one folder per task, laid out as a single run's folder
)

// Task states in a tasks run's progress.json. A task that ended has the
// state "done" and its End says how.
const (
	TaskPending = "pending"
	TaskRunning = "running"
	TaskParked  = "parked"
	TaskDone    = "done"
)

// TaskStatus is one task's entry in a tasks run's progress.json.
type TaskStatus struct {
	ID       string `json:"id"`
	State    string `json:"state"`
	Branch   string `json:"branch,omitempty"`
	Worktree string `json:"worktree,omitempty"`
	// Iterations is the number of worker turns so far.
	Iterations int `json:"iterations"`
	// Diff is what the task changed from the start commit.
	Diff      DiffStat  `json:"diff"`
	Parked    *Parked   `json:"parked,omitempty"`
	End       *End      `json:"end,omitempty"`
	UpdatedAt time.Time `json:"updated_at,omitzero"`
}

// taskMeta is what being one task of a tasks run adds to a run.
type taskMeta struct {
	ID       string
	Branch   string
	Worktree string
	Base     string
	BaseTree string
}

// TasksOptions is everything a tasks run takes from its caller. The
// embedded Options' Settings is unused: each task has its own.
type TasksOptions struct {
	Options
	List TaskList
	// Source is the tasks file as read; the run keeps a copy, which
	// `gatesh loop resume` reads back.
	Source []byte
}

// tasksRun is a run of several tasks, one at a time, each in a worktree
// of its own.
type tasksRun struct {
	o     TasksOptions
	dir   *runDir
	p     *Progress
	ctx   context.Context
	start time.Time
	lock  *worktreeLock

	// repo is the operator's work tree; base the commit every task
	// starts from; rel where the loop runs, relative to the top.
	repo *Repo
	base string
	rel  string

	tasks []*taskRun
}

// taskRun is one task's place in a tasks run.
type taskRun struct {
	spec   TaskSpec
	r      *run // nil until the task starts
	status TaskStatus
	// cancel ends the task's own context.
	cancel context.CancelFunc
}

// RunTasks runs every task of a tasks file, one at a time in the file's
// order. A task that needs approval and finds no one at a terminal parks
// and the next task runs; the run waits only when every task left is
// parked, and never past its deadline. Only when every task is verified
// does the run end with Verified.
func RunTasks(o TasksOptions) Outcome {
	o.defaults()
	if o.Park == ParkNever {
		o.Park = ParkNoTerminal
	}
	t := &tasksRun{o: o, start: time.Now()}
	dir, err := newRunDir(o.Config.Home, t.start)
	if err != nil {
		fmt.Fprintf(o.Stderr, "gatesh: error: cannot make the run folder: %v\n", err)
		fmt.Fprintf(o.Stderr, "gatesh: hint: check that %s is writable; nothing ran\n", RunsDir(o.Config.Home))
		return Outcome{End: *end(InternalError, "", "cannot make the run folder: %v", err)}
	}
	t.dir = dir
	deadline := o.List.Deadline
	if deadline == 0 {
		deadline = DefaultDeadline
	}
	ctx, stop := runContext(t.start.Add(deadline))
	defer stop()
	t.ctx = ctx
	t.p = &Progress{RunID: dir.ID, State: "running", StartedAt: t.start.UTC(), Dir: o.Dir,
		Task: fmt.Sprintf("%d tasks", len(o.List.Tasks)), Iterations: []Iteration{},
		Budgets: Budgets{Deadline: deadline.String(), DeadlineAt: t.start.Add(deadline).UTC().Format(time.RFC3339)}}
	for _, ts := range o.List.Tasks {
		t.tasks = append(t.tasks, &taskRun{spec: ts, status: TaskStatus{ID: ts.ID, State: TaskPending}})
	}
	t.save()
	t.say("run %s: %d tasks; artifacts in %s", dir.ID, len(t.tasks), dir.Path)
	e := t.setup()
	if e == nil {
		// A run that cannot be recorded does not start.
		if err := t.audit(audit.EventLoopStart, fmt.Sprintf("%d tasks", len(t.tasks)), nil); err != nil {
			e = end(CapabilityMissing, "", "the audit log cannot be written: %v", err)
		}
	}
	t.p.Base = t.base
	if e != nil {
		for _, tk := range t.tasks {
			tk.status.State, tk.status.End = TaskDone, e
		}
		return t.finish()
	}
	t.schedule()
	return t.finish()
}

func (t *tasksRun) say(format string, a ...any) {
	fmt.Fprintf(t.o.Stderr, "gatesh: loop: "+format+"\n", a...)
}

func (t *tasksRun) logErr(err error) {
	if err != nil {
		fmt.Fprintf(t.o.Stderr, "gatesh: error: %v\n", err)
	}
}

func (t *tasksRun) save() {
	t.p.Tasks = t.p.Tasks[:0]
	for _, tk := range t.tasks {
		t.p.Tasks = append(t.p.Tasks, tk.status)
	}
	t.p.UpdatedAt = time.Now().UTC()
	t.logErr(t.dir.writeProgress(t.p))
}

func (t *tasksRun) decide(kind, format string, a ...any) {
	t.logErr(t.dir.appendDecision(Decision{TS: time.Now().UTC(), Kind: kind, Detail: fmt.Sprintf(format, a...)}))
}

// audit appends the run's own loop_start or loop_stop line; each task
// has its own too, with the session RUN.TASK.
func (t *tasksRun) audit(event, reason string, exit *int) error {
	_, err := auditlog.Open(t.o.Config, time.Now, auditlog.GateKey(t.o.Config)).Append(audit.Record{
		Event: event, Command: "gatesh loop: tasks", Cwd: t.o.Dir, Pid: t.o.Actor.Pid, Ppid: t.o.Actor.Ppid,
		User: t.o.Actor.User, Session: t.dir.ID, Reason: audit.Redact(reason), Exit: exit})
	return err
}

// setup keeps the tasks file, locks the run, and finds the commit the
// tasks start from.
func (t *tasksRun) setup() *End {
	if err := writeOnce(filepath.Join(t.dir.Path, fileTasks), t.o.Source); err != nil {
		return end(InternalError, "", "keeping the tasks file: %v", err)
	}
	lock, err := lockWorktree(t.dir.Path, t.dir.ID)
	if err != nil {
		return end(InternalError, "", "%v", err)
	}
	t.lock = lock
	return t.findBase()
}

// findBase opens the operator's repository and finds HEAD's commit.
func (t *tasksRun) findBase() *End {
	repo, err := OpenRepo(t.o.Dir, t.o.Git, t.o.Env, filepath.Join(t.dir.Path, dirOwnGit))
	if errors.Is(err, errNotWorkTree) {
		return end(CapabilityMissing, "", "%s is not inside a git work tree; each task works in a git worktree made from its HEAD", t.o.Dir)
	}
	if err != nil {
		return end(CapabilityMissing, "", "git: %v", err)
	}
	out, err := repo.run("rev-parse", "--verify", "-q", "HEAD^{commit}")
	if err != nil {
		return end(CapabilityMissing, "", "%s has no commit yet; the tasks start from HEAD's commit", repo.Top)
	}
	t.repo, t.base = repo, strings.TrimSpace(string(out))
	dir := t.o.Dir
	if d, err := filepath.EvalSymlinks(dir); err == nil {
		dir = d
	}
	if t.rel, err = filepath.Rel(repo.Top, dir); err != nil || !within(dir, repo.Top) {
		t.rel = "."
	}
	t.p.Worktree = repo.Top
	return nil
}

// worktreesDir is where a run's task worktrees go: beside the
// repository, never inside it or in gatesh's home (whose files gatesh
// guards from agents).
func worktreesDir(top, runID string) string {
	return filepath.Join(filepath.Dir(top), filepath.Base(top)+".gatesh-loop", runID)
}

// taskBranch is the local branch a task works on.
func taskBranch(runID, id string) string { return "gatesh-loop/" + runID + "/" + id }

// schedule runs tasks until none can run: first every task that can
// work, in file order; then, when every task left is parked, it waits
// for the first decision.
func (t *tasksRun) schedule() {
	for {
		t.collect()
		if tk := t.runnable(); tk != nil {
			t.step(tk)
			continue
		}
		parked := t.inState(TaskParked)
		if len(parked) == 0 {
			return
		}
		t.wait(parked)
	}
}

func (t *tasksRun) inState(state string) []*taskRun {
	var out []*taskRun
	for _, tk := range t.tasks {
		if tk.status.State == state {
			out = append(out, tk)
		}
	}
	return out
}

// runnable is the first task that can work: one not started, or one
// whose approval landed.
func (t *tasksRun) runnable() *taskRun {
	for _, tk := range t.tasks {
		if tk.status.State == TaskPending || tk.status.State == TaskRunning {
			return tk
		}
	}
	return nil
}

// collect acts on the decisions that landed on parked tasks, without
// waiting.
func (t *tasksRun) collect() {
	for _, tk := range t.inState(TaskParked) {
		st, err := tk.r.gate.q.Get(tk.r.parked.Request, tk.r.gate.v)
		if err != nil {
			t.logErr(fmt.Errorf("task %s: request %s: %w", tk.spec.ID, tk.r.parked.Request, err))
			continue
		}
		if st.Status != queue.Pending {
			t.decided(tk, st)
		}
	}
}

// decided acts on the decision on a parked task's request.
func (t *tasksRun) decided(tk *taskRun, st queue.State) {
	if e := tk.r.resolve(st); e != nil {
		t.done(tk, e)
		return
	}
	tk.status.State = TaskRunning
	t.decide("resumed", "task %s: request %s was approved", tk.spec.ID, st.Request.ID)
	t.update(tk)
}

// wait blocks until a parked task's request is decided, or until the
// earliest deadline of the parked tasks.
func (t *tasksRun) wait(parked []*taskRun) {
	ids := make([]string, len(parked))
	ctx, cancel := context.WithCancel(t.ctx)
	defer cancel()
	for i, tk := range parked {
		ids[i] = tk.r.parked.Request
		if d, ok := tk.r.ctx.Deadline(); ok {
			var c context.CancelFunc
			ctx, c = context.WithDeadline(ctx, d)
			defer c()
		}
	}
	t.say("every task left is parked; waiting for a decision on %s", strings.Join(ids, ", "))
	st, failed, err := awaitAny(ctx, parked[0].r.gate.q, parked[0].r.gate.v, ids)
	for _, tk := range parked {
		switch id := tk.r.parked.Request; {
		case err == nil && id == st.Request.ID:
			t.decided(tk, st)
		case err != nil && id == failed:
			// Only this task's request cannot be read: fail closed for it.
			t.done(tk, end(InternalError, "", "watching request %s: %v", id, err))
		case err != nil && failed == "" && tk.r.ctx.Err() != nil:
			t.done(tk, tk.r.parkedTimeUp())
		}
	}
}

// step runs one task until it stops or parks.
func (t *tasksRun) step(tk *taskRun) {
	var e *End
	if tk.r == nil {
		if e = t.startTask(tk); e == nil && tk.r == nil {
			return // ended before it started
		}
		if e == nil {
			// From here a loop that dies leaves a task to revive.
			tk.status.State = TaskRunning
			t.update(tk)
			e = tk.r.begin()
		}
	}
	if e == nil {
		tk.status.State = TaskRunning
		t.update(tk)
		e = tk.r.advance()
	}
	if e != nil {
		t.done(tk, e)
		return
	}
	tk.status.State = TaskParked
	t.decide("parked", "task %s: waits for request %s", tk.spec.ID, tk.r.parked.Request)
	t.update(tk)
}

// startTask makes the task's worktree and folder, and runs its preflight.
func (t *tasksRun) startTask(tk *taskRun) *End {
	id := tk.spec.ID
	if t.ctx.Err() != nil {
		e := end(Deadline, "", "the run's deadline passed before the task started")
		if c := context.Cause(t.ctx); errors.As(c, new(interruption)) {
			e = end(Interrupted, "", "%s before the task started", c)
		}
		t.done(tk, e)
		return nil
	}
	now := time.Now()
	meta := &taskMeta{ID: id, Branch: taskBranch(t.dir.ID, id), Worktree: filepath.Join(worktreesDir(t.repo.Top, t.dir.ID), id), Base: t.base}
	tk.status.Branch, tk.status.Worktree = meta.Branch, meta.Worktree
	taskDir := &runDir{ID: t.dir.ID + "." + id, Path: filepath.Join(t.dir.Path, dirTasks, id)}
	if err := os.MkdirAll(taskDir.Path, 0o700); err != nil {
		return end(InternalError, "", "task %s: %v", id, err)
	}
	s, err := t.settings(tk.spec, now)
	if err != nil {
		return end(InternalError, "", "task %s: %v", id, err)
	}
	r := &run{o: t.o.Options, s: s, dir: taskDir, start: now, task: meta}
	r.o.Settings = s
	tk.r = r
	r.ctx, tk.cancel = context.WithDeadline(t.ctx, now.Add(s.Deadline))
	if err := os.MkdirAll(filepath.Dir(meta.Worktree), 0o700); err != nil {
		return end(InternalError, "", "task %s: %v", id, err)
	}
	pr := probe.New(probe.Options{Git: t.repo.git, Getenv: func(k string) string { return getenv(t.o.Env, k) }, Budget: gitTimeout})
	if err := pr.AddWorktree(t.repo.Top, meta.Worktree, meta.Branch, t.base); err != nil {
		return end(InternalError, "", "task %s: cannot make its worktree: %v", id, err)
	}
	if err := t.repo.CheckOut(meta.Worktree, t.base); err != nil {
		return end(InternalError, "", "task %s: cannot check its worktree out: %v", id, err)
	}
	t.decide("task_started", "task %s: worktree %s on branch %s from %s", id, meta.Worktree, meta.Branch, t.base)
	r.o.Dir = filepath.Join(meta.Worktree, t.rel)
	if e := r.open(); e != nil {
		return e
	}
	if out, err := r.repo.run("rev-parse", t.base+"^{tree}"); err == nil {
		meta.BaseTree = strings.TrimSpace(string(out))
	}
	return nil
}

// settings are a task's settings: its own deadline counts from when it
// starts, and never reaches past the run's.
func (t *tasksRun) settings(ts TaskSpec, now time.Time) (Settings, error) {
	spec := ts.Spec
	// A worker program named by a relative path is found from the folder
	// the loop started in, not from the task's worktree.
	if w := spec.Worker.Argv; len(w) > 0 && strings.Contains(w[0], "/") && !filepath.IsAbs(w[0]) {
		spec.Worker.Argv = append([]string{filepath.Join(t.o.Dir, w[0])}, w[1:]...)
	}
	runEnd, _ := t.ctx.Deadline()
	left := runEnd.Sub(now)
	if spec.Deadline == 0 || spec.Deadline > left {
		spec.Deadline = max(left, time.Millisecond)
	}
	return spec.Settings()
}

// done records how a task ended.
func (t *tasksRun) done(tk *taskRun, e *End) {
	if tk.r != nil && tk.r.p != nil {
		tk.r.finish(e)
	}
	if tk.cancel != nil {
		tk.cancel()
	}
	tk.status.State, tk.status.End, tk.status.Parked = TaskDone, e, nil
	t.decide("task_end", "task %s: %s: %s", tk.spec.ID, e.Stop, e.Detail)
	t.update(tk)
}

// update copies a task's progress into the run's.
func (t *tasksRun) update(tk *taskRun) {
	if r := tk.r; r != nil && r.p != nil {
		tk.status.Iterations = len(r.p.Iterations)
		tk.status.Parked = r.parked
		if n := len(r.p.Iterations); n > 0 && r.repo != nil && r.task.BaseTree != "" {
			if after := r.p.Iterations[n-1].TreeAfter; after != "" {
				if d, _, err := r.repo.Stat(r.task.BaseTree, after); err == nil {
					tk.status.Diff = d
				}
			}
		}
	}
	tk.status.UpdatedAt = time.Now().UTC()
	t.save()
}

// severity orders the ends of tasks, worst first: a tasks run's exit
// status is that of its worst task.
var severity = []Stop{InternalError, Interrupted, CapabilityMissing, Collision, WorkerCrashed, InvalidResult,
	ApprovalDeclined, NeedsHuman, Deadline, RepeatedFailure, NoDiff, WorkerBlocked, IterationBudget, DirtyWorktree, Verified}

func rank(s Stop) int {
	for i, x := range severity {
		if x == s {
			return i
		}
	}
	return 0
}

// finish ends the run: its stop is its worst task's, and only a run
// whose every task is verified is verified.
func (t *tasksRun) finish() Outcome {
	counts := map[Stop]int{}
	var worst *End
	for _, tk := range t.tasks {
		e := tk.status.End
		if e == nil { // cannot happen: schedule ends every task
			e = end(InternalError, "", "the task did not end")
			tk.status.State, tk.status.End = TaskDone, e
		}
		counts[e.Stop]++
		if worst == nil || rank(e.Stop) < rank(worst.Stop) {
			worst = e
		}
	}
	var parts []string
	for _, s := range severity {
		if counts[s] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", counts[s], s))
		}
	}
	detail := fmt.Sprintf("%d task%s: %s", len(t.tasks), plural(len(t.tasks)), strings.Join(parts, ", "))
	e := &End{Stop: Verified, Detail: detail, Exit: 0}
	if worst != nil && worst.Stop != Verified {
		e = &End{Stop: worst.Stop, Cause: worst.Cause, Detail: detail, Exit: worst.Exit}
	}
	t.p.Stop, t.p.State, t.p.StoppedAt = e, "stopped", time.Now().UTC()
	t.decide("stop", "%s: %s", e.Stop, e.Detail)
	t.save()
	exit := e.Exit
	t.logErr(t.audit(audit.EventLoopStop, string(e.Stop)+": "+detail, &exit))
	t.logErr(t.dir.finish())
	t.lock.release()
	if e.Stop == Verified {
		fmt.Fprintf(t.o.Stdout, "gatesh loop %s: verified: %s\n", t.dir.ID, detail)
	} else {
		fmt.Fprintf(t.o.Stderr, "gatesh: error: loop %s stopped: %s: %s\n", t.dir.ID, e.Stop, detail)
		fmt.Fprintf(t.o.Stderr, "gatesh: hint: `gatesh loop show %s` lists each task; a task's own folder says why it ended\n", t.dir.ID)
	}
	fmt.Fprintf(t.o.Stdout, "artifacts: %s\neach task's changes are in its worktree, uncommitted; the loop pushed nothing; see `gatesh loop show %s`\n", t.dir.Path, t.dir.ID)
	return Outcome{RunID: t.dir.ID, Path: t.dir.Path, End: *e}
}
