package shim

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// BenchmarkCheckBatch measures check --batch in process over the corpus
// commands, green and red (up to 995, the set scripts/bench -batch
// uses), in one git repository, so that the undo probes ask git. Each
// iteration is a whole batch with its own probe cache; the rules' tables
// built on first use are built once. scripts/bench -batch measures the
// whole process against an older binary.
func BenchmarkCheckBatch(b *testing.B) {
	root := b.TempDir()
	repo := filepath.Join(root, "repo")
	if err := os.MkdirAll(filepath.Join(repo, "src"), 0o755); err != nil {
		b.Fatal(err)
	}
	for name, body := range map[string]string{"README.md": "# bench\n", "src/main.go": "package main\n"} {
		if err := os.WriteFile(filepath.Join(repo, name), []byte(body), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	for _, args := range [][]string{
		{"init", "-q", "-b", "main"},
		{"add", "-A"},
		{"-c", "user.name=bench", "-c", "user.email=bench@example.invalid", "commit", "-q", "-m", "start"},
	} {
		cmd := exec.Command("git", args...)
		cmd.Dir = repo
		cmd.Env = append(os.Environ(), "HOME="+root, "GIT_CONFIG_NOSYSTEM=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("git %v: %v: %s", args, err, out)
		}
	}
	var in bytes.Buffer
	enc := json.NewEncoder(&in)
	n := 0
	for _, cmd := range corpusSample(b, 2*batchBenchCommands) {
		if n == batchBenchCommands {
			break
		}
		n++
		if err := enc.Encode(map[string]string{"cmd": cmd, "cwd": repo}); err != nil {
			b.Fatal(err)
		}
	}
	env := []string{"PATH=" + os.Getenv("PATH"), "GATESH_HOME=" + filepath.Join(root, "home"), "HOME=" + root}
	for b.Loop() {
		var out, stderr bytes.Buffer
		r := &runtime{
			stdin:    bytes.NewReader(in.Bytes()),
			stdout:   &out,
			stderr:   &stderr,
			env:      environ(env),
			now:      time.Now,
			classify: loadRules,
			exec:     func(string, []string, []string) error { return errors.New("no exec in check") },
			selfPath: "/proc/self/exe",
			getwd:    func() (string, error) { return repo, nil },
			ttyStdin: func(*os.File) bool { return false },
			openTTY:  func() (*os.File, error) { return nil, errors.New("no terminal") },
			procs:    procFS{root: "/proc"},
		}
		if status := r.main([]string{"gatesh", "check", "--batch"}); status != 0 {
			b.Fatalf("status %d: %s", status, stderr.String())
		}
		if got := strings.Count(out.String(), "\n"); got != n {
			b.Fatalf("%d answers to %d lines", got, n)
		}
	}
}

// batchBenchCommands is how many corpus commands BenchmarkCheckBatch
// checks, as scripts/bench -batch does.
const batchBenchCommands = 995
