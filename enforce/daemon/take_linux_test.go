package daemon

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"gatesh/enforce"
	"gatesh/internal/peercred"
)

// publishedFor waits until the daemon of w publishes the ruleset of key.
func publishedFor(t *testing.T, w world, me identity, key string) {
	t.Helper()
	for deadline := time.Now().Add(3 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		rs, _, err := take(w.dir, me, key)
		if err == nil {
			rs.Close()
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the plan is not published: %v", err)
		}
	}
}

// daemonPid is the pid of the daemon of me in w.
func daemonPid(t *testing.T, w world, me identity) int {
	t.Helper()
	data, err := peercred.ReadSmall(pidFile(w.dir, me.key()), 32)
	must(t, err)
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	must(t, err)
	return pid
}

// TestTakeSeesAChangeMadeAfterBegin: a shim opens what the daemon
// publishes before its policy is known (Begin), and takes the ruleset
// once it is. A change made in between, while the shim works out the
// policy, is seen: the ruleset is not taken. The daemon is stopped
// first, so that it cannot have read the change and published another
// index: only its inotify queue, read when the ruleset is taken, tells.
func TestTakeSeesAChangeMadeAfterBegin(t *testing.T) {
	w := newWorld(t)
	w.start(t)
	pol := w.policy()
	if out, status := w.run(t, pol, false, "true"); status != 0 {
		t.Fatalf("first command: %d %s", status, out)
	}
	me, err := selfIdentity()
	must(t, err)
	key := RequestKey(pol, enforce.ProbeABI())
	publishedFor(t, w, me, key)

	pid := daemonPid(t, w, me)
	must(t, syscall.Kill(pid, syscall.SIGSTOP))
	t.Cleanup(func() { syscall.Kill(pid, syscall.SIGCONT) })

	d, err := openPublished(w.dir, me)
	must(t, err)
	defer d.close()
	// Nothing changed yet: it takes.
	rs, _, err := d.take(key)
	if err != nil {
		t.Fatalf("with nothing changed: %v", err)
	}
	rs.Close()
	// A new entry of the home folder: the plan lists its entries around
	// the hidden ~/.ssh.
	must(t, os.WriteFile(w.home+"/later.txt", []byte("LATER\n"), 0o644))
	if rs, _, err := d.take(key); !errors.Is(err, errNotPublished) {
		if rs != nil {
			rs.Close()
		}
		t.Fatalf("a change made after the index was read: took the ruleset built before it (err %v)", err)
	}
}

// TestTakingAsksWhenNothingIsPublished: a Taking begun where no daemon
// publishes still gets a ruleset, by asking (the daemon is started
// after Begin), and one begun by a process with no_new_privs asks none
// (ErrNotHere, as Ruleset).
func TestTakingAsksWhenNothingIsPublished(t *testing.T) {
	w := newWorld(t)
	taking := Begin(w.dir)
	w.start(t)
	rs, summary, err := taking.Ruleset(w.policy(), enforce.ProbeABI())
	if err != nil {
		t.Fatalf("Ruleset after Begin: %v", err)
	}
	rs.Close()
	if summary == "" {
		t.Error("no summary")
	}
	// Close after Ruleset releases nothing twice.
	taking.Close()
}
