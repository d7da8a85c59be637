package shim

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"gatesh/config"
	"gatesh/rules"
	"gatesh/toolcall"
)

// fakeClassifier holds any text containing "DANGER" and denies any text
// containing "FORBIDDEN", and records what it was asked.
type fakeClassifier struct{ seen *[]string }

func (f fakeClassifier) Classify(text string) rules.Decision {
	*f.seen = append(*f.seen, text)
	switch {
	case strings.Contains(text, "FORBIDDEN"):
		return rules.Decision{Tier: rules.Red, Verdict: rules.Deny, Hits: []rules.Hit{{ID: "forbidden", Tier: rules.Red, Reason: "never", Deny: true}}}
	case strings.Contains(text, "DANGER"):
		return rules.Decision{Tier: rules.Red, Verdict: rules.Hold, Hits: []rules.Hit{{ID: "danger", Tier: rules.Red, Reason: "dangerous"}}}
	}
	return rules.Decision{Tier: rules.Green, Verdict: rules.AutoPass}
}

func (f fakeClassifier) ClassifyShell(text string, _ []string) rules.Decision {
	return f.Classify(text)
}

func (f fakeClassifier) ClassifyTool(c toolcall.Call) rules.Decision {
	return f.Classify(c.Text())
}

func (f fakeClassifier) ClassifyArgv(argv []string) rules.Decision {
	return f.Classify(strings.Join(argv, " "))
}

type execCall struct {
	path       string
	argv, env  []string
	called     bool
	failWith   error
	classified []string
}

type harness struct {
	cwd    string // the process's working folder, when a test sets one
	r      *runtime
	call   *execCall
	stderr *bytes.Buffer
	home   string
	bash   string
}

func newHarness(t *testing.T, extraEnv ...string) *harness {
	t.Helper()
	root := t.TempDir()
	selfPath, _ := fakeSelf(t, root)
	binDir := filepath.Join(root, "bin")
	must(t, os.Mkdir(binDir, 0o755))
	bash := filepath.Join(binDir, "bash")
	must(t, os.WriteFile(bash, []byte("#!/bin/true\n"), 0o755))
	home := filepath.Join(root, "gatesh-home")
	call := &execCall{}
	h := &harness{call: call, stderr: &bytes.Buffer{}, home: home, bash: bash}
	env := append([]string{"PATH=" + binDir, "GATESH_HOME=" + home, "HOME=" + root, "GATESH_HOLD_WAIT=0s"}, extraEnv...)
	h.r = &runtime{
		stdin:  strings.NewReader(""),
		stdout: &bytes.Buffer{},
		stderr: h.stderr,
		env:    environ(env),
		now:    func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) },
		classify: func(*config.Config, string, string) (Classifier, error) {
			return fakeClassifier{&call.classified}, nil
		},
		exec: func(path string, argv, env []string) error {
			call.path, call.argv, call.env, call.called = path, argv, env, true
			if call.failWith != nil {
				return call.failWith
			}
			return nil
		},
		selfPath: selfPath,
		getwd:    func() (string, error) { return root, nil },
		ttyStdin: func(*os.File) bool { return false },
		openTTY:  func() (*os.File, error) { return nil, errors.New("no terminal in tests") },
		procs:    procFS{root: "/proc"},
		// The fake programs are in a temporary folder, which the
		// check refuses (see TestProgramsGreenCommandsMayWrite).
		trustPrograms: true,
	}
	return h
}

func TestShellExecsExactArgvAndEnv(t *testing.T) {
	h := newHarness(t, "SOME=value", "SOME=dup")
	args := []string{"/home/u/.gatesh/bin/bash", "-c", `echo "$1" 'x'`, "name", "a b"}
	h.r.main(args)
	if !h.call.called {
		t.Fatalf("green command did not exec; stderr: %s", h.stderr)
	}
	if h.call.path != h.bash || !slices.Equal(h.call.argv, args) || !slices.Equal(h.call.env, []string(h.r.env)) {
		t.Fatalf("exec %q %q %q", h.call.path, h.call.argv, h.call.env)
	}
	if !slices.Equal(h.call.classified, []string{`echo "$1" 'x'`}) {
		t.Fatalf("classified %q", h.call.classified)
	}
}

