package shim

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"gatesh/egress"
	"gatesh/egress/egresstest"
	"gatesh/enforce"
	"gatesh/internal/needs"
)

// The network daemon is found by its socket, and what answers there says
// which namespace a command joins. These tests put another answer there,
// the way a command would, and check that no command joins a namespace
// gatesh did not make.

// fakeDaemonScript replaces every network daemon socket of this test's
// folders with its own (never the machine's /tmp/gatesh-net-UID, which
// other gatesh runs use), and answers each shim with a namespace of its choosing (a
// stand-in for a rootless container with outside access). It keeps
// answering after the command that started it has ended.
const fakeDaemonScript = `import glob, json, os, select, socket, sys
PID, NETNS = @PID@, "@NETNS@"
dirs = []
if os.environ.get("XDG_RUNTIME_DIR"):
    dirs.append(os.path.join(os.environ["XDG_RUNTIME_DIR"], "gatesh-net"))
if os.environ.get("GATESH_HOME"):
    dirs += glob.glob(os.path.join(os.environ["GATESH_HOME"], "*", "*"))
    dirs += glob.glob(os.path.join(os.environ["GATESH_HOME"], "*"))
listeners = {}
for d in dirs:
    for path in sorted(glob.glob(os.path.join(d, "*.sock"))):
        try:
            os.unlink(path)
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.bind(path)
            s.listen(16)
            listeners[s] = os.path.basename(path)[:-5]
            print("replaced", path)
        except OSError as e:
            print("cannot replace", path, e)
sys.stdout.flush()
if not listeners or os.fork():
    os._exit(0)
os.setsid()
null = os.open("/dev/null", os.O_RDWR)
for fd in (0, 1, 2):
    os.dup2(null, fd)
with open("fake-daemon.pid", "w") as f:
    f.write(str(os.getpid()))
conns = {}
while True:
    ready, _, _ = select.select(list(listeners) + list(conns), [], [], 600)
    if not ready:
        break
    for x in ready:
        if x in listeners:
            c, _ = x.accept()
            conns[c] = listeners[x]
            continue
        data = x.recv(65536)
        if not data:
            del conns[x]
            x.close()
            continue
        for _ in range(data.count(b"\n")):
            x.sendall(json.dumps({"pid": PID, "port": 9, "netns": NETNS, "key": conns[x]}).encode() + b"\n")
`

