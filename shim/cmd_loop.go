package shim

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"gatesh/decision"
	"gatesh/loop"
	"gatesh/queue"
)

// runLoop runs a coding agent until an independent verifier passes, or
// shows a past run.
//
//	gatesh loop [flags] [TASKFILE] [-- WORKER [ARG...]]
//	gatesh loop [--deadline D] [--park] TASKSFILE
//	gatesh loop show [RUN[.TASK]]
//	gatesh loop resume [--deadline D] RUN
func runLoop(r *runtime, args []string) int {
	if len(args) > 0 && args[0] == "show" {
		return r.loopShow(args[1:])
	}
	if len(args) > 0 && args[0] == "resume" {
		return r.loopResume(args[1:])
	}
	worker := []string(nil)
	if i := slices.Index(args, "--"); i >= 0 {
		args, worker = args[:i], args[i+1:]
		if len(worker) == 0 {
			return r.usageHint("loop: nothing after --", "give the worker program and its arguments after --")
		}
	}
	fs := newFlags("loop")
	var o loop.Spec
	var verify, workerName string
	fs.StringVar(&o.Task, "task", "", "what to do")
	fs.StringVar(&o.Done, "done", "", "the done condition, in words")
	fs.StringVar(&verify, "verify", "", "the verifier: bash text whose exit status 0 proves the work done")
	fs.StringVar(&workerName, "worker", "", "codex (the default) or claude; a program goes after --")
	fs.StringVar(&o.Model, "model", "", "the model codex or claude uses")
	fs.IntVar(&o.MaxIterations, "max-iterations", 0, "at most this many worker turns (default 10)")
	fs.DurationVar(&o.Deadline, "deadline", 0, "one wall-clock limit for the whole run (default 1h)")
	fs.IntVar(&o.MaxRepeatedFailures, "max-repeated-failures", 0, "stop after the verifier fails the same way this many turns in a row (default 3)")
	fs.DurationVar(&o.Grace, "grace", 0, "at the deadline, time between SIGTERM and SIGKILL (default 5s)")
	allowDirty := fs.Bool("allow-dirty", false, "start on a work tree with changes, once confirmed on the terminal")
	park := fs.Bool("park", false, "park a task that needs approval instead of asking on the terminal; decide with gatesh approve or reject")
	// Flags may come before or after the task file.
	rest, err := parseAround(fs, args)
	if err != nil {
		return r.flagError(fs, err)
	}
	if len(rest) > 1 {
		return r.usageHint(fmt.Sprintf("loop: unexpected arguments %q", rest[1:]), "gatesh loop [flags] [TASKFILE] [-- WORKER ARG...]")
	}
	for _, n := range []struct {
		name string
		v    int64
	}{{"max-iterations", int64(o.MaxIterations)}, {"max-repeated-failures", int64(o.MaxRepeatedFailures)},
		{"deadline", int64(o.Deadline)}, {"grace", int64(o.Grace)}} {
		if isFlagSet(fs, n.name) && n.v <= 0 {
			return r.usage("loop: --" + n.name + " must be positive")
		}
	}
	if verify != "" {
		o.Verify = loop.Command{Text: verify}
	}
	if workerName != "" && worker != nil {
		return r.usageHint("loop: --worker and a worker after -- both given", "use one: --worker codex|claude, or -- PROGRAM ARG...")
	}
	if workerName != "" {
		o.Worker = loop.Command{Text: workerName}
	} else if worker != nil {
		o.Worker = loop.Command{Argv: worker}
	}

	var spec loop.Spec
	if len(rest) == 1 {
		data, err := os.ReadFile(rest[0])
		if err != nil {
			return r.errorf(ExitUsage, "give the path of a task file or a tasks file", "reading task file: %v", err)
		}
		if loop.IsTasksFile(data) {
			for _, name := range []string{"task", "done", "verify", "worker", "model", "max-iterations", "max-repeated-failures", "grace", "allow-dirty"} {
				if isFlagSet(fs, name) {
					return r.usageHint("loop: --"+name+" with a tasks file", "put it in the tasks file, at the top for every task or in a [[task]] table; only --deadline and --park go with one")
				}
			}
			if worker != nil {
				return r.usageHint("loop: a worker after -- with a tasks file", "give each task's worker in the tasks file")
			}
			return r.loopTasks(rest[0], data, o.Deadline, *park)
		}
		s, err := loop.ParseSpec(rest[0], data)
		if err != nil {
			return r.errorf(ExitUsage, "fix the task file; docs/loop.md lists its keys", "%v", err)
		}
		spec = s
	}
	spec.Override(o)
	settings, err := spec.Settings()
	if err != nil {
		return r.errorf(ExitUsage, "give it in the task file or as a flag; `gatesh loop -h` lists them", "%v", err)
	}
	lo, status := r.loopOptions()
	if status != 0 {
		return status
	}
	lo.Settings, lo.AllowDirty, lo.Park = settings, *allowDirty, parkMode(*park)
	return loop.Run(lo).End.Exit
}

func parkMode(park bool) loop.ParkMode {
	if park {
		return loop.ParkAlways
	}
	return loop.ParkNever
}

