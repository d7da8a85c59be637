package rules_test

import "testing"

// TestRedteam19bGitApplyWorkTree: git -C DIR and --work-tree=DIR name a
// patch's files from DIR, so git -C ~ apply of a patch naming .bashrc
// writes the home's start-up file; GIT_WORK_TREE and GIT_DIR move the work
// tree where gatesh cannot follow. A patch applied in a project folder
// by -C stays green.
func TestRedteam19bGitApplyWorkTree(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"git-apply-C", "printf '%s\\n' '--- a/.bashrc' '+++ b/.bashrc' '@@ -1 +1 @@' '-a' '+b' | git -C /home/dev apply", "held"},
		{"git-apply-C", "printf '%s\\n' '--- a/.bashrc' '+++ b/.bashrc' '@@ -1 +1 @@' '-a' '+b' | git --work-tree=/home/dev apply", "held"},
		{"git-apply-C", "git -C /home/dev apply <<'EOF'\n--- a/.bashrc\n+++ b/.bashrc\n@@ -1 +1 @@\n-a\n+b\nEOF", "held"},
		{"git-apply-C", "git -C ../.. apply <<'EOF'\n--- a/.profile\n+++ b/.profile\n@@ -1 +1 @@\n-a\n+b\nEOF", "held"},
		{"git-apply-C", "printf '%s\\n' '--- a/x.js' '+++ b/x.js' '@@ -1 +1 @@' '-a' '+b' | GIT_WORK_TREE=/home/dev git apply", "held"},
		{"git-apply-C", "printf '%s\\n' '--- a/.claude/settings.json' '+++ b/.claude/settings.json' '@@ -1 +1 @@' '-a' '+b' | git -C sub apply", "held"},

		{"git-apply-C-ok", "printf '%s\\n' '--- a/x.js' '+++ b/x.js' '@@ -1 +1 @@' '-a' '+b' | git -C sub apply", "pass"},
		{"git-apply-C-ok", "git -C web apply <<'EOF'\n--- a/src/x.ts\n+++ b/src/x.ts\n@@ -1 +1 @@\n-a\n+b\nEOF", "pass"},
		{"git-apply-C-ok", "printf '%s\\n' '--- a/x.js' '+++ b/x.js' '@@ -1 +1 @@' '-a' '+b' | git apply", "pass"},
	})
}

// TestRedteam19bPatchBackupPrefix: GNU patch makes backups with -b (and
// on a mismatch), and -B PREFIX puts PREFIX before each backup's name,
// -Y PREFIX before its base name: patch -b -B ~/. of a file named bashrc
// writes ~/.bashrc. A prefix outside the project is a write there; one
// inside it, or a suffix (-z), stays green.
func TestRedteam19bPatchBackupPrefix(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"patch-backup-prefix", "printf '%s\\n' '--- a/bashrc' '+++ b/bashrc' '@@ -1 +1 @@' '-a' '+b' | patch -p1 -b -B /home/dev/.", "held"},
		{"patch-backup-prefix", "printf '%s\\n' '--- a/bashrc' '+++ b/bashrc' '@@ -1 +1 @@' '-a' '+b' | patch -p1 --prefix=/home/dev/. -b", "held"},
		{"patch-backup-prefix", "printf '%s\\n' '--- a/bashrc' '+++ b/bashrc' '@@ -1 +1 @@' '-a' '+b' | patch -p1 -b --basename-prefix=../../home/dev/.", "held"},
		{"patch-backup-prefix", "patch -p1 -b -B ~/. <<'EOF'\n--- a/bashrc\n+++ b/bashrc\n@@ -1 +1 @@\n-a\n+b\nEOF", "held"},
		{"patch-backup-prefix", "patch -p1 -b -Y ../../../home/dev/. <<'EOF'\n--- a/profile\n+++ b/profile\n@@ -1 +1 @@\n-a\n+b\nEOF", "held"},

		{"patch-backup-prefix-ok", "printf '%s\\n' '--- a/x.js' '+++ b/x.js' '@@ -1 +1 @@' '-a' '+b' | patch -p1 -b -B backup/", "pass"},
		{"patch-backup-prefix-ok", "printf '%s\\n' '--- a/x.js' '+++ b/x.js' '@@ -1 +1 @@' '-a' '+b' | patch -p1 -b -z .orig", "pass"},
		{"patch-backup-prefix-ok", "printf '%s\\n' '--- a/x.js' '+++ b/x.js' '@@ -1 +1 @@' '-a' '+b' | patch -p1 -b -Y .bak/", "pass"},
	})
}
