package daemon

import (
	"gatesh/egress"
	"gatesh/internal/needs"
	"gatesh/internal/proctest"

	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"gatesh/egress/egresstest"
)

// The test binary is the daemon and the holder too, as gatesh is.
func TestMain(m *testing.M) {
	if len(os.Args) > 1 {
		switch os.Args[1] {
		case egress.HolderArg:
			os.Exit(egress.HolderMain())
		case egress.DaemonArg:
			os.Exit(testDaemon())
		}
	}
	os.Exit(m.Run())
}

// testDaemon runs the daemon and writes each refusal to the file named
// by GATESH_TEST_REFUSALS.
func testDaemon() int {
	var spec egress.DaemonSpec
	line, _ := bufio.NewReader(os.Stdin).ReadBytes('\n')
	if err := json.Unmarshal(line, &spec); err != nil {
		fmt.Println("error", err)
		return 1
	}
	var mu sync.Mutex
	exe, _ := os.Executable()
	err := RunDaemon(spec, exe, os.Stdout, func(r Refusal, o egress.Origin) {
		mu.Lock()
		defer mu.Unlock()
		f, err := os.OpenFile(os.Getenv("GATESH_TEST_REFUSALS"), os.O_APPEND|os.O_WRONLY|os.O_CREATE, 0o600)
		if err == nil {
			fmt.Fprintf(f, "%s %d %s | %s | %s\n", r.Dest.Host, r.Dest.Port, r.Reason, o.Decision, o.Command)
			f.Close()
		}
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

type nsWorld struct {
	dir, refusals string
	home          string
}

func newNSWorld(t *testing.T) nsWorld {
	t.Helper()
	_, err := egress.Nsenter()
	needs.Check(t, "nsenter", err)
	needs.Program(t, "curl")
	base := t.TempDir()
	proctest.NoneLeft(t, base)
	w := nsWorld{dir: base + "/run", refusals: base + "/refusals", home: base + "/home"}
	if err := os.Mkdir(w.dir, 0o700); err != nil {
		t.Fatal(err)
	}
	return w
}

// join starts (or finds) the daemon for allow and returns a session
// registered for cmd.
func (w nsWorld) join(t *testing.T, allow []string, cmd string) *egress.Session {
	t.Helper()
	a, err := egress.Parse(allow, "test")
	if err != nil {
		t.Fatal(err)
	}
	s := egress.Spec{GateshHome: w.home, Project: "/project", Allow: a, Exe: os.Args[0],
		Env: []string{"GATESH_TEST_REFUSALS=" + w.refusals, "PATH=" + os.Getenv("PATH")}}
	sess, err := egress.Join(s, w.dir)
	if errors.Is(err, egress.ErrUnavailable) {
		needs.Skip(t, needs.UserNamespaces, "%v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Register(egress.Origin{Decision: "dec-" + cmd[:4], Command: cmd}); err != nil {
		t.Fatal(err)
	}
	// The daemon ends when its holder does.
	t.Cleanup(func() { killHolder(sess.Pid) })
	return sess
}

// run runs a shell command inside the session's namespace.
func (w nsWorld) run(t *testing.T, sess *egress.Session, cmd string) (string, error) {
	t.Helper()
	prog, argv, err := sess.Wrap("/bin/sh", []string{"sh", "-c", cmd})
	if err != nil {
		t.Fatal(err)
	}
	c := &exec.Cmd{Path: prog, Args: argv}
	c.Env = append([]string{"PATH=" + os.Getenv("PATH")}, sess.Env()...)
	out, err := c.CombinedOutput()
	return string(out), err
}

func TestNamespaceAllowsOnlyTheList(t *testing.T) {
	host := egresstest.New(t)
	w := newNSWorld(t)
	post := "curl -fsS --max-time 10 -X POST --data secret=42 http://" + host.A + "/hook"
	sess := w.join(t, []string{"proxy.golang.org"}, post)

	out, err := w.run(t, sess, post)
	if err == nil {
		t.Fatalf("POST to a host not allowed ran: %s", out)
	}
	for _, r := range host.Seen() {
		t.Errorf("the test host was reached: %+v", r)
	}
	// A program that ignores the proxy finds no route at all.
	out, err = w.run(t, sess, "curl -sS --noproxy '*' --max-time 5 http://"+host.A+"/direct")
	if err == nil || !strings.Contains(out, "unreachable") && !strings.Contains(out, "Couldn't connect") {
		t.Fatalf("direct connection: %v %s", err, out)
	}
	log, _ := os.ReadFile(w.refusals)
	if !strings.Contains(string(log), host.A+" 80 ") || !strings.Contains(string(log), post) {
		t.Fatalf("the refusal does not name the host and command: %q", log)
	}

	allowed := w.join(t, []string{host.A + ":80"}, post)
	if out, err := w.run(t, allowed, post); err != nil || !strings.Contains(out, "got POST /hook") {
		t.Fatalf("allowed POST: %v %s", err, out)
	}
	if seen := host.Seen(); len(seen) != 1 || seen[0].Body != "secret=42" {
		t.Fatalf("test host saw %+v", seen)
	}
}

func TestLoopbackOutlivesTheCommand(t *testing.T) {
	w := newNSWorld(t)
	needs.Program(t, "python3")
	sess := w.join(t, nil, "python3 -m http.server")
	dir := t.TempDir()
	os.WriteFile(dir+"/index.html", []byte("dev server\n"), 0o644)
	if out, err := w.run(t, sess, "cd "+dir+" && { python3 -m http.server --bind 127.0.0.1 18765 >/dev/null 2>&1 & echo $! > pid; }"); err != nil {
		t.Fatalf("start: %v %s", err, out)
	}
	next := w.join(t, nil, "curl")
	var out string
	var err error
	for i := 0; i < 50; i++ {
		if out, err = w.run(t, next, "curl -sS --max-time 2 http://127.0.0.1:18765/"); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if pid, err := os.ReadFile(dir + "/pid"); err == nil {
		w.run(t, next, "kill "+strings.TrimSpace(string(pid)))
	}
	if err != nil || out != "dev server\n" {
		t.Fatalf("the next command did not reach the server: %v %q", err, out)
	}
	// The machine's own loopback is not the namespace's.
	if out, err := exec.Command("curl", "-sS", "--max-time", "2", "http://127.0.0.1:18765/").CombinedOutput(); err == nil {
		t.Fatalf("the server listens outside the namespace: %s", out)
	}
}

// killHolder ends a test's namespace holder; its daemon ends with it.
func killHolder(pid int) { syscall.Kill(pid, syscall.SIGKILL) }
