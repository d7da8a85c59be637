package hook

import (
	"encoding/json"
	"testing"
)

// Codex applies `apply_patch <<'EOF'` given to exec_command itself; its
// hook names the call Bash. gatesh judges it as the apply_patch tool.
func TestCodexPatchThroughShellIsTheTool(t *testing.T) {
	heredoc := "apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: /home/u/.bashrc\n@@\n+x\n*** End Patch\nEOF\n"
	for _, tc := range []struct {
		command string
		tool    bool
	}{
		{heredoc, true},
		{"  \n" + heredoc, true},
		{"applypatch <<EOF\n*** Begin Patch\n*** End Patch\nEOF", true},
		{"apply_patch <<-'PATCH'\n*** Begin Patch\n*** End Patch\nPATCH", true},
		// Whatever follows the heredoc makes the patch unreadable: held.
		{heredoc + "rm -rf ~\n", true},
		// Codex applies these itself too (G1, fourth red-team round).
		{"apply_patch<<EOF\n*** Begin Patch\n*** End Patch\nEOF", true},
		{"cd src && apply_patch <<'EOF'\n*** Begin Patch\n*** End Patch\nEOF", true},
		{"cd '/home/u' && applypatch <<'EOF'\n*** Begin Patch\n*** End Patch\nEOF", true},
		// What names apply_patch and may be an invocation is read as
		// one, for ParsePatch to refuse when it is not exactly one.
		{"echo apply_patch <<EOF\nx\nEOF", true},
		{"apply_patch fix.patch", true},
		{"cd src; apply_patch <<EOF\n*** Begin Patch\n*** End Patch\nEOF", true},
		// Other commands stay commands, for the rules to judge.
		{"grep -rn apply_patch .", false},
		{"cat <<EOF > notes.md\nx\nEOF", false},
		{"git status", false},
	} {
		cmd, _ := json.Marshal(tc.command)
		in := `{"session_id":"c","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":` + string(cmd) + `,"workdir":"sub"}}`
		rec := &recorder{}
		if st, _, stderr := run(t, "codex", in, rec.decide); st != 0 || len(rec.calls) != 1 {
			t.Fatalf("%q: status %d, stderr %q", tc.command, st, stderr)
		}
		c := rec.calls[0]
		if c.Cwd != "/repo/sub" {
			t.Errorf("%q: cwd %q, want the workdir", tc.command, c.Cwd)
		}
		if !tc.tool {
			if c.Tool != nil || c.Command != tc.command {
				t.Errorf("%q: want the shell command as it is, got tool %+v command %q", tc.command, c.Tool, c.Command)
			}
			continue
		}
		var input map[string]string
		if c.Tool != nil {
			json.Unmarshal(c.Tool.Input, &input)
		}
		if c.Tool == nil || c.Tool.Tool != "apply_patch" || len(input) != 1 || input["command"] != tc.command || c.Command != "" {
			t.Errorf("%q: want the apply_patch tool with the text as its command, got %+v command %q", tc.command, c.Tool, c.Command)
		}
	}
	// Claude Code and Gemini CLI run such a command in their shell, where
	// it is a command like any other.
	rec := &recorder{}
	cmd, _ := json.Marshal(heredoc)
	run(t, "claude", `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":`+string(cmd)+`}}`, rec.decide)
	if len(rec.calls) != 1 || rec.calls[0].Tool != nil {
		t.Errorf("claude: %+v", rec.calls)
	}
}
