package projectdir

import "testing"

func TestOf(t *testing.T) {
	const home, gate = "/home/u", "/home/u/.gatesh"
	for _, tc := range []struct {
		dir  string
		want Kind
	}{
		{"/home/u/app", Project},
		{"/home/u/app/.venv/bin", Project},
		{"/root/app", Project},
		{"/srv/site", Project},
		{"/usr/src/app", Project},
		{"/workspaces/repo", Project},
		{"relative", Project},
		{"/home/u", Home},
		{"/root", Home},
		{"/home/u/.local/bin", System},
		{"/home/u/.claude", System},
		{"/home/u/.gatesh/queue", System},
		{"/etc", System},
		{"/usr/local/bin", System},
		{"/srv", System},
		{"/workspace", System},
		{"/", System},
	} {
		if got := Of(tc.dir, home, gate); got != tc.want {
			t.Errorf("Of(%q) = %d, want %d", tc.dir, got, tc.want)
		}
	}
}

func TestRoot(t *testing.T) {
	const home, gate = "/home/u", "/home/u/.gatesh"
	gitAt := func(dir string) func(string) bool {
		return func(p string) bool { return p == dir+"/.git" }
	}
	for _, tc := range []struct {
		cwd    string
		exists func(string) bool
		want   string
	}{
		{"/home/u/app", nil, "/home/u/app"},
		{"/home/u/app/.worktrees/feat", nil, "/home/u/app"},
		{"/home/u/app/.worktrees/feat/web", nil, "/home/u/app"},
		{"/home/u/app/.claude/worktrees/owl", nil, "/home/u/app"},
		{"/home/u/app/.worktrees/feat", gitAt("/home/u/app"), "/home/u/app"},
		{"/home/u/app/.worktrees/a/.worktrees/b", nil, "/home/u/app"},
		// Not a repository's: a home, a folder of projects, the root.
		{"/home/u/.worktrees/feat", nil, "/home/u/.worktrees/feat"},
		{"/home/u/code/.worktrees/feat", gitAt("/home/u/app"), "/home/u/code/.worktrees/feat"},
		{"/srv/.worktrees/feat", nil, "/srv/.worktrees/feat"},
		{"/.worktrees/feat", nil, "/.worktrees/feat"},
		{"/home/u/app/worktrees/feat", nil, "/home/u/app/worktrees/feat"},
		{"/home/u/app/x.worktrees/feat", nil, "/home/u/app/x.worktrees/feat"},
	} {
		if got := Root(tc.cwd, home, gate, tc.exists); got != tc.want {
			t.Errorf("Root(%q) = %q, want %q", tc.cwd, got, tc.want)
		}
	}
}
