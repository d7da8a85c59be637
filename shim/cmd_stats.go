package shim

import (
	"time"

	"gatesh/report"
)

// runStats counts commands, holds and their outcomes per day and agent.
//
//	gatesh stats [--since 7d] [--until T] [--json]
func runStats(r *runtime, args []string) int {
	fs := newFlags("stats")
	window := addWindowFlags(fs, "7d")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	if fs.NArg() > 0 {
		return r.usageHint("stats: want [--since DUR] [--until T] [--json]", "gatesh stats --since 7d")
	}
	src, w, status := r.reportSource(window)
	if status != 0 {
		return status
	}
	s := report.NewStats(report.ReplayWindow(src, w), w, time.Local)
	var err error
	if *asJSON {
		err = s.JSON(r.stdout)
	} else {
		err = s.Text(r.stdout, time.Local)
	}
	if err != nil {
		return r.errorf(ExitFailed, "", "%v", err)
	}
	return 0
}
