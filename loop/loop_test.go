package loop_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"gatesh/internal/waitfor"
	"gatesh/loop"
)

// The verifier of most tests: it passes once ok.txt says "ok".
const verifyOK = `grep -qx ok ok.txt`

func TestVerifiedAfterSecondIteration(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.plan(
		turn{Write: map[string]string{"ok.txt": "not yet\n"}, Probe: true, Result: result("continue", "half way")},
		turn{Write: map[string]string{"ok.txt": "ok\n", "bin.dat": "\x00\x01\x02binary\xff"}, Result: result("done", "finished")},
	)
	out := f.run(f.spec(verifyOK))
	p := f.expect(out, loop.Verified, "")
	if len(p.Iterations) != 2 || f.turns() != 2 {
		t.Fatalf("%d iterations, %d turns; want 2", len(p.Iterations), f.turns())
	}
	if p.Baseline == nil || p.Baseline.Passed || p.Iterations[0].Verify.Passed || !p.Iterations[1].Verify.Passed {
		t.Fatalf("verifier results: baseline %+v, iterations %+v", p.Baseline, p.Iterations)
	}
	if d := p.Iterations[1].Diff; d.Files != 2 || d.Binary != 1 {
		t.Errorf("iteration 2 diff = %+v, want 2 files, 1 binary", d)
	}
	// The worker's changes stay in the work tree, uncommitted.
	if got := f.git("status", "--porcelain"); !strings.Contains(got, "?? ok.txt") || !strings.Contains(got, "?? bin.dat") {
		t.Errorf("git status after the run:\n%s", got)
	}
	// The prompt carried the task, the done condition and the verifier's tail.
	prompt, err := os.ReadFile(filepath.Join(out.Path, "iter-002", "prompt.txt"))
	must(t, err)
	for _, want := range []string{"make the verifier pass", "the verifier exits 0", "`grep -qx ok ok.txt` last exited with status 1", `"status": "done" | "continue"`} {
		if !strings.Contains(string(prompt), want) {
			t.Errorf("prompt lacks %q:\n%s", want, prompt)
		}
	}
	// The worker saw the same prompt on its stdin.
	got, err := os.ReadFile(filepath.Join(f.state, "prompt-2.txt"))
	must(t, err)
	if string(got) != string(prompt) {
		t.Errorf("the worker read another prompt than the artifact")
	}
}

// The worker has neither the operator's terminal nor a session shared
// with the loop, and its shell is gatesh.
func TestWorkerHasNoTerminalAndGateshAsShell(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.plan(turn{Write: map[string]string{"ok.txt": "ok\n"}, Probe: true, Result: result("done", "ok")})
	out := f.run(f.spec(verifyOK))
	f.expect(out, loop.Verified, "")
	p := f.probe(1)
	if p.StdinIsTTY || p.DevTTYError == "" {
		t.Errorf("the worker could reach a terminal: stdin tty %v, /dev/tty error %q", p.StdinIsTTY, p.DevTTYError)
	}
	if p.Sid != p.Pid || p.Pgid != p.Pid {
		t.Errorf("the worker is not the leader of its own session and group: pid %d sid %d pgid %d", p.Pid, p.Sid, p.Pgid)
	}
	sh := p.Env["SHELL"]
	if filepath.Base(sh) != "bash" || !strings.HasPrefix(sh, out.Path) {
		t.Errorf("SHELL = %q, want the run's gatesh link", sh)
	}
	target, err := filepath.EvalSymlinks(sh)
	must(t, err)
	exe, _ := os.Executable()
	if self, _ := filepath.EvalSymlinks(exe); target != self {
		t.Errorf("SHELL resolves to %s, not gatesh %s", target, self)
	}
	if !strings.HasPrefix(p.Env["PATH"], filepath.Dir(sh)+":") {
		t.Errorf("PATH does not start with gatesh's folder: %s", p.Env["PATH"])
	}
	if p.Env["GATESH_SESSION"] != out.RunID || p.Env["GATESH_HOLD_WAIT"] != "0s" || p.Env["GATESH_HOME"] != f.home || p.Env["GATESH_APPROVED"] != "" {
		t.Errorf("gatesh environment: %v", p.Env)
	}
}

