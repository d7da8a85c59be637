package peercred

import (
	"testing"

	"golang.org/x/sys/unix"
)

// TestSelfIsStatus: what the system calls say of this process is what
// /proc/self/status says, in its format, so that the two compare.
func TestSelfIsStatus(t *testing.T) {
	self, err := Self()
	if err != nil {
		t.Fatal(err)
	}
	st, err := StatusOf(0)
	if err != nil {
		t.Fatal(err)
	}
	if self != st {
		t.Errorf("Self %+v, /proc/self/status %+v", self, st)
	}
}

// TestProcessOfSelf: a pair of this process's sockets names this
// process, alive, running its own program, in its own namespaces.
func TestProcessOfSelf(t *testing.T) {
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer unix.Close(fds[0])
	defer unix.Close(fds[1])
	p, err := Peer(fds[0])
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	self, err := FileID("/proc/self/exe")
	if err != nil {
		t.Fatal(err)
	}
	if !p.Alive() || p.Pid != unix.Getpid() || !p.Runs(self) || p.OtherNamespace("user", "mnt", "net") != "" {
		t.Errorf("this process: %+v", p)
	}
	if (Process{}).Alive() {
		t.Error("no process is alive")
	}
}
