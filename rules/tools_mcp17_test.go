package rules

import "testing"

// A power state set off by a tool whose verb nothing knows (Plugwise's
// control_switch) switches the device off, as set_outlet_state does; on
// stays as an unknown tool is.
func TestToolPowerOffUnknownVerb(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__plugwise__control_switch", `{"appliance_id":"freezer-plug","state":"off"}`, Red, "tool-infrastructure"},
		{"mcp__relays__toggle_relay", `{"relay":"rack-1","power":"off"}`, Red, "tool-infrastructure"},
		{"mcp__plugwise__control_switch", `{"appliance_id":"lamp-hall","state":"on"}`, Yellow, "tool-unknown"},
	})
}

// A call whose only argument is an operation that names a state told
// back (a health) reads it; handed anything else beside it, or a state
// set, it stays unknown.
func TestToolOnlyOperationToldBack(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__gotify__gotify", `{"action":"health"}`, Green, "tool-read"},
		{"mcp__gotify__gotify", `{"action":"health","enabled":true}`, Yellow, "tool-unknown"},
		{"mcp__gotify__gotify", `{"action":"frobnicate"}`, Yellow, "tool-unknown"},
	})
}

// A part of a note read by its heading is what the heading names: a
// section of recovery codes or passwords returns them.
func TestToolSectionHeadingNamesSecret(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__joplin__get_note", `{"note_id":"0a0b0c","section":"Recovery codes"}`, Red, "tool-secret"},
		{"mcp__wiki__get_page", `{"id":"p-1","heading":"API keys"}`, Red, "tool-secret"},
		{"mcp__joplin__get_note", `{"note_id":"0a0b0c","section":"Installation"}`, Green, "tool-read"},
		{"mcp__joplin__get_note", `{"note_id":"0a0b0c"}`, Green, "tool-read"},
	})
}
