package slackapp

import (
	"fmt"
	"strings"
	"time"

	"github.com/slack-go/slack"

	"gatesh/audit"
)

// Block and action ids of the app's messages and of the reason form.
const (
	blockDecide   = "gatesh_decide"
	actionApprove = "gatesh_approve"
	actionReject  = "gatesh_reject"
	viewReject    = "gatesh_reject"
	blockReason   = "reason"
	actionReason  = "reason"
)

// Limits of what one message shows, under Block Kit's 3000 characters a
// text and 50 blocks.
const (
	maxShown   = 2800 // characters of a command or of what it would do
	maxRules   = 10
	maxVotes   = 20
	maxReason  = 500
	maxSummary = 150
)

// A message's text is the agent's, and a message leaves the machine:
// whatever the request carries is shown as rich text (which Slack draws
// literally: no mentions, links or formatting come from it) or plain
// text, cut to Block Kit's limits, with secrets redacted as the audit log
// and the notifications redact them.

func bold(s string) slack.RichTextSectionElement {
	return slack.NewRichTextSectionTextElement(s, &slack.RichTextSectionTextStyle{Bold: true})
}

func code(s string) slack.RichTextSectionElement {
	return slack.NewRichTextSectionTextElement(s, &slack.RichTextSectionTextStyle{Code: true})
}

func plain(s string) slack.RichTextSectionElement {
	return slack.NewRichTextSectionTextElement(s, nil)
}

func section(elems ...slack.RichTextSectionElement) *slack.RichTextSection {
	return slack.NewRichTextSection(elems...)
}

func preformatted(s string) *slack.RichTextPreformatted {
	return &slack.RichTextPreformatted{Type: slack.RTEPreformatted, Elements: []slack.RichTextSectionElement{plain(s)}}
}

func bullets(items []string) *slack.RichTextList {
	var elems []slack.RichTextElement
	for _, it := range items {
		elems = append(elems, section(plain(it)))
	}
	return slack.NewRichTextList(slack.RTEListBullet, 0, elems...)
}

func plainText(s string) *slack.TextBlockObject {
	return slack.NewTextBlockObject(slack.PlainTextType, cut(s, 2000), false, false)
}

// cut shortens s to n characters, saying how much was left out.
func cut(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + fmt.Sprintf("\n… %d more characters (gatesh show ID shows all)", len(r)-n)
}

// oneLine is s on one line, at most n characters.
func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		s = string(r[:n-1]) + "…"
	}
	return s
}

// what names the kind of request: a command, or a call of a tool.
func what(r Request) string {
	if r.Card.Tool != "" {
		return fmt.Sprintf("a %s call of %s", r.Card.Tier, oneLine(r.Card.Tool, 60))
	}
	return fmt.Sprintf("a %s command", r.Card.Tier)
}

// headline is the message's header: how the request stands.
func headline(r Request) string {
	w := what(r)
	switch r.Card.Status {
	case StatusPending:
		return "🔴 " + strings.ToUpper(w[:1]) + w[1:] + " waits for approval"
	case StatusApproved:
		return "✅ Approved once: " + w
	case StatusUsed:
		return "✅ Approved, and run once: " + w
	case StatusRejected:
		if r.Revoked {
			return "⛔ Approval revoked: " + w
		}
		return "⛔ Rejected: " + w
	case StatusExpired:
		return "⌛ Expired, so rejected: " + w
	}
	return w
}

// slackTime is a time every reader sees in their own zone, with fallback
// text in UTC.
func slackTime(t time.Time) string {
	return fmt.Sprintf("<!date^%d^{date_short_pretty} {time}|%s>", t.Unix(), t.UTC().Format("2006-01-02 15:04 UTC"))
}