// loopOptions are the options every run shares: the config, the
// folder, gatesh itself and the operator.
func (r *runtime) loopOptions() (loop.Options, int) {
	cfg, err := r.config()
	if err != nil {
		return loop.Options{}, r.errorf(ExitInternal, "fix config.toml", "%v", err)
	}
	if hs, err := holdSettings(cfg, r.env); err == nil {
		cfg.Hold = hs
	}
	cwd, err := r.getwd()
	if err != nil {
		return loop.Options{}, r.errorf(ExitInternal, "", "working folder: %v", err)
	}
	self, err := os.Executable()
	if err != nil {
		return loop.Options{}, r.errorf(ExitInternal, "", "finding gatesh itself: %v", err)
	}
	// The loop's own git runs as the operator, unrestricted: never one
	// a command gatesh let run could have put on PATH (realGit says why).
	git := r.realGit(cfg, cwd)
	if git == "" {
		return loop.Options{}, r.errorf(ExitInternal, "put a git only you can write first on PATH", "no git on PATH that gatesh may run")
	}
	return loop.Options{Config: cfg, Dir: cwd, Gatesh: self, Git: git, Env: r.env, Stdout: r.stdout, Stderr: r.stderr,
		OpenTTY: r.openTTY, Classify: r.loopClassify, Bind: r.loopBind, Actor: decision.Who{Pid: r.pid, Ppid: r.ppid, User: r.userName()},
		Notify: func(req queue.Request) { r.notify(cfg.Hold.Notify, req) }, Uid: -1}, 0
}

// loopTasks runs a tasks file: several tasks, each in a worktree of its
// own, parking those that need approval.
func (r *runtime) loopTasks(name string, data []byte, deadline time.Duration, park bool) int {
	list, err := loop.ParseTasks(name, data)
	if err != nil {
		return r.errorf(ExitUsage, "fix the tasks file; docs/loop.md lists its keys", "%v", err)
	}
	for _, ts := range list.Tasks {
		if _, err := ts.Spec.Settings(); err != nil {
			return r.errorf(ExitUsage, "give it in the task's [[task]] table or at the top for every task", "%s: task %s: %v", name, ts.ID, err)
		}
	}
	if deadline != 0 {
		list.Deadline = deadline
	}
	o, status := r.loopOptions()
	if status != 0 {
		return status
	}
	o.Park = loop.ParkNoTerminal
	if park {
		o.Park = loop.ParkAlways
	}
	return loop.RunTasks(loop.TasksOptions{Options: o, List: list, Source: data}).End.Exit
}

// loopResume picks up a tasks run whose loop died.
func (r *runtime) loopResume(args []string) int {
	fs := newFlags("loop resume")
	deadline := fs.Duration("deadline", 0, "a new deadline for the rest of the run, from now (default: the run's own)")
	park := fs.Bool("park", false, "park a task that needs approval instead of asking on the terminal")
	rest, err := parseAround(fs, args)
	if err != nil {
		return r.flagError(fs, err)
	}
	if len(rest) != 1 {
		return r.usageHint("loop resume: want one run id", "gatesh loop resume RUN; `gatesh loop show` names the newest run")
	}
	if isFlagSet(fs, "deadline") && *deadline <= 0 {
		return r.usage("loop resume: --deadline must be positive")
	}
	o, status := r.loopOptions()
	if status != 0 {
		return status
	}
	path, err := loop.FindRun(o.Config.Home, rest[0])
	if err != nil {
		return r.errorf(ExitFailed, "runs are folders in "+loop.RunsDir(o.Config.Home), "%v", err)
	}
	o.Park = loop.ParkNoTerminal
	if *park {
		o.Park = loop.ParkAlways
	}
	out, err := loop.Resume(loop.ResumeOptions{Options: o, Path: path, Deadline: *deadline})
	if err != nil {
		return r.errorf(ExitFailed, "`gatesh loop show "+filepath.Base(path)+"` says what state the run is in", "%v", err)
	}
	return out.End.Exit
}

// loopClassify is gatesh's verdict on a command the loop's worker asks to
// run, for the operator's question and the request.
func (r *runtime) loopClassify(command, cwd string) (string, []queue.Rule) {
	_, cls, err := r.setup(cwd)
	if err != nil {
		return "red", []queue.Rule{{ID: "config_error", Tier: "red", Reason: err.Error()}}
	}
	d := normalize(cls.Classify(command))
	return d.Tier.String(), queueRules(d)
}

// loopShow prints a run for a person.
func (r *runtime) loopShow(args []string) int {
	if len(args) > 1 {
		return r.usageHint("loop show: want at most one run id", "gatesh loop show [RUN]; without RUN, the newest run")
	}
	cfg, err := r.config()
	if err != nil {
		return r.errorf(ExitFailed, "fix config.toml", "%v", err)
	}
	id := ""
	if len(args) == 1 {
		id = args[0]
	}
	path, err := loop.FindRunOrTask(cfg.Home, id)
	if err != nil {
		return r.errorf(ExitFailed, "runs are folders in "+loop.RunsDir(cfg.Home), "%v", err)
	}
	if err := loop.Show(r.stdout, path); err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return r.errorf(ExitFailed, "the run stopped before it wrote progress.json", "%v", err)
		}
		return r.errorf(ExitFailed, "", "%v", err)
	}
	return 0
}
