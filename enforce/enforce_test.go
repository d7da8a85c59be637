package enforce

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/internal/needs"
)

// The tests run real processes: the test binary starts itself as a child
// that builds a plan, enforces it and execs bash, as gatesh does.
const childEnv = "GATESH_ENFORCE_TEST_CHILD"

type childSpec struct {
	In  Inputs
	ABI int
	Cmd string
	// Full: restrict the child with the plan until the kernel stacks no
	// more layers, before the restriction that goes with the exec.
	Full bool
}

func TestMain(m *testing.M) {
	if spec := os.Getenv(childEnv); spec != "" {
		os.Exit(runChild(spec))
	}
	os.Exit(m.Run())
}

func runChild(spec string) int {
	var s childSpec
	if err := json.Unmarshal([]byte(spec), &s); err != nil {
		fmt.Fprintln(os.Stderr, "child:", err)
		return 100
	}
	s.In.Getenv = os.Getenv
	plan, err := Build(NewPolicy(s.In))
	if err != nil {
		fmt.Fprintln(os.Stderr, "child: build:", err)
		return 101
	}
	rs, err := plan.Prepare(s.ABI)
	if err != nil {
		fmt.Fprintln(os.Stderr, "child: prepare:", err)
		return 102
	}
	if s.Full {
		if code := fillLayers(rs); code != 0 {
			return code
		}
	}
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + s.In.Home}
	err = rs.Exec("/bin/bash", []string{"bash", "-c", s.Cmd}, env)
	var re *RestrictError
	if errors.As(err, &re) {
		fmt.Fprintln(os.Stderr, "child: enforce:", err)
		return 103
	}
	fmt.Fprintln(os.Stderr, "child: exec:", err)
	return 104
}

// world is a project, a home folder, a gatesh folder and a victim, all
// outside the temporary folders, which green commands may write.
type world struct {
	base, project, home, gatesh, victim string
}

