package loop_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"gatesh/config"
	"gatesh/decision"
	"gatesh/e2e/agentcli"
	"gatesh/internal/ptytest"
	"gatesh/internal/testparallel"
	"gatesh/keys"
	"gatesh/loop"
	"gatesh/queue"
	"gatesh/shim"
)

// TestMain makes this test binary every program the tests need: gatesh
// (and bash, as gatesh's shell mode), the fake worker under the names
// fakeworker, codex and claude, the fake worker's hanging child, and a
// helper that gives the real Codex a private /etc/passwd.
func TestMain(m *testing.M) {
	switch name := filepath.Base(os.Args[0]); name {
	case "gatesh", "bash", "sh":
		os.Exit(shim.Main(os.Args, os.Stdin, os.Stdout, os.Stderr, os.Environ()))
	case "fakeworker", "codex", "claude":
		os.Exit(fakeWorker(name))
	case "fakechild":
		os.Exit(fakeChild())
	case "bindpasswd":
		os.Exit(bindPasswd(os.Args[1:]))
	}
	testparallel.Default(parallelTests)
	os.Exit(agentcli.Tidy(m.Run))
}

// parallelTests is how many tests run at once unless -parallel says.
// Each test has its own repository, gatesh home and temporary folders
// (newFixture), and mostly waits: on its worker, verifier, approvals and
// git. One after another the tests took 290 s of a CI run; on a loaded
// machine 712 s of wall time for 136 s of CPU.
const parallelTests = 4

// setupTime is the deadline of a test whose point is what happens at the
// deadline: long enough for what must be ready before it (the baseline
// verifier, a worker's start, a task parking) on a loaded machine, where
// they outran deadlines of 3 and 5 s. Such a test waits it out, so it
// runs among the others (t.Parallel).
const setupTime = 20 * time.Second

// fixture is a real git repository with one commit, a gatesh home with
// the operator's keys, and a folder of programs (gatesh, the fake
// workers), all in temporary folders.
type fixture struct {
	t     *testing.T
	root  string
	repo  string
	home  string
	bin   string
	state string
	env   []string
	cfg   *config.Config
	// auditBroken is set by tests that make the audit log unwritable.
	auditBroken bool
	// beforeAnswer, when set, runs once a question is on the terminal,
	// before it is answered.
	beforeAnswer func()
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	return newFixtureIn(t, t.TempDir())
}

// newFixtureIn makes the fixture in root, an empty folder.
func newFixtureIn(t *testing.T, root string) *fixture {
	t.Helper()
	// Run folders are read-only; without write permission, a user other
	// than root could not remove them when the test ends.
	t.Cleanup(func() {
		filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err == nil && d.IsDir() {
				os.Chmod(path, 0o700)
			}
			return nil
		})
	})
	f := &fixture{t: t, root: root, repo: filepath.Join(root, "repo"), home: filepath.Join(root, "gatesh-home"),
		bin: filepath.Join(root, "bin"), state: filepath.Join(root, "state")}
	for _, d := range []string{f.repo, f.bin, f.state, filepath.Join(root, "home"), filepath.Join(root, "tmp")} {
		must(t, os.MkdirAll(d, 0o755))
	}
	exe, err := os.Executable()
	must(t, err)
	for _, name := range []string{"gatesh", "fakeworker", "codex", "claude"} {
		must(t, os.Symlink(exe, filepath.Join(f.bin, name)))
	}
	f.env = []string{
		"PATH=" + f.bin + ":" + os.Getenv("PATH"),
		"HOME=" + filepath.Join(root, "home"),
		// A loop this test kills leaves its scratch folder in the test's.
		"TMPDIR=" + filepath.Join(root, "tmp"),
		"USER=operator",
		"GATESH_HOME=" + f.home,
		"FAKEWORKER_PLAN=" + filepath.Join(root, "plan.json"),
		"FAKEWORKER_STATE=" + f.state,
		"GIT_CONFIG_NOSYSTEM=1",
		"GIT_CONFIG_GLOBAL=" + filepath.Join(root, "gitconfig"),
		"GIT_AUTHOR_NAME=op", "GIT_AUTHOR_EMAIL=op@example.com",
		"GIT_COMMITTER_NAME=op", "GIT_COMMITTER_EMAIL=op@example.com",
	}
	must(t, os.WriteFile(filepath.Join(root, "gitconfig"), []byte("[init]\n\tdefaultBranch = main\n"), 0o644))
	f.git("init", "-q")
	f.writeFile("README", "a repository for the loop\n")
	f.git("add", "-A")
	f.git("commit", "-q", "-m", "first")
	f.cfg = config.Defaults(f.home)
	must(t, keys.Generate(f.cfg.PrivateKey, f.cfg.PublicKey))
	return f
}

