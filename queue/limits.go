package queue

import "gatesh/audit"

// Limits on what one request file keeps. They are the audit log's, so
// that a request and its log lines keep the same text.
const (
	// MaxCommand is the most a request spends on its command, counted as
	// the log counts it (audit.Cost): a longer command keeps its start,
	// its digest and its length, and can be rejected but not approved.
	// Nobody reads more than this to approve it.
	MaxCommand = audit.MaxCommand
	// MaxField bounds the session, agent, tier and decision reason.
	MaxField = audit.MaxField
	// MaxRules and MaxRuleField bound the rules a request lists.
	MaxRules     = audit.MaxRules
	MaxRuleField = audit.MaxRuleField
)

// cut shortens s to at most n bytes, not splitting a UTF-8 character.
func cut(s string, n int) string { return audit.Truncate(s, n) }
