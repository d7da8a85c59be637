package rules

import (
	"slices"
	"strings"

	"gatesh/toolcall"
)

// A change applied to every host a service manages (issue 31): an
// endpoint security product's indicator set to block, or an exclusion
// from its detections, given to all host groups or applied globally, as
// a fleet manager's policy is. What goes wrong there goes wrong on every
// machine at once, and the people who use them see it: the call's
// kinds get "every managed host" (tool-every-host). The same change
// scoped to named groups is judged by its name alone.

// everyHost reports whether the arguments, or the objects in them, scope
// a call to every managed host: a key that names hosts, machines,
// sensors or their groups set to all (host_groups: ["all"], machines:
// "*"), or a flag that applies it globally or to all of them
// (applied_globally: true, all_hosts: true).
func everyHost(args map[string]any) bool {
	return everyHostAt(args, 0)
}

func everyHostAt(obj map[string]any, depth int) bool {
	for k, v := range obj {
		ws := toolcall.Words(k)
		switch x := v.(type) {
		case bool:
			if x && globalFlag(ws) {
				return true
			}
		case string:
			if hostScopeKey(ws) && allValue(x) {
				return true
			}
		case []any:
			for _, e := range x {
				if s, ok := e.(string); ok && hostScopeKey(ws) && allValue(s) {
					return true
				}
				if m, ok := e.(map[string]any); ok && depth < maxCarrierDepth && everyHostAt(m, depth+1) {
					return true
				}
			}
		case map[string]any:
			if depth < maxCarrierDepth && everyHostAt(x, depth+1) {
				return true
			}
		}
	}
	return false
}

// hostScopeKey reports whether a key names the hosts a change is given
// to: hosts, machines, sensors, or their groups. A device is too often
// a lamp or a phone of one person.
func hostScopeKey(ws []string) bool {
	return slices.ContainsFunc(ws, fleetNoun)
}

// fleetNoun reports whether a word names the machines a service manages.
func fleetNoun(w string) bool {
	switch w {
	case "host", "hosts", "machine", "machines", "sensor", "sensors", "fleet":
		return true
	}
	return false
}

// allValue reports whether a value names every one: all, *, everything.
func allValue(s string) bool {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "all", "*", "everything", "global", "all hosts", "all machines":
		return true
	}
	return false
}

// globalFlag reports whether a flag's key applies a change globally or
// to all hosts (applied_globally, apply_globally, all_hosts,
// apply_to_all_devices).
func globalFlag(ws []string) bool {
	applies, global, all := false, false, false
	for _, w := range ws {
		switch w {
		case "apply", "applied", "applies":
			applies = true
		case "globally", "global":
			global = true
		case "all":
			all = true
		}
	}
	return applies && global || all && slices.ContainsFunc(ws, fleetNoun)
}
