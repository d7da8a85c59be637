package loop

import (
	"fmt"
	"io"
	"strings"
	"time"

	"gatesh/describe"
)

// Show prints a run for a person: what it was asked, each iteration with
// the worker's result, the verifier's verdict and the diffstat, and the
// stop with its reason. Text that came from the worker is escaped.
func Show(w io.Writer, runPath string) error {
	p, err := ReadProgress(runPath)
	if err != nil {
		return err
	}
	if len(p.Tasks) > 0 {
		showTasks(w, p, runPath)
		return nil
	}
	fmt.Fprintf(w, "run       %s (%s)\n", p.RunID, p.State)
	fmt.Fprintf(w, "folder    %s\n", describe.Shown(p.Dir))
	fmt.Fprintf(w, "task      %s\n", indent(describe.Shown(strings.TrimSpace(p.Task))))
	fmt.Fprintf(w, "done when %s\n", indent(describe.Shown(strings.TrimSpace(p.Done))))
	fmt.Fprintf(w, "verify    %s\n", describe.Shown(p.Verify))
	fmt.Fprintf(w, "worker    %s\n", describe.Shown(p.Worker))
	b := p.Budgets
	fmt.Fprintf(w, "budgets   %d iterations, deadline %s, %d repeated failures, grace %s\n",
		b.MaxIterations, b.Deadline, b.MaxRepeatedFailures, b.Grace)
	fmt.Fprintf(w, "started   %s\n", p.StartedAt.Local().Format(time.DateTime))
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%-5s %-24s %-16s %-22s %s\n", "iter", "worker", "says", "verifier", "diff")
	if v := p.Baseline; v != nil {
		fmt.Fprintf(w, "%-5s %-24s %-16s %-22s %s\n", "0", "-", "-", verdictShort(v), "-")
	}
	for _, it := range p.Iterations {
		says := "-"
		switch {
		case it.Result != nil:
			says = it.Result.Status
		case it.ResultError != "":
			says = "invalid result"
		}
		fmt.Fprintf(w, "%-5d %-24s %-16s %-22s %s\n", it.N, clip(exitShort(it.Worker), 24), says,
			verdictShort(it.Verify), it.Diff)
	}
	fmt.Fprintln(w)
	for _, it := range p.Iterations {
		if it.Result != nil && strings.TrimSpace(it.Result.Summary) != "" {
			fmt.Fprintf(w, "iter %d summary: %s\n", it.N, indent(describe.Shown(strings.TrimSpace(it.Result.Summary))))
		}
		if it.ResultError != "" {
			fmt.Fprintf(w, "iter %d result: %s\n", it.N, describe.Shown(it.ResultError))
		}
		if a := approvalOf(it); a != nil {
			fmt.Fprintf(w, "iter %d asks:    %s (%s)\n", it.N, describe.Shown(a.Action), describe.Shown(a.Category))
		}
		if it.Approved != "" {
			fmt.Fprintf(w, "iter %d ran with approval %s\n", it.N, it.Approved)
		}
		if len(it.Held) > 0 {
			fmt.Fprintf(w, "iter %d held:    %s\n", it.N, strings.Join(it.Held, ", "))
		}
	}
	if pk := p.Parked; pk != nil {
		fmt.Fprintf(w, "parked    since %s, waiting for request %s: %s\n", pk.Since.Local().Format(time.DateTime), pk.Request, brief(pk.Action))
	}
	switch {
	case p.Stop != nil:
		fmt.Fprintf(w, "stop      %s (exit %d): %s\n", p.Stop.Stop, p.Stop.Exit, describe.Shown(p.Stop.Detail))
		if p.Stop.Cause != "" {
			fmt.Fprintf(w, "cause     %s\n", p.Stop.Cause)
		}
		fmt.Fprintf(w, "took      %s\n", p.StoppedAt.Sub(p.StartedAt).Round(time.Millisecond))
	default:
		fmt.Fprintf(w, "stop      none yet: the run is in progress or was killed (updated %s)\n", p.UpdatedAt.Local().Format(time.DateTime))
	}
	fmt.Fprintf(w, "artifacts %s\n", runPath)
	return nil
}

