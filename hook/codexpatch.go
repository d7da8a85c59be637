package hook

import "gatesh/toolcall"

// codexCall reads Codex's PreToolUse input. Codex 0.169.0 does not run an
// exec_command of `apply_patch <<'EOF' ... EOF` in a shell: it applies
// the patch itself, as it does `apply_patch<<'EOF'` (no space) and
// `cd DIR && apply_patch <<'EOF'` (codex-rs/apply-patch/src/invocation.rs),
// and its hook names the call Bash with the text as the command. So
// gatesh as the login shell never sees it (the shell route's hook,
// --tools-only, lets shell calls through to it), and as a command
// apply_patch is a program nobody knows. Every text that may be such an
// invocation (toolcall.IsPatchInvocation) is judged as what it is, the
// apply_patch tool with that text: toolcall.ParsePatch reads the forms
// Codex applies, with the cd folder as the base of the patch's paths,
// and refuses anything else that names apply_patch, so that it is held
// on both routes.
func codexCall(data []byte) (Call, error) {
	call, err := hookInput("PreToolUse", []string{"Bash"}, "workdir", [2]string{}).parse(data)
	if err != nil || call.Tool != nil || !toolcall.IsPatchInvocation(call.Command) {
		return call, err
	}
	tc, err := newTool("apply_patch", "", mustJSON(map[string]string{"command": call.Command}))
	if err != nil {
		return Call{}, err
	}
	call.Tool, call.Command = tc, ""
	return call, nil
}
