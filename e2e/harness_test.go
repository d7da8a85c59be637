//go:build linux

package e2e

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"gatesh/e2e/agentcli"
	"gatesh/e2e/mockmodel"
	"gatesh/internal/needs"
	"gatesh/internal/proctest"
)

// passwdHelper, as the first argument, makes the test binary a helper
// that binds a private passwd file over /etc/passwd (in the mount
// namespace its parent gave it) and then execs the rest of its arguments.
// Codex takes its shell from the password database, as after chsh.
const passwdHelper = "-gatesh-e2e-passwd"

func TestMain(m *testing.M) {
	if len(os.Args) > 3 && os.Args[1] == passwdHelper {
		os.Exit(withPasswd(os.Args[2], os.Args[3:]))
	}
	if len(os.Args) > 3 && os.Args[1] == hookTee {
		os.Exit(teeHook(os.Args[2], os.Args[3], os.Args[4:]))
	}
	code := agentcli.Tidy(m.Run)
	if build.dir != "" {
		os.RemoveAll(build.dir)
	}
	if mcpBuild.dir != "" {
		os.RemoveAll(mcpBuild.dir)
	}
	if teamBuild.dir != "" {
		os.RemoveAll(teamBuild.dir)
	}
	os.Exit(code)
}

func withPasswd(file string, argv []string) int {
	if err := syscall.Mount(file, "/etc/passwd", "", syscall.MS_BIND, ""); err != nil {
		fmt.Fprintf(os.Stderr, "e2e: bind %s over /etc/passwd: %v\n", file, err)
		return 125
	}
	err := syscall.Exec(argv[0], argv, os.Environ())
	fmt.Fprintf(os.Stderr, "e2e: exec %s: %v\n", argv[0], err)
	return 127
}

// build is gatesh, built once per test binary on first use.
var build struct {
	once   sync.Once
	dir    string
	gatesh string
	err    error
}

// binaryEnv names a gatesh binary to test instead of building one.
const binaryEnv = "GATESH_E2E_BINARY"

func gateshBinary(t *testing.T) string {
	build.once.Do(func() {
		if p := os.Getenv(binaryEnv); p != "" {
			build.gatesh, build.err = filepath.Abs(p)
			return
		}
		if build.dir, build.err = os.MkdirTemp("", "gatesh-e2e-"); build.err != nil {
			return
		}
		build.gatesh = filepath.Join(build.dir, "gatesh")
		build.err = goBuild(build.gatesh, "gatesh/cmd/gatesh")
		if build.err == nil {
			// Beside gatesh, as install.sh puts it: gatesh lists an
			// archive with it, and holds the extraction without it.
			build.err = goBuild(filepath.Join(build.dir, "gatesh-archive"), "gatesh/cmd/gatesh-archive")
		}
	})
	if build.err != nil {
		t.Fatal(build.err)
	}
	return build.gatesh
}

