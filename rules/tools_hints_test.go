package rules

import (
	"testing"

	"gatesh/toolcall"
)

// An MCP server's annotations raise a tool's tier and never lower it: a
// server can say anything of its own tools.
func TestToolHintsOnlyRaise(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	for _, tc := range []struct {
		tool  string
		hints toolcall.Hints
		want  Tier
	}{
		// The rules' own tier, whatever the server says: no field can
		// lower it (a readOnlyHint on a delete is not even kept).
		{"mcp__notes__delete_note", toolcall.Hints{}, Red},
		{"mcp__notes__list_notes", toolcall.Hints{}, Green},
		{"mcp__notes__sync_inbox", toolcall.Hints{}, Yellow},
		// Destructive raises to red.
		{"mcp__notes__list_notes", toolcall.Hints{Destructive: true}, Red},
		{"mcp__notes__sync_inbox", toolcall.Hints{Destructive: true}, Red},
		// Open world, not read-only, raises to yellow, and no further.
		{"mcp__notes__list_notes", toolcall.Hints{OpenWorld: true}, Yellow},
		{"mcp__notes__delete_note", toolcall.Hints{OpenWorld: true}, Red},
	} {
		c := call(t, tc.tool, `{"id":"1"}`)
		c.Hints = tc.hints
		if got := s.ClassifyTool(c).Tier; got != tc.want {
			t.Errorf("%s with %+v: %v, want %v", tc.tool, tc.hints, got, tc.want)
		}
	}
}
