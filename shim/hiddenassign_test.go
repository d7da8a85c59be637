package shim

import (
	"os"
	"path/filepath"
	"testing"
)

// A wrapper given no command starts a shell on the terminal the agent
// types into: held as a bare bash is, and what was typed does not run.
// Without the fix fakeroot was green and ran the typed command.
func TestWrapperShellReadsNoTypedCommand(t *testing.T) {
	g := newGateshEnv(t)
	g.withSystemPath()
	typed := "rm -rf " + filepath.Join(g.dir, "victim") + "\n\x04"
	typedDoesNotRun(t, g, []typedCase{
		{"fakeroot", typed},
	})
}

// A variable set or unset where the static view did not see it (a name
// with a subscript, x[0] being the scalar x's value; ${x:=rm} outside a
// command's words; NAME=value before a special builtin in a POSIX
// shell; a value whose case declare -l changes), then run as a command
// name: run through gatesh with
// no enforcement, as on the hook route, each is held and its victim,
// outside the project, survives. Without the fix each was read as ls,
// green, and bash ran rm on the victim.
func TestHiddenAssignmentsAreHeld(t *testing.T) {
	g := newGateshEnv(t)
	project, victims := redteamProject(t, g)
	heldVictimsKept(t, g, project, victims, []string{
		`x=ls; printf -v 'x[0]' rm; $x -f VICTIM`,
		`x=ls; read 'x[0]' <<< rm; $x -f VICTIM`,
		`x=ls; unset 'x[0]'; ${x:-rm} -f VICTIM`,
		`x=ls; unset "$(head -c1 <<< xy)"; ${x:-rm} -f VICTIM`,
		`x=ls; f() { printf -v x[0] rm; }; f; $x -f VICTIM`,
		// ${x:=rm} assigns x in [[ ]], a case pattern, an array's
		// elements and another expansion's default as well.
		`x=; [[ ${x:=rm} ]]; $x -f VICTIM`,
		`x=; case a in ${x:=rm}) ;; esac; $x -f VICTIM`,
		`x=; a=(${x:=rm}); $x -f VICTIM`,
		`x=; : ${y:-${x:=rm}}; $x -f VICTIM`,
		// NAME=value before a special builtin stays in a POSIX shell.
		`set -o posix; x=ls; x=rm :; $x -f VICTIM`,
		`sh -c 'x=ls; x=rm eval :; $x -f VICTIM'`,
	})
	// declare -l lowers the case of the values x is given: rm -r of a
	// folder of the project is held, and RM would have been unknown.
	for _, cmd := range []string{
		`declare -l x; x=RM; $x -r keep`,
		`f() { local -l x=RM; $x -r keep; }; f`,
	} {
		keep := filepath.Join(project, "keep")
		must(t, os.MkdirAll(keep, 0o755))
		must(t, os.WriteFile(filepath.Join(keep, "data"), []byte("data"), 0o600))
		if stderr, status := g.runIn(t, project, "-c", cmd); status != ExitHeld {
			t.Errorf("%s: status %d, want %d (held)\nstderr: %s", cmd, status, ExitHeld, stderr)
		}
		if _, err := os.Stat(filepath.Join(keep, "data")); err != nil {
			t.Errorf("%s: rm ran: %v", cmd, err)
		}
	}
	// The harmless twin runs: another variable's element.
	twin := filepath.Join(victims, "twin")
	must(t, os.WriteFile(twin, []byte("data"), 0o600))
	cmd := "x=ls; printf -v 'y[0]' rm; $x " + twin
	if stderr, status := g.runIn(t, project, "-c", cmd); status != 0 {
		t.Errorf("%s: status %d, want 0\nstderr: %s", cmd, status, stderr)
	}
}
