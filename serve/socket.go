package serve

import (
	"errors"
	"fmt"
	"net"
	"os"
	"syscall"
	"time"

	"gatesh/consume"
)

// listenSocket opens the socket shims ask to use approvals on. A socket
// that another server answers is an error; one left by a server that died
// is replaced.
func listenSocket(home string) (*net.UnixListener, error) {
	path := consume.SocketPath(home)
	if _, err := os.Lstat(path); err == nil {
		c, err := net.DialTimeout("unix", path, time.Second)
		if err == nil {
			c.Close()
			return nil, fmt.Errorf("another gatesh serve answers on %s", path)
		}
		if err := os.Remove(path); err != nil {
			return nil, fmt.Errorf("removing the stale socket: %w", err)
		}
	}
	l, err := net.ListenUnix("unix", &net.UnixAddr{Name: path, Net: "unix"})
	if err != nil {
		return nil, fmt.Errorf("review server socket: %w", err)
	}
	// Who may ask is checked per connection with the kernel's credentials
	// of the peer (peercred_*.go); the agent's
	// user must be able to connect at all.
	if err := os.Chmod(path, 0o666); err != nil {
		l.Close()
		return nil, err
	}
	return l, nil
}

// serveSocket answers shims until l is closed.
func serveSocket(l *net.UnixListener, srv *consume.Server) {
	for {
		c, err := l.AcceptUnix()
		if errors.Is(err, net.ErrClosed) {
			return
		}
		if err != nil {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		go func() {
			defer c.Close()
			c.SetDeadline(time.Now().Add(consume.Timeout))
			p, err := peerCred(c)
			if err != nil {
				return
			}
			srv.Handle(c, p)
		}()
	}
}

// allowedPeers is who may ask: the operator (this user), root, and, when
// the queue folder is shared with a group as in the two-user setup,
// members of that group: the users that may write requests at all.
func allowedPeers(srv *consume.Server, queueDir string) func(consume.Peer) bool {
	own := os.Geteuid()
	shared := -1
	if info, err := os.Stat(queueDir); err == nil && info.Mode().Perm()&0o070 != 0 {
		if st, ok := info.Sys().(*syscall.Stat_t); ok {
			shared = int(st.Gid)
		}
	}
	return func(p consume.Peer) bool {
		return p.UID == own || p.UID == 0 || shared >= 0 && srv.InGroup(p, shared)
	}
}
