package rules

import (
	"encoding/json"
	"slices"
	"strings"

	"gatesh/toolcall"
)

// workItem marks a write that changes a work item of a team's tool (a
// task, a to-do, a card) that exists, and reaches nobody: it
// names no person (an assignee, a recipient, an address, an @mention),
// asks for no notification, and puts the item in no place that everyone
// reads (announcements, a public or company-wide space). Its status, its
// due date, its title: whoever opens the item sees the change, which
// changes nothing that runs and is undone in a moment: yellow, a
// reversible change. An item made, or moved to another list, appears
// where others follow it, as a post does (tool-forge-write), and so do
// a comment, an issue, an assignment or an item put where everyone
// reads it; a delete or an overwrite is judged by its own rules. A
// document or a page is not one: it is what others read; nor is a
// dashboard: what it shows is what a team watches.
func workItem(ts *toolSet, f *toolFacts, args map[string]any) {
	if f.class != verbWrite || f.kind != KindMCP && f.kind != KindOther || len(f.words) == 0 {
		return
	}
	switch f.verb {
	case "update", "edit", "set", "change", "modify", "patch", "complete", "rename", "mark", "reorder":
	default:
		return
	}
	item := false
	for _, w := range f.words {
		switch {
		case workNoun(w):
			item = true
		case neutralItemWord(w):
		default:
			return
		}
	}
	if !item {
		return
	}
	for _, k := range f.kinds {
		if !workNoun(k) && !neutralItemWord(k) {
			return
		}
	}
	if reachesPeople(ts, args, 0) || runsSomething(args) {
		return
	}
	// The phrase "kept unaddressed", which no name's words are (kept
	// is no object a verb acts on): tool-forge-write is not held for
	// it, and tool-work-item lists the call in the digest.
	f.kinds = append(f.kinds, "kept", "unaddressed")
}

// workNoun reports whether w names a work item of a team's tool: what
// someone is to do, which a person reads when they open it.
func workNoun(w string) bool {
	switch w {
	case "task", "tasks", "todo", "todos", "subtask", "subtasks", "card", "cards", "checklist", "checklists":
		return true
	}
	return false
}

// neutralItemWord reports whether w says which item or which of its
// fields, not what kind of object: its status, its due date, its title.
func neutralItemWord(w string) bool {
	switch w {
	case "status", "state", "due", "date", "priority", "title", "name", "description", "my", "own", "new", "item", "items",
		"crud",
		// What readCall adds of an update that only renames.
		"renamed":
		return true
	}
	return false
}

// maxReachDepth bounds how deep reachesPeople looks into arguments.
const maxReachDepth = 4

// reachesPeople reports whether a work item's arguments reach anyone: a
// key that names a person or a notification (assignee, owner, mentions,
// notify, recipients, members, followers), a value that is an address
// or an @mention, or a place whose name says everyone reads it.
func reachesPeople(ts *toolSet, args map[string]any, depth int) bool {
	for k, v := range args {
		if isEmptyValue(v) {
			continue
		}
		if slices.ContainsFunc(toolcall.Words(k), personWord) || slices.ContainsFunc(toolcall.Words(k), postWord) {
			return true
		}
		if s, ok := v.(string); ok && !keyIn(k, ts.args.Content) && slices.ContainsFunc(toolcall.Words(s), everyoneWord) {
			return true
		}
		if b, ok := v.(bool); ok && b && notifyKey(toolcall.Words(k)) {
			return true
		}
		if reachesIn(ts, v, depth) {
			return true
		}
	}
	return false
}

