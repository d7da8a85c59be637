package team

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"time"

	"gatesh/audit"
	"gatesh/describe"
	"gatesh/report"
	"gatesh/teamapi"
)

// runLog queries the audit lines the team's machines shipped. --json
// prints one teamapi.AuditRecord per line, its line the machine's record
// exactly as written, for jq.
//
//	gatesh team log [--machine M] [--since D] [--limit N] [--json]
func runLog(e *env, args []string) int {
	fs := newFlags("log", e)
	machine := fs.String("machine", "", "only this machine's lines")
	since := fs.String("since", "24h", "how far back: a duration (24h, 7d, 2w) or a time")
	limit := fs.Int("limit", 1000, "at most this many lines")
	asJSON := fs.Bool("json", false, "one JSON object per line")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	if fs.NArg() > 0 || *limit <= 0 {
		return e.usage("log: unexpected arguments", "gatesh team log [--machine M] [--since D] [--limit N] [--json]")
	}
	w, err := report.ParseWindow(*since, "", e.now(), time.Local)
	if err != nil {
		return e.usage("log: "+err.Error(), "durations: 90m, 24h, 7d, 2w; times: 2026-03-04, 2026-03-04 09:00")
	}
	h, s, status := e.approver()
	if status != 0 {
		return status
	}
	q := url.Values{"since": {w.Since.UTC().Format(time.RFC3339)}, "limit": {strconv.Itoa(*limit)}}
	if *machine != "" {
		q.Set("machine", *machine)
	}
	var recs []teamapi.AuditRecord
	if err := h.call(e.ctx, "GET", teamapi.PathAudit+"?"+q.Encode(), nil, &recs); err != nil {
		return e.sessionError(err, s, "log: %s", s.Hub)
	}
	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetEscapeHTML(false)
		for _, r := range recs {
			if err := enc.Encode(r); err != nil {
				return e.errorf(exitFailed, "", "%v", err)
			}
		}
		return 0
	}
	for _, r := range recs {
		flag := ""
		switch {
		case r.Note != "":
			flag = "  [" + r.Note + "]" // says the flag itself
		case r.Flag != "":
			flag = "  [" + r.Flag + "]"
		}
		rec, err := audit.Decode([]byte(r.Line))
		if err != nil {
			fmt.Fprintf(e.stdout, "%s  %s #%d  (not a record: %v)%s\n", r.At.Local().Format(time.DateTime), r.Machine, r.Seq, err, flag)
			continue
		}
		what := rec.Command
		if rec.Request != "" {
			what = "request " + rec.Request + ": " + what
		}
		text, _ := describe.SafeText(what)
		fmt.Fprintf(e.stdout, "%s  %s #%d  %-9s %-6s %s%s\n", localTS(rec.TS, r.At), r.Machine, r.Seq, rec.Event, rec.Tier, clip(oneLine(text), 80), flag)
	}
	return 0
}

// localTS is a record's own time, local, or the hub's when it has none.
func localTS(ts string, received time.Time) string {
	if t, err := time.Parse(time.RFC3339Nano, ts); err == nil {
		return t.Local().Format(time.DateTime)
	}
	return received.Local().Format(time.DateTime)
}
