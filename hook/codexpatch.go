package hook

import "strings"

// codexCall reads Codex's PreToolUse input. Codex 0.169.0 does not run an
// exec_command of `apply_patch <<'EOF' ... EOF` in a shell: it applies
// the patch itself, and its hook names the call Bash with the heredoc as
// the command. So gatesh as the login shell never sees it, and as a
// command apply_patch is a program nobody knows. Such a call is judged as
// what it is, the apply_patch tool with that patch; its text, heredoc and
// all, is what toolcall.ParsePatch reads, and anything after the heredoc
// makes the patch unreadable, so it is held. Other spellings (after
// cd DIR &&, inside bash -lc) stay commands, which the rules hold.
func codexCall(data []byte) (Call, error) {
	call, err := hookInput("PreToolUse", []string{"Bash"}, "workdir", [2]string{}).parse(data)
	if err != nil || call.Tool != nil || !isPatchHeredoc(call.Command) {
		return call, err
	}
	tc, err := newTool("apply_patch", "", mustJSON(map[string]string{"command": call.Command}))
	if err != nil {
		return Call{}, err
	}
	call.Tool, call.Command = tc, ""
	return call, nil
}

// isPatchHeredoc tells whether a command starts as Codex's apply_patch
// heredoc: the program apply_patch (or applypatch), then <<.
func isPatchHeredoc(command string) bool {
	first, _, _ := strings.Cut(strings.TrimLeft(command, " \t\r\n"), "\n")
	f := strings.Fields(first)
	return len(f) >= 2 && (f[0] == "apply_patch" || f[0] == "applypatch") && strings.HasPrefix(f[1], "<<")
}