// reachesIn reports whether a value reaches anyone: an address or an
// @mention, a notify flag's true (read by reachesPeople's key), or an
// object or a list that does. Deeper than maxReachDepth, gatesh does
// not look, and it may name anyone.
func reachesIn(ts *toolSet, v any, depth int) bool {
	switch x := v.(type) {
	case string:
		if addressed(x) || mentions(x) {
			return true
		}
		// JSON in a string (fields: "{\"assignee\": \"U123\"}") is
		// read by the tool as the object it holds.
		if t := strings.TrimSpace(x); len(t) >= 2 && (t[0] == '{' || t[0] == '[') {
			if len(t) > maxJSONString || depth >= maxReachDepth {
				return true
			}
			var inner any
			if json.Unmarshal([]byte(t), &inner) == nil {
				return reachesIn(ts, inner, depth+1)
			}
		}
		return false
	case map[string]any:
		return depth >= maxReachDepth || reachesPeople(ts, x, depth+1)
	case []any:
		if depth >= maxReachDepth {
			return len(x) > 0
		}
		for _, e := range x {
			if reachesIn(ts, e, depth+1) {
				return true
			}
		}
	}
	return false
}

// runsSomething reports whether a task's arguments say it runs
// something (a scheduler's command or script, a pipeline's DAG, a
// workflow's variables, a trigger): such a task is what runs, not what
// someone is to do, and changing it changes what runs.
func runsSomething(args map[string]any) bool {
	for k := range args {
		for _, w := range toolcall.Words(k) {
			switch w {
			case "dag", "dags", "command", "commands", "cmd", "script", "scripts", "schedule", "cron", "crontab", "trigger",
				"triggers", "webhook", "hook", "hooks", "workflow", "pipeline", "job", "jobs", "variables", "execution",
				"executable", "deploy", "deployment", "environment", "env", "interval", "recurrence":
				return true
			}
		}
	}
	return false
}

// isEmptyValue reports whether an argument's value says nothing: null,
// false, "", 0, an empty list or object.
func isEmptyValue(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case bool:
		return !x
	case string:
		return strings.TrimSpace(x) == ""
	case float64:
		return x == 0
	case []any:
		return len(x) == 0
	case map[string]any:
		return len(x) == 0
	}
	return false
}

// personWord reports whether a key's word names people the item reaches.
func personWord(w string) bool {
	switch w {
	case "assignee", "assignees", "assign", "assigned", "owner", "owners", "responsible", "reviewer", "reviewers",
		"watcher", "watchers", "follower", "followers", "subscriber", "subscribers", "mention", "mentions",
		"notify", "notification", "notifications", "recipient", "recipients", "member", "members", "user", "users",
		"invite", "invites", "invitee", "invitees", "participant", "participants", "attendee", "attendees",
		"share", "shared", "sharing", "public", "visibility", "publish", "published", "to", "cc", "bcc", "email", "emails",
		"collaborator", "collaborators", "people", "person", "persons", "contact", "contacts", "guest", "guests", "approver",
		"approvers":
		return true
	}
	return false
}

// postWord reports whether a key's word says the call posts something
// others following the item are told of: a comment, a reply, a message.
func postWord(w string) bool {
	switch w {
	case "comment", "comments", "reply", "replies", "message", "messages", "post", "posts", "story", "stories":
		return true
	}
	return false
}

// maxJSONString bounds the JSON text in a string that reachesIn reads;
// a longer one may name anyone.
const maxJSONString = 65536

// everyoneWord reports whether a word of a place says everyone reads
// what is put there.
func everyoneWord(w string) bool {
	switch w {
	case "announcement", "announcements", "announce", "everyone", "public", "company", "allhands", "general", "news",
		"newsroom", "press", "customers", "customer", "external":
		return true
	}
	return false
}

// mentions reports whether text @mentions someone (@dana, "ask @ops").
func mentions(text string) bool {
	for i := 0; i < len(text); i++ {
		if text[i] != '@' || i+1 >= len(text) {
			continue
		}
		if i > 0 {
			if p := text[i-1]; p >= 'a' && p <= 'z' || p >= 'A' && p <= 'Z' || p >= '0' && p <= '9' {
				continue // an address, which addressed reads
			}
		}
		if c := text[i+1]; c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			return true
		}
	}
	return false
}
