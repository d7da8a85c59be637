package shim

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// helpEnv is an environment whose gatesh home is a fresh, broken-free
// temporary folder.
func helpEnv(t *testing.T) []string {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "home"), 0o700); err != nil {
		t.Fatal(err)
	}
	return []string{"GATESH_HOME=" + filepath.Join(dir, "gatesh"), "HOME=" + filepath.Join(dir, "home"), "PATH=/nonexistent", "USER=operator"}
}

// Every subcommand answers -h, -help and --help with its usage on stdout
// and status 0, and does not act: show does not look --help up as an id,
// hook does not read stdin, rules and version do not complain.
func TestEverySubcommandHelp(t *testing.T) {
	env := helpEnv(t)
	for _, c := range commands() {
		for _, flag := range []string{"--help", "-h", "-help"} {
			var stdout, stderr bytes.Buffer
			status := Main([]string{"gatesh", c.name, flag}, strings.NewReader(""), &stdout, &stderr, env)
			if status != 0 {
				t.Errorf("gatesh %s %s: status %d\n%s", c.name, flag, status, stderr.String())
			}
			if !strings.HasPrefix(stdout.String(), "usage: gatesh "+c.name) {
				t.Errorf("gatesh %s %s: stdout does not start with its usage:\n%s", c.name, flag, stdout.String())
			}
			if strings.Contains(stdout.String()+stderr.String(), "Usage of") || strings.Contains(stderr.String(), "error") {
				t.Errorf("gatesh %s %s printed Go's usage or an error:\n%s%s", c.name, flag, stdout.String(), stderr.String())
			}
		}
	}
	// Flags are listed with the command's usage.
	var stdout bytes.Buffer
	Main([]string{"gatesh", "approve", "--help"}, strings.NewReader(""), &stdout, &bytes.Buffer{}, env)
	if !strings.Contains(stdout.String(), "--reason TEXT") && !strings.Contains(stdout.String(), "--reason string") {
		t.Errorf("approve --help lacks --reason:\n%s", stdout.String())
	}
	// A help flag after the id still helps, and decides nothing.
	stdout.Reset()
	if st := Main([]string{"gatesh", "approve", "abcd", "--help"}, strings.NewReader(""), &stdout, &bytes.Buffer{}, env); st != 0 || !strings.HasPrefix(stdout.String(), "usage: gatesh approve") {
		t.Errorf("approve ID --help: %d\n%s", st, stdout.String())
	}
}

// Bad flags are reported in the house style, with a hint, status 2.
func TestFlagErrorsInHouseStyle(t *testing.T) {
	env := helpEnv(t)
	for _, args := range [][]string{
		{"export", "--sqlite"},
		{"pending", "--nosuch"},
		{"approve", "--reason"},
		{"log", "--since"},
		{"check", "--bogus"},
	} {
		var stdout, stderr bytes.Buffer
		status := Main(append([]string{"gatesh"}, args...), strings.NewReader(""), &stdout, &stderr, env)
		if status != ExitUsage {
			t.Errorf("gatesh %v: status %d, want %d", args, status, ExitUsage)
		}
		lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
		if len(lines) != 2 || !strings.HasPrefix(lines[0], "gatesh: error: "+args[0]+": ") ||
			lines[1] != "gatesh: hint: `gatesh "+args[0]+" --help` lists its flags" {
			t.Errorf("gatesh %v: stderr not in the house style:\n%s", args, stderr.String())
		}
	}
}
