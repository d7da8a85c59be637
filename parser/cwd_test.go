package parser

import (
	"strings"
	"testing"
)

// A cd by an absolute path to the folder the text runs in, or below it,
// stays in the project; anything else may leave it, and the commands after
// it are marked CwdUnknown.
func TestCdWithinCwd(t *testing.T) {
	for _, tc := range []struct {
		cwd, text string
		unknown   bool
	}{
		{"/home/u/repo", "cd /home/u/repo && rm -rf dist", false},
		{"/home/u/repo", "cd /home/u/repo/web && rm -rf dist", false},
		{"/home/u/repo/", "cd /home/u/repo//web/ && rm -rf dist", false},
		{"/home/u/repo", "cd sub && rm -rf dist", false},
		{"/home/u/repo", "cd /home/u/repox && rm -rf dist", true},     // a sibling that shares the prefix
		{"/home/u/repo", "cd /home/u/repo/../x && rm -rf dist", true}, // cleaned, it is outside
		{"/home/u/repo", "cd /home/u && rm -rf dist", true},
		{"/home/u/repo", "cd \"$D\" && rm -rf dist", true},
		{"/home/u/repo", "cd ~ && rm -rf dist", true},
		{"/", "cd /etc && rm -rf dist", true}, // the root folder is no project
		{"", "cd /home/u/repo && rm -rf dist", true},
		{"repo", "cd repo/x && rm -rf dist", false}, // relative cd, as before
		{"repo", "cd /repo && rm -rf dist", true},   // a relative Cwd is ignored
	} {
		sc := Parse(tc.text, Options{Cwd: tc.cwd})
		var rm *Command
		for _, c := range sc.Commands {
			if c.Name == "rm" {
				rm = c
			}
		}
		if rm == nil || rm.CwdUnknown != tc.unknown {
			t.Errorf("cwd %q, %q: rm %v, want CwdUnknown=%v", tc.cwd, tc.text, rm, tc.unknown)
		}
	}
}

// TestDirFollowsCd checks the folder each command runs in after cds, so
// that a relative path can be read as the one it names there.
func TestDirFollowsCd(t *testing.T) {
	for _, tc := range []struct {
		cwd, text, dir string
	}{
		{"", "rm x", ""},
		{"", "cd /etc && rm x", "/etc"},
		{"", "cd /etc; cd ssh; rm x", "/etc/ssh"},
		{"", "cd /etc; cd ../var/./log; rm x", "/var/log"},
		{"", "cd; rm x", "~"},
		{"", "cd ~/.ssh && rm x", "~/.ssh"},
		{"", "cd $HOME/.aws && rm x", "$HOME/.aws"},
		{"", "cd ~/a; cd ../..; rm x", "$DIR"},
		{"", "cd .. && rm x", ".."},
		{"", "cd src && cd ../.. && rm x", ".."},
		{"", "cd src && cd .. && rm x", ""},
		{"", "cd - && rm x", "$OLDPWD"},
		{"", "pushd /srv >/dev/null; popd; rm x", "$DIRSTACK"},
		{"", `cd "$D"/x && rm x`, "$D/x"},
		{"", "env -C /opt rm x", "/opt"},
		{"", "cd /a; env -C b rm x", "/a/b"},
		{"", "cd -P /opt && rm x", "/opt"},
		{"/home/u/repo", "cd /home/u/repo/web && rm x", "web"},
		{"/home/u/repo", "cd /home/u/repo && rm x", ""},
		{"/home/u/repo", "cd /home/u && rm x", "/home/u"},
	} {
		s := Parse(tc.text, Options{Cwd: tc.cwd})
		rm := find(s, "rm x")
		if rm == nil || rm.Dir != tc.dir {
			t.Errorf("cwd %q, %q: want rm x in %q, got %+v", tc.cwd, tc.text, tc.dir, rm)
		}
	}
}

// TestDirDepthBounded checks that a chain of cds deeper than maxDirLen
// makes the folder not known, instead of a path that grows with the
// script (every later path is matched against it).
func TestDirDepthBounded(t *testing.T) {
	s := Parse(strings.Repeat("cd web\n", 200)+"ls", Options{})
	last := s.Commands[len(s.Commands)-1]
	if len(last.Dir) > maxDirLen || !strings.HasPrefix(last.Dir, "$") {
		t.Errorf("after 200 cds the folder is %d bytes (%.20q...), want one not known", len(last.Dir), last.Dir)
	}
	s = Parse(strings.Repeat("cd web\n", 20)+"ls", Options{})
	if last := s.Commands[len(s.Commands)-1]; last.Dir != strings.TrimSuffix(strings.Repeat("web/", 20), "/") {
		t.Errorf("after 20 cds the folder is %q, want web/web/...", last.Dir)
	}
}

// A wrapper that moves the folder runs the shell text it is given there:
// env -C DIR sh -c '... > rules.toml' writes DIR/rules.toml.
func TestEnvChdirNestedShell(t *testing.T) {
	s := Parse(`env -C ~/.gatesh sh -c 'echo x > rules.toml'`, Options{})
	var echo *Command
	for _, c := range s.Commands {
		if c.Name == "echo" {
			echo = c
		}
	}
	if echo == nil || echo.Dir != "~/.gatesh" {
		t.Fatalf("echo's folder: %+v", echo)
	}
	// The folder goes back after the nested text.
	s = Parse(`env -C /etc sh -c 'cat hosts'; cat hosts`, Options{})
	var dirs []string
	for _, c := range s.Commands {
		if c.Name == "cat" {
			dirs = append(dirs, c.Dir)
		}
	}
	if len(dirs) != 2 || dirs[0] != "/etc" || dirs[1] != "" {
		t.Errorf("cat's folders: %q", dirs)
	}
}
