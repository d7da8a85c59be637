//go:build linux

package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"gatesh/e2e/agentcli"
	"gatesh/e2e/mockmodel"
	"gatesh/internal/needs"
	"gatesh/internal/passwdlock"
)

// codexConfig points Codex at the mock model through a provider of its
// own, speaking the Responses API.
const codexConfig = `model = "mock-model"
model_provider = "mock"

[model_providers.mock]
name = "mock model"
base_url = "%s/v1"
wire_api = "responses"
`

// codex is Codex CLI in exec mode. Its shell is the login shell from the
// password database (SHELL, PATH and the model's shell argument change
// nothing), so each run gets a private /etc/passwd, bound in a mount
// namespace of its own, whose entry for this user names the shell: what
// chsh would do.
var codex = &agent{
	cli:     agentcli.Codex,
	logName: "codex",
	command: func(w *world, prog string, rt route) (*exec.Cmd, error) {
		// Its shell comes from /etc/passwd, and binding a private one needs root.
		needs.Root(w.t)
		home := filepath.Join(w.home, ".codex")
		if err := os.MkdirAll(home, 0o700); err != nil {
			return nil, err
		}
		if err := writeFile(filepath.Join(home, "config.toml"), fmt.Sprintf(codexConfig, w.model.URL())); err != nil {
			return nil, err
		}
		// gatesh install adds the hook and records the user's trust in
		// it: Codex skips a hook nobody trusted in its /hooks screen.
		if rt == hook {
			if err := w.installHook("codex", "CODEX_HOME="+home); err != nil {
				return nil, err
			}
		}
		sh := w.bash
		if rt == shell {
			sh = filepath.Join(w.bin, "bash")
		}
		passwd, err := passwdWithShell(w, sh)
		if err != nil {
			return nil, err
		}
		self, err := os.Executable()
		if err != nil {
			return nil, err
		}
		cmd := exec.Command(self, passwdHelper, passwd, prog,
			"exec", "--json", "--dangerously-bypass-approvals-and-sandbox", "--skip-git-repo-check", prompt)
		cmd.SysProcAttr = &syscall.SysProcAttr{Unshareflags: syscall.CLONE_NEWNS}
		passwdlock.Binding(w.t) // no test replaces /etc/passwd under the bind
		cmd.Env = w.env("CODEX_HOME=" + home)
		return cmd, nil
	},
	exit:         codexExit,
	volatile:     regexp.MustCompile(`((?:Chunk ID|Wall time): )[^\\]+`),
	sessionStart: "# Snapshot file",
}

// passwdWithShell writes a copy of /etc/passwd whose entry for this user
// has w's HOME and shell.
func passwdWithShell(w *world, shell string) (string, error) {
	data, err := os.ReadFile("/etc/passwd")
	if err != nil {
		return "", err
	}
	uid, gid := strconv.Itoa(os.Getuid()), strconv.Itoa(os.Getgid())
	var out []string
	found := false
	for _, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		f := strings.Split(line, ":")
		if len(f) == 7 && f[2] == uid && !found {
			f[5], f[6], found = w.home, shell, true
			line = strings.Join(f, ":")
		}
		out = append(out, line)
	}
	if !found {
		out = append(out, strings.Join([]string{"agent", "x", uid, gid, "", w.home, shell}, ":"))
	}
	p := filepath.Join(w.root, "passwd")
	return p, os.WriteFile(p, []byte(strings.Join(out, "\n")+"\n"), 0o644)
}

var (
	codexStatus  = regexp.MustCompile(`\nProcess exited with code (\d+)\n`)
	codexSession = regexp.MustCompile(`\nProcess running with session ID (\d+)\n`)
)

// codexExit reads "Process exited with code N"; ok is false while the
// command still runs.
func codexExit(r mockmodel.Result) (int, bool) {
	m := codexStatus.FindStringSubmatch(r.Output)
	if m == nil {
		return -1, false
	}
	n, _ := strconv.Atoi(m[1])
	return n, true
}

func TestCodex(t *testing.T) {
	t.Parallel()
	findCLI(t, codex.cli)
	want := plainGreen(t, codex)
	// Codex refuses rm -rf on its own; a force-push it runs.
	t.Run("shell route", func(t *testing.T) { testRoute(t, codex, forcePush, shell, want) })
	t.Run("hook route", func(t *testing.T) { testRoute(t, codex, forcePush, hook, want) })
	t.Run("pty self-approval fails", testCodexPTY)
	t.Run("request id before the tool yields", testCodexEarlyID)
}

