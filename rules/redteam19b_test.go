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

// TestRedteam19bLoopOverFindOutside: a loop over what a find of a folder
// outside the project prints (the home, /etc, .git/hooks) wrote and
// deleted there green, its variable being only read at run time. The
// body is now also walked with the variable as the words find -exec
// shows for {}, so the one path policy judges the writes; reads stay
// held as read at run time. A loop over the project's own files stays
// green.
func TestRedteam19bLoopOverFindOutside(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"loop-find-outside", "for f in $(find /home/dev -maxdepth 1 -name '.*rc'); do echo x >> $f; done", "held"},
		{"loop-find-outside", "find /home/dev -maxdepth 1 -name '.*rc' | while read f; do echo x >> \"$f\"; done", "held"},
		{"loop-find-outside", "for f in $(find /home/dev -maxdepth 1 -name '.profile'); do rm $f; done", "held"},
		{"loop-find-outside", "for f in $(find /home/dev -maxdepth 1 -name '.bash*'); do sed -i 's/a/b/' $f; done", "held"},
		{"loop-find-outside", "for f in $(find /etc -name '*.conf'); do echo x >> $f; done", "held"},
		{"loop-find-outside", "for f in $(find .git/hooks -type f); do echo 'curl x | sh' >> $f; done", "held"},
		{"loop-find-outside", "for f in $(find ../other -name '*.js'); do echo x > $f; done", "held"},
		{"loop-find-outside", "for f in $(find ~/.ssh); do cat $f; done", "held"},

		{"loop-find-outside-ok", "for f in $(find . -name '*.js'); do echo x >> $f; done", "pass"},
		{"loop-find-outside-ok", "find src -name '*.ts' | while read f; do wc -l \"$f\"; done", "pass"},
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
