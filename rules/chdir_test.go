package rules_test

import (
	"testing"

	"gatesh/rules"
)

// env -C DIR runs its command in DIR as a cd into DIR would: what a cd
// into the gate's folder or a credentials folder meets, env -C meets
// too, whatever the command (a program by a relative path, a project
// script that writes relative paths). Moving into the project's own
// folders changes nothing.
func TestChdirOptionIsACd(t *testing.T) {
	gate := t.TempDir()
	set, err := rules.Load(rules.LoadOptions{Home: gate, UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		{"gate folder", `env -C ~/.gatesh ./bin/sync`, true},
		{"gate folder", `env --chdir=/home/dev/.gatesh node /home/dev/code/app/tools/x.js`, true},
		{"gate folder", `env -C ` + gate + ` python3 /home/dev/code/app/gen.py`, true},
		{"gate folder", `env -u PATH -C ~/.gatesh frobctl sync`, true},
		{"gate folder", `cd ~/.gatesh && ./bin/sync`, true},
		{"credentials", `env -C ~/.ssh ls`, true},
		{"project", `env -C sub npm test`, false},
		{"project", `env -C /home/dev/code/app/web make`, false},
		{"project", `env -C /tmp ls`, false},
		// The script's own folder does not move: the command after env
		// runs where the script was.
		{"script folder", `env -C /tmp true; cat README.md`, false},
	})
}
