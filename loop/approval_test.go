package loop_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"gatesh/loop"
	"gatesh/queue"
)

// The risky action of these tests: a force-push to a local bare remote,
// which gatesh holds (git-force-push). The verifier passes once the
// remote has the local commit.
const (
	push         = "git push --force origin main"
	pushOther    = "git push --force origin main:other"
	verifyPushed = `test "$(git -C ../remote.git rev-parse main)" = "$(git rev-parse HEAD)"`
)

// newRemoteFixture is a fixture whose origin is one commit behind.
func newRemoteFixture(t *testing.T) *fixture {
	f := newFixture(t)
	f.gitIn(f.root, "init", "-q", "--bare", "remote.git")
	f.git("remote", "add", "origin", "../remote.git")
	f.git("push", "-q", "origin", "main")
	f.writeFile("CHANGES", "second\n")
	f.git("add", "CHANGES")
	f.git("commit", "-q", "-m", "second")
	return f
}

func (f *fixture) remoteHead(branch string) string {
	f.t.Helper()
	cmd := exec.Command("git", "-C", filepath.Join(f.root, "remote.git"), "rev-parse", "--verify", "-q", branch)
	out, _ := cmd.Output()
	return strings.TrimSpace(string(out))
}

// shStatus is the exit status of each of the fake worker's shell
// commands, as "TURN STATUS TEXT" lines.
func (f *fixture) shStatus() string {
	data, _ := os.ReadFile(filepath.Join(f.state, "sh-status"))
	return string(data)
}

func (f *fixture) loopArgs(extra ...string) []string {
	return append(append([]string{"--task", "publish the second commit", "--done", "origin has it",
		"--verify", verifyPushed, "--deadline", "2m", "--grace", "200ms"}, extra...), "--", "fakeworker")
}

// request finds the request for a command text.
func (f *fixture) request(command string) []queue.State {
	var out []queue.State
	for _, st := range f.requests() {
		if st.Request.Command == command {
			out = append(out, st)
		}
	}
	return out
}

func TestApprovalOnTerminal(t *testing.T) {
	t.Parallel()
	tried := turn{Sh: []string{push}, Result: askFor(push)}
	asked := turn{Result: askFor(push)} // asks without trying first
	pushes := turn{Sh: []string{push}, Probe: true, Result: result("continue", "pushed")}
	for _, tc := range []struct {
		name    string
		plan    []turn
		answers []string
		stop    loop.Stop
		cause   string
		pushed  bool
		status  queue.Status // of the approval request afterwards
	}{
		{"yes", []turn{tried, pushes}, []string{"y\n"}, loop.Verified, "", true, queue.Used},
		{"yes, asked before trying", []turn{asked, pushes}, []string{"yes\n"}, loop.Verified, "", true, queue.Used},
		{"no", []turn{tried, pushes}, []string{"n\n"}, loop.ApprovalDeclined, loop.CauseDeclined, false, queue.Rejected},
		{"empty answer is no", []turn{asked, pushes}, []string{"\n"}, loop.ApprovalDeclined, loop.CauseDeclined, false, queue.Rejected},
		{"anything else is no", []turn{tried, pushes}, []string{"sure, go ahead\n"}, loop.ApprovalDeclined, loop.CauseDeclined, false, queue.Rejected},
		{"end of file", []turn{tried, pushes}, []string{"\x04"}, loop.ApprovalDeclined, loop.CauseEOF, false, queue.Expired},
		{"y cut short by end of file", []turn{tried, pushes}, []string{"y\x04\x04"}, loop.ApprovalDeclined, loop.CauseEOF, false, queue.Expired},
		{"mismatched action", []turn{tried, {Sh: []string{pushOther}, Result: result("continue", "pushed")}}, []string{"y\n"},
			loop.ApprovalDeclined, loop.CauseMismatch, false, queue.Expired},
		{"approved, then a second risky action", []turn{tried, {Sh: []string{push, pushOther}, Result: result("continue", "pushed twice")}}, []string{"y\n"},
			loop.ApprovalDeclined, loop.CauseSecondUnapproved, true, queue.Used},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newRemoteFixture(t)
			before := f.remoteHead("main")
			f.plan(tc.plan...)
			screen, stderr, status := f.runOnTerminal(tc.answers, f.loopArgs()...)
			if status != tc.stop.Status() {
				t.Fatalf("exit %d, want %d (%s)\nscreen:\n%s\nstderr:\n%s", status, tc.stop.Status(), tc.stop, screen, stderr)
			}
			out := f.lastRun()
			f.expect(out, tc.stop, tc.cause)
			for _, want := range []string{"the worker asks to run a risky action", "action:   " + push,
				"folder:   " + f.repo, "gatesh:   red git-force-push", "category: publish   (the worker's words)",
				"Approve exactly this action, once, for the next worker turn only? [y/N] "} {
				if !strings.Contains(screen, want) {
					t.Errorf("the terminal lacks %q:\n%s", want, screen)
				}
			}
			if pushed := f.remoteHead("main") != before; pushed != tc.pushed {
				t.Errorf("pushed %v, want %v; worker shell statuses:\n%s", pushed, tc.pushed, f.shStatus())
			}
			if f.remoteHead("other") != "" {
				t.Error("the unapproved push ran")
			}
			reqs := f.request(push)
			if len(reqs) != 1 {
				t.Fatalf("%d requests for %q, want 1: %+v", len(reqs), push, reqs)
			}
			if reqs[0].Status != tc.status || reqs[0].Request.Session != out.RunID {
				t.Errorf("request %s is %s (session %q), want %s", reqs[0].Request.ID, reqs[0].Status, reqs[0].Request.Session, tc.status)
			}
			// Nothing held in the run is left open for a later approval.
			for _, st := range f.requests() {
				if st.Status == queue.Pending || st.Status == queue.Approved {
					t.Errorf("request %s (%s) is left %s", st.Request.ID, st.Request.Command, st.Status)
				}
			}
			f.checkApprovalAudit(out, reqs[0].Request, tc.answers[0])
			if tc.plan[1].Probe && tc.pushed {
				p := f.probe(2)
				if p.StdinIsTTY || p.DevTTYError == "" {
					t.Errorf("the worker reached the operator's terminal: stdin tty %v, /dev/tty error %q", p.StdinIsTTY, p.DevTTYError)
				}
				if !strings.Contains(p.Prompt, "Approved for this turn only") || !strings.Contains(p.Prompt, push) {
					t.Errorf("the approved turn's prompt does not name the action:\n%s", p.Prompt)
				}
			}
		})
	}
}

