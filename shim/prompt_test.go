package shim

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"
)

// openPTY returns the two ends of a new pseudo-terminal.
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals: %v", err)
	}
	t.Cleanup(func() { master.Close() })
	must(t, unix.IoctlSetPointerInt(int(master.Fd()), unix.TIOCSPTLCK, 0))
	n, err := unix.IoctlGetInt(int(master.Fd()), unix.TIOCGPTN)
	must(t, err)
	slave, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	must(t, err)
	return master, slave
}

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
	master, slave := openPTY(t)
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

func TestPromptOnTerminal(t *testing.T) {
	for _, tc := range []struct {
		name, input string
		status      int
		ran         bool
	}{
		{"yes", "y\n", 0, true},
		{"YES", "YES\n", 0, true},
		{"no", "n\n", ExitHeld, false},
		{"empty answer is no", "\n", ExitHeld, false},
		{"anything else is no", "sure\n", ExitHeld, false},
		{"end of file", "\x04", ExitHeld, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGateshEnv(t)
			victim := filepath.Join(g.dir, "victim")
			must(t, os.Mkdir(victim, 0o755))
			screen, stderr, status := g.onTerminal(t, tc.input, "-c", "rm -rf victim")
			if status != tc.status {
				t.Fatalf("status %d, want %d\nscreen: %s\nstderr: %s", status, tc.status, screen, stderr)
			}
			for _, want := range []string{"gatesh: held: request ", "command: rm -rf victim", "rule:    rm-recursive", "approve? [y/N]"} {
				if !strings.Contains(screen, want) {
					t.Errorf("terminal lacks %q:\n%s", want, screen)
				}
			}
			_, err := os.Stat(victim)
			if ran := os.IsNotExist(err); ran != tc.ran {
				t.Fatalf("ran %v, want %v; stderr: %s", ran, tc.ran, stderr)
			}
			log, err := os.ReadFile(filepath.Join(g.home, "audit.jsonl"))
			must(t, err)
			if got := strings.Count(string(log), `"event":"run"`); got != map[bool]int{true: 1, false: 0}[tc.ran] {
				t.Fatalf("%d run events:\n%s", got, log)
			}
			if !tc.ran {
				// Not approved is not rejected: the request stays queued.
				out, err := g.command("pending", "--json").Output()
				must(t, err)
				if !strings.Contains(string(out), `"status": "pending"`) {
					t.Fatalf("request not left pending: %s", out)
				}
			}
		})
	}
}

// A yes needs the operator's key; without it nothing is approved.
func TestPromptYesWithoutKeyStaysQueued(t *testing.T) {
	g := newGateshEnv(t)
	must(t, os.Rename(filepath.Join(g.home, "keys", "operator.key"), filepath.Join(g.dir, "away.key")))
	must(t, os.Mkdir(filepath.Join(g.dir, "victim"), 0o755))
	screen, _, status := g.onTerminal(t, "y\n", "-c", "rm -rf victim")
	if status != ExitHeld || !strings.Contains(screen, "cannot sign the approval") {
		t.Fatalf("status %d, screen:\n%s", status, screen)
	}
	if _, err := os.Stat(filepath.Join(g.dir, "victim")); err != nil {
		t.Fatal("ran without a signed approval")
	}
}

// prompt = false in config.toml: no question, the hold parks.
func TestPromptSwitchedOff(t *testing.T) {
	g := newGateshEnv(t)
	must(t, os.WriteFile(filepath.Join(g.home, "config.toml"), []byte("[hold]\nprompt = false\n"), 0o600))
	must(t, os.Mkdir(filepath.Join(g.dir, "victim"), 0o755))
	screen, _, status := g.onTerminal(t, "y\n", "-c", "rm -rf victim")
	if status != ExitHeld || strings.Contains(screen, "approve?") {
		t.Fatalf("status %d, screen:\n%s", status, screen)
	}
}

func TestReviewOnTerminal(t *testing.T) {
	g := newGateshEnv(t)
	for _, dir := range []string{"one", "two", "three"} {
		must(t, os.Mkdir(filepath.Join(g.dir, dir), 0o755))
		if err := g.command("-c", "rm -rf "+dir).Run(); exitStatusOf(err) != ExitHeld {
			t.Fatalf("rm -rf %s: %v", dir, err)
		}
	}
	// Approve the first, skip the second with the default, then end of input.
	screen, stderr, status := g.onTerminal(t, "y\n\n\x04", "review")
	if status != 0 {
		t.Fatalf("status %d\n%s\n%s", status, screen, stderr)
	}
	for _, want := range []string{"rm -rf one", "rm -rf two", "rm -rf three", "skipped:", "end of input"} {
		if !strings.Contains(screen, want) {
			t.Errorf("screen lacks %q:\n%s", want, screen)
		}
	}
	out, err := g.command("pending", "--json").Output()
	must(t, err)
	if !strings.Contains(string(out), `"command": "rm -rf one",`) || strings.Count(string(out), `"status": "approved"`) != 1 ||
		strings.Count(string(out), `"status": "pending"`) != 2 {
		t.Fatalf("after review: %s", out)
	}
	for _, dir := range []string{"one", "two", "three"} {
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
