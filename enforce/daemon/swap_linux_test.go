package daemon

import (
	"os"
	"path/filepath"
	"testing"

	"gatesh/enforce"
)

// TestProjectSwappedForALinkGrantsNothingThere: a project that lies in a
// folder green commands write (a repository inside another, a project
// in /tmp) can be renamed away by a green command and a link put in its
// place. A shim that worked out its policy just before that asks the
// daemon for it, or takes what the daemon built again after the change:
// either way the plan is built from the project's path as the policy
// names it, which now leads through the link. What the link leads to is
// never granted.
func TestProjectSwappedForALinkGrantsNothingThere(t *testing.T) {
	w := newWorld(t)
	w.start(t)
	inner := filepath.Join(w.project, "inner")
	must(t, os.MkdirAll(filepath.Join(inner, ".git"), 0o755))
	pol := enforce.NewPolicy(enforce.Inputs{Cwd: inner, Home: w.home, SecretPaths: []string{"~/.ssh/**"}})
	if pol.Project != inner {
		t.Fatalf("project %q, want %q", pol.Project, inner)
	}
	if out, status := w.run(t, pol, false, "touch "+inner+"/ok"); status != 0 {
		t.Fatalf("the project is not writable: %d %s", status, out)
	}
	// The green command's swap, and the commands after it with the
	// policy worked out before it.
	must(t, os.Rename(inner, inner+".old"))
	must(t, os.Symlink(w.victim, inner))
	for _, local := range []bool{false, true} {
		planted := filepath.Join(w.victim, "planted")
		out, _ := w.run(t, pol, local, "touch "+planted+"; touch "+inner+"/through-link")
		for _, p := range []string{planted, filepath.Join(w.victim, "through-link")} {
			if _, err := os.Lstat(p); err == nil {
				os.Remove(p)
				t.Errorf("local=%v: the plan granted where the swapped project leads: %s was written\n%s", local, p, out)
			}
		}
	}
}
