package rules_test

import "testing"

// A folder of credentials archived or copied whole through a glob the
// shell expands: the glob matches the folder, not a file a rule names,
// so it is matched the other way round, as a secret file's glob is.
func TestRedteam15FolderGlobs(t *testing.T) {
	checkScratch(t, false, []tierCase{
		{"folder-glob", `tar czf /tmp/k.tgz ~/.ss?`, "held"},
		{"folder-glob", `tar czf /tmp/k.tgz ~/.s*h`, "held"},
		{"folder-glob", `zip -r /tmp/a.zip ~/.aw[s]`, "held"},
		{"folder-glob", `cp -r ~/.gnup? /tmp/g`, "held"},
		// Twins that stay.
		{"folder-glob", `tar czf /tmp/s.tgz ~/code/ap?`, "pass"},
		{"folder-glob", `tar czf /tmp/s.tgz src/*`, "pass"},
		{"folder-glob", `zip -r /tmp/d.zip dist/*.js`, "pass"},
	})
}
