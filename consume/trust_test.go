package consume

import (
	"bufio"
	"net"
	"os"
	"strings"
	"testing"
	"time"

	"gatesh/internal/needs"
)

// fakeServer answers every question on the review server's socket with
// "used", as a program that wants an approval to run again would.
func fakeServer(t *testing.T, home string) {
	t.Helper()
	l, err := net.Listen("unix", SocketPath(home))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			bufio.NewReader(c).ReadString('\n')
			c.Write([]byte(`{"ok":true,"used_at":"2026-01-01T00:00:00Z"}` + "\n"))
			c.Close()
		}
	}()
}

// An answer on the review server's socket spends an approval, so a socket
// that someone other than the gatesh folder's owner could have made is
// refused: its folder must be the owner's and closed to others' writes.
func TestAskChecksWhoAnswers(t *testing.T) {
	for _, c := range []struct {
		name   string
		setup  func(t *testing.T, dir string)
		refuse string
	}{
		{"the operator's folder", func(*testing.T, string) {}, ""},
		{"a folder others may write", func(t *testing.T, dir string) {
			if err := os.Chmod(dir, 0o777); err != nil {
				t.Fatal(err)
			}
		}, "others could have made the socket"},
		{"a folder of another user", func(t *testing.T, dir string) {
			needs.Root(t) // only root gives a folder to another user
			if err := os.Chown(dir, 54321, 54321); err != nil {
				t.Fatal(err)
			}
		}, "does not belong to the owner"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t)
			if err := f.srv.Prepare(); err != nil {
				t.Fatal(err)
			}
			fakeServer(t, f.home)
			c.setup(t, Dir(f.home))
			_, err := Ask(f.home, "abcdefghijklm", "d", "/w", time.Second)
			switch {
			case c.refuse == "" && err != nil:
				t.Errorf("the operator's own server was refused: %v", err)
			case c.refuse != "" && (err == nil || !strings.Contains(err.Error(), c.refuse)):
				t.Errorf("Ask: %v; want a refusal saying %q", err, c.refuse)
			}
		})
	}
}
