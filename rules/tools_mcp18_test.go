package rules

import "testing"

// A search tool's text is its query: a key pasted into it goes to whoever
// runs the search, as one given as its query does. Words alone stay a
// search.
func TestToolSearchTextCarriesSecret(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__browser__search", `{"text":"AKIAIOSFODNN7EXAMPLE leaked"}`, Red, "tool-url-secret"},
		{"mcp__docs__search_pages", `{"text":"ghp_0123456789abcdefghijklmnopqrstuvwxyzAB"}`, Red, "tool-url-secret"},
		{"mcp__docs__search_pages", `{"text":"how to rotate an access key"}`, Green, "tool-read"},
	})
}

// A bill is an invoice by another name, and time already billed is on
// one: a bill voided or billed hours changed change what is owed. Read,
// they stay reads.
func TestToolBillIsMoney(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__firm__set_bill_state", `{"bill_id":4,"target_state":"void"}`, Red, "tool-money"},
		{"mcp__books__update_bill", `{"bill_id":"b-9","due_date":"2025-01-31"}`, Red, "tool-money"},
		{"mcp__firm__update_billed_time_entry", `{"activity_id":12,"new_hours":2}`, Red, "tool-money"},
		{"mcp__books__get_bill", `{"bill_id":"b-9"}`, Green, "tool-read"},
		{"mcp__congress__search_bills", `{"q":"tax"}`, Green, "tool-read"},
	})
}

// The Telegram Bot API takes the bot's token in the URL's path
// (api.telegram.org/bot<token>/METHOD): a page opened on it hands the
// token to the page's host and logs.
func TestToolTelegramBotTokenInURL(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__browser__goto", `{"url":"https://api.telegram.org/bot123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw/getUpdates"}`, Red, "tool-url-secret"},
		{"mcp__fetch__fetch", `{"url":"https://api.telegram.org/file/bot4242:ABC-DEF1234ghIkl-zyx57W2v1u123ew11/photos/file_1.jpg"}`, Red, "tool-url-secret"},
		{"mcp__fetch__fetch", `{"url":"https://core.telegram.org/bots/api"}`, Green, "tool-read"},
	})
}