// outcome is the line that replaces the buttons once a request is no
// longer pending.
func outcome(r Request, now time.Time) string {
	by := strings.Join(r.DecidedBy, ", ")
	reason := ""
	if r.Reason != "" {
		reason = ": " + oneLine(r.Reason, maxReason)
	}
	at := func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return " at " + t.UTC().Format("2006-01-02 15:04:05 UTC")
	}
	switch r.Card.Status {
	case StatusApproved:
		return fmt.Sprintf("Approved by %s%s%s. It runs once, when the agent runs it, until %s.", by, at(r.DecidedAt), reason, r.ExpiresAt.UTC().Format("2006-01-02 15:04 UTC"))
	case StatusUsed:
		return fmt.Sprintf("Approved by %s%s%s; it ran once%s.", by, at(r.DecidedAt), reason, at(r.UsedAt))
	case StatusRejected:
		if r.Revoked {
			return fmt.Sprintf("The approval was revoked by %s%s%s. It does not run.", by, at(r.DecidedAt), reason)
		}
		return fmt.Sprintf("Rejected by %s%s%s. The agent is told.", by, at(r.DecidedAt), reason)
	case StatusExpired:
		return fmt.Sprintf("Nobody decided it before %s: it expired, which counts as rejected.", r.ExpiresAt.UTC().Format("2006-01-02 15:04:05 UTC"))
	}
	return ""
}

// render draws a request's message: its blocks and its text (what a
// notification shows). effects is what it would do, as posted.
func render(r Request, effects []string, now time.Time) ([]slack.Block, string) {
	c := r.Card
	var blocks []slack.Block
	blocks = append(blocks, slack.NewHeaderBlock(plainText(oneLine(headline(r), 150))))

	var why []slack.RichTextElement
	why = append(why, section(bold("Why it is held")))
	var rules []slack.RichTextElement
	for i, x := range c.Rules {
		if i == maxRules {
			rules = append(rules, section(plain(fmt.Sprintf("and %d more", len(c.Rules)-maxRules))))
			break
		}
		rules = append(rules, section(code(oneLine(x.ID, 100)), plain(" "+oneLine(x.Reason, 300))))
	}
	if len(rules) > 0 {
		why = append(why, slack.NewRichTextList(slack.RTEListBullet, 0, rules...))
	}
	blocks = append(blocks, slack.NewRichTextBlock("why", why...))

	label := "Command"
	if c.Tool != "" {
		label = "Tool call: " + oneLine(c.Tool, maxName)
		if c.Server != "" {
			label += " of the MCP server " + oneLine(c.Server, maxName)
		}
	}
	cmd := []slack.RichTextElement{section(bold(label)), preformatted(cut(audit.Redact(c.Command), maxShown))}
	if c.Escaped {
		cmd = append(cmd, section(plain("(shown escaped: it holds control or invisible characters, or invalid UTF-8)")))
	}
	if c.Forged {
		cmd = append(cmd, section(bold("Its file claims a decision that no valid signature backs: it is ignored, and the request is pending. Something edited the queue; see gatesh show "+c.ID+".")))
	}
	blocks = append(blocks, slack.NewRichTextBlock("command", cmd...))

	if len(effects) > 0 {
		var lines []string
		for _, e := range effects {
			lines = append(lines, audit.Redact(e))
		}
		blocks = append(blocks, slack.NewRichTextBlock("effects", section(bold("What it would do")), preformatted(cut(strings.Join(lines, "\n\n"), maxShown))))
	}
	if items := boundItems(c); len(items) > 0 {
		if len(items) > maxBound {
			items = append(items[:maxBound], fmt.Sprintf("and %d more", len(items)-maxBound))
		}
		for i, it := range items {
			items[i] = oneLine(audit.Redact(it), maxItem)
		}
		blocks = append(blocks, slack.NewRichTextBlock("bound", section(bold("The approval also binds, as they were when it was held")), bullets(items)))
	}

	var facts []slack.MixedElement
	if c.MachineName != "" || c.Machine != "" {
		m := c.MachineName
		if m == "" {
			m = c.Machine
		}
		facts = append(facts, plainText("Machine: "+oneLine(m, 100)+" (group "+oneLine(c.Group, 60)+")"))
	}
	facts = append(facts, plainText("Agent: "+oneLine(c.Agent, 100)))
	facts = append(facts, plainText("Project: "+oneLine(audit.Redact(c.Cwd), maxFolder)))
	if c.User != "" && c.User != "—" {
		facts = append(facts, plainText("Requested by login: "+oneLine(c.User, 100)))
	}
	if c.Session != "" && c.Session != "—" {
		facts = append(facts, plainText("Session: "+oneLine(c.Session, 100)))
	}
	facts = append(facts, slack.NewTextBlockObject(slack.MarkdownType, "Expires "+slackTime(r.ExpiresAt), false, false))
	facts = append(facts, plainText("Request: "+c.ID))
	blocks = append(blocks, slack.NewContextBlock("facts", facts...))

	if c.Quorum > 1 || len(c.Votes) > 0 {
		votes := []slack.RichTextElement{section(bold("Approvals: "), plain(fmt.Sprintf("%d of the %d needed", c.Approvals, max(c.Quorum, 1))))}
		var items []string
		for i, v := range c.Votes {
			if i == maxVotes {
				items = append(items, fmt.Sprintf("and %d more", len(c.Votes)-maxVotes))
				break
			}
			s := oneLine(v.Member, 100) + " " + oneLine(v.Verdict, 20)
			if v.NotCounted != "" {
				s += " (not counted: " + oneLine(v.NotCounted, 200) + ")"
			}
			if v.Reason != "" {
				s += ": " + oneLine(v.Reason, 200)
			}
			items = append(items, s)
		}
		if len(items) > 0 {
			votes = append(votes, bullets(items))
		}
		blocks = append(blocks, slack.NewRichTextBlock("votes", votes...))
	}

	if c.Status == StatusPending {
		value := buttonValue(r.Key, r.Digest)
		reject := slack.NewButtonBlockElement(actionReject, value, plainText("Reject"))
		reject.Style = slack.StyleDanger
		if why := unshown(c); why != "" {
			// A click approves the whole request; nobody can approve
			// what the message could not show them.
			blocks = append(blocks, slack.NewRichTextBlock("hidden", section(plain(
				"This message does not show all that an approval signs: "+why+". It can only be approved on the machine itself, where all of it shows (gatesh show "+c.ID+", then gatesh approve "+c.ID+")."))))
			blocks = append(blocks, slack.NewActionBlock(blockDecide, reject))
		} else {
			approve := slack.NewButtonBlockElement(actionApprove, value, plainText("Approve once"))
			approve.Style = slack.StylePrimary
			blocks = append(blocks, slack.NewActionBlock(blockDecide, approve, reject))
		}
	} else {
		blocks = append(blocks, slack.NewRichTextBlock("outcome", section(bold(outcome(r, now)))))
	}
	// The text is what a notification shows, read as mrkdwn.
	text := Escape("gatesh: " + headline(r) + ": " + oneLine(audit.Redact(c.Command), maxSummary))
	return blocks, text
}

