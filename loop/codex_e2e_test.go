//go:build linux

package loop_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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

// The real Codex CLI as the loop's worker, against a local mock model:
// in each turn the model edits a file through Codex's exec_command tool
// (which runs it with gatesh, the login shell), then gives the typed
// result. The verifier passes on the second iteration.
func TestCodexEndToEnd(t *testing.T) {
	// Codex takes its shell from /etc/passwd; binding a private one in a
	// mount namespace needs root.
	needs.Root(t)
	cache, err := agentcli.CacheDir()
	var codex string
	if err == nil {
		codex, err = agentcli.Codex.Path(cache)
	}
	if err != nil {
		err = fmt.Errorf("the end-to-end loop with Codex: %v\n"+
			"install the pinned CLIs with `go run ./e2e/cmd/install-agents` (.ci/run does it), or set %s", err, agentcli.DirEnv)
	}
	needs.Check(t, needs.AgentCLIs, err)
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
	cmd := exec.Command(exe, passwd, filepath.Join(f.bin, "gatesh"), "loop", "--task", "make ok.txt say ok",
		"--done", "ok.txt holds the line ok", "--verify", verifyOK, "--worker", "codex",
		"--max-iterations", "3", "--deadline", "5m")
	cmd.Args[0] = "bindpasswd"
	cmd.Dir, cmd.Env = f.repo, env
	cmd.SysProcAttr = &syscall.SysProcAttr{Unshareflags: syscall.CLONE_NEWNS}
	passwdlock.Binding(t) // no test replaces /etc/passwd under the bind
	out, err := cmd.CombinedOutput()
	if cmd.ProcessState == nil {
		t.Fatalf("gatesh loop did not run: %v\n%s", err, out)
	}
	if got := cmd.ProcessState.ExitCode(); got != 0 {
		t.Fatalf("gatesh loop exited %d\n%s", got, out)
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
