package shim

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"gatesh/config"
	"gatesh/consume"
	"gatesh/serve"
)

// twoUser is the setup of TestTwoUserSetup: run runs gatesh as the agent
// (true) or as the operator (false).
type twoUser struct {
	run        func(asAgent bool, args ...string) (string, int)
	home, work string
	uid, gid   int
}

// asAgent runs a shell command as the agent's user, as a green program the
// agent wrote could.
func (u twoUser) asAgent(t *testing.T, script string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command("sh", append([]string{"-c", script, "agent"}, args...)...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(u.uid), Gid: uint32(u.gid)}}
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// unuse sets a used request back to approved, as the agent's user, through
// the queue folder it may write.
func (u twoUser) unuse(t *testing.T, id string) {
	t.Helper()
	out, err := u.asAgent(t, `sed 's/"status": "used"/"status": "approved"/' "$1" > "$1.new" && mv "$1.new" "$1" && grep -q '"status": "approved"' "$1"`,
		filepath.Join(u.home, "queue", id+".json"))
	if err != nil {
		t.Fatalf("the agent could not set request %s back: %v %s", id, err, out)
	}
}

func (u twoUser) victim(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(u.work, "victim")
	must(t, os.MkdirAll(dir, 0o755))
	must(t, os.WriteFile(filepath.Join(dir, "keep.txt"), []byte("x"), 0o644))
	must(t, os.Chown(dir, u.uid, u.gid))
	return dir
}

// testReplay is the attack the review server closes: the agent's user sets
// its used approval back to approved and runs the command again.
func testReplay(t *testing.T, u twoUser, usedID string) {
	// Without a server the shim records the use itself, in a folder the
	// agent's user may write: the replay runs again. This is the gap the
	// README states.
	victim := u.victim(t)
	u.unuse(t, usedID)
	if out, status := u.run(true, "-c", "rm -rf victim"); status != 0 || !strings.Contains(out, "approved: request "+usedID) {
		t.Fatalf("replay without a server: %d %s; the gap it documents is gone, update the README", status, out)
	}
	if _, err := os.Stat(victim); !os.IsNotExist(err) {
		t.Fatal("replay without a server did not run")
	}

	// With the operator's server running, the server uses the approval and
	// records it where the agent's user cannot write.
	cfg, err := config.Load(u.home)
	must(t, err)
	srv, err := serve.Start(serve.Options{Config: cfg, Addr: "127.0.0.1:0", User: "operator"})
	if err != nil {
		t.Fatal(err)
	}
	stopped := false
	defer func() {
		if !stopped {
			srv.Close()
		}
	}()
	victim = u.victim(t)
	out, status := u.run(true, "-c", "rm -rf victim")
	if status != ExitHeld {
		t.Fatalf("new request: %d %s", status, out)
	}
	id := requestID(t, out)
	if out, status := u.run(false, "approve", id); status != 0 {
		t.Fatalf("operator approve: %d %s", status, out)
	}
	if out, status := u.run(true, "-c", "rm -rf victim"); status != 0 {
		t.Fatalf("approved re-run through the server: %d %s", status, out)
	}
	if _, err := os.Stat(victim); !os.IsNotExist(err) {
		t.Fatal("the approved command did not run")
	}
	if ok, err := consume.Recorded(u.home, id); !ok || err != nil {
		t.Fatalf("the server recorded no use: %v %v", ok, err)
	}

	victim = u.victim(t)
	u.unuse(t, id)
	out, status = u.run(true, "-c", "rm -rf victim")
	if status != ExitDenied || !strings.Contains(out, "already used") {
		t.Errorf("replay with the server: %d %s, want 77 and already used", status, out)
	}
	if _, err := os.Stat(filepath.Join(victim, "keep.txt")); err != nil {
		t.Fatal("the replay ran with the server running")
	}
	// The agent's user can neither remove the record nor the socket.
	record := filepath.Join(consume.UsedDir(u.home), id+".json")
	if out, err := u.asAgent(t, `rm -f "$1" "$2"`, record, consume.SocketPath(u.home)); err == nil {
		t.Errorf("the agent's user removed the record or the socket: %s", out)
	}
	if _, err := os.Stat(record); err != nil {
		t.Fatal("the record is gone")
	}

	// Once the server stops, the record still refuses the replay.
	srv.Close()
	stopped = true
	if _, err := os.Stat(consume.SocketPath(u.home)); !os.IsNotExist(err) {
		t.Error("the socket outlived the server")
	}
	out, status = u.run(true, "-c", "rm -rf victim")
	if status != ExitDenied {
		t.Errorf("replay after the server stopped: %d %s, want 77", status, out)
	}
	if _, err := os.Stat(filepath.Join(victim, "keep.txt")); err != nil {
		t.Fatal("the replay ran after the server stopped")
	}
}
