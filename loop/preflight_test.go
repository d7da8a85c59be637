package loop_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"gatesh/internal/waitfor"
	"gatesh/loop"
)

// Every capability the run needs is checked before anything runs: the
// worker never starts and the work tree is untouched.
func TestCapabilityMissing(t *testing.T) {
	t.Parallel()
	ok := turn{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("done", "")}
	for _, tc := range []struct {
		name   string
		setup  func(f *fixture, o *loop.Options)
		detail string
	}{
		{"not a git work tree", func(f *fixture, o *loop.Options) {
			o.Dir = filepath.Join(f.root, "plain")
			must(f.t, os.Mkdir(o.Dir, 0o755))
		}, "is not inside a git work tree"},
		{"worker not found", func(f *fixture, o *loop.Options) {
			o.Settings.Argv = []string{"no-such-worker-program"}
		}, "the worker no-such-worker-program cannot be found"},
		{"worker path not executable", func(f *fixture, o *loop.Options) {
			f.writeFile("notes.txt", "x")
			f.git("add", "notes.txt")
			f.git("commit", "-qm", "notes")
			o.Settings.Argv = []string{"./notes.txt"}
		}, "is not an executable file"},
		{"worker script without a #! line", func(f *fixture, o *loop.Options) {
			o.Settings.Argv = []string{f.script("worker.sh", "echo '{\"status\":\"done\"}'\n")}
		}, "its first line is not #!"},
		{"worker script whose interpreter is missing", func(f *fixture, o *loop.Options) {
			o.Settings.Argv = []string{f.script("worker.sh", "#!/no/such/interpreter\necho hi\n")}
		}, "its #! line names /no/such/interpreter, which is not an executable file"},
		{"worker script whose env program is missing", func(f *fixture, o *loop.Options) {
			o.Settings.Argv = []string{f.script("worker.py", "#!/usr/bin/env no-such-python3\nprint(1)\n")}
		}, "its #! line runs no-such-python3, which is not on the PATH"},
		{"worker script with a relative interpreter", func(f *fixture, o *loop.Options) {
			o.Settings.Argv = []string{f.script("worker.sh", "#!bash\necho hi\n")}
		}, "which is not an absolute path"},
		{"verifier script without a #! line", func(f *fixture, o *loop.Options) {
			o.Settings.Verify = loop.Command{Argv: []string{f.script("test.sh", "test -f ok.txt\n")}}
		}, "test.sh cannot be executed: it is not a binary and its first line is not #!"},
		{"verifier not found", func(f *fixture, o *loop.Options) {
			o.Settings.Verify = loop.Command{Argv: []string{"no-such-verifier"}}
		}, "the verifier no-such-verifier cannot be found"},
		{"verifier text runs a missing program", func(f *fixture, o *loop.Options) {
			o.Settings.Verify = loop.Command{Text: "cd . && no-such-test-runner --all"}
		}, "the verifier runs no-such-test-runner, which cannot be found"},
		{"no operator key", func(f *fixture, o *loop.Options) {
			must(f.t, os.Remove(f.cfg.PrivateKey))
		}, "run `gatesh init` first"},
		{"audit log unwritable", func(f *fixture, o *loop.Options) {
			must(f.t, os.MkdirAll(f.cfg.AuditPath, 0o700)) // a folder where the log should be
			f.auditBroken = true
		}, "the audit log cannot be written"},
		{"gatesh missing", func(f *fixture, o *loop.Options) {
			o.Gatesh = filepath.Join(f.root, "no-gatesh")
		}, "cannot be run, so the worker cannot get it as its shell"},
		{"codex whose login shell is not gatesh", func(f *fixture, o *loop.Options) {
			o.Settings.Kind, o.Settings.Argv = loop.Codex, nil
			o.Passwd = f.passwd("/bin/bash")
		}, "which is not gatesh"},
		{"codex with no passwd entry", func(f *fixture, o *loop.Options) {
			o.Settings.Kind, o.Settings.Argv = loop.Codex, nil
			o.Passwd = f.passwd("/bin/bash")
			o.Uid = 4242
		}, "no entry for uid 4242"},
		{"codex bypass flag", func(f *fixture, o *loop.Options) {
			o.Settings.Kind, o.Settings.Argv = loop.Codex, nil
			o.Settings.WorkerArgs = []string{"--dangerously-bypass-approvals-and-sandbox"}
			o.Passwd = f.passwd(filepath.Join(f.bin, "gatesh"))
		}, "bypasses the sandbox"},
		{"codex yolo", func(f *fixture, o *loop.Options) {
			o.Settings.Kind, o.Settings.Argv = loop.Codex, nil
			o.Settings.WorkerArgs = []string{"--model", "m", "--yolo"}
			o.Passwd = f.passwd(filepath.Join(f.bin, "gatesh"))
		}, "--yolo bypasses"},
		{"codex other sandbox", func(f *fixture, o *loop.Options) {
			o.Settings.Kind, o.Settings.Argv = loop.Codex, nil
			o.Settings.WorkerArgs = []string{"-s", "danger-full-access"}
			o.Passwd = f.passwd(filepath.Join(f.bin, "gatesh"))
		}, "the sandbox is fixed to workspace-write"},
		{"codex sandbox through config", func(f *fixture, o *loop.Options) {
			o.Settings.Kind, o.Settings.Argv = loop.Codex, nil
			o.Settings.WorkerArgs = []string{"-c", `sandbox_mode="danger-full-access"`}
			o.Passwd = f.passwd(filepath.Join(f.bin, "gatesh"))
		}, "only model settings"},
		{"claude bypass flag", func(f *fixture, o *loop.Options) {
			o.Settings.Kind, o.Settings.Argv = loop.Claude, nil
			o.Settings.WorkerArgs = []string{"--dangerously-skip-permissions"}
		}, "the loop fixes Claude Code's permissions"},
		{"claude settings name another shell", func(f *fixture, o *loop.Options) {
			o.Settings.Kind, o.Settings.Argv = loop.Claude, nil
			must(f.t, os.MkdirAll(filepath.Join(f.root, "home", ".claude"), 0o755))
			must(f.t, os.WriteFile(filepath.Join(f.root, "home", ".claude", "settings.json"),
				[]byte(`{"env": {"CLAUDE_CODE_SHELL": "/bin/bash"}}`), 0o644))
		}, "sets env.CLAUDE_CODE_SHELL to /bin/bash, which is not gatesh"},
		{"claude project settings add a shell prefix", func(f *fixture, o *loop.Options) {
			o.Settings.Kind, o.Settings.Argv = loop.Claude, nil
			must(f.t, os.MkdirAll(filepath.Join(f.repo, ".claude"), 0o755))
			must(f.t, os.WriteFile(filepath.Join(f.repo, ".claude", "settings.local.json"),
				[]byte(`{"env": {"CLAUDE_CODE_SHELL_PREFIX": "/usr/bin/env"}}`), 0o644))
			f.git("add", "-A")
			f.git("commit", "-qm", "settings")
		}, "sets env.CLAUDE_CODE_SHELL_PREFIX"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t)
			f.plan(ok)
			o := f.options(f.spec(verifyOK))
			tc.setup(f, &o)
			out := f.runWith(o)
			f.expect(out, loop.CapabilityMissing, "")
			if !strings.Contains(out.End.Detail, tc.detail) {
				t.Errorf("detail %q lacks %q", out.End.Detail, tc.detail)
			}
			if f.turns() != 0 {
				t.Errorf("the worker ran %d turns", f.turns())
			}
			if _, err := os.Stat(filepath.Join(f.repo, "ok.txt")); err == nil {
				t.Error("the work tree changed")
			}
		})
	}
}

