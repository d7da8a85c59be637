//go:build linux

package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"gatesh/e2e/agentcli"
	"gatesh/e2e/mockmodel"
	"gatesh/internal/proctest"
	"gatesh/internal/testuser"
	"gatesh/teamapi"
)

// teamBuild is gatesh, gatesh-team and gatesh-hub, built once into a
// folder every user may run them from, as install.sh installs them into
// /usr/local/bin for the two-user setup.
var teamBuild struct {
	once sync.Once
	dir  string
	err  error
}

func teamPrograms(t *testing.T) string {
	teamBuild.once.Do(func() {
		if teamBuild.dir, teamBuild.err = os.MkdirTemp("", "gatesh-e2e-team-"); teamBuild.err != nil {
			return
		}
		if teamBuild.err = os.Chmod(teamBuild.dir, 0o755); teamBuild.err != nil {
			return
		}
		for _, p := range []string{"gatesh", "gatesh-team", "gatesh-hub"} {
			if teamBuild.err = goBuild(filepath.Join(teamBuild.dir, p), "gatesh/cmd/"+p); teamBuild.err != nil {
				return
			}
		}
	})
	if teamBuild.err != nil {
		t.Fatal(teamBuild.err)
	}
	return teamBuild.dir
}

// openToOthers lets other users pass through dir and the folders above
// it up to the temporary folder (the test's own are 0700), as an agent's
// user must to reach its home.
func openToOthers(t *testing.T, dir string) {
	t.Helper()
	for d := dir; d != "/" && d != "." && d != os.TempDir(); d = filepath.Dir(d) {
		info, err := os.Stat(d)
		must(t, err)
		if info.Mode().Perm()&0o001 == 0 {
			must(t, os.Chmod(d, info.Mode().Perm()|0o011))
		}
	}
}

// tidyFixedTemp removes, when t ends, the folders the pinned CLIs make in
// /tmp whatever TMPDIR says, for the user uid, if they are not there now.
func tidyFixedTemp(t *testing.T, uid int) {
	for _, d := range agentcli.FixedTempOf(uid) {
		if _, err := os.Lstat(d); errors.Is(err, os.ErrNotExist) {
			t.Cleanup(func() { os.RemoveAll(d) })
		}
	}
}

// addUser adds a plain Unix user for an agent, removed at the test's end.
func addUser(t *testing.T, prefix string) (name string, cred *syscall.Credential) {
	name, uid, gid := testuser.Add(t, prefix)
	return name, &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
}

// shareCLI makes the pinned CLI runnable by every user: the cache folder
// is the installer's (0700 under root's home), so its files are linked
// into a folder of the test's, which others may enter.
func shareCLI(t *testing.T, c agentcli.CLI, into string) string {
	t.Helper()
	findCLI(t, c)
	cache, err := agentcli.CacheDir()
	must(t, err)
	src := c.Dir(cache)
	dst := filepath.Join(into, filepath.Base(src))
	must(t, os.MkdirAll(dst, 0o755))
	if out, err := exec.Command("cp", "-al", filepath.Join(src, "node_modules"), dst).CombinedOutput(); err != nil {
		// Another file system: copy.
		if out2, err := exec.Command("cp", "-a", filepath.Join(src, "node_modules"), dst).CombinedOutput(); err != nil {
			t.Fatalf("linking %s: %s; copying: %v %s", src, out, err, out2)
		}
	}
	return filepath.Join(dst, "node_modules", ".bin", c.Bin)
}

// hubServer is gatesh-hub serving, as a process of its own, on a fixed
// loopback address (the provider knows its redirect URL), so that it can
// be stopped and started again where machines and browsers expect it.
type hubServer struct {
	t      *testing.T
	prog   string
	dsn    string
	key    string
	addr   string
	issuer string
	cmd    *exec.Cmd
	done   chan struct{}
	log    string // what it said, each start appended
	starts int
}

const hubClientSecret = "e2e-hub-secret"

func (h *hubServer) url() string { return "http://" + h.addr }

// admin runs an admin command of gatesh-hub on the hub's database and
// returns what it printed.
func (h *hubServer) admin(args ...string) string {
	h.t.Helper()
	cmd := exec.Command(h.prog, append(args, "--db", h.dsn)...)
	cmd.Env = []string{"PATH=" + basePath}
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		h.t.Fatalf("gatesh-hub %s: %v\n%s%s", strings.Join(args, " "), err, stdout.String(), stderr.String())
	}
	return stdout.String()
}