func newWorld(t *testing.T) world {
	t.Helper()
	needs.Landlock(t, ProbeABI(), MinABI)
	parent := "/var/tmp"
	if err := os.MkdirAll(parent, 0o1777); err != nil {
		t.Fatalf("no folder outside the temporary ones to test in: %v", err)
	}
	base, err := os.MkdirTemp(parent, "gatesh-enforce-")
	if err != nil {
		t.Fatalf("no folder outside the temporary ones to test in: %v", err)
	}
	t.Cleanup(func() { os.RemoveAll(base) })
	w := world{
		base:    base,
		project: filepath.Join(base, "project"),
		home:    filepath.Join(base, "home"),
		gatesh:  filepath.Join(base, "home", ".gatesh"),
		victim:  filepath.Join(base, "victim"),
	}
	files := map[string]string{
		w.project + "/src/main.go":         "package main\n",
		w.project + "/.git/HEAD":           "ref: refs/heads/main\n",
		w.home + "/.bashrc":                "# rc\n",
		w.home + "/.gitconfig":             "[user]\n",
		w.home + "/.ssh/id_ed25519":        "PRIVATE\n",
		w.home + "/.ssh/known_hosts":       "host key\n",
		w.home + "/.ssh/id_ed25519.pub":    "PUBLIC\n",
		w.home + "/.aws/credentials":       "SECRET\n",
		w.home + "/.aws/config":            "[default]\n",
		w.home + "/.config/gh/hosts.yml":   "token\n",
		w.home + "/.config/other/x.conf":   "ok\n",
		w.home + "/.cache/go-build/README": "cache\n",
		w.gatesh + "/audit.jsonl":          "",
		w.gatesh + "/rules.toml":           "# operator rules\n",
		w.gatesh + "/keys/operator.key":    "KEY\n",
		w.victim + "/keep.txt":             "keep\n",
	}
	for path, data := range files {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return w
}

func (w world) inputs() Inputs {
	return Inputs{
		Cwd:              filepath.Join(w.project, "src"),
		Home:             w.home,
		GateshHome:       w.gatesh,
		SecretPaths:      []string{"~/.ssh/**", "~/.aws", "~/.aws/**", "~/.aws/credentials", "~/.config/gh/hosts.yml", "/**/.ssh/**", "/proc/*/environ"},
		SecretExceptions: []string{"~/.aws/config", "*.pub", "known_hosts"},
		Hidden:           []string{filepath.Join(w.gatesh, "audit.jsonl")},
	}
}

// runSpec starts the test binary as a child that follows spec, in its
// working folder, and returns its combined output.
func runSpec(t *testing.T, spec childSpec) ([]byte, error) {
	t.Helper()
	data, err := json.Marshal(spec)
	if err != nil {
		t.Fatal(err)
	}
	c := exec.Command(os.Args[0], "-test.run=^$")
	c.Env = append(os.Environ(), childEnv+"="+string(data))
	c.Dir = spec.In.Cwd
	return c.CombinedOutput()
}

// run runs cmd under the plan for in, at ABI abi, and returns its combined
// output and exit status.
func run(t *testing.T, in Inputs, abi int, cmd string) (string, int) {
	t.Helper()
	out, err := runSpec(t, childSpec{In: in, ABI: abi, Cmd: cmd})
	var ee *exec.ExitError
	switch {
	case err == nil:
		return string(out), 0
	case errors.As(err, &ee):
		if code := ee.ExitCode(); code >= 100 && code <= 104 {
			t.Fatalf("child failed before running the command: %s", out)
		}
		return string(out), ee.ExitCode()
	}
	t.Fatal(err)
	return "", 0
}

func TestEnforcedCommands(t *testing.T) {
	w := newWorld(t)
	in := w.inputs()
	tmp := t.TempDir()
	cases := []struct {
		name string
		cmd  string
		ok   bool
	}{
		// Ordinary work.
		{"write in project", "echo x > " + w.project + "/out.txt && mkdir -p " + w.project + "/build/a && mv " + w.project + "/out.txt " + w.project + "/build/a/", true},
		{"edit with a temporary file", "cd " + w.project + " && sed -i s/main/app/ src/main.go && grep -q app src/main.go", true},
		{"write temp", "echo x > " + tmp + "/t && cat " + tmp + "/t", true},
		{"mktemp", "f=$(mktemp) && echo x > $f && rm $f", true},
		{"dev null", "echo x > /dev/null && cat /dev/null", true},
		{"read outside", "cat /etc/hostname /etc/passwd >/dev/null && ls / >/dev/null", true},
		{"read home config", "cat " + w.home + "/.gitconfig " + w.home + "/.bashrc " + w.home + "/.aws/config " + w.home + "/.config/other/x.conf", true},
		{"read public ssh files", "cat " + w.home + "/.ssh/known_hosts " + w.home + "/.ssh/id_ed25519.pub", true},
		{"list home", "ls -a " + w.home + " | grep -q .ssh", true},
		{"write cache", "echo x > " + w.home + "/.cache/go-build/entry", true},
		{"nested shell in project", "bash -c 'touch " + w.project + "/nested'", true},
		// What green must not do.
		{"write victim", "echo gone > " + w.victim + "/keep.txt", false},
		{"delete victim", "rm -rf " + w.victim, false},
		{"create outside", "touch " + w.victim + "/new", false},
		{"nested shell keeps it", "bash -c 'bash -c \"rm -f " + w.victim + "/keep.txt\"'", false},
		{"write gatesh rules", "echo '[[rule]]' >> " + w.gatesh + "/rules.toml", false},
		{"new file in gatesh", "touch " + w.gatesh + "/config.toml", false},
		{"append audit log", "echo line >> " + w.gatesh + "/audit.jsonl", false},
		{"read audit log", "cat " + w.gatesh + "/audit.jsonl", false},
		{"truncate audit log", ": > " + w.gatesh + "/audit.jsonl", false},
		{"remove audit log", "rm -f " + w.gatesh + "/audit.jsonl", false},
		{"append startup file", "echo 'alias ls=rm' >> " + w.home + "/.bashrc", false},
		{"create startup file", "echo x > " + w.home + "/.zshrc", false},
		{"read ssh key", "cat " + w.home + "/.ssh/id_ed25519", false},
		// Names in a hidden folder show, as the rules allow (ls ~/.aws).
		{"list aws folder", "ls " + w.home + "/.aws/ | grep -q credentials", true},
		{"read aws credentials", "cat " + w.home + "/.aws/credentials", false},
		{"read gh token", "cat " + w.home + "/.config/gh/hosts.yml", false},
		{"read operator key", "cat " + w.gatesh + "/keys/operator.key", false},
		{"copy ssh folder", "cp -r " + w.home + "/.ssh " + tmp + "/stolen", false},
		{"link to victim", "ln -s " + w.victim + " " + w.project + "/v && echo gone > " + w.project + "/v/keep.txt", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, status := run(t, in, ProbeABI(), c.cmd)
			if c.ok && status != 0 {
				t.Errorf("ordinary work failed (status %d): %s", status, out)
			}
			if !c.ok && status == 0 {
				t.Errorf("ran unrestricted: %s", out)
			}
			if !c.ok && !strings.Contains(out, "ermission denied") && !strings.Contains(out, "Operation not permitted") {
				t.Errorf("want a permission error, got: %s", out)
			}
		})
	}
	for path, want := range map[string]string{
		w.victim + "/keep.txt":         "keep\n",
		w.home + "/.bashrc":            "# rc\n",
		w.gatesh + "/rules.toml":       "# operator rules\n",
		w.home + "/.ssh/id_ed25519":    "PRIVATE\n",
		w.gatesh + "/audit.jsonl":      "",
		w.project + "/src/main.go":     "package app\n",
		w.project + "/build/a/out.txt": "x\n",
	} {
		got, err := os.ReadFile(path)
		if err != nil || string(got) != want {
			t.Errorf("%s = %q, %v; want %q", path, got, err, want)
		}
	}
	for _, p := range []string{w.home + "/.zshrc", w.gatesh + "/config.toml", tmp + "/stolen/id_ed25519"} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s was created", p)
		}
	}
}

