package report

import (
	"fmt"
	"sort"
	"strings"

	"gatesh/audit"
)

// ToolCount is how often the agents called one tool other than the shell
// (a file, web or MCP tool) in a window, and how those calls went.
type ToolCount struct {
	Tool    string `json:"tool"`
	Server  string `json:"server,omitempty"`
	Calls   int    `json:"calls"`
	Yellow  int    `json:"yellow"`
	Held    int    `json:"held"` // held or denied
	Unknown int    `json:"unknown"`
}

// toolCounts counts the window's tool calls by tool, busiest first.
func toolCounts(h *History, w Window) []ToolCount {
	by := map[string]*ToolCount{}
	for _, c := range h.Commands {
		if c.Tool == "" || !w.Contains(c.Time) {
			continue
		}
		t := by[c.Tool]
		if t == nil {
			t = &ToolCount{Tool: c.Tool, Server: c.Server}
			by[c.Tool] = t
		}
		t.Calls++
		if c.Verdict != "auto_pass" {
			t.Held++
		} else if c.Tier == "yellow" {
			t.Yellow++
		}
		if hasRule(c.Rules, toolUnknown) {
			t.Unknown++
		}
	}
	out := make([]ToolCount, 0, len(by))
	for _, t := range by {
		out = append(out, *t)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Calls != out[j].Calls {
			return out[i].Calls > out[j].Calls
		}
		return out[i].Tool < out[j].Tool
	})
	return out
}

// toolUnknown is the rule id of a tool no rule knows.
const toolUnknown = "tool-unknown"

func (t ToolCount) line() string {
	name := mdCode(t.Tool)
	if t.Server != "" {
		name += " (MCP server " + mdCode(t.Server) + ")"
	}
	var parts []string
	if t.Held > 0 {
		parts = append(parts, fmt.Sprintf("%d held", t.Held))
	}
	if t.Yellow > 0 {
		parts = append(parts, fmt.Sprintf("%d yellow", t.Yellow))
	}
	if t.Unknown > 0 {
		parts = append(parts, "no rule knows it")
	}
	s := fmt.Sprintf("%s: %d call%s", name, t.Calls, plural(t.Calls))
	if len(parts) > 0 {
		s += " (" + strings.Join(parts, ", ") + ")"
	}
	return s
}

func hasRule(rs []audit.Rule, id string) bool {
	for _, r := range rs {
		if r.ID == id {
			return true
		}
	}
	return false
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// unknownTools suggests naming each tool that no rule knows and that the
// agents called at least o.UnknownTools times: a rule that says what it
// does turns a yellow line in every digest into the tier it deserves.
func unknownTools(h *History, o SuggestOptions) []Suggestion {
	min := o.UnknownTools
	if min <= 0 {
		min = 3
	}
	var out []Suggestion
	for _, t := range toolCounts(h, Window{Since: o.Since, Until: h.Until}) {
		if t.Unknown < min {
			continue
		}
		s := Suggestion{Rule: toolUnknown, From: "yellow", To: "a [[tools.rule]] naming " + t.Tool,
			Why: fmt.Sprintf("%s was called %d times and no rule knows what it does", t.Tool, t.Unknown)}
		s.Evidence = append(s.Evidence,
			fmt.Sprintf("add to ~/.gatesh/rules.toml: [[tools.rule]] id = %q, tier = \"green\" or \"red\", reason = \"...\", tool = [%q]", "tool-"+strings.ToLower(t.Tool), t.Tool))
		out = append(out, s)
	}
	return out
}
