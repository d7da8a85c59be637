package rules_test

import (
	"testing"

	"gatesh/rules"
)

// An agent works across the owner's checkouts: cd ../other && tool list.
// A program gatesh does not know, run there with a subcommand or an id,
// is handed no more of that folder than with no word at all, which
// passes; a word with a slash, a dot or a ~, or a cd to the home folder
// or into a dot-folder, is still a path outside the project.
func TestAfterCdBareWords(t *testing.T) {
	s, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/Users/ann", Cwd: "/Users/ann/src/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkHolds(t, s, []holdCase{
		{"cd /Users/ann/src/lib && frobtool list --status=open", false},
		{"cd ../lib && frobtool show lib-7tf", false},
		{"cd /Users/ann/src/lib && /Users/ann/src/app/bin/app-cli list --json 2>&1 | head -50", false},
		{"cd ../lib && frobtool", false},

		{"cd ../lib && frobtool report.docx", true},
		{"cd ../lib && frobtool ./data", true},
		{"cd ../lib && frobtool ../other/x", true},
		{"cd ../lib && frobtool ~/notes", true},
		{"cd ~ && frobtool Documents", true},
		{"cd /Users/ann && frobtool Documents", true},
		{"cd ~/.config && frobtool gh", true},
		{"cd /Users/ann/.ssh && frobtool authorized_keys", true},
		{"frobtool ../lib/list", true},
		{"cd /etc && frobtool shadow", true},
		{"cd ../lib && frobtool sync", true},
		{"cd ../lib && frobtool build release", true},
	})
}
