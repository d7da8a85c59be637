package shim

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"

	"gatesh/internal/ptytest"
)

// gateshEnv is a gatesh home in a fresh folder and the gatesh program:
// this test binary under the name gatesh.
type gateshEnv struct {
	dir, home, prog string
	env             []string
}

func newGateshEnv(t *testing.T) *gateshEnv {
	t.Helper()
	dir := t.TempDir()
	prog := filepath.Join(dir, "bin", "gatesh")
	must(t, os.MkdirAll(filepath.Dir(prog), 0o755))
	exe, err := os.Executable()
	must(t, err)
	must(t, os.Symlink(exe, prog))
	home := filepath.Join(dir, "gatesh-home")
	g := &gateshEnv{dir: dir, home: home, prog: prog, env: []string{"PATH=" + os.Getenv("PATH"), "HOME=" + dir,
		"GATESH_HOME=" + home, "GATESH_HOLD_WAIT=0s", "USER=operator"}}
	if out, err := g.command("init").CombinedOutput(); err != nil {
		t.Fatalf("gatesh init: %v\n%s", err, out)
	}
	return g
}

func (g *gateshEnv) command(args ...string) *exec.Cmd {
	cmd := exec.Command(g.prog, args...)
	cmd.Dir = g.dir
	cmd.Env = g.env
	return cmd
}

// onTerminal runs gatesh with a pseudo-terminal as its stdin and
// controlling terminal, typing input into it, and returns what the
// terminal showed, stderr and the exit status.
func (g *gateshEnv) onTerminal(t *testing.T, input string, args ...string) (screen, stderr string, status int) {
	t.Helper()
	master, slave := ptytest.Open(t)
	cmd := g.command(args...)
	var errBuf bytes.Buffer
	cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, io.Discard, &errBuf
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	var screenBuf bytes.Buffer
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		io.Copy(&screenBuf, master) // ends with EIO once the child is gone
	}()
	must(t, cmd.Start())
	// The terminal keeps typed input until it is read.
	if _, err := master.Write([]byte(input)); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	slave.Close()
	wg.Wait()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatal(err)
	}
	return screenBuf.String(), errBuf.String(), exitStatus(cmd.ProcessState)
}

// The agent may hold gatesh's terminal (Codex's exec_command with tty:
// true, tmux, script, expect) and type into it. Nothing typed there may
// approve a request: shell mode never asks, and the request stays pending
// for the operator's own signed decision.
func TestTerminalCannotApprove(t *testing.T) {
	for _, tc := range []struct {
		name, input, config, wait string
	}{
		{"y", "y\n", "", "0s"},
		{"yes", "yes\n", "", "0s"},
		{"YES while waiting", "YES\n", "", "2s"},
		{"y with hold.prompt = true", "y\n", "[hold]\nprompt = true\n", "0s"},
		{"many answers", "y\ny\nyes\n\x04", "", "1s"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGateshEnv(t)
			if tc.config != "" {
				must(t, os.WriteFile(filepath.Join(g.home, "config.toml"), []byte(tc.config), 0o600))
			}
			g.env = append(g.env, "GATESH_HOLD_WAIT="+tc.wait)
			victim := filepath.Join(g.dir, "victim")
			must(t, os.Mkdir(victim, 0o755))
			must(t, os.WriteFile(filepath.Join(victim, "keep"), []byte("data"), 0o600))
			screen, stderr, status := g.onTerminal(t, tc.input, "-c", "rm -rf victim")
			if status != ExitHeld {
				t.Fatalf("status %d, want %d\nscreen: %s\nstderr: %s", status, ExitHeld, screen, stderr)
			}
			if _, err := os.Stat(filepath.Join(victim, "keep")); err != nil {
				t.Fatalf("the command ran: %v\nstderr: %s", err, stderr)
			}
			if strings.Contains(screen, "approve?") || strings.Contains(screen, "[y/N]") {
				t.Fatalf("gatesh asked on the terminal:\n%s", screen)
			}
			log, err := os.ReadFile(filepath.Join(g.home, "audit.jsonl"))
			must(t, err)
			for _, ev := range []string{`"event":"approved"`, `"event":"used"`, `"event":"run"`} {
				if strings.Contains(string(log), ev) {
					t.Fatalf("log holds %s:\n%s", ev, log)
				}
			}
			if !strings.Contains(string(log), `"event":"held"`) {
				t.Fatalf("log holds no held event:\n%s", log)
			}
			cmd := g.command("pending", "--json")
			var hint bytes.Buffer
			cmd.Stderr = &hint
			out, err := cmd.Output()
			must(t, err)
			if !strings.Contains(string(out), `"status": "pending"`) || strings.Contains(string(out), `"approved"`) {
				t.Fatalf("request not left pending: %s", out)
			}
			// The operator hears that hold.prompt no longer does anything.
			if got := strings.Contains(hint.String(), "hold.prompt is ignored"); got != (tc.config != "") {
				t.Fatalf("deprecation hint %v, want %v: %q", got, tc.config != "", hint.String())
			}
		})
	}
}

