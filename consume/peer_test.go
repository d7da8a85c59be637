package consume

import (
	"net"
	"testing"

	"gatesh/internal/peercred"
)

// peerOf is who is on the other end of c, as the review server asks it.
func peerOf(t *testing.T, c *net.UnixConn) Peer {
	raw, err := c.SyscallConn()
	if err != nil {
		t.Error(err)
		return Peer{}
	}
	p, err := peercred.Of(raw)
	if err != nil {
		t.Error(err)
		return Peer{}
	}
	return Peer{Pid: p.Pid, UID: p.UID, GID: p.GID, Groups: p.Groups}
}
