package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"gatesh/audit"
	"gatesh/keys"
	"gatesh/queue"
	"gatesh/report"
	"gatesh/report/reporttest"
	"gatesh/report/sqlexport"
	"gatesh/teamapi"
)

// The hub's decisions view gives what `gatesh export --sqlite` gives for
// the same machine: a week of real history shipped to the hub reads the
// same in both, column for column, so SQL written against the export
// works at the hub.
func TestDecisionsViewMatchesTheExport(t *testing.T) {
	home := t.TempDir()
	hist, err := reporttest.Week(home)
	if err != nil {
		t.Fatal(err)
	}
	_, pub := keys.Paths(filepath.Join(home, "keys"))
	now := time.Now()
	src, err := report.Open(report.Paths{Log: hist.LogPath(), Queue: hist.QueueDir(), PublicKey: pub}, now)
	if err != nil {
		t.Fatal(err)
	}
	tables, _ := sqlexport.Tables(src, now)
	want := map[string]string{}
	cols := []string{"tool_name", "payload", "verdict", "rule", "reason", "status", "reviewer", "reviewed_ts"}
	for _, tb := range tables {
		if tb.Name != "decisions" {
			continue
		}
		idx := map[string]int{}
		for i, c := range tb.Columns {
			idx[c.Name] = i
		}
		for _, r := range tb.Rows {
			var vals []any
			for _, c := range cols {
				vals = append(vals, r[idx[c]])
			}
			want[r[idx["id"]].(string)] = fmt.Sprint(vals...)
		}
	}
	if len(want) < 50 {
		t.Fatalf("the export has %d decisions", len(want))
	}

	h := newHub(t)
	m := h.join("laptop", "dev")
	var lines []teamapi.AuditLine
	files, _ := audit.Files(hist.LogPath())
	for _, f := range files {
		data, _ := os.ReadFile(f)
		for _, l := range bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n")) {
			lines = append(lines, teamapi.AuditLine{Seq: int64(len(lines) + 1), Line: string(l)})
		}
	}
	if ack := m.ship(lines...); ack.Through != int64(len(lines)) || len(ack.Flags) != 0 {
		t.Fatalf("shipping the week: %+v", ack)
	}
	var reqs []teamapi.Request
	for _, dir := range []string{hist.QueueDir(), filepath.Join(hist.QueueDir(), "done")} {
		paths, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		for _, p := range paths {
			data, _ := os.ReadFile(p)
			var q queue.Request
			if err := json.Unmarshal(data, &q); err != nil {
				t.Fatal(err)
			}
			reqs = append(reqs, teamapi.Request{ID: q.ID, CreatedAt: q.CreatedAt, ExpiresAt: q.ExpiresAt, Status: string(q.Status),
				Command: q.Command, CommandDigest: q.CommandDigest, Cwd: q.Cwd, Tier: q.Tier, Agent: q.Agent, Session: q.Session,
				Tool: q.Tool, Server: q.Server, Bound: wireFacts(q.Bound), Subject: q.Subject().Digest(), User: "dev", DecidedBy: q.DecidedBy, DecidedAt: q.DecidedAt,
				DecisionReason: q.DecisionReason, UsedAt: q.UsedAt, Via: "local"})
		}
	}
	m.push(reqs...)

	rows, err := h.st.Pool.Query(context.Background(), `SELECT id, tool_name, payload, verdict, rule, reason, status, reviewer,
		to_char(reviewed_ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') FROM decisions WHERE machine = $1`, m.id)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for rows.Next() {
		var id, tool, payload, status string
		var verdict, rule, reason, reviewer, reviewed *string
		if err := rows.Scan(&id, &tool, &payload, &verdict, &rule, &reason, &status, &reviewer, &reviewed); err != nil {
			t.Fatal(err)
		}
		got[id] = fmt.Sprint(tool, payload, orNil(verdict), orNil(rule), orNil(reason), status, orNil(reviewer), trimMillis(reviewed))
	}
	if len(got) != len(want) {
		t.Errorf("the hub has %d decisions, the export %d", len(got), len(want))
	}
	diff := 0
	for id, w := range want {
		if got[id] != w {
			diff++
			if diff <= 5 {
				t.Errorf("decision %s:\n hub    %s\n export %s", id, got[id], w)
			}
		}
	}
	if diff > 0 {
		t.Errorf("%d of %d decisions differ", diff, len(want))
	}
}

func orNil(s *string) any {
	if s == nil {
		return nil
	}
	return *s
}

// trimMillis makes PostgreSQL's milliseconds read as the export's
// RFC 3339 times do (no trailing zeros).
func trimMillis(s *string) any {
	if s == nil {
		return nil
	}
	t, err := time.Parse(time.RFC3339Nano, *s)
	if err != nil {
		return *s
	}
	return t.UTC().Format(time.RFC3339Nano)
}

// wireFacts is the request file's facts as the machine ships them.
func wireFacts(fs []queue.Fact) []teamapi.Fact {
	var out []teamapi.Fact
	for _, f := range fs {
		out = append(out, teamapi.Fact{Kind: f.Kind, Name: f.Name, Value: f.Value})
	}
	return out
}
