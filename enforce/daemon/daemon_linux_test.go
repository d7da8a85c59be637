package daemon

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"gatesh/enforce"
)

// The test binary is the daemon too, as gatesh is, and the child that
// applies a ruleset and runs a command.
func TestMain(m *testing.M) {
	if len(os.Args) > 2 && os.Args[1] == Arg {
		// The tests' worlds lie in /var/tmp, which others may write:
		// the daemon takes it for a folder of the user's own.
		isShared = func(d string) bool { return d != "/var/tmp" && sharedFolder(d) }
		os.Exit(Main(os.Args[2:], os.Stdin, os.Stdout, os.Stderr))
	}
	if spec := os.Getenv(childEnv); spec != "" {
		os.Exit(runChild(spec))
	}
	os.Exit(m.Run())
}

const childEnv = "GATESH_LANDLOCKD_TEST_CHILD"

// childSpec is what the child does: ask the daemon in Dir for the
// ruleset of Policy (or build it here, Local), apply it and run Cmd.
type childSpec struct {
	Dir    string
	Policy enforce.Policy
	Local  bool
	NNP    bool
	Cmd    string
	// Take, once restricted, tries to take the published ruleset of
	// Policy, and reports.
	Take bool
}

func runChild(spec string) int {
	var s childSpec
	if err := json.Unmarshal([]byte(spec), &s); err != nil {
		fmt.Fprintln(os.Stderr, "child:", err)
		return 100
	}
	if s.NNP {
		unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
	}
	var rs *enforce.Ruleset
	var summary string
	var err error
	if s.Local {
		var plan *enforce.Plan
		if plan, err = enforce.Build(s.Policy); err == nil {
			summary = plan.Summary(enforce.ProbeABI())
			rs, err = plan.Prepare(enforce.ProbeABI())
		}
	} else {
		rs, summary, err = Ruleset(s.Dir, s.Policy, enforce.ProbeABI())
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "child: ruleset:", err)
		return 101
	}
	fmt.Println("summary:", summary)
	if err := rs.Enforce(); err != nil {
		fmt.Fprintln(os.Stderr, "child: enforce:", err)
		return 103
	}
	if s.Take {
		me, _ := selfIdentity()
		data, _ := os.ReadFile(pidFile(s.Dir, me.key()))
		pid, _ := strconv.Atoi(strings.TrimSpace(string(data)))
		pidfd, err := unix.PidfdOpen(pid, 0)
		if err != nil {
			fmt.Println("pidfd_open:", err)
			return 0
		}
		for _, fd := range []int{indexFD, firstSlot} {
			if _, err := unix.PidfdGetfd(pidfd, fd, 0); err != nil {
				fmt.Println("take:", err)
			} else {
				fmt.Println("took descriptor", fd)
			}
		}
		return 0
	}
	err = syscall.Exec("/bin/sh", []string{"sh", "-c", s.Cmd}, []string{"PATH=/usr/bin:/bin"})
	fmt.Fprintln(os.Stderr, "child: exec:", err)
	return 104
}

// world is a project, a home folder with credentials and a victim,
// outside the temporary folders (green commands may write those), and
// the folder of the daemon's socket.
type world struct {
	base, project, home, victim, dir string
}

