package egress

import (
	"bytes"
	"errors"
	"io"
	"os"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// socketPair is a session's end (non-blocking, as dialUnix makes it) and
// the daemon's end, as a file.
func socketPair(t *testing.T) (*sockConn, *os.File) {
	t.Helper()
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := unix.SetNonblock(fds[0], true); err != nil {
		t.Fatal(err)
	}
	c := &sockConn{fd: fds[0]}
	other := os.NewFile(uintptr(fds[1]), "daemon")
	t.Cleanup(func() { c.Close(); other.Close() })
	return c, other
}

// A write larger than the socket holds waits for the daemon to read,
// and all of it arrives: the socket is non-blocking, and a full one is
// waited on, not an error.
func TestSockConnWritesThroughAFullSocket(t *testing.T) {
	c, daemon := socketPair(t)
	want := bytes.Repeat([]byte("0123456789abcdef"), 1<<18) // 4 MiB
	got := make(chan []byte, 1)
	go func() {
		time.Sleep(50 * time.Millisecond)
		b, _ := io.ReadAll(io.LimitReader(daemon, int64(len(want))))
		got <- b
	}()
	if err := c.writeAll(want, time.Now().Add(10*time.Second)); err != nil {
		t.Fatalf("writeAll: %v", err)
	}
	if b := <-got; !bytes.Equal(b, want) {
		t.Fatalf("the daemon read %d bytes, want %d", len(b), len(want))
	}
}

// A daemon that never reads makes the write fail at the deadline: a
// command does not wait for it for ever.
func TestSockConnWriteDeadline(t *testing.T) {
	c, _ := socketPair(t)
	start := time.Now()
	err := c.writeAll(bytes.Repeat([]byte("x"), 4<<20), start.Add(100*time.Millisecond))
	if !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("writeAll to a daemon that never reads: %v, want a deadline error", err)
	}
	if d := time.Since(start); d < 100*time.Millisecond || d > 5*time.Second {
		t.Fatalf("writeAll gave up after %v, want about 100ms", d)
	}
}

// An answer that comes in pieces is read to its newline; one that never
// comes fails at the deadline.
func TestSockConnReadLine(t *testing.T) {
	c, daemon := socketPair(t)
	go func() {
		daemon.Write([]byte(`{"error":`))
		time.Sleep(50 * time.Millisecond)
		daemon.Write([]byte("\"no\"}\nmore"))
	}()
	line, err := c.readLine(time.Now().Add(10 * time.Second))
	if err != nil || string(line) != "{\"error\":\"no\"}\n" {
		t.Fatalf("readLine = %q, %v", line, err)
	}
	c2, _ := socketPair(t)
	if _, err := c2.readLine(time.Now().Add(50 * time.Millisecond)); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("readLine from a silent daemon: %v, want a deadline error", err)
	}
	c3, daemon3 := socketPair(t)
	daemon3.Close()
	if _, err := c3.readLine(time.Now().Add(time.Second)); err == nil {
		t.Fatal("readLine from a closed connection: no error")
	}
}

// A session that never connected closes nothing (fd 0 is stdin).
func TestSessionCloseWithoutConnection(t *testing.T) {
	if _, err := unix.FcntlInt(0, unix.F_GETFD, 0); err != nil {
		t.Skip("no fd 0 to lose")
	}
	var s Session
	s.Close()
	if _, err := unix.FcntlInt(0, unix.F_GETFD, 0); err != nil {
		t.Fatalf("fd 0 after closing an unconnected session: %v", err)
	}
}
