//go:build linux

package loop_test

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"gatesh/e2e/agentcli"
	"gatesh/e2e/mockmodel"
	"gatesh/internal/needs"
	"gatesh/internal/passwdlock"
	"gatesh/loop"
)

// codexConfig points Codex at the mock model, speaking the Responses API.
const codexConfig = `model = "mock-model"
model_provider = "mock"

[model_providers.mock]
name = "mock model"
base_url = "%s/v1"
wire_api = "responses"
`

// bindPasswd is the test binary's helper that binds a private passwd
// file over /etc/passwd, in the mount namespace its parent gave it, and
// execs the rest of its arguments: what chsh would do for Codex, which
// takes its shell from the password database.
func bindPasswd(args []string) int {
	if len(args) < 2 {
		fmt.Fprintln(os.Stderr, "bindpasswd: want FILE PROG [ARG...]")
		return 125
	}
	if err := syscall.Mount(args[0], "/etc/passwd", "", syscall.MS_BIND, ""); err != nil {
		fmt.Fprintf(os.Stderr, "bindpasswd: %v\n", err)
		return 125
	}
	err := syscall.Exec(args[1], args[1:], os.Environ())
	fmt.Fprintf(os.Stderr, "bindpasswd: exec %s: %v\n", args[1], err)
	return 127
}

// codexCLI is the pinned Codex CLI (internal/needs: a skip, or a failure
// in CI, without it): the loop's Codex worker takes its shell from
// /etc/passwd, and a private one is bound in a mount namespace, which
// needs root.
func codexCLI(t *testing.T) string {
	t.Helper()
	needs.Root(t)
	return agentcli.Need(t, agentcli.Codex, "the end-to-end loop with Codex")
}

// codexLoop runs `gatesh loop` in f's repository with the real Codex as
// the worker, speaking to model, and gatesh as its login shell, to make
// ok.txt say ok within three iterations. It returns the loop's output
// and exit status.
func codexLoop(t *testing.T, f *fixture, codex string, model *mockmodel.Server, args ...string) (string, int) {
	t.Helper()
	codexHome := filepath.Join(f.root, "codex-home")
	must(t, os.MkdirAll(codexHome, 0o700))
	must(t, os.WriteFile(filepath.Join(codexHome, "config.toml"), []byte(fmt.Sprintf(codexConfig, model.URL())), 0o600))

	// gatesh as the login shell, under a name that makes it a shell.
	shellDir := filepath.Join(f.root, "shell")
	must(t, os.Mkdir(shellDir, 0o755))
	exe, err := os.Executable()
	must(t, err)
	must(t, os.Symlink(exe, filepath.Join(shellDir, "bash")))
	passwd := f.passwd(filepath.Join(shellDir, "bash"))

	path := filepath.Dir(codex) + ":" + f.bin + ":/usr/local/bin:/usr/bin:/bin"
	if node, err := exec.LookPath("node"); err == nil {
		path = filepath.Dir(node) + ":" + path
	}
	env := append(append([]string{}, f.env...), "PATH="+path, "CODEX_HOME="+codexHome, "OPENAI_API_KEY=dummy")
	cmd := exec.Command(exe, append([]string{passwd, filepath.Join(f.bin, "gatesh"), "loop", "--task", "make ok.txt say ok",
		"--done", "ok.txt holds the line ok", "--verify", verifyOK, "--worker", "codex",
		"--max-iterations", "3", "--deadline", "5m"}, args...)...)
	cmd.Args[0] = "bindpasswd"
	cmd.Dir, cmd.Env = f.repo, env
	cmd.SysProcAttr = &syscall.SysProcAttr{Unshareflags: syscall.CLONE_NEWNS}
	passwdlock.Binding(t) // no test replaces /etc/passwd under the bind
	out, err := cmd.CombinedOutput()
	if cmd.ProcessState == nil {
		t.Fatalf("gatesh loop did not run: %v\n%s", err, out)
	}
	return string(out), cmd.ProcessState.ExitCode()
}

