package slackapp

import (
	"fmt"

	"gatesh/audit"
	"gatesh/page"
)

// Limits of what a message shows of what an approval binds besides the
// command: past them, it cuts, and a request it cuts is not approved
// from it (unshown).
const (
	maxBound  = 20  // items the approval also binds
	maxItem   = 300 // characters of one of them
	maxFolder = 300 // characters of the folder
	maxName   = 100 // characters of a tool's or a server's name
)

// boundItems lists what a request's approval binds besides its text and
// folder, as the message lists it: its git hooks, when it binds anything
// of git's, then the rest (startup files, links, settings ...).
func boundItems(c page.Request) []string {
	var items []string
	if c.Git {
		for _, h := range c.Hooks {
			items = append(items, "git hook "+h)
		}
		if len(items) == 0 {
			items = []string{"no git hooks"}
		}
	}
	return append(items, c.Bound...)
}

// unshown says why a message cannot show a request whole, or "" when it
// shows all that an approval of it signs: the command, uncut and with
// nothing but opaque secrets blanked, the folder, the tool and its
// server, and every fact it binds. A click approves the request as its
// file holds it, so the part past a cut, or the text a redaction took
// for a secret (`echo Authorization: x; rm -rf ~` shows as `echo
// Authorization: [REDACTED]`), is what would run unread.
func unshown(c page.Request) string {
	shown, whole := audit.RedactOpaque(c.Command)
	switch {
	case c.HiddenSyntax || !whole:
		return "part of its command was hidden to keep a secret, and it may hide more than the secret"
	case len([]rune(shown)) > maxShown:
		return fmt.Sprintf("its command is %d characters long, and a message shows %d", len([]rune(shown)), maxShown)
	case !fits(c.Cwd, maxFolder):
		return "its folder is longer than a message shows, or holds what a message cannot show as it is"
	case !fits(c.Tool, maxName) || !fits(c.Server, maxName):
		return "its tool's or server's name is longer than a message shows, or holds what a message cannot show as it is"
	}
	items := boundItems(c)
	if len(items) > maxBound {
		return fmt.Sprintf("it binds %d facts, and a message lists %d", len(items), maxBound)
	}
	for _, it := range items {
		if !fits(it, maxItem) {
			return "a fact it binds is longer than a message shows, or holds what a message cannot show as it is"
		}
	}
	return ""
}

// fits reports whether a line of a message shows s as it is, with at
// most n characters: no spacing folded, no cut, and nothing redacted but
// opaque secrets.
func fits(s string, n int) bool {
	redacted, whole := audit.RedactOpaque(s)
	return whole && oneLine(redacted, n) == redacted
}
