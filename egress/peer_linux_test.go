package egress

import (
	"os"
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
	defer p.close()
	if p.pid != os.Getpid() || p.uid != os.Getuid() || !p.alive() {
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
	if (peer{pid: 0, pidfd: -1}).alive() {
		t.Error("a peer whose process has ended is alive")
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
		if why := p.notDaemon(self); why != "" || !p.alive() {
			b.Fatal(why)
		}
		p.close()
	}
}
