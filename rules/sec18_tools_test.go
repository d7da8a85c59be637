package rules

import "testing"

// TestDebuggerEvaluateBuiltinsReach: a debugger's evaluate reads its
// expression as python -c does, so exec, eval and import_module reached
// through the builtins module or getattr are held as the plain calls
// are; other builtins reached that way stay green.
func TestDebuggerEvaluateBuiltinsReach(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__dap__evaluate", `{"expression":"__builtins__.exec(payload)"}`, Red, "code-indirect"},
		{"mcp__dap__evaluate", `{"expression":"getattr(__builtins__, 'eval')(payload)"}`, Red, "code-indirect"},
		{"mcp__dap__evaluate", `{"expression":"vars(builtins)['exec'](payload)"}`, Red, "code-indirect"},
		{"mcp__dap__evaluate", `{"expression":"json.__builtins__['exec'](payload)"}`, Red, "code-indirect"},
		{"mcp__dap__evaluate", `{"expression":"getattr(importlib, 'import_module')(name)"}`, Red, "code-indirect"},
		{"mcp__dap__evaluate", `{"expression":"__builtins__.__import__('os').system('rm -rf /home/u/src')"}`, Red, ""},
		{"mcp__dap__evaluate", `{"expression":"__builtins__.len(items)"}`, Green, ""},
		{"mcp__dap__evaluate", `{"expression":"getattr(builtins, 'print')(user)"}`, Green, ""},
	})
}
