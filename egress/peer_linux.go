package egress

import (
	"errors"
	"fmt"
	"os"

	"golang.org/x/sys/unix"

	"gatesh/internal/peercred"
)

// Who is at the other end of a daemon's control socket. The shim checks
// the daemon, and the daemon checks the shim: a socket name proves
// nothing, since whoever can write its folder can bind another there.

// ImpostorError is what Join returns when the process answering on a
// daemon's socket is not a network daemon this gatesh could have started
// for the list it asked for. The command does not run.
type ImpostorError struct {
	Socket string
	Pid    int
	Why    string
}

func (e *ImpostorError) Error() string {
	return fmt.Sprintf("the socket %s is answered by pid %d, which is not a network daemon gatesh started: %s; remove the socket once you know who made it", e.Socket, e.Pid, e.Why)
}

func isImpostor(err error) bool {
	var ie *ImpostorError
	return errors.As(err, &ie)
}

// peer is the process that made the other end of a Unix socket.
type peer struct{ peercred.Process }

func peerOf(fd int) (peer, error) {
	p, err := peercred.Peer(fd)
	return peer{p}, err
}

// notDaemon says why the peer is not a network daemon this process could
// have started from the program file with identity exe, or "": it must
// run as this user, from that file, in this process's user and network
// namespaces. A command gatesh let run has none of these at once: it runs
// inside the allowlist's namespaces, and cannot leave them.
func (p peer) notDaemon(exe string) string {
	switch {
	case !p.Alive():
		return "the process that made the socket has ended"
	case p.UID != os.Getuid():
		return fmt.Sprintf("it runs as uid %d", p.UID)
	case !p.Runs(exe):
		return "its program is not the installed " + DaemonProgram
	}
	return p.notInOurNamespaces("user", "net")
}

// notInOurNamespaces says which of the kinds of namespace the peer does
// not share with this process, or "".
func (p peer) notInOurNamespaces(kinds ...string) string {
	if kind := p.OtherNamespace(kinds...); kind != "" {
		return fmt.Sprintf("it runs in another %s namespace than gatesh (a command's, or a container's)", kind)
	}
	return ""
}

// CheckClient says why the daemon must not answer the process at the
// other end of its control connection fd, or "": only a shim of the
// daemon's own user, outside the allowlist's namespace, asks it. A
// command inside the namespace could otherwise register tokens under
// other commands' names.
//
// Where the client was is read from the connection itself: the kernel
// makes the daemon's end of a Unix connection in the network namespace
// of the socket that connected, which a shim made before it joined the
// namespace, and a command made inside it (SO_NETNS_COOKIE, Linux 5.14).
// A shim does not wait for the daemon to read its registration, and by
// then it may have joined. On an older kernel the client process is
// checked where it is now, and the shim waits (see Register).
func CheckClient(fd int) string {
	p, err := peerOf(fd)
	if err != nil {
		return err.Error()
	}
	defer p.Close()
	if p.UID != os.Getuid() {
		return fmt.Sprintf("uid %d is not the daemon's user", p.UID)
	}
	if theirs, err := unix.GetsockoptUint64(fd, unix.SOL_SOCKET, unix.SO_NETNS_COOKIE); err == nil {
		ours, err := ownNetnsCookie()
		if err != nil {
			return "cannot tell this daemon's network namespace: " + err.Error()
		}
		if theirs != ours {
			return "it connected from another network namespace than the daemon's (a command's, or a container's)"
		}
		return ""
	}
	if !p.Alive() {
		return "the asking process has ended"
	}
	if why := p.notInOurNamespaces("net"); why != "" {
		return why
	}
	if !p.Alive() {
		return "the asking process has ended"
	}
	return ""
}

// ownNetnsCookie is the cookie of this process's network namespace.
func ownNetnsCookie() (uint64, error) {
	fd, err := unix.Socket(unix.AF_UNIX, unix.SOCK_DGRAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return 0, err
	}
	defer unix.Close(fd)
	return unix.GetsockoptUint64(fd, unix.SOL_SOCKET, unix.SO_NETNS_COOKIE)
}

// connectionShowsNamespace says whether this kernel tells a daemon the
// network namespace a connection was made from (SO_NETNS_COOKIE).
func connectionShowsNamespace(fd int) bool {
	_, err := unix.GetsockoptUint64(fd, unix.SOL_SOCKET, unix.SO_NETNS_COOKIE)
	return err == nil
}
