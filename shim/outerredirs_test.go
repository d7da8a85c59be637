package shim

import "testing"

// A redirection of a shell or eval that runs a text, to a file outside
// the project: held as the same redirection of the text's command is,
// and the victim keeps its content. Without the fix each was green and
// overwrote the victim.
func TestOuterRedirectionsAreHeld(t *testing.T) {
	g := newGateshEnv(t)
	project, victims := redteamProject(t, g)
	heldVictimsKept(t, g, project, victims, []string{
		`bash -c 'echo x' > VICTIM`,
		`sh -c ls 2> VICTIM`,
		`eval 'echo x >&3' 3> VICTIM`,
	})
	// Into the project, it runs.
	if stderr, status := g.runIn(t, project, "-c", `bash -c 'echo x' > out.txt`); status != 0 {
		t.Errorf("status %d, want 0\nstderr: %s", status, stderr)
	}
}
