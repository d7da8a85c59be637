package consume

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"gatesh/internal/peercred"
)

// ErrNoServer means no review server runs: its socket does not exist.
// Only then may the shim record a use itself.
var ErrNoServer = errors.New("no review server runs")

// Timeout bounds one question to the server.
const Timeout = 5 * time.Second

// Ask asks the review server to use the approval of request id for the
// command with this digest run in cwd. A nil error means the server has
// recorded the use and the caller may run the command once; of any number
// of askers exactly one gets nil. Errors: ErrNoServer when no server runs;
// the queue's sentinels (queue.ErrUsed, queue.ErrPending, ...) as Queue.Use
// returns them; ErrDenied; any other error when a socket exists but no
// server answers it, which must be taken as a refusal.
//
// It speaks through plain system calls: the net package would make every
// gatesh start load the C library.
func Ask(home, id, digest, cwd string, timeout time.Duration) (usedAt time.Time, err error) {
	path := SocketPath(home)
	// No socket, no server. Looking first matters inside a sandbox that
	// forbids sockets (Codex's workspace-write): there socket(2) itself
	// fails, and the approval could never be used without a server.
	if _, err := os.Lstat(path); errors.Is(err, os.ErrNotExist) {
		return time.Time{}, ErrNoServer
	}
	fd, err := streamSocket()
	if err != nil {
		return time.Time{}, fmt.Errorf("review server socket: %w", err)
	}
	defer unix.Close(fd)
	tv := unix.NsecToTimeval(timeout.Nanoseconds())
	for _, opt := range []int{unix.SO_SNDTIMEO, unix.SO_RCVTIMEO} {
		if err := unix.SetsockoptTimeval(fd, unix.SOL_SOCKET, opt, &tv); err != nil {
			return time.Time{}, fmt.Errorf("review server socket: %w", err)
		}
	}
	err = retry(func() error { return unix.Connect(fd, &unix.SockaddrUnix{Name: path}) })
	switch {
	case errors.Is(err, unix.ENOENT):
		return time.Time{}, ErrNoServer
	case err != nil:
		return time.Time{}, fmt.Errorf("review server at %s does not answer (%w): start gatesh serve again, or remove the socket to let gatesh record uses itself", path, err)
	}
	if err := checkServer(home, fd); err != nil {
		return time.Time{}, fmt.Errorf("the review server socket %s is not to be trusted: %w", path, err)
	}
	line, err := encodeLine(ask{Op: "use", ID: id, Digest: digest, Cwd: cwd})
	if err != nil {
		return time.Time{}, err
	}
	werr := writeAll(fd, line)
	// A server that refuses may answer before it has read everything.
	reply, err := readLine(fd)
	if err != nil {
		return time.Time{}, fmt.Errorf("asking the review server: %w", errors.Join(werr, err))
	}
	var a answer
	if err := json.Unmarshal(reply, &a); err != nil {
		return time.Time{}, fmt.Errorf("the review server's answer: %w", err)
	}
	if err := a.err(); err != nil {
		return time.Time{}, err
	}
	if a.UsedAt.IsZero() {
		return time.Time{}, errors.New("the review server's answer has no used_at")
	}
	return a.UsedAt, nil
}

func writeAll(fd int, b []byte) error {
	for len(b) > 0 {
		n, err := unix.Write(fd, b)
		if errors.Is(err, unix.EINTR) {
			continue
		}
		if err != nil {
			return err
		}
		b = b[n:]
	}
	return nil
}

// readLine reads up to the first newline, at most maxLine bytes.
func readLine(fd int) ([]byte, error) {
	var buf []byte
	chunk := make([]byte, 4096)
	for len(buf) < maxLine {
		n, err := unix.Read(fd, chunk)
		if errors.Is(err, unix.EINTR) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if n == 0 {
			return nil, errors.New("the review server closed the connection without an answer")
		}
		buf = append(buf, chunk[:n]...)
		if i := bytes.IndexByte(buf, '\n'); i >= 0 {
			return buf[:i], nil
		}
	}
	return nil, errors.New("the review server's answer is too long")
}

func retry(f func() error) error {
	for {
		err := f()
		if !errors.Is(err, unix.EINTR) {
			return err
		}
	}
}

// checkServer says why the process that made the socket fd is not the
// operator's review server, or nil. An answer there spends an approval,
// so a socket anyone else could have made proves nothing: the server's
// folder must belong to the owner of the gatesh folder and be closed to
// others' writes (Server.Prepare makes it so), and the socket's maker
// must be that owner or root.
func checkServer(home string, fd int) error {
	owner, err := ownerOf(home, true)
	if err != nil {
		return err
	}
	dir := Dir(home)
	fi, err := os.Lstat(dir)
	if err != nil {
		return err
	}
	switch {
	case !fi.IsDir():
		return fmt.Errorf("%s is not a folder", dir)
	case fi.Mode().Perm()&0o022 != 0:
		return fmt.Errorf("%s has mode %04o: others could have made the socket; chmod go-w it", dir, fi.Mode().Perm())
	}
	if dirOwner, err := ownerOf(dir, false); err != nil || dirOwner != owner {
		return fmt.Errorf("%s does not belong to the owner of %s (uid %d)", dir, home, owner)
	}
	cred, err := peercred.OfFD(fd)
	if err != nil {
		return err
	}
	if cred.UID != owner && cred.UID != 0 {
		return fmt.Errorf("it was made by uid %d, not by the gatesh folder's owner (uid %d)", cred.UID, owner)
	}
	return nil
}

// ownerOf is the uid that owns path, following a link when follow.
func ownerOf(path string, follow bool) (int, error) {
	stat := os.Lstat
	if follow {
		stat = os.Stat
	}
	fi, err := stat(path)
	if err != nil {
		return -1, err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return -1, fmt.Errorf("%s: no owner", path)
	}
	return int(st.Uid), nil
}
