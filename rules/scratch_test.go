package rules_test

import (
	"testing"

	"gatesh/rules"
)

// /tmp is scratch space: emptied at boot, a command's own. /var/tmp is
// not (R16 of the second red team round): it survives reboots and is
// shared between users and programs, and Landlock keeps it read-only, so
// what is deleted or written there is judged as anywhere outside the
// project. touch creates the files it names, or changes their times: a
// write, judged by where it lands. It empties nothing, so an empty file
// in the owner's own folders passes (the twelfth classifier round: real
// agents add .gitkeep files to the owner's other projects); in a dot
// folder of the home, outside the home, or with a chosen time it stays
// held.
func TestScratchAndWritesOutsideProject(t *testing.T) {
	checkHeld(t, []heldCase{
		{"rm -rf /var/tmp/data", true},
		{"rm /var/tmp/report.csv", true},
		{"rm -rf /var/tmp/*", true},
		{"rmdir /var/tmp/x", true},
		{"echo x > /var/tmp/x", true},
		{"cp a /var/tmp/x", true},
		{"dd if=a of=/var/tmp/x", true},
		{"sed -i s/a/b/ /var/tmp/x", true},
		{"tar xf a.tar -C /var/tmp/x", true},
		{"touch /var/tmp/x", true},
		{"touch ~/.x", true},
		{"touch /etc/cron.d/x", true},
		{"touch -t 202001010000 ../other/x", true},
		{"touch -d 2020-01-01 ~/.ssh/known_hosts", true},
		{"touch ~/x", false},
		{"touch ../other/x", false},
		// Scratch and the project's own files stay green.
		{"rm -rf /tmp/x", false},
		{"echo x > /tmp/x", false},
		{"touch /tmp/x", false},
		{"touch src/x.go", false},
		{"touch -r ~/ref x", false},
		{"ls /var/tmp", false},
	})
}

// heldCase is a command and whether the default rules hold it.
type heldCase struct {
	cmd  string
	held bool
}

// checkHeld classifies each case with the default rules.
func checkHeld(t *testing.T, cases []heldCase) {
	t.Helper()
	checkHeldBy(t, rules.Default(), cases)
}

// checkHeldBy classifies each case with set.
func checkHeldBy(t *testing.T, set *rules.Set, cases []heldCase) {
	t.Helper()
	for _, c := range cases {
		d := set.Classify(c.cmd)
		held := d.Verdict == rules.Hold || d.Verdict == rules.Deny
		if held != c.held {
			t.Errorf("%q: held=%v, want %v (%s %s)", c.cmd, held, c.held, d.Tier, formatHits(d.Hits))
		}
	}
}