// passwd writes a password file that gives the current user shell.
func (f *fixture) passwd(shell string) string {
	path := filepath.Join(f.root, "passwd")
	line := fmt.Sprintf("root:x:0:0:root:/root:/bin/sh\nop:x:%d:%d:op:%s:%s\n", os.Getuid(), os.Getgid(), f.root, shell)
	if os.Getuid() == 0 {
		line = fmt.Sprintf("root:x:0:0:root:%s:%s\n", f.root, shell)
	}
	must(f.t, os.WriteFile(path, []byte(line), 0o644))
	return path
}

// Codex and Claude Code through their adapters, with fake programs that
// speak their output formats: the result is their final message, and the
// argv and environment are the fixed ones.
func TestAgentAdapters(t *testing.T) {
	t.Parallel()
	for _, kind := range []string{loop.Codex, loop.Claude} {
		t.Run(kind, func(t *testing.T) {
			f := newFixture(t)
			f.plan(turn{Write: map[string]string{"ok.txt": "no\n"}, Probe: true, Raw: "```json\n" + `{"status":"continue","summary":"fenced","approval":null}` + "\n```"},
				turn{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("done", "ok")})
			o := f.options(f.spec(verifyOK))
			o.Settings.Kind, o.Settings.Argv, o.Settings.Model = kind, nil, "test-model"
			o.Passwd = f.passwd(filepath.Join(f.bin, "gatesh"))
			out := f.runWith(o)
			p := f.expect(out, loop.Verified, "")
			if r := p.Iterations[0].Result; r == nil || r.Summary != "fenced" {
				t.Fatalf("first result: %+v %s", r, p.Iterations[0].ResultError)
			}
			pr := f.probe(1)
			args := strings.Join(pr.Args[1:], " ")
			switch kind {
			case loop.Codex:
				// Of the gatesh folder, only what gatesh writes inside
				// Codex's sandbox: never the folder itself.
				links := filepath.Join(f.cfg.AuditPath+".links", out.RunID)
				want := "exec --json --sandbox workspace-write -c features.shell_snapshot=false --output-schema " + filepath.Join(out.Path, "iter-001", "result-schema.json") +
					" --add-dir " + filepath.Join(f.home, "queue") + " --add-dir " + filepath.Join(f.home, "rate") +
					" --add-dir " + links + " --model test-model -"
				if args != want {
					t.Errorf("codex argv %q, want %q", args, want)
				}
				if len(pr.LogLinked) != 1 || pr.LogLinked[0] != links {
					t.Errorf("during the turn, the folders that link the live log: %q, want %q", pr.LogLinked, links)
				}
				if _, err := os.Stat(links); !errors.Is(err, os.ErrNotExist) {
					t.Errorf("the links outlived the turn: %v", err)
				}
			case loop.Claude:
				want := "-p --output-format stream-json --verbose --permission-mode acceptEdits --allowedTools Bash,Edit,Write,Read,Glob,Grep --model test-model"
				if args != want {
					t.Errorf("claude argv %q, want %q", args, want)
				}
				if sh := pr.Env["CLAUDE_CODE_SHELL"]; sh != pr.Env["SHELL"] || !strings.HasSuffix(sh, "/bash") {
					t.Errorf("CLAUDE_CODE_SHELL = %q, SHELL = %q", sh, pr.Env["SHELL"])
				}
			}
			if !strings.Contains(pr.Prompt, "make the verifier pass") {
				t.Errorf("the prompt did not come on stdin: %q", pr.Prompt)
			}
		})
	}
}

