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
