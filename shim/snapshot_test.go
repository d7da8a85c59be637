package shim

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// agentScript is a session-start script as the agent ran it, with its
// home folder (written /home/u) replaced by home.
func agentScript(t *testing.T, name, home string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "agents", name))
	must(t, err)
	return strings.ReplaceAll(string(data), "/home/u", home)
}

// The session-start calls of Claude Code 2.1.328 (bash -c env, then
// bash -c -l SNAPSHOT-SCRIPT, with and without a ~/.bashrc) and Codex
// 0.169.0 (bash -lc SNAPSHOT-SCRIPT) run through gatesh as under bash,
// with a home under /tmp and one elsewhere, and leave no request behind.
// Running Claude Code's again, when its snapshot exists, is held.
func TestAgentSessionStartRuns(t *testing.T) {
	homes := map[string]func(t *testing.T) string{
		"home under /tmp": func(t *testing.T) string { return t.TempDir() },
		"home elsewhere": func(t *testing.T) string {
			parent, err := os.Getwd()
			must(t, err)
			if strings.HasPrefix(parent, "/tmp/") || strings.HasPrefix(parent, "/var/tmp/") {
				parent = "/dev/shm" // the checkout is in a temporary folder
			}
			dir, err := os.MkdirTemp(parent, ".home-")
			must(t, err)
			t.Cleanup(func() { os.RemoveAll(dir) })
			return dir
		},
	}
	for kind, mkHome := range homes {
		t.Run(kind, func(t *testing.T) {
			g := newGateshEnv(t)
			home := mkHome(t)
			g.env = append(g.env, "HOME="+home, "CLAUDECODE=1")
			must(t, os.MkdirAll(filepath.Join(home, ".claude", "shell-snapshots"), 0o700))
			must(t, os.WriteFile(filepath.Join(home, ".bashrc"), []byte("alias ll='ls -l'\ngreet() { echo \"hello $1\"; }\n"), 0o600))
			run := func(args ...string) (stdout, stderr string, status int) {
				t.Helper()
				cmd := g.command(args...)
				var out, errb bytes.Buffer
				cmd.Stdout, cmd.Stderr = &out, &errb
				status = exitStatusOf(cmd.Run())
				return out.String(), errb.String(), status
			}
			if _, stderr, status := run("-c", "env"); status != 0 {
				t.Fatalf("bash -c env: status %d: %s", status, stderr)
			}
			for _, name := range []string{"claude-code-2.1.328-snapshot.sh", "claude-code-2.1.328-snapshot-bashrc.sh"} {
				script := agentScript(t, name, home)
				if _, stderr, status := run("-c", "-l", script); status != 0 {
					t.Fatalf("%s: status %d: %s", name, status, stderr)
				}
				snap := script[len("SNAPSHOT_FILE="):strings.IndexByte(script, '\n')]
				data, err := os.ReadFile(snap)
				must(t, err)
				for _, want := range []string{"# Snapshot file", "function pkill"} {
					if !strings.Contains(string(data), want) {
						t.Fatalf("%s: snapshot lacks %q:\n%s", name, want, data)
					}
				}
				if strings.Contains(name, "bashrc") && (!strings.Contains(string(data), "greet") || !strings.Contains(string(data), "alias -- ll=")) {
					t.Fatalf("%s: snapshot lacks the startup file's function and alias:\n%s", name, data)
				}
			}
			stdout, stderr, status := run("-lc", agentScript(t, "codex-0.169.0-snapshot.sh", home))
			if status != 0 || !strings.Contains(stdout, "# Snapshot file") || !strings.Contains(stdout, "greet ()") {
				t.Fatalf("codex snapshot: status %d\nstdout: %s\nstderr: %s", status, stdout, stderr)
			}
			out, err := g.command("pending", "--json", "--all").Output()
			must(t, err)
			var reqs []json.RawMessage
			must(t, json.Unmarshal(out, &reqs))
			if len(reqs) != 0 {
				t.Fatalf("session start left requests: %s", out)
			}

			// Its snapshot exists now: writing it again is held, and
			// nothing is written.
			script := agentScript(t, "claude-code-2.1.328-snapshot.sh", home)
			snap := script[len("SNAPSHOT_FILE="):strings.IndexByte(script, '\n')]
			before, err := os.ReadFile(snap)
			must(t, err)
			if _, stderr, status := run("-c", "-l", script); status != ExitHeld || !strings.Contains(stderr, "agent-snapshot-write") {
				t.Fatalf("rewriting an existing snapshot: status %d: %s", status, stderr)
			}
			after, err := os.ReadFile(snap)
			must(t, err)
			if !bytes.Equal(before, after) {
				t.Fatal("the held rewrite changed the snapshot")
			}
		})
	}
}
