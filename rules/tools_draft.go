package rules

import (
	"slices"
	"strconv"
	"strings"

	"gatesh/toolcall"
)

// draftSent reports whether a draft's arguments ask for it to go out as
// well, at once or later, at any depth of its options: a key that names
// sending given a true value ({"publish": true}, {"send_now": 1},
// {"send": "true"}, {"deliver": true}), a time to send or publish at
// ({"send_at": "..."}, {"publish_at": ...}, {"schedule": "..."}), or a
// status, action or mode that sends or publishes ({"status": "publish"},
// WordPress's "future", {"action": "send"}). Then it is sent, not kept
// as a draft.
func draftSent(args map[string]any) bool {
	return draftSentIn(args, 0)
}

func draftSentIn(args map[string]any, depth int) bool {
	if depth > 3 {
		return false
	}
	for k, v := range args {
		if m, ok := v.(map[string]any); ok {
			if draftSentIn(m, depth+1) {
				return true
			}
			continue
		}
		words := toolcall.Words(k)
		sends := slices.ContainsFunc(words, func(w string) bool { return draftSendWords[w] })
		switch {
		case sends && !slices.ContainsFunc(words, func(w string) bool { return !draftSendWords[w] && !draftSendModifiers[w] }) && draftTrue(v):
			return true
		case (sends || slices.Contains(words, "schedule") || slices.Contains(words, "scheduled")) &&
			slices.ContainsFunc(words, func(w string) bool { return draftTimeWords[w] }) && !isEmptyValue(v):
			return true
		case len(words) == 1 && (words[0] == "schedule" || words[0] == "scheduled") && !isEmptyValue(v) && !draftFalse(v):
			return true
		case slices.ContainsFunc(words, func(w string) bool { return draftStateKeys[w] }):
			if s, ok := v.(string); ok && draftSendStates[strings.ToLower(strings.TrimSpace(s))] {
				return true
			}
		}
	}
	return false
}

var (
	// draftSendWords name sending a draft out in a key.
	draftSendWords = map[string]bool{"send": true, "publish": true, "post": true, "submit": true, "share": true, "deliver": true, "dispatch": true}
	// draftSendModifiers may stand beside them (send_now, auto_send,
	// send_immediately, save_and_send).
	draftSendModifiers = map[string]bool{"now": true, "immediately": true, "instantly": true, "directly": true, "auto": true, "automatically": true, "and": true, "also": true, "then": true, "after": true, "save": true, "create": true, "draft": true, "on": true}
	// draftTimeWords make a key a time to send at (send_at, publish_time).
	draftTimeWords = map[string]bool{"at": true, "time": true, "date": true, "datetime": true, "when": true, "on": true}
	// draftStateKeys hold what is done with the draft.
	draftStateKeys = map[string]bool{"status": true, "state": true, "action": true, "mode": true, "operation": true, "intent": true}
	// draftSendStates send or publish it.
	draftSendStates = map[string]bool{"publish": true, "published": true, "future": true, "scheduled": true, "schedule": true, "send": true, "sent": true,
		"post": true, "posted": true, "live": true, "submit": true, "submitted": true, "deliver": true, "share": true, "send_now": true, "publish_now": true}
)

// draftTrue reports whether a value turns an option on: true, a number
// other than 0, or a string a flag parser reads as true.
func draftTrue(v any) bool {
	switch x := v.(type) {
	case bool:
		return x
	case float64:
		return x != 0
	case string:
		b, err := strconv.ParseBool(strings.TrimSpace(x))
		if err == nil {
			return b
		}
		switch strings.ToLower(strings.TrimSpace(x)) {
		case "yes", "y", "on":
			return true
		}
	}
	return false
}

// draftFalse reports whether a string value says no.
func draftFalse(v any) bool {
	s, ok := v.(string)
	if !ok {
		return false
	}
	b, err := strconv.ParseBool(strings.TrimSpace(s))
	return err == nil && !b || strings.EqualFold(strings.TrimSpace(s), "no")
}
