package consume

import (
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"gatesh/keys"
	"gatesh/queue"
)

type fixture struct {
	home   string
	q      *queue.Queue
	signer *keys.Signer
	v      *keys.Verifier
	srv    *Server
	now    time.Time
	// deny makes the server refuse every peer.
	deny atomic.Bool
}

func setup(t *testing.T) *fixture {
	t.Helper()
	home, err := os.MkdirTemp("", "gc-") // short: a socket path has at most 107 bytes
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(home) })
	priv, pub := keys.Paths(filepath.Join(home, "keys"))
	if err := keys.Generate(priv, pub); err != nil {
		t.Fatal(err)
	}
	f := &fixture{home: home, now: time.Now().UTC()}
	f.signer, _ = keys.LoadSigner(priv)
	f.v, _ = keys.LoadVerifier(pub)
	f.q, err = queue.Open(filepath.Join(home, "queue"), time.Now, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	f.srv = &Server{Home: home, Queue: f.q, Verifier: f.v, Allowed: func(p Peer) bool { return !f.deny.Load() && p.UID == os.Geteuid() }}
	return f
}

// listen runs the server on its socket until the test ends, as the review
// server does: one question per connection, the peer from SO_PEERCRED.
func (f *fixture) listen(t *testing.T) {
	t.Helper()
	if err := f.srv.Prepare(); err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("unix", SocketPath(f.home))
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	t.Cleanup(func() { l.Close(); wg.Wait() })
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer c.Close()
				c.SetDeadline(time.Now().Add(5 * time.Second))
				f.srv.Handle(c, peerOf(t, c.(*net.UnixConn)))
			}()
		}
	}()
}

func (f *fixture) approved(t *testing.T, cmd string) queue.Request {
	t.Helper()
	req, _, err := f.q.Submit(queue.NewRequest{Command: cmd, Cwd: "/w", Tier: "red"})
	if err != nil {
		t.Fatal(err)
	}
	if req, err = f.q.Approve(req.ID, f.signer, "alice", ""); err != nil {
		t.Fatal(err)
	}
	return req
}

