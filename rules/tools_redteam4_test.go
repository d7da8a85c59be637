package rules

import "testing"

// G8 of the fourth red-team round, by the file tools and apply_patch:
// an agent's settings under another case of their name are its settings
// on a file system that ignores case.
func TestToolPathsIgnoreCase(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"Write", `{"file_path":".Claude/settings.json","content":"{}"}`, Red, "gate-agent-project-settings"},
		{"Edit", `{"file_path":".MCP.json","old_string":"a","new_string":"b"}`, Red, "gate-agent-project-settings"},
		{"apply_patch", `{"command":"*** Begin Patch\n*** Add File: .Claude/settings.json\n+{}\n*** End Patch"}`, Red, "gate-agent-project-settings"},
		{"write_file", `{"file_path":"/home/u/project/.GEMINI/settings.json","content":"{}"}`, Red, ""},
		{"Write", `{"file_path":"src/Main.java","content":"class Main {}"}`, Green, ""},
	})
}
