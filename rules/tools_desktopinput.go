package rules

import (
	"strings"

	"gatesh/toolcall"
)

// desktopInput marks a desktop-control call that only moves this
// machine's focus or lets go of what a press held: a window brought
// forward by its title (activate_window, focus_window, switch_window), a
// modifier key held or released (key_down shift, key_up ctrl), a mouse
// button released, the clipboard cleared. None types, clicks or sends
// anything, and each is undone by the next such call: green
// (tool-desktop-focus), as the desktop servers' moves and clicks are. A
// key that acts (Enter, a letter), a button pressed, a window closed or
// killed and a window call handed anything but what names the window are
// judged as before; so is an activation of anything but a window (a
// licence, a user, an instance).
func desktopInput(f *toolFacts, args map[string]any) {
	if f.kind != KindMCP && f.kind != KindOther || len(f.kinds) > 0 {
		return
	}
	if focusesWindow(f.own, args) || releasesInput(f.own, args) || clearsClipboard(f.own, args) {
		f.class, f.verb, f.words = verbWrite, "focus", []string{"desktopfocus"}
	}
}

// focusesWindow: the name is a verb that brings a window forward and
// the window, and every argument names the window.
func focusesWindow(own []string, args map[string]any) bool {
	verb, window := false, false
	for _, w := range own {
		switch w {
		case "activate", "focus", "switch", "raise", "foreground", "to":
			verb = verb || w != "to"
		case "window", "windows", "app", "application":
			window = true
		default:
			return false
		}
	}
	if !verb || !window {
		return false
	}
	for k := range args {
		for _, w := range toolcall.Words(k) {
			switch w {
			case "title", "pattern", "regex", "use", "window", "id", "handle", "name", "index", "exact", "match",
				"class", "app", "application", "process", "hwnd":
			default:
				return false
			}
		}
	}
	return true
}

// releasesInput: key_up, key_down or release_key of a modifier key, or
// mouse_up, release_mouse of a button: what a press held, let go, or a
// modifier held for the next click. The key's value must be a modifier.
func releasesInput(own []string, args map[string]any) bool {
	var key, mouse, up, down bool
	for _, w := range own {
		switch w {
		case "key", "keys":
			key = true
		case "mouse", "button":
			mouse = true
		case "up", "release":
			up = true
		case "down", "hold":
			down = true
		default:
			return false
		}
	}
	if key == mouse || !up && !down || mouse && down {
		return false
	}
	for k, v := range args {
		s, _ := v.(string)
		switch strings.ToLower(k) {
		case "key", "keys":
			if !key || !modifierKey(s) {
				return false
			}
		case "button":
			switch strings.ToLower(s) {
			case "left", "right", "middle":
			default:
				return false
			}
		default:
			return false
		}
	}
	return true
}

// modifierKey reports a key that does nothing by itself.
func modifierKey(k string) bool {
	switch strings.ToLower(strings.TrimSpace(k)) {
	case "shift", "ctrl", "control", "alt", "option", "meta", "cmd", "command", "win", "super", "fn",
		"shiftleft", "shiftright", "controlleft", "controlright", "altleft", "altright", "metaleft", "metaright",
		"lshift", "rshift", "lctrl", "rctrl", "lalt", "ralt":
		return true
	}
	return false
}

// clearsClipboard: clear_clipboard with no arguments: this machine's
// clipboard emptied, which held only what was copied last.
func clearsClipboard(own []string, args map[string]any) bool {
	return len(own) == 2 && (own[0] == "clear" || own[0] == "empty") && own[1] == "clipboard" && len(args) == 0
}
