package loop_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	gateshenforce "gatesh/enforce"
	"gatesh/internal/needs"
	"gatesh/internal/waitfor"
	"gatesh/loop"
	"gatesh/queue"
)

func TestTasksFile(t *testing.T) {
	t.Parallel()
	list, err := loop.ParseTasks("tasks.toml", []byte(`
deadline = "8h"
verify = "make test"
done = "make test exits 0"
max_iterations = 4

[[task]]
id = "fix-lexer"
task = "fix the lexer"

[[task]]
id = "publish_2"
task = "publish"
verify = ["./check"]
worker = "claude"
max_iterations = 2
deadline = "30m"
`))
	if err != nil {
		t.Fatal(err)
	}
	if list.Deadline != 8*time.Hour || len(list.Tasks) != 2 {
		t.Fatalf("list = %+v", list)
	}
	a, err := list.Tasks[0].Spec.Settings()
	if err != nil {
		t.Fatal(err)
	}
	if list.Tasks[0].ID != "fix-lexer" || a.Task != "fix the lexer" || a.Verify.Text != "make test" || a.Done != "make test exits 0" ||
		a.MaxIterations != 4 || a.Kind != loop.Codex || list.Tasks[0].Spec.Deadline != 0 {
		t.Errorf("task 1 = %+v", a)
	}
	b, err := list.Tasks[1].Spec.Settings()
	if err != nil {
		t.Fatal(err)
	}
	if b.Verify.Argv[0] != "./check" || b.Kind != loop.Claude || b.MaxIterations != 2 || b.Deadline != 30*time.Minute {
		t.Errorf("task 2 = %+v", b)
	}

	for _, c := range []struct{ name, file, want string }{
		{"no id", "[[task]]\ntask = \"t\"\n", "needs an id"},
		{"a bad id", "[[task]]\nid = \"a/b\"\ntask = \"t\"\n", "letters, digits"},
		{"an id with a dot", "[[task]]\nid = \"a.b\"\ntask = \"t\"\n", "letters, digits"},
		{"an id that is an option", "[[task]]\nid = \"-x\"\ntask = \"t\"\n", "starts with -"},
		{"the same id twice", "[[task]]\nid = \"a\"\ntask = \"t\"\n[[task]]\nid = \"a\"\ntask = \"u\"\n", "used twice"},
		{"an unknown key in a table", "[[task]]\nid = \"a\"\ntask = \"t\"\nretries = 3\n", "unknown key task.retries"},
		{"an unknown top-level key", "parallel = 2\n[[task]]\nid = \"a\"\ntask = \"t\"\n", "unknown key parallel"},
		{"a bad duration", "[[task]]\nid = \"a\"\ntask = \"t\"\ngrace = \"soon\"\n", "grace"},
		{"a count below 1", "max_iterations = 0\n[[task]]\nid = \"a\"\ntask = \"t\"\n", "max_iterations"},
	} {
		_, err := loop.ParseTasks("tasks.toml", []byte(c.file))
		if err == nil || !errors.Is(err, loop.ErrTask) || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "tasks.toml") {
			t.Errorf("%s: err = %v, want one about %q", c.name, err, c.want)
		}
	}
	if !loop.IsTasksFile([]byte("[[task]]\nid = \"a\"\n")) || loop.IsTasksFile([]byte("task = \"t\"\n")) || loop.IsTasksFile([]byte("[[task]\n")) {
		t.Error("IsTasksFile tells the two kinds of file apart wrongly")
	}
}

// The two tasks of these tests: "publish" needs a force-push, which
// gatesh holds; "fix" only edits a file. publish comes first, so that
// fix runs while publish is parked.
const (
	tasksPlanPublish = "publish"
	tasksPlanFix     = "fix"
)

