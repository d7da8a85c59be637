package needs

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
)

// Rerun runs one test of this test binary again, in a process of its own,
// as a CI runner would: with env as its whole environment besides PATH
// (none of CI's variables are inherited), as user when it is not nil. It
// returns the process's output and exit status, to show what a runner
// without a capability reports.
func Rerun(t testing.TB, test string, env []string, user *syscall.Credential) (string, int) {
	t.Helper()
	bin, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if user != nil {
		// Another user must reach a copy of the binary: t.TempDir's
		// folders are the test user's alone.
		for _, d := range []string{dir, filepath.Dir(dir)} {
			if err := os.Chmod(d, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		bin = copyExecutable(t, bin, filepath.Join(dir, filepath.Base(bin)))
	}
	cmd := exec.Command(bin, "-test.run=^"+test+"$", "-test.v", "-test.count=1")
	cmd.Dir = dir
	cmd.Env = append([]string{"PATH=" + os.Getenv("PATH")}, env...)
	if user != nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: user}
	}
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return string(out), exit.ExitCode()
	case err != nil:
		t.Fatalf("running %s again: %v\n%s", test, err, out)
	}
	return string(out), 0
}

func copyExecutable(t testing.TB, from, to string) string {
	t.Helper()
	in, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o755)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
	return to
}