func TestAlreadyPassingChangesNothing(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.writeFile("ok.txt", "ok\n")
	f.git("add", "ok.txt")
	f.git("commit", "-q", "-m", "ok")
	f.plan(turn{Write: map[string]string{"touched": "x"}, Result: result("done", "")})
	out := f.run(f.spec(verifyOK))
	p := f.expect(out, loop.Verified, "")
	if f.turns() != 0 || len(p.Iterations) != 0 {
		t.Fatalf("the worker ran %d turns", f.turns())
	}
	if got := f.git("status", "--porcelain"); got != "" {
		t.Fatalf("work tree changed: %s", got)
	}
}

// Each stop both ways: a plan that reaches the stop, and a near twin that
// does not.
func TestStops(t *testing.T) {
	t.Parallel()
	edit := func(i int) map[string]string { return map[string]string{"work.txt": strings.Repeat("x", i) + "\n"} }
	cont := func(i int) turn { return turn{Write: edit(i), Result: result("continue", "more")} }
	finish := turn{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("done", "ok")}
	// A verifier whose failure text changes with the work: no repeated failure.
	const verifyChanging = `cat work.txt 2>/dev/null; grep -qx ok ok.txt`
	for _, tc := range []struct {
		name   string
		plan   []turn
		spec   func(loop.Spec) loop.Spec
		verify string
		stop   loop.Stop
		turns  int
	}{
		{"iteration budget", []turn{cont(1), cont(2), finish}, maxIter(2), verifyChanging, loop.IterationBudget, 2},
		{"iteration budget not reached", []turn{cont(1), cont(2), finish}, maxIter(3), verifyChanging, loop.Verified, 3},
		{"repeated failure", []turn{cont(1), cont(2), cont(3), finish}, nil, verifyOK, loop.RepeatedFailure, 3},
		{"failures that differ are not repeated", []turn{cont(1), cont(2), cont(3), finish}, nil, verifyChanging, loop.Verified, 4},
		{"repeated failure, higher bound", []turn{cont(1), cont(2), cont(3), finish}, maxRepeat(4), verifyOK, loop.Verified, 4},
		{"no diff", []turn{cont(1), {Result: result("continue", "thinking")}, finish}, nil, verifyChanging, loop.NoDiff, 2},
		{"the same content again is no diff", []turn{cont(1), cont(1), finish}, nil, verifyChanging, loop.NoDiff, 2},
		{"invalid result", []turn{cont(1), {Write: edit(2), Raw: `{"status": "continue", "summary": "cut short`}}, nil, verifyChanging, loop.InvalidResult, 2},
		{"no result at all", []turn{{Write: edit(2)}}, nil, verifyChanging, loop.InvalidResult, 1},
		{"unknown status", []turn{{Write: edit(2), Result: result("finished", "")}}, nil, verifyChanging, loop.InvalidResult, 1},
		{"prose around the result", []turn{{Write: edit(2), Raw: `Here you go: {"status":"done","summary":"x","approval":null}`}}, nil, verifyChanging, loop.InvalidResult, 1},
		{"output before the result line", []turn{{Write: edit(2), Print: "working...\n{not the result}", Result: result("continue", "")}, finish}, nil, verifyChanging, loop.Verified, 2},
		{"worker crashed", []turn{cont(1), {Write: edit(2), Result: result("continue", ""), Exit: 3}}, nil, verifyChanging, loop.WorkerCrashed, 2},
		{"worker killed by a signal", []turn{{Write: edit(2), Kill: true}}, nil, verifyChanging, loop.WorkerCrashed, 1},
		{"a crashed worker whose work verifies", []turn{{Write: map[string]string{"ok.txt": "ok\n"}, Exit: 3}}, nil, verifyOK, loop.Verified, 1},
		{"blocked", []turn{cont(1), {Write: edit(2), Result: result("blocked", "I cannot reach the database")}}, nil, verifyChanging, loop.WorkerBlocked, 2},
		{"blocked, but the verifier passes", []turn{{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("blocked", "")}}, nil, verifyOK, loop.Verified, 1},
		{"done while the verifier fails goes on", []turn{{Write: edit(1), Result: result("done", "all tests pass")}, {Write: edit(2), Result: result("done", "really")}}, maxIter(2), verifyChanging, loop.IterationBudget, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t)
			f.plan(tc.plan...)
			s := f.spec(tc.verify)
			if tc.spec != nil {
				s = tc.spec(s)
			}
			out := f.run(s)
			p := f.expect(out, tc.stop, "")
			if f.turns() != tc.turns || len(p.Iterations) != tc.turns {
				t.Fatalf("%d turns, %d iterations recorded; want %d", f.turns(), len(p.Iterations), tc.turns)
			}
			if tc.stop != loop.Verified && p.Iterations[len(p.Iterations)-1].Verify.Passed {
				t.Fatal("stopped without success although the verifier passed")
			}
		})
	}
}