func newWorld(t *testing.T) world {
	t.Helper()
	if enforce.ProbeABI() < enforce.MinABI {
		t.Skipf("the kernel has Landlock ABI %d", enforce.ProbeABI())
	}
	base, err := os.MkdirTemp("/var/tmp", "gatesh-landlockd-")
	if err != nil {
		t.Skipf("no folder outside the temporary ones: %v", err)
	}
	t.Cleanup(func() { os.RemoveAll(base) })
	w := world{base: base, project: base + "/project", home: base + "/home", victim: base + "/victim", dir: base + "/run"}
	for path, data := range map[string]string{
		w.project + "/main.go":       "package main\n",
		w.home + "/.ssh/id_ed25519":  "PRIVATE\n",
		w.home + "/.ssh/known_hosts": "host\n",
		w.home + "/notes.txt":        "notes\n",
		w.home + "/.config/x.conf":   "ok\n",
		w.victim + "/keep.txt":       "keep\n",
	} {
		must(t, os.MkdirAll(filepath.Dir(path), 0o755))
		must(t, os.WriteFile(path, []byte(data), 0o644))
	}
	must(t, os.Mkdir(w.dir, 0o700))
	return w
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func (w world) policy() enforce.Policy {
	return enforce.NewPolicy(enforce.Inputs{
		Cwd: w.project, Home: w.home,
		SecretPaths:      []string{"~/.ssh/**", "~/.aws/**", "~/.config/gh/hosts.yml"},
		SecretExceptions: []string{"known_hosts"},
	})
}

// run runs cmd in a child under the ruleset of pol, from the daemon
// (or built in the child, local), and returns its output and status.
func (w world) run(t *testing.T, pol enforce.Policy, local bool, cmd string) (string, int) {
	t.Helper()
	spec, _ := json.Marshal(childSpec{Dir: w.dir, Policy: pol, Local: local, Cmd: cmd})
	c := exec.Command(os.Args[0])
	c.Env = append(os.Environ(), childEnv+"="+string(spec))
	out, err := c.CombinedOutput()
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		t.Fatal(err)
	}
	return string(out), c.ProcessState.ExitCode()
}

func (w world) start(t *testing.T) {
	t.Helper()
	exe, err := os.Executable()
	must(t, err)
	must(t, Start(w.dir, exe))
}

// TestDaemonGivesWhatTheShimWouldBuild: a ruleset from the daemon
// restricts a command exactly as one the command's shim builds itself,
// for the same policy, and its summary is the same line. The number of
// rules follows the entries of /var/tmp, which other tests make and
// remove while this runs, so each daemon run is compared with a build
// here just before and just after it: its count must be one of theirs.
func TestDaemonGivesWhatTheShimWouldBuild(t *testing.T) {
	w := newWorld(t)
	w.start(t)
	cmds := []string{
		"echo ok > main.go.new && echo wrote project",
		"cat ~/.ssh/id_ed25519",
		"cat ~/.ssh/known_hosts",
		"cat ~/notes.txt",
		"echo x >> " + w.victim + "/keep.txt && echo wrote victim",
		"rm -rf " + w.victim + " && echo removed victim",
	}
	var here []string
	for _, cmd := range cmds {
		line := "cd " + w.project + " && HOME=" + w.home + " && " + cmd + " 2>&1 | sed 's/^.*: //'"
		run := func(local bool) (string, string) {
			out, status := w.run(t, w.policy(), local, line)
			return rulesCount.FindString(out), fmt.Sprintf("%d %s", status, rulesCount.ReplaceAllString(out, "N rules"))
		}
		before, want := run(true)
		count, got := run(false)
		after, again := run(true)
		if got != want || again != want {
			t.Errorf("%s: from the daemon %q, built here %q then %q", cmd, got, want, again)
		}
		if count == "" || count != before && count != after {
			t.Errorf("%s: the daemon's ruleset has %q, built here %q then %q", cmd, count, before, after)
		}
		here = append(here, want)
	}
	if data, _ := os.ReadFile(w.victim + "/keep.txt"); string(data) != "keep\n" {
		t.Fatalf("the victim changed: %q", data)
	}
	if !strings.Contains(here[1], "Permission denied") || !strings.Contains(here[2], "host") {
		t.Errorf("the credentials: %q, known_hosts: %q", here[1], here[2])
	}
}

// rulesCount finds the number of rules in a ruleset's summary.
var rulesCount = regexp.MustCompile(`[0-9]+ rules`)

