package rules

import (
	"encoding/json"
	"slices"
	"strings"

	"gatesh/toolcall"
)

// A dispatcher is a tool that calls another tool by its name: a backend's
// one entry point to its own tools (appwrite_call_tool {tool_name:
// "users_delete", arguments: {...}}), a proxy's or a hub's call to a tool
// of a server it joins (call-tool {serverName, toolName, toolArgs},
// execute_server_tool {server_id, tool_name, parameters}). What it does is
// what the tool it names does with the arguments it is handed, so that
// call is judged as one: its deletes held, its lists passed.

// dispatchVerbs are the verbs of a dispatcher's name: it calls, runs or
// uses a tool.
var dispatchVerbs = []string{"call", "execute", "exec", "run", "invoke", "use", "dispatch"}

// dispatchedCall returns the calls a dispatcher may make, and whether c
// is one: its name calls a tool (a verb of dispatchVerbs and the word
// tool, or the verb alone with a tool or tool_name argument), and its
// arguments name that tool by a plain name, with its arguments in an
// object (or none).
func dispatchedCall(c toolcall.Call, args map[string]any) ([]toolcall.Call, bool) {
	_, own, ok := toolcall.SplitMCP(c.Tool)
	if !ok {
		own = c.Tool
	}
	ws := toolcall.Words(own)
	// A name of the verb alone (invoke, execute, call) dispatches too when
	// a tool or tool_name argument names the tool: a hub's invoke {tool:
	// "read_file", arguments: {path: ".env"}} reads that file.
	named := slices.ContainsFunc(sortedKeys(args), func(k string) bool {
		v, ok := args[k].(string)
		return ok && keyIn(k, []string{"tool", "tool_name"}) && plainToolName(v)
	})
	if !slices.ContainsFunc(ws, func(w string) bool { return slices.Contains(dispatchVerbs, w) }) ||
		!named && !slices.ContainsFunc(ws, func(w string) bool { return w == "tool" }) {
		return nil, false
	}
	// Its name says nothing else: a word more (delete_and_call_tool)
	// is judged by the name's own rules.
	server := toolcall.Words(c.Server)
	for _, w := range ws {
		switch {
		case slices.Contains(dispatchVerbs, w), slices.Contains(server, w):
		case w == "tool", w == "server", w == "mcp", w == "remote", w == "hidden", w == "any", w == "proxy", w == "hub", w == "by", w == "name":
		default:
			return nil, false
		}
	}
	// Which of two keys that name the tool (tool_name and name), the
	// server or the arguments the dispatcher reads is its own affair:
	// each reading is a call it may make.
	var names, targets []string
	var inners []map[string]any
	for _, k := range sortedKeys(args) {
		switch v := args[k].(type) {
		case string:
			switch {
			case keyIn(k, []string{"tool_name", "tool", "tool_id", "tool_slug", "name", "action", "action_name"}):
				names = append(names, v)
			case keyIn(k, []string{"server_name", "server", "server_id", "mcp_server"}):
				targets = append(targets, v)
			}
		case map[string]any:
			if keyIn(k, []string{"arguments", "args", "params", "parameters", "input", "inputs", "tool_args", "tool_arguments", "tool_input", "tool_params"}) {
				inners = append(inners, v)
			}
		}
	}
	if len(names) == 0 {
		return nil, false
	}
	if len(targets) == 0 {
		targets = []string{c.Server}
	}
	if len(inners) == 0 {
		inners = []map[string]any{{}}
	}
	var calls []toolcall.Call
	for _, name := range names {
		for _, target := range targets {
			if !plainToolName(name) || !plainToolName(target) && target != "" {
				return nil, false
			}
			if target == "" {
				target = "tool"
			}
			for _, inner := range inners {
				raw, err := json.Marshal(inner)
				if err != nil {
					return nil, false
				}
				// Spelled as an MCP tool of that server, so that no
				// access table of an agent's own tools (Write, Read)
				// takes it for that tool.
				call, err := toolcall.New("mcp__"+target+"__"+name, target, raw)
				if err != nil {
					return nil, false
				}
				calls = append(calls, call)
			}
		}
	}
	return calls, true
}

// plainToolName reports whether s can be a tool's or a server's name:
// one word of letters, digits and separators, not a sentence.
func plainToolName(s string) bool {
	if s == "" || len(s) > 100 || strings.Contains(s, "__") {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-' || r == '.') {
			return false
		}
	}
	return true
}

// withDispatched adds to d, what the dispatcher's arguments carry, the
// decisions on the calls it may make, which its own name does not change.
func (s *Set) withDispatched(d Decision, inners []toolcall.Call) Decision {
	for _, inner := range inners {
		id := s.ClassifyTool(inner)
		d.Hits = append(d.Hits, id.Hits...)
		d.Unfamiliar = append(d.Unfamiliar, id.Unfamiliar...)
		d.Branches = append(d.Branches, id.Branches...)
	}
	return finish(d)
}