// goBuild builds a main package of the module into out.
func goBuild(out, pkg string) error {
	goTool, err := exec.LookPath("go")
	if err != nil {
		goTool = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	if msg, err := exec.Command(goTool, "build", "-o", out, pkg).CombinedOutput(); err != nil {
		return fmt.Errorf("go build %s: %v\n%s", pkg, err, msg)
	}
	return nil
}

// findCLI returns the pinned CLI's program, or skips the test.
func findCLI(t *testing.T, c agentcli.CLI) string {
	t.Helper()
	return agentcli.Need(t, c, "the end-to-end tests of "+c.Name)
}

// basePath is the agents' PATH without gatesh: the system folders, and
// node's folder first where node lives elsewhere.
var basePath = func() string {
	p := "/usr/local/bin:/usr/bin:/bin"
	if node, err := exec.LookPath("node"); err == nil {
		p = filepath.Dir(node) + ":" + p
	}
	return p
}()

// prompt is what the agents are asked; the mock model's script, not the
// prompt, decides what they do.
const prompt = "Run the commands you are given."

// A world is one test's private machine: a HOME with the agent's
// configuration and a project folder, gatesh's home with an operator
// key, a folder where bash is gatesh, and a mock model.
type world struct {
	t      *testing.T
	root   string
	home   string // the agent's HOME
	work   string // the project folder the agent starts in
	gh     string // GATESH_HOME, where gatesh looks by default: HOME/.gatesh
	bin    string // GATESH_HOME/bin: gatesh, and bash -> gatesh
	gatesh string // bin/gatesh
	bash   string // the real bash
	model  *mockmodel.Server
	// As, when set, runs the agent as another Unix user, whose login is
	// user, with its HOME made theirs; cli names the CLI's program where
	// that user can run it (cliFor).
	as   *syscall.Credential
	user string
	cli  string
	// mayFail lets run end with an error, which it keeps in runErr with
	// the agent's output in runOutput, instead of failing the test.
	mayFail   bool
	runErr    error
	runOutput string
}

func newWorld(t *testing.T) *world {
	t.Helper()
	root := t.TempDir()
	proctest.End(t, root) // an agent's daemons (Cline's hub) outlive its task
	w := &world{t: t, root: root, home: filepath.Join(root, "home")}
	w.work = filepath.Join(w.home, "project")
	w.gh = filepath.Join(w.home, ".gatesh")
	// Where install/install.sh puts gatesh, and where gatesh install
	// --agent points the agents.
	w.bin = filepath.Join(w.gh, "bin")
	for _, d := range []string{w.work, w.bin, w.tmp()} {
		must(t, os.MkdirAll(d, 0o755))
	}

	built := gateshBinary(t)
	w.gatesh = filepath.Join(w.bin, "gatesh")
	for _, name := range []string{"gatesh", "bash"} {
		must(t, os.Symlink(built, filepath.Join(w.bin, name)))
	}
	for _, dir := range filepath.SplitList(basePath) {
		if p := filepath.Join(dir, "bash"); isExecutable(p) {
			w.bash = p
			break
		}
	}
	if w.bash == "" {
		t.Fatalf("no bash in %s", basePath)
	}
	if out, err := w.operator("init"); err != nil {
		t.Fatalf("gatesh init: %v\n%s", err, out)
	}
	var err error
	if w.model, err = mockmodel.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.model.Close() })
	return w
}

// env is the agents' environment: a private HOME, and holds that park at
// once instead of waiting for a person.
func (w *world) env(extra ...string) []string {
	user := os.Getenv("USER")
	if user == "" {
		user = "root"
	}
	if w.user != "" {
		user = w.user
	}
	env := []string{
		"HOME=" + w.home, "USER=" + user, "LOGNAME=" + user, "PATH=" + basePath,
		"LANG=C.UTF-8", "TERM=dumb", "GATESH_HOME=" + w.gh, "GATESH_HOLD_WAIT=0s",
		"TMPDIR=" + w.tmp(),
	}
	return append(env, extra...)
}

// tmp is the agents' TMPDIR: what they keep there goes with the test.
func (w *world) tmp() string { return filepath.Join(w.root, "tmp") }

// operator runs a gatesh subcommand as the operator, outside the agent.
func (w *world) operator(args ...string) (string, error) {
	return w.operatorEnv(nil, args...)
}