// TestDaemonSeesChanges: a plan the daemon keeps is dropped as soon as a
// folder it depends on changes, before the next answer. A credential
// folder made after the first command is hidden from the next, even
// where the first plan granted the whole home folder; a folder the first
// plan granted whole, moved into a hidden one, is not readable there; a
// folder made beside the hidden one is readable.
func TestDaemonSeesChanges(t *testing.T) {
	w := newWorld(t)
	w.start(t)
	// No credential exists yet: the first plan grants the home folder
	// whole.
	only := enforce.NewPolicy(enforce.Inputs{Cwd: w.project, Home: w.home, SecretPaths: []string{"~/.aws/**"}})
	awsCmd := "cat " + w.home + "/.aws/credentials 2>&1; true"
	if out, _ := w.run(t, only, false, awsCmd); !strings.Contains(out, "No such file") {
		t.Fatalf("before: %s", out)
	}
	cmd := "cat " + w.home + "/.ssh/moved/secret " + w.home + "/later/x 2>&1; true"
	if out, _ := w.run(t, w.policy(), false, cmd); !strings.Contains(out, "No such file") {
		t.Fatalf("before: %s", out)
	}
	// Made between commands, by someone other than them.
	for path, data := range map[string]string{
		w.home + "/.aws/credentials":     "SECRET\n",
		w.home + "/.config/moved/secret": "MOVED\n",
		w.home + "/later/x":              "LATER\n",
	} {
		must(t, os.MkdirAll(filepath.Dir(path), 0o755))
		must(t, os.WriteFile(path, []byte(data), 0o644))
	}
	must(t, os.Rename(w.home+"/.config/moved", w.home+"/.ssh/moved"))
	if out, _ := w.run(t, only, false, awsCmd); strings.Contains(out, "SECRET") || !strings.Contains(out, "Permission denied") {
		t.Errorf("a credential folder made since: %s", out)
	}
	out, _ := w.run(t, w.policy(), false, cmd)
	if strings.Contains(out, "MOVED") {
		t.Errorf("a folder moved into a hidden one: %s", out)
	}
	if !strings.Contains(out, "LATER") {
		t.Errorf("a folder made since is not readable: %s", out)
	}
}

// TestDaemonRebuildsAfterAChange: a plan a change dropped is built again
// and published by the daemon itself once the folders are quiet, with no
// shim asking, so that the next one takes it; and what it publishes is
// the plan after the change (a file made since in the home folder is
// readable, the credentials still are not).
func TestDaemonRebuildsAfterAChange(t *testing.T) {
	w := newWorld(t)
	w.start(t)
	pol := w.policy()
	if out, status := w.run(t, pol, false, "true"); status != 0 {
		t.Fatalf("first command: %d %s", status, out)
	}
	me, err := selfIdentity()
	must(t, err)
	key := RequestKey(pol, enforce.ProbeABI())
	published := func() bool {
		rs, _, err := take(w.dir, me, key)
		if err != nil {
			return false
		}
		rs.Close()
		return true
	}
	// The daemon watches /var/tmp, where the world lies, and other tests
	// make entries there: while it reads their events, nothing is taken.
	for deadline := time.Now().Add(3 * time.Second); !published(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the plan of the first command is not published")
		}
	}
	// A new entry of the home folder: the plan lists its entries around
	// the hidden ~/.ssh.
	must(t, os.WriteFile(w.home+"/later.txt", []byte("LATER\n"), 0o644))
	for deadline := time.Now().Add(3 * time.Second); !published(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the plan a change dropped was not published again before a shim asked")
		}
	}
	out, _ := w.run(t, pol, false, "cat "+w.home+"/later.txt "+w.home+"/.ssh/id_ed25519 2>&1; true")
	if !strings.Contains(out, "LATER") || strings.Contains(out, "PRIVATE") || !strings.Contains(out, "Permission denied") {
		t.Errorf("after the change: %s", out)
	}
}

