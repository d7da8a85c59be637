package slackapp

import "strings"

// slackEscaper applies Slack's message formatting rules: &, < and > are
// the three characters to escape, and the only entities Slack decodes.
var slackEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")

// Escape makes s literal in a message's text, which Slack reads as
// mrkdwn: no <!channel>, <@U…> or <URL|label> in it becomes a mention or
// a link. Every text gatesh sends to Slack outside plain_text and rich
// text elements goes through it.
func Escape(s string) string { return slackEscaper.Replace(s) }
