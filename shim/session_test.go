package shim

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gatesh/internal/needs"
)

// fakeProc is a /proc tree in a temporary folder.
type fakeProc struct {
	t    *testing.T
	root string
}

func newFakeProc(t *testing.T) *fakeProc { return &fakeProc{t: t, root: t.TempDir()} }

// add writes the stat and cmdline of a process.
func (f *fakeProc) add(pid, ppid int, comm string, start uint64, argv ...string) {
	dir := filepath.Join(f.root, strconv.Itoa(pid))
	must(f.t, os.MkdirAll(dir, 0o755))
	// Fields 3 to 22: state, ppid, then 17 fields, then starttime.
	stat := fmt.Sprintf("%d (%s) S %d 1 1 0 -1 4194560 100 0 0 0 1 1 0 0 20 0 1 0 %d 1000 100 0 0 0 0\n", pid, comm, ppid, start)
	must(f.t, os.WriteFile(filepath.Join(dir, "stat"), []byte(stat), 0o644))
	cmdline := strings.Join(argv, "\x00")
	if cmdline != "" {
		cmdline += "\x00"
	}
	must(f.t, os.WriteFile(filepath.Join(dir, "cmdline"), []byte(cmdline), 0o644))
}

func TestAgentProcess(t *testing.T) {
	for _, tc := range []struct {
		name  string
		tree  func(f *fakeProc) // gatesh's parent is pid 100
		pid   int
		agent string
	}{
		{"claude code native", func(f *fakeProc) {
			f.add(100, 50, "claude", 777, "/home/u/.local/bin/claude", "-p")
			f.add(50, 1, "bash", 1, "bash")
		}, 100, "claude-code"},
		{"codex native under its node wrapper", func(f *fakeProc) {
			f.add(100, 90, "codex", 555, "/x/vendor/bin/codex", "exec")
			f.add(90, 1, "node", 500, "node", "/x/node_modules/.bin/codex", "exec")
		}, 100, "codex"},
		{"gemini: the nearer of its two node processes", func(f *fakeProc) {
			f.add(100, 90, "node", 420, "/usr/bin/node", "--max-old-space-size=12052", "/x/node_modules/.bin/gemini", "--yolo", "-p", "hi")
			f.add(90, 1, "node", 400, "node", "/x/node_modules/.bin/gemini", "--yolo", "-p", "hi")
		}, 100, "gemini"},
		{"gemini by its package folder", func(f *fakeProc) {
			f.add(100, 1, "node", 420, "node", "/usr/lib/node_modules/@google/gemini-cli/dist/index.js")
		}, 100, "gemini"},
		{"claude code on node", func(f *fakeProc) {
			f.add(100, 1, "node", 9, "node", "/usr/lib/node_modules/@anthropic-ai/claude-code/cli.js")
		}, 100, "claude-code"},
		{"aider under python", func(f *fakeProc) {
			f.add(100, 1, "python3.12", 42, "/usr/bin/python3.12", "/home/u/.local/bin/aider", "--model", "x")
		}, 100, "aider"},
		{"an agent above make and a shell", func(f *fakeProc) {
			f.add(100, 80, "bash", 70, "bash", "-c", "make")
			f.add(80, 70, "make", 60, "make")
			f.add(70, 1, "claude", 50, "claude")
		}, 70, "claude-code"},
		{"no agent: the nearest ancestor that is not a shell", func(f *fakeProc) {
			f.add(100, 80, "bash", 70, "-bash")
			f.add(80, 60, "tmux: server", 65, "tmux")
			f.add(60, 1, "sshd", 10, "sshd")
		}, 80, ""},
		{"a node program that is no agent", func(f *fakeProc) {
			f.add(100, 1, "node", 3, "node", "server.js")
		}, 100, ""},
		// Agents gatesh does not list by name are named after their program.
		{"goose", func(f *fakeProc) {
			f.add(100, 1, "goose", 42, "/home/u/.local/bin/goose", "session")
		}, 100, "goose"},
		{"cursor's agent on node", func(f *fakeProc) {
			f.add(100, 1, "node", 42, "node", "/home/u/.local/share/cursor-agent/versions/1/index.js")
		}, 100, "cursor"},
		{"cursor's agent by its name", func(f *fakeProc) {
			f.add(100, 1, "cursor-agent", 42, "/home/u/.local/bin/cursor-agent", "-p")
		}, 100, "cursor"},
		{"aider from its venv", func(f *fakeProc) {
			f.add(100, 1, "python3", 42, "/home/u/.venv/bin/python3", "/home/u/.venv/bin/aider")
		}, 100, "aider"},
		{"an npm agent CLI nobody listed", func(f *fakeProc) {
			f.add(100, 90, "bash", 91, "bash", "-c", "ls")
			f.add(90, 1, "node", 80, "node", "/usr/lib/node_modules/@qwen-code/qwen-code/cli.js", "-p", "hi")
		}, 90, "qwen-code"},
		{"a native agent nobody listed", func(f *fakeProc) {
			f.add(100, 1, "opencode", 80, "/usr/local/bin/opencode", "run")
		}, 100, "opencode"},
		{"npm running a script is no agent", func(f *fakeProc) {
			f.add(100, 1, "node", 80, "node", "/usr/lib/node_modules/npm/bin/npm-cli.js", "test")
		}, 100, ""},
		{"a person's terminal is no agent", func(f *fakeProc) {
			f.add(100, 1, "xterm", 80, "xterm")
		}, 100, ""},
		{"a name with parentheses and spaces", func(f *fakeProc) {
			f.add(100, 1, "a) b (c", 3, "x")
		}, 100, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeProc(t)
			tc.tree(f)
			e, ok := procFS{root: f.root}.agentProcess(100)
			if !ok || e.pid != tc.pid || e.agent != tc.agent {
				t.Fatalf("got %+v %v, want pid %d agent %q", e, ok, tc.pid, tc.agent)
			}
		})
	}
	for _, tc := range []struct {
		name string
		tree func(f *fakeProc)
	}{
		{"only shells up to init", func(f *fakeProc) {
			f.add(100, 80, "bash", 3, "bash")
			f.add(80, 1, "sh", 2, "sh")
		}},
		{"unreadable parent", func(f *fakeProc) {}},
		{"malformed stat", func(f *fakeProc) {
			must(t, os.MkdirAll(filepath.Join(f.root, "100"), 0o755))
			must(t, os.WriteFile(filepath.Join(f.root, "100", "stat"), []byte("100 (x) S 1"), 0o644))
		}},
		{"a loop of shells", func(f *fakeProc) {
			f.add(100, 101, "bash", 3, "bash")
			f.add(101, 100, "bash", 3, "bash")
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeProc(t)
			tc.tree(f)
			if e, ok := (procFS{root: f.root}).agentProcess(100); ok {
				t.Fatalf("found %+v", e)
			}
		})
	}
}