func maxIter(n int) func(loop.Spec) loop.Spec {
	return func(s loop.Spec) loop.Spec { s.MaxIterations = n; return s }
}

func maxRepeat(n int) func(loop.Spec) loop.Spec {
	return func(s loop.Spec) loop.Spec { s.MaxRepeatedFailures = n; return s }
}

// A worker that claims done while the verifier fails is not believed: the
// run goes on, the next prompt says so, and decisions.jsonl records it.
func TestDoneClaimIsNotBelieved(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.plan(turn{Write: map[string]string{"ok.txt": "nearly\n"}, Result: result("done", "all tests pass")},
		turn{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("continue", "now really")})
	out := f.run(f.spec(verifyOK))
	f.expect(out, loop.Verified, "")
	decisions, err := os.ReadFile(filepath.Join(out.Path, "decisions.jsonl"))
	must(t, err)
	if !strings.Contains(string(decisions), `"kind":"not_done"`) {
		t.Errorf("decisions.jsonl does not record the false claim:\n%s", decisions)
	}
	prompt, err := os.ReadFile(filepath.Join(f.state, "prompt-2.txt"))
	must(t, err)
	if !strings.Contains(string(prompt), "You said done, but the verifier still fails") {
		t.Errorf("the second prompt does not tell the worker:\n%s", prompt)
	}
}

// The deadline is one limit for the whole run: a hanging worker and its
// child get SIGTERM, then SIGKILL after the grace period.
func TestDeadlineKillsHangingWorkerAndChildren(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.plan(turn{Write: map[string]string{"work.txt": "started\n"}, Child: true, Hang: true})
	s := f.spec(verifyOK)
	// What the test measures is what happens at the deadline, not how soon
	// it comes: the deadline leaves the baseline verifier and the worker's
	// start (a race-built test binary, on a loaded machine) the time to be
	// ready, so that the SIGTERM finds the worker's handler in place.
	s.Deadline = setupTime
	out := f.run(s)
	if _, err := os.Stat(filepath.Join(f.state, "hang-1.pid")); err != nil {
		t.Fatalf("the worker was not ready (no hang-1.pid) when the deadline of %s came: %v", s.Deadline, err)
	}
	p := f.expect(out, loop.Deadline, "")
	it := p.Iterations[0]
	if !it.Worker.TimedOut || it.Worker.Signal != "killed" {
		t.Errorf("worker exit %+v, want timed out and killed", it.Worker)
	}
	if it.Verify != nil {
		t.Errorf("the verifier ran after the deadline: %+v", it.Verify)
	}
	if _, err := os.Stat(filepath.Join(f.state, "term-1")); err != nil {
		t.Errorf("the worker never got SIGTERM before SIGKILL: %v", err)
	}
	f.checkGone("hang-1.pid", "child.pid")
	// What the worker wrote before the deadline is recorded.
	if it.Diff.Files != 1 {
		t.Errorf("diff of the timed-out turn = %+v", it.Diff)
	}
}

// A worker that finishes in time is not stopped by a deadline that has
// not passed, however close.
func TestDeadlineNotReached(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.plan(turn{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("done", "")})
	s := f.spec(verifyOK)
	s.Deadline = time.Minute
	f.expect(f.run(s), loop.Verified, "")
}