// outsideNamespace starts a process in the test host's network namespace
// and a user namespace of its own, as a rootless container with outside
// access would be, and returns its pid and network namespace.
func outsideNamespace(t *testing.T, host *egresstest.Host) (int, string) {
	t.Helper()
	for _, tool := range []string{"unshare", "sleep"} {
		needs.Program(t, tool)
	}
	ns, err := egress.Nsenter()
	needs.Check(t, "nsenter", err)
	c := exec.Command(ns, "--net="+host.Netns, "unshare", "--user", "--map-root-user", "sleep", "600")
	must(t, c.Start())
	t.Cleanup(func() { c.Process.Kill(); c.Wait() })
	self, _ := os.Readlink("/proc/self/ns/user")
	for range 100 {
		user, _ := os.Readlink(fmt.Sprintf("/proc/%d/ns/user", c.Process.Pid))
		comm, _ := os.ReadFile(fmt.Sprintf("/proc/%d/comm", c.Process.Pid))
		if user != "" && user != self && strings.TrimSpace(string(comm)) == "sleep" {
			netns, err := os.Readlink(fmt.Sprintf("/proc/%d/ns/net", c.Process.Pid))
			must(t, err)
			return c.Process.Pid, netns
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("the stand-in container did not start")
	return 0, ""
}

// daemonSockets are the control sockets of the network daemons the world
// started, wherever gatesh keeps them.
func (w *netWorld) daemonSockets(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, pat := range []string{w.runtime + "/gatesh-net/*.sock", w.gatesh + "/*/*/*.sock", w.gatesh + "/*/*.sock"} {
		m, _ := filepath.Glob(pat)
		out = append(out, m...)
	}
	return out
}

// killFake ends the fake daemon a command left running.
func (w *netWorld) killFake(t *testing.T) {
	t.Cleanup(func() {
		if data, err := os.ReadFile(w.project + "/fake-daemon.pid"); err == nil {
			if pid, err := strconv.Atoi(strings.TrimSpace(string(data))); err == nil && pid > 1 {
				syscall.Kill(pid, syscall.SIGKILL)
			}
		}
	})
}

// A green command under Landlock cannot put its own daemon where gatesh
// looks for one: the socket lives in a folder it cannot write, even when
// XDG_RUNTIME_DIR names a folder in /tmp (as /tmp/gatesh-net-UID was the
// fallback). The command after it still runs in gatesh's namespace, and
// a direct connection to a host not allowed never arrives.
func TestNetworkDaemonCannotBeReplacedByACommand(t *testing.T) {
	host := egresstest.New(t)
	needs.Landlock(t, enforce.ProbeABI(), enforce.MinABI)
	w := newNetWorld(t, 0, 0)
	w.extraConfig = "enforce = \"landlock\"\n"
	xdg, err := os.MkdirTemp("/tmp", "gatesh-xdg-")
	must(t, err)
	t.Cleanup(func() { os.RemoveAll(xdg) })
	must(t, os.Chmod(xdg, 0o700))
	w.runtime = xdg
	for i, kv := range w.env {
		if strings.HasPrefix(kv, "XDG_RUNTIME_DIR=") {
			w.env[i] = "XDG_RUNTIME_DIR=" + xdg
		}
	}
	pid, netns := outsideNamespace(t, host)
	w.netScripts(t, host)
	w.file(t, "tools/fake_daemon.py", strings.NewReplacer("@PID@", strconv.Itoa(pid), "@NETNS@", netns).Replace(fakeDaemonScript))
	w.config(t, "network = \"allowlist\"\n")
	w.killFake(t)

	if out, status := w.run(t, "true"); status != 0 {
		t.Fatalf("the first command: %d %s", status, out)
	}
	if len(w.daemonSockets(t)) == 0 {
		t.Fatal("no daemon socket after the first command")
	}
	out, status := w.run(t, "python3 tools/fake_daemon.py")
	if d := w.lastDecision(t); d["verdict"] != "auto_pass" || !strings.HasPrefix(fmt.Sprint(d["enforce"]), "landlock v") {
		t.Fatalf("the attack did not run as a green command under Landlock: %v", d)
	}
	t.Logf("the attack: %d %s", status, out)
	if strings.Contains(out, "replaced ") {
		t.Errorf("a green command replaced the daemon's socket: %s", out)
	}
	out, _ = w.run(t, "python3 tools/raw.py "+host.A)
	if strings.Contains(out, "reached") || !strings.Contains(out, "blocked:") {
		t.Errorf("a direct connection after the attack: %s", out)
	}
	if seen := host.Seen(); len(seen) != 0 {
		t.Fatalf("the test host was reached: %+v", seen)
	}
	if d := w.lastDecision(t); !strings.Contains(fmt.Sprint(d["network"]), "namespace ") || strings.Contains(fmt.Sprint(d["network"]), netns) {
		t.Errorf("the command after the attack ran in %v", d["network"])
	}
}

// Whatever put it there (a process outside Landlock, an approved
// command, a gatesh folder in /tmp that Landlock does not protect), an
// answer on the daemon's socket from a process that is not a network
// daemon gatesh started is refused: the command is held, and nothing
// reaches the host.
func TestNetworkRefusesADaemonItDidNotStart(t *testing.T) {
	host := egresstest.New(t)
	pid, netns := outsideNamespace(t, host)
	for _, c := range []struct {
		name  string
		plant func(t *testing.T, w *netWorld, sock string)
	}{
		{"another program", func(t *testing.T, w *netWorld, sock string) {
			// The test process itself answers: not gatesh-net.
			l, err := net.Listen("unix", sock)
			must(t, err)
			t.Cleanup(func() { l.Close() })
			go func() {
				for {
					c, err := l.Accept()
					if err != nil {
						return
					}
					go func() {
						defer c.Close()
						key := strings.TrimSuffix(filepath.Base(sock), ".sock")
						for sc := bufio.NewScanner(c); sc.Scan(); {
							b, _ := json.Marshal(map[string]any{"pid": pid, "port": 9, "netns": netns, "key": key})
							c.Write(append(b, '\n'))
						}
					}()
				}
			}()
		}},
		{"gatesh-net with a wider list", func(t *testing.T, w *netWorld, sock string) {
			// The installed daemon, started by hand for the same folder
			// and project with the test host allowed.
			w.handStarted(t, sock, w.project, egress.EntrySpec{Text: host.A + ":80", Why: "wider"})
		}},
		{"another project's daemon", func(t *testing.T, w *netWorld, sock string) {
			// A daemon gatesh started for another project, whose
			// .gatesh/network.toml allows the test host.
			w.handStarted(t, sock, w.base+"/other", egress.EntrySpec{Text: host.A + ":80", Why: "project " + w.base + "/other/.gatesh/network.toml"})
		}},
		{"gatesh-net in another namespace", func(t *testing.T, w *netWorld, sock string) {
			// The installed daemon with the very list gatesh wants, but
			// in a namespace of its own, as a command's child (which its
			// parent may trace and steer) would be.
			w.handStarted(t, sock, w.project, egress.EntrySpec{}, "unshare", "--net", "--")
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newNetWorld(t, 0, 0)
			w.netScripts(t, host)
			w.config(t, "network = \"allowlist\"\n")
			if out, status := w.run(t, "true"); status != 0 {
				t.Fatalf("the first command: %d %s", status, out)
			}
			socks := w.daemonSockets(t)
			if len(socks) != 1 {
				t.Fatalf("daemon sockets: %v", socks)
			}
			w.stopDaemons(t)
			os.Remove(socks[0])
			c.plant(t, w, socks[0])
			out, status := w.run(t, "python3 tools/raw.py "+host.A+"; curl -fsS --max-time 5 http://"+host.A+"/via-proxy")
			if status != ExitHeld || !strings.Contains(out, "network_error") || !strings.Contains(out, "not a network daemon gatesh started") {
				t.Errorf("a command with another daemon on the socket: %d %s", status, out)
			}
			t.Log(out)
			if seen := host.Seen(); len(seen) != 0 {
				t.Fatalf("the test host was reached: %+v", seen)
			}
		})
	}
}

// handStarted starts the installed gatesh-net by hand, as a daemon for
// the world's folder and project with the built-in list and extra (when
// it has a text), under the program wrap, and moves its socket to sock.
func (w *netWorld) handStarted(t *testing.T, sock, project string, extra egress.EntrySpec, wrap ...string) {
	t.Helper()
	reg, _, err := egress.LoadRegistries(w.gatesh)
	must(t, err)
	allow := reg.ToSpec()
	if extra.Text != "" {
		allow = append(allow, extra)
	}
	key := strings.TrimSuffix(filepath.Base(sock), ".sock")
	spec, _ := json.Marshal(map[string]any{"key": key, "home": w.gatesh, "project": project, "dir": filepath.Dir(sock), "allow": allow})
	argv := append(wrap, w.bin+"/"+egress.DaemonProgram, egress.DaemonArg)
	d := exec.Command(argv[0], argv[1:]...)
	d.Env = w.env
	d.Stdin = strings.NewReader(string(spec) + "\n")
	out, err := d.StdoutPipe()
	must(t, err)
	must(t, d.Start())
	t.Cleanup(func() { d.Process.Kill(); d.Wait() })
	if line, _ := bufio.NewReader(out).ReadString('\n'); line != "ready\n" {
		t.Fatalf("the hand-started daemon: %q", line)
	}
	if _, err := os.Stat(sock); err != nil {
		socks, _ := filepath.Glob(filepath.Dir(sock) + "/*.sock")
		if len(socks) != 1 {
			t.Fatalf("the hand-started daemon's socket: %v", socks)
		}
		must(t, os.Rename(socks[0], sock))
	}
}

// registerScript asks every daemon socket of the gatesh folder to name
// a proxy token after another command, as a command in the namespace
// could to make its refusals pass for another's.
const registerScript = `import glob, json, os, socket
for path in glob.glob(os.path.join(os.environ["GATESH_HOME"], "net", "*", "*.sock")):
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.connect(path)
    s.sendall(json.dumps({"op": "register", "token": "forged", "origin": {"command": "not me"}}).encode() + b"\n")
    print("answer", s.recv(4096).decode().strip())
`

// The daemon answers only gatesh outside its namespace: a command inside
// cannot register a token under another command's name.
func TestNetworkDaemonAnswersOnlyGatesh(t *testing.T) {
	w := newNetWorld(t, 0, 0)
	w.config(t, "network = \"allowlist\"\n")
	w.file(t, "tools/register.py", registerScript)
	out, status := w.run(t, "python3 tools/register.py")
	if status != 0 || !strings.Contains(out, "answer ") {
		t.Fatalf("the script: %d %s", status, out)
	}
	if strings.Contains(out, `"netns"`) && !strings.Contains(out, "answers only gatesh") {
		t.Errorf("the daemon answered a command inside its namespace: %s", out)
	}
}
