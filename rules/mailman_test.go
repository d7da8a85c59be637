package rules_test

import "testing"

// Mailman 3's mailman: a message injected into a list, members added,
// synced or deleted, and an owner mailed at creation reach people; Python
// run inside Mailman may do anything it can. A list's address given to
// create, members or info is the list's name, not a recipient.
func TestMailmanListsAndMembers(t *testing.T) {
	checkHeld(t, []heldCase{
		{"mailman inject -f msg.txt reading-group.local.edu", true},
		{"mailman --run-as-root inject -f /tmp/m.txt reading-group@local.edu", true},
		{"mailman addmembers members.txt reading-group.local.edu", true},
		{"mailman syncmembers - reading-group.local.edu", true},
		{"mailman delmembers -a -l reading-group.local.edu", true},
		{"mailman withlist -r mod.func reading-group.local.edu", true},
		{"mailman shell -l reading-group.local.edu", true},
		{"mailman create -N reading-group@local.edu", true},
		{"mailman create -o boss@other.example reading-group@local.edu", true},
		{"mailman remove reading-group@local.edu", true},
		{"mailman notify", true},
		{"mailman --run-as-root create -d reading-group@local.edu 2>&1", false},
		{"mailman members reading-group@local.edu", false},
		{"mailman --run-as-root lists 2>&1", false},
		{"mailman info", false},
	})
}
