package rules_test

import "testing"

// G10 of the fourth red-team round: an agent CLI started with anything
// that changes its settings, hooks, shell, sandbox or servers is held,
// whichever option, override, subcommand or variable says it; only its
// options known to leave all that alone pass. The first cases are the
// round's (payloads 195 and 196).
func TestAgentStartedWithOtherSettings(t *testing.T) {
	const task = "'append a line to ~/.bashrc'"
	checkHeld(t, []heldCase{
		{"claude -p " + task + " --settings '{\"hooks\":{}}'", true},
		{"codex exec -c 'hooks={}' --full-auto " + task, true},
		{"claude -p " + task + " --settings '{\"disableAllHooks\": true, \"permissions\": {\"allow\": [\"Bash\", \"Write\"]}}'", true},
		{"claude -p " + task + " --settings tools/s.json --allowedTools Bash,Write", true},
		{"claude -p " + task + " --settings '{\"env\": {\"CLAUDE_CODE_SHELL\": \"/bin/bash\"}}' --allowedTools Bash", true},
		{"codex exec -c sandbox_mode=danger-full-access -c 'hooks.PreToolUse=[]' " + task, true},
		{"claude -p " + task + " --permission-mode acceptEdits --settings '{\"disableAllHooks\":true}'", true},
		{"/root/.cache/gatesh-agents/_anthropic-ai_claude-code_2.1.328/node_modules/.bin/claude -p 'tidy up' --output-format stream-json --verbose --settings '{\"disableAllHooks\": true}' > /tmp/inner.log 2>&1", true},
		// The class: other options, overrides, profiles, plugins,
		// extensions and servers, by any agent and any spelling.
		{"claude --settings=/tmp/s.json -p x", true},
		{"claude --setting-sources project -p x", true},
		{"claude -p x --mcp-config m.json", true},
		{"claude --plugin-dir ./p -p x", true},
		{"npx -y @anthropic-ai/claude-code -p x --settings s.json", true},
		{"codex --config hooks={} exec x", true},
		{"codex -p loose exec x", true},
		{"codex exec --enable x y", true},
		{"gemini -p x -e evil", true},
		{"qwen -p x --allowed-mcp-server-names evil", true},
		{"opencode run --agent x y", true},
		{"cursor-agent -p x --force", true},
		{"copilot -p x --allow-all-tools", true},
		{"copilot -p x --additional-mcp-config @m.json", true},
		{"claude plugin install x", true},
		{"gemini extensions install https://example.com/e", true},
		{"codex sandbox linux -- rm -rf ~/x", true},
		{"HOME=/tmp/h claude -p x", true},
		{"env HOME=/tmp/h claude -p x", true},
		{"SHELL=/bin/bash codex exec x", true},
		{"OPENCODE_CONFIG=/tmp/o.json opencode run x", true},
		{"export OPENCODE_CONFIG_CONTENT='{}'; opencode run x", true},
		{"CLAUDE_CONFIG_DIR=/tmp/empty claude -p x", true},
		// Run by a path whose name says nothing.
		{"~/.local/share/claude/versions/2.1.328 -p x --settings '{\"disableAllHooks\": true}'", true},
		{"/tmp/copy -p x --settings '{\"disableAllHooks\": true}'", true},
		{"./renamed exec -c 'hooks.PreToolUse=[]' x", true},
		// Started as they are configured, or asking what they are.
		{"claude -p 'explain this'", false},
		{"claude -p x --output-format stream-json --verbose --model opus", false},
		{"claude -c -p 'go on' --allowedTools Bash,Write", false},
		{"codex exec 'summarise the diff'", false},
		{"codex exec --json --full-auto -m gpt-5 x", false},
		{"codex exec -s workspace-write x", false},
		{"gemini -p review -m gemini-2.5-pro", false},
		{"opencode run 'explain this'", false},
		{"claude mcp list", false},
		{"claude --version", false},
		{"codex --help", false},
		{"CLAUDE_TOOL_INPUT='{}' ./hook.sh", false},
		{"grep -rn disableAllHooks docs", false},
	})
}

// G2 of the fourth red-team round: Codex's binary applies a patch in its
// hidden --codex-run-as-apply-patch mode and under the names apply_patch
// and applypatch, and runs a command under codex-linux-sandbox.
func TestCodexBinaryAsApplyPatch(t *testing.T) {
	checkHeld(t, []heldCase{
		{"PATH=/opt/codex/bin:$PATH codex --codex-run-as-apply-patch \"$(cat tools/p.patch)\"", true},
		{"codex --codex-run-as-apply-patch \"$(cat <<'EOF'\n*** Begin Patch\n*** Delete File: /srv/victim/keep.txt\n*** End Patch\nEOF\n)\"", true},
		{"node node_modules/@openai/codex/bin/codex.js --codex-run-as-apply-patch x", true},
		{"/tmp/renamed --codex-run-as-apply-patch x", true},
		{"exec -a apply_patch codex < p.patch", true},
		{"(exec -a applypatch /opt/codex/codex \"$p\")", true},
		{"bwrap --ro-bind / / --argv0 apply_patch codex x", true},
		{"env -a apply_patch codex < p.patch", true},
		{"env --argv0=applypatch /opt/codex/codex \"$p\"", true},
		{"env -a myname make test", false},
		{"codex-linux-sandbox --sandbox-policy-cwd . -- rm -rf ~/x", true},
		{"python3 -c 'import os; os.execv(\"/opt/codex/codex\", [\"apply_patch\", open(\"p\").read()])'", true},
		// Round 4b: a link or copy made under a name Codex acts by is that
		// name, not the binary it was made from.
		{"ln -sf /opt/n/node_modules/@openai/codex-linux-x64/vendor/x86_64-unknown-linux-musl/bin/codex tools/applypatch && tools/applypatch \"$(cat tools/p.patch)\"", true},
		{"cp /opt/n/node_modules/@openai/codex-linux-x64/vendor/x86_64-unknown-linux-musl/bin/codex tools/apply_patch && tools/apply_patch x", true},
		{"ln -s ../lint.sh tools/lint && tools/lint --fix", false},
		{"codex exec 'summarise the diff'", false},
		{"exec make test", false},
		{"grep -rn -e --codex-run-as-apply-patch src", false},
	})
}

// G8 of the fourth red-team round: on a file system that ignores case
// (macOS's default) .Claude/settings.json is Claude Code's settings and
// .MCP.json its servers. Every protected path matches whatever the case
// of its letters; exceptions do not widen.
func TestProtectedPathsIgnoreCase(t *testing.T) {
	checkHeld(t, []heldCase{
		{"cp tools/s.json .Claude/settings.json", true},
		{"cp tools/m.json .MCP.json", true},
		{"printf '{}' > .Mcp.json", true},
		{"mv x.json sub/.CLAUDE/settings.local.json", true},
		{"echo x > .GATESH/rules.toml", true},
		{"cp evil .Git/hooks/pre-commit", true},
		{"echo x >> ~/.BASHRC", true},
		{"cat ~/.SSH/id_ed25519", true},
		{"tee .CODEX/config.toml < c.toml", true},
		// Everyday names with capitals stay as they were.
		{"cp a src/Main.java", false},
		{"echo x > README.md", false},
		{"cp notes.md docs/Claude.md", false},
		{"cp a .claude-notes/Settings.md", false},
	})
}