// flip rewrites a used request file back to approved, as a hostile agent
// user with write access to the queue folder could.
func (f *fixture) flip(t *testing.T, id string) {
	t.Helper()
	path := filepath.Join(f.q.Dir(), id+".json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	flipped := strings.Replace(string(data), `"status": "used"`, `"status": "approved"`, 1)
	if flipped == string(data) {
		t.Fatalf("request %s is not marked used:\n%s", id, data)
	}
	if err := os.WriteFile(path, []byte(flipped), 0o640); err != nil {
		t.Fatal(err)
	}
	if st, err := f.q.Get(id, f.v); err != nil || st.Status != queue.Approved {
		t.Fatalf("the flipped file should read as a valid approval: %v %v", st.Status, err)
	}
}

func TestNoServer(t *testing.T) {
	f := setup(t)
	if _, err := Ask(f.home, "abcdefghijklm", "d", "/w", time.Second); !errors.Is(err, ErrNoServer) {
		t.Fatalf("no socket: %v, want ErrNoServer", err)
	}
	// A socket left by a server that died is not "no server": refuse.
	if err := f.srv.Prepare(); err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("unix", SocketPath(f.home))
	if err != nil {
		t.Fatal(err)
	}
	l.(*net.UnixListener).SetUnlinkOnClose(false)
	l.Close()
	_, err = Ask(f.home, "abcdefghijklm", "d", "/w", time.Second)
	if err == nil || errors.Is(err, ErrNoServer) || !strings.Contains(err.Error(), "does not answer") {
		t.Fatalf("stale socket: %v, want a refusal", err)
	}
}

func TestServerUsesOnce(t *testing.T) {
	f := setup(t)
	f.listen(t)
	var seen []Record
	var mu sync.Mutex
	f.srv.OnUse = func(r Record) { mu.Lock(); seen = append(seen, r); mu.Unlock() }
	req := f.approved(t, "rm -rf build")
	digest := queue.Digest(req.Command)

	usedAt, err := Ask(f.home, req.ID, digest, "/w", time.Second)
	if err != nil || usedAt.IsZero() {
		t.Fatalf("first use: %v %v", usedAt, err)
	}
	if ok, err := Recorded(f.home, req.ID); !ok || err != nil {
		t.Fatalf("no record of the use: %v %v", ok, err)
	}
	if st, _ := f.q.Get(req.ID, f.v); st.Status != queue.Used {
		t.Errorf("request file says %s, want used", st.Status)
	}
	if len(seen) != 1 || seen[0].Pid != os.Getpid() || seen[0].UID != os.Geteuid() {
		t.Errorf("OnUse saw %+v, want one use by this process", seen)
	}
	if _, err := Ask(f.home, req.ID, digest, "/w", time.Second); !errors.Is(err, queue.ErrUsed) {
		t.Errorf("second use: %v, want ErrUsed", err)
	}
	// The replay: the file is set back to approved; the record still refuses.
	f.flip(t, req.ID)
	if _, err := Ask(f.home, req.ID, digest, "/w", time.Second); !errors.Is(err, queue.ErrUsed) {
		t.Errorf("replay after the file was set back: %v, want ErrUsed", err)
	}
	info, err := os.Stat(UsedDir(f.home))
	if err != nil || info.Mode().Perm()&0o022 != 0 {
		t.Errorf("record folder: %v %v, want writable by the operator only", err, info.Mode())
	}
}

func TestServerRefuses(t *testing.T) {
	f := setup(t)
	f.listen(t)
	pending, _, _ := f.q.Submit(queue.NewRequest{Command: "rm -rf a", Cwd: "/w", Tier: "red"})
	rejected, _, _ := f.q.Submit(queue.NewRequest{Command: "rm -rf b", Cwd: "/w", Tier: "red"})
	if _, err := f.q.Reject(rejected.ID, f.signer, "alice", "no"); err != nil {
		t.Fatal(err)
	}
	approved := f.approved(t, "rm -rf c")
	for _, tc := range []struct {
		name, id, digest, cwd string
		want                  error
	}{
		{"pending", pending.ID, pending.CommandDigest, "/w", queue.ErrPending},
		{"rejected", rejected.ID, rejected.CommandDigest, "/w", queue.ErrRejected},
		{"other command", approved.ID, queue.Digest("rm -rf d"), "/w", queue.ErrMismatch},
		{"other folder", approved.ID, approved.CommandDigest, "/elsewhere", queue.ErrMismatch},
		{"prefix", approved.ID[:5], approved.CommandDigest, "/w", queue.ErrNotFound},
		{"path", "../../x", approved.CommandDigest, "/w", queue.ErrNotFound},
	} {
		if _, err := Ask(f.home, tc.id, tc.digest, tc.cwd, time.Second); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
	// A refused use leaves no record: the right command still runs once.
	if ok, _ := Recorded(f.home, approved.ID); ok {
		t.Fatal("a mismatched question spent the approval")
	}
	if _, err := Ask(f.home, approved.ID, approved.CommandDigest, "/w", time.Second); err != nil {
		t.Errorf("the approved command: %v", err)
	}

	// A user the server does not serve is refused before anything is read.
	f.deny.Store(true)
	other := f.approved(t, "rm -rf e")
	if _, err := Ask(f.home, other.ID, other.CommandDigest, "/w", time.Second); !errors.Is(err, ErrDenied) {
		t.Errorf("denied peer: %v, want ErrDenied", err)
	}
	if ok, _ := Recorded(f.home, other.ID); ok {
		t.Error("a denied peer spent an approval")
	}
}

// Of many shims asking at once for one approval, exactly one runs it.
func TestServerRace(t *testing.T) {
	f := setup(t)
	f.listen(t)
	req := f.approved(t, "git push --force")
	const n = 12
	errs := make(chan error, n)
	var start sync.WaitGroup
	start.Add(1)
	for range n {
		go func() {
			start.Wait()
			_, err := Ask(f.home, req.ID, req.CommandDigest, "/w", 5*time.Second)
			errs <- err
		}()
	}
	start.Done()
	ran := 0
	for range n {
		err := <-errs
		switch {
		case err == nil:
			ran++
		case !errors.Is(err, queue.ErrUsed):
			t.Errorf("unexpected error: %v", err)
		}
	}
	if ran != 1 {
		t.Fatalf("%d uses ran, want exactly 1", ran)
	}
}

func TestPrepareRefusesSharedFolder(t *testing.T) {
	f := setup(t)
	if err := os.Mkdir(Dir(f.home), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(Dir(f.home), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := f.srv.Prepare(); err == nil || !strings.Contains(err.Error(), "chmod go-w") {
		t.Fatalf("Prepare on a world-writable folder: %v", err)
	}
}

// A strict umask must not hide the socket and the records from the agent.
func TestPrepareModes(t *testing.T) {
	f := setup(t)
	old := syscall.Umask(0o077)
	err := f.srv.Prepare()
	syscall.Umask(old)
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{Dir(f.home), UsedDir(f.home)} {
		if info, err := os.Stat(dir); err != nil || info.Mode().Perm() != 0o755 {
			t.Errorf("%s: %v, want mode 0755", dir, info.Mode())
		}
	}
}

func TestPrune(t *testing.T) {
	f := setup(t)
	if err := f.srv.Prepare(); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	for id, exp := range map[string]time.Time{"aaaaaaaaaaaaa": now.Add(-time.Hour), "bbbbbbbbbbbbb": now.Add(time.Hour)} {
		if err := writeRecord(f.home, Record{ID: id, ExpiresAt: exp}); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(recordPath(f.home, "ccccccccccccc"), []byte("not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	n, err := f.srv.Prune(now)
	if err != nil || n != 1 {
		t.Fatalf("Prune = %d, %v; want 1", n, err)
	}
	for id, want := range map[string]bool{"aaaaaaaaaaaaa": false, "bbbbbbbbbbbbb": true, "ccccccccccccc": true} {
		if ok, _ := Recorded(f.home, id); ok != want {
			t.Errorf("%s recorded = %v after Prune, want %v", id, ok, want)
		}
	}
}

func TestInGroup(t *testing.T) {
	proc := t.TempDir()
	if err := os.MkdirAll(filepath.Join(proc, "42"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(proc, "42", "status"), []byte("Name:\tbash\nGroups:\t27 1001 1005 \nUid:\t1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := &Server{Proc: proc}
	for _, tc := range []struct {
		p    Peer
		gid  int
		want bool
	}{
		{Peer{Pid: 42, GID: 100}, 100, true},
		{Peer{Pid: 42, GID: 100}, 1005, true},
		{Peer{Pid: 42, GID: 100}, 100 + 5, false},
		{Peer{Pid: 43, GID: 100}, 1005, false},
		// Groups from the credential itself (macOS) are the whole answer:
		// /proc, which may hold another process under a reused pid, is
		// not read.
		{Peer{Pid: 42, GID: 100, Groups: []int{100, 20}}, 20, true},
		{Peer{Pid: 42, GID: 100, Groups: []int{100, 20}}, 1005, false},
		{Peer{Pid: 43, GID: 100, Groups: []int{}}, 1005, false},
	} {
		if got := s.InGroup(tc.p, tc.gid); got != tc.want {
			t.Errorf("InGroup(%+v, %d) = %v", tc.p, tc.gid, got)
		}
	}
}
