package loop_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"gatesh/internal/waitfor"
	"gatesh/loop"
	"gatesh/queue"
)

// kill -9 of the loop while publish is parked leaves state that loop show
// reads; loop resume picks it up, and the approval is used once.
func TestTasksKilledWhileParked(t *testing.T) {
	t.Parallel()
	f := newTasksFixture(t, `deadline = "2m"`, []turn{tryAndAsk, pushesOnce})
	before := f.remoteHead("main")
	cmd, _ := f.startLoop("loop", filepath.Join(f.root, "tasks.toml"))
	p, path := f.waitTasks("publish is parked and fix verified", parkedAndFixed)
	// While its loop runs, the run cannot be resumed a second time.
	if o, status := f.gatesh("loop", "resume", p.RunID); status != 1 || !strings.Contains(o, "is still running") {
		t.Errorf("resume of a running run: exit %d\n%s", status, o)
	}
	must(t, cmd.Process.Signal(syscall.SIGKILL))
	cmd.Wait()
	id := task(p, "publish").Parked.Request

	show, status := f.gatesh("loop", "show", p.RunID)
	if status != 0 || !strings.Contains(show, "parked: waits for request "+id) || !strings.Contains(show, "gatesh loop resume "+p.RunID) {
		t.Fatalf("gatesh loop show after kill -9 (exit %d):\n%s", status, show)
	}
	rs, err := loop.ReadResume(filepath.Join(path, "tasks", "publish"))
	must(t, err)
	if rs.Parked == nil || rs.Parked.Request != id || rs.Parked.Action != push || rs.Branch == "" || rs.Worktree == "" ||
		rs.Summary != "I need to run one risky command" {
		t.Fatalf("resume.json = %+v", rs)
	}
	// The approval lands while no loop runs.
	if o, status := f.gatesh("approve", id); status != 0 {
		t.Fatalf("gatesh approve: exit %d\n%s", status, o)
	}
	o, status := f.gatesh("loop", "resume", p.RunID)
	if status != 0 {
		t.Fatalf("gatesh loop resume: exit %d\n%s", status, o)
	}
	if ran, _ := f.pushes(); ran != 1 || f.uses(id) != 1 || f.remoteHead("main") == before {
		t.Errorf("the push ran %d times; request used %d times", ran, f.uses(id))
	}
	if n := f.turnsOf("fix"); n != 1 {
		t.Errorf("fix ran %d turns; a verified task must not run again", n)
	}
	// A second resume finds nothing to do, and nothing runs twice.
	o, status = f.gatesh("loop", "resume", p.RunID)
	if status == 0 || status == 2 || !strings.Contains(o, "has stopped") {
		t.Errorf("a second resume: exit %d\n%s", status, o)
	}
	if ran, _ := f.pushes(); ran != 1 || f.uses(id) != 1 || f.turnsOf("publish") != 2 {
		t.Errorf("after a second resume: the push ran %d times, used %d times, %d turns", ran, f.uses(id), f.turnsOf("publish"))
	}
	p, err = loop.ReadProgress(path)
	must(t, err)
	if p.Stop == nil || p.Stop.Stop != loop.Verified {
		t.Errorf("run stop: %+v", p.Stop)
	}
}

// A loop killed in the turn that ran with an approval: on resume that
// approval is withdrawn, so it can never be used a second time, even
// though the turn had not used it.
func TestTasksKilledDuringApprovedTurn(t *testing.T) {
	t.Parallel()
	hang := turn{Hang: true}
	f := newTasksFixture(t, `deadline = "2m"`, []turn{tryAndAsk, hang, pushesOnce})
	cmd, _ := f.startLoop("loop", filepath.Join(f.root, "tasks.toml"))
	p, _ := f.waitTasks("publish is parked and fix verified", parkedAndFixed)
	id := task(p, "publish").Parked.Request
	if o, status := f.gatesh("approve", id); status != 0 {
		t.Fatalf("gatesh approve: exit %d\n%s", status, o)
	}
	hangPid := filepath.Join(f.state, "hang-2.pid")
	deadline := waitfor.Deadline(t)
	for {
		if _, err := os.Stat(hangPid); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the approved turn did not start")
		}
		time.Sleep(20 * time.Millisecond)
	}
	must(t, cmd.Process.Signal(syscall.SIGKILL))
	cmd.Wait()
	f.checkGoneOrKill("hang-2.pid")
	o, status := f.gatesh("loop", "resume", "--deadline", "1m", p.RunID)
	// The third turn tries the push: the approval was withdrawn, so gatesh
	// holds it again, and the turn changed nothing.
	if status != loop.NoDiff.Status() {
		t.Errorf("resume exited %d, want %d\n%s", status, loop.NoDiff.Status(), o)
	}
	if ran, held := f.pushes(); ran != 0 || held != 2 {
		t.Errorf("after resume the push ran %d times and was held %d times (exit %d)\n%s", ran, held, status, o)
	}
	if st, err := f.requestState(id); err != nil || st != queue.Expired {
		t.Errorf("the approval of the killed turn is %s (%v), want withdrawn", st, err)
	}
	if f.uses(id) != 0 {
		t.Errorf("the withdrawn approval was used %d times", f.uses(id))
	}
}

func (f *fixture) requestState(id string) (queue.Status, error) {
	for _, st := range f.requests() {
		if st.Request.ID == id {
			return st.Status, nil
		}
	}
	return "", fmt.Errorf("no request %s", id)
}

// checkGoneOrKill kills what the dead loop's worker left running.
func (f *fixture) checkGoneOrKill(name string) {
	data, err := os.ReadFile(filepath.Join(f.state, name))
	if err != nil {
		return
	}
	var pid int
	fmt.Sscan(string(data), &pid)
	if pid > 0 {
		syscall.Kill(pid, syscall.SIGKILL)
		waitGone(pid, 5*time.Second)
	}
}

// SIGTERM while a task is parked stops the run as interrupted: the parked
// task's request is withdrawn, so nothing can use it later, and the run
// cannot be resumed.
func TestTasksInterruptedWhileParked(t *testing.T) {
	t.Parallel()
	f := newTasksFixture(t, `deadline = "2m"`, []turn{tryAndAsk, pushesOnce})
	cmd, out := f.startLoop("loop", filepath.Join(f.root, "tasks.toml"))
	p, path := f.waitTasks("publish is parked and fix verified", parkedAndFixed)
	id := task(p, "publish").Parked.Request
	must(t, cmd.Process.Signal(syscall.SIGTERM))
	cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); code != loop.Interrupted.Status() {
		t.Fatalf("exit %d, want %d\n%s", code, loop.Interrupted.Status(), out)
	}
	if st, err := f.requestState(id); err != nil || st != queue.Expired {
		t.Errorf("the parked request is %s (%v), want withdrawn", st, err)
	}
	p, err := loop.ReadProgress(path)
	must(t, err)
	if pub := task(p, "publish"); p.State != "stopped" || pub.End == nil || pub.End.Stop != loop.Interrupted {
		t.Errorf("run %s, publish %+v", p.State, pub.End)
	}
	if o, status := f.gatesh("loop", "resume", p.RunID); status != 1 || !strings.Contains(o, "has stopped") {
		t.Errorf("resume after SIGTERM: exit %d\n%s", status, o)
	}
	if ran, _ := f.pushes(); ran != 0 {
		t.Errorf("the push ran %d times", ran)
	}
}
