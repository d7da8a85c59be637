package agentsetup

import (
	"regexp"
	"testing"
)

func TestAllBut(t *testing.T) {
	for _, tc := range []struct {
		name  string
		match []string
		not   []string
	}{
		{"Bash",
			[]string{"Write", "Edit", "Read", "mcp__comments__post_comment", "bash", "BASH", "Bas", "B", "Bash2", "Bashx", "XBash", " Bash", "Bash ", "Ba.h", "Bas\n"},
			[]string{"Bash"}},
		{"run_shell_command",
			[]string{"write_file", "replace", "mcp_comments_post_comment", "run_shell", "run_shell_commands", "Run_shell_command", "run-shell-command"},
			[]string{"run_shell_command"}},
		// Characters that mean something in a regex or a class.
		{"a.b-c]^d",
			[]string{"axb-c]^d", "a.b-c]^", "a.b-c]^dd", "a.b-c]xd"},
			[]string{"a.b-c]^d"}},
	} {
		re := regexp.MustCompile(allBut(tc.name))
		for _, s := range tc.match {
			if !re.MatchString(s) {
				t.Errorf("allBut(%q) = %s does not match %q", tc.name, re, s)
			}
		}
		for _, s := range tc.not {
			if re.MatchString(s) {
				t.Errorf("allBut(%q) = %s matches %q", tc.name, re, s)
			}
		}
	}
	// No look-around: Codex reads matchers with Rust's regex, which has none.
	if m := allBut("Bash"); regexp.MustCompile(`\(\?[=!<]`).MatchString(m) {
		t.Errorf("allBut uses look-around: %s", m)
	}
}

func TestMatcherMatches(t *testing.T) {
	for _, tc := range []struct {
		agent, matcher, tool string
		match, known         bool
	}{
		{"claude", "*", "mcp__x__y", true, true},
		{"claude", "", "Write", true, true},
		{"claude", "Bash", "Bash", true, true},
		{"claude", "Bash", "Write", false, true},
		// Only name characters: exact names, not a regex.
		{"claude", "Edit|Write", "Write", true, true},
		{"claude", "Edit|Write", "NotebookEdit", false, true},
		{"claude", "mcp__comments", "mcp__comments__post_comment", false, true},
		// Anything else: an unanchored regex.
		{"claude", "mcp__comments__.*", "mcp__comments__post_comment", true, true},
		{"claude", "^Bash$", "Bash", true, true},
		{"claude", ".*", "AnyTool", true, true},
		{"claude", allBut("Bash"), "Bash", false, true},
		{"claude", allBut("Bash"), "Write", true, true},
		{"claude", "^(?!Bash$)", "Write", false, false}, // JavaScript only
		{"gemini", "", "read_file", true, true},
		{"gemini", "run_shell_command", "run_shell_command", true, true},
		{"gemini", "run_shell_command", "write_file", false, true},
		{"gemini", "*", "write_file", false, false},
		{"codex", "^Bash$", "apply_patch", false, true},
		{"codex", ".*", "mcp__comments__post_comment", true, true},
	} {
		m, known := matcherMatches(tc.agent, tc.matcher, tc.tool)
		if m != tc.match || known != tc.known {
			t.Errorf("matcherMatches(%s, %q, %q) = %v, %v; want %v, %v", tc.agent, tc.matcher, tc.tool, m, known, tc.match, tc.known)
		}
	}
}