// tasksFixture is a remote fixture with a tasks file and the fake
// worker's plans for both tasks.
func newTasksFixture(t *testing.T, top string, publish []turn) *fixture {
	t.Helper()
	f := newRemoteFixture(t)
	remote := filepath.Join(f.root, "remote.git")
	// Each task has its own worktree: the remote is named by its full path.
	f.git("remote", "set-url", "origin", remote)
	tasks := top + `
worker = ["fakeworker"]
grace = "200ms"
max_iterations = 3

[[task]]
id = "publish"
task = "publish the second commit"
done = "origin has it"
verify = 'test "$(git -C ` + remote + ` rev-parse main)" = "$(git rev-parse HEAD)"'

[[task]]
id = "fix"
task = "make ok.txt say ok"
done = "ok.txt says ok"
verify = "grep -qx ok ok.txt"
`
	must(t, os.WriteFile(filepath.Join(f.root, "tasks.toml"), []byte(tasks), 0o644))
	f.planTasks(map[string][]turn{
		tasksPlanPublish: publish,
		tasksPlanFix:     {{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("done", "ok.txt says ok")}},
	})
	return f
}

func (f *fixture) planTasks(plans map[string][]turn) {
	f.t.Helper()
	data, err := jsonMarshal(plans)
	must(f.t, err)
	must(f.t, os.WriteFile(filepath.Join(f.root, "plan.json"), data, 0o644))
}

// startLoop starts `gatesh ARGS` in the repository as a process of its
// own with no controlling terminal, as overnight or in CI.
func (f *fixture) startLoop(args ...string) (*exec.Cmd, *bytes.Buffer) {
	f.t.Helper()
	cmd := exec.Command(filepath.Join(f.bin, "gatesh"), args...)
	cmd.Dir, cmd.Env = f.repo, f.env
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	must(f.t, cmd.Start())
	f.t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	return cmd, &out
}

// waitEnd waits for cmd (started by startLoop) to end by itself, and
// fails the test, killing it, if it has not by the test's own deadline.
func (f *fixture) waitEnd(cmd *exec.Cmd, out *bytes.Buffer, what string) {
	f.t.Helper()
	ended := make(chan struct{})
	go func() { cmd.Wait(); close(ended) }()
	select {
	case <-ended:
	case <-time.After(time.Until(waitfor.Deadline(f.t))):
		cmd.Process.Kill()
		<-ended
		f.t.Fatalf("timed out waiting for %s:\n%s", what, out)
	}
}

// gatesh runs a gatesh command to its end and returns its output and
// exit status.
func (f *fixture) gatesh(args ...string) (string, int) {
	f.t.Helper()
	cmd := exec.Command(filepath.Join(f.bin, "gatesh"), args...)
	cmd.Dir, cmd.Env = f.repo, f.env
	out, err := cmd.CombinedOutput()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		f.t.Fatal(err)
	}
	return string(out), cmd.ProcessState.ExitCode()
}

