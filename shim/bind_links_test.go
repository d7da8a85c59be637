package shim

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestApprovalBindsTheFoldersItsPathsGoThrough: an approval binds the
// text and the working folder as text, but what a path names depends on
// the links along it. The agent could get `DANGER sub/build` approved
// while sub was a folder of the project, then (with green commands)
// replace sub by a link to a folder outside it, and run the same text
// in the same folder: the approval ran it on the other folder. The same
// with the working folder itself: the agent's CLI starts gatesh in the
// folder it names (its PWD), which os.Getwd gives back as it was named
// even when a link along it now leads elsewhere. Now a link along a
// named path or the working folder, where a command gatesh let run
// could have put it, is bound: made, removed or pointed elsewhere after
// the approval, it is a new request and nothing runs.
func TestApprovalBindsTheFoldersItsPathsGoThrough(t *testing.T) {
	for _, tc := range []struct {
		name, cwd, text string
		// linkFirst: sub is already a link when the command is held,
		// and is pointed elsewhere after the approval.
		linkFirst bool
	}{
		{"a named path's folder becomes a link", "", "DANGER sub/build", false},
		{"the working folder becomes a link", "sub", "DANGER build", false},
		{"a named path's link is pointed elsewhere", "", "DANGER sub/build", true},
		{"the working folder's link is pointed elsewhere", "sub", "DANGER build", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			proj := t.TempDir()
			victim := t.TempDir()
			other := t.TempDir()
			sub := filepath.Join(proj, "sub")
			if tc.linkFirst {
				must(t, os.Symlink(other, sub))
			} else {
				must(t, os.Mkdir(sub, 0o755))
			}
			cwd := filepath.Join(proj, tc.cwd)
			h.r.getwd = func() (string, error) { return cwd, nil }
			if status, _, stderr := h.run("gatesh", "init"); status != 0 {
				t.Fatalf("init: %d %s", status, stderr)
			}
			status, _, stderr := h.run("bash", "-c", tc.text)
			if status != ExitHeld {
				t.Fatalf("hold: %d %s", status, stderr)
			}
			id := requestID(t, stderr)
			if tc.linkFirst {
				// What the operator reads names where the link leads.
				status, out, stderr := h.run("gatesh", "show", id)
				if status != 0 {
					t.Fatalf("show: %d %s", status, stderr)
				}
				if !strings.Contains(out, other) {
					t.Errorf("show does not say that sub leads to %s:\n%s", other, out)
				}
			}
			if status, _, stderr := h.run("gatesh", "approve", id); status != 0 {
				t.Fatalf("approve: %d %s", status, stderr)
			}
			must(t, os.RemoveAll(sub))
			must(t, os.Symlink(victim, sub))
			status, _, stderr = h.run("bash", "-c", tc.text)
			if status != ExitHeld || h.call.called {
				t.Fatalf("sub became a link to %s after the approval, and the approval ran the command there: status %d, ran %v\n%s", victim, status, h.call.called, stderr)
			}
			if !strings.Contains(stderr, "sub") {
				t.Errorf("the message does not name the changed link:\n%s", stderr)
			}
			// As it was approved, it runs once.
			must(t, os.Remove(sub))
			if tc.linkFirst {
				must(t, os.Symlink(other, sub))
			} else {
				must(t, os.Mkdir(sub, 0o755))
			}
			h.call.called = false
			if status, _, stderr := h.run("bash", "-c", tc.text); status == ExitHeld || !h.call.called {
				t.Fatalf("the command as approved did not run: %d %s", status, stderr)
			}
		})
	}
}

// TestSystemLinksAreNotBound: a link no command gatesh let run could
// have made (one in a system folder) is no fact: it cannot change under
// an approval at the agent's hand.
func TestSystemLinksAreNotBound(t *testing.T) {
	h := newHarness(t)
	proj := t.TempDir()
	if facts, _ := h.r.commandBind("DANGER /etc/passwd /proc/self/cwd", proj); len(facts) != 0 {
		t.Errorf("bound a link the agent cannot make: %v", facts)
	}
}
