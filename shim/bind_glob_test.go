package shim

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestApprovalBindsTheFilesNamedAfterACd: a relative path is read from
// the folder the cds before it lead to; it was bound as if read from the
// folder the text runs in, where no such file was, so the script that
// runs after `cd scripts` was not bound, and was rewritten after the
// approval.
func TestApprovalBindsTheFilesNamedAfterACd(t *testing.T) {
	for i, text := range []string{
		"DANGER; cd scripts && ./deploy.sh",
		"cd scripts; DANGER; bash deploy.sh",
		"cd /PROJ/scripts && DANGER < deploy.sh",
	} {
		// The subtest is named by its index: a temporary folder named
		// after "&&" would split the cd.
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			h := newHarness(t)
			proj := t.TempDir()
			text := strings.ReplaceAll(text, "/PROJ", proj)
			h.r.getwd = func() (string, error) { return proj, nil }
			must(t, os.Mkdir(filepath.Join(proj, "scripts"), 0o755))
			script := filepath.Join(proj, "scripts", "deploy.sh")
			must(t, os.WriteFile(script, []byte("echo harmless\n"), 0o755))
			if status, _, stderr := h.run("gatesh", "init"); status != 0 {
				t.Fatalf("init: %d %s", status, stderr)
			}
			status, _, stderr := h.run("bash", "-c", text)
			if status != ExitHeld {
				t.Fatalf("hold: %d %s", status, stderr)
			}
			id := requestID(t, stderr)
			if status, _, stderr := h.run("gatesh", "approve", id); status != 0 {
				t.Fatalf("approve: %d %s", status, stderr)
			}
			must(t, os.WriteFile(script, []byte("echo something else entirely\n"), 0o755))
			status, _, stderr = h.run("bash", "-c", text)
			if status != ExitHeld || h.call.called {
				t.Fatalf("scripts/deploy.sh changed after the approval, and the approval ran it: status %d, ran %v\n%s", status, h.call.called, stderr)
			}
		})
	}
}

// TestApprovalBindsTheFilesAPatternNames: a file named by a pattern
// (`bash ./deploy*.sh`) runs as surely as one named by its path, but only
// literal names were bound, so the agent could rewrite the script the
// pattern matched after the approval, or add one it matches, and run the
// same text. The files a pattern matches when the command is held are
// now bound as named ones are.
func TestApprovalBindsTheFilesAPatternNames(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		change     func(t *testing.T, proj string)
	}{
		{"a matched script rewritten", "DANGER; bash ./deploy*.sh", func(t *testing.T, proj string) {
			must(t, os.WriteFile(filepath.Join(proj, "deploy-prod.sh"), []byte("echo something else entirely\n"), 0o755))
		}},
		{"a script added that it matches", "DANGER; bash scripts/*.sh", func(t *testing.T, proj string) {
			must(t, os.WriteFile(filepath.Join(proj, "scripts", "0-first.sh"), []byte("echo something else entirely\n"), 0o755))
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			proj := t.TempDir()
			h.r.getwd = func() (string, error) { return proj, nil }
			must(t, os.Mkdir(filepath.Join(proj, "scripts"), 0o755))
			for _, f := range []string{"deploy-prod.sh", "scripts/build.sh"} {
				must(t, os.WriteFile(filepath.Join(proj, f), []byte("echo harmless\n"), 0o755))
			}
			if status, _, stderr := h.run("gatesh", "init"); status != 0 {
				t.Fatalf("init: %d %s", status, stderr)
			}
			status, _, stderr := h.run("bash", "-c", tc.text)
			if status != ExitHeld {
				t.Fatalf("hold: %d %s", status, stderr)
			}
			id := requestID(t, stderr)
			if status, _, stderr := h.run("gatesh", "approve", id); status != 0 {
				t.Fatalf("approve: %d %s", status, stderr)
			}
			tc.change(t, proj)
			status, _, stderr = h.run("bash", "-c", tc.text)
			if status != ExitHeld || h.call.called {
				t.Fatalf("what the pattern names changed after the approval, and the approval ran it: status %d, ran %v\n%s", status, h.call.called, stderr)
			}
			if !strings.Contains(stderr, ".sh") {
				t.Errorf("the message does not name the changed file:\n%s", stderr)
			}
		})
	}
}
