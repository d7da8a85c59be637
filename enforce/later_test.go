package enforce

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A credential path that does not exist when a command starts may be
// made while it runs: `gh auth login` or `docker login` in another
// terminal, while a dev server or a watcher a green command started is
// still running under its ruleset. The rules are bound to folders, so a
// folder granted whole then would hand the new file over; the plan
// keeps the missing path out of what it grants instead.
func TestCredentialMadeAfterThePlanStaysHidden(t *testing.T) {
	w := newWorld(t)
	for _, gone := range []string{w.home + "/.config/gh", w.home + "/.ssh", w.home + "/.aws"} {
		if err := os.RemoveAll(gone); err != nil {
			t.Fatal(err)
		}
	}
	later := map[string]string{
		w.home + "/.config/gh/hosts.yml": "GH-TOKEN\n",
		w.home + "/.ssh/id_ed25519":      "PRIVATE\n",
		w.home + "/.aws/credentials":     "SECRET\n",
	}
	ready := filepath.Join(w.project, "ready")
	var cmd strings.Builder
	cmd.WriteString("touch " + ready + "; for i in $(seq 200); do [ -e " + w.home + "/.aws/credentials ] && break; sleep 0.05; done; sleep 0.2")
	for path := range later {
		cmd.WriteString("; cat " + path)
	}
	done := make(chan string, 1)
	go func() {
		out, _ := runSpec(t, childSpec{In: w.inputs(), ABI: ProbeABI(), Cmd: cmd.String()})
		done <- string(out)
	}()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(ready); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the restricted command did not start")
		}
	}
	// Made in order: the command waits for the last.
	for _, path := range []string{w.home + "/.config/gh/hosts.yml", w.home + "/.ssh/id_ed25519", w.home + "/.aws/credentials"} {
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(later[path]), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	out := <-done
	for path, secret := range later {
		if strings.Contains(out, strings.TrimSpace(secret)) {
			t.Errorf("%s, made after the plan, was read: %s", path, out)
		}
	}
}