// waitTasks waits until the newest run's progress.json satisfies ok, and
// returns it.
func (f *fixture) waitTasks(what string, ok func(p *loop.Progress) bool) (*loop.Progress, string) {
	f.t.Helper()
	deadline := waitfor.Deadline(f.t)
	for time.Now().Before(deadline) {
		if path, err := loop.FindRun(f.home, ""); err == nil {
			if p, err := loop.ReadProgress(path); err == nil && len(p.Tasks) > 0 && ok(p) {
				return p, path
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	f.t.Fatalf("timed out waiting until %s", what)
	return nil, ""
}

func task(p *loop.Progress, id string) loop.TaskStatus {
	for _, st := range p.Tasks {
		if st.ID == id {
			return st
		}
	}
	return loop.TaskStatus{}
}

// parkedAndFixed: publish is parked on its request and fix is verified.
func parkedAndFixed(p *loop.Progress) bool {
	pub, fix := task(p, "publish"), task(p, "fix")
	return pub.State == loop.TaskParked && pub.Parked != nil && fix.End != nil && fix.End.Stop == loop.Verified
}

// pushes counts the fake worker's force-pushes in task publish that ran
// (exit 0) and that gatesh held (75).
func (f *fixture) pushes() (ran, held int) {
	data, _ := os.ReadFile(filepath.Join(f.state, "sh-status-publish"))
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		fields := strings.Fields(line)
		if len(fields) < 3 || !strings.HasSuffix(line, push) {
			continue
		}
		switch fields[1] {
		case "0":
			ran++
		case "75":
			held++
		}
	}
	return ran, held
}

// uses counts the audit log's "used" lines for a request.
func (f *fixture) uses(id string) int {
	n := 0
	for _, rec := range f.audit() {
		if rec["event"] == "used" && rec["request"] == id {
			n++
		}
	}
	return n
}

var (
	tryAndAsk  = turn{Sh: []string{push}, Result: askFor(push)}
	pushesOnce = turn{Sh: []string{push}, Result: result("continue", "pushed")}
)

func TestTasksParkThenApprove(t *testing.T) {
	t.Parallel()
	f := newTasksFixture(t, `deadline = "2m"`, []turn{tryAndAsk, pushesOnce})
	before := f.remoteHead("main")
	cmd, out := f.startLoop("loop", filepath.Join(f.root, "tasks.toml"))
	p, path := f.waitTasks("publish is parked and fix verified", parkedAndFixed)
	pub := task(p, "publish")
	if ran, held := f.pushes(); ran != 0 || held != 1 {
		t.Fatalf("before the approval the push ran %d times and was held %d times", ran, held)
	}
	// The parked request is gatesh's own hold of the push, in the task's worktree.
	st := f.request(push)
	if len(st) != 1 || st[0].Request.ID != pub.Parked.Request || st[0].Status != queue.Pending || st[0].Request.Cwd != pub.Worktree {
		t.Fatalf("requests for the push: %+v; parked on %+v", st, pub.Parked)
	}
	show, status := f.gatesh("loop", "show")
	if status != 0 || !regexpMatch(`publish\s+1\s+no change\s+parked: waits for request `+pub.Parked.Request, show) ||
		!regexpMatch(`fix\s+1\s+1 file, \+1 -0\s+verified`, show) {
		t.Fatalf("gatesh loop show while parked (exit %d):\n%s", status, show)
	}
	if o, status := f.gatesh("approve", "--reason", "ok, publish it", pub.Parked.Request); status != 0 {
		t.Fatalf("gatesh approve: exit %d\n%s", status, o)
	}
	err := cmd.Wait()
	if cmd.ProcessState.ExitCode() != 0 {
		t.Fatalf("gatesh loop exited %v\n%s", err, out)
	}
	if ran, _ := f.pushes(); ran != 1 {
		t.Errorf("the approved push ran %d times, want once", ran)
	}
	if f.remoteHead("main") == before || f.uses(pub.Parked.Request) != 1 {
		t.Errorf("remote main %s (was %s); request used %d times", f.remoteHead("main"), before, f.uses(pub.Parked.Request))
	}
	if st := f.request(push); len(st) != 1 || st[0].Status != queue.Used {
		t.Errorf("the request afterwards: %+v", st)
	}
	p, err = loop.ReadProgress(path)
	must(t, err)
	if p.State != "stopped" || p.Stop.Stop != loop.Verified || p.Stop.Exit != 0 {
		t.Fatalf("run stop = %+v", p.Stop)
	}
	for _, id := range []string{"publish", "fix"} {
		st := task(p, id)
		if st.End == nil || st.End.Stop != loop.Verified {
			t.Errorf("task %s: %+v", id, st)
		}
		// Each task worked on a branch and in a worktree of its own.
		if st.Branch != "gatesh-loop/"+p.RunID+"/"+id || !strings.HasSuffix(st.Worktree, "/"+id) {
			t.Errorf("task %s: branch %s, worktree %s", id, st.Branch, st.Worktree)
		}
		if got := strings.TrimSpace(f.gitIn(st.Worktree, "rev-parse", "--abbrev-ref", "HEAD")); got != st.Branch {
			t.Errorf("task %s: its worktree is on %s", id, got)
		}
	}
	// The resumed turn's prompt carried the approved action and the
	// summary the worker left before it parked.
	prompt, err := os.ReadFile(filepath.Join(f.state, "prompt-publish-2.txt"))
	must(t, err)
	if !strings.Contains(string(prompt), "Approved for this turn only") || !strings.Contains(string(prompt), push) ||
		!strings.Contains(string(prompt), "Where you left off") || !strings.Contains(string(prompt), "I need to run one risky command") {
		t.Errorf("the resumed prompt:\n%s", prompt)
	}
	// fix's change is in its own worktree only: not in the operator's,
	// nor in publish's.
	if _, err := os.Stat(filepath.Join(f.repo, "ok.txt")); err == nil {
		t.Error("fix's change reached the operator's work tree")
	}
	if _, err := os.Stat(filepath.Join(task(p, "publish").Worktree, "ok.txt")); err == nil {
		t.Error("fix's change reached publish's worktree")
	}
	// One task's own view, as a single run is shown.
	one, status := f.gatesh("loop", "show", p.RunID+".publish")
	if status != 0 || !strings.Contains(one, "run       "+p.RunID+".publish (stopped)") ||
		!strings.Contains(one, "iter 1 asks:    "+push) || !strings.Contains(one, "iter 2 ran with approval "+pub.Parked.Request) {
		t.Errorf("gatesh loop show RUN.publish (exit %d):\n%s", status, one)
	}
	if o, status := f.gatesh("loop", "show", p.RunID+".nosuch"); status == 0 || !strings.Contains(o, `no task "nosuch"`) {
		t.Errorf("gatesh loop show RUN.nosuch (exit %d):\n%s", status, o)
	}
	f.checkAuditStopTasks(p)
}

// checkAuditStopTasks checks the audit log: intact, with a loop_stop
// line for the run and one for each task.
func (f *fixture) checkAuditStopTasks(p *loop.Progress) {
	f.t.Helper()
	if o, status := f.gatesh("log", "verify"); status != 0 {
		f.t.Fatalf("gatesh log verify: exit %d\n%s", status, o)
	}
	want := map[string]bool{p.RunID: true}
	for _, st := range p.Tasks {
		want[p.RunID+"."+st.ID] = true
	}
	for _, rec := range f.audit() {
		if s, _ := rec["session"].(string); rec["event"] == "loop_stop" && want[s] {
			delete(want, s)
		}
	}
	if len(want) > 0 {
		f.t.Errorf("no loop_stop in the audit log for %v", want)
	}
}

// The same run with a rejection: publish needs a person, the push never
// ran, the run's status is needs_human's.
func TestTasksParkThenReject(t *testing.T) {
	t.Parallel()
	f := newTasksFixture(t, `deadline = "2m"`, []turn{tryAndAsk, pushesOnce})
	before := f.remoteHead("main")
	cmd, out := f.startLoop("loop", filepath.Join(f.root, "tasks.toml"))
	p, path := f.waitTasks("publish is parked and fix verified", parkedAndFixed)
	id := task(p, "publish").Parked.Request
	if o, status := f.gatesh("reject", "--reason", "not tonight", id); status != 0 {
		t.Fatalf("gatesh reject: exit %d\n%s", status, o)
	}
	cmd.Wait()
	f.expectNeedsHuman(cmd, out, path, before, loop.CauseRejected, "not tonight")
}

// expectNeedsHuman checks a run that ended with publish needing a
// person: exit 92, the push never ran, fix verified, and publish's note
// says what it wanted and why.
func (f *fixture) expectNeedsHuman(cmd *exec.Cmd, out *bytes.Buffer, path, before, cause, why string) {
	f.t.Helper()
	if got := cmd.ProcessState.ExitCode(); got != loop.NeedsHuman.Status() || got == 2 {
		f.t.Fatalf("gatesh loop exited %d, want %d\n%s", got, loop.NeedsHuman.Status(), out)
	}
	if ran, _ := f.pushes(); ran != 0 || f.remoteHead("main") != before {
		f.t.Errorf("the push ran %d times; remote main %s, was %s", ran, f.remoteHead("main"), before)
	}
	if n := f.turnsOf("publish"); n != 1 {
		f.t.Errorf("publish had %d turns, want 1", n)
	}
	p, err := loop.ReadProgress(path)
	must(f.t, err)
	pub, fix := task(p, "publish"), task(p, "fix")
	if pub.End == nil || pub.End.Stop != loop.NeedsHuman || pub.End.Cause != cause || !strings.Contains(pub.End.Detail, why) {
		f.t.Errorf("publish: %+v", pub.End)
	}
	if fix.End == nil || fix.End.Stop != loop.Verified {
		f.t.Errorf("fix: %+v", fix.End)
	}
	if p.Stop == nil || p.Stop.Stop != loop.NeedsHuman || p.Stop.Exit != 92 {
		f.t.Errorf("run stop: %+v", p.Stop)
	}
	note, err := os.ReadFile(filepath.Join(path, "tasks", "publish", "note.txt"))
	must(f.t, err)
	for _, w := range []string{push, "the task says to publish", "publish", why} {
		if !strings.Contains(string(note), w) {
			f.t.Errorf("note.txt lacks %q:\n%s", w, note)
		}
	}
	for _, st := range f.request(push) {
		if st.Status == queue.Pending || st.Status == queue.Approved || st.Status == queue.Used {
			f.t.Errorf("the push's request is left %s", st.Status)
		}
	}
	show, _ := f.gatesh("loop", "show")
	if !regexpMatch(`publish\s+1\s+no change\s+needs_human \(`+cause+`\)`, show) {
		f.t.Errorf("gatesh loop show:\n%s", show)
	}
	// The morning digest has a section for the night's tasks.
	digest, status := f.gatesh("digest", "--since", "1h")
	if status != 0 || !strings.Contains(digest, "## Tasks (1 run)") ||
		!strings.Contains(digest, "- run "+p.RunID+", started ") || !strings.Contains(digest, ": needs_human ("+cause+") (exit 92): 2 tasks: 1 needs_human, 1 verified") ||
		!strings.Contains(digest, "  - publish: needs_human ("+cause+"): ") || !strings.Contains(digest, "  - fix: verified · 1 turn · 1 file, +1 -0") {
		f.t.Errorf("gatesh digest (exit %d):\n%s", status, digest)
	}
	f.checkAuditStopTasks(p)
}

func (f *fixture) turnsOf(id string) int {
	data, _ := os.ReadFile(filepath.Join(f.state, "turns-"+id))
	var n int
	fmt.Sscan(string(data), &n)
	return n
}

// Nobody decides: the request expires (hold.ttl), and publish needs a
// person.
func TestTasksParkThenExpire(t *testing.T) {
	t.Parallel()
	f := newTasksFixture(t, `deadline = "2m"`, []turn{tryAndAsk, pushesOnce})
	must(t, os.MkdirAll(f.home, 0o700))
	must(t, os.WriteFile(filepath.Join(f.home, "config.toml"), []byte("[hold]\nttl = \"3s\"\n"), 0o600))
	before := f.remoteHead("main")
	cmd, out := f.startLoop("loop", filepath.Join(f.root, "tasks.toml"))
	cmd.Wait() // nobody decides; the run ends by itself
	path := f.parkedThenEnded()
	f.expectNeedsHuman(cmd, out, path, before, loop.CauseExpired, "before it expired")
	if st := f.request(push); len(st) != 1 || st[0].Status != queue.Expired {
		t.Errorf("the push's request: %+v", st)
	}
}

// Nobody decides before the run's deadline: publish needs a person, and
// its request is withdrawn so that nothing can use it later.
func TestTasksParkThenDeadline(t *testing.T) {
	t.Parallel()
	// The deadline leaves fix the time to be verified and publish to park
	// first, however loaded the machine (parkedThenEnded checks both).
	f := newTasksFixture(t, fmt.Sprintf("deadline = %q", setupTime), []turn{tryAndAsk, pushesOnce})
	before := f.remoteHead("main")
	cmd, out := f.startLoop("loop", filepath.Join(f.root, "tasks.toml"))
	f.waitEnd(cmd, out, "the run to end at its deadline") // nobody decides
	path := f.parkedThenEnded()
	f.expectNeedsHuman(cmd, out, path, before, loop.CauseDeadline, "deadline")
	if st := f.request(push); len(st) != 1 || st[0].Status != queue.Expired {
		t.Errorf("the push's request: %+v", st)
	}
}

// parkedThenEnded is the newest run's folder, once it has checked that
// publish parked first (from its decisions, so that no timing of the
// test matters) and fix was verified after publish parked.
func (f *fixture) parkedThenEnded() string {
	f.t.Helper()
	path, err := loop.FindRun(f.home, "")
	must(f.t, err)
	data, err := os.ReadFile(filepath.Join(path, "decisions.jsonl"))
	must(f.t, err)
	parked := strings.Index(string(data), `"kind":"parked","detail":"task publish`)
	fixed := strings.Index(string(data), `"kind":"task_end","detail":"task fix: verified`)
	if parked < 0 || fixed < parked {
		f.t.Fatalf("publish did not park before fix was verified:\n%s", data)
	}
	return path
}

func jsonMarshal(v any) ([]byte, error) { return json.Marshal(v) }

func regexpMatch(re, s string) bool { return regexp.MustCompile(re).MatchString(s) }

// A worker that asks without trying first: the loop files the request
// itself, in the task's worktree, and tells the operator through
// hold.notify as gatesh does for a hold.
func TestTasksParkNotifies(t *testing.T) {
	t.Parallel()
	f := newTasksFixture(t, `deadline = "2m"`, []turn{{Result: askFor(push)}, pushesOnce})
	notified := filepath.Join(f.root, "notified.json")
	notifier := filepath.Join(outsideTemp(t, "gatesh-notify-"), "notify.sh")
	must(t, os.WriteFile(notifier, []byte("#!/bin/sh\ncat > "+notified+"\n"), 0o755))
	// gatesh runs the notifier outside any restriction, so only from a
	// folder no green command could write from any working folder: one
	// on PATH, as an operator's tools are (not the folder of its own it
	// would otherwise be, a project of a command run from there).
	for i, kv := range f.env {
		if rest, ok := strings.CutPrefix(kv, "PATH="); ok {
			f.env[i] = "PATH=" + filepath.Dir(notifier) + ":" + rest
		}
	}
	must(t, os.MkdirAll(f.home, 0o700))
	must(t, os.WriteFile(filepath.Join(f.home, "config.toml"), []byte("[hold]\nnotify = [\""+notifier+"\"]\n"), 0o600))
	cmd, out := f.startLoop("loop", filepath.Join(f.root, "tasks.toml"))
	p, _ := f.waitTasks("publish is parked and fix verified", parkedAndFixed)
	pub := task(p, "publish")
	st := f.request(push)
	if len(st) != 1 || st[0].Request.ID != pub.Parked.Request || st[0].Request.Cwd != pub.Worktree ||
		st[0].Request.Session != p.RunID+".publish" {
		t.Fatalf("requests: %+v", st)
	}
	data, err := os.ReadFile(notified)
	if err != nil || !strings.Contains(string(data), `"id":"`+pub.Parked.Request+`"`) || !strings.Contains(string(data), push) {
		t.Errorf("hold.notify got %q (%v)", data, err)
	}
	if o, status := f.gatesh("approve", pub.Parked.Request); status != 0 {
		t.Fatalf("gatesh approve: exit %d\n%s", status, o)
	}
	cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); code != 0 {
		t.Fatalf("gatesh loop exited %d\n%s", code, out)
	}
	if ran, _ := f.pushes(); ran != 1 {
		t.Errorf("the push ran %d times", ran)
	}
}

// --park with a single-task file: the run parks, waits for the decision
// itself without asking on the terminal, and resumes on the approval.
func TestSingleTaskPark(t *testing.T) {
	t.Parallel()
	f := newRemoteFixture(t)
	f.plan(tryAndAsk, pushesOnce)
	cmd, out := f.startLoop(append([]string{"loop"}, f.loopArgs("--park")...)...)
	var id string
	deadline := waitfor.Deadline(t)
	for id == "" && time.Now().Before(deadline) {
		if path, err := loop.FindRun(f.home, ""); err == nil {
			if p, err := loop.ReadProgress(path); err == nil && p.State == "parked" && p.Parked != nil {
				id = p.Parked.Request
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	if id == "" {
		t.Fatalf("the run did not park\n%s", out)
	}
	show, _ := f.gatesh("loop", "show")
	if !strings.Contains(show, "parked    since ") || !strings.Contains(show, "waiting for request "+id) {
		t.Errorf("gatesh loop show while parked:\n%s", show)
	}
	if o, status := f.gatesh("approve", id); status != 0 {
		t.Fatalf("gatesh approve: exit %d\n%s", status, o)
	}
	cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); code != 0 {
		t.Fatalf("gatesh loop --park exited %d\n%s", code, out)
	}
	p := f.expect(f.lastRun(), loop.Verified, "")
	if len(p.Iterations) != 2 || p.Iterations[1].Approved != id || f.uses(id) != 1 {
		t.Errorf("iterations %+v; request used %d times", p.Iterations, f.uses(id))
	}
}

// With enforce = "landlock", gatesh binds the writes of a task's worker
// to its own worktree: a write into the operator's work tree fails, one
// into the worktree succeeds. Without enforcement the same write lands,
// which shows that the kernel, not the rules, stopped it.
func TestTasksWorktreeBoundByLandlock(t *testing.T) {
	for _, enforce := range []bool{true, false} {
		t.Run(fmt.Sprintf("enforce=%v", enforce), func(t *testing.T) {
			if enforce {
				needs.Landlock(t, gateshenforce.ProbeABI(), gateshenforce.MinABI)
			}
			// Landlock leaves /tmp writable to every command, so the
			// repository must be elsewhere.
			base, err := os.MkdirTemp("/var/tmp", "gatesh-landlock-")
			if err != nil {
				t.Fatalf("no folder outside /tmp to test in: %v", err)
			}
			t.Cleanup(func() { os.RemoveAll(base) })
			t.Setenv("TMPDIR", base)
			f := newFixture(t)
			escaped := filepath.Join(f.repo, "escaped.txt")
			must(t, os.WriteFile(filepath.Join(f.root, "tasks.toml"), []byte(`deadline = "1m"
worker = ["fakeworker"]
grace = "200ms"

[[task]]
id = "fix"
task = "make ok.txt say ok"
done = "ok.txt says ok"
verify = "grep -qx ok ok.txt"
`), 0o644))
			// The write is in a program of the worker's own, which neither
			// the rules nor the gate's sh read (a touch outside the
			// project is held by them).
			f.planTasks(map[string][]turn{"fix": {{Sh: []string{"echo \"open('" + escaped + "', 'w').close()\" > escape.py", "python3 escape.py", "echo ok > ok.txt"}, Result: result("done", "ok")}}})
			if enforce {
				must(t, os.MkdirAll(f.home, 0o700))
				must(t, os.WriteFile(filepath.Join(f.home, "config.toml"), []byte("enforce = \"landlock\"\n"), 0o600))
			}
			out, status := f.gatesh("loop", filepath.Join(f.root, "tasks.toml"))
			if status != 0 {
				t.Fatalf("gatesh loop exited %d\n%s", status, out)
			}
			data, _ := os.ReadFile(filepath.Join(f.state, "sh-status-fix"))
			_, err = os.Stat(escaped)
			switch {
			case enforce && err == nil:
				t.Errorf("the worker wrote into the operator's work tree under Landlock:\n%s", data)
			case enforce && !strings.Contains(string(data), "1 1 python3 escape.py"):
				t.Errorf("the escaping program did not fail:\n%s", data)
			case !enforce && err != nil:
				t.Errorf("without enforcement the program's write did not land (%v): the test shows nothing\n%s", err, data)
			}
		})
	}
}

// Usage errors of a tasks file exit 2 and run nothing; resume refuses
// what it cannot pick up.
func TestTasksUsage(t *testing.T) {
	t.Parallel()
	f := newTasksFixture(t, `deadline = "2m"`, []turn{tryAndAsk})
	tasks := filepath.Join(f.root, "tasks.toml")
	bad := filepath.Join(f.root, "bad.toml")
	must(t, os.WriteFile(bad, []byte("[[task]]\nid = \"a\"\ntask = \"t\"\ndone = \"d\"\n"), 0o644))
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"loop", "--max-iterations", "2", tasks}, "--max-iterations with a tasks file"},
		{[]string{"loop", tasks, "--", "fakeworker"}, "a worker after -- with a tasks file"},
		{[]string{"loop", "--allow-dirty", tasks}, "--allow-dirty with a tasks file"},
		{[]string{"loop", bad}, "task a: invalid task: no verifier"},
	} {
		out, status := f.gatesh(c.args...)
		if status != 2 || !strings.Contains(out, c.want) {
			t.Errorf("gatesh %s: exit %d\n%s", strings.Join(c.args, " "), status, out)
		}
	}
	if _, err := loop.FindRun(f.home, ""); err == nil || f.turnsOf("publish") != 0 {
		t.Errorf("a usage error made a run (%v) or ran a worker", err)
	}
	if out, status := f.gatesh("loop", "resume", "no-such-run"); status != 1 || !strings.Contains(out, "no run") {
		t.Errorf("resume of a missing run: exit %d\n%s", status, out)
	}
	f.plan(turn{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("done", "")})
	f.gatesh(append([]string{"loop"}, f.loopArgs()...)...) // a single-task run
	if out, status := f.gatesh("loop", "resume", f.lastRun().RunID); status != 1 || !strings.Contains(out, "single-task run") {
		t.Errorf("resume of a single-task run: exit %d\n%s", status, out)
	}
}

