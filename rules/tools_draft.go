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
		sends := slices.ContainsFunc(words, draftSendWord)
		switch {
		case sends && !slices.ContainsFunc(words, func(w string) bool { return !draftSendWord(w) && !draftSendModifier(w) }) && draftTrue(v):
			return true
		case (sends || slices.Contains(words, "schedule") || slices.Contains(words, "scheduled")) &&
			slices.ContainsFunc(words, draftTimeWord) && !isEmptyValue(v):
			return true
		case len(words) == 1 && (words[0] == "schedule" || words[0] == "scheduled") && !isEmptyValue(v) && !draftFalse(v):
			return true
		case slices.ContainsFunc(words, draftStateKey):
			if s, ok := v.(string); ok && draftSendState(strings.ToLower(strings.TrimSpace(s))) {
				return true
			}
		}
	}
	return false
}

// The key words below are switches, not package-level maps, so that
// loading the rules allocates nothing for them.

// draftSendWord reports whether a word of a key names sending a draft out.
func draftSendWord(w string) bool {
	switch w {
	case "send", "publish", "post", "submit", "share", "deliver", "dispatch":
		return true
	}
	return false
}

// draftSendModifier reports whether a word may stand beside a send word
// (send_now, auto_send, send_immediately, save_and_send).
func draftSendModifier(w string) bool {
	switch w {
	case "now", "immediately", "instantly", "directly", "auto", "automatically", "and", "also", "then", "after", "save", "create", "draft", "on":
		return true
	}
	return false
}

// draftTimeWord reports whether a word makes a key a time to send at
// (send_at, publish_time).
func draftTimeWord(w string) bool {
	switch w {
	case "at", "time", "date", "datetime", "when", "on":
		return true
	}
	return false
}

// draftStateKey reports whether a word names a key that holds what is
// done with the draft.
func draftStateKey(w string) bool {
	switch w {
	case "status", "state", "action", "mode", "operation", "intent":
		return true
	}
	return false
}

// draftSendState reports whether a state's value sends or publishes the
// draft.
func draftSendState(w string) bool {
	switch w {
	case "publish", "published", "future", "scheduled", "schedule", "send", "sent", "post", "posted", "live", "submit", "submitted", "deliver", "share", "send_now", "publish_now":
		return true
	}
	return false
}

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
