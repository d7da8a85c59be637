package report

import (
	"encoding/json"
	"strings"
	"time"
	"unicode/utf8"

	"gatesh/audit"
)

// Table is one table of the SQL export: its columns and rows. Values are
// string, int64, or nil for NULL.
type Table struct {
	Name    string
	Columns []Column
	Rows    [][]any
}

// Column is one column of a table. Type is an SQLite type name.
type Column struct {
	Name, Type string
}

// decisionColumns: one row per command gatesh classified, with what became
// of it.
var decisionColumns = []Column{
	{"id", "TEXT PRIMARY KEY"}, {"ts", "TEXT NOT NULL"}, {"tool_name", "TEXT NOT NULL"},
	{"payload", "TEXT NOT NULL"}, {"verdict", "TEXT"}, {"rule", "TEXT"}, {"reason", "TEXT"},
	{"status", "TEXT NOT NULL"}, {"reviewer", "TEXT"}, {"reviewed_ts", "TEXT"}, {"review_reason", "TEXT"},
	{"tier", "TEXT"}, {"rules", "TEXT NOT NULL"}, {"cwd", "TEXT NOT NULL"}, {"agent", "TEXT"},
	{"session", "TEXT"}, {"user", "TEXT"}, {"pid", "INTEGER"}, {"ppid", "INTEGER"}, {"request", "TEXT"},
	{"expires_at", "TEXT"}, {"enforce", "TEXT"}, {"prev", "TEXT NOT NULL"},
}

// eventColumns: every line of the log as it is, with every field of a
// record.
var eventColumns = []Column{
	{"seq", "INTEGER PRIMARY KEY"}, {"id", "TEXT"}, {"ts", "TEXT"}, {"event", "TEXT"}, {"command", "TEXT"},
	{"command_base64", "TEXT"}, {"command_sha256", "TEXT"}, {"command_bytes", "INTEGER"},
	{"cwd", "TEXT"}, {"cwd_base64", "TEXT"}, {"tier", "TEXT"}, {"verdict", "TEXT"}, {"rules", "TEXT"},
	{"rules_omitted", "INTEGER"}, {"pid", "INTEGER"}, {"ppid", "INTEGER"}, {"user", "TEXT"}, {"agent", "TEXT"},
	{"session", "TEXT"}, {"request", "TEXT"}, {"status", "TEXT"}, {"reason", "TEXT"}, {"exit", "INTEGER"},
	{"enforce", "TEXT"}, {"network", "TEXT"}, {"dest", "TEXT"}, {"port", "INTEGER"}, {"decision", "TEXT"},
	{"model", "TEXT"}, {"model_note", "TEXT"}, {"prev_file", "TEXT"}, {"prev_lines", "INTEGER"},
	{"kept_from", "TEXT"}, {"pruned", "INTEGER"}, {"prev", "TEXT"},
	{"tool", "TEXT"}, {"server", "TEXT"}, {"input", "TEXT"}, {"input_bytes", "INTEGER"},
	{"seal", "TEXT"}, {"via", "TEXT"}, {"approvers", "TEXT"}, {"team_decision", "TEXT"},
	{"policy", "TEXT"}, {"shadow_policy", "TEXT"}, {"shadow_tier", "TEXT"}, {"shadow_verdict", "TEXT"}, {"shadow_rules", "TEXT"},
	{"line", "TEXT NOT NULL"},
}

// requestColumns: one row per request, from the log and the queue.
var requestColumns = []Column{
	{"id", "TEXT PRIMARY KEY"}, {"created_at", "TEXT NOT NULL"}, {"command", "TEXT NOT NULL"},
	{"cwd", "TEXT NOT NULL"}, {"tier", "TEXT"}, {"rules", "TEXT NOT NULL"}, {"agent", "TEXT"},
	{"session", "TEXT"}, {"status", "TEXT NOT NULL"}, {"status_at", "TEXT"}, {"decided_by", "TEXT"},
	{"decision_reason", "TEXT"}, {"expires_at", "TEXT"}, {"parks", "INTEGER NOT NULL"},
	{"forged", "INTEGER NOT NULL"}, {"not_in_log", "INTEGER NOT NULL"},
}