// checkApprovalAudit checks that the audit log has the operator's answer,
// and that a yes is a signed approval used once.
func (f *fixture) checkApprovalAudit(out loop.Outcome, req queue.Request, answer string) {
	f.t.Helper()
	events := map[string]int{}
	for _, rec := range f.audit() {
		if rec["request"] == req.ID {
			events[rec["event"].(string)]++
		}
	}
	if strings.HasPrefix(strings.ToLower(answer), "y") && !strings.Contains(answer, "\x04") {
		if events["approved"] != 1 || req.DecidedBy != "operator" || !strings.Contains(req.DecisionReason, "gatesh loop prompt, run "+out.RunID) {
			f.f(req, events)
		}
		if req.Signature == "" {
			f.t.Errorf("approval %s is not signed", req.ID)
		}
		return
	}
	if events["approved"] != 0 || events["run"] != 0 || events["rejected"]+events["expired"] != 1 {
		f.f(req, events)
	}
}

func (f *fixture) f(req queue.Request, events map[string]int) {
	f.t.Helper()
	f.t.Errorf("audit events for request %s: %v (decided by %q: %q)", req.ID, events, req.DecidedBy, req.DecisionReason)
}

// Without a terminal, a risky action can never be approved: the loop
// stops and the action never runs.
func TestApprovalWithoutTerminal(t *testing.T) {
	t.Parallel()
	f := newRemoteFixture(t)
	before := f.remoteHead("main")
	f.plan(turn{Sh: []string{push}, Result: askFor(push)}, turn{Sh: []string{push}, Result: result("continue", "")})
	// A real process with no controlling terminal: its own session, stdin
	// from /dev/null.
	cmd := exec.Command(filepath.Join(f.bin, "gatesh"), append([]string{"loop"}, f.loopArgs()...)...)
	cmd.Dir, cmd.Env = f.repo, f.env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	err := cmd.Run()
	if cmd.ProcessState.ExitCode() != loop.ApprovalDeclined.Status() {
		t.Fatalf("exit %v, want %d\n%s", err, loop.ApprovalDeclined.Status(), stderr.String())
	}
	f.expect(f.lastRun(), loop.ApprovalDeclined, loop.CauseNoTerminal)
	if f.remoteHead("main") != before || f.turns() != 1 {
		t.Fatalf("pushed, or the worker ran %d turns", f.turns())
	}
	if reqs := f.request(push); len(reqs) != 1 || reqs[0].Status != queue.Expired {
		t.Fatalf("requests: %+v", reqs)
	}
}

