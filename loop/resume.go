package loop

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"gatesh/queue"
)

// ResumeOptions is what `gatesh loop resume` gives: the run folder, and
// optionally a new deadline.
type ResumeOptions struct {
	Options
	// Path is the run's folder.
	Path string
	// Deadline, when positive, replaces the run's deadline with one
	// counted from now.
	Deadline time.Duration
}

// ErrNotResumable is wrapped by the errors of a run that cannot be
// resumed: it stopped, it is still running, or it is a single-task run.
var ErrNotResumable = errors.New("cannot resume")

// Resume picks up a tasks run whose loop died (kill -9, a crash, a
// reboot). Tasks that ended stay as they are. A parked task goes on
// waiting for its request, which may have been decided meanwhile. A task
// whose turn the loop died in goes on with its next iteration; any
// approval that turn was given is withdrawn, so no approval is used
// twice, and the requests held during it are withdrawn too. A task that
// had not started starts.
func Resume(o ResumeOptions) (Outcome, error) {
	o.defaults()
	p, err := ReadProgress(o.Path)
	if err != nil {
		return Outcome{}, err
	}
	switch {
	case len(p.Tasks) == 0:
		return Outcome{}, fmt.Errorf("%w: run %s is a single-task run; only a tasks run is resumed", ErrNotResumable, p.RunID)
	case p.State == "stopped":
		return Outcome{}, fmt.Errorf("%w: run %s has stopped (%s); nothing is left to resume", ErrNotResumable, p.RunID, p.Stop.Stop)
	}
	lock, err := lockWorktree(o.Path, p.RunID)
	if errors.Is(err, errLocked) {
		return Outcome{}, fmt.Errorf("%w: run %s is still running: %v", ErrNotResumable, p.RunID, err)
	}
	if err != nil {
		return Outcome{}, err
	}
	source, err := os.ReadFile(filepath.Join(o.Path, fileTasks))
	if err != nil {
		lock.release()
		return Outcome{}, fmt.Errorf("the run's copy of its tasks file: %w", err)
	}
	list, err := ParseTasks(filepath.Join(o.Path, fileTasks), source)
	if err != nil {
		lock.release()
		return Outcome{}, err
	}
	deadlineAt, err := time.Parse(time.RFC3339, p.Budgets.DeadlineAt)
	if err != nil {
		lock.release()
		return Outcome{}, fmt.Errorf("run %s: deadline_at: %w", p.RunID, err)
	}
	now := time.Now()
	if o.Deadline > 0 {
		deadlineAt = now.Add(o.Deadline)
		p.Budgets.Deadline = fmt.Sprintf("%s (resumed %s)", o.Deadline, now.UTC().Format(time.RFC3339))
		p.Budgets.DeadlineAt = deadlineAt.UTC().Format(time.RFC3339)
	}
	opts := o.Options
	opts.Dir = p.Dir
	if opts.Park == ParkNever {
		opts.Park = ParkNoTerminal
	}
	t := &tasksRun{o: TasksOptions{Options: opts, List: list, Source: source}, dir: &runDir{ID: p.RunID, Path: o.Path},
		p: p, start: p.StartedAt, lock: lock, base: p.Base}
	ctx, stop := runContext(deadlineAt)
	defer stop()
	t.ctx = ctx
	byID := map[string]TaskStatus{}
	for _, st := range p.Tasks {
		byID[st.ID] = st
	}
	for _, ts := range list.Tasks {
		st, ok := byID[ts.ID]
		if !ok {
			st = TaskStatus{ID: ts.ID, State: TaskPending}
		}
		t.tasks = append(t.tasks, &taskRun{spec: ts, status: st})
	}
	t.say("run %s: resuming", p.RunID)
	t.decide("resume", "resumed by pid %d; deadline %s", os.Getpid(), deadlineAt.UTC().Format(time.RFC3339))
	if e := t.findBase(); e != nil {
		for _, tk := range t.tasks {
			if tk.status.State != TaskDone {
				tk.status.State, tk.status.End = TaskDone, e
			}
		}
		return t.finish(), nil
	}
	t.base = p.Base
	for _, tk := range t.tasks {
		if tk.status.State == TaskParked || tk.status.State == TaskRunning {
			t.revive(tk)
		}
	}
	t.save()
	t.schedule()
	return t.finish(), nil
}