func (h *hubServer) start() {
	h.t.Helper()
	h.starts++
	h.cmd = exec.Command(h.prog, "serve", "--db", h.dsn, "--team-key", h.key, "--listen", h.addr, "--ping", "1s",
		"--public-url", h.url(), "--oidc-issuer", h.issuer, "--oidc-client-id", "gatesh-hub")
	h.cmd.Env = []string{"PATH=" + basePath, "GATESH_HUB_OIDC_CLIENT_SECRET=" + hubClientSecret}
	out := appendLog(h.t, h.log, fmt.Sprintf("--- start %d", h.starts))
	defer out.Close()
	h.cmd.Stdout, h.cmd.Stderr = out, out
	must(h.t, h.cmd.Start())
	h.done = make(chan struct{})
	cmd, done := h.cmd, h.done
	go func() { cmd.Wait(); close(done) }()
	deadline := time.Now().Add(30 * time.Second)
	for !h.up() {
		select {
		case <-done:
			h.t.Fatalf("gatesh-hub serve exited:\n%s", readTail(h.log))
		default:
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("gatesh-hub serve did not answer:\n%s", readTail(h.log))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// appendLog opens a process's log file for appending, after a line that
// says what follows.
func appendLog(t *testing.T, path, header string) *os.File {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	must(t, err)
	fmt.Fprintln(f, header)
	return f
}

// readTail is the end of a log file, for a failure's message.
func readTail(path string) string {
	data, _ := os.ReadFile(path)
	return tail(data)
}

// up reports whether the hub answers its health check.
func (h *hubServer) up() bool {
	c := http.Client{Timeout: 2 * time.Second}
	resp, err := c.Get(h.url() + "/healthz")
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// stop stops the hub as its service manager would, and waits for it.
func (h *hubServer) stop() {
	h.t.Helper()
	if h.cmd == nil {
		return
	}
	h.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-h.done:
	case <-time.After(20 * time.Second):
		h.cmd.Process.Kill()
		<-h.done
	}
	h.cmd = nil
}

// A teamMachine is one machine of the team: an agent's world whose
// agent runs as its own Unix user, gatesh set up for two users (`gatesh
// init --group`), the operator (root) who joined the team, and the
// operator's `gatesh team sync`.
type teamMachine struct {
	*world
	name  string // at the hub
	id    string // the hub's id of the machine
	login string // the agent's user
	op    string // the operator's HOME
	sync  *exec.Cmd
	log   string // what its sync said
}

// newTeamMachine lays out a machine: its programs, the agent's home and
// project (the agent's user's), gatesh's folder shared with the agent's
// group, and an operator key only root reads.
func newTeamMachine(t *testing.T, name string, progs, cli string, userPrefix string) *teamMachine {
	t.Helper()
	login, cred := addUser(t, userPrefix)
	root := t.TempDir()
	proctest.End(t, root) // an agent's daemons outlive its task
	openToOthers(t, root)
	m := &teamMachine{name: name, login: login, op: filepath.Join(root, "operator"), log: filepath.Join(root, "sync.log")}
	w := &world{t: t, root: root, home: filepath.Join(root, "home"), gh: filepath.Join(root, "gatesh"), bin: filepath.Join(root, "bin"),
		as: cred, user: login, cli: cli}
	w.work = filepath.Join(w.home, "project")
	w.gatesh = filepath.Join(w.bin, "gatesh")
	m.world = w
	must(t, os.MkdirAll(w.work, 0o755))
	must(t, os.MkdirAll(w.bin, 0o755))
	must(t, os.MkdirAll(m.op, 0o700))
	// The agent's TMPDIR is its user's: root's folder above it is not.
	must(t, os.MkdirAll(w.tmp(), 0o700))
	must(t, os.Lchown(w.tmp(), int(cred.Uid), int(cred.Gid)))
	tidyFixedTemp(t, int(cred.Uid))
	for _, p := range []string{"gatesh", "bash"} {
		must(t, os.Symlink(filepath.Join(progs, "gatesh"), filepath.Join(w.bin, p)))
	}
	for _, dir := range filepath.SplitList(basePath) {
		if p := filepath.Join(dir, "bash"); isExecutable(p) {
			w.bash = p
			break
		}
	}
	key := filepath.Join(m.op, "keys", "operator.key")
	if out, err := m.operator("init", "--key", key, "--group", login); err != nil {
		t.Fatalf("gatesh init --group %s: %v\n%s", login, err, out)
	}
	must(t, os.WriteFile(filepath.Join(w.gh, "config.toml"), []byte(fmt.Sprintf("[keys]\nprivate = %q\n", key)), 0o644))
	var err error
	if w.model, err = mockmodel.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.model.Close() })
	must(t, chownTree(w.home, cred))
	return m
}

// operator runs gatesh as the machine's operator (root), outside the agent.
func (m *teamMachine) operator(args ...string) (string, error) {
	cmd := exec.Command(m.gatesh, args...)
	cmd.Env = []string{"HOME=" + m.op, "PATH=" + basePath, "GATESH_HOME=" + m.gh, "USER=root"}
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// join joins the machine to the hub with a one-time token, and starts
// its sync as the service manager would.
func (m *teamMachine) join(hub, token string) {
	m.t.Helper()
	out, err := m.operator("team", "join", hub, "--token", token, "--name", m.name)
	if err != nil {
		m.t.Fatalf("gatesh team join: %v\n%s", err, out)
	}
	cfg, err := os.ReadFile(filepath.Join(m.gh, "config.toml"))
	must(m.t, err)
	for _, line := range strings.Split(string(cfg), "\n") {
		if v, ok := strings.CutPrefix(line, "machine = "); ok {
			m.id = strings.Trim(v, `"`)
		}
	}
	if m.id == "" {
		m.t.Fatalf("join wrote no machine id:\n%s", cfg)
	}
	m.sync = exec.Command(m.gatesh, "team", "sync")
	m.sync.Env = []string{"HOME=" + m.op, "PATH=" + basePath, "GATESH_HOME=" + m.gh, "USER=root"}
	logFile := appendLog(m.t, m.log, "--- gatesh team sync")
	defer logFile.Close()
	m.sync.Stdout, m.sync.Stderr = logFile, logFile
	must(m.t, m.sync.Start())
	sync := m.sync
	done := make(chan struct{})
	go func() { sync.Wait(); close(done) }()
	m.t.Cleanup(func() {
		sync.Process.Signal(syscall.SIGTERM)
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			sync.Process.Kill()
			<-done
		}
		if m.t.Failed() {
			m.t.Logf("gatesh team sync on %s said:\n%s", m.name, readTail(m.log))
		}
	})
}

// localLines is every line of the machine's audit log, in order.
func (m *teamMachine) localLines() []string {
	m.t.Helper()
	data, err := os.ReadFile(filepath.Join(m.gh, "audit.jsonl"))
	must(m.t, err)
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

// approverCLI is a person's laptop with `gatesh team login` done.
type approverCLI struct {
	t    *testing.T
	prog string
	home string
}

func newApprover(t *testing.T, progs, hub, token string) *approverCLI {
	t.Helper()
	a := &approverCLI{t: t, prog: filepath.Join(progs, "gatesh"), home: t.TempDir()}
	cmd := exec.Command(a.prog, "team", "login", hub, "--token", "-")
	cmd.Env = a.env()
	cmd.Stdin = strings.NewReader(token + "\n")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("gatesh team login: %v\n%s", err, out)
	}
	return a
}

func (a *approverCLI) env() []string {
	return []string{"HOME=" + a.home, "GATESH_HOME=" + filepath.Join(a.home, ".gatesh"), "PATH=" + basePath, "USER=root"}
}

// run runs `gatesh team ARGS...` and returns its stdout, stderr and exit
// status.
func (a *approverCLI) run(args ...string) (string, string, int) {
	a.t.Helper()
	cmd := exec.Command(a.prog, append([]string{"team"}, args...)...)
	cmd.Env = a.env()
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		a.t.Fatal(err)
	}
	return stdout.String(), stderr.String(), cmd.ProcessState.ExitCode()
}

