package shim

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"gatesh/enforce"
)

// BenchmarkShellGreen measures what `gatesh -c true` does in process
// after Go has started: config, rules, classify, the audit append, the
// session and the real shell, up to the exec. scripts/bench measures the
// whole process.
func BenchmarkShellGreen(b *testing.B) {
	home := b.TempDir()
	cwd, err := os.Getwd()
	if err != nil {
		b.Fatal(err)
	}
	env := append(os.Environ(), "GATESH_HOME="+home)
	execed := 0
	r := &runtime{
		stdin:    strings.NewReader(""),
		stdout:   &bytes.Buffer{},
		stderr:   &bytes.Buffer{},
		env:      environ(env),
		now:      time.Now,
		classify: loadRules,
		exec: func(string, []string, []string) error {
			execed++
			return errors.New("stop")
		},
		selfPath:    "/proc/self/exe",
		getwd:       func() (string, error) { return cwd, nil },
		ttyStdin:    func(*os.File) bool { return false },
		openTTY:     func() (*os.File, error) { return nil, errors.New("no terminal") },
		pid:         os.Getpid(),
		ppid:        os.Getppid(),
		procs:       procFS{root: "/proc"},
		landlockABI: enforce.ProbeABI,
	}
	args := []string{"gatesh", "-c", "true"}
	for b.Loop() {
		r.ident = nil
		r.main(args)
	}
	if execed == 0 {
		b.Fatalf("never handed over: %s", r.stderr)
	}
}

// BenchmarkHookDecision measures one hook decision in process, a green
// shell command against green tool calls of each kind, side by side: the
// input read, config, rules, classify and the audit append.
func BenchmarkHookDecision(b *testing.B) {
	cwd, err := os.Getwd()
	if err != nil {
		b.Fatal(err)
	}
	for _, bc := range []struct{ name, tool, input string }{
		{"shell", "Bash", `{"command":"go test ./..."}`},
		{"edit", "Edit", `{"file_path":"` + cwd + `/main.go","old_string":"a","new_string":"b"}`},
		{"read", "Read", `{"file_path":"` + cwd + `/README.md"}`},
		{"mcp", "mcp__comments__list_comments", `{"thread":1}`},
	} {
		b.Run(bc.name, func(b *testing.B) {
			home := b.TempDir()
			input := `{"session_id":"s","cwd":"` + cwd + `","hook_event_name":"PreToolUse","tool_name":"` + bc.tool + `","tool_input":` + bc.input + `}`
			var stdout, stderr bytes.Buffer
			r := &runtime{
				stdout: &stdout, stderr: &stderr,
				env:      environ(append(os.Environ(), "GATESH_HOME="+home)),
				now:      time.Now,
				classify: loadRules,
				selfPath: "/proc/self/exe",
				getwd:    func() (string, error) { return cwd, nil },
				ttyStdin: func(*os.File) bool { return false },
				openTTY:  func() (*os.File, error) { return nil, errors.New("no terminal") },
				pid:      os.Getpid(), ppid: os.Getppid(),
				procs: procFS{root: "/proc"},
			}
			args := []string{"gatesh", "hook", "claude"}
			for b.Loop() {
				r.ident = nil
				r.stdin = strings.NewReader(input)
				stdout.Reset()
				if st := r.main(args); st != 0 || stdout.Len() != 0 {
					b.Fatalf("status %d, answer %q, stderr %s", st, stdout.String(), stderr.String())
				}
			}
		})
	}
}
