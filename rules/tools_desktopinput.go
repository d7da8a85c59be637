package rules

import (
	"slices"
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
			// A modifier held makes the next key a chord: only those a
			// click takes (shift, ctrl) are held green, not the ones a
			// launcher's chord needs (win+r, alt+f2, ctrl+alt+t).
			if down && !up {
				switch chordKey(s) {
				case "shift", "ctrl":
				default:
					return false
				}
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

// launcherChord marks a key press that is a chord the desktop answers
// by opening what runs or ends programs outside the agent's shell: the
// task manager (ctrl+shift+esc), the secure attention screen
// (ctrl+alt+del), Windows' Run dialog and power-user menu (win+r,
// win+x), macOS's Spotlight and Force Quit (cmd+space,
// cmd+option+esc), GNOME's terminal and run prompt (ctrl+alt+t,
// alt+f2). What is typed there next runs unseen by the gate. Its keys
// are read from the arguments, one chord in a list or in one string
// (ctrl+shift+esc, control-shift-escape).
func launcherChord(f *toolFacts, args map[string]any) {
	if f.kind != KindMCP && f.kind != KindOther {
		return
	}
	if !slices.ContainsFunc(f.own, func(w string) bool {
		switch w {
		case "key", "keys", "hotkey", "shortcut", "combination", "combo", "chord", "press":
			return true
		}
		return false
	}) {
		return
	}
	// The keys are those of the arguments that name keys (not a delay
	// or a window beside them), read as one chord, and each item of a
	// list or word of a sequence (xdotool's "super+r Return") as its own.
	var all []string
	var chords [][]string
	for _, kv := range stringArgs(args) {
		if !slices.ContainsFunc(toolcall.Words(kv[0]), keysWord) {
			continue
		}
		for _, item := range strings.FieldsFunc(kv[1], func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' }) {
			var chord []string
			for _, k := range strings.FieldsFunc(item, func(r rune) bool { return r == '+' || r == '-' }) {
				chord = append(chord, chordKey(k))
			}
			chords = append(chords, chord)
			all = append(all, chord...)
		}
	}
	for _, keys := range append(chords, all) {
		slices.Sort(keys)
		switch strings.Join(slices.Compact(keys), "+") {
		case "ctrl+esc+shift", "alt+ctrl+del", "meta+r", "meta+x", "meta+space", "alt+esc+meta", "alt+ctrl+t", "alt+f2":
			f.kinds = append(f.kinds, "systemlauncher")
			return
		}
	}
}

// keysWord reports a word of an argument's key that says it holds keys
// to press.
func keysWord(w string) bool {
	switch w {
	case "key", "keys", "hotkey", "hotkeys", "shortcut", "combination", "combo", "chord", "modifier", "modifiers",
		"sequence", "keystroke", "keystrokes", "text":
		return true
	}
	return false
}

// chordKey is a key's name as launcherChord compares them: the names
// desktop servers give each modifier, Escape and Delete made one.
func chordKey(k string) string {
	// pynput's <ctrl>, SendKeys' {ESC}, X keysyms' Super_L.
	k = strings.ToLower(strings.Trim(k, " <>{}[]"))
	if len(k) > 2 && (strings.HasSuffix(k, "_l") || strings.HasSuffix(k, "_r")) {
		k = k[:len(k)-2]
	}
	switch k {
	case "control", "controlleft", "controlright", "lctrl", "rctrl", "ctl", "ctrlleft", "ctrlright":
		return "ctrl"
	case "shiftleft", "shiftright", "lshift", "rshift":
		return "shift"
	case "option", "opt", "menu", "altleft", "altright", "lalt", "ralt":
		return "alt"
	case "cmd", "command", "win", "windows", "super", "meta", "metaleft", "metaright", "lwin", "rwin", "winleft", "winright", "os":
		return "meta"
	case "escape":
		return "esc"
	case "delete":
		return "del"
	case " ", "spacebar":
		return "space"
	}
	return k
}

// clearsClipboard: clear_clipboard with no arguments: this machine's
// clipboard emptied, which held only what was copied last.
func clearsClipboard(own []string, args map[string]any) bool {
	return len(own) == 2 && (own[0] == "clear" || own[0] == "empty") && own[1] == "clipboard" && len(args) == 0
}
