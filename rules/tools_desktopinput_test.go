package rules

import "testing"

// A key chord the desktop answers by opening what runs or ends programs
// (Windows' Task Manager on ctrl+shift+esc, its Run dialog on win+r, its
// power-user menu on win+x, the secure attention screen on
// ctrl+alt+del; macOS's Spotlight on cmd+space and Force Quit on
// cmd+option+esc; GNOME's terminal on ctrl+alt+t and run prompt on
// alt+f2) is held, in each way desktop servers take keys: a list, one
// string joined by + or -, any key's spelling. Twins keep their tier: a
// chord that copies or reopens a tab, a key alone, the chord's text typed.
func TestToolDesktopLauncherChord(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__desk__press_key_combination", `{"keys":["control","shift","escape"]}`, Red, "tool-desktop-launcher"},
		{"mcp__desk__hotkey", `{"keys":"Ctrl+Shift+Esc"}`, Red, "tool-desktop-launcher"},
		{"mcp__desk__key_combination", `{"combination":"ctrl-alt-delete"}`, Red, "tool-desktop-launcher"},
		{"mcp__desk__press_keys", `{"keys":["win","r"]}`, Red, "tool-desktop-launcher"},
		{"mcp__desk__press_key", `{"key":"super+x"}`, Red, "tool-desktop-launcher"},
		{"mcp__desk__press_keys", `{"keys":["command","space"]}`, Red, "tool-desktop-launcher"},
		{"mcp__desk__hotkey", `{"keys":["cmd","option","escape"]}`, Red, "tool-desktop-launcher"},
		{"mcp__desk__key_combo", `{"keys":"ctrl+alt+t"}`, Red, "tool-desktop-launcher"},
		{"mcp__desk__press_key", `{"key":"alt+F2"}`, Red, "tool-desktop-launcher"},
		// Twins that keep their tier.
		{"mcp__desk__press_key_combination", `{"keys":["control","c"]}`, Yellow, "tool-unknown"},
		{"mcp__desk__hotkey", `{"keys":"ctrl+shift+t"}`, Yellow, "tool-unknown"},
		{"mcp__desk__press_key", `{"key":"escape"}`, Yellow, "tool-unknown"},
		{"mcp__desk__type_text", `{"text":"ctrl+alt+t"}`, Green, ""},
	})
}

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