// revive rebuilds a task that was parked or working when the loop died.
func (t *tasksRun) revive(tk *taskRun) {
	id := tk.spec.ID
	fail := func(format string, a ...any) {
		tk.status.State, tk.status.End = TaskDone, end(InternalError, "", "task %s cannot be resumed: "+format, append([]any{id}, a...)...)
		t.decide("task_end", "task %s: %s", id, tk.status.End.Detail)
	}
	dir := &runDir{ID: t.dir.ID + "." + id, Path: filepath.Join(t.dir.Path, dirTasks, id)}
	tp, err := ReadProgress(dir.Path)
	if err != nil {
		fail("%v", err)
		return
	}
	rs, err := ReadResume(dir.Path)
	if errors.Is(err, os.ErrNotExist) {
		// The loop died before the task's first turn ended.
		rs, err = &ResumeState{Task: id, Branch: tk.status.Branch, Worktree: tk.status.Worktree, Base: t.base, Next: 1}, nil
	}
	if err != nil {
		fail("%v", err)
		return
	}
	now := time.Now()
	s, err := t.settings(tk.spec, now)
	if err != nil {
		fail("%v", err)
		return
	}
	meta := &taskMeta{ID: id, Branch: rs.Branch, Worktree: rs.Worktree, Base: rs.Base}
	r := &run{o: t.o.Options, s: s, dir: dir, start: now, task: meta, p: tp}
	r.o.Settings, r.o.Dir = s, tp.Dir
	r.ctx, tk.cancel = context.WithDeadline(t.ctx, now.Add(s.Deadline))
	tk.r = r
	if e := r.preflight(); e != nil {
		t.done(tk, e)
		return
	}
	if out, err := r.repo.run("rev-parse", meta.Base+"^{tree}"); err == nil {
		meta.BaseTree = strings.TrimSpace(string(out))
	}
	if e := r.prepare(); e != nil {
		t.done(tk, e)
		return
	}
	r.summary, r.repeats, r.lastFP, r.notes = rs.Summary, rs.Repeats, rs.LastFingerprint, rs.Notes
	r.gate.unapproved = rs.Unapproved
	r.next = max(rs.Next, lastIterDir(dir.Path)+1)
	r.lastVerify, r.lastLog = tp.Baseline, readLog(dir.Path, fileBaseline)
	for _, it := range tp.Iterations {
		if it.Verify != nil {
			r.lastVerify, r.lastLog = it.Verify, readLog(dir.Path, it.Verify.Log)
		}
	}
	r.decide(r.next-1, "resume", "the loop was resumed by pid %d", os.Getpid())
	switch {
	case tp.Baseline == nil:
		// The loop died before the first verifier run ended.
		os.Remove(filepath.Join(dir.Path, fileBaseline))
		if e := r.begin(); e != nil {
			t.done(tk, e)
			return
		}
		tk.status.State = TaskRunning
	case r.lastVerify != nil && r.lastVerify.Passed:
		// The loop died after the verifier passed, before it recorded the stop.
		t.done(tk, end(Verified, "", "the verifier passed after iteration %d", len(tp.Iterations)))
		return
	case rs.Parked != nil:
		r.parked = rs.Parked
		r.p.State, r.p.Parked = "parked", rs.Parked
		tk.status.State = TaskParked
	default:
		t.clearDeadTurn(r, rs)
		tk.status.State = TaskRunning
	}
	r.save()
	t.update(tk)
}

// clearDeadTurn withdraws what the turn the loop died in could still
// use: its approval, unless that turn never started, and every request
// held during it, which nobody was asked about.
func (t *tasksRun) clearDeadTurn(r *run, rs *ResumeState) {
	started := lastIterDir(r.dir.Path) >= rs.Next
	l, err := r.gate.q.List(r.gate.v)
	if err != nil {
		r.logErr(err)
		return
	}
	for _, st := range l.States {
		req := st.Request
		if req.Session != r.dir.ID || st.Status != queue.Pending && st.Status != queue.Approved {
			continue
		}
		if req.ID == rs.Granted && !started && st.Status == queue.Approved {
			c := req
			r.gate.granted = &c // approved, and no turn has had it yet
			continue
		}
		if changed, err := r.gate.withdraw(req.ID); err != nil {
			r.logErr(err)
		} else if changed {
			r.decision(Decision{Iteration: r.next - 1, Kind: "approval_cleared", Request: req.ID,
				Detail: "withdrawn on resume: the loop died during the turn that could use it"})
		}
	}
	if started {
		r.notes = append(r.notes, fmt.Sprintf("The loop stopped during your last turn (iteration %d) and was resumed; what that turn changed is still in the work tree.", r.next-1))
	}
}

// lastIterDir is the highest iteration folder number in a run folder.
func lastIterDir(path string) int {
	entries, _ := os.ReadDir(path)
	n := 0
	for _, e := range entries {
		var k int
		if _, err := fmt.Sscanf(e.Name(), "iter-%03d", &k); err == nil && e.IsDir() && k > n {
			n = k
		}
	}
	return n
}

func readLog(dir, name string) []byte {
	if name == "" {
		return nil
	}
	data, _ := os.ReadFile(filepath.Join(dir, name))
	return data
}

// FindRunOrTask resolves RUN (as FindRun does) or RUN.TASK, a task's
// folder in a tasks run.
func FindRunOrTask(home, id string) (string, error) {
	runID, task, ok := strings.Cut(id, ".")
	path, err := FindRun(home, runID)
	if err != nil || !ok {
		return path, err
	}
	if taskIDProblem(task) != "" {
		return "", fmt.Errorf("no task %q in run %s", task, filepath.Base(path))
	}
	tp := filepath.Join(path, dirTasks, task)
	if _, err := os.Stat(tp); err != nil {
		return "", fmt.Errorf("no task %q in run %s", task, filepath.Base(path))
	}
	return tp, nil
}
