package describe

import (
	"fmt"
	"strings"
	"unicode"

	"gatesh/audit"
	"gatesh/queue"
)

// Summary is the one-line text a notification carries: the redacted
// command on one line, cut to a length a phone shows, and the rules that
// held it.
func Summary(req queue.Request) string {
	cmd := strings.Join(strings.Fields(audit.Redact(req.Command)), " ")
	// What reads it may be a terminal: no control or invisible characters.
	cmd = strings.Map(func(c rune) rune {
		if unicode.IsControl(c) || unicode.Is(unicode.Cf, c) {
			return '?'
		}
		return c
	}, strings.ToValidUTF8(cmd, "?"))
	if r := []rune(cmd); len(r) > 160 {
		cmd = string(r[:159]) + "…"
	}
	ids := make([]string, len(req.Rules))
	for i, x := range req.Rules {
		ids[i] = x.ID
	}
	return fmt.Sprintf("%s (%s)", cmd, strings.Join(ids, ", "))
}