// Two loops on one work tree: the second stops at once, and the first
// finishes undisturbed. A second git worktree of the same repository is
// another work tree and may run its own loop.
func TestTwoLoopsOnOneWorktree(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	// The first loop's worker hangs until the deadline.
	f.plan(turn{Write: map[string]string{"work.txt": "1\n"}, Hang: true})
	first := f.spec(verifyOK)
	var wg sync.WaitGroup
	var firstOut loop.Outcome
	wg.Add(1)
	go func() {
		defer wg.Done()
		firstOut = loop.Run(f.options(first))
	}()
	// Wait until the first loop's worker runs: then it holds the lock.
	pidFile := filepath.Join(f.state, "hang-1.pid")
	deadline := waitfor.Deadline(t)
	for {
		if _, err := os.Stat(pidFile); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the first loop's worker never started")
		}
		time.Sleep(20 * time.Millisecond)
	}
	second := loop.Run(f.options(f.spec(verifyOK)))
	f.expect(second, loop.Collision, "")
	if !strings.Contains(second.End.Detail, "another gatesh loop holds this work tree (run ") {
		t.Errorf("the collision does not name the holder: %s", second.End.Detail)
	}

	// Another worktree of the same repository is not a collision.
	other := filepath.Join(f.root, "other")
	f.git("worktree", "add", "-q", "--detach", other)
	o := f.options(f.spec(`exit 0`))
	o.Dir = other
	if out := loop.Run(o); out.End.Stop != loop.Verified {
		t.Errorf("a loop in another worktree stopped: %+v", out.End)
	}
	// End the first loop: its worker dies.
	data, err := os.ReadFile(pidFile)
	must(t, err)
	var pid int
	must(t, json.Unmarshal(data, &pid))
	must(t, syscall.Kill(pid, syscall.SIGKILL))
	wg.Wait()
	if firstOut.End.Stop != loop.WorkerCrashed || f.turns() != 1 {
		t.Fatalf("the first loop stopped with %+v after %d turns", firstOut.End, f.turns())
	}
	// The lock is free again: the next loop gets as far as the dirty
	// check (the first loop's change is still there).
	f.expect(loop.Run(f.options(f.spec(verifyOK))), loop.DirtyWorktree, "")
}

func TestDirtyWorktreeRefused(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		dirty func(f *fixture)
	}{
		{"untracked file", func(f *fixture) { f.writeFile("new.txt", "x") }},
		{"modified file", func(f *fixture) { f.writeFile("README", "changed\n") }},
		{"staged change", func(f *fixture) { f.writeFile("README", "changed\n"); f.git("add", "README") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t)
			tc.dirty(f)
			f.plan(turn{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("done", "")})
			o := f.options(f.spec(verifyOK))
			f.expect(f.runWith(o), loop.DirtyWorktree, "")
			// --allow-dirty without a terminal to confirm it on is still no.
			o.AllowDirty = true
			f.expect(f.runWith(o), loop.DirtyWorktree, loop.CauseNoTerminal)
			if f.turns() != 0 {
				t.Fatalf("the worker ran %d turns", f.turns())
			}
		})
	}
	t.Run("ignored files do not count", func(t *testing.T) {
		f := newFixture(t)
		f.writeFile(".gitignore", "build/\n")
		f.git("add", ".gitignore")
		f.git("commit", "-qm", "ignore")
		must(t, os.Mkdir(filepath.Join(f.repo, "build"), 0o755))
		f.writeFile("build/out", "x")
		f.plan(turn{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("done", "")})
		f.expect(f.run(f.spec(verifyOK)), loop.Verified, "")
	})
}

// script writes an executable file outside the repository and returns
// its path.
func (f *fixture) script(name, content string) string {
	f.t.Helper()
	p := filepath.Join(f.root, name)
	must(f.t, os.WriteFile(p, []byte(content), 0o755))
	return p
}