// TestRulesetRefusesAnotherAnswer: what answers on the daemon's socket
// must be this program, without no_new_privs: the test process itself
// listening there is refused, and so is a process with no_new_privs
// asking.
func TestRulesetRefusesAnotherAnswer(t *testing.T) {
	w := newWorld(t)
	me, err := selfIdentity()
	must(t, err)
	sock := SocketName(w.dir, me.key())
	// python3 listens there: the socket is answered by another program.
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not installed")
	}
	c := exec.Command("python3", "-c", "import socket, sys, time\ns = socket.socket(socket.AF_UNIX)\ns.bind(sys.argv[1])\ns.listen(4)\nprint('ready', flush=True)\ntime.sleep(30)", sock)
	stdout, err := c.StdoutPipe()
	must(t, err)
	must(t, c.Start())
	t.Cleanup(func() { c.Process.Kill(); c.Wait() })
	buf := make([]byte, 6)
	if _, err := stdout.Read(buf); err != nil {
		t.Fatal(err)
	}
	_, _, err = Ruleset(w.dir, w.policy(), enforce.ProbeABI())
	var ie *ImpostorError
	if !errors.As(err, &ie) || !strings.Contains(ie.Why, "not this gatesh") {
		t.Errorf("a socket another program listens on: %v", err)
	}

	spec, _ := json.Marshal(childSpec{Dir: w.dir, Policy: w.policy(), NNP: true, Cmd: "true"})
	child := exec.Command(os.Args[0])
	child.Env = append(os.Environ(), childEnv+"="+string(spec))
	out, _ := child.CombinedOutput()
	if !strings.Contains(string(out), ErrNotHere.Error()) {
		t.Errorf("a process with no_new_privs asked: %s", out)
	}
}

// TestACommandCannotTakeTheSharedRuleset: the ruleset a daemon publishes
// is shared by every shim that takes it, so whoever holds it could add
// rules for all of them. A command under Landlock cannot take it (its
// domain keeps it from the daemon's descriptors), while the shim that
// started it could.
func TestACommandCannotTakeTheSharedRuleset(t *testing.T) {
	w := newWorld(t)
	w.start(t)
	pol := w.policy()
	if _, status := w.run(t, pol, false, "true"); status != 0 {
		t.Fatal("the first command")
	}
	me, err := selfIdentity()
	must(t, err)
	key := RequestKey(pol, enforce.ProbeABI())
	var rs *enforce.Ruleset
	for range 50 {
		// The daemon may still be reading the events of the world's
		// making.
		if rs, _, err = take(w.dir, me, key); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil {
		t.Skipf("this machine does not let a process take another's descriptors (%v): shims ask over the socket", err)
	}
	rs.Close()
	spec, _ := json.Marshal(childSpec{Dir: w.dir, Policy: pol, Take: true})
	c := exec.Command(os.Args[0])
	c.Env = append(os.Environ(), childEnv+"="+string(spec))
	out, err := c.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "take: operation not permitted") || strings.Contains(string(out), "took") {
		t.Errorf("a restricted process: %v %s", err, out)
	}
	t.Log(strings.TrimSpace(string(out)))
}

// BenchmarkRuleset is what a command pays for its ruleset from the
// daemon, against building it: for the policy of a command run from this
// repository with the real home folder.
func BenchmarkRuleset(b *testing.B) {
	if enforce.ProbeABI() < enforce.MinABI {
		b.Skip("no Landlock")
	}
	dir := b.TempDir() + "/run"
	if err := os.Mkdir(dir, 0o700); err != nil {
		b.Fatal(err)
	}
	exe, _ := os.Executable()
	if err := Start(dir, exe); err != nil {
		b.Fatal(err)
	}
	cwd, _ := os.Getwd()
	home, _ := os.UserHomeDir()
	pol := enforce.NewPolicy(enforce.Inputs{Cwd: cwd, Home: home, Getenv: os.Getenv,
		SecretPaths: []string{"~/.ssh/**", "~/.aws/**", "~/.config/gh/hosts.yml", "/etc/shadow", "/etc/gshadow"}})
	abi := enforce.ProbeABI()
	b.Run("daemon", func(b *testing.B) {
		for b.Loop() {
			rs, _, err := Ruleset(dir, pol, abi)
			if err != nil {
				b.Fatal(err)
			}
			// Commands come some milliseconds apart: the daemon makes
			// the next ruleset in between.
			b.StopTimer()
			rs.Close()
			time.Sleep(2 * time.Millisecond)
			b.StartTimer()
		}
	})
	b.Run("built", func(b *testing.B) {
		for b.Loop() {
			plan, err := enforce.Build(pol)
			if err != nil {
				b.Fatal(err)
			}
			rs, err := plan.Prepare(abi)
			if err != nil {
				b.Fatal(err)
			}
			rs.Close()
		}
	})
}
