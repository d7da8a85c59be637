package shim

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestApprovalBindsTheFilesACommandNames: a person approves a command as
// it reads, and what it reads is the text; but a script run by its path,
// a file handed to an interpreter, an SQL file given with -f and a file
// read on standard input are what run. The agent could approve-and-swap:
// get `./deploy.sh` or `psql -f migrate.sql` approved while the file
// held something harmless, rewrite the file, and run the same text in
// the same folder, which used the approval. Each file a held command
// names that exists is now bound by its content: a change after the
// approval is a new request, and nothing runs.
func TestApprovalBindsTheFilesACommandNames(t *testing.T) {
	for _, tc := range []struct {
		name, file, text string
	}{
		{"script by its path", "deploy.sh", "DANGER; ./deploy.sh"},
		{"script in a folder", "scripts/deploy.sh", "DANGER; scripts/deploy.sh --prod"},
		{"handed to an interpreter", "migrate.py", "DANGER python3 migrate.py"},
		{"an option's file", "migrate.sql", "DANGER -h prod -f migrate.sql"},
		{"an option's file, joined", "migrate.sql", "DANGER -h prod --file=migrate.sql"},
		{"standard input", "drop.sql", "DANGER prod < drop.sql"},
		{"sourced", "env.sh", "source ./env.sh && DANGER"},
		{"absolute", "abs.sh", "DANGER ABS"},
		{"in a nested shell", "inner.sh", "bash -c 'DANGER ./inner.sh'"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			proj := t.TempDir()
			h.r.getwd = func() (string, error) { return proj, nil }
			path := filepath.Join(proj, tc.file)
			must(t, os.MkdirAll(filepath.Dir(path), 0o755))
			must(t, os.WriteFile(path, []byte("echo harmless\n"), 0o755))
			text := strings.ReplaceAll(tc.text, "ABS", path)
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
			must(t, os.WriteFile(path, []byte("echo something else entirely\n"), 0o755))
			status, _, stderr = h.run("bash", "-c", text)
			if status != ExitHeld || h.call.called {
				t.Fatalf("%s changed after the approval, and the approval ran it: status %d, ran %v\n%s", tc.file, status, h.call.called, stderr)
			}
			if !strings.Contains(stderr, tc.file) {
				t.Errorf("the message does not name the changed file:\n%s", stderr)
			}
			// A file no command gatesh let run may write is not bound: a
			// log that changes by the second stays approvable.
			if facts, _ := h.r.commandBind("DANGER /etc/passwd", proj); len(facts) != 0 {
				t.Errorf("bound a file the agent cannot write: %v", facts)
			}
			// As it was approved, it runs once.
			must(t, os.WriteFile(path, []byte("echo harmless\n"), 0o755))
			h.call.called = false
			if status, _, stderr := h.run("bash", "-c", text); status == ExitHeld || !h.call.called {
				t.Fatalf("the file as approved did not run: %d %s", status, stderr)
			}
		})
	}
}
