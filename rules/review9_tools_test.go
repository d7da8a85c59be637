package rules

import "testing"

// A name's shape (a collection asked for, a connection opened, an export
// here, an app's own work) never lowers a call whose arguments name a
// person, a recipient, an amount or a decision:
// those are what the call acts on or sends to. The same shapes with
// arguments that only filter or describe keep their tier.
func TestToolNoneShapeNamesNoOthers(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		// A plural noun whose verb nothing knows, handed a payee and an
		// amount, a person, or a decision.
		{"mcp__pay__disbursements", `{"recipient":"acct_1","amount":"100"}`, Yellow, "tool-unknown"},
		{"mcp__bank__wires", `{"beneficiary":"acct_1","sum":"100"}`, Yellow, "tool-unknown"},
		{"mcp__pay__remittances", `{"payee":"acct_1","currency":"usd"}`, Yellow, "tool-unknown"},
		{"mcp__hr__layoffs", `{"employee":"e_123"}`, Yellow, "tool-unknown"},
		{"mcp__team__invitations", `{"user":"bob","team":"core"}`, Yellow, "tool-unknown"},
		{"mcp__flow__approvals", `{"request":"r1","decision":"approve"}`, Yellow, "tool-unknown"},
		{"mcp__flow__approvals", `{"request":"r1","outcome":"delete"}`, Red, ""},
		// An export here handed a recipient besides its path.
		{"mcp__reports__export_report", `{"path":"/home/u/project/r.pdf","recipient":"bob"}`, Yellow, "tool-unknown"},
		// A local app's compile told to post or upload what it makes.
		{"mcp__blender__compile_scripts", `{"target":"all","post":"release-notes"}`, Yellow, "tool-unknown"},
		// A local app's compile handed code compiles (and may run) that code.
		{"mcp__unity__compile_scripts", `{"code":"System.IO.File.Delete(x)"}`, Yellow, ""},
		{"mcp__unity__compile_scripts", `{}`, Green, "tool-local-compute"},
		// The harmless twins keep their shape.
		{"mcp__pay__disbursements", `{"limit":10}`, Green, "tool-read"},
		{"mcp__db__connect_database", `{"database":"analytics"}`, Green, "tool-read"},
		{"mcp__reports__export_report", `{"path":"/home/u/project/r.pdf"}`, Green, ""},
		{"mcp__fw__take_snapshot", `{"name":"pre-upgrade"}`, Green, "tool-copy-kept"},
	})
}
