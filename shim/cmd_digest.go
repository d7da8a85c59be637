package shim

import (
	"fmt"
	"gatesh/loop"
	"time"

	"gatesh/report"
)

// runDigest prints the yellow actions and the holds of a window.
//
//	gatesh digest [--since 24h] [--until T] [--format md|json]
func runDigest(r *runtime, args []string) int {
	fs := newFlags("digest")
	window := addWindowFlags(fs, "24h")
	format := fs.String("format", "md", "md (Markdown) or json")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	if fs.NArg() > 0 || *format != "md" && *format != "json" {
		return r.usageHint("digest: want [--since DUR] [--until T] [--format md|json]", "gatesh digest --since 24h --format md")
	}
	src, w, status := r.reportSource(window)
	if status != 0 {
		return status
	}
	d := report.NewDigest(report.ReplayWindow(src, w), w)
	if cfg, err := r.config(); err == nil {
		d.Tasks = loop.DigestRuns(cfg.Home, w) // the night's tasks
	}
	var err error
	if *format == "json" {
		err = d.JSON(r.stdout)
	} else {
		err = d.Markdown(r.stdout, time.Local)
	}
	if err != nil {
		return r.errorf(ExitFailed, "", "%v", err)
	}
	for _, n := range d.Notes {
		fmt.Fprintf(r.stderr, "gatesh: note: %s\n", n)
	}
	return 0
}
