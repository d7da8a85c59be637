package shim

import (
	"os/exec"
	"testing"
)

// apt-get given its configuration on the command line: a hook there runs
// a command before the update. Each spelling is held and the victim,
// outside the project, keeps its content. The sources are emptied and
// the lists kept in the project, so that an update that did run would
// fetch nothing and change nothing of the machine's.
func TestAptConfigHooksOnTheShellRoute(t *testing.T) {
	if _, err := exec.LookPath("apt-get"); err != nil {
		t.Skip("no apt-get")
	}
	g := newGateshEnv(t)
	project, victims := redteamProject(t, g)
	quiet := ` -o Dir::Etc::sourcelist=/dev/null -o Dir::Etc::sourceparts=/nonexistent -o Dir::State::Lists=lists -o Debug::NoLocking=1`
	heldVictimsKept(t, g, project, victims, []string{
		`apt-get -o APT::Update::Pre-Invoke::='rm VICTIM'` + quiet + ` update`,
		`apt-get` + quiet + ` -o 'APT::Update::Pre-Invoke::=rm VICTIM' update`,
		`apt-get --option=APT::Update::Pre-Invoke::='rm VICTIM'` + quiet + ` update`,
	})
}
