package parser

import "testing"

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
