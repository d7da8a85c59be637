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
