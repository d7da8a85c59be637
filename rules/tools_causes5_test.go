package rules

import "testing"

// Causes of misses on the mcp3 set (issue 31, fifth round: seen after
// its blind measurement), each checked on names of servers made up here.

// A batch tool names each operation as the one key of an object in a
// list: a delete, a publish or a hook to an outside address is what the
// call does, and a list only reads.
func TestToolBatchOperationKeys(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__sitebuilder__pages_tool", `{"actions":[{"delete_page":{"page_id":"p1"}}]}`, Red, ""},
		{"mcp__sitebuilder__pages_tool", `{"actions":[{"publish_page":{"page_id":"p1"}}]}`, Red, ""},
		{"mcp__docsheet__batch_update", `{"doc_id":"d1","requests":[{"deleteTab":{"tabId":3}}]}`, Red, ""},
		{"mcp__sitebuilder__pages_tool", `{"actions":[{"list_pages":{}}]}`, Green, "tool-read"},
	})
}

// A flag changed only in named non-production environments changes
// nothing production users get; one naming production, a name that says
// neither, or no environment at all stays held.
func TestToolFlagChangeTestEnvironment(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__flagsvc__update_flag", `{"key":"new-nav","environmentKey":"staging","enabled":true}`, Yellow, ""},
		{"mcp__flagsvc__patch-flag", `{"key":"new-nav","patch":[{"op":"replace","path":"/environments/dev/on","value":true}]}`, Yellow, ""},
		{"mcp__flagsvc__toggle_flag", `{"key":"new-nav","environments":["test","qa"]}`, Yellow, ""},
		{"mcp__flagsvc__update_flag", `{"key":"new-nav","environmentKey":"production","enabled":true}`, Red, "tool-flag-change"},
		{"mcp__flagsvc__toggle_flag", `{"key":"new-nav","environments":["test","prod"]}`, Red, "tool-flag-change"},
		{"mcp__flagsvc__patch-flag", `{"key":"new-nav","patch":[{"op":"replace","path":"/environments/eu-main/on","value":true}]}`, Red, "tool-flag-change"},
		{"mcp__flagsvc__update_flag", `{"key":"new-nav","enabled":false}`, Red, "tool-flag-change"},
	})
}
