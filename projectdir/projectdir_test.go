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
		// Agents' sandboxes mount the project at /workspace.
		{"/workspace", Project},
		{"/workspace/server", Project},
		{"relative", Project},
		{"/home/u", Home},
		{"/root", Home},
		{"/home/u/.local/bin", System},
		{"/home/u/.claude", System},
		// An agent's own folder of task checkouts (the Codex app's
		// ~/.codex/worktrees/<id>/<repo>): the checkout is the project,
		// the folders that hold it are not.
		{"/home/u/.codex/worktrees/2f1a/Harmony", Project},
		{"/home/u/.codex/worktrees/2f1a/Harmony/harmony-backend", Project},
		{"/home/u/.grok/worktrees/app/feat", Project},
		{"/home/u/.codex/worktrees/2f1a", System},
		{"/home/u/.codex/worktrees", System},
		{"/home/u/.codex/sessions/2026/12", System},
		{"/home/u/.git/worktrees/feat/logs", System},
		{"/home/u/.codex/worktrees/../auth/x", System},
		{"/home/u/.codex/worktrees/2f1a/..", System},
		{"/home/u/.gatesh/worktrees/a/b", System},
		// The gate's default folder, even when the gate is elsewhere,
		// and the folders of keys, credentials and settings never are.
		{"/home/u/.ssh/worktrees/a/b", System},
		{"/home/u/.gnupg/worktrees/a/b", System},
		{"/home/u/.aws/worktrees/a/b", System},
		{"/home/u/.config/worktrees/gh/b", System},
		{"/home/u/.local/worktrees/a/b", System},
		{"/root/.ssh/worktrees/a/b", System},
		{"/root/.gatesh/worktrees/a/b", System},
		// A file system that ignores case makes .SSH the keys' folder.
		{"/home/u/.SSH/worktrees/a/b", System},
		{"/home/u/.Gatesh/worktrees/a/b", System},
		{"/home/u/.AWS/worktrees/a/b", System},
		// The agents' own settings stay outside the checkout.
		{"/home/u/.codex", System},
		{"/home/u/.claude/worktrees", System},
		{"/home/u/.codex/memories", System},
		{"/home/u/.codex/worktrees/2f1a/", System},
		{"/home/u/.codex/worktrees//x", System},
		{"/home/u/.gatesh/queue", System},
		{"/etc", System},
		{"/usr/local/bin", System},
		{"/srv", System},
		{"/workspaces", System},
		{"/", System},
	} {
		if got := Of(tc.dir, home, gate); got != tc.want {
			t.Errorf("Of(%q) = %d, want %d", tc.dir, got, tc.want)
		}
	}
	// The gate's folder elsewhere: a worktrees folder in it is the gate's,
	// and the default ~/.gatesh is still no project.
	for _, dir := range []string{"/home/u/.gate/worktrees/a/b", "/home/u/.gatesh/worktrees/a/b"} {
		if got := Of(dir, home, "/home/u/.gate"); got != System {
			t.Errorf("Of(%q) with the gate at ~/.gate = %d, want System", dir, got)
		}
	}
}

func TestInAgentWorktree(t *testing.T) {
	for dir, want := range map[string]bool{
		"/home/u/.codex/worktrees/2f1a/Harmony":     true,
		"/home/u/.codex/worktrees/2f1a/Harmony/web": true,
		"/root/.grok/worktrees/app/feat":            true,
		"/home/u/.codex/worktrees/2f1a":             false,
		"/home/u/.ssh/worktrees/a/b":                false,
		"/home/u/.gatesh/worktrees/a/b":             false,
		"/home/u/.Ssh/worktrees/a/b":                false,
		"/home/u/app/.codex/worktrees/a/b":          false,
		"/home/u/app":                               false,
		"/srv/.codex/worktrees/a/b":                 false,
	} {
		if got := InAgentWorktree(dir, "/home/u"); got != want {
			t.Errorf("InAgentWorktree(%q) = %v, want %v", dir, got, want)
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
		// A workspace member is its repository's.
		{"/home/u/app/apps/web", nil, "/home/u/app"},
		{"/home/u/app/apps/desktop/src-tauri", gitAt("/home/u/app"), "/home/u/app"},
		{"/home/u/app/packages/worker", gitAt("/home/u/app"), "/home/u/app"},
		{"/home/u/app/.worktrees/feat/packages/worker", nil, "/home/u/app"},
		// Not when the folder that holds it is no repository: a home, a
		// folder of projects, a system folder.
		{"/home/u/code/apps/web", gitAt("/home/u/app"), "/home/u/code/apps/web"},
		{"/home/u/apps/web", nil, "/home/u/apps/web"},
		{"/srv/apps/web", nil, "/srv/apps/web"},
		{"/home/u/app/myapps/web", nil, "/home/u/app/myapps/web"},
	} {
		if got := Root(tc.cwd, home, gate, tc.exists); got != tc.want {
			t.Errorf("Root(%q) = %q, want %q", tc.cwd, got, tc.want)
		}
	}
}
