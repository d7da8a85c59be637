package shim

import (
	"context"
	"errors"
	"fmt"
	"time"

	"gatesh/report"
)

// runLogView shows the audit log as aligned lines, or the matching JSON
// lines, optionally following it as it grows.
//
//	gatesh log [--since DUR] [--until T] [--tier T] [--event E] [--rule ID]
//	           [--session S] [--agent A] [--tool NAME] [--json] [--follow]
func runLogView(r *runtime, args []string) int {
	fs := newFlags("log")
	window := addWindowFlags(fs, "")
	var f report.Filter
	fs.StringVar(&f.Tier, "tier", "", "only this tier: green, yellow or red")
	fs.StringVar(&f.Event, "event", "", "only this event (held, approved, ...) or verdict (auto_pass, hold, deny)")
	fs.StringVar(&f.Rule, "rule", "", "only records that list this rule id")
	fs.StringVar(&f.Session, "session", "", "only this agent session")
	fs.StringVar(&f.Agent, "agent", "", "only this agent (claude-code, codex, gemini, ...)")
	fs.StringVar(&f.Tool, "tool", "", "only calls of this tool (Write, mcp__server__tool, ...), or shell for commands")
	asJSON := fs.Bool("json", false, "print the matching lines exactly as logged (JSON lines)")
	follow := fs.Bool("follow", false, "keep printing records as they are appended; end with Ctrl-C")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	if fs.NArg() > 0 {
		return r.usageHint(fmt.Sprintf("log: unexpected argument %q", fs.Arg(0)), "gatesh log [--since 24h] [--tier red] ...; gatesh log verify [FILE]")
	}
	if *follow && *window.until != "" {
		return r.usage("log: --follow and --until do not go together")
	}
	if f.Tier != "" && f.Tier != "green" && f.Tier != "yellow" && f.Tier != "red" {
		return r.usage(fmt.Sprintf("log: --tier %q: want green, yellow or red", f.Tier))
	}
	src, w, status := r.reportSource(window)
	if status != 0 {
		return status
	}
	if *follow {
		w.Until = time.Unix(1<<62, 0) // records yet to come
	}
	f.Window = w
	v := &report.LogView{W: r.stdout, Filter: f, JSON: *asJSON, Color: r.colorful(r.stdout), Loc: time.Local}
	var err error
	if *follow {
		cfg, status := r.operatorConfig(true)
		if status != 0 {
			return status
		}
		var shown error
		err = report.Tail(context.Background(), cfg.AuditPath, 250*time.Millisecond, func(e report.Entry) bool {
			shown = v.Show(e)
			return shown == nil
		})
		err = errors.Join(err, shown)
	} else {
		for e := range src.Log {
			if err = v.Show(e); err != nil {
				break
			}
		}
	}
	if err != nil {
		return r.errorf(ExitFailed, "", "%v", err)
	}
	for _, n := range v.Notes.Lines() {
		fmt.Fprintf(r.stderr, "gatesh: note: %s\n", n)
	}
	if v.Shown() == 0 && !*asJSON {
		fmt.Fprintf(r.stderr, "gatesh: no records match\n")
	}
	return 0
}