// One run's commands share a session; a reused pid with another start
// time is another run.
func TestSessionFromProcess(t *testing.T) {
	f := newFakeProc(t)
	f.add(100, 1, "node", 420, "node", "/x/.bin/gemini")
	run := func(env ...string) (agent, session string) {
		r := &runtime{env: environ(env), ppid: 100, procs: procFS{root: f.root}}
		return r.identity()
	}
	agent, s1 := run("GEMINI_CLI=1")
	if agent != "gemini" || s1 != "proc-100-420" {
		t.Fatalf("got %q %q", agent, s1)
	}
	if _, s2 := run("GEMINI_CLI=1"); s2 != s1 {
		t.Fatalf("same run, sessions %q and %q", s1, s2)
	}
	// Codex's session-start call has no CODEX_ variables: the process
	// names the agent too.
	if agent, _ := run(); agent != "gemini" {
		t.Fatalf("agent from the process: %q", agent)
	}
	f.add(100, 1, "node", 9000, "node", "/x/.bin/gemini")
	if _, s3 := run("GEMINI_CLI=1"); s3 == s1 || s3 != "proc-100-9000" {
		t.Fatalf("reused pid: %q", s3)
	}
	// An id from the environment wins, and the tree is not read.
	r := &runtime{env: environ{"CLAUDECODE=1", "CLAUDE_CODE_SESSION_ID=abc"}, ppid: 100, procs: procFS{root: "/nonexistent"}}
	if agent, s := r.identity(); agent != "claude-code" || s != "abc" {
		t.Fatalf("from the environment: %q %q", agent, s)
	}
}

// The real process tree: gatesh started by this test (directly, and
// through bash) logs the test process's pid and start time as the session.
func TestSessionFromLiveProcess(t *testing.T) {
	g := newGateshEnv(t)
	// Not "bash" on PATH: the tests put gatesh there under that name.
	const bash = "/bin/bash"
	_, err := os.Stat(bash)
	needs.Check(t, "bash", err)
	st, err := procFS{root: "/proc"}.statFields(os.Getpid())
	must(t, err)
	want := fmt.Sprintf(`"session":"proc-%d-%d"`, os.Getpid(), st.start)
	if out, err := g.command("-c", "true").CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	cmd := exec.Command(bash, "-c", g.prog+" -c true; true")
	cmd.Dir, cmd.Env = g.dir, g.env
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	log, err := os.ReadFile(filepath.Join(g.home, "audit.jsonl"))
	must(t, err)
	lines := strings.Split(strings.TrimSpace(string(log)), "\n")
	if len(lines) != 2 {
		t.Fatalf("log:\n%s", log)
	}
	for _, l := range lines {
		if !strings.Contains(l, want) {
			t.Fatalf("line lacks %s:\n%s", want, l)
		}
	}
	if regexp.MustCompile(`"agent":`).MatchString(lines[0]) {
		t.Fatalf("a test process is no agent:\n%s", lines[0])
	}
}

// BenchmarkAgentProcess measures the walk up the real process tree that a
// command without a session id in its environment costs.
func BenchmarkAgentProcess(b *testing.B) {
	p := procFS{root: "/proc"}
	for b.Loop() {
		p.agentProcess(os.Getppid())
	}
}

func TestStatField(t *testing.T) {
	// The fields after the command name of a real stat line.
	const s = " S 4120 4120 27880 34816 4120 4194560 114 0 0 0 0 0 0 0 20 0 1 0 1043927 8577024 899 18446744073709551615\n"
	for n, want := range map[int]string{0: "S", 1: "4120", 19: "1043927", 22: "18446744073709551615", 23: ""} {
		if got := field(s, n); got != want {
			t.Errorf("field %d = %q, want %q", n, got, want)
		}
	}
	if got := field("", 0); got != "" {
		t.Errorf("field of nothing = %q", got)
	}
	if got := field("  a  b\n", 1); got != "b" {
		t.Errorf("runs of spaces: %q", got)
	}
}