// showTasks prints a tasks run: one line per task with its state, its
// turns and its diff from the start commit, then the run's stop.
func showTasks(w io.Writer, p *Progress, runPath string) {
	fmt.Fprintf(w, "run       %s (%s)\n", p.RunID, p.State)
	fmt.Fprintf(w, "folder    %s\n", describe.Shown(p.Dir))
	fmt.Fprintf(w, "base      %s\n", orDash(p.Base))
	fmt.Fprintf(w, "deadline  %s\n", p.Budgets.Deadline)
	fmt.Fprintf(w, "started   %s\n", p.StartedAt.Local().Format(time.DateTime))
	fmt.Fprintln(w)
	width := len("task")
	for _, st := range p.Tasks {
		width = max(width, len(st.ID))
	}
	fmt.Fprintf(w, "%-*s  %-5s  %-22s  %s\n", width, "task", "iters", "diff", "state")
	for _, st := range p.Tasks {
		fmt.Fprintf(w, "%-*s  %-5d  %-22s  %s\n", width, st.ID, st.Iterations, st.Diff, taskState(st))
	}
	fmt.Fprintln(w)
	for _, st := range p.Tasks {
		if st.Branch != "" {
			fmt.Fprintf(w, "%-*s  branch %s, worktree %s\n", width, st.ID, st.Branch, describe.Shown(st.Worktree))
		}
	}
	switch {
	case p.Stop != nil:
		fmt.Fprintf(w, "stop      %s (exit %d): %s\n", p.Stop.Stop, p.Stop.Exit, describe.Shown(p.Stop.Detail))
		fmt.Fprintf(w, "took      %s\n", p.StoppedAt.Sub(p.StartedAt).Round(time.Millisecond))
	default:
		fmt.Fprintf(w, "stop      none yet: the run is in progress, or its loop died (updated %s); `gatesh loop resume %s` picks it up\n",
			p.UpdatedAt.Local().Format(time.DateTime), p.RunID)
	}
	fmt.Fprintf(w, "artifacts %s (a task's own: gatesh loop show %s.TASK)\n", runPath, p.RunID)
}

// taskState is a task's state for a person: verified, parked (on which
// request, since when), needs_human (why), or the stop that ended it.
func taskState(st TaskStatus) string {
	switch {
	case st.State == TaskParked && st.Parked != nil:
		return fmt.Sprintf("parked: waits for request %s since %s: %s", st.Parked.Request,
			st.Parked.Since.Local().Format(time.DateTime), brief(st.Parked.Action))
	case st.End != nil && st.End.Stop == Verified:
		return "verified"
	case st.End != nil:
		s := string(st.End.Stop)
		if st.End.Cause != "" {
			s += " (" + st.End.Cause + ")"
		}
		why, _, _ := strings.Cut(firstLine(st.End.Detail), "; ")
		return s + ": " + describe.Shown(why)
	}
	return st.State
}

func approvalOf(it Iteration) *Approval {
	if it.Result == nil {
		return nil
	}
	return it.Result.Approval
}

func verdictShort(v *VerifyRun) string {
	if v == nil {
		return "not run"
	}
	if v.Passed {
		return "pass"
	}
	return "fail (" + exitShort(v.Exit) + ")"
}

func exitShort(e ExitInfo) string {
	switch {
	case e.StartError != "":
		return "did not start"
	case e.TimedOut:
		return "deadline, " + orDash(e.Signal)
	case e.Signal != "":
		return e.Signal
	}
	return fmt.Sprintf("exit %d", e.Status)
}

func clip(s string, n int) string {
	if len(s) > n {
		return s[:n-1] + "…"
	}
	return s
}

func indent(s string) string { return strings.ReplaceAll(s, "\n", "\n          ") }
