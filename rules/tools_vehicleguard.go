package rules

import (
	"encoding/json"
	"slices"
	"strings"

	"gatesh/toolcall"
)

// vehicleGuardOff reports whether a car's command turns off a mode that
// guards it: Sentry Mode (its alarm and cameras that watch while it is
// parked) or Valet Mode (the PIN-guarded limits on whoever drives it), as
// Tesla's vehicle command API takes them, set_sentry_mode and
// set_valet_mode with {"on": false}. Its parameters come as an object or
// as JSON text (the Tesla MCP server's send_command {parameters: "..."}).
// Turned on, the car is guarded more.
func vehicleGuardOff(args map[string]any) bool {
	mode := false
	for _, kv := range stringArgs(args) {
		if !keyIn(kv[0], []string{"command", "cmd", "action"}) || len(kv[1]) > 40 {
			continue
		}
		ws := toolcall.Words(strings.ToLower(kv[1]))
		if slices.Contains(ws, "mode") && (slices.Contains(ws, "sentry") || slices.Contains(ws, "valet")) {
			mode = true
		}
	}
	if !mode {
		return false
	}
	off := func(m map[string]any) bool {
		for k, v := range m {
			if b, ok := v.(bool); ok && !b && keyIn(k, []string{"on", "enabled", "enable", "active"}) {
				return true
			}
		}
		return false
	}
	if off(args) {
		return true
	}
	for _, k := range sortedKeys(args) {
		switch v := args[k].(type) {
		case map[string]any:
			if off(v) {
				return true
			}
		case string:
			var m map[string]any
			if len(v) <= 4096 && strings.HasPrefix(strings.TrimSpace(v), "{") && json.Unmarshal([]byte(v), &m) == nil && off(m) {
				return true
			}
		}
	}
	return false
}