func TestReviewOnTerminal(t *testing.T) {
	g := newGateshEnv(t)
	for _, dir := range []string{"one", "two", "three", "four"} {
		must(t, os.Mkdir(filepath.Join(g.dir, dir), 0o755))
		if err := g.command("-c", "rm -rf "+dir).Run(); exitStatusOf(err) != ExitHeld {
			t.Fatalf("rm -rf %s: %v", dir, err)
		}
	}
	// Approve the first, skip the second with the default, reject the
	// third with a reason, then end of input.
	screen, stderr, status := g.onTerminal(t, "y\n\nr\nnot that folder\n\x04", "review")
	if status != 0 {
		t.Fatalf("status %d\n%s\n%s", status, screen, stderr)
	}
	for _, want := range []string{"rm -rf one", "rm -rf two", "rm -rf three", "rm -rf four", "skipped:", "rejected:", "end of input"} {
		if !strings.Contains(screen, want) {
			t.Errorf("screen lacks %q:\n%s", want, screen)
		}
	}
	out, err := g.command("pending", "--json").Output()
	must(t, err)
	if !strings.Contains(string(out), `"command": "rm -rf one",`) || strings.Count(string(out), `"status": "approved"`) != 1 ||
		strings.Count(string(out), `"status": "pending"`) != 2 {
		t.Fatalf("after review: %s\n%s", out, screen)
	}
	log, err := os.ReadFile(filepath.Join(g.home, "audit.jsonl"))
	must(t, err)
	if !regexp.MustCompile(`"event":"rejected".*"command":"rm -rf three".*"reason":"not that folder"`).Match(log) {
		t.Errorf("no rejection of rm -rf three with its reason in the log:\n%s", log)
	}
	for _, dir := range []string{"one", "two", "three", "four"} {
		if _, err := os.Stat(filepath.Join(g.dir, dir)); err != nil {
			t.Fatalf("review ran %s", dir)
		}
	}
}

func exitStatusOf(err error) int {
	if ee, ok := err.(*exec.ExitError); ok {
		return exitStatus(ee.ProcessState)
	}
	if err != nil {
		return -1
	}
	return 0
}

// A bare shell reads its commands from the terminal gatesh was given,
// and an agent that holds that terminal types them unseen (Codex's
// exec_command with tty, then write_stdin): held. Without a terminal
// nobody can type, and the same command runs.
func TestBareShellOnTerminalIsHeld(t *testing.T) {
	g := newGateshEnv(t)
	victim := filepath.Join(g.dir, "victim")
	must(t, os.Mkdir(victim, 0o755))
	must(t, os.WriteFile(filepath.Join(victim, "keep"), []byte("data"), 0o600))
	// What the agent types after the shell starts.
	typed := "rm -rf victim\nexit\n"
	for _, cmd := range []string{"bash", "bash -l", "exec bash", "sh -i"} {
		_, stderr, status := g.onTerminal(t, typed, "-c", cmd)
		if status != ExitHeld || !strings.Contains(stderr, "stdin_commands") {
			t.Errorf("%s on a terminal: status %d, want %d\nstderr: %s", cmd, status, ExitHeld, stderr)
		}
		if _, err := os.Stat(filepath.Join(victim, "keep")); err != nil {
			t.Fatalf("%s: what was typed ran: %v", cmd, err)
		}
	}
	// No terminal: the shell reads an empty stdin and runs nothing.
	c := g.command("-c", "bash")
	c.Stdin = strings.NewReader("")
	if out, err := c.CombinedOutput(); err != nil {
		t.Errorf("bash without a terminal: %v\n%s", err, out)
	}
}

// The same with an interpreter or a database client given no program:
// it reads its code from the terminal, where the agent types it.
func TestBareInterpreterOnTerminalIsHeld(t *testing.T) {
	g := newGateshEnv(t)
	victim := filepath.Join(g.dir, "victim")
	must(t, os.Mkdir(victim, 0o755))
	must(t, os.WriteFile(filepath.Join(victim, "keep"), []byte("data"), 0o600))
	for _, tc := range []struct{ cmd, typed string }{
		{"python3", "import shutil; shutil.rmtree('victim')\n"},
		{"python3 -i /dev/null", "import shutil; shutil.rmtree('victim')\n"},
		{"perl", "use File::Path; rmtree('victim');\n\x04"},
		{"sqlite3", ".shell rm -rf victim\n"},
	} {
		if _, err := exec.LookPath(strings.Fields(tc.cmd)[0]); err != nil {
			t.Logf("%s is not installed: not tried", tc.cmd)
			continue
		}
		_, stderr, status := g.onTerminal(t, tc.typed, "-c", tc.cmd)
		if status != ExitHeld || !strings.Contains(stderr, "stdin_commands") {
			t.Errorf("%s on a terminal: status %d, want %d\nstderr: %s", tc.cmd, status, ExitHeld, stderr)
		}
		if _, err := os.Stat(filepath.Join(victim, "keep")); err != nil {
			t.Fatalf("%s: what was typed ran: %v", tc.cmd, err)
		}
	}
}
