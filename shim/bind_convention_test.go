package shim

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestApprovalBindsWhatAProgramReadsByConvention: `npm run deploy`,
// `just deploy` and `task deploy` run what package.json, the justfile
// and the Taskfile say, which the command does not name, so an approved
// run ran whatever they said at run time. And a file past the 64 MiB an
// approval hashes was bound by its length and modification time, which
// the agent puts back after a rewrite. Each is now bound; a change after
// the approval is a new request, and nothing runs; unchanged, the
// approved command runs once.
func TestApprovalBindsWhatAProgramReadsByConvention(t *testing.T) {
	for _, tc := range []struct {
		name, file, text string
		big              bool // a file of nearly 64 MiB named first
	}{
		{"npm's package.json, from a folder below", "package.json", "DANGER; cd web && npm run deploy", false},
		{"pnpm's package.json", "package.json", "DANGER; pnpm run deploy", false},
		{"yarn's package.json", "package.json", "DANGER; yarn deploy", false},
		{"just's justfile", "justfile", "DANGER; just deploy", false},
		{"task's Taskfile", "Taskfile.yml", "DANGER; task deploy", false},
		{"past the bytes hashed", "deploy.sh", "DANGER big.bin; ./deploy.sh", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t)
			proj := t.TempDir()
			h.r.getwd = func() (string, error) { return proj, nil }
			must(t, os.Mkdir(filepath.Join(proj, "web"), 0o755))
			path := filepath.Join(proj, tc.file)
			must(t, os.WriteFile(path, []byte("deploy: echo harmless\n"), 0o755))
			if tc.big {
				// Sparse: 64 MiB less 8 bytes hashed before deploy.sh.
				f, err := os.Create(filepath.Join(proj, "big.bin"))
				must(t, err)
				must(t, f.Truncate(64<<20-8))
				must(t, f.Close())
				// A file bound by its identity must have settled.
				time.Sleep(2100 * time.Millisecond)
			}
			run := approvedRun(t, h, tc.text)
			fi, err := os.Stat(path)
			must(t, err)
			must(t, os.WriteFile(path, []byte("deploy: echo swapped!\n"), 0o755))
			must(t, os.Chtimes(path, fi.ModTime(), fi.ModTime()))
			status, stderr := run()
			if status != ExitHeld || h.call.called {
				t.Fatalf("%s changed after the approval, and the approval ran it: status %d, ran %v\n%s", tc.file, status, h.call.called, stderr)
			}
			if !strings.Contains(stderr, "since then: file "+path+": ") {
				t.Errorf("the message does not name the changed file:\n%s", stderr)
			}
		})
	}
}

// approvedRun sets gatesh up in h, holds text, approves it and checks
// that the approval runs it unchanged, then holds and approves it again.
// run runs text through h's bash -c, to be held or run on the approval.
func approvedRun(t *testing.T, h *harness, text string) (run func() (int, string)) {
	t.Helper()
	if status, _, stderr := h.run("gatesh", "init"); status != 0 {
		t.Fatalf("init: %d %s", status, stderr)
	}
	run = func() (int, string) {
		h.call.called = false
		status, _, stderr := h.run("bash", "-c", text)
		return status, stderr
	}
	approve := func() {
		t.Helper()
		status, stderr := run()
		if status != ExitHeld {
			t.Fatalf("hold: %d %s", status, stderr)
		}
		if status, _, stderr := h.run("gatesh", "approve", requestID(t, stderr)); status != 0 {
			t.Fatalf("approve: %d %s", status, stderr)
		}
	}
	approve()
	if status, stderr := run(); status == ExitHeld || !h.call.called {
		t.Fatalf("approved and unchanged, it did not run: %d %s", status, stderr)
	}
	approve()
	return run
}