// The worker tries the push, gatesh holds it and runs hold.notify, the
// README's recipe (sh -c 'exec notify-send ...'). That runs outside the
// gate: the worker's PATH, where sh is gatesh, would hold the
// notification itself as a new red request, and it would never arrive.
func TestTasksParkedHoldNotifiesOutsideTheGate(t *testing.T) {
	t.Parallel()
	f := newTasksFixture(t, `deadline = "2m"`, []turn{tryAndAsk, pushesOnce})
	notified := filepath.Join(f.root, "notified")
	tools := outsideTemp(t, "gatesh-tools-")
	must(t, os.WriteFile(filepath.Join(tools, "notify-send"), []byte("#!/bin/sh\nprintf '%s\\n' \"$@\" >> "+notified+"\n"), 0o755))
	for i, kv := range f.env {
		if rest, ok := strings.CutPrefix(kv, "PATH="); ok {
			f.env[i] = "PATH=" + tools + ":" + rest
		}
	}
	must(t, os.MkdirAll(f.home, 0o700))
	must(t, os.WriteFile(filepath.Join(f.home, "config.toml"), []byte(`[hold]
notify = ["sh", "-c", "exec notify-send --app-name=gatesh --urgency=critical 'gatesh: a command waits for approval' \"$GATESH_SUMMARY $GATESH_URL\""]
`), 0o600))
	cmd, out := f.startLoop("loop", filepath.Join(f.root, "tasks.toml"))
	p, _ := f.waitTasks("publish is parked and fix verified", parkedAndFixed)
	pub := task(p, "publish")
	if _, held := f.pushes(); held != 1 {
		t.Fatalf("the worker's push was held %d times, want 1 (the hold that notifies)", held)
	}
	data, err := os.ReadFile(notified)
	if err != nil || !strings.Contains(string(data), "gatesh: a command waits for approval\n"+push+" (git-force-push") {
		t.Errorf("the notification did not arrive: %q (%v)", data, err)
	}
	for _, st := range f.requests() {
		if st.Request.ID != pub.Parked.Request {
			t.Errorf("a request besides the parked push: %s %q", st.Request.ID, st.Request.Command)
		}
	}
	for _, rec := range f.audit() {
		if strings.Contains(fmt.Sprint(rec["command"]), "notify-send") {
			t.Errorf("gatesh judged the notification: %v", rec)
		}
	}
	if o, status := f.gatesh("approve", pub.Parked.Request); status != 0 {
		t.Fatalf("gatesh approve: exit %d\n%s", status, o)
	}
	cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); code != 0 {
		t.Fatalf("gatesh loop exited %d\n%s", code, out)
	}
}
