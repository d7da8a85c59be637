//go:build linux

package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// grace is how long a process may take to end after the tests did.
const grace = 5 * time.Second

// A sandbox is where the tests run: a TMPDIR of their own, and the
// entries of /tmp and /var/tmp before the run, to compare with after it.
type sandbox struct {
	tmpdir string              // the tests' TMPDIR
	before map[string][]string // the shared folders' entries before
}

var sharedTemp = []string{"/tmp", "/var/tmp"}

func newSandbox() (*sandbox, error) {
	s := &sandbox{before: map[string][]string{}}
	for _, d := range sharedTemp {
		s.before[d] = entries(d)
	}
	var err error
	if s.tmpdir, err = os.MkdirTemp("", "gatesh-citest-"); err != nil {
		return nil, err
	}
	// As /tmp: the two-user tests hand folders in it to another user.
	return s, os.Chmod(s.tmpdir, 0o1777)
}

func (s *sandbox) describe() string {
	where := "TMPDIR=" + s.tmpdir + "; /tmp and /var/tmp compared before and after"
	if os.Getenv(privateEnv) != "" {
		where += ", both private to the run"
	}
	return where
}

func (s *sandbox) remove() { os.RemoveAll(s.tmpdir) }

// run starts go with args, as the child subreaper, gives its stdout to
// read, and reaps every process until go has ended. It then lists and
// kills the processes the run left.
func (s *sandbox) run(args []string, read func(io.Reader)) (int, []string, error) {
	if err := unix.Prctl(unix.PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); err != nil {
		return 0, nil, fmt.Errorf("becoming the child subreaper: %w", err)
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		return 0, nil, err
	}
	pr, pw, err := os.Pipe()
	if err != nil {
		return 0, nil, err
	}
	argv := append([]string{goTool}, args...)
	attr := &os.ProcAttr{Files: []*os.File{os.Stdin, pw, os.Stderr},
		Env: append(withoutVar(os.Environ(), "TMPDIR"), "TMPDIR="+s.tmpdir)}
	p, err := os.StartProcess(argv[0], argv, attr)
	pw.Close()
	if err != nil {
		pr.Close()
		return 0, nil, err
	}
	done := make(chan struct{})
	go func() { read(pr); close(done) }()
	status := reap(p.Pid)
	// A process left holding the pipe would keep the report open.
	select {
	case <-done:
	case <-time.After(grace):
	}
	left := endChildren()
	<-done
	return status, left, nil
}

// reap waits for every child, orphans included, until pid ends, and
// returns its exit status.
func reap(pid int) int {
	for {
		var ws syscall.WaitStatus
		got, err := syscall.Wait4(-1, &ws, 0, nil)
		if errors.Is(err, syscall.EINTR) {
			continue
		}
		if err != nil {
			return 1
		}
		if got == pid {
			if ws.Signaled() {
				return 128 + int(ws.Signal())
			}
			return ws.ExitStatus()
		}
	}
}

// endChildren gives the run's remaining processes the grace period to
// end, then describes and kills those still there, and their children as
// they come to this process in turn.
func endChildren() []string {
	for deadline := time.Now().Add(grace); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		reapZombies()
		if len(children()) == 0 {
			return nil
		}
	}
	var left []string
	seen := map[int]bool{}
	for range 20 {
		reapZombies()
		kids := children()
		if len(kids) == 0 {
			break
		}
		for _, pid := range kids {
			if !seen[pid] {
				seen[pid] = true
				left = append(left, describeProcess(pid))
			}
			syscall.Kill(pid, syscall.SIGKILL)
		}
		time.Sleep(100 * time.Millisecond)
	}
	return left
}

func reapZombies() {
	for {
		var ws syscall.WaitStatus
		if got, err := syscall.Wait4(-1, &ws, syscall.WNOHANG, nil); got <= 0 || err != nil {
			return
		}
	}
}

// children are the live processes whose parent is this one.
func children() []int {
	self := os.Getpid()
	var out []int
	ds, _ := os.ReadDir("/proc")
	for _, d := range ds {
		pid, err := strconv.Atoi(d.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + d.Name() + "/stat")
		if err != nil {
			continue
		}
		f := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:]))
		if len(f) > 1 && f[0] != "Z" && f[1] == strconv.Itoa(self) {
			out = append(out, pid)
		}
	}
	return out
}

func describeProcess(pid int) string {
	cmdline, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
	cwd, _ := os.Readlink(fmt.Sprintf("/proc/%d/cwd", pid))
	args := strings.ReplaceAll(strings.TrimRight(string(cmdline), "\x00"), "\x00", " ")
	return fmt.Sprintf("pid %d: %s (in %s)", pid, args, cwd)
}

// leftovers are the entries the run left in the temporary folders.
func (s *sandbox) leftovers() []string {
	var out []string
	for _, e := range entries(s.tmpdir) {
		out = append(out, filepath.Join(s.tmpdir, e))
	}
	for _, d := range sharedTemp {
		for _, e := range entries(d) {
			p := filepath.Join(d, e)
			if p != s.tmpdir && !slices.Contains(s.before[d], e) {
				out = append(out, p)
			}
		}
	}
	return out
}

func entries(dir string) []string {
	ds, _ := os.ReadDir(dir)
	var out []string
	for _, d := range ds {
		out = append(out, d.Name())
	}
	return out
}

func withoutVar(env []string, name string) []string {
	return slices.DeleteFunc(slices.Clone(env), func(kv string) bool { return strings.HasPrefix(kv, name+"=") })
}