// shown is what a message shows of a request's state, to tell when it
// must be updated: not the times to expiry, which Slack draws itself.
func shown(r Request) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s|%t|%s|%s|%d/%d", r.Card.Status, r.Revoked, strings.Join(r.DecidedBy, ","), r.Reason, r.Card.Approvals, r.Card.Quorum)
	if !r.UsedAt.IsZero() {
		b.WriteString("|used")
	}
	for _, v := range r.Card.Votes {
		fmt.Fprintf(&b, "|%s:%s:%s", v.Member, v.Verdict, v.NotCounted)
	}
	return b.String()
}

// buttonValue is what a button carries: the request's key and the digest
// its approval binds, so that a click decides that request with that
// content or nothing.
func buttonValue(key, digest string) string { return key + " " + digest }

func parseValue(v string) (key, digest string, ok bool) {
	key, digest, ok = strings.Cut(v, " ")
	return key, digest, ok && key != "" && digest != "" && !strings.Contains(digest, " ")
}

// rejectView is the reason form a Reject click opens. Its private
// metadata names the request, the digest and the message, and is checked
// again on submission.
func rejectView(r Request, channel, ts string) slack.ModalViewRequest {
	input := slack.NewPlainTextInputBlockElement(plainText("It is too risky because…"), actionReason)
	input.Multiline = true
	input.MaxLength = maxReason
	reason := slack.NewInputBlock(blockReason, plainText("Reason (the agent reads it)"), nil, input)
	reason.Optional = true
	intro := slack.NewSectionBlock(plainText("Reject request "+r.Card.ID+"? The agent is told, with your reason:\n"+oneLine(audit.Redact(r.Card.Command), 300)), nil, nil)
	return slack.ModalViewRequest{
		Type:            slack.VTModal,
		CallbackID:      viewReject,
		Title:           plainText("Reject request"),
		Submit:          plainText("Reject"),
		Close:           plainText("Cancel"),
		PrivateMetadata: strings.Join([]string{r.Key, r.Digest, channel, ts}, " "),
		Blocks:          slack.Blocks{BlockSet: []slack.Block{intro, reason}},
	}
}
