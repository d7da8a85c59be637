package rules

import "testing"

// Green calls of MCP servers read from their catalogs (issue 31's green
// bounds), each with other spellings and beside its twins that stay held.

// A summary is computed from what is there and handed back; a Redis
// advisor's health lints, the slow log and a unit's journal are read
// from the service. A summary sent on, and the slow log reset, are not.
func TestToolSummaryAndServiceLogsRead(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__discord__intelligence_summarize_channel", `{"channel_id":"9123","limit":200,"style":"bullets"}`, Green, "tool-read"},
		{"summarize_text", `{"text":"long text"}`, Green, "tool-read"},
		{"mcp__wiki__summarise_article", `{"title":"Byzantine fault"}`, Green, "tool-read"},
		{"mcp__redis__redis_advisor", `{"sampleSize":500}`, Green, "tool-read"},
		{"mcp__redis__redis_slowlog", `{"limit":20}`, Green, "tool-read"},
		{"mcp__ssh__ssh_journalctl", `{"host":"web-01","unit":"nginx","since":"1 hour ago","lines":200}`, Green, "tool-read"},
		// Twins.
		{"mcp__slack__summarize_and_post", `{"channel":"general"}`, Red, "tool-outward"},
		{"mcp__mail__summarize_and_email", `{"to":"a@b.example"}`, Red, "tool-outward"},
		{"mcp__redis__slowlog_reset", `{}`, Red, "tool-destructive"},
		{"mcp__redis__redis_slowlog", `{"action":"reset"}`, Red, "tool-destructive"},
	})
}

// A draft is kept for review: a model's drafted reply or translation, a
// mail in the drafts folder. One asked to go out as well, sent, or an
// object another rule knows, is not.
func TestToolDraftKept(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__discord__intelligence_draft_response", `{"channel_id":"9123","message_id":"1316","tone":"friendly"}`, Green, "tool-draft"},
		{"mcp__appstore__metadata_ai__draft_translation", `{"app":"com.example.shop","from_locale":"en-US","to_locales":["de-DE"]}`, Green, "tool-draft"},
		{"mcp__outlook__draft-email", `{"to":"ap@contoso.example","subject":"Invoice","body":"Draft."}`, Green, "tool-draft"},
		{"mcp__mail__draftEmail", `{"to":"a@b.example"}`, Green, "tool-draft"},
		// Twins.
		{"mcp__x__draft_tweet", `{"text":"hi","publish":true}`, Red, "tool-outward"},
		{"mcp__mail__draft_email", `{"to":"a@b.example","send_now":true}`, Red, "tool-outward"},
		{"mcp__gmail__send_draft", `{"id":"d1"}`, Red, "tool-outward"},
		{"mcp__mail__draft_and_send", `{"to":"a@b.example"}`, Red, "tool-outward"},
		{"mcp__stripe__draft_invoice", `{"customer":"cus_1"}`, Red, "tool-money"},
	})
}