// The real Codex CLI as the loop's worker, against a local mock model:
// in each turn the model edits a file through Codex's exec_command tool
// (which runs it with gatesh, the login shell), then gives the typed
// result. The verifier passes on the second iteration.
func TestCodexEndToEnd(t *testing.T) {
	t.Parallel()
	codex := codexCLI(t)
	f := newFixture(t)
	model, err := mockmodel.Start()
	must(t, err)
	defer model.Close()
	model.Script(
		mockmodel.Say(mockmodel.Shell("echo draft > ok.txt")),
		mockmodel.Say(mockmodel.Text(`{"status":"continue","summary":"wrote a draft","approval":null}`)),
		mockmodel.Say(mockmodel.Shell("echo ok > ok.txt")),
		mockmodel.Say(mockmodel.Text(`{"status":"done","summary":"ok.txt says ok","approval":null}`)),
	)
	if out, code := codexLoop(t, f, codex, model); code != 0 {
		t.Fatalf("gatesh loop exited %d\n%s", code, out)
	}
	run := f.lastRun()
	p := f.expect(run, loop.Verified, "")
	if len(p.Iterations) != 2 || p.Iterations[0].Verify.Passed || !p.Iterations[1].Verify.Passed {
		t.Fatalf("iterations: %+v", p.Iterations)
	}
	for i, it := range p.Iterations {
		if it.Diff.Files != 1 || it.Result == nil {
			t.Errorf("iteration %d: diff %+v, result %+v %s", i+1, it.Diff, it.Result, it.ResultError)
		}
		raw, err := os.ReadFile(filepath.Join(run.Path, fmt.Sprintf("iter-%03d", i+1), "worker.out"))
		must(t, err)
		if !strings.Contains(string(raw), `"type":"command_execution"`) {
			t.Errorf("iteration %d: no command_execution in Codex's JSONL:\n%s", i+1, raw)
		}
	}
	// gatesh decided on each command the model ran, within this run.
	for _, text := range []string{"echo draft > ok.txt", "echo ok > ok.txt"} {
		found := false
		for _, rec := range f.audit() {
			if rec["event"] == "decision" && rec["command"] == text && rec["session"] == run.RunID {
				found = true
			}
		}
		if !found {
			t.Errorf("the audit log has no decision on %q in run %s", text, run.RunID)
		}
	}
	if n := model.Remaining(); n != 0 {
		t.Errorf("%d steps of the model's script were not used", n)
	}
}

