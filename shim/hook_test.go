package shim

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"gatesh/config"
	"gatesh/internal/needs"
	"gatesh/rules"
	"gatesh/toolcall"
)

// agentRuns is what each agent does with its hook's answer, as its
// documentation and source say (see hook/protocols.go): true means the
// agent goes on to run the command. Exit 2 blocks everywhere; Claude Code
// and Codex run the tool on any other failing status.
func agentRuns(t *testing.T, agent string, status int, stdout string) bool {
	t.Helper()
	if status == 2 {
		return false
	}
	if status != 0 {
		return agent == "claude" || agent == "codex" // a non-blocking error
	}
	if strings.TrimSpace(stdout) == "" {
		return true
	}
	var out struct {
		HookSpecificOutput struct {
			PermissionDecision       string `json:"permissionDecision"`
			PermissionDecisionReason string `json:"permissionDecisionReason"`
		} `json:"hookSpecificOutput"`
		Decision   string `json:"decision"`
		Permission string `json:"permission"`
	}
	if err := json.Unmarshal([]byte(stdout), &out); err != nil {
		t.Fatalf("%s: the agent cannot read the answer %q: %v", agent, stdout, err)
	}
	switch agent {
	case "claude":
		return out.HookSpecificOutput.PermissionDecision != "deny"
	case "codex":
		return out.HookSpecificOutput.PermissionDecision != "deny" || out.HookSpecificOutput.PermissionDecisionReason == ""
	case "gemini":
		return out.Decision != "deny" && out.Decision != "block"
	default:
		return out.Permission != "deny"
	}
}

func hookInput(agent, cwd, command string) string {
	var m map[string]any
	switch agent {
	case "claude", "codex":
		m = map[string]any{"session_id": "s", "cwd": cwd, "hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": map[string]any{"command": command}}
	case "gemini":
		m = map[string]any{"session_id": "s", "cwd": cwd, "hook_event_name": "BeforeTool", "tool_name": "run_shell_command", "tool_input": map[string]any{"command": command}}
	default:
		m = map[string]any{"conversation_id": "s", "cwd": cwd, "hook_event_name": "beforeShellExecution", "command": command}
	}
	b, _ := json.Marshal(m)
	return string(b)
}

type panicClassifier struct{}

func (panicClassifier) Classify(string) rules.Decision       { panic("injected: classifier crashed") }
func (panicClassifier) ClassifyArgv([]string) rules.Decision { panic("injected: classifier crashed") }
func (panicClassifier) ClassifyShell(string, []string) rules.Decision {
	panic("injected: classifier crashed")
}
func (panicClassifier) ClassifyTool(toolcall.Call) rules.Decision {
	panic("injected: classifier crashed")
}

// TestHookFailureBlocksTheCommand drives the hook as each agent does and
// runs the command, for real, when the agent would: a crash anywhere in
// gatesh, broken rules or an unusable queue must leave the victim alive.
// The green control shows the driver does run what is let through.
func TestHookFailureBlocksTheCommand(t *testing.T) {
	needs.Program(t, "bash")
	for _, tc := range []struct {
		name     string
		command  string
		classify loader
		setup    func(t *testing.T, home string)
		runs     bool
	}{
		{name: "classifier panics", command: "rm -rf victim",
			classify: func(*config.Config, string, string) (Classifier, error) { return panicClassifier{}, nil }},
		{name: "loader panics", command: "rm -f victim/a.txt",
			classify: func(*config.Config, string, string) (Classifier, error) { panic("injected: rules loader crashed") }},
		{name: "rules fail to load", command: "rm -f victim/a.txt",
			classify: func(*config.Config, string, string) (Classifier, error) { return nil, errors.New("rules.toml: broken") }},
		{name: "broken rules file", command: "rm -f victim/a.txt", classify: loadRules,
			setup: func(t *testing.T, home string) { writeFile(t, filepath.Join(home, "rules.toml"), "not = [ toml") }},
		{name: "unusable queue", command: "rm -rf victim", classify: loadRules,
			setup: func(t *testing.T, home string) { writeFile(t, filepath.Join(home, "queue"), "a file, not a folder") }},
		{name: "red", command: "rm -rf victim", classify: loadRules},
		{name: "green control", command: "rm -f victim/a.txt", classify: loadRules, runs: true},
	} {
		for _, agent := range []string{"claude", "codex", "gemini", "cursor"} {
			t.Run(tc.name+"/"+agent, func(t *testing.T) {
				dir := t.TempDir()
				home := filepath.Join(dir, ".gatesh")
				if err := os.MkdirAll(home, 0o700); err != nil {
					t.Fatal(err)
				}
				victim := filepath.Join(dir, "victim", "a.txt")
				writeFile(t, victim, "precious")
				if tc.setup != nil {
					tc.setup(t, home)
				}
				var stdout, stderr bytes.Buffer
				r := &runtime{
					stdin:    strings.NewReader(hookInput(agent, dir, tc.command)),
					stdout:   &stdout,
					stderr:   &stderr,
					env:      environ{"GATESH_HOME=" + home, "HOME=" + dir, "GATESH_HOLD_WAIT=0s", "PATH=" + os.Getenv("PATH")},
					now:      time.Now,
					classify: tc.classify,
					exec:     func(string, []string, []string) error { return errors.New("a hook never execs") },
					selfPath: "/proc/self/exe",
					getwd:    func() (string, error) { return "/", nil },
					ttyStdin: func(*os.File) bool { return false },
					pid:      os.Getpid(),
					ppid:     os.Getppid(),
					openTTY:  func() (*os.File, error) { return nil, errors.New("no terminal") },
					procs:    procFS{root: "/proc"},
				}
				status := runHook(r, []string{agent})
				if agentRuns(t, agent, status, stdout.String()) {
					cmd := exec.Command("bash", "-c", tc.command)
					cmd.Dir = dir
					// A gatesh the command meets on PATH (an interposer
					// named rm, a git) logs to this test's home.
					cmd.Env = append(os.Environ(), "GATESH_HOME="+home, "HOME="+dir)
					if out, err := cmd.CombinedOutput(); err != nil {
						t.Fatalf("running %q: %v: %s", tc.command, err, out)
					}
				}
				_, err := os.Stat(victim)
				if alive := err == nil; alive == tc.runs {
					t.Errorf("victim alive: %v (status %d, stdout %q, stderr %q)", alive, status, stdout.String(), stderr.String())
				}
				if !tc.runs && status != 0 && status != 2 {
					t.Errorf("status %d: neither an answer nor a block", status)
				}
				if strings.HasPrefix(tc.name, "classifier panics") || strings.HasPrefix(tc.name, "loader panics") {
					if status != 2 || !strings.Contains(stderr.String(), "internal error: injected") {
						t.Errorf("a crash must exit 2 with the reason: status %d stderr %q", status, stderr.String())
					}
				}
			})
		}
	}
}

// A real crash of the process, not a recovered panic, must still block:
// Go exits 2 on an unrecovered panic, which every agent reads as blocked.
func TestHookProcessCrashExitsTwo(t *testing.T) {
	if os.Getenv("GATESH_TEST_CRASH") == "1" {
		go func() { panic("injected: crash outside the hook's goroutine") }()
		time.Sleep(time.Minute)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHookProcessCrashExitsTwo$")
	// The crashed binary cannot remove the folders its TestMain made.
	cmd.Env = append(os.Environ(), "GATESH_TEST_CRASH=1", "TMPDIR="+t.TempDir())
	err := cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.Sys().(syscall.WaitStatus).ExitStatus() != 2 {
		t.Fatalf("crashed process: %v, want exit status 2", err)
	}
}

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}
