package mcpgate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/rules"
)

// TestSetParity measures the seen sets named in GATESH_PARITY_SETS
// (comma-separated) on both routes, even lines and odd lines apart, so
// that a fix made from the even lines can be checked on the odd ones
// without reading them: odd lines are counted, never printed. Set
// GATESH_PARITY_SHOW=1 to log the even lines that miss.
func TestSetParity(t *testing.T) {
	names := os.Getenv("GATESH_PARITY_SETS")
	if names == "" {
		t.Skip("GATESH_PARITY_SETS names no set")
	}
	const home = "/home/u"
	gate := t.TempDir()
	t.Setenv("GATESH_HOME", gate)
	t.Setenv("HOME", gate)
	show := os.Getenv("GATESH_PARITY_SHOW") != ""
	for _, set := range strings.Split(names, ",") {
		dir := filepath.Join("..", "testdata", "corpus", set)
		type lined struct {
			mcp4Call
			file string
			line int
		}
		var calls []lined
		var plain []mcp4Call
		for _, file := range []string{"red.jsonl", "green.jsonl"} {
			for i, c := range readLines[mcp4Call](t, filepath.Join(dir, file)) {
				calls = append(calls, lined{c, file, i + 1})
				plain = append(plain, c)
			}
		}
		cats := listedCatalogs(t, plain)
		classify := bothRoutes(t, gate, home, cats)
		var hook, gateway [2]setFigures // [0] even lines, [1] odd lines
		for _, c := range calls {
			bare, full := classify(c.mcp4Call)
			odd := c.line % 2
			count(&hook[odd], c.Want, bare)
			count(&gateway[odd], c.Want, full)
			if odd == 1 || !show {
				continue
			}
			for _, r := range []struct {
				route string
				d     rules.Decision
			}{{"hook", bare}, {"gateway", full}} {
				held := r.d.Verdict != rules.AutoPass
				var what string
				switch {
				case c.Want == "red" && !held:
					what = "red passed " + r.d.Tier.String()
				case c.Want != "red" && held:
					what = c.Want + " held"
				case c.Want == "green" && r.d.Tier == rules.Yellow:
					what = "green yellow"
				default:
					continue
				}
				var ids []string
				for _, h := range r.d.Hits {
					ids = append(ids, h.ID)
				}
				t.Logf("%s %s:%d %s: %s [%s] %s %s", set, c.file, c.line, r.route, what, strings.Join(ids, " "), c.Tool, c.Input)
			}
		}
		t.Logf("%s hook even: %v", set, hook[0])
		t.Logf("%s hook odd:  %v", set, hook[1])
		t.Logf("%s gateway even: %v", set, gateway[0])
		t.Logf("%s gateway odd:  %v", set, gateway[1])
	}
}
