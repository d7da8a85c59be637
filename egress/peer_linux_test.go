package egress

import (
	"os"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/sys/unix"

	"gatesh/internal/needs"
)

// pair is a connected pair of Unix sockets of this process: each end's
// peer is this process.
func pair(t testing.TB) [2]int {
	t.Helper()
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { unix.Close(fds[0]); unix.Close(fds[1]) })
	return fds
}

func TestPeerCheck(t *testing.T) {
	fds := pair(t)
	self, err := ExeID("/proc/self/exe")
	if err != nil {
		t.Fatal(err)
	}
	p, err := peerOf(fds[0])
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if p.Pid != os.Getpid() || p.UID != os.Getuid() || !p.Alive() {
		t.Fatalf("the peer of a pair of this process's: %+v", p)
	}
	if why := p.notDaemon(self); why != "" {
		t.Errorf("this process, run from its own file, in its own namespaces: %s", why)
	}
	other, err := ExeID("/bin/sh")
	needs.Check(t, "sh", err)
	if why := p.notDaemon(other); !strings.Contains(why, "not the installed") {
		t.Errorf("another program file: %q", why)
	}
	if why := CheckClient(fds[1]); why != "" {
		t.Errorf("a client in the daemon's own namespace: %s", why)
	}
	if (peer{}).Alive() {
		t.Error("a peer whose process has ended is alive")
	}
}

// TestCheckClientReadsWhereTheConnectionWasMade: the daemon judges a
// client by the network namespace its socket was made in, not by where
// the process is when the daemon gets to it. A shim registers and joins
// without waiting, so by then it is inside; a command inside that
// connects stays refused even when the process is outside by then (here
// a thread of this process, whose other threads never left).
func TestCheckClientReadsWhereTheConnectionWasMade(t *testing.T) {
	if !connectionShowsNamespace(pair(t)[0]) {
		t.Skip("this kernel does not tell where a connection was made (SO_NETNS_COOKIE)")
	}
	sock := t.TempDir() + "/ctl.sock"
	l, err := unix.Socket(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer unix.Close(l)
	if err := unix.Bind(l, &unix.SockaddrUnix{Name: sock}); err != nil {
		t.Fatal(err)
	}
	if err := unix.Listen(l, 4); err != nil {
		t.Fatal(err)
	}
	// connectFrom connects to sock from a thread in a network namespace
	// of its own, which ends with the thread.
	errc := make(chan error, 1)
	go func() {
		runtime.LockOSThread() // never unlocked: the thread ends with the goroutine
		if err := unix.Unshare(unix.CLONE_NEWNET); err != nil {
			errc <- err
			return
		}
		fd, err := unix.Socket(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
		if err == nil {
			err = unix.Connect(fd, &unix.SockaddrUnix{Name: sock})
		}
		errc <- err
	}()
	if err := <-errc; err != nil {
		t.Skipf("cannot make a network namespace here: %v", err)
	}
	c, _, err := unix.Accept(l)
	if err != nil {
		t.Fatal(err)
	}
	defer unix.Close(c)
	if why := CheckClient(c); !strings.Contains(why, "another network namespace") {
		t.Errorf("a connection made in another network namespace, by a process whose other threads are outside: %q", why)
	}
	fds := pair(t)
	if why := CheckClient(fds[1]); why != "" {
		t.Errorf("a connection made in the daemon's namespace: %q", why)
	}
}

// BenchmarkPeerCheck is what checking the daemon adds to every command
// that joins a namespace: SO_PEERCRED, SO_PEERPIDFD, a stat of
// /proc/PID/exe, four readlinks and two signals 0.
func BenchmarkPeerCheck(b *testing.B) {
	fds := pair(b)
	self, err := ExeID("/proc/self/exe")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		p, err := peerOf(fds[0])
		if err != nil {
			b.Fatal(err)
		}
		if why := p.notDaemon(self); why != "" || !p.Alive() {
			b.Fatal(why)
		}
		p.Close()
	}
}
