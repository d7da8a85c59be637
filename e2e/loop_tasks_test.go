//go:build linux

package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"gatesh/e2e/agentcli"
	"gatesh/e2e/mockmodel"
	"gatesh/internal/needs"
	"gatesh/internal/passwdlock"
)

// The overnight run with real workers: a tasks file with two tasks, run
// by `gatesh loop` with no terminal. "publish" has Codex as its worker,
// which tries a force-push (gatesh holds it) and asks for approval: the
// task parks. "fix" has Claude Code as its worker, which edits a file and
// is verified meanwhile. `gatesh approve` lets publish resume: Codex runs
// the push once, the verifier passes, and the run exits 0. The mock
// model's script is one sequence: the tasks run one at a time.
func TestLoopTasksCodexAndClaude(t *testing.T) {
	t.Run("codex publishes", func(t *testing.T) { testLoopTasks(t, "codex", "claude") })
	// Claude Code wraps every command in a script that sources its
	// session's shell snapshot: the loop asks about its held wrapper, and
	// the approved turn, a new Claude session, runs a wrapper that names
	// another snapshot, which gatesh's request key masks.
	t.Run("claude publishes", func(t *testing.T) { testLoopTasks(t, "claude", "codex") })
}

// testLoopTasks runs the two tasks with the named worker for each.
func testLoopTasks(t *testing.T, publisher, fixer string) {
	// Codex takes its shell from /etc/passwd; binding a private one in a
	// mount namespace needs root.
	needs.Root(t)
	codexProg := findCLI(t, agentcli.Codex)
	claudeProg := findCLI(t, agentcli.Claude)
	w := newWorld(t)

	remote := filepath.Join(w.root, "remote.git")
	w.git(w.root, "init", "-q", "--bare", "-b", "main", remote)
	w.git(w.work, "init", "-q", "-b", "main")
	must(t, writeFile(filepath.Join(w.work, "README"), "a project\n"))
	w.git(w.work, "add", "-A")
	w.git(w.work, "commit", "-q", "-m", "first")
	w.git(w.work, "remote", "add", "origin", remote)
	w.git(w.work, "push", "-q", "origin", "main")
	must(t, writeFile(filepath.Join(w.work, "CHANGES"), "second\n"))
	w.git(w.work, "add", "-A")
	w.git(w.work, "commit", "-q", "-m", "second")
	before := w.git(remote, "rev-parse", "main")

	const push = "git push --force origin main"
	tasks := fmt.Sprintf(`deadline = "5m"
max_iterations = 3
grace = "2s"

[[task]]
id = "publish"
worker = "%s"
task = "publish the second commit to origin"
done = "origin's main is this HEAD"
verify = 'test "$(git -C %s rev-parse main)" = "$(git rev-parse HEAD)"'

[[task]]
id = "fix"
worker = "%s"
task = "make ok.txt say ok"
done = "ok.txt holds the line ok"
verify = "grep -qx ok ok.txt"
`, publisher, remote, fixer)
	tasksFile := filepath.Join(w.root, "tasks.toml")
	must(t, writeFile(tasksFile, tasks))

	ask := fmt.Sprintf(`{"status":"needs_approval","summary":"the push was held","approval":{"action_id":"push","category":"publish","reason":"the task is to publish","action":%q}}`, push)
	w.model.Script(
		// publish, turn 1: the push is held; ask for it.
		mockmodel.Say(mockmodel.Shell(push)),
		mockmodel.Say(mockmodel.Text(ask)),
		// fix, turn 1, while publish is parked.
		mockmodel.Say(mockmodel.Shell("echo ok > ok.txt")),
		mockmodel.Say(mockmodel.Text(`{"status":"done","summary":"ok.txt says ok","approval":null}`)),
		// publish, turn 2, after the approval: the push runs once.
		mockmodel.Say(mockmodel.Shell(push)),
		mockmodel.Say(mockmodel.Text(`{"status":"continue","summary":"pushed","approval":null}`)),
	)

	codexHome := filepath.Join(w.home, ".codex")
	must(t, os.MkdirAll(codexHome, 0o700))
	must(t, writeFile(filepath.Join(codexHome, "config.toml"), fmt.Sprintf(codexConfig, w.model.URL())))
	// gatesh is the login shell, as after chsh -s ~/.gatesh/bin/bash.
	passwd, err := passwdWithShell(w, filepath.Join(w.bin, "bash"))
	must(t, err)
	self, err := os.Executable()
	must(t, err)
	path := filepath.Dir(codexProg) + ":" + filepath.Dir(claudeProg) + ":" + basePath
	env := append(w.env(), "PATH="+path, "CODEX_HOME="+codexHome, "OPENAI_API_KEY=dummy",
		"ANTHROPIC_BASE_URL="+w.model.URL(), "ANTHROPIC_API_KEY=dummy", "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1",
		"GIT_CONFIG_NOSYSTEM=1")
	cmd := exec.Command(self, passwdHelper, passwd, w.gatesh, "loop", tasksFile)
	cmd.Dir, cmd.Env = w.work, env
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	// No controlling terminal: nobody can answer a question.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Unshareflags: syscall.CLONE_NEWNS}
	passwdlock.Binding(t) // no test replaces /etc/passwd under the bind
	must(t, cmd.Start())
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			<-done
		}
	})

	// Wait until publish is parked and fix is verified.
	var parked string
	deadline := time.Now().Add(3 * time.Minute)
	for parked == "" {
		select {
		case err := <-done:
			t.Fatalf("gatesh loop ended before publish parked: %v\n%s\nmodel requests:\n%s", err, out.String(), w.requestLog())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("publish did not park with fix verified\n%s", out.String())
		}
		if p := w.loopProgress(); p != nil {
			pub, fix := p.task("publish"), p.task("fix")
			if pub.State == "parked" && pub.Parked != nil && fix.End != nil && fix.End.Reason == "verified" {
				parked = pub.Parked.Request
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	if got := w.git(remote, "rev-parse", "main"); got != before {
		t.Fatalf("the push ran before the approval: remote main %s", got)
	}
	if o, err := w.operator("approve", "--reason", "publish it", parked); err != nil {
		t.Fatalf("gatesh approve: %v\n%s", err, o)
	}
	select {
	case err = <-done:
	case <-time.After(3 * time.Minute):
		t.Fatalf("gatesh loop did not end after the approval\n%s", out.String())
	}
	if code := cmd.ProcessState.ExitCode(); code != 0 {
		t.Fatalf("gatesh loop exited %d: %v\n%s\nmodel requests:\n%s", code, err, out.String(), w.requestLog())
	}
	if got, head := w.git(remote, "rev-parse", "main"), w.git(w.work, "rev-parse", "HEAD"); got != head {
		t.Errorf("remote main %s, want HEAD %s", got, head)
	}
	p := w.loopProgress()
	for _, id := range []string{"publish", "fix"} {
		if st := p.task(id); st.End == nil || st.End.Reason != "verified" {
			t.Errorf("task %s: %+v", id, st)
		}
	}
	// The approved push ran exactly once, through gatesh, in publish's
	// session; the request was used once.
	used, ran := 0, 0
	for _, a := range w.audit() {
		if a.Event == "used" && a.Request == parked {
			used++
		}
		if a.Event == "run" && strings.Contains(a.Command, push) && a.Session == p.RunID+".publish" {
			ran++
		}
	}
	if used != 1 || ran != 1 {
		for _, a := range w.audit() {
			t.Logf("audit: %s", clip(a.raw))
		}
		t.Errorf("the approved push: used %d times, ran %d times; want once each", used, ran)
	}
	for _, a := range w.audit() {
		if a.Command == "echo ok > ok.txt" && a.Session != p.RunID+".fix" {
			t.Errorf("fix's command was logged in session %q", a.Session)
		}
	}
	if n := w.model.Remaining(); n != 0 {
		t.Errorf("%d steps of the model's script were not used\nmodel requests:\n%s", n, w.requestLog())
	}
	show, err := w.operator("loop", "show")
	if err != nil || !strings.Contains(show, "verified") {
		t.Errorf("gatesh loop show: %v\n%s", err, show)
	}
	t.Logf("gatesh loop show:\n%s", show)
}

// loopRun is the part of a tasks run's progress.json this test reads.
type loopRun struct {
	RunID string     `json:"run_id"`
	Tasks []loopTask `json:"tasks"`
}

type loopTask struct {
	ID     string `json:"id"`
	State  string `json:"state"`
	Parked *struct {
		Request string `json:"request"`
	} `json:"parked"`
	End *struct {
		Reason string `json:"reason"`
	} `json:"end"`
}

func (r *loopRun) task(id string) loopTask {
	for _, t := range r.Tasks {
		if t.ID == id {
			return t
		}
	}
	return loopTask{}
}

// loopProgress reads the newest run's progress.json, or nil.
func (w *world) loopProgress() *loopRun {
	runs, _ := filepath.Glob(filepath.Join(w.gh, "runs", "*", "progress.json"))
	if len(runs) == 0 {
		return nil
	}
	data, err := os.ReadFile(runs[len(runs)-1])
	if err != nil {
		return nil
	}
	var r loopRun
	if json.Unmarshal(data, &r) != nil {
		return nil
	}
	return &r
}
