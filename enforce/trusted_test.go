package enforce

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The project a working folder gives is never a folder whose code or
// settings run outside the restriction, nor in one (the fourth red team's
// G3): the policy refuses it and grants nothing there, so that the shim
// holds the command. A trusted folder beneath the project stays
// read-only.
func TestPolicyRefusesTrustedWorkingFolders(t *testing.T) {
	base := t.TempDir()
	home := filepath.Join(base, "home")
	gate := filepath.Join(home, ".gatesh")
	install := filepath.Join(base, "opt", "gatesh", "bin")
	claudeDir := filepath.Join(base, "claude-config")
	zdot := filepath.Join(base, "zdot")
	other := filepath.Join(base, "other")
	bare := filepath.Join(base, "bare.git")
	project := filepath.Join(base, "app")
	for _, d := range []string{gate, install, claudeDir, zdot, filepath.Join(other, ".git", "hooks"),
		filepath.Join(bare, "objects"), filepath.Join(bare, "refs"), filepath.Join(bare, "hooks"),
		filepath.Join(project, ".git"), filepath.Join(project, ".venv", "bin"), filepath.Join(home, "bin"),
		filepath.Join(home, "src", "tool", "bin"), filepath.Join(base, "cmdpath")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(bare, "HEAD"), []byte("ref: refs/heads/main\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	env := map[string]string{
		"PATH":              strings.Join([]string{filepath.Join(home, ".local", "bin"), filepath.Join(home, "bin"), filepath.Join(project, ".venv", "bin"), filepath.Join(home, "src", "tool", "bin"), "/usr/bin", "bin"}, ":"),
		"CLAUDE_CONFIG_DIR": claudeDir,
		"ZDOTDIR":           zdot,
	}
	in := Inputs{Home: home, GateshHome: gate, Install: install, Getenv: func(k string) string { return env[k] },
		Path: []string{filepath.Join(base, "cmdpath")}}
	for _, tc := range []struct{ name, cwd, place string }{
		{"a dot-folder of the home folder", filepath.Join(home, ".local", "bin"), filepath.Join(home, ".local", "bin")},
		{"an agent's settings", filepath.Join(home, ".claude", "shell-snapshots"), filepath.Join(home, ".claude", "shell-snapshots")},
		{"a folder on PATH", filepath.Join(home, "bin"), filepath.Join(home, "bin")},
		{"a folder on the command's PATH", filepath.Join(base, "cmdpath"), filepath.Join(base, "cmdpath")},
		{"gatesh's install folder", install, install},
		{"gatesh's folder", gate, gate},
		{"an agent's settings elsewhere", claudeDir, claudeDir},
		{"the shell start files' folder", zdot, zdot},
		{"another repository's git folder", filepath.Join(other, ".git", "hooks"), filepath.Join(other, ".git")},
		{"a bare repository", filepath.Join(bare, "hooks"), bare},
		{"a system folder", "/etc", "/etc"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := in
			in.Cwd = tc.cwd
			p := NewPolicy(in)
			if p.Refused == nil {
				t.Fatalf("not refused: project %q, writes %v", p.Project, p.Write)
			}
			if p.Project != "" || slices.ContainsFunc(p.Write, func(r Root) bool { return r.Why == "project" || r.Why == "git" }) {
				t.Errorf("refused, but writes %v", p.Write)
			}
			if p.Refused.Place != tc.place {
				t.Errorf("place %q, want %q (%v)", p.Refused.Place, tc.place, p.Refused)
			}
		})
	}
	// An ordinary project is granted; the folder on PATH in it stays
	// read-only. The home folder stays too broad (nothing writable, not
	// refused), as before.
	in.Cwd = filepath.Join(project, "src")
	p := NewPolicy(in)
	if p.Refused != nil || p.Project != project {
		t.Fatalf("the project: %q, %v", p.Project, p.Refused)
	}
	if !slices.Contains(p.Protected, filepath.Join(project, ".venv", "bin")) {
		t.Errorf("the folder on PATH in the project is not protected: %v", p.Protected)
	}
	// Beneath a folder on PATH, a project cannot make what PATH finds.
	in.Cwd = filepath.Join(home, "bin", "sub")
	if err := os.MkdirAll(in.Cwd, 0o755); err != nil {
		t.Fatal(err)
	}
	if p := NewPolicy(in); p.Refused != nil || p.Project != in.Cwd {
		t.Errorf("beneath a folder on PATH: project %q, %v", p.Project, p.Refused)
	}
	in.Cwd = filepath.Join(home, "src", "tool")
	if p := NewPolicy(in); p.Project != in.Cwd || !slices.Contains(p.Protected, filepath.Join(in.Cwd, "bin")) {
		t.Errorf("a tool whose bin is on PATH: project %q, protected %v", p.Project, p.Protected)
	}
	in.Cwd = home
	if p := NewPolicy(in); p.Refused != nil || p.Project != "" {
		t.Errorf("the home folder: %q, %v", p.Project, p.Refused)
	}
	// HOME as a link: the working folder is a real path.
	link := filepath.Join(base, "home-link")
	if err := os.Symlink(home, link); err != nil {
		t.Fatal(err)
	}
	dot := filepath.Join(home, ".vim", "pack")
	if err := os.MkdirAll(dot, 0o755); err != nil {
		t.Fatal(err)
	}
	in.Home, in.Cwd = link, dot
	if p := NewPolicy(in); p.Refused == nil || p.Project != "" {
		t.Errorf("a dot-folder of a home given as a link: project %q, %v", p.Project, p.Refused)
	}
	in.Cwd = home
	if p := NewPolicy(in); p.Project != "" {
		t.Errorf("a home given as a link is a project: %q", p.Project)
	}
}
