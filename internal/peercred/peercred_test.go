package peercred

import (
	"net"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// The peer of a socket this process connected to itself is this process.
func TestOfSelf(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s")
	l, err := net.ListenUnix("unix", &net.UnixAddr{Name: path, Net: "unix"})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	client, err := net.DialUnix("unix", nil, &net.UnixAddr{Name: path, Net: "unix"})
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	server, err := l.AcceptUnix()
	if err != nil {
		t.Fatal(err)
	}
	defer server.Close()
	raw, err := server.SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	p, err := Of(raw)
	if err != nil {
		t.Fatal(err)
	}
	if p.Pid != os.Getpid() || p.UID != os.Geteuid() || p.GID != os.Getegid() {
		t.Errorf("peer %+v, want pid %d uid %d gid %d", p, os.Getpid(), os.Geteuid(), os.Getegid())
	}
	if p.Groups != nil && !slices.Contains(p.Groups, os.Getegid()) {
		t.Errorf("the peer's groups %v lack its effective group %d", p.Groups, os.Getegid())
	}
}
