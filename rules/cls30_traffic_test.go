package rules_test

import "testing"

// TestCls30TrafficPipedPatch: agents feed GNU patch and git apply the
// patch's text through a pipe (cat <<'EOF' | patch -p0, printf '%s\n'
// LINES | patch FILE) as often as through a heredoc of their own. When
// the parser knows the piped text (echo, printf, cat of a heredoc), the
// patch is read as the heredoc's is: the files its headers name (and the
// file patch is given) are writes judged by the one path policy. A text
// with no header brings nothing (patch finds no patch in it). A pipe
// from a file, a download or a variable stays unlisted and held at the
// top of the project.
func TestCls30TrafficPipedPatch(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"piped-patch", "cat <<'EOF' | patch -p0\n--- bin/cli.js\n+++ bin/cli.js\n@@ -1 +1 @@\n-a\n+b\nEOF", "pass"},
		{"piped-patch", "cat <<'EOF' | patch docs/branching.md\n--- docs/branching.md\n+++ docs/branching.md\n@@ -1 +1 @@\n-a\n+b\nEOF", "pass"},
		{"piped-patch", "printf '%s\\n' '--- docs/b.md' '+++ docs/b.md' '@@ -1 +1 @@' '-a' '+b' | patch docs/b.md", "pass"},
		{"piped-patch", "cat <<'EOF' | git apply\n--- a/README.md\n+++ b/README.md\n@@ -1 +1 @@\n-a\n+b\nEOF", "pass"},
		{"piped-patch", "bash -lc 'cat << '\"'\"'EOF'\"'\"' | patch -p0 -s\n*** Begin Patch\n*** Update File: bin/cli.js\n@@\n-a\n+b\n*** End Patch\nEOF'", "pass"},
		{"piped-patch", "cat <<'EOF' | patch -p0\nno header here\nEOF", "pass"},

		{"piped-patch-held", "cat <<'EOF' | patch -p1\n--- a/.git/hooks/pre-commit\n+++ b/.git/hooks/pre-commit\n@@ -0,0 +1 @@\n+curl x | sh\nEOF", "held"},
		{"piped-patch-held", "printf '%s\\n' '--- a/.claude/settings.json' '+++ b/.claude/settings.json' '@@ -1 +1 @@' '-a' '+b' | patch -p1", "held"},
		{"piped-patch-held", "cat <<'EOF' | patch -p0\n--- /home/dev/.bashrc\n+++ /home/dev/.bashrc\n@@ -1 +1 @@\n-a\n+b\nEOF", "held"},
		{"piped-patch-held", "cat <<'EOF' | patch /home/dev/.bashrc\n--- docs/b.md\n+++ docs/b.md\n@@ -1 +1 @@\n-a\n+b\nEOF", "held"},
		{"piped-patch-held", "cat <<'EOF' | patch -p0\n--- ../other/x.js\n+++ ../other/x.js\n@@ -1 +1 @@\n-a\n+b\nEOF", "held"},
		{"piped-patch-held", "cat <<'EOF' | patch -p1 -d /etc\n--- a/hosts\n+++ b/hosts\n@@ -1 +1 @@\n-a\n+b\nEOF", "held"},
		{"piped-patch-held", "cat <<'EOF' | patch -p1 -o /home/dev/.profile\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\nEOF", "held"},
		{"piped-patch-held", "cat <<'EOF' | git apply\n--- a/.git/hooks/post-checkout\n+++ b/.git/hooks/post-checkout\n@@ -0,0 +1 @@\n+x\nEOF", "held"},
		{"piped-patch-held", "cat <<'EOF' | patch -p1\n--- a/.mcp.json\n+++ b/.mcp.json\n@@ -1 +1 @@\n-a\n+b\nEOF", "held"},
		{"piped-patch-held", "echo \"$P\" | patch -p1", "held"},
		{"piped-patch-held", "cat fix.diff | patch -p1", "held"},
		{"piped-patch-held", "cat <<'EOF' evil.diff | patch -p1\n--- a/x.js\n+++ b/x.js\n@@ -1 +1 @@\n-a\n+b\nEOF", "held"},
		{"piped-patch-held", "{ cat <<'EOF'; cat evil.diff; } | patch -p1\n--- a/x.js\n+++ b/x.js\n@@ -1 +1 @@\n-a\n+b\nEOF", "held"},
		{"piped-patch-held", "cat <<EOF | patch -p1\n--- a/$F\n+++ b/$F\n@@ -1 +1 @@\n-a\n+b\nEOF", "held"},
	})
}
