package rules

import "testing"

// A desktop-control server's calls that only move focus or let go of a
// held input (a window brought forward by its title, a modifier key or
// a mouse button released, the clipboard cleared) are green, spelled as
// the desktop servers spell them (PyAutoGUI's keyUp/keyDown, xdotool's
// windowactivate, MCPControl's clipboard). Twins keep what they had: a
// key that acts, a button pressed, a window call handed more than the
// window, an activation of a user, a licence or an instance, a clear of
// anything but the clipboard.
func TestToolDesktopFocus(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__desk__activate_window", `{"title_pattern":"Firefox"}`, Green, "tool-desktop-focus"},
		{"mcp__desk__focusWindow", `{"title":"Visual Studio Code","exact_match":false}`, Green, "tool-desktop-focus"},
		{"mcp__desk__switch_to_window", `{"window_id":"0x3a00007"}`, Green, "tool-desktop-focus"},
		{"mcp__desk__activate_app", `{"app_name":"Slack"}`, Green, "tool-desktop-focus"},
		{"mcp__desk__keyUp", `{"key":"shift"}`, Green, "tool-desktop-focus"},
		{"mcp__desk__key_down", `{"key":"Control"}`, Green, "tool-desktop-focus"},
		{"mcp__desk__release_key", `{"key":"alt"}`, Green, "tool-desktop-focus"},
		{"mcp__desk__mouse_up", `{"button":"left"}`, Green, "tool-desktop-focus"},
		{"mcp__desk__clear_clipboard", `{}`, Green, "tool-desktop-focus"},
		// Twins that keep their tier.
		{"mcp__desk__key_down", `{"key":"enter"}`, Yellow, "tool-unknown"},
		{"mcp__desk__key_up", `{"key":"a"}`, Yellow, "tool-unknown"},
		{"mcp__desk__mouse_down", `{"button":"left"}`, Yellow, "tool-unknown"},
		{"mcp__desk__activate_window", `{"title":"Terminal","text":"git push --force"}`, Red, "tool-infrastructure"},
		{"mcp__idp__activate_user", `{"id":"u-1"}`, Red, "tool-access"},
		{"mcp__cloud__activate_instance", `{"id":"i-1"}`, Red, "tool-infrastructure"},
		{"mcp__db__clear_table", `{"table":"users"}`, Red, ""},
		{"mcp__desk__clear_clipboard_history", `{"all_devices":true}`, Red, "tool-destructive"},
	})
}