// An approval lasts one turn: unused, it is withdrawn, and the same
// command in a later turn is held again.
func TestApprovalClearedAfterItsTurn(t *testing.T) {
	t.Parallel()
	f := newRemoteFixture(t)
	before := f.remoteHead("main")
	f.plan(turn{Sh: []string{push}, Result: askFor(push)},
		turn{Write: map[string]string{"notes.txt": "thought about it\n"}, Result: result("continue", "not yet")},
		turn{Sh: []string{push}, Result: askFor(push)})
	screen, stderr, status := f.runOnTerminal([]string{"y\n", "n\n"}, f.loopArgs()...)
	if status != loop.ApprovalDeclined.Status() {
		t.Fatalf("exit %d\nscreen:\n%s\nstderr:\n%s", status, screen, stderr)
	}
	out := f.lastRun()
	p := f.expect(out, loop.ApprovalDeclined, loop.CauseDeclined)
	if f.remoteHead("main") != before {
		t.Fatal("the push ran")
	}
	if got := f.shStatus(); !strings.Contains(got, "1 75 "+push) || !strings.Contains(got, "3 75 "+push) {
		t.Fatalf("worker shell statuses, want both pushes held (75):\n%s", got)
	}
	reqs := f.request(push)
	if len(reqs) != 2 {
		t.Fatalf("%d requests, want 2 (the cleared one and the new one)", len(reqs))
	}
	first, second := reqs[0], reqs[1]
	if first.Status != queue.Expired || second.Status != queue.Rejected {
		t.Fatalf("requests are %s and %s, want expired and rejected", first.Status, second.Status)
	}
	if p.Iterations[1].Approved != first.Request.ID {
		t.Errorf("iteration 2 ran with approval %q, want %s", p.Iterations[1].Approved, first.Request.ID)
	}
	decisions, err := os.ReadFile(filepath.Join(out.Path, "decisions.jsonl"))
	must(t, err)
	if !strings.Contains(string(decisions), `"kind":"approval_cleared"`) {
		t.Errorf("decisions.jsonl does not record the cleared approval:\n%s", decisions)
	}
}

// The worker's sandbox (Codex's, around the loop's Codex worker) may
// write the queue, where gatesh marks an approval used, so a used
// approval's file can be set back to approved, its signature intact. The
// loop records each use it sees where the worker cannot write, as the
// review server does, and the approval runs no more.
func TestUsedApprovalCannotBeSetBack(t *testing.T) {
	t.Parallel()
	f := newRemoteFixture(t)
	before := f.remoteHead("main")
	f.plan(turn{Sh: []string{push}, Result: askFor(push)}, turn{Sh: []string{push}, Result: result("continue", "pushed")})
	screen, stderr, status := f.runOnTerminal([]string{"y\n"}, f.loopArgs()...)
	if status != 0 {
		t.Fatalf("exit %d\nscreen:\n%s\nstderr:\n%s", status, screen, stderr)
	}
	reqs := f.request(push)
	if len(reqs) != 1 || reqs[0].Status != queue.Used {
		t.Fatalf("requests for the push: %+v", reqs)
	}
	// What the worker could do: the request's file is back in the queue
	// and says approved again, and the remote and what the push would
	// publish are as they were when it was approved.
	files, _ := filepath.Glob(filepath.Join(f.home, "queue", "*", reqs[0].Request.ID+".json"))
	top, _ := filepath.Glob(filepath.Join(f.home, "queue", reqs[0].Request.ID+".json"))
	files = append(files, top...)
	if len(files) != 1 {
		t.Fatalf("request files: %v", files)
	}
	data, err := os.ReadFile(files[0])
	must(t, err)
	var raw map[string]any
	must(t, json.Unmarshal(data, &raw))
	raw["status"] = "approved"
	delete(raw, "used_at")
	data, err = json.Marshal(raw)
	must(t, err)
	must(t, os.Remove(files[0]))
	must(t, os.WriteFile(filepath.Join(f.home, "queue", reqs[0].Request.ID+".json"), data, 0o600))
	if st := f.request(push); st[0].Status != queue.Approved {
		t.Fatalf("the request set back reads as %s, want approved (the signature covers no use)", st[0].Status)
	}
	f.gitIn(filepath.Join(f.root, "remote.git"), "update-ref", "refs/heads/main", before)
	f.git("update-ref", "refs/remotes/origin/main", before)

	cmd := exec.Command(filepath.Join(f.bin, "gatesh"), "-c", push)
	cmd.Dir, cmd.Env = f.repo, append(append([]string{}, f.env...), "GATESH_HOLD_WAIT=0s")
	out, _ := cmd.CombinedOutput()
	if got := f.remoteHead("main"); got != before {
		t.Fatalf("the used approval ran again (exit %d):\n%s", cmd.ProcessState.ExitCode(), out)
	}
	if cmd.ProcessState.ExitCode() == 0 {
		t.Errorf("the push was not held:\n%s", out)
	}
}