// A command that changes HOME for what it runs (`HOME=DIR make`) must not
// move a nested gatesh to a folder the command could have filled with
// rules or keys: the gate's folder is pinned in the environment of what
// runs, absolute, once.
func TestShellPinsTheGateFolderForWhatRuns(t *testing.T) {
	for _, tc := range []struct {
		name string
		gate func(h *harness) (set []string, want string)
	}{
		{"from HOME", func(h *harness) ([]string, string) {
			home := filepath.Dir(h.home)
			return nil, filepath.Join(home, ".gatesh")
		}},
		{"relative", func(h *harness) ([]string, string) {
			// Relative to gatesh's own working folder, a temporary one.
			return []string{"GATESH_HOME=gate-rel"}, filepath.Join(h.cwd, "gate-rel")
		}},
		{"twice", func(h *harness) ([]string, string) {
			return []string{"GATESH_HOME=" + h.home, "GATESH_HOME=/elsewhere"}, h.home
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			h.cwd = t.TempDir()
			t.Chdir(h.cwd)
			set, want := tc.gate(h)
			env := slices.DeleteFunc(slices.Clone([]string(h.r.env)), func(kv string) bool { return strings.HasPrefix(kv, "GATESH_HOME=") })
			h.r.env = environ(append(env, set...))
			h.r.main([]string{"gatesh", "-c", "true"})
			if !h.call.called {
				t.Fatalf("green command did not exec; stderr: %s", h.stderr)
			}
			if got := environ(h.call.env).all("GATESH_HOME"); !slices.Equal(got, []string{want}) {
				t.Fatalf("GATESH_HOME for what runs: %q, want %q", got, want)
			}
		})
	}
}

func TestShellRenamesOnlyGatesh(t *testing.T) {
	for _, tc := range []struct{ argv0, want string }{
		{"gatesh", "bash"}, {"/usr/local/bin/gatesh", "bash"}, {"-gatesh", "-bash"}, {"bash", "bash"}, {"-bash", "-bash"},
	} {
		h := newHarness(t)
		h.r.main([]string{tc.argv0, "-c", "true"})
		if !h.call.called || h.call.argv[0] != tc.want {
			t.Errorf("%s: exec argv0 %q, want %q", tc.argv0, h.call.argv, tc.want)
		}
	}
}

