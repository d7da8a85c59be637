package report

import (
	"encoding/json"
	"slices"
	"testing"
	"time"

	"gatesh/audit"
)

// Tool calls are counted by tool, named in the export as their tool with
// their arguments, and a tool no rule knows is suggested for a rule.
func TestToolCallsInReports(t *testing.T) {
	call := func(ts, tool, server, input, tier, verdict string, rules ...string) audit.Record {
		r := audit.Record{TS: ts, ID: ts, Event: audit.EventDecision, Command: tool + " " + input, Cwd: "/w",
			Tier: tier, Verdict: verdict, Pid: 1, Ppid: 1, Agent: "claude-code", Tool: tool, Server: server, Input: json.RawMessage(input)}
		for _, id := range rules {
			r.Rules = append(r.Rules, audit.Rule{ID: id, Tier: tier, Reason: "r"})
		}
		return r
	}
	log := recordsLog(
		call("2026-03-02T08:00:00Z", "mcp__comments__post_comment", "comments", `{"body":"hi"}`, "red", "hold", "tool-outward"),
		call("2026-03-02T08:01:00Z", "Frob", "", `{}`, "yellow", "auto_pass", toolUnknown),
		call("2026-03-02T08:02:00Z", "Frob", "", `{"a":1}`, "yellow", "auto_pass", toolUnknown),
		call("2026-03-02T08:03:00Z", "Frob", "", `{"a":2}`, "yellow", "auto_pass", toolUnknown),
		audit.Record{TS: "2026-03-02T08:04:00Z", ID: "c", Event: audit.EventDecision, Command: "ls", Cwd: "/w", Tier: "green", Verdict: "auto_pass", Pid: 2, Ppid: 1},
	)
	until := time.Date(2026, 3, 3, 0, 0, 0, 0, time.UTC)
	h := Replay(Source{Log: log}, until)
	w := Window{Until: until}
	want := []ToolCount{
		{Tool: "Frob", Calls: 3, Yellow: 3, Unknown: 3},
		{Tool: "mcp__comments__post_comment", Server: "comments", Calls: 1, Held: 1},
	}
	if got := NewDigest(h, w).Tools; !slices.Equal(got, want) {
		t.Errorf("digest tools %+v, want %+v", got, want)
	}
	if got := NewStats(h, w, time.UTC).Tools; !slices.Equal(got, want) {
		t.Errorf("stats tools %+v, want %+v", got, want)
	}
	rows := ExportTables(nil, h)[0].Rows
	byTool := map[any]any{}
	for _, r := range rows {
		byTool[r[2]] = r[3]
	}
	if byTool["mcp__comments__post_comment"] != `{"body":"hi"}` || byTool["shell"] != "ls" {
		t.Errorf("export tool_name/payload: %v", byTool)
	}
	s := Suggest(h, SuggestOptions{UnknownTools: 3})
	if len(s) != 1 || s[0].Rule != toolUnknown {
		t.Errorf("suggestions %+v, want one for Frob", s)
	}
	if s := Suggest(h, SuggestOptions{UnknownTools: 4}); len(s) != 0 {
		t.Errorf("suggestions under the bound: %+v", s)
	}
}
