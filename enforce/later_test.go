package enforce

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// A credential inside a writable cache (~/.cache/huggingface/token) is
// hidden by its path: a green command that renames its folder within
// the cache, and the next that reads it at its new path, must still not
// read it.
func TestCredentialInACacheMovedStaysHidden(t *testing.T) {
	w := newWorld(t)
	token := w.home + "/.cache/huggingface/token"
	if err := os.MkdirAll(filepath.Dir(token), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(token, []byte("HF-TOKEN\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	in := w.inputs()
	in.SecretPaths = append(in.SecretPaths, "~/.cache/huggingface/token", "~/.cache/huggingface/stored_tokens")
	for _, cmd := range []string{
		"mv " + w.home + "/.cache/huggingface " + w.home + "/.cache/hf",
		"mv " + token + " " + w.home + "/.cache/go-build/t",
		"ln " + token + " " + w.home + "/.cache/go-build/t",
		"ln " + token + " " + w.home + "/.cache/huggingface/t",
		"ln " + token + " " + w.home + "/.cache/t",
		"cp -al " + w.home + "/.cache/huggingface " + w.home + "/.cache/hf",
	} {
		run(t, in, ProbeABI(), cmd)
		out, _ := run(t, in, ProbeABI(), "cat "+w.home+"/.cache/hf/token "+w.home+"/.cache/go-build/t "+w.home+"/.cache/huggingface/t "+w.home+"/.cache/t "+token)
		if strings.Contains(out, "HF-TOKEN") {
			t.Errorf("after %q the token was read: %s", cmd, out)
		}
	}
	// The cache still takes new folders and files in them.
	if out, status := run(t, in, ProbeABI(), "mkdir "+w.home+"/.cache/newtool && echo x > "+w.home+"/.cache/newtool/f && echo y > "+w.home+"/.cache/go-build/g && rm "+w.home+"/.cache/go-build/g"); status != 0 {
		t.Errorf("ordinary cache work failed: %d %s", status, out)
	}
}

// Other roads to a hidden credential or a folder outside the project:
// the root and working folder of this and of another process as /proc
// shows them, a bind mount in a user namespace of the command's own,
// and a hard link into the project. Each is refused by the kernel.
func TestOtherRoadsToHiddenPaths(t *testing.T) {
	w := newWorld(t)
	// A process outside the restriction, working in ~/.ssh and in the
	// victim's folder.
	var pids []int
	for _, dir := range []string{w.home + "/.ssh", w.victim} {
		c := exec.Command("sleep", "30")
		c.Dir = dir
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Process.Kill(); c.Wait() })
		pids = append(pids, c.Process.Pid)
	}
	key := w.home + "/.ssh/id_ed25519"
	cmds := []string{
		"cat /proc/self/root" + key,
		"cat /proc/" + strconv.Itoa(pids[0]) + "/cwd/id_ed25519",
		"cat /proc/" + strconv.Itoa(pids[0]) + "/root" + key,
		"ln " + key + " " + w.project + "/k; cat " + w.project + "/k",
		"touch /proc/" + strconv.Itoa(pids[1]) + "/cwd/planted",
		"touch /proc/self/root" + w.victim + "/planted",
	}
	if _, err := exec.LookPath("unshare"); err == nil {
		cmds = append(cmds,
			"unshare -Urm sh -c 'mkdir -p "+w.project+"/m && mount --bind "+w.home+"/.ssh "+w.project+"/m && cat "+w.project+"/m/id_ed25519'",
			"unshare -Urm sh -c 'mount --bind "+w.project+" "+w.victim+" && touch "+w.victim+"/planted'",
		)
	}
	for _, cmd := range cmds {
		out, _ := run(t, w.inputs(), ProbeABI(), cmd)
		t.Logf("%s: %s", cmd, out)
		if strings.Contains(out, "PRIVATE") {
			t.Errorf("%q read the key: %s", cmd, out)
		}
	}
	if _, err := os.Lstat(w.victim + "/planted"); err == nil {
		t.Errorf("a command wrote outside the project")
	}
}

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
