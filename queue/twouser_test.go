package queue

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"gatesh/internal/needs"
	"gatesh/keys"
)

// The agent's side of the two-user setup, run as another Unix user. The
// first argument after the flags names the step.
func agentHelper() int {
	env := os.Getenv
	now, err := time.Parse(time.RFC3339Nano, env("HELPER_NOW"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return helperFail
	}
	q, err := Open(env("HELPER_QUEUE"), func() time.Time { return now }, time.Hour)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return helperFail
	}
	v, err := keys.LoadVerifier(env("HELPER_PUB"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return helperFail
	}
	cmd, cwd := env("HELPER_CMD"), env("HELPER_CWD")
	report := func(err error) int {
		if err != nil {
			fmt.Println(err)
			return helperFail
		}
		fmt.Println("ok")
		return helperRan
	}
	switch env("HELPER_STEP") {
	case "submit":
		req, _, err := q.Submit(NewRequest{Command: cmd, Cwd: cwd, Tier: "red"})
		if err != nil {
			return report(err)
		}
		fmt.Println(req.ID)
		return helperRan
	case "read-private-key":
		_, err := keys.LoadSigner(env("HELPER_PRIV"))
		return report(err)
	case "forge":
		// Rewrite its own request to say approved, as a confused agent could.
		path := q.path(env("HELPER_ID"))
		data, err := os.ReadFile(path)
		if err != nil {
			return report(err)
		}
		forged := strings.Replace(string(data), `"status": "pending"`, `"status": "approved"`, 1)
		if err := os.WriteFile(path+".new", []byte(forged), 0o640); err != nil {
			return report(err)
		}
		return report(os.Rename(path+".new", path))
	case "use":
		_, err := q.Use(env("HELPER_ID"), Digest(cmd), cwd, v)
		return report(err)
	}
	return helperFail
}

// TestTwoUserSetup runs the agent's steps as the unprivileged user nobody
// against a setgid queue folder shared with the operator (this process),
// whose private key sits in a folder only the operator can read.
func TestTwoUserSetup(t *testing.T) {
	needs.Root(t)         // to run the agent as another user
	const agentID = 65534 // nobody:nogroup
	base, err := os.MkdirTemp("", "gatesh-two-user-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(base) })
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Chmod(base, 0o755))
	binary := filepath.Join(base, "queue.test")
	copyFile(t, os.Args[0], binary, 0o755)

	home := filepath.Join(base, "home")
	queueDir := filepath.Join(home, "queue")
	must(os.MkdirAll(queueDir, 0o755))
	must(os.Chown(queueDir, 0, agentID))
	must(os.Chmod(queueDir, 0o770|fs.ModeSetgid))
	priv := filepath.Join(base, "operator", "operator.key")
	_, pub := keys.Paths(filepath.Join(home, "keys"))
	must(keys.Generate(priv, pub))
	must(os.Chmod(filepath.Join(home, "keys"), 0o755))
	signer, err := keys.LoadSigner(priv)
	must(err)

	clock := &fakeClock{t: start}
	q, err := Open(queueDir, clock.Now, time.Hour)
	must(err)
	const cmd, cwd = "git push --force", "/srv/repo"
	agent := func(step, id string) (string, int) {
		t.Helper()
		c := exec.Command(binary, "-test.run=^$")
		c.Env = append(os.Environ(), helperEnv+"=agent", "HELPER_STEP="+step, "HELPER_ID="+id,
			"HELPER_NOW="+start.Format(time.RFC3339Nano), "HELPER_QUEUE="+queueDir, "HELPER_PUB="+pub,
			"HELPER_PRIV="+priv, "HELPER_CMD="+cmd, "HELPER_CWD="+cwd)
		c.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: agentID, Gid: agentID}}
		c.Stderr = os.Stderr
		out, err := c.Output()
		var exit *exec.ExitError
		if err != nil && !errors.As(err, &exit) {
			t.Fatal(err)
		}
		return strings.TrimSpace(string(out)), c.ProcessState.ExitCode()
	}

	id, code := agent("submit", "")
	if code != helperRan || len(id) != idLen {
		t.Fatalf("agent could not submit: %q, exit %d", id, code)
	}
	st, err := q.Get(id, signer.Verifier())
	if err != nil || st.Status != Pending {
		t.Fatalf("operator reading the agent's request: %+v, %v", st, err)
	}
	if out, code := agent("read-private-key", ""); code == helperRan || !strings.Contains(out, "permission denied") {
		t.Errorf("agent read the operator's private key: %q, exit %d", out, code)
	}
	if out, code := agent("forge", id); code != helperRan {
		t.Fatalf("forge step failed: %q", out)
	}
	if out, _ := agent("use", id); !strings.Contains(out, ErrForged.Error()) {
		t.Errorf("agent used its own hand-written approval: %q", out)
	}
	if _, err := q.Approve(id, signer, "operator", "checked"); err != nil {
		t.Fatal(err)
	}
	if out, code := agent("use", id); code != helperRan {
		t.Errorf("agent could not use the operator's approval: %q", out)
	}
	if out, _ := agent("use", id); !strings.Contains(out, ErrUsed.Error()) {
		t.Errorf("second use: %q, want it refused as used", out)
	}
}

func copyFile(t *testing.T, from, to string, mode fs.FileMode) {
	t.Helper()
	src, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(dst, src); err != nil {
		t.Fatal(err)
	}
	if err := dst.Close(); err != nil {
		t.Fatal(err)
	}
}
