package shim

import "testing"

func TestRequestKey(t *testing.T) {
	const wrapped = "source /root/.claude/shell-snapshots/snapshot-bash-1-x.sh 2>/dev/null || true && shopt -u extglob 2>/dev/null || true && eval 'rm -rf build' < /dev/null && pwd -P >| "
	const key = wrapped + "/tmp/claude-XXXX-cwd"
	for _, text := range []string{wrapped + "/tmp/claude-3f9a-cwd", wrapped + "/tmp/claude-0-cwd", wrapped + "/tmp/claude-deadbeef-cwd"} {
		if got := requestKey(text); got != key {
			t.Errorf("requestKey(%q) = %q", text, got)
		}
	}
	if got := requestKey(wrapped + "'/var/folders/zz/T/claude-12ab-cwd'"); got != wrapped+"'/var/folders/zz/T/claude-XXXX-cwd'" {
		t.Errorf("quoted: %q", got)
	}
	// Anything else is its own key.
	for _, text := range []string{
		"rm -rf build",
		wrapped + "/tmp/claude-3f9a-cwd; rm -rf /",
		wrapped + "/tmp/claude-3f9a-cwd\n",
		wrapped + "/tmp/claude-$(id)-cwd",
		"pwd -P >| /tmp/claude-3f9a-cwd",
		wrapped + "/tmp/claude-3F9A-cwd",
	} {
		if got := requestKey(text); got != text {
			t.Errorf("requestKey(%q) = %q, want it unchanged", text, got)
		}
	}
}
