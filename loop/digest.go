package loop

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"gatesh/report"
)

// DigestRuns lists the loop runs of a gatesh home for the digest: those
// that started in the window, and those that have not stopped (still
// working, parked, or with a loop that died). A run folder that cannot
// be read is left out.
func DigestRuns(home string, w report.Window) []report.LoopRun {
	entries, err := os.ReadDir(RunsDir(home))
	if err != nil {
		return nil
	}
	var out []report.LoopRun
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		p, err := ReadProgress(filepath.Join(RunsDir(home), e.Name()))
		if err != nil || !(w.Contains(p.StartedAt) || p.State != "stopped" && !p.StartedAt.After(w.Until)) {
			continue
		}
		r := report.LoopRun{RunID: p.RunID, Started: p.StartedAt, State: p.State}
		if p.Stop != nil {
			r.Stop = stopLine(p.Stop)
		}
		if len(p.Tasks) == 0 {
			t := report.LoopTask{ID: "-", State: p.State, Iterations: len(p.Iterations), Diff: "-"}
			switch {
			case p.Stop != nil:
				t.State = taskState(TaskStatus{State: TaskDone, End: p.Stop})
			case p.Parked != nil:
				t.State = taskState(TaskStatus{State: TaskParked, Parked: p.Parked})
			}
			r.Tasks = []report.LoopTask{t}
		}
		for _, st := range p.Tasks {
			r.Tasks = append(r.Tasks, report.LoopTask{ID: st.ID, State: taskState(st), Iterations: st.Iterations, Diff: st.Diff.String()})
		}
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Started.Before(out[j].Started) })
	return out
}

func stopLine(e *End) string {
	s := string(e.Stop)
	if e.Cause != "" {
		s += " (" + e.Cause + ")"
	}
	return s + " (exit " + strconv.Itoa(e.Exit) + "): " + strings.TrimSpace(e.Detail)
}