// Older kernels enforce what their ABI knows; a kernel without Landlock,
// or with ABI 1, gets no ruleset and the caller is told so.
func TestOlderABIs(t *testing.T) {
	w := newWorld(t)
	in := w.inputs()
	for _, abi := range []int{2, 3, 5, 6} {
		if abi > ProbeABI() {
			continue
		}
		t.Run(fmt.Sprint("abi", abi), func(t *testing.T) {
			if out, status := run(t, in, abi, "touch "+w.project+"/ok-"+fmt.Sprint(abi)); status != 0 {
				t.Errorf("ordinary write failed: %s", out)
			}
			if out, status := run(t, in, abi, "rm -f "+w.victim+"/keep.txt"); status == 0 {
				t.Errorf("write outside the project ran: %s", out)
			}
			if out, status := run(t, in, abi, "cat "+w.home+"/.ssh/id_ed25519"); status == 0 {
				t.Errorf("credential read ran: %s", out)
			}
		})
	}
	if _, err := os.Stat(w.victim + "/keep.txt"); err != nil {
		t.Errorf("victim lost: %v", err)
	}
	plan, err := Build(NewPolicy(in))
	if err != nil {
		t.Fatal(err)
	}
	for _, abi := range []int{0, 1} {
		if rs, err := plan.Prepare(abi); !errors.Is(err, ErrUnavailable) {
			if rs != nil {
				rs.Close()
			}
			t.Errorf("Prepare(%d) = %v; want ErrUnavailable", abi, err)
		}
	}
}

// A credential folder that is a link is hidden where it really is, and a
// link in the project does not lead writes out of it.
func TestLinks(t *testing.T) {
	w := newWorld(t)
	real := filepath.Join(w.base, "real-aws")
	if err := os.Rename(w.home+"/.aws", real); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, w.home+"/.aws"); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(w.victim, w.project+"/victim-link"); err != nil {
		t.Fatal(err)
	}
	in := w.inputs()
	for _, cmd := range []string{
		"cat " + w.home + "/.aws/credentials",
		"cat " + real + "/credentials",
		"echo gone > " + w.project + "/victim-link/keep.txt",
		"rm -rf " + w.project + "/victim-link/",
	} {
		if out, status := run(t, in, ProbeABI(), cmd); status == 0 {
			t.Errorf("%s ran: %s", cmd, out)
		}
	}
	if got, _ := os.ReadFile(w.victim + "/keep.txt"); string(got) != "keep\n" {
		t.Errorf("victim changed: %q", got)
	}
}

// Hiding a path in a folder with more entries than the budget allows is
// an error, never a ruleset that grants the folder whole.
func TestGrantBudget(t *testing.T) {
	dir := t.TempDir()
	for i := range MaxGrants + 1 {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprint("f", i)), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c := carver{budget: MaxGrants, fs: newFsys(nil)}
	err := c.carve("/", readRights, listRights, []string{filepath.Join(dir, "f0")}, "read")
	if !errors.Is(err, ErrTooManyGrants) {
		t.Fatalf("carve = %v; want ErrTooManyGrants", err)
	}
}

func TestPolicyPaths(t *testing.T) {
	env := map[string]string{"GOMODCACHE": "/gomod", "TMPDIR": "/scratch"}
	p := NewPolicy(Inputs{
		Cwd: "/nonexistent/proj/sub", Home: "/home/u", GateshHome: "/home/u/.gatesh",
		Getenv:      func(k string) string { return env[k] },
		SecretPaths: []string{"~/.ssh/**", "**/.ssh/**", "/**/.aws/credentials", "/proc/*/environ", "/etc/shadow", "$CODEX_HOME/auth.json", "~/.kube/config"},
	})
	wantHidden := []string{"/etc/shadow", "/home/u/.gatesh/keys", "/home/u/.kube/config", "/home/u/.ssh"}
	if strings.Join(p.Hidden, " ") != strings.Join(wantHidden, " ") {
		t.Errorf("hidden = %q; want %q", p.Hidden, wantHidden)
	}
	var roots []string
	for _, r := range p.Write {
		roots = append(roots, r.Why+":"+r.Path)
	}
	for _, want := range []string{"project:/nonexistent/proj/sub", "temp:/tmp", "temp:/scratch", "cache:/gomod", "cache:/home/u/.cache"} {
		if !strings.Contains(strings.Join(roots, " "), want) {
			t.Errorf("writable roots %q lack %s", roots, want)
		}
	}
	for _, cwd := range []string{"/", "/home", "/home/u"} {
		p := NewPolicy(Inputs{Cwd: cwd, Home: "/home/u"})
		if p.Project != "" || len(p.Notes) == 0 {
			t.Errorf("cwd %s: project %q, notes %q; want none, with a note", cwd, p.Project, p.Notes)
		}
	}
}
