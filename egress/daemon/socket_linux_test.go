package daemon

import (
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// A daemon that ends removes its control socket only while the path is
// still its own: a newer daemon that took the path over meanwhile keeps
// serving on it.
func TestDaemonRemovesOnlyItsOwnSocket(t *testing.T) {
	w := newNSWorld(t)
	sess := w.join(t, []string{"example.org"}, "echo one")
	socks, _ := filepath.Glob(filepath.Join(w.dir, "*.sock"))
	if len(socks) != 1 {
		t.Fatalf("sockets: %v", socks)
	}
	sock := socks[0]
	pid := socketMaker(t, sock)

	// The newer daemon: it takes the path over, as a shim's new daemon
	// does once the old one stops answering.
	if err := os.Remove(sock); err != nil {
		t.Fatal(err)
	}
	newer, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer newer.Close()
	killHolder(sess.Pid) // the old daemon ends with its holder
	waitEnded(t, pid)
	if _, err := os.Lstat(sock); err != nil {
		t.Fatalf("the old daemon, ending, removed the socket the newer one serves: %v", err)
	}
	c, err := net.Dial("unix", sock)
	if err != nil {
		t.Fatalf("the newer daemon's socket does not answer: %v", err)
	}
	c.Close()
}

// A daemon that ends with its own socket in place removes it.
func TestDaemonRemovesItsSocket(t *testing.T) {
	w := newNSWorld(t)
	sess := w.join(t, []string{"example.org"}, "echo one")
	socks, _ := filepath.Glob(filepath.Join(w.dir, "*.sock"))
	if len(socks) != 1 {
		t.Fatalf("sockets: %v", socks)
	}
	pid := socketMaker(t, socks[0])
	killHolder(sess.Pid)
	waitEnded(t, pid)
	if _, err := os.Lstat(socks[0]); !os.IsNotExist(err) {
		t.Fatalf("the ended daemon's socket: %v", err)
	}
}

// socketMaker is the pid of the process that answers on sock.
func socketMaker(t *testing.T, sock string) int {
	t.Helper()
	c, err := net.Dial("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	raw, err := c.(*net.UnixConn).SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	var cred *unix.Ucred
	var cerr error
	raw.Control(func(fd uintptr) { cred, cerr = unix.GetsockoptUcred(int(fd), unix.SOL_SOCKET, unix.SO_PEERCRED) })
	if cerr != nil {
		t.Fatal(cerr)
	}
	return int(cred.Pid)
}

// waitEnded waits until process pid has exited (it may stay a zombie of
// this test process, which started it).
func waitEnded(t *testing.T, pid int) {
	t.Helper()
	for range 3000 {
		stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil {
			return
		}
		if f := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:])); len(f) > 0 && f[0] == "Z" {
			var ws syscall.WaitStatus
			syscall.Wait4(pid, &ws, syscall.WNOHANG, nil)
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("the daemon %d did not end", pid)
}
