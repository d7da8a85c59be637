package shim

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// claudeWrapped is a command as Claude Code runs it: its session's
// snapshot sourced first, and its folder written after (here beside the
// snapshots, not in the machine's /tmp).
func claudeWrapped(snapshot, cmd string) string {
	cwdFile := filepath.Join(filepath.Dir(filepath.Dir(snapshot)), "claude-3f9a-cwd")
	return "source " + snapshot + " 2>/dev/null || true && shopt -u extglob 2>/dev/null || true && eval '" + cmd + "' < /dev/null && pwd -P >| " + cwdFile
}

// An approval of a command in Claude Code's wrapper binds the snapshot
// the wrapper sources: a function added to it after the approval, or
// another snapshot named by the re-run (the request key masks its name),
// makes the re-run a new request, and the approved command does not run
// (R2 of the second red team round). The next session's snapshot, with
// the same text under a new name, is what was approved: a loop's worker
// resumes in a new session, and its approved command runs.
func TestApprovalBindsTheSourcedSnapshot(t *testing.T) {
	for _, change := range []string{"appended", "renamed", "next-session"} {
		t.Run(change, func(t *testing.T) {
			g := newGateshEnv(t)
			snaps := filepath.Join(g.dir, ".claude", "shell-snapshots")
			must(t, os.MkdirAll(snaps, 0o755))
			snap := filepath.Join(snaps, "snapshot-bash-1764893000000-abcdef.sh")
			must(t, os.WriteFile(snap, []byte("export SNAP=1\n"), 0o644))
			victim := filepath.Join(g.dir, "victim")
			must(t, os.MkdirAll(victim, 0o755))
			must(t, os.WriteFile(filepath.Join(victim, "keep.txt"), []byte("keep\n"), 0o644))
			run := func(snapshot string) (string, int) {
				out, err := g.command("-c", claudeWrapped(snapshot, "rm -rf "+victim)).CombinedOutput()
				if ee, ok := err.(*exec.ExitError); ok {
					return string(out), ee.ExitCode()
				}
				return string(out), 0
			}
			if out, status := run(snap); status != ExitHeld {
				t.Fatalf("the red command: status %d, want held: %s", status, out)
			}
			ids, _ := filepath.Glob(filepath.Join(g.home, "queue", "*.json"))
			if len(ids) != 1 {
				t.Fatalf("%d requests, want 1", len(ids))
			}
			id := strings.TrimSuffix(filepath.Base(ids[0]), ".json")
			if out, err := g.command("approve", id).CombinedOutput(); err != nil {
				t.Fatalf("approve: %v\n%s", err, out)
			}
			if out, err := g.command("show", id).CombinedOutput(); err != nil || !strings.Contains(string(out), "agent-snapshot "+snaps+": ") {
				t.Errorf("show does not name the snapshot it binds: %v\n%s", err, out)
			}
			rerun := snap
			switch change {
			case "appended":
				f, err := os.OpenFile(snap, os.O_WRONLY|os.O_APPEND, 0)
				must(t, err)
				_, err = f.WriteString("rm() { echo HIJACKED; }\n")
				must(t, err)
				must(t, f.Close())
			case "renamed":
				rerun = filepath.Join(snaps, "snapshot-bash-1764893999999-zzzzzz.sh")
				must(t, os.WriteFile(rerun, []byte("rm() { echo HIJACKED; }\n"), 0o644))
			case "next-session":
				rerun = filepath.Join(snaps, "snapshot-bash-1764893999999-zzzzzz.sh")
				must(t, os.WriteFile(rerun, []byte("export SNAP=1\n"), 0o644))
				if out, status := run(rerun); status != 0 {
					t.Fatalf("the approved command from the next session, same snapshot text: status %d: %s", status, out)
				}
				if _, err := os.Stat(victim); !os.IsNotExist(err) {
					t.Fatalf("the approved command from the next session did not run: %v", err)
				}
				return
			}
			out, status := run(rerun)
			if status != ExitHeld {
				t.Errorf("the re-run with a changed snapshot: status %d, want held: %s", status, out)
			}
			if got, err := os.ReadFile(filepath.Join(victim, "keep.txt")); err != nil || string(got) != "keep\n" {
				t.Fatalf("the approved command ran with a changed snapshot: %q %v", got, err)
			}
			// With the snapshot as approved, the approval still covers it.
			if change == "renamed" {
				if out, status := run(snap); status != 0 {
					t.Errorf("the approved command with its own snapshot: status %d: %s", status, out)
				}
			}
		})
	}
}
