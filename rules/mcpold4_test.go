package rules

import "testing"

// TestMCPRoomNameTopic: a chat room's name and topic are shown to every
// member (Matrix's m.room.name and m.room.topic): set-room-name and
// set-room-topic are held as a channel's topic is. A room alone (a
// home's, a meeting room's) is not named by them, and reading a room
// stays green.
func TestMCPRoomNameTopic(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__matrix__set-room-topic", `{"roomId":"!ops:matrix.example.org","topic":"Freeze until Jan 5"}`, Red, "tool-forge-write"},
		{"mcp__matrix__set-room-name", `{"roomId":"!ops:matrix.example.org","roomName":"ops (archived)"}`, Red, "tool-forge-write"},
		{"mcp__chat__update_room_topic", `{"room":"general","topic":"x"}`, Red, "tool-forge-write"},

		{"mcp__matrix__get-room-messages", `{"roomId":"!ops:matrix.example.org"}`, Green, "tool-read"},
		{"mcp__hue__update_room", `{"room":"Kitchen","name":"Kitchen"}`, Yellow, ""},
	})
}

// TestMCPBulkBeforeVerb: a bulk or mass change named before its verb
// (bulk_categorize_transactions) changes many records at once
// (tool-mass-change). Categorising one transaction moves no money: it is
// not tool-money. Records made in bulk and bulk searches stay as they
// were.
func TestMCPBulkBeforeVerb(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__monarch__bulk_categorize_transactions", `{"transaction_ids":["1","2"],"category_id":"3","mark_reviewed":true}`, Red, "tool-mass-change"},
		{"mcp__crm__mass_assign_leads", `{"ids":[1,2],"owner":"dana"}`, Red, "tool-mass-change"},
		{"mcp__readwise__bulk_save_documents", `{"items":[{"url":"https://go.dev/blog/range-functions"}]}`, Yellow, ""},
		{"mcp__books__bulk_recategorize_expenses", `{"ids":[1,2],"category":"travel"}`, Red, "tool-mass-change"},

		{"mcp__monarch__categorize_transaction", `{"transaction_id":"1","category_id":"2"}`, Yellow, ""},
		{"mcp__names__bulk_search", `{"domains":["a"]}`, Green, "tool-read"},
	})
}

// TestMCPAppDataClear: Android's pm clear, sent to a device's shell by an
// MCP tool, deletes an app's data for good; listing packages reads.
func TestMCPAppDataClear(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__android__execute_adb_shell_command", `{"command":"pm clear com.example.chat"}`, Red, "android-app-data-clear"},
		{"mcp__android__execute_adb_shell_command", `{"command":"pm list packages"}`, Green, ""},
	})
}
