package agentwrap

import "testing"

// Command takes off exactly an agent CLI's wrapper, and nothing
// that could hide another command.
func TestCommand(t *testing.T) {
	const snap = `source /home/u/.claude/shell-snapshots/snapshot-bash-1796158155849-7ho5ow.sh 2>/dev/null || true && `
	const unalias = ` && { \builtin unalias -- 'which'; \builtin unset -f -- 'which'; } >/dev/null 2>&1 || true`
	claude := func(head, quoted, tail string) string {
		return head + `\builtin shopt -u extglob 2>/dev/null || true` + unalias + ` && eval ` + quoted + tail
	}
	const cwdFile = ` < /dev/null && pwd -P >| /tmp/claude-3f9a-cwd`
	gemini := func(file, cmd string) string {
		return GeminiHead + file + "\n(\n  trap 'jobs -p > \"$_bgpids_file\"' EXIT\n" + cmd + GeminiTail
	}
	for _, c := range []struct {
		text, cmd, agent string
	}{
		{claude(snap, `'git push --force origin main'`, cwdFile), "git push --force origin main", Claude},
		{claude("", `'npm test'`, ` && pwd -P >| '/var/folders/T/claude-3f9a-cwd'`), "npm test", Claude},
		{claude(snap, `'echo '\''hi'\'' && ls'`, cwdFile), "echo 'hi' && ls", Claude},
		{claude(snap, `'echo '"'"'hi'"'"''`, cwdFile), "echo 'hi'", Claude},
		{claude(snap, "'cat > a.py <<'\\''EOF'\\''\nprint(1)\nEOF'", ` && pwd -P >| /tmp/claude-XXXX-cwd`), "cat > a.py <<'EOF'\nprint(1)\nEOF", Claude},
		{gemini("/tmp/gemini-shell-Ab12Cd/bgpids.tmp", "go test ./..."), "go test ./...", Gemini},
		{gemini("'/tmp/my dir/gemini-shell-Ab12Cd/bgpids.tmp'", "ls"), "", ""},
		{gemini("/tmp/shell_pgrep_3f9c1a.tmp", "rm -rf build\nmake"), "rm -rf build\nmake", Gemini},
		// Not the wrapper: nothing is taken off.
		{"npm test", "", ""},
		{"rm -rf ~; " + claude(snap, `'ls'`, cwdFile), "", ""},
		{claude("source /tmp/evil.sh 2>/dev/null || true && ", `'ls'`, cwdFile), "", ""},
		{claude(snap, `'ls'; rm -rf ~ #'`, cwdFile), "", ""},
		{claude(snap, `'ls'$(rm -rf ~)`, cwdFile), "", ""},
		{claude(snap, `'ls'`, cwdFile+"; rm -rf ~"), "", ""},
		{claude(snap, `'ls'`, ` && pwd -P >| /tmp/other-cwd`), "", ""},
		{gemini("/tmp/x; rm -rf ~", "ls"), "", ""},
		{gemini("$(rm -rf ~)", "ls"), "", ""},
	} {
		cmd, agent, ok := Command(c.text)
		if ok != (c.agent != "") || cmd != c.cmd || agent != c.agent {
			t.Errorf("Command(%q) = %q, %q, %v; want %q, %q", c.text, cmd, agent, ok, c.cmd, c.agent)
		}
	}
}