// testCodexEarlyID holds a command longer than Codex's tool waits for it
// (yield_time_ms): the model must read the request id and the next step
// in the output it gets when the tool yields, while gatesh still waits.
// The operator approves then, and the waiting command runs once.
func testCodexEarlyID(t *testing.T) {
	w := newWorld(t)
	forcePush.setup(w)
	// The model's replies run on the mock server's goroutines.
	var mu sync.Mutex
	session, id := -1, ""
	poll := func(turn mockmodel.Turn) mockmodel.Reply {
		mu.Lock()
		session := session
		mu.Unlock()
		if _, ok := codexExit(turn.Last()); ok || session < 0 {
			return mockmodel.Text("done")
		}
		return mockmodel.Tool("write_stdin", map[string]any{"session_id": session, "chars": "", "yield_time_ms": 10000})
	}
	w.model.Script(
		mockmodel.Say(mockmodel.Tool("exec_command", map[string]any{"cmd": forcePush.cmd, "yield_time_ms": 1500})),
		func(turn mockmodel.Turn) mockmodel.Reply {
			res := turn.Last()
			m := codexSession.FindStringSubmatch(res.Output)
			if m == nil {
				t.Errorf("the held command did not wait past the tool's yield:\n%q", res.Output)
				return mockmodel.Text("done")
			}
			mu.Lock()
			session, _ = strconv.Atoi(m[1])
			mu.Unlock()
			r := requestID.FindStringSubmatch(res.Output)
			if r == nil || !strings.Contains(res.Output, "gatesh: hint: ") {
				t.Errorf("when the tool yielded, the model had no request id and next step:\n%q", res.Output)
				return poll(turn)
			}
			mu.Lock()
			id = r[1]
			mu.Unlock()
			if out, err := w.operator("approve", r[1]); err != nil {
				t.Errorf("gatesh approve %s: %v\n%s", r[1], err, out)
			}
			return poll(turn)
		},
		poll, poll, poll,
	)
	w.run(codex, shell, "GATESH_HOLD_WAIT=15s")
	mu.Lock()
	held := id
	mu.Unlock()
	if held == "" {
		return
	}
	res := w.model.Results()
	last := res[len(res)-1]
	if st, ok := codexExit(last); !ok || st != 0 || !strings.Contains(last.Output, "gatesh: approved: request "+held) {
		t.Errorf("after approval during the wait, the command's end as the model sees it:\n%q", last.Output)
	}
	if forcePush.alive(w) {
		t.Errorf("the approved force-push did not run")
	}
	w.checkLog(codex, forcePush.cmd)
}

// testCodexPTY runs the red command on a pseudo-terminal that the agent
// holds (exec_command with tty: true) and has the model type "y" into it
// (write_stdin). No text the agent writes may approve anything.
func testCodexPTY(t *testing.T) {
	w := newWorld(t)
	forcePush.setup(w)
	session := -1
	poll := func(turn mockmodel.Turn) mockmodel.Reply {
		if _, ok := codexExit(turn.Last()); ok || session < 0 {
			return mockmodel.Text("done")
		}
		return mockmodel.Tool("write_stdin", map[string]any{"session_id": session, "chars": "", "yield_time_ms": 5000})
	}
	w.model.Script(
		mockmodel.Say(mockmodel.Tool("exec_command", map[string]any{"cmd": forcePush.cmd, "tty": true, "yield_time_ms": 1500})),
		func(turn mockmodel.Turn) mockmodel.Reply {
			res := turn.Last()
			m := codexSession.FindStringSubmatch(res.Output)
			if m == nil {
				t.Errorf("the command on a pty ended before the agent could type into it:\n%q", res.Output)
				return mockmodel.Text("done")
			}
			session, _ = strconv.Atoi(m[1])
			return mockmodel.Tool("write_stdin", map[string]any{"session_id": session, "chars": "y\n", "yield_time_ms": 1000})
		},
		poll, poll, poll,
	)
	// The hold waits long enough for the typed "y" to reach it.
	w.run(codex, shell, "GATESH_HOLD_WAIT=6s")
	if !forcePush.alive(w) {
		t.Errorf("the force-push ran: the agent approved its own command by typing y on its pty")
	}
	for _, l := range w.audit() {
		switch l.Event {
		case "approved", "used", "run":
			t.Errorf("the audit log records an approval the agent typed:\n%s", clip(l.raw))
		}
	}
	pending := 0
	for _, r := range w.requests() {
		if r.Status == "pending" && strings.Contains(r.Command, forcePush.cmd) {
			pending++
		}
	}
	if pending != 1 {
		t.Errorf("%d pending requests for the force-push, want 1: it waits for a person", pending)
	}
	w.checkLog(codex, forcePush.cmd)
}