// The Codex worker's own file tool, apply_patch, is not a command gatesh
// sees, so what keeps it off the gate is Codex's sandbox: the loop gives
// it only the folders gatesh writes inside it (the queue, the rate
// counts, links to the live audit log), never the gatesh folder itself.
// The model patches the operator's config.toml and rules.toml, deletes
// the public key and the run's resume state, and adds a widening
// network-registries.toml, through the apply_patch tool and through
// `apply_patch <<EOF` in exec_command (which Codex applies itself). Every
// file is as it was. gatesh still works inside the sandbox: the login
// shell and a gatesh nested in the command it runs under Landlock both
// log their decisions. The gatesh folder is outside /tmp, which Codex's
// sandbox leaves writable.
func TestCodexWorkerCannotWriteTheGate(t *testing.T) {
	t.Parallel()
	codex := codexCLI(t)
	f := newFixtureIn(t, outsideTemp(t, "gatesh-loop-codex-"))
	victims := map[string]string{
		filepath.Join(f.home, "config.toml"): "enforce = \"landlock\"\n",
		filepath.Join(f.home, "rules.toml"):  "# the operator's rules\n",
	}
	for path, text := range victims {
		must(t, os.WriteFile(path, []byte(text), 0o600))
	}
	pub, err := os.ReadFile(f.cfg.PublicKey)
	must(t, err)
	victims[f.cfg.PublicKey] = string(pub)
	widening := filepath.Join(f.home, "network-registries.toml")

	model, err := mockmodel.Start()
	must(t, err)
	defer model.Close()
	patch := func(body string) string { return "*** Begin Patch\n" + body + "*** End Patch\n" }
	tool := func(body string) mockmodel.Step {
		p := patch(body)
		return mockmodel.Say(mockmodel.Reply{Call: &mockmodel.Call{Tool: "apply_patch", Input: &p}})
	}
	var mu sync.Mutex
	var progress string // the run's progress.json, as the model finds it
	model.Script(
		tool("*** Update File: "+filepath.Join(f.home, "rules.toml")+"\n@@\n # the operator's rules\n+[[rule]]\n"),
		tool("*** Update File: "+filepath.Join(f.home, "config.toml")+"\n@@\n-enforce = \"landlock\"\n+enforce = \"off\"\n"),
		tool("*** Delete File: "+f.cfg.PublicKey+"\n"),
		tool("*** Add File: "+widening+"\n+[registries]\n"),
		func(mockmodel.Turn) mockmodel.Reply {
			runs, _ := filepath.Glob(filepath.Join(f.home, "runs", "*", "progress.json"))
			if len(runs) != 1 {
				t.Errorf("the run's progress: %v", runs)
				return mockmodel.Shell("true")
			}
			mu.Lock()
			progress = runs[0]
			mu.Unlock()
			p := patch("*** Delete File: " + runs[0] + "\n")
			return mockmodel.Reply{Call: &mockmodel.Call{Tool: "apply_patch", Input: &p}}
		},
		mockmodel.Say(mockmodel.Shell("apply_patch <<'EOF'\n"+patch("*** Update File: "+filepath.Join(f.home, "rules.toml")+
			"\n@@\n # the operator's rules\n+[[rule]]\n")+"EOF\n")),
		mockmodel.Say(mockmodel.Shell(filepath.Join(f.bin, "gatesh")+" -c 'echo ok > ok.txt'")),
		mockmodel.Say(mockmodel.Text(`{"status":"done","summary":"ok.txt says ok","approval":null}`)),
	)
	// A model of Codex's own catalog, for which it offers apply_patch.
	out, code := codexLoop(t, f, codex, model, "--model", "gpt-5.5")
	for _, r := range model.Results() {
		t.Logf("the model received: %s", r.Output)
	}

	for path, text := range victims {
		if got, err := os.ReadFile(path); err != nil || string(got) != text {
			t.Errorf("%s after the run: %q, %v; want %q", path, got, err, text)
		}
	}
	if _, err := os.Stat(widening); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("%s was made: %v", widening, err)
	}
	mu.Lock()
	defer mu.Unlock()
	if _, err := loop.ReadProgress(filepath.Dir(progress)); progress == "" || err != nil {
		t.Errorf("the run's progress after the run: %v", err)
	}
	if code != 0 {
		t.Fatalf("gatesh loop exited %d\n%s", code, out)
	}
	run := f.lastRun()
	f.expect(run, loop.Verified, "")
	// The nested gatesh's command is covered by the outer one's record:
	// the kernel keeps the log from the commands gatesh restricts. The
	// verifier runs through gatesh too.
	for _, cmd := range []string{filepath.Join(f.bin, "gatesh") + " -c 'echo ok > ok.txt'", "grep -qx ok ok.txt"} {
		found := false
		for _, rec := range f.audit() {
			if rec["event"] == "decision" && rec["command"] == cmd && rec["session"] == run.RunID {
				found = true
			}
		}
		if !found {
			t.Errorf("the audit log has no decision on %q in run %s", cmd, run.RunID)
			for _, rec := range f.audit() {
				t.Logf("audit: %v", rec)
			}
		}
	}
	if _, err := os.Stat(f.cfg.AuditPath + ".links"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the links to the audit log outlived the run: %v", err)
	}
	if n := model.Remaining(); n != 0 {
		t.Errorf("%d steps of the model's script were not used", n)
	}
}
