package report

import (
	"fmt"
	"strings"
	"time"
)

// LoopRun is one gatesh loop run for the digest's section on the
// night's tasks: its stop, and one line per task.
type LoopRun struct {
	RunID   string     `json:"run_id"`
	Started time.Time  `json:"started"`
	State   string     `json:"state"`          // running, parked or stopped
	Stop    string     `json:"stop,omitempty"` // "STOP (exit N): DETAIL" once stopped
	Tasks   []LoopTask `json:"tasks"`
}

// LoopTask is one task of a run: a single-task run has one, named "-".
type LoopTask struct {
	ID         string `json:"id"`
	State      string `json:"state"` // verified, parked: ..., needs_human (cause): why, or another stop
	Iterations int    `json:"iterations"`
	Diff       string `json:"diff"`
}

// tasksMarkdown is the digest's Tasks section; none when no run started
// in the window or still waits.
func tasksMarkdown(b *strings.Builder, runs []LoopRun, at func(time.Time) string) {
	if len(runs) == 0 {
		return
	}
	fmt.Fprintf(b, "\n## Tasks (%d run%s)\n\n", len(runs), map[bool]string{true: "", false: "s"}[len(runs) == 1])
	for _, r := range runs {
		stop := r.Stop
		if stop == "" {
			stop = r.State + ", no stop yet (`gatesh loop resume " + r.RunID + "` if its loop died)"
		}
		fmt.Fprintf(b, "- run %s, started %s: %s\n", r.RunID, at(r.Started), oneLine(stop))
		for _, t := range r.Tasks {
			fmt.Fprintf(b, "  - %s: %s · %d turn%s · %s\n", t.ID, oneLine(t.State), t.Iterations,
				map[bool]string{true: "", false: "s"}[t.Iterations == 1], t.Diff)
		}
	}
}