func TestShellRefusesWithoutExec(t *testing.T) {
	for _, tc := range []struct {
		name   string
		args   []string
		env    []string
		status int
		stderr string
	}{
		{"held", []string{"gatesh", "-c", "DANGER"}, nil, ExitHeld, "gatesh: held: danger: dangerous"},
		{"denied beats held", []string{"gatesh", "-c", "DANGER; FORBIDDEN"}, nil, ExitDenied, "gatesh: denied: forbidden: never"},
		{"BASH_ENV file", []string{"bash", "-c", "true"}, []string{"BASH_ENV=ENVFILE"}, ExitHeld, "in BASH_ENV file"},
		{"BASH_ENV expanded", []string{"bash", "-c", "true"}, []string{"BASH_ENV=$(touch x)"}, ExitHeld, "bash_env_dynamic"},
		{"second BASH_ENV entry", []string{"bash", "-c", "true"}, []string{"BASH_ENV=", "BASH_ENV=ENVFILE"}, ExitHeld, "in BASH_ENV file"},
		{"ENV file", []string{"sh", "-c", "true"}, []string{"ENV=ENVFILE"}, ExitHeld, "in ENV file"},
		{"exported function", []string{"bash", "-c", "ls"}, []string{"BASH_FUNC_ls%%=() {  DANGER; }"}, ExitHeld, "in exported function ls"},
		{"PS4 substitution", []string{"bash", "-c", "true"}, []string{"PS4=$(touch x)"}, ExitHeld, "ps4_dynamic"},
		{"PS4 backticks", []string{"bash", "-c", "true"}, []string{"PS4=`touch x`"}, ExitHeld, "ps4_dynamic"},
		{"-k", []string{"bash", "-kc", "true"}, nil, ExitHeld, "shell_keyword_option"},
		{"-o keyword", []string{"bash", "-o", "keyword", "-c", "true"}, nil, ExitHeld, "shell_keyword_option"},
		{"SHELLOPTS keyword", []string{"bash", "-c", "true"}, []string{"SHELLOPTS=braceexpand:keyword"}, ExitHeld, "shell_keyword_option"},
		{"interactive PROMPT_COMMAND", []string{"bash", "-i"}, []string{"PROMPT_COMMAND=DANGER"}, ExitHeld, "in PROMPT_COMMAND"},
		{"interactive PS1", []string{"bash", "-i", "-s"}, []string{"PS1=$(touch x)"}, ExitHeld, "prompt_dynamic"},
		{"interactive PS0", []string{"bash", "-il"}, []string{"PS0=`touch x`"}, ExitHeld, "prompt_dynamic"},
		{"interactive PS2", []string{"bash", "-i"}, []string{"PS2=$(touch x)"}, ExitHeld, "prompt_dynamic"},
		{"interactive rcfile", []string{"bash", "--rcfile", "ENVFILE", "-i"}, nil, ExitHeld, "in --rcfile file"},
		{"unreadable script file", []string{"bash", "/nonexistent/script.sh"}, nil, ExitHeld, "script_unreadable"},
		{"usage", []string{"bash", "-Q", "-c", "true"}, nil, ExitUsage, "gatesh: error: -Q: invalid option"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			envFile := filepath.Join(t.TempDir(), "env.sh")
			must(t, os.WriteFile(envFile, []byte("DANGER\n"), 0o644))
			for _, kv := range tc.env {
				h.r.env = append(h.r.env, strings.ReplaceAll(kv, "ENVFILE", envFile))
			}
			args := slices.Clone(tc.args)
			for i := range args {
				args[i] = strings.ReplaceAll(args[i], "ENVFILE", envFile)
			}
			status := h.r.main(args)
			if status != tc.status || h.call.called || !strings.Contains(h.stderr.String(), tc.stderr) {
				t.Fatalf("status %d (want %d), exec called %v, stderr %q", status, tc.status, h.call.called, h.stderr)
			}
		})
	}
}

func TestShellClassifiesStdinAndFiles(t *testing.T) {
	h := newHarness(t)
	h.r.stdin = strings.NewReader("echo one\nread x\nDANGER\n")
	if status := h.r.main([]string{"bash", "-s", "arg"}); status != ExitHeld || h.call.called {
		t.Fatalf("stdin with a red line: status %d, exec %v", status, h.call.called)
	}
	h = newHarness(t)
	h.r.stdin = strings.NewReader("DAN\x00GER\n")
	if status := h.r.main([]string{"bash"}); status != ExitHeld || h.call.called {
		t.Fatalf("NUL bytes, which bash drops, hid a red line: status %d", status)
	}
	h = newHarness(t)
	script := filepath.Join(t.TempDir(), "s.sh")
	must(t, os.WriteFile(script, []byte("echo fine\n"), 0o644))
	h.r.main([]string{"bash", script, "a"})
	if !h.call.called || !slices.Equal(h.call.classified, []string{"echo fine\n"}) {
		t.Fatalf("script file: exec %v, classified %q", h.call.called, h.call.classified)
	}
}

func TestShellFailsClosedWhenAuditFails(t *testing.T) {
	h := newHarness(t)
	must(t, os.MkdirAll(filepath.Join(h.home, "audit.jsonl"), 0o700))
	if status := h.r.main([]string{"bash", "-c", "true"}); status != ExitHeld || h.call.called {
		t.Fatalf("status %d, exec %v", status, h.call.called)
	}
	if !strings.Contains(h.stderr.String(), "gatesh: held: audit_error") {
		t.Fatalf("stderr %q", h.stderr)
	}
}

func TestShellExecFailureIsInternalError(t *testing.T) {
	h := newHarness(t)
	h.call.failWith = errors.New("boom")
	if status := h.r.main([]string{"bash", "-c", "true"}); status != ExitInternal {
		t.Fatalf("status %d", status)
	}
}

