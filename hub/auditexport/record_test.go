package auditexport

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"time"

	"gatesh/hub/store"
)

// TestJSONLinesCarryTheDocumentedAttributes: a decision line and a hub
// event become JSON lines with the attribute names docs/team.md lists,
// the line as the body, and WARN for a hold and a refusal.
func TestJSONLinesCarryTheDocumentedAttributes(t *testing.T) {
	at := time.Date(2026, 12, 5, 9, 0, 0, 0, time.UTC)
	line := `{"ts":"2026-12-05T08:59:59Z","id":"r1","event":"decision","command":"make deploy","cwd":"/w","tier":"red","verdict":"hold","rules":[{"id":"team-deploy","tier":"red","reason":"x"}],"pid":1,"ppid":1,"user":"dev","agent":"claude-code","policy":"3","shadow_policy":"4","shadow_tier":"red","shadow_verdict":"deny","prev":""}`
	recs := []Record{
		FromLine("fp", store.ExportLine{ID: 1, Machine: "m1", MachineName: "box", Group: "ci", Seq: 7, Line: line, ReceivedAt: at}),
		FromEvent("fp", store.ExportEvent{ID: 2, Event: store.Event{At: at, Actor: "bob@example.com", Action: "stop", Outcome: "refused", Detail: "needs the admin role"}}),
	}
	var buf bytes.Buffer
	if err := (JSONLines{W: &buf}).Send(context.Background(), recs); err != nil {
		t.Fatal(err)
	}
	var got []struct {
		Time     time.Time      `json:"time"`
		Observed time.Time      `json:"observed_time"`
		Severity string         `json:"severity"`
		Body     string         `json:"body"`
		Attrs    map[string]any `json:"attributes"`
	}
	dec := json.NewDecoder(&buf)
	for dec.More() {
		var x struct {
			Time     time.Time      `json:"time"`
			Observed time.Time      `json:"observed_time"`
			Severity string         `json:"severity"`
			Body     string         `json:"body"`
			Attrs    map[string]any `json:"attributes"`
		}
		if err := dec.Decode(&x); err != nil {
			t.Fatal(err)
		}
		got = append(got, x)
	}
	if len(got) != 2 {
		t.Fatalf("%d lines", len(got))
	}
	m := got[0]
	want := map[string]any{"gatesh.source": "machine", "gatesh.team": "fp", "gatesh.machine.id": "m1", "gatesh.machine.name": "box",
		"gatesh.machine.group": "ci", "gatesh.audit.seq": 7.0, "gatesh.event": "decision", "gatesh.record.id": "r1", "gatesh.command": "make deploy",
		"gatesh.cwd": "/w", "gatesh.tier": "red", "gatesh.verdict": "hold", "gatesh.user": "dev", "gatesh.agent": "claude-code",
		"gatesh.policy.version": "3", "gatesh.shadow.version": "4", "gatesh.shadow.tier": "red", "gatesh.shadow.verdict": "deny"}
	for k, v := range want {
		if m.Attrs[k] != v {
			t.Errorf("%s = %#v, want %#v", k, m.Attrs[k], v)
		}
	}
	if rules, _ := m.Attrs["gatesh.rules"].([]any); len(rules) != 1 || rules[0] != "team-deploy" {
		t.Errorf("gatesh.rules = %#v", m.Attrs["gatesh.rules"])
	}
	if m.Body != line || m.Severity != SeverityWarn || !m.Time.Equal(at.Add(-time.Second)) || !m.Observed.Equal(at) {
		t.Errorf("machine record: %+v", m)
	}
	if _, ok := m.Attrs["gatesh.session"]; ok {
		t.Error("an empty attribute is written")
	}
	h := got[1]
	if h.Attrs["gatesh.source"] != "hub" || h.Attrs["gatesh.hub.actor"] != "bob@example.com" || h.Attrs["gatesh.hub.action"] != "stop" ||
		h.Attrs["gatesh.hub.outcome"] != "refused" || h.Attrs["gatesh.hub.event_id"] != 2.0 || h.Body != "needs the admin role" || h.Severity != SeverityWarn {
		t.Errorf("hub record: %+v", h)
	}
}
