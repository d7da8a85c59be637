package serve

import (
	"net"

	"gatesh/consume"
	"gatesh/internal/peercred"
)

// peerCred asks the kernel who is on the other end of c. Where it cannot
// tell (a system other than Linux and macOS) the error lets nobody in:
// the shim then refuses to run an approval while the server runs.
func peerCred(c *net.UnixConn) (consume.Peer, error) {
	raw, err := c.SyscallConn()
	if err != nil {
		return consume.Peer{}, err
	}
	p, err := peercred.Of(raw)
	if err != nil {
		return consume.Peer{}, err
	}
	return consume.Peer{Pid: p.Pid, UID: p.UID, GID: p.GID, Groups: p.Groups}, nil
}
