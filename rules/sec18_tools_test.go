package rules

import (
	"path/filepath"
	"testing"
)

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

// TestLinkedFolderReads: a read below a name of the project that is a
// link to a secret folder (keys to ~/.ssh, made earlier) reads there:
// judged as the secret path, however deep the link, a relative target
// read from its link's folder. Reads through links to project folders,
// and of the link's other files in the project, stay green.
func TestLinkedFolderReads(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "home")
	proj := filepath.Join(home, "proj")
	t.Setenv("HOME", home)
	t.Setenv("GATESH_HOME", filepath.Join(root, "gatesh"))
	s := linkedSet(t, home, proj, []string{proj, filepath.Join(home, ".ssh"), filepath.Join(home, ".aws"), filepath.Join(proj, "docs"), filepath.Join(proj, "a", "b")}, map[string]string{
		"keys":      filepath.Join(home, ".ssh"),
		"a/b/creds": "../../../.aws", // relative to a/b
		"manual":    "docs",
	})
	checkHeld(t, s, []heldCase{
		{"cat keys/id_rsa", true},
		{"head -n 5 keys/id_ed25519", true},
		{"cat keys/deploy_prod", true},
		{"cp keys/deploy_prod out.txt", true},
		{"base64 < keys/id_rsa", true},
		{"cat a/b/creds/credentials", true},
		{"cat keys/id_rsa.pub", false},
		{"cat manual/README.md", false},
		{"cat docs/README.md", false},
	})
}
