package shim

import (
	"flag"
	"io"
	"os"
	"time"

	"github.com/mattn/go-isatty"

	"gatesh/config"
	"gatesh/report"
	"gatesh/teamstate"
)

// reportFlags are the flags the reports share: the window of time.
type reportFlags struct {
	since, until *string
}

func addWindowFlags(fs *flag.FlagSet, since string) reportFlags {
	return reportFlags{
		since: fs.String("since", since, "how far back: a duration (24h, 7d, 2w) or a time"),
		until: fs.String("until", "", "report as of this time instead of now (2026-03-04, 2026-03-04 09:00, RFC 3339)"),
	}
}

// reportPaths names what the reports read, from the config.
func reportPaths(cfg *config.Config) report.Paths {
	team, _ := teamstate.Trust(cfg) // without the key, no team decision counts
	return report.Paths{Log: cfg.AuditPath, Queue: queueDir(cfg), PublicKey: cfg.PublicKey, Team: team}
}

// reportSource parses the window and opens the log and the queue. A
// non-zero status means it reported an error.
func (r *runtime) reportSource(f reportFlags) (report.Source, report.Window, int) {
	w, err := report.ParseWindow(*f.since, *f.until, r.now(), time.Local)
	if err != nil {
		return report.Source{}, w, r.usageHint(err.Error(), "durations: 90m, 24h, 7d, 2w; times: 2026-03-04, 2026-03-04 09:00, 2026-03-04T09:00:00Z")
	}
	cfg, status := r.operatorConfig(true)
	if status != 0 {
		return report.Source{}, w, status
	}
	src, err := report.Open(reportPaths(cfg), w.Until)
	if err != nil {
		return report.Source{}, w, r.errorf(ExitFailed, "", "%v", err)
	}
	return src, w, 0
}

// colorful reports whether w is a terminal that wants colour: not when
// NO_COLOR is set or TERM is dumb.
func (r *runtime) colorful(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && isatty.IsTerminal(f.Fd()) && r.env.get("NO_COLOR") == "" && r.env.get("TERM") != "dumb"
}
