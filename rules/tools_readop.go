package rules

import (
	"maps"
	"slices"
	"strings"

	"gatesh/toolcall"
)

// readOpFields returns args without the objects and lists beside a
// top-level operation that reads (validate, check, preview, get): what
// they hold is what is read or checked, and an operation key inside
// them (an ACL entry's action: "accept", a rule's op: "delete") is a
// field of that content, not what the call does. A call whose top-level
// operation writes, or that names none, keeps them all: there a nested
// operation may be what runs (request: {verb: "delete"}).
func (s *Set) readOpFields(ts *toolSet, args map[string]any) map[string]any {
	reads := false
	for k, v := range args {
		val, ok := v.(string)
		if !ok || !keyIn(k, ts.args.Operation) {
			continue
		}
		ws := opWords(val)
		if ws == nil {
			continue
		}
		if s.lexicon().readName(ws, ts.names.Generic).class != verbRead {
			return args
		}
		reads = true
	}
	if !reads {
		return args
	}
	// What is filed under a key that names what runs (then: {operation:
	// delete}, actions: [{op: drop}], requests: [{method: DELETE}]) is
	// more operations, not content: the call is judged whole.
	for k, v := range args {
		switch v.(type) {
		case map[string]any, []any:
			if slices.ContainsFunc(toolcall.Words(k), runsWord) {
				return args
			}
		}
	}
	out := maps.Clone(args)
	maps.DeleteFunc(out, func(_ string, v any) bool {
		switch v.(type) {
		case map[string]any, []any:
			return true
		}
		return false
	})
	return out
}

// runsWord reports whether a word of a key says that what is under it
// is operations that run (steps, a batch of requests, what follows),
// rather than content an operation reads or checks.
func runsWord(w string) bool {
	switch w {
	case "then", "next", "after", "before", "action", "actions", "step", "steps", "request", "requests", "operation",
		"operations", "op", "ops", "batch", "command", "commands", "cmd", "call", "calls", "pipeline", "task", "tasks", "job",
		"jobs", "mutation", "mutations", "execute", "exec", "run", "runs", "chain", "sequence", "followup":
		return true
	}
	return false
}

// otherOp returns what says, of a delete or an overwrite a tool's
// description names by a verb (toolcall.Said.Verb), that the call does
// something else: its
// arguments name its operation (operation: "get", action: "list") in
// words the lexicon reads, none of them that verb, so the call is judged
// by that operation as the hook judges it; or they carry SQL, a command
// or code that was judged as such (judged), and what the description
// says the tool can delete is what that judgement holds or passes. nil
// when the arguments name no operation and carry nothing judged.
func (s *Set) otherOp(ts *toolSet, args map[string]any, judged bool) func(toolcall.Said) bool {
	ops, reads, ok := s.namedOps(ts, args)
	if !ok {
		return nil // an operation the lexicon does not read: what was said stands
	}
	if len(ops) == 0 && !judged {
		return nil
	}
	return func(sd toolcall.Said) bool {
		// Only what the description says deletes or overwrites, and
		// what it says changes production (deploys, restarts) in a
		// clause that lists the operations, the chosen one among them,
		// where that one only reads (action: get_logs of "deploy,
		// monitor, get logs"): what it says sends, spends, grants or
		// reveals stands whatever the operation, and so does "Restarts
		// the service, then returns its logs".
		production := sd.Class == "production" && len(ops) > 0 && reads && slices.ContainsFunc(ops, func(ws []string) bool {
			return strings.Contains(strings.ToLower(sd.Quote), strings.Join(ws, " "))
		})
		if sd.Verb == "" || sd.Arg != "" || sd.Class != "irreversible" && !production {
			return false
		}
		if len(ops) > 0 {
			for _, ws := range ops {
				if slices.Contains(ws, sd.Verb) {
					return false
				}
			}
			return true
		}
		return dataVerb(sd.Verb)
	}
}

// menuOther returns what says, of an effect a line of the description's
// list of operations gave one operation (toolcall.Said.Op: send_message
// of "send_message — send a notification"), that the call chooses
// another: each operation argument names an operation by its identifier,
// none of them that one. nil when the arguments name no operation.
func menuOther(ts *toolSet, args map[string]any) func(toolcall.Said) bool {
	var ops []string
	for k, v := range args {
		if !keyIn(k, ts.args.Operation) {
			continue
		}
		val, isStr := v.(string)
		if !isStr {
			return nil // an operation gatesh cannot read: what was said stands
		}
		ops = append(ops, strings.ToLower(strings.TrimSpace(val)))
	}
	if len(ops) == 0 {
		return nil
	}
	return func(sd toolcall.Said) bool {
		return sd.Op != "" && !slices.Contains(ops, strings.ToLower(sd.Op))
	}
}

// eitherSaid returns what says either a or b does (nil for neither).
func eitherSaid(a, b func(toolcall.Said) bool) func(toolcall.Said) bool {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return func(sd toolcall.Said) bool { return a(sd) || b(sd) }
}

// namedOps returns the operations a call's arguments name under an
// operation key (operation: "get", method: "GET"), as words, and whether
// the lexicon reads every one of them as a read; ok is false where one
// is an operation the lexicon does not read.
func (s *Set) namedOps(ts *toolSet, args map[string]any) (ops [][]string, reads, ok bool) {
	reads = true
	for k, v := range args {
		val, isStr := v.(string)
		if !isStr || !keyIn(k, ts.args.Operation) {
			continue
		}
		ws := opWords(val)
		class := verbNone
		if ws != nil {
			class = s.lexicon().readName(ws, ts.names.Generic).class
		}
		if class == verbNone {
			return nil, false, false
		}
		ops = append(ops, ws)
		reads = reads && class == verbRead
	}
	return ops, reads, true
}

// opReads reports whether a call's arguments name its operation, and
// every operation they name only reads (method: "GET", action: "list"):
// what a server's annotations say of its tool's worst operation
// (destructiveHint) is not said of this one.
//
// Only when nothing beside that operation names another: an object or a
// list that carries an operation key of its own (body: {action:
// delete}, a follow_up request), or another argument whose short value
// is a verb the lexicon reads as doing something (mode: factory_reset,
// then: "shell rm -rf ~"), keeps the hints.
func (s *Set) opReads(ts *toolSet, args map[string]any) bool {
	ops, reads, ok := s.namedOps(ts, args)
	if !ok || !reads || len(ops) == 0 {
		return false
	}
	for k, v := range args {
		switch v := v.(type) {
		case string:
			if keyIn(k, ts.args.Operation) {
				continue
			}
			if ws := toolcall.Words(v); len(ws) > 0 && len(ws) <= 4 {
				if c := s.lexicon().readName(ws, ts.names.Generic).class; c != verbNone && c != verbRead {
					return false
				}
			}
		case map[string]any, []any:
			if nestedOpKey(ts, v) {
				return false
			}
		}
	}
	return true
}

// nestedOpKey reports whether an object or a list, at any depth, holds an
// operation key (method, action, command) of its own.
func nestedOpKey(ts *toolSet, v any) bool {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			if keyIn(k, ts.args.Operation) || nestedOpKey(ts, x) {
				return true
			}
		}
	case []any:
		return slices.ContainsFunc(v, func(x any) bool { return nestedOpKey(ts, x) })
	}
	return false
}

// dataVerb reports whether a verb is one SQL or a command's judgement
// reads in what it carries: what deletes, changes or drops data.
func dataVerb(v string) bool {
	switch v {
	case "delete", "remove", "modify", "update", "insert", "drop", "truncate", "alter", "overwrite", "erase", "wipe", "purge":
		return true
	}
	return false
}
