// Package proctest checks that a test leaves no process running.
package proctest

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// NoneLeft makes the end of the test fail if a process it started is
// still running: one whose working folder, command line or environment
// names dir (the test's own folder, which every process it starts is
// given). Each one found is killed from the test process itself, not
// through the program under test, so nothing outlives the test even when
// the test's own clean-up could not reach it. Processes get a moment to
// end after the test's other clean-ups, registered after this call, ran.
func NoneLeft(t testing.TB, dir string) {
	t.Helper()
	t.Cleanup(func() {
		t.Helper()
		left := waitGone(dir, 5*time.Second)
		for _, p := range left {
			syscall.Kill(p.pid, syscall.SIGKILL)
			t.Errorf("left running, killed now: %s", p)
		}
		if len(left) > 0 {
			waitGone(dir, 5*time.Second)
		}
	})
}

type proc struct {
	pid       int
	cmd, cwd  string
	mentioned string // where dir was seen
}

func (p proc) String() string {
	return fmt.Sprintf("pid %d %s (in %s; names the test's folder in its %s)", p.pid, p.cmd, p.cwd, p.mentioned)
}

// waitGone polls until no process names dir, or d has passed, and
// returns those still there.
func waitGone(dir string, d time.Duration) []proc {
	deadline := time.Now().Add(d)
	for {
		left := naming(dir)
		if len(left) == 0 || time.Now().After(deadline) {
			return left
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// naming lists the live processes, other than this one, whose working
// folder, command line or environment names dir.
func naming(dir string) []proc {
	var out []proc
	ds, _ := os.ReadDir("/proc")
	for _, d := range ds {
		pid, err := strconv.Atoi(d.Name())
		if err != nil || pid == os.Getpid() {
			continue
		}
		base := "/proc/" + d.Name()
		if stat, err := os.ReadFile(base + "/stat"); err != nil || zombie(stat) {
			continue
		}
		cmdline, _ := os.ReadFile(base + "/cmdline")
		cwd, _ := os.Readlink(base + "/cwd")
		environ, _ := os.ReadFile(base + "/environ")
		p := proc{pid: pid, cmd: strings.ReplaceAll(strings.TrimRight(string(cmdline), "\x00"), "\x00", " "), cwd: cwd}
		switch {
		case cwd == dir || strings.HasPrefix(cwd, dir+"/"):
			p.mentioned = "working folder"
		case bytes.Contains(cmdline, []byte(dir)):
			p.mentioned = "command line"
		case bytes.Contains(environ, []byte(dir)):
			p.mentioned = "environment"
		default:
			continue
		}
		out = append(out, p)
	}
	return out
}

// zombie says whether /proc/PID/stat is that of a process that has ended
// and waits only to be reaped.
func zombie(stat []byte) bool {
	f := bytes.Fields(stat[bytes.LastIndexByte(stat, ')')+1:])
	return len(f) > 0 && string(f[0]) == "Z"
}

// End ends, when the test ends, every process still naming dir: what a
// program under test leaves running on purpose (Cline's hub daemon, which
// outlives the task that started it). Each is killed from the test
// process and logged, and one still there after the kill fails the test.
// Register it right after making dir, so that it runs after the test's
// other clean-ups and before dir is removed.
func End(t testing.TB, dir string) {
	t.Helper()
	t.Cleanup(func() {
		t.Helper()
		for _, p := range naming(dir) {
			t.Logf("ending what the test left running: %s", p)
			syscall.Kill(p.pid, syscall.SIGKILL)
		}
		for _, p := range waitGone(dir, 5*time.Second) {
			t.Errorf("still running after it was killed: %s", p)
		}
	})
}
