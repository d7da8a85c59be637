package shim

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"gatesh/internal/ptytest"
	"gatesh/queue"
)

// heldRequest holds cmd in g and returns the id of its request.
func (g *gateshEnv) heldRequest(t *testing.T, cmd string) string {
	t.Helper()
	if err := g.command("-c", cmd).Run(); exitStatusOf(err) != ExitHeld {
		t.Fatalf("%s: %v, want held", cmd, err)
	}
	out, err := g.command("pending", "--json").Output()
	must(t, err)
	var list []struct {
		ID      string `json:"id"`
		Command string `json:"command"`
	}
	must(t, json.Unmarshal(out, &list))
	for _, r := range list {
		if r.Command == cmd {
			return r.ID
		}
	}
	t.Fatalf("no request for %q in %s", cmd, out)
	return ""
}

// rewrite changes a pending request's command as the agent's user can in
// the two-user setup, where that user may write the queue.
func (g *gateshEnv) rewrite(t *testing.T, id, command string) {
	t.Helper()
	path := filepath.Join(g.home, "queue", id+".json")
	raw, err := os.ReadFile(path)
	must(t, err)
	var file map[string]any
	must(t, json.Unmarshal(raw, &file))
	file["command"] = command
	file["command_digest"] = queue.Subject{Command: command}.Digest()
	raw, err = json.Marshal(file)
	must(t, err)
	must(t, os.WriteFile(path, raw, 0o600))
}

func (g *gateshEnv) status(t *testing.T, id string) string {
	t.Helper()
	out, err := g.command("show", id).Output()
	must(t, err)
	first, _, _ := strings.Cut(string(out), "\n")
	return first
}

var shownLine = regexp.MustCompile(`gatesh approve --shown ([0-9a-f]+) (\S+)`)

// `gatesh show` then `gatesh approve --shown` approves what was shown, or
// nothing: a request rewritten between the two is refused.
func TestApproveIsOfWhatShowPrinted(t *testing.T) {
	g := newGateshEnv(t)
	for _, dir := range []string{"harmless", "victim"} {
		must(t, os.Mkdir(filepath.Join(g.dir, dir), 0o755))
		must(t, os.WriteFile(filepath.Join(g.dir, dir, "keep"), []byte("data"), 0o600))
	}
	id := g.heldRequest(t, "rm -rf harmless")
	out, err := g.command("show", id).Output()
	must(t, err)
	m := shownLine.FindStringSubmatch(string(out))
	if m == nil || m[2] != id || len(m[1]) != shownDigestLen {
		t.Fatalf("show prints no approve --shown line for %s:\n%s", id, out)
	}
	digest := m[1]

	g.rewrite(t, id, "rm -rf victim")
	var stderr bytes.Buffer
	cmd := g.command("approve", "--shown", digest, id)
	cmd.Stderr = &stderr
	if err := cmd.Run(); exitStatusOf(err) != ExitFailed {
		t.Fatalf("approve --shown of a rewritten request: %v, want refused\n%s", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "changed since it was shown") {
		t.Errorf("the refusal does not say why: %s", stderr.String())
	}
	if got := g.status(t, id); !strings.HasSuffix(got, "pending") {
		t.Fatalf("after a refused approval: %s", got)
	}
	log, err := os.ReadFile(filepath.Join(g.home, "audit.jsonl"))
	must(t, err)
	if strings.Contains(string(log), `"event":"approved"`) {
		t.Fatalf("the log holds an approval:\n%s", log)
	}

	// Digits that are not a digest, or too few of them, approve nothing.
	for _, bad := range []string{"xyz", digest[:8], "--"} {
		if err := g.command("approve", "--shown", bad, id).Run(); exitStatusOf(err) != ExitFailed {
			t.Errorf("approve --shown %q: %v, want refused", bad, err)
		}
	}

	// Shown anew, the same request is approved as it now reads.
	out, err = g.command("show", id).Output()
	must(t, err)
	m = shownLine.FindStringSubmatch(string(out))
	if m == nil || m[1] == digest {
		t.Fatalf("show after the rewrite gives the same digest:\n%s", out)
	}
	if out, err := g.command("approve", "--shown", strings.ToUpper(m[1]), id).CombinedOutput(); err != nil {
		t.Fatalf("approve --shown of the request as shown: %v\n%s", err, out)
	}
	if got := g.status(t, id); !strings.HasSuffix(got, "approved") {
		t.Fatalf("after approve --shown: %s", got)
	}
	for _, dir := range []string{"harmless", "victim"} {
		if _, err := os.Stat(filepath.Join(g.dir, dir, "keep")); err != nil {
			t.Fatalf("%s: %v", dir, err)
		}
	}
}

// `gatesh review` approves a request as the operator read it on the
// terminal: one rewritten while the prompt waited is not approved.
func TestReviewApprovesWhatItShowed(t *testing.T) {
	g := newGateshEnv(t)
	must(t, os.Mkdir(filepath.Join(g.dir, "harmless"), 0o755))
	id := g.heldRequest(t, "rm -rf harmless")

	master, slave := ptytest.Open(t)
	cmd := g.command("review")
	var stderr bytes.Buffer
	cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, io.Discard, &stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	var mu sync.Mutex
	var screen bytes.Buffer
	done := make(chan struct{})
	go func() {
		defer close(done)
		buf := make([]byte, 4096)
		for {
			n, err := master.Read(buf)
			mu.Lock()
			screen.Write(buf[:n])
			mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	must(t, cmd.Start())
	shown := func() string {
		mu.Lock()
		defer mu.Unlock()
		return screen.String()
	}
	for deadline := time.Now().Add(30 * time.Second); !strings.Contains(shown(), "approve?"); {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("review never asked:\n%s\n%s", shown(), stderr.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	// The operator reads rm -rf harmless; the agent's user rewrites it.
	g.rewrite(t, id, "rm -rf victim")
	if _, err := master.Write([]byte("y\n\x04")); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	slave.Close()
	<-done
	if !strings.Contains(shown(), "rm -rf harmless") {
		t.Fatalf("review did not show the request:\n%s", shown())
	}
	if exitStatusOf(err) == 0 {
		t.Errorf("review reported success for a refused approval\n%s", stderr.String())
	}
	if got := g.status(t, id); !strings.HasSuffix(got, "pending") {
		t.Fatalf("review approved a request rewritten after it was shown: %s\n%s", got, stderr.String())
	}
	if !strings.Contains(stderr.String(), "changed since it was shown") {
		t.Errorf("the refusal does not say why: %s", stderr.String())
	}
}