func (w *world) operatorEnv(env []string, args ...string) (string, error) {
	cmd := exec.Command(w.gatesh, args...)
	cmd.Env = append([]string{"HOME=" + w.home, "PATH=" + basePath, "GATESH_HOME=" + w.gh, "USER=operator", "TMPDIR=" + w.tmp()}, env...)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// installHook registers gatesh as the agent's pre-tool hook, as a user
// does: gatesh install --agent NAME --route hook.
func (w *world) installHook(agent string, env ...string) error {
	if out, err := w.operatorEnv(env, "install", "--agent", agent, "--route", "hook"); err != nil {
		return fmt.Errorf("gatesh install --agent %s --route hook: %v\n%s", agent, err, out)
	}
	return nil
}

// A route is how the agent's shell commands reach gatesh.
type route int

const (
	plain route = iota // the real bash, and no gatesh at all
	shell              // gatesh is the agent's shell: the link named bash
	hook               // the real bash, with gatesh as the pre-tool hook
)

func (rt route) String() string {
	return [...]string{"plain bash", "gatesh as the shell", "gatesh as the hook"}[rt]
}

// An agent is one CLI as the tests drive it.
type agent struct {
	cli agentcli.CLI
	// logName is the agent's name in gatesh's audit log.
	logName string
	// command runs the CLI once on prompt against w.model, its commands
	// taking the route.
	command func(w *world, prog string, rt route) (*exec.Cmd, error)
	// exit reads the command's exit status from a shell tool result as
	// the model receives it; ok is false while the command still runs.
	exit func(mockmodel.Result) (status int, ok bool)
	// volatile matches what differs between any two runs of one command
	// in a tool result (timings, process ids): compared as a placeholder.
	volatile *regexp.Regexp
	// sessionStart is a piece of the shell call the agent makes at the
	// start of each session, which must pass.
	sessionStart string
	// ended, when set, tells from the CLI's output so far that its
	// session is over, for a CLI that does not exit then: run ends it
	// as if it had exited 0.
	ended func(stdout []byte) bool
}

// run runs the agent's CLI once to its end. Its output is shown when it
// fails.
func (w *world) run(a *agent, rt route, extraEnv ...string) {
	t := w.t
	t.Helper()
	prog := w.cli
	if prog == "" {
		prog = findCLI(t, a.cli)
	}
	cmd, err := a.command(w, prog, rt)
	if err != nil {
		t.Fatal(err)
	}
	cmd.Env = append(cmd.Env, extraEnv...)
	cmd.Dir = w.work
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Setpgid = true
	if w.as != nil {
		// The agent's configuration was written just now, by this process.
		must(t, chownTree(w.home, w.as))
		cmd.SysProcAttr.Credential = w.as
	}
	// Files, not pipes: a background child that keeps a pipe open would
	// hold Wait past the agent's own end.
	name := fmt.Sprintf("%s-%d", a.cli.Name, time.Now().UnixNano())
	stdout, err := os.Create(filepath.Join(w.root, name+".out"))
	must(t, err)
	stderr, err := os.Create(filepath.Join(w.root, name+".err"))
	must(t, err)
	defer stdout.Close()
	defer stderr.Close()
	cmd.Stdout, cmd.Stderr = stdout, stderr

	start := time.Now()
	if err := cmd.Start(); err != nil {
		if errors.Is(err, syscall.EPERM) {
			needs.Skip(t, needs.RootUser, "%s: %v (a private mount namespace needs root)", a.cli.Name, err)
		}
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	timeout := time.NewTimer(3 * time.Minute)
	defer timeout.Stop()
	poll := time.NewTicker(100 * time.Millisecond)
	defer poll.Stop()
wait:
	for {
		select {
		case err = <-done:
			break wait
		case <-poll.C:
			if a.ended == nil {
				continue
			}
			if out, _ := os.ReadFile(stdout.Name()); a.ended(out) {
				syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
				<-done
				err = nil
				break wait
			}
		case <-timeout.C:
			syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
			err = fmt.Errorf("killed after %s: %w", time.Since(start).Round(time.Second), <-done)
			break wait
		}
	}
	// Whatever the agent left running in its process group ends with it.
	syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	// A failed test shows what the agent itself reported (for Codex, the
	// exact command line it ran, which names its shell).
	t.Cleanup(func() {
		if t.Failed() && err == nil {
			out, _ := os.ReadFile(stdout.Name())
			t.Logf("%s (%s) stdout:\n%s", a.cli.Name, rt, tail(out))
		}
	})
	out, _ := os.ReadFile(stdout.Name())
	errOut, _ := os.ReadFile(stderr.Name())
	w.runErr, w.runOutput = err, string(out)+string(errOut)
	if err != nil && !w.mayFail {
		t.Errorf("%s (%s): %v\nstdout:\n%s\nstderr:\n%s\nmodel requests:\n%s", a.cli.Name, rt, err, tail(out), tail(errOut), w.requestLog())
	}
	t.Logf("%s (%s) ran in %s", a.cli.Name, rt, time.Since(start).Round(10*time.Millisecond))
}

// requestLog lists the model's requests, for failure messages.
func (w *world) requestLog() string {
	var b strings.Builder
	for _, r := range w.model.Requests() {
		fmt.Fprintf(&b, "  %s %s api=%s turn=%v\n", r.Method, r.Path, r.API, r.Turn)
		for _, res := range r.Results {
			fmt.Fprintf(&b, "    result %s: %q\n", res.CallID, res.Output)
		}
	}
	return b.String()
}

// An auditLine is one line of gatesh's audit log.
type auditLine struct {
	Event   string `json:"event"`
	Command string `json:"command"`
	Verdict string `json:"verdict"`
	Agent   string `json:"agent"`
	Session string `json:"session"`
	Request string `json:"request"`
	Reason  string `json:"reason"`
	raw     string
}

func (w *world) audit() []auditLine {
	data, err := os.ReadFile(filepath.Join(w.gh, "audit.jsonl"))
	if err != nil {
		w.t.Fatalf("audit log: %v", err)
	}
	var lines []auditLine
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var a auditLine
		if err := json.Unmarshal([]byte(l), &a); err != nil {
			w.t.Fatalf("audit line %q: %v", l, err)
		}
		a.raw = l
		lines = append(lines, a)
	}
	return lines
}

// A request is one held command, as `gatesh pending --all --json` lists it.
type request struct {
	ID      string `json:"id"`
	Command string `json:"command"`
	Status  string `json:"status"`
	Agent   string `json:"agent"`
	Session string `json:"session"`
}

func (w *world) requests() []request {
	out, err := w.operator("pending", "--all", "--json")
	if err != nil {
		w.t.Fatalf("gatesh pending: %v\n%s", err, out)
	}
	var reqs []request
	if err := json.Unmarshal([]byte(out), &reqs); err != nil {
		w.t.Fatalf("gatesh pending --json: %v\n%s", err, out)
	}
	return reqs
}

// checkLog checks what every run through gatesh must leave: an intact audit log
// whose every line names the agent and a session, and no request but
// for the commands the model asked for (none from the agent's own
// session-start calls).
func (w *world) checkLog(a *agent, asked ...string) {
	t := w.t
	t.Helper()
	if out, err := w.operator("log", "verify"); err != nil {
		t.Errorf("gatesh log verify: %v\n%s", err, out)
	}
	for _, l := range w.audit() {
		if l.Agent != a.logName || l.Session == "" {
			t.Errorf("audit line without agent %q and a session:\n%s", a.logName, clip(l.raw))
		}
	}
	for _, r := range w.requests() {
		if !containsAny(r.Command, asked) {
			t.Errorf("stray request %s (%s) for a command the model never asked for:\n%s", r.ID, r.Status, clip(r.Command))
		}
	}
}

// passed reports whether the audit log shows cmd passing on its own.
func (w *world) passed(cmd string) bool {
	for _, l := range w.audit() {
		if l.Event == "decision" && l.Verdict == "auto_pass" && strings.Contains(l.Command, cmd) {
			return true
		}
	}
	return false
}

// requestID is the gatesh request id named in a held command's output.
var requestID = regexp.MustCompile(`request ([a-z2-7]{13})\b`)

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0
}

// chownTree gives dir and everything under it to the user of cred.
func chownTree(dir string, cred *syscall.Credential) error {
	return filepath.WalkDir(dir, func(p string, _ os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, int(cred.Uid), int(cred.Gid))
	})
}

// writeFile writes a configuration file, making its folder.
func writeFile(path, content string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(content), 0o600)
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// clip shortens a long command for a failure message.
func clip(s string) string {
	const max = 300
	if len(s) > max {
		return s[:max/2] + " ... " + s[len(s)-max/2:]
	}
	return s
}

// tail is the end of a long output, for failure messages.
func tail(b []byte) string {
	const max = 4000
	if len(b) > max {
		b = append([]byte("..."), b[len(b)-max:]...)
	}
	return string(bytes.TrimSpace(b))
}

// git runs git for a test's setup, outside any agent.
func (w *world) git(dir string, args ...string) string {
	w.t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	cmd.Env = []string{"HOME=" + w.home, "PATH=" + basePath, "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=dev", "GIT_AUTHOR_EMAIL=dev@example.com",
		"GIT_COMMITTER_NAME=dev", "GIT_COMMITTER_EMAIL=dev@example.com"}
	out, err := cmd.CombinedOutput()
	if err != nil {
		w.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}