// outsideTemp is a fresh folder outside /tmp, removed at the end: gatesh runs no program (a notify program, a helper's tool)
// from a folder green commands may write, the temporary ones among them.
func outsideTemp(t *testing.T, prefix string) string {
	t.Helper()
	dir, err := os.MkdirTemp("/var/tmp", prefix)
	if err != nil {
		t.Fatalf("no folder outside /tmp: %v", err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// git runs git in the repository and returns its output.
func (f *fixture) git(args ...string) string {
	f.t.Helper()
	return f.gitIn(f.repo, args...)
}

func (f *fixture) gitIn(dir string, args ...string) string {
	f.t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = f.env
	out, err := cmd.CombinedOutput()
	if err != nil {
		f.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func (f *fixture) writeFile(name, content string) {
	f.t.Helper()
	must(f.t, os.WriteFile(filepath.Join(f.repo, name), []byte(content), 0o644))
}

// plan writes the fake worker's plan.
func (f *fixture) plan(turns ...turn) {
	f.t.Helper()
	data, err := json.Marshal(turns)
	must(f.t, err)
	must(f.t, os.WriteFile(filepath.Join(f.root, "plan.json"), data, 0o644))
}

// turns is how many turns the fake worker started.
func (f *fixture) turns() int {
	data, err := os.ReadFile(filepath.Join(f.state, "turns"))
	if os.IsNotExist(err) {
		return 0
	}
	must(f.t, err)
	var n int
	fmt.Sscan(string(data), &n)
	return n
}

// result is a typed result as the fake worker prints it.
func result(status, summary string) map[string]any {
	return map[string]any{"status": status, "summary": summary, "approval": nil}
}

func askFor(action string) map[string]any {
	return map[string]any{"status": "needs_approval", "summary": "I need to run one risky command",
		"approval": map[string]any{"action_id": "push", "category": "publish", "reason": "the task says to publish", "action": action}}
}

// spec is a task for the fake worker; verify is bash text.
func (f *fixture) spec(verify string) loop.Spec {
	return loop.Spec{Task: "make the verifier pass", Done: "the verifier exits 0",
		Verify: loop.Command{Text: verify}, Worker: loop.Command{Argv: []string{"fakeworker"}},
		Deadline: time.Minute, Grace: 200 * time.Millisecond}
}

// options are the run options for this fixture, without a terminal.
func (f *fixture) options(s loop.Spec) loop.Options {
	f.t.Helper()
	settings, err := s.Settings()
	must(f.t, err)
	return loop.Options{Settings: settings, Config: f.cfg, Dir: f.repo, Gatesh: filepath.Join(f.bin, "gatesh"),
		Env: f.env, Stdout: io.Discard, Stderr: io.Discard,
		OpenTTY:  func() (*os.File, error) { return nil, fmt.Errorf("no terminal in this test") },
		Classify: func(string, string) (string, []queue.Rule) { return "red", []queue.Rule{} },
		Actor:    decision.Who{Pid: os.Getpid(), Ppid: os.Getppid(), User: "operator"}, Uid: -1}
}

// run runs the loop in this process and checks the repository's index
// and refs afterwards.
func (f *fixture) run(s loop.Spec) loop.Outcome {
	f.t.Helper()
	return f.runWith(f.options(s))
}

func (f *fixture) runWith(o loop.Options) loop.Outcome {
	f.t.Helper()
	before := f.gitState()
	var stderr bytes.Buffer
	if o.Stderr == io.Discard {
		o.Stderr = &stderr
	}
	out := loop.Run(o)
	if after := f.gitState(); after != before {
		f.t.Errorf("the loop changed the index, a ref, the branch or a commit:\nbefore: %s\nafter:  %s", before, after)
	}
	if f.t.Failed() || testing.Verbose() {
		f.t.Logf("loop stderr:\n%s", stderr.String())
	}
	return out
}

// gitState is what the loop must never change: the real index file's
// bytes, every local ref and tag, HEAD, and the set of commits. A push
// that the operator approved updates a remote-tracking ref; that one is
// the worker's doing, with the operator's yes.
func (f *fixture) gitState() string {
	f.t.Helper()
	index, err := os.ReadFile(filepath.Join(f.repo, ".git", "index"))
	must(f.t, err)
	return fmt.Sprintf("index %x; refs %q; HEAD %q; commits %q", sha256.Sum256(index),
		f.git("for-each-ref", "refs/heads", "refs/tags", "refs/stash", "refs/notes"), f.git("symbolic-ref", "HEAD"),
		f.git("rev-list", "--exclude=refs/remotes/*", "--all", "--reflog"))
}

// expect checks a run's stop and exit status, the stop recorded in
// progress.json, decisions.jsonl and the audit log, and the artifacts.
func (f *fixture) expect(out loop.Outcome, stop loop.Stop, cause string) *loop.Progress {
	f.t.Helper()
	if out.End.Stop != stop || out.End.Cause != cause || out.End.Exit != stop.Status() {
		f.t.Fatalf("stopped %s/%s (exit %d): %s; want %s/%s (exit %d)", out.End.Stop, out.End.Cause, out.End.Exit,
			out.End.Detail, stop, cause, stop.Status())
	}
	p, err := loop.ReadProgress(out.Path)
	must(f.t, err)
	if p.State != "stopped" || p.Stop == nil || *p.Stop != out.End {
		f.t.Fatalf("progress.json records %+v, state %s; want %+v", p.Stop, p.State, out.End)
	}
	decisions, err := os.ReadFile(filepath.Join(out.Path, "decisions.jsonl"))
	must(f.t, err)
	if !strings.Contains(string(decisions), `"kind":"stop","detail":"`+string(stop)+": ") {
		f.t.Errorf("decisions.jsonl lacks the stop:\n%s", decisions)
	}
	f.checkAuditStop(out)
	f.checkArtifacts(out, p)
	return p
}

// checkAuditStop finds the run's loop_stop line in an intact audit log.
func (f *fixture) checkAuditStop(out loop.Outcome) {
	f.t.Helper()
	if f.auditBroken {
		return
	}
	cmd := exec.Command(filepath.Join(f.bin, "gatesh"), "log", "verify")
	cmd.Env = f.env
	if b, err := cmd.CombinedOutput(); err != nil {
		f.t.Fatalf("gatesh log verify: %v\n%s", err, b)
	}
	for _, rec := range f.audit() {
		if rec["event"] == "loop_stop" && rec["session"] == out.RunID {
			if rec["reason"] != string(out.End.Stop)+": "+out.End.Detail || rec["exit"] != float64(out.End.Exit) {
				f.t.Errorf("audit loop_stop = %v", rec)
			}
			return
		}
	}
	f.t.Errorf("no loop_stop for run %s in the audit log", out.RunID)
}

// audit reads the audit log's records.
func (f *fixture) audit() []map[string]any {
	f.t.Helper()
	data, err := os.ReadFile(f.cfg.AuditPath)
	if os.IsNotExist(err) {
		return nil
	}
	must(f.t, err)
	var recs []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var rec map[string]any
		must(f.t, json.Unmarshal([]byte(line), &rec))
		recs = append(recs, rec)
	}
	return recs
}

// checkArtifacts checks every iteration folder: read-only, with every
// file, and a patch that turns the before tree into the after tree.
func (f *fixture) checkArtifacts(out loop.Outcome, p *loop.Progress) {
	f.t.Helper()
	for _, it := range p.Iterations {
		dir := filepath.Join(out.Path, fmt.Sprintf("iter-%03d", it.N))
		fi, err := os.Stat(dir)
		must(f.t, err)
		if fi.Mode().Perm()&0o222 != 0 {
			f.t.Errorf("%s is writable: %v", dir, fi.Mode())
		}
		for _, name := range []string{"prompt.txt", "worker.out", "worker.err", "result.json", "verify-before.log",
			"patch.diff", "diffstat.txt", "iteration.json"} {
			fi, err := os.Stat(filepath.Join(dir, name))
			if err != nil {
				f.t.Errorf("iteration %d: %v", it.N, err)
				continue
			}
			if fi.Mode().Perm()&0o222 != 0 {
				f.t.Errorf("%s is writable: %v", filepath.Join(dir, name), fi.Mode())
			}
		}
		if it.Verify != nil {
			if _, err := os.Stat(filepath.Join(dir, "verify-after.log")); err != nil {
				f.t.Errorf("iteration %d: %v", it.N, err)
			}
		}
		if it.TreeAfter == "" {
			f.t.Errorf("iteration %d has no tree after", it.N)
			continue
		}
		f.checkPatch(filepath.Join(dir, "patch.diff"), it.TreeBefore, it.TreeAfter)
	}
	if p.Stop != nil {
		for _, name := range []string{"progress.json", "decisions.jsonl"} {
			fi, err := os.Stat(filepath.Join(out.Path, name))
			must(f.t, err)
			if fi.Mode().Perm()&0o222 != 0 {
				f.t.Errorf("%s is writable after the stop: %v", name, fi.Mode())
			}
		}
	}
}

// checkPatch applies a patch to the before tree in a scratch index and
// checks that it gives the after tree.
func (f *fixture) checkPatch(patch, before, after string) {
	f.t.Helper()
	idx := filepath.Join(f.t.TempDir(), "index")
	run := func(args ...string) string {
		cmd := exec.Command("git", args...)
		cmd.Dir = f.repo
		cmd.Env = append(append([]string{}, f.env...), "GIT_INDEX_FILE="+idx)
		out, err := cmd.CombinedOutput()
		if err != nil {
			f.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return strings.TrimSpace(string(out))
	}
	run("read-tree", before)
	if data, err := os.ReadFile(patch); err == nil && len(data) > 0 {
		run("apply", "--cached", "--binary", patch)
	}
	if got := run("write-tree"); got != after {
		f.t.Errorf("%s applied to %s gives %s, want %s", patch, before, got, after)
	}
}

// runOnTerminal runs `gatesh loop ARGS` as its own process with a new
// pseudo-terminal as its controlling terminal. Each time the terminal
// shows "[y/N] ", it types the next of answers. It returns what the
// terminal showed, stderr and the exit status.
func (f *fixture) runOnTerminal(answers []string, args ...string) (screen, stderr string, status int) {
	f.t.Helper()
	return f.runOnTerminalTyped("", answers, args...)
}

// runOnTerminalTyped is runOnTerminal with typeahead typed into the
// terminal before the loop starts.
func (f *fixture) runOnTerminalTyped(typeahead string, answers []string, args ...string) (screen, stderr string, status int) {
	f.t.Helper()
	master, slave := ptytest.Open(f.t)
	if typeahead != "" {
		_, err := master.Write([]byte(typeahead))
		must(f.t, err)
	}
	cmd := exec.Command(filepath.Join(f.bin, "gatesh"), append([]string{"loop"}, args...)...)
	cmd.Dir = f.repo
	cmd.Env = f.env
	var errBuf bytes.Buffer
	cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, io.Discard, &errBuf
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	var mu sync.Mutex
	var screenBuf bytes.Buffer
	done := make(chan struct{})
	go func() {
		defer close(done)
		buf := make([]byte, 4096)
		asked := 0
		for {
			n, err := master.Read(buf)
			mu.Lock()
			screenBuf.Write(buf[:n])
			questions := strings.Count(screenBuf.String(), "[y/N] ")
			mu.Unlock()
			for ; asked < questions && asked < len(answers); asked++ {
				if f.beforeAnswer != nil {
					f.beforeAnswer()
				}
				master.Write([]byte(answers[asked]))
			}
			if err != nil {
				return // EIO once the loop and its terminal are gone
			}
		}
	}()
	before := f.gitState()
	must(f.t, cmd.Start())
	slave.Close()
	err := cmd.Wait()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		f.t.Fatal(err)
	}
	master.Close()
	<-done
	if after := f.gitState(); after != before {
		f.t.Errorf("the loop changed the index, a ref, the branch or a commit:\nbefore: %s\nafter:  %s", before, after)
	}
	mu.Lock()
	defer mu.Unlock()
	return screenBuf.String(), errBuf.String(), cmd.ProcessState.ExitCode()
}

// probe reads what the fake worker saw of terminals and sessions in
// turn n.
func (f *fixture) probe(n int) probe {
	f.t.Helper()
	var p probe
	data, err := os.ReadFile(filepath.Join(f.state, fmt.Sprintf("probe-%d.json", n)))
	must(f.t, err)
	must(f.t, json.Unmarshal(data, &p))
	return p
}

// lastRun is the outcome of the newest run in the fixture's home, for
// runs made in another process.
func (f *fixture) lastRun() loop.Outcome {
	f.t.Helper()
	path, err := loop.FindRun(f.home, "")
	must(f.t, err)
	p, err := loop.ReadProgress(path)
	must(f.t, err)
	if p.Stop == nil {
		f.t.Fatalf("run %s has no stop", p.RunID)
	}
	return loop.Outcome{RunID: p.RunID, Path: path, End: *p.Stop}
}

// requests lists the gatesh queue.
func (f *fixture) requests() []queue.State {
	f.t.Helper()
	q, err := queue.Open(filepath.Join(f.home, "queue"), time.Now, time.Hour)
	must(f.t, err)
	v, err := keys.LoadVerifier(f.cfg.PublicKey)
	must(f.t, err)
	l, err := q.ListAll(v) // finished requests may have moved to queue/done
	must(f.t, err)
	sort.Slice(l.States, func(i, j int) bool { return l.States[i].Request.CreatedAt.Before(l.States[j].Request.CreatedAt) })
	return l.States
}

// alive reports whether process pid still exists and is not a zombie.
func alive(pid int) bool {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	s := string(data)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}

// checkGone checks that the processes whose pids the fake worker wrote
// to these state files are gone, and kills any that is not.
func (f *fixture) checkGone(names ...string) {
	f.t.Helper()
	for _, name := range names {
		data, err := os.ReadFile(filepath.Join(f.state, name))
		must(f.t, err)
		var pid int
		must(f.t, json.Unmarshal(data, &pid))
		if !waitGone(pid, 10*time.Second) {
			f.t.Errorf("%s: process %d is still running", name, pid)
			syscall.Kill(pid, syscall.SIGKILL)
		}
	}
}

// waitGone waits until pid is gone, for at most d; it reports whether it is.
func waitGone(pid int, d time.Duration) bool {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	for alive(pid) {
		select {
		case <-ctx.Done():
			return false
		case <-time.After(20 * time.Millisecond):
		}
	}
	return true
}