// ExportTables lays out the log and the requests as the SQL export's
// tables: decisions, events and requests. entries are the log's lines as
// read; h is the history replayed from them and the queue.
func ExportTables(entries []Entry, h *History) []Table {
	decisions := Table{Name: "decisions", Columns: decisionColumns}
	for _, c := range h.Commands {
		decisions.Rows = append(decisions.Rows, decisionRow(c, h))
	}
	events := Table{Name: "events", Columns: eventColumns}
	for _, e := range entries {
		if e.Err != nil || e.Time.After(h.Until) {
			continue
		}
		r := &e.Record
		var exit any
		if r.Exit != nil {
			exit = int64(*r.Exit)
		}
		events.Rows = append(events.Rows, []any{int64(len(events.Rows) + 1), r.ID, r.TS, r.Event, readable(r.Command),
			null(r.CommandBase64), null(r.CommandSHA256), zeroNull(r.CommandBytes), readable(r.Cwd), null(r.CwdBase64),
			null(r.Tier), null(r.Verdict), rulesJSON(r.Rules), zeroNull(r.RulesOmitted), int64(r.Pid), int64(r.Ppid),
			null(r.User), null(r.Agent), null(r.Session), null(r.Request), null(r.Status), null(r.Reason), exit,
			null(r.Enforce), null(r.Network), null(r.Dest), zeroNull(r.Port), null(r.Decision),
			null(r.Model), null(r.ModelNote), null(r.PrevFile), zeroNull(r.PrevLines), null(r.KeptFrom), zeroNull(r.Pruned), r.Prev,
			null(r.Tool), null(r.Server), null(string(r.Input)), zeroNull(r.InputBytes),
			null(r.Seal), null(r.Via), jsonOrNull(r.Approvers), null(string(r.TeamDecision)),
			null(r.Policy), null(r.ShadowPolicy), null(r.ShadowTier), null(r.ShadowVerdict), shadowRules(r.ShadowRules), readable(string(e.Raw))})
	}
	requests := Table{Name: "requests", Columns: requestColumns}
	for _, x := range h.Holds {
		requests.Rows = append(requests.Rows, []any{x.Request, stamp(x.Created), readable(x.Command), readable(x.Cwd), null(x.Tier),
			rulesJSON(x.Rules), null(x.Agent), null(x.Session), string(x.Outcome), stampOrNull(x.At), null(x.By),
			null(x.Reason), stampOrNull(x.Expires), int64(x.Parks), boolInt(x.Forged), boolInt(x.NotInLog)})
	}
	return []Table{decisions, events, requests}
}

// shadowRules is shadow_rules as JSON text, NULL when there are none.
func shadowRules(rs []audit.Rule) any {
	if len(rs) == 0 {
		return nil
	}
	return rulesJSON(rs)
}

// DecisionFields are the tool_name, payload, rule and reason columns of
// the decisions table for a decision record; rule and reason are nil when
// no rule matched. gatesh-hub lays out the team's decisions with it too.
func DecisionFields(r *audit.Record) (tool, payload string, rule, reason any) {
	if d := decisive(r.Rules, r.Tier); len(d) > 0 {
		rule, reason = d[0].ID, d[0].Reason
	}
	tool, payload = "shell", readable(r.Command)
	if r.Tool != "" {
		tool, payload = r.Tool, string(r.Input)
		if len(r.Input) == 0 { // too large to keep as JSON: the call's text
			payload = readable(r.Command)
		}
	}
	return tool, payload, rule, reason
}

func decisionRow(c *Command, h *History) []any {
	tool, payload, rule, reason := DecisionFields(&c.Record)
	status := map[string]string{"auto_pass": "passed", "deny": "denied", "hold": "held"}[c.Verdict]
	if status == "" {
		status = c.Verdict
	}
	var reviewer, reviewed, why, expires any
	if x := h.Hold(c.Request); x != nil {
		status = string(x.Outcome)
		reviewer, reviewed, why, expires = null(x.By), stampOrNull(x.Decided), null(x.Reason), stampOrNull(x.Expires)
	}
	return []any{c.ID, c.TS, tool, payload, null(c.Verdict), rule, reason, status, reviewer, reviewed, why,
		null(c.Tier), rulesJSON(c.Rules), readable(c.Cwd), null(c.Agent), null(c.Session), null(c.User), int64(c.Pid),
		int64(c.Ppid), null(c.Request), expires, null(c.Enforce), c.Prev}
}

// readable is text as the log shows it: each byte that is not UTF-8
// becomes U+FFFD. The reports read commands and folders with their exact
// bytes (command_base64, cwd_base64), but TEXT columns hold UTF-8: SQLite
// tools and drivers refuse or mangle anything else. The events table
// keeps the exact bytes in its _base64 columns.
func readable(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return strings.Map(func(r rune) rune { return r }, s)
}

// zeroNull is n, or NULL for 0: an optional number the record left out.
func zeroNull(n int) any {
	if n == 0 {
		return nil
	}
	return int64(n)
}

func null(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

func stampOrNull(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return stamp(t)
}

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func rulesJSON(rs []audit.Rule) string {
	if rs == nil {
		rs = []audit.Rule{}
	}
	b, _ := json.Marshal(rs)
	return string(b)
}

// jsonOrNull is a list as a JSON array, or NULL when it is empty.
func jsonOrNull(list []string) any {
	if len(list) == 0 {
		return nil
	}
	data, err := json.Marshal(list)
	if err != nil {
		return nil
	}
	return string(data)
}