func TestBrokenRulesHoldEverything(t *testing.T) {
	h := newHarness(t)
	h.r.classify = func(*config.Config, string, string) (Classifier, error) { return nil, errors.New("rules.toml: bad") }
	if status := h.r.main([]string{"bash", "-c", "true"}); status != ExitHeld || h.call.called {
		t.Fatalf("status %d, exec %v", status, h.call.called)
	}
}

func TestNormalizeFailsClosed(t *testing.T) {
	for _, d := range []rules.Decision{
		{Tier: rules.Red, Verdict: rules.AutoPass},
		{Tier: rules.Green, Verdict: ""},
		{Tier: rules.Green, Verdict: "maybe"},
	} {
		if got := normalize(d); got.Verdict != rules.Hold {
			t.Errorf("normalize(%+v) = %s, want hold", d, got.Verdict)
		}
	}
	m := merge(rules.Decision{Tier: rules.Green, Verdict: rules.AutoPass}, rules.Decision{Tier: rules.Yellow, Verdict: rules.AutoPass})
	if m.Tier != rules.Yellow || m.Verdict != rules.AutoPass {
		t.Errorf("merge green+yellow = %+v", m)
	}
}

func TestInterposerExecsNextProgram(t *testing.T) {
	h := newHarness(t)
	binDir := filepath.Dir(h.bash)
	gitSelf := filepath.Join(binDir, "git-link")
	must(t, os.Symlink(h.r.selfPath, gitSelf))
	realGit := filepath.Join(t.TempDir(), "git")
	must(t, os.WriteFile(realGit, []byte("#!/bin/true\n"), 0o755))
	must(t, os.Rename(gitSelf, filepath.Join(binDir, "git")))
	h.r.env = append(h.r.env, "PATH="+binDir+":"+binDir+":"+filepath.Dir(realGit))
	h.r.env = slices.DeleteFunc(h.r.env, func(kv string) bool { return kv == "PATH="+binDir })
	h.r.main([]string{filepath.Join(binDir, "git"), "status", "--short"})
	if !h.call.called || h.call.path != realGit || !slices.Equal(h.call.argv, []string{filepath.Join(binDir, "git"), "status", "--short"}) {
		t.Fatalf("exec %q %q; stderr %s", h.call.path, h.call.argv, h.stderr)
	}
	h.call.called = false
	if status := h.r.main([]string{"git", "push", "DANGER"}); status != ExitHeld || h.call.called {
		t.Fatalf("red argv: status %d, exec %v", status, h.call.called)
	}
}

func TestShellInteractiveTerminalRunsUnread(t *testing.T) {
	h := newHarness(t)
	devnull, err := os.Open(os.DevNull)
	must(t, err)
	defer devnull.Close()
	h.r.stdinFile = devnull
	h.r.ttyStdin = func(*os.File) bool { return true }
	h.r.main([]string{"-bash"})
	if !h.call.called || len(h.call.classified) != 0 {
		t.Fatalf("interactive shell: exec %v, classified %q", h.call.called, h.call.classified)
	}
	data, err := os.ReadFile(filepath.Join(h.home, "audit.jsonl"))
	must(t, err)
	if !strings.Contains(string(data), `"id":"interactive_terminal"`) {
		t.Fatalf("log: %s", data)
	}
	// The environment is still checked.
	h = newHarness(t, "BASH_FUNC_ls%%=() {  DANGER; }")
	h.r.stdinFile = devnull
	h.r.ttyStdin = func(*os.File) bool { return true }
	if status := h.r.main([]string{"-bash"}); status != ExitHeld || h.call.called {
		t.Fatalf("red exported function on a terminal: status %d", status)
	}
}

func TestShellUsesConfiguredShell(t *testing.T) {
	h := newHarness(t)
	other := filepath.Join(t.TempDir(), "mybash")
	must(t, os.WriteFile(other, []byte("#!/bin/true\n"), 0o755))
	must(t, os.MkdirAll(h.home, 0o700))
	must(t, os.WriteFile(filepath.Join(h.home, "config.toml"), []byte("shell = \""+other+"\"\n"), 0o600))
	h.r.main([]string{"bash", "-c", "true"})
	if !h.call.called || h.call.path != other {
		t.Fatalf("exec %q, want the configured %q; stderr %s", h.call.path, other, h.stderr)
	}
}
