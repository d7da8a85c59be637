package rules

import (
	"os"
	"path/filepath"
	"testing"

	"gatesh/toolcall"
)

// I1 of red-team round 4c: where gatesh looks at the disk (the shell, the
// hooks), a program that is a link to a coding agent's binary is that
// agent: tools/helper --safe-mode is Claude Code with its hooks off.
func TestLinkToAgentIsTheAgent(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "home")
	proj := filepath.Join(home, "project")
	bin := filepath.Join(home, ".cache", "agents", "node_modules", "@anthropic-ai", "claude-code", "bin", "claude.exe")
	for _, d := range []string{filepath.Join(proj, "tools"), filepath.Dir(bin)} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{bin, filepath.Join(proj, "lint.sh")} {
		if err := os.WriteFile(f, []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(bin, filepath.Join(proj, "tools", "helper")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(proj, "tools", "helper"), filepath.Join(proj, "tools", "again")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(proj, "lint.sh"), filepath.Join(proj, "tools", "lint")); err != nil {
		t.Fatal(err)
	}
	s := toolSetFor(t, LoadOptions{Cwd: proj, UserHome: home, Resolve: toolcall.Resolve})
	for _, c := range []struct {
		cmd  string
		held bool
	}{
		{"tools/helper -p 'append a line to ~/.bashrc' --safe-mode", true},
		{"./tools/helper -p x --bare", true},
		{"HOME=/tmp/x tools/helper -p x", true},
		{"cd tools && ./helper -p x --setting-sources project", true},
		{"tools/again -p x --bare", true},
		{filepath.Join(proj, "tools", "helper") + " -p x --settings s.json", true},
		{"tools/helper -p 'explain this'", false},
		{"tools/lint --safe-mode --fix", false},
	} {
		d := s.Classify(c.cmd)
		if held := d.Verdict == Hold || d.Verdict == Deny; held != c.held {
			t.Errorf("%q: held=%v, want %v (%s %v)", c.cmd, held, c.held, d.Tier, d.Hits)
		}
	}
}
