package describe

import (
	"strings"
	"testing"

	"gatesh/queue"
)

func TestSafeText(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		escaped  bool
	}{
		{"rm -rf build", "rm -rf build", false},
		{"cat <<EOF\nline\tx\nEOF", "cat <<EOF\nline\tx\nEOF", false},
		{"echo héllo", "echo héllo", false},
		{"echo \x1b[2J", `$'echo \x1b[2J'`, true},
		{"rm \xff\xfe", `$'rm \xff\xfe'`, true},
		{"echo \u202egnp.exe", `$'echo \u202egnp.exe'`, true},
		{"echo a\u200bb", `$'echo a\u200bb'`, true},
		{"it's\r\n", `$'it\'s\x0d\n'`, true},
		{"a\\b\x00", `$'a\\b\x00'`, true},
	} {
		got, escaped := SafeText(tc.in)
		if got != tc.want || escaped != tc.escaped {
			t.Errorf("SafeText(%q) = %q, %v; want %q, %v", tc.in, got, escaped, tc.want, tc.escaped)
		}
	}
}

func TestSummary(t *testing.T) {
	for _, tc := range []struct{ cmd, want string }{
		{"rm -rf build", "rm -rf build (r1, r2)"},
		{"git push https://bob:s3cretpassw0rd@github.com/o/r.git", "git push https://bob:[REDACTED]@github.com/o/r.git (r1, r2)"},
		{"cat <<EOF\nline\n\tEOF", "cat <<EOF line EOF (r1, r2)"},
		{"echo \x1b[2J\u202e\xff", "echo ?[2J?? (r1, r2)"},
		{strings.Repeat("x", 300), strings.Repeat("x", 159) + "… (r1, r2)"},
	} {
		req := queue.Request{Command: tc.cmd, Rules: []queue.Rule{{ID: "r1"}, {ID: "r2"}}}
		if got := Summary(req); got != tc.want {
			t.Errorf("Summary(%q) = %q, want %q", tc.cmd, got, tc.want)
		}
	}
}

// What an approval binds reads as hooks and facts; a repository that
// could not be read makes the hooks unknown, not none.
func TestBound(t *testing.T) {
	git, hooks, other := Bound([]queue.Fact{
		{Kind: "git-hook", Name: "/r/.git/hooks/pre-push", Value: "sha256 ab, 3 bytes, executable"},
		{Kind: "git-push", Name: "main -> main on origin", Value: "1111\nforged line"},
	})
	if !git || len(hooks) != 1 || hooks[0] != "/r/.git/hooks/pre-push (sha256 ab, 3 bytes, executable)" ||
		len(other) != 1 || strings.Contains(other[0], "\n") {
		t.Errorf("got %v %q %q", git, hooks, other)
	}
	_, hooks, _ = Bound([]queue.Fact{{Kind: "git", Name: "/r", Value: "not read: git failed"}})
	if len(hooks) != 1 || !strings.HasPrefix(hooks[0], "unknown: /r: not read") {
		t.Errorf("unread repository: hooks %q", hooks)
	}
	if git, _, _ := Bound(nil); git {
		t.Error("no facts, yet git")
	}
}