// request is one request as the hub shows it, or fails the test.
func (a *approverCLI) request(machine, id string) teamapi.TeamRequest {
	a.t.Helper()
	out, errOut, code := a.run("show", id, "--machine", machine, "--json")
	var r teamapi.TeamRequest
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil {
		a.t.Fatalf("gatesh team show %s: exit %d\n%s%s", id, code, out, errOut)
	}
	return r
}

// hubLog is the machine's audit log as the hub holds it.
func (a *approverCLI) hubLog(machine string) []teamapi.AuditRecord {
	a.t.Helper()
	out, errOut, code := a.run("log", "--json", "--machine", machine, "--since", "24h", "--limit", "10000")
	if code != 0 {
		a.t.Fatalf("gatesh team log: exit %d\n%s%s", code, out, errOut)
	}
	var recs []teamapi.AuditRecord
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if l == "" {
			continue
		}
		var r teamapi.AuditRecord
		must(a.t, json.Unmarshal([]byte(l), &r))
		recs = append(recs, r)
	}
	return recs
}

// within polls cond until it holds; the bound only ends a hang, it
// asserts nothing about speed (a sync's backoff after the hub was away
// reaches 30 s).
func within(t *testing.T, what string, d time.Duration, cond func() bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	for !cond() {
		select {
		case <-ctx.Done():
			t.Fatalf("never: %s", what)
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// lastLine is a command's last line of output: what `gatesh-hub enrol`
// and `member add --token` print for scripts.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}