func TestDeadlineStopsHangingVerifier(t *testing.T) {
	t.Parallel()
	t.Run("before the first turn", func(t *testing.T) {
		t.Parallel()
		f := newFixture(t)
		f.plan(turn{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("done", "")})
		s := f.spec(`trap '' TERM; sleep 300`)
		s.Deadline = setupTime
		out := f.run(s)
		p := f.expect(out, loop.Deadline, "")
		if f.turns() != 0 || p.Baseline == nil || !p.Baseline.Exit.TimedOut {
			t.Fatalf("turns %d, baseline %+v", f.turns(), p.Baseline)
		}
	})
	t.Run("after a turn", func(t *testing.T) {
		t.Parallel()
		f := newFixture(t)
		f.plan(turn{Write: map[string]string{"hang": "1"}, Result: result("continue", "")})
		s := f.spec(`test -e hang && sleep 300; exit 1`)
		s.Deadline = setupTime
		out := f.run(s)
		p := f.expect(out, loop.Deadline, "")
		if v := p.Iterations[0].Verify; v == nil || !v.Exit.TimedOut {
			t.Fatalf("verifier after the turn: %+v", v)
		}
		if !strings.Contains(out.End.Detail, "the verifier was stopped") {
			t.Errorf("detail: %s", out.End.Detail)
		}
	})
}

func TestShowPrintsTheRun(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.plan(turn{Write: map[string]string{"ok.txt": "no\n"}, Result: result("continue", "first try \x1b[31m")},
		turn{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("done", "fixed")})
	out := f.run(f.spec(verifyOK))
	f.expect(out, loop.Verified, "")
	var b strings.Builder
	must(t, loop.Show(&b, out.Path))
	got := b.String()
	for _, want := range []string{
		"run       " + out.RunID + " (stopped)",
		"0     -                        -                fail (exit 2)",
		"1     exit 0                   continue         fail (exit 1)          1 file, +1 -0",
		"2     exit 0                   done             pass                   1 file, +1 -1",
		"stop      verified (exit 0): the verifier passed after iteration 2",
		`iter 1 summary: $'first try \x1b[31m'`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("show lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "\x1b") {
		t.Errorf("show prints an escape sequence from the worker:\n%q", got)
	}
}

// Ctrl-C on the loop stops the worker and its children as the deadline
// would (they run in a session of their own and do not get the
// terminal's signal), and the run records why it ended.
func TestInterrupted(t *testing.T) {
	t.Parallel()
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			f := newFixture(t)
			f.plan(turn{Write: map[string]string{"work.txt": "started\n"}, Child: true, Hang: true})
			cmd := exec.Command(filepath.Join(f.bin, "gatesh"), "loop", "--task", "t", "--done", "d", "--verify", verifyOK,
				"--grace", "200ms", "--", "fakeworker")
			cmd.Dir, cmd.Env = f.repo, f.env
			var stderr strings.Builder
			cmd.Stderr = &stderr
			must(t, cmd.Start())
			pidFile := filepath.Join(f.state, "hang-1.pid")
			for deadline := waitfor.Deadline(t); ; time.Sleep(20 * time.Millisecond) {
				if _, err := os.Stat(pidFile); err == nil {
					break
				}
				if time.Now().After(deadline) {
					cmd.Process.Kill()
					t.Fatalf("the worker never started\n%s", stderr.String())
				}
			}
			must(t, cmd.Process.Signal(sig))
			cmd.Wait()
			if got := cmd.ProcessState.ExitCode(); got != loop.Interrupted.Status() {
				t.Fatalf("exit %d, want %d\n%s", got, loop.Interrupted.Status(), stderr.String())
			}
			out := f.lastRun()
			f.expect(out, loop.Interrupted, "")
			if !strings.HasPrefix(out.End.Detail, "interrupted by "+sig.String()+" during iteration 1") {
				t.Errorf("detail: %s", out.End.Detail)
			}
			f.checkGone("hang-1.pid", "child.pid")
		})
	}
}
