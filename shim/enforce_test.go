package shim

import (
	"archive/zip"
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/base64"
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

	"gatesh/enforce"
	"gatesh/internal/needs"
)

// enforceWorld is a project, a home folder, gatesh's folder and a victim,
// all beneath /var/tmp: outside the temporary folders, which green
// commands may write.
type enforceWorld struct {
	base, bin, project, home, gatesh, victim, remote string
	env                                              []string
}

func newEnforceWorld(t *testing.T) *enforceWorld {
	t.Helper()
	needs.Landlock(t, enforce.ProbeABI(), enforce.MinABI)
	if err := os.MkdirAll("/var/tmp", 0o1777); err != nil {
		t.Fatalf("no folder outside the temporary ones to test in: %v", err)
	}
	base, err := os.MkdirTemp("/var/tmp", "gatesh-shim-enforce-")
	if err != nil {
		t.Fatalf("no folder outside the temporary ones to test in: %v", err)
	}
	t.Cleanup(func() { removeWorld(t, base) })
	w := &enforceWorld{
		base:    base,
		bin:     filepath.Join(base, "bin"),
		project: filepath.Join(base, "project"),
		home:    filepath.Join(base, "home"),
		gatesh:  filepath.Join(base, "home", ".gatesh"),
		victim:  filepath.Join(base, "victim"),
		remote:  filepath.Join(base, "remote.git"),
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{w.bin, w.project, w.gatesh, w.home + "/.cache/go-build", w.home + "/go/pkg/mod", w.home + "/.npm", w.victim} {
		must(t, os.MkdirAll(dir, 0o755))
	}
	must(t, os.Symlink(exe, filepath.Join(w.bin, "gatesh")))
	victim := w.victim + "/keep.txt"
	files := map[string]string{
		victim:                                    "keep\n",
		w.home + "/.bashrc":                       "# rc\n",
		w.home + "/.ssh/id_ed25519":               "PRIVATE-KEY-BYTES\n",
		w.gatesh + "/config.toml":                 "enforce = \"landlock\"\n",
		w.project + "/go.mod":                     "module example.com/app\n\ngo 1.21\n",
		w.project + "/main.go":                    "package main\n\nfunc main() { println(add(1, 2)) }\n\nfunc add(a, b int) int { return a + b }\n",
		w.project + "/main_test.go":               "package main\n\nimport \"testing\"\n\nfunc TestAdd(t *testing.T) {\n\tif add(1, 2) != 3 {\n\t\tt.Fatal(\"add\")\n\t}\n}\n",
		w.project + "/package.json":               "{\"name\": \"app\", \"version\": \"1.0.0\", \"private\": true}\n",
		w.project + "/notes.txt":                  "alpha\n",
		w.project + "/tools/cleanup.sh":           "#!/bin/sh\nrm -rf " + w.victim + "\n",
		w.project + "/tools/tamper.sh":            "#!/bin/sh\necho 'posture = \"default-allow\"' > " + w.gatesh + "/config.toml\n",
		w.project + "/tools/persist.sh":           "#!/bin/sh\necho 'alias git=true' >> " + w.home + "/.bashrc\n",
		w.project + "/tools/steal.sh":             "#!/bin/sh\ncat " + w.home + "/.ssh/id_ed25519\n",
		w.project + "/tools/wipe.py":              "import shutil\nshutil.rmtree(" + `"` + w.victim + `"` + ")\n",
		w.project + "/Makefile":                   "clean:\n\trm -rf " + w.victim + "\n",
		w.project + "/.git-setup-placeholder.txt": "",
	}
	for path, data := range files {
		must(t, os.MkdirAll(filepath.Dir(path), 0o755))
		must(t, os.WriteFile(path, []byte(data), 0o755))
	}
	writeWheel(t, w.project+"/localpkg-0.1-py3-none-any.whl")
	w.env = []string{
		"PATH=" + w.bin + ":" + pathWithoutGatesh(t),
		"HOME=" + w.home,
		"GATESH_HOME=" + w.gatesh,
		"GATESH_HOLD_WAIT=0s",
		"GOCACHE=" + goEnv(t, "GOCACHE"),
		"GOMODCACHE=" + goEnv(t, "GOMODCACHE"),
		"GOFLAGS=-mod=mod", "GOPROXY=off", "GOTOOLCHAIN=local",
		"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.org",
		"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.org",
		"GIT_CONFIG_NOSYSTEM=1",
	}
	w.git(t, "init", "-q", "-b", "main", w.project)
	w.git(t, "-C", w.project, "add", "-A")
	w.git(t, "-C", w.project, "commit", "-qm", "start")
	w.git(t, "init", "-q", "--bare", w.remote)
	w.git(t, "-C", w.project, "push", "-q", w.remote, "main")
	w.git(t, "-C", w.project, "remote", "add", "origin", w.remote)
	return w
}

// writeWheel writes a tiny pure-Python wheel, which pip installs with no
// network and no build step.
func writeWheel(t *testing.T, path string) {
	files := []struct{ name, data string }{
		{"localpkg.py", "X = 1\n"},
		{"localpkg-0.1.dist-info/METADATA", "Metadata-Version: 2.1\nName: localpkg\nVersion: 0.1\n"},
		{"localpkg-0.1.dist-info/WHEEL", "Wheel-Version: 1.0\nGenerator: gatesh-test\nRoot-Is-Purelib: true\nTag: py3-none-any\n"},
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	var record strings.Builder
	for _, f := range files {
		fw, err := zw.Create(f.name)
		must(t, err)
		_, err = fw.Write([]byte(f.data))
		must(t, err)
		sum := sha256.Sum256([]byte(f.data))
		fmt.Fprintf(&record, "%s,sha256=%s,%d\n", f.name, base64.RawURLEncoding.EncodeToString(sum[:]), len(f.data))
	}
	record.WriteString("localpkg-0.1.dist-info/RECORD,,\n")
	fw, err := zw.Create("localpkg-0.1.dist-info/RECORD")
	must(t, err)
	_, err = fw.Write([]byte(record.String()))
	must(t, err)
	must(t, zw.Close())
	must(t, os.WriteFile(path, buf.Bytes(), 0o644))
}

// pathWithoutGatesh is the test process's PATH without the folder where
// testscript links git, rm and bash to gatesh.
func pathWithoutGatesh(t *testing.T) string {
	exe, err := os.Stat(os.Args[0])
	must(t, err)
	var keep []string
	for _, dir := range filepath.SplitList(os.Getenv("PATH")) {
		if fi, err := os.Stat(filepath.Join(dir, "gatesh")); err == nil && os.SameFile(fi, exe) {
			continue
		}
		keep = append(keep, dir)
	}
	return strings.Join(keep, string(filepath.ListSeparator))
}

// goEnv is a setting of the go command, for sharing its caches.
func goEnv(t *testing.T, key string) string {
	out, err := exec.Command("go", "env", key).Output()
	if err != nil {
		return t.TempDir()
	}
	return strings.TrimSpace(string(out))
}

// git runs the real git for the test's own setup: on the test process's
// PATH, git is gatesh's interposer.
func (w *enforceWorld) git(t *testing.T, args ...string) {
	t.Helper()
	exe, err := os.Stat(os.Args[0])
	must(t, err)
	real, err := findOther("git", os.Getenv("PATH"), exe)
	needs.Check(t, "git", err)
	c := exec.Command(real, args...)
	c.Env = w.env
	if out, err := c.CombinedOutput(); err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

// gatesh runs `gatesh -c cmd` in the project and returns its output and
// exit status.
func (w *enforceWorld) run(t *testing.T, cmd string, extraEnv ...string) (string, int) {
	t.Helper()
	return w.runIn(t, w.project, cmd, extraEnv...)
}

// runIn runs `gatesh -c cmd` from dir.
func (w *enforceWorld) runIn(t *testing.T, dir, cmd string, extraEnv ...string) (string, int) {
	t.Helper()
	c := exec.Command(filepath.Join(w.bin, "gatesh"), "-c", cmd)
	c.Dir = dir
	c.Env = append(append([]string(nil), w.env...), extraEnv...)
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

func (w *enforceWorld) victimIntact(t *testing.T) {
	t.Helper()
	if got, err := os.ReadFile(w.victim + "/keep.txt"); err != nil || string(got) != "keep\n" {
		t.Fatalf("victim outside the project did not survive: %q, %v", got, err)
	}
}

// auditEvents reads the decision records of the log.
func (w *enforceWorld) decisions(t *testing.T) []map[string]any {
	t.Helper()
	f, err := os.Open(filepath.Join(w.gatesh, "audit.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var recs []map[string]any
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var rec map[string]any
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		if rec["event"] == "decision" {
			recs = append(recs, rec)
		}
	}
	return recs
}

// Commands the static classifier passes as green, which do what green
// must not: the kernel stops each one, and says so as a sandbox does.
func TestEnforceStopsGreenCommandsTheClassifierMisses(t *testing.T) {
	w := newEnforceWorld(t)
	for _, c := range []struct{ cmd, notInOutput string }{
		{cmd: "./tools/cleanup.sh"},
		{cmd: "sh tools/cleanup.sh"},
		{cmd: "make clean"},
		{cmd: "python3 tools/wipe.py"},
		{cmd: "bash -c 'bash -c ./tools/cleanup.sh'"},
		{cmd: "./tools/tamper.sh"},
		{cmd: "./tools/persist.sh"},
		{cmd: "./tools/steal.sh", notInOutput: "PRIVATE-KEY-BYTES"},
	} {
		t.Run(c.cmd, func(t *testing.T) {
			out, status := w.run(t, c.cmd)
			if status == 0 {
				t.Errorf("ran with status 0: %s", out)
			}
			if !strings.Contains(out, "ermission denied") && !strings.Contains(out, "Operation not permitted") {
				t.Errorf("want the kernel's permission error, got: %s", out)
			}
			if c.notInOutput != "" && strings.Contains(out, c.notInOutput) {
				t.Errorf("the secret was read: %s", out)
			}
		})
	}
	// Spellings the static classifier has missed. Each is either held
	// (once the rules learn it) or stopped by the kernel; never run.
	for _, cmd := range []string{
		"/bin/r? -rf " + w.victim,
		"python3 -c 'import shutil as s; s.rmtree(\"" + w.victim + "\")'",
		"echo 'rm -rf " + w.victim + "' | rev | rev | sh",
		"cd " + w.victim + "; : > keep.txt",
		"cd " + w.victim + " && find . -type f -exec truncate -s0 {} +",
	} {
		t.Run(cmd, func(t *testing.T) {
			out, status := w.run(t, cmd)
			switch {
			case status == ExitHeld:
			case status == 0:
				t.Errorf("ran: %s", out)
			case !strings.Contains(out, "ermission denied") && !strings.Contains(out, "Operation not permitted"):
				t.Errorf("status %d without the kernel's permission error: %s", status, out)
			}
		})
	}
	w.victimIntact(t)
	for path, want := range map[string]string{
		w.home + "/.bashrc":       "# rc\n",
		w.gatesh + "/config.toml": "enforce = \"landlock\"\n",
	} {
		if got, _ := os.ReadFile(path); string(got) != want {
			t.Errorf("%s = %q, want %q", path, got, want)
		}
	}
	decisions := w.decisions(t)
	if len(decisions) == 0 {
		t.Fatal("no decisions logged")
	}
	for _, d := range decisions {
		if d["verdict"] != "auto_pass" {
			continue
		}
		if note, _ := d["enforce"].(string); !strings.HasPrefix(note, "landlock v") || !strings.Contains(note, w.project) {
			t.Errorf("decision on %q lacks the enforcement note: %v", d["command"], d["enforce"])
		}
	}
}

// Everyday work succeeds with enforcement on, as it does with it off.
func TestEnforceKeepsEverydayWork(t *testing.T) {
	w := newEnforceWorld(t)
	cases := []struct {
		name, cmd  string
		probe      string // checks that the machine has what the case needs
		capability string // what the probe checks, for needs.Skip
	}{
		{name: "go build and test", cmd: "go build -o app . && go test ./... && ./app", probe: "command -v go", capability: "go"},
		{name: "git commit", cmd: "echo beta >> notes.txt && git add notes.txt && git commit -qm notes && git log --oneline | head -1"},
		{name: "git fetch", cmd: "git fetch -q origin && git rev-parse origin/main"},
		{name: "npm install", cmd: "npm install --offline --no-audit --no-fund && test -f package-lock.json", probe: "command -v npm", capability: "npm"},
		{name: "pip install in a venv", cmd: "python3 -m venv .venv && .venv/bin/pip install -q --no-index ./localpkg-0.1-py3-none-any.whl && .venv/bin/python -c 'import localpkg'", probe: "python3 -c 'import venv, ensurepip'", capability: "python3-venv"},
		{name: "sed -i", cmd: "sed -i s/alpha/gamma/ notes.txt && grep -q gamma notes.txt"},
		{name: "perl -pi", cmd: "perl -pi -e s/gamma/delta/ notes.txt && grep -q delta notes.txt", probe: "command -v perl", capability: "perl"},
		{name: "vim", cmd: "vim -Es -c '%s/delta/epsilon/' -c wq notes.txt; grep -q epsilon notes.txt", probe: "command -v vim", capability: "vim"},
		{name: "temporary files", cmd: "f=$(mktemp) && echo x > \"$f\" && rm \"$f\" && d=$(mktemp -d) && touch \"$d/a\" && rm \"$d/a\" && rmdir \"$d\""},
		{name: "nested gatesh in project", cmd: "gatesh -c 'mkdir -p build && echo ok > build/out'"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.probe != "" {
				// The probe runs outside the gate, with a gatesh home of its own:
				// on the test's PATH, bash is gatesh, and the developer's
				// GATESH_HOME is not the test's to write.
				probe := exec.Command("sh", "-c", c.probe+" >/dev/null 2>&1")
				probe.Env = []string{"PATH=" + pathWithoutGatesh(t), "HOME=" + w.home, "GATESH_HOME=" + w.base + "/probe-gatesh"}
				if err := probe.Run(); err != nil {
					needs.Skip(t, needs.Capability(c.capability), "this machine lacks what the case needs (%s)", c.probe)
				}
			}
			out, status := w.run(t, c.cmd)
			if status != 0 {
				// Tell a failure of the machine from one of the
				// kernel restriction: run it again unenforced.
				_, plain := w.run(t, c.cmd, "GATESH_HOME="+w.base+"/plain-gatesh")
				t.Errorf("failed under enforcement (status %d; %d without it): %s", status, plain, out)
			}
		})
	}
	// The nested gatesh ran its command, which the kernel keeps from the
	// log: the outer command's record is the one that covers it.
	var outer, nested int
	for _, d := range w.decisions(t) {
		switch d["command"] {
		case "gatesh -c 'mkdir -p build && echo ok > build/out'":
			outer++
		case "mkdir -p build && echo ok > build/out":
			nested++
		}
	}
	if outer != 1 || nested != 0 {
		t.Errorf("the nested gatesh: %d outer records (want 1), %d of its own (want 0)", outer, nested)
	}
	if got, _ := os.ReadFile(filepath.Join(w.project, "build", "out")); string(got) != "ok\n" {
		t.Errorf("the nested gatesh's command did not run: %q", got)
	}
	w.victimIntact(t)
}

// A red command that a person approved runs exactly as approved, without
// the restriction.
func TestEnforceLeavesApprovedCommandsUnrestricted(t *testing.T) {
	w := newEnforceWorld(t)
	target := filepath.Join(w.home, "approved-target")
	must(t, os.MkdirAll(target+"/sub", 0o755))
	cmd := "rm -rf " + target
	c := exec.Command(filepath.Join(w.bin, "gatesh"), "init")
	c.Env = w.env
	if out, err := c.CombinedOutput(); err != nil {
		t.Fatalf("gatesh init: %v\n%s", err, out)
	}
	if out, status := w.run(t, cmd); status != ExitHeld {
		t.Fatalf("red command: status %d, want held: %s", status, out)
	}
	ids, _ := filepath.Glob(filepath.Join(w.gatesh, "queue", "*.json"))
	if len(ids) != 1 {
		t.Fatalf("%d requests, want 1", len(ids))
	}
	id := strings.TrimSuffix(filepath.Base(ids[0]), ".json")
	c = exec.Command(filepath.Join(w.bin, "gatesh"), "approve", id)
	c.Env = w.env
	if out, err := c.CombinedOutput(); err != nil {
		t.Fatalf("approve: %v\n%s", err, out)
	}
	if out, status := w.run(t, cmd); status != 0 {
		t.Fatalf("approved command failed (status %d): %s", status, out)
	}
	if _, err := os.Stat(target); !os.IsNotExist(err) {
		t.Errorf("the approved command did not run unrestricted: %s still exists", target)
	}
	w.victimIntact(t)
}

// A restricted command gets the soft limit of open files gatesh was
// started with, as under bash: Go raises gatesh's own to the hard limit,
// and the handover lowers it again.
func TestEnforceKeepsTheFileLimit(t *testing.T) {
	w := newEnforceWorld(t)
	var lim syscall.Rlimit
	must(t, syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim))
	if lim.Max < 64 {
		t.Skipf("hard limit of open files %d", lim.Max)
	}
	soft := min(lim.Max-1, 1000)
	for _, cmd := range []string{"ulimit -Sn", "ulimit -Sn; ./tools/cleanup.sh"} {
		c := exec.Command("/bin/bash", "-c", `ulimit -Sn "$1" && exec "$0" -c "$2"`, filepath.Join(w.bin, "gatesh"), strconv.FormatUint(soft, 10), cmd)
		c.Dir = w.project
		c.Env = w.env
		out, _ := c.CombinedOutput()
		if got, _, _ := strings.Cut(string(out), "\n"); got != strconv.FormatUint(soft, 10) {
			t.Errorf("%s: the command's soft limit of open files: %q, want %d", cmd, out, soft)
		}
	}
	// ... and it ran restricted.
	w.victimIntact(t)
}

// removeWorld removes a world's folder once the Landlock daemons the
// world's gatesh started have ended: a daemon still running when the
// folder goes takes its lock file again beside its socket
// (home/.gatesh/net/0/landlock-KEY.lock), and the folder was left
// behind (CI run 72).
func removeWorld(t *testing.T, base string) {
	var pids []string
	filepath.WalkDir(base, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasPrefix(d.Name(), "landlock-") && strings.HasSuffix(d.Name(), ".pid") {
			pids = append(pids, path)
		}
		return nil
	})
	for _, f := range pids {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
		if err != nil || pid <= 1 {
			continue
		}
		syscall.Kill(pid, syscall.SIGKILL)
		for i := 0; i < 200 && syscall.Kill(pid, 0) == nil; i++ {
			time.Sleep(10 * time.Millisecond)
		}
	}
	for i := 0; i < 50; i++ {
		if err := os.RemoveAll(base); err == nil {
			if _, err := os.Lstat(base); os.IsNotExist(err) {
				return
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Errorf("the world's folder %s could not be removed", base)
}

// A green command cannot signal processes outside its own domain, such as
// the agent that started it (ABI 6 and later).
func TestEnforceScopesSignals(t *testing.T) {
	needs.Landlock(t, enforce.ProbeABI(), 6) // signal scoping
	w := newEnforceWorld(t)
	agent := exec.Command("sleep", "60")
	must(t, agent.Start())
	defer agent.Process.Kill()
	out, status := w.run(t, "kill -TERM "+strconv.Itoa(agent.Process.Pid))
	if status == 0 {
		t.Fatalf("kill of a process outside the domain ran: %s", out)
	}
	if err := agent.Process.Signal(syscall.Signal(0)); err != nil {
		t.Fatalf("the agent process is gone: %v", err)
	}
	// Its own children it may still signal.
	if out, status := w.run(t, "sleep 30 & kill $! && wait $!; test $? -eq 143"); status != 0 {
		t.Errorf("killing its own child failed: %s", out)
	}
}
