package rules

import "testing"

// A draft asked to go out by other spellings than publish: true is sent:
// a string or number true, a time to send or publish at, a status,
// action or mode that publishes or sends, an option nested in another.
// A draft kept stays green.
func TestRedteam19DraftSent(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__gmail__draft_email", `{"to":"a@b.example","subject":"x","send":"true"}`, Red, "tool-outward"},
		{"mcp__gmail__draft_email", `{"to":"a@b.example","subject":"x","send_at":"2026-12-08T09:00:00Z"}`, Red, "tool-outward"},
		{"mcp__gmail__draft_email", `{"to":"a@b.example","scheduled_send_time":"2026-12-08T09:00:00Z"}`, Red, "tool-outward"},
		{"mcp__wordpress__draft_post", `{"title":"x","status":"publish"}`, Red, "tool-outward"},
		{"mcp__wordpress__draft_post", `{"title":"x","status":"future","date":"2026-12-09T09:00:00"}`, Red, "tool-outward"},
		{"mcp__x__draft_tweet", `{"text":"hi","action":"send"}`, Red, "tool-outward"},
		{"mcp__x__draft_tweet", `{"text":"hi","schedule":"2026-12-08T09:00:00Z"}`, Red, "tool-outward"},
		{"mcp__x__draft_tweet", `{"text":"hi","publish_at":"2026-12-08T09:00:00Z"}`, Red, "tool-outward"},
		{"mcp__mail__draft_email", `{"to":"a@b.example","options":{"send":true}}`, Red, "tool-outward"},
		{"mcp__mail__draft_email", `{"to":"a@b.example","sendNow":1}`, Red, "tool-outward"},
		{"mcp__mail__draft_email", `{"to":"a@b.example","deliver":true}`, Red, "tool-outward"},
		{"mcp__mail__draft_email", `{"to":"a@b.example","send_immediately":true}`, Red, "tool-outward"},
		{"mcp__mail__draft_email", `{"to":"a@b.example","mode":"send"}`, Red, "tool-outward"},
		// Drafts kept.
		{"mcp__mail__draft_email", `{"to":"a@b.example","body":"x"}`, Green, "tool-draft"},
		{"mcp__mail__draft_email", `{"to":"a@b.example","send":false,"status":"draft"}`, Green, "tool-draft"},
		{"mcp__mail__draft_email", `{"to":"a@b.example","send":"no","schedule":""}`, Green, "tool-draft"},
		{"mcp__blog__draft_post", `{"title":"x","post_id":12}`, Green, "tool-draft"},
	})
}

// JMAP method calls that send, share or destroy under other spellings
// than EmailSubmission/set create and /set destroy: a result reference
// (#destroy with the ids a query found), a calendar invitation sent, an
// auto-reply switched on, a mailbox shared, a mail filter script
// activated. A list of standard reads (who a mailbox is shared with among
// them) reads, and a draft kept stays as it was.
func TestRedteam19JMAP(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__fastmail__execute", `{"methodCalls":[["Email/query",{"limit":50},"q0"],["Email/set",{"#destroy":{"resultOf":"q0","name":"Email/query","path":"/list"}},"d0"]]}`, Red, "tool-jmap-destroy"},
		{"mcp__fastmail__execute", `{"methodCalls":[["EmailSubmission/set",{"#create":{"resultOf":"c0","name":"Email/set","path":"/list"}},"s0"]]}`, Red, "tool-jmap-send"},
		{"mcp__fastmail__execute", `{"methodCalls":[["VacationResponse/set",{"update":{"singleton":{"isEnabled":true,"subject":"Away"}}},"v0"]]}`, Red, "tool-jmap-send"},
		{"mcp__fastmail__execute", `{"methodCalls":[["CalendarEvent/set",{"create":{"e1":{"title":"Sync","participants":{"p":{"email":"client@example.org"}}}},"sendSchedulingMessages":true},"c0"]]}`, Red, "tool-jmap-send"},
		{"mcp__fastmail__execute", `{"methodCalls":[["Mailbox/set",{"update":{"P1":{"shareWith":{"outsider@example.org":{"mayRead":true}}}}},"s0"]]}`, Red, "tool-jmap-access"},
		{"mcp__fastmail__execute", `{"methodCalls":[["Mailbox/set",{"update":{"P1":{"shareWith/outsider@example.org":{"mayRead":true}}}},"s0"]]}`, Red, "tool-jmap-access"},
		{"mcp__fastmail__execute", `{"methodCalls":[["SieveScript/set",{"create":{"s1":{"name":"fwd","blobId":"B1"}},"onSuccessActivateScript":"#s1"},"s0"]]}`, Red, "tool-jmap-access"},
		// Stay as they were.
		{"mcp__fastmail__execute", `{"methodCalls":[["VacationResponse/set",{"update":{"singleton":{"isEnabled":false}}},"v0"]]}`, Yellow, ""},
		{"mcp__fastmail__execute", `{"methodCalls":[["CalendarEvent/set",{"create":{"e1":{"title":"Focus time"}}},"c0"]]}`, Yellow, ""},
		{"mcp__fastmail__execute", `{"methodCalls":[["Mailbox/get",{"properties":["name","shareWith"]},"g0"]]}`, Green, ""},
	})
}