// A risky action the worker runs without asking is held and noted; a
// second one stops the run.
func TestUnapprovedRiskyActions(t *testing.T) {
	t.Parallel()
	t.Run("one is noted", func(t *testing.T) {
		f := newRemoteFixture(t)
		f.plan(turn{Sh: []string{push}, Write: map[string]string{"a": "1"}, Result: result("continue", "")},
			turn{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("done", "")})
		out := f.run(f.spec(verifyOK))
		f.expect(out, loop.Verified, "")
		prompt, err := os.ReadFile(filepath.Join(f.state, "prompt-2.txt"))
		must(t, err)
		if !strings.Contains(string(prompt), "gatesh held "+push+", which the worker ran without asking") {
			t.Errorf("the next prompt does not mention the hold:\n%s", prompt)
		}
		if reqs := f.request(push); len(reqs) != 1 || reqs[0].Status != queue.Expired {
			t.Errorf("the held request was not withdrawn: %+v", reqs)
		}
	})
	t.Run("a second stops the run", func(t *testing.T) {
		f := newRemoteFixture(t)
		before := f.remoteHead("main")
		f.plan(turn{Sh: []string{push}, Write: map[string]string{"a": "1"}, Result: result("continue", "")},
			turn{Sh: []string{pushOther}, Write: map[string]string{"a": "2"}, Result: result("continue", "")},
			turn{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("done", "")})
		out := f.run(f.spec(verifyOK))
		f.expect(out, loop.ApprovalDeclined, loop.CauseSecondUnapproved)
		if f.turns() != 2 || f.remoteHead("main") != before || f.remoteHead("other") != "" {
			t.Fatalf("turns %d; a push ran", f.turns())
		}
	})
	t.Run("two in one turn stop the run", func(t *testing.T) {
		f := newRemoteFixture(t)
		f.plan(turn{Sh: []string{push, pushOther}, Write: map[string]string{"a": "1"}, Result: result("continue", "")},
			turn{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("done", "")})
		f.expect(f.run(f.spec(verifyOK)), loop.ApprovalDeclined, loop.CauseSecondUnapproved)
	})
}

// --allow-dirty is confirmed on the terminal, default No.
func TestAllowDirtyConfirmed(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		answer string
		stop   loop.Stop
		cause  string
	}{
		{"y\n", loop.Verified, ""},
		{"n\n", loop.DirtyWorktree, loop.CauseDeclined},
		{"\x04", loop.DirtyWorktree, loop.CauseEOF},
	} {
		t.Run(strings.TrimSpace(tc.answer), func(t *testing.T) {
			t.Parallel()
			f := newFixture(t)
			f.writeFile("mine.txt", "my own unfinished work\n")
			f.plan(turn{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("done", "")})
			screen, stderr, status := f.runOnTerminal([]string{tc.answer}, "--task", "t", "--done", "d", "--verify", verifyOK,
				"--allow-dirty", "--", "fakeworker")
			if status != tc.stop.Status() {
				t.Fatalf("exit %d, want %d\nscreen:\n%s\nstderr:\n%s", status, tc.stop.Status(), screen, stderr)
			}
			f.expect(f.lastRun(), tc.stop, tc.cause)
			if !strings.Contains(screen, "the work tree has 1 change (?? mine.txt)") {
				t.Errorf("the question does not name the change:\n%s", screen)
			}
			if data, err := os.ReadFile(filepath.Join(f.repo, "mine.txt")); err != nil || string(data) != "my own unfinished work\n" {
				t.Errorf("the operator's change was lost: %q, %v", data, err)
			}
		})
	}
}

// Only an answer typed after the question appears counts: keys pressed
// earlier (a "y" meant for something else) are discarded.
func TestApprovalIgnoresTypeahead(t *testing.T) {
	t.Parallel()
	f := newRemoteFixture(t)
	before := f.remoteHead("main")
	f.plan(turn{Sh: []string{push}, Result: askFor(push)}, turn{Sh: []string{push}, Result: result("continue", "")})
	screen, stderr, status := f.runOnTerminalTyped("y\ny\n", []string{"\x04"}, f.loopArgs()...)
	if status != loop.ApprovalDeclined.Status() {
		t.Fatalf("exit %d\nscreen:\n%s\nstderr:\n%s", status, screen, stderr)
	}
	f.expect(f.lastRun(), loop.ApprovalDeclined, loop.CauseEOF)
	if f.remoteHead("main") != before || f.turns() != 1 {
		t.Fatal("typed-ahead input approved the push")
	}
}
