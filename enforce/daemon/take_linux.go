package daemon

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"golang.org/x/sys/unix"

	"gatesh/enforce"
	"gatesh/internal/peercred"
)

// errNotPublished means the daemon publishes no ruleset for this request
// now: ask it.
var errNotPublished = errors.New("not published")

// daemonCmdline is the command line of a serving daemon.
const daemonCmdline = "gatesh\x00" + Arg + "\x00serve\x00"

// session is one command's use of the daemon whose socket lies in a
// folder: the daemon found and checked, and the index it publishes
// read, before the command works out its policy (Links); then the
// ruleset of that policy taken from what the index names (Take), or
// asked for (Ask).
type session struct {
	dir   string
	me    identity
	meErr error // why this process may not use a daemon
	// err is why nothing published is read; the rest is set without.
	err        error
	pidfd      int
	proc       peercred.Process
	idx        index
	ino        uint64
	closeIndex func()
}

// openSession finds the daemon for dir and reads what it publishes. It never
// fails: what it could not do, Take and Ask say.
func openSession(dir string) *session {
	s := &session{dir: dir, pidfd: -1}
	s.me, s.meErr = selfIdentity()
	if s.meErr == nil && s.me.status.NoNewPrivs {
		s.meErr = ErrNotHere
	}
	s.err = s.meErr
	if s.err == nil {
		s.err = s.look()
	}
	return s
}

// look finds the daemon of s.me in s.dir, without asking it (see
// publish_linux.go), and reads its index. Its pid file says where to
// look, and nothing in it is believed: the process must run this very
// program file as the serving daemon, as this user with the same ids
// and groups, in this process's user and mount namespaces, without
// no_new_privs. The index is read only once every change the daemon's
// inotify instance has queued is read (the queue is empty): what it
// publishes then was decided after those changes.
func (s *session) look() error {
	data, err := peercred.ReadSmall(pidFile(s.dir, s.me.key()), 32)
	if err != nil {
		return err
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil || pid <= 1 {
		return errors.New("no pid")
	}
	pidfd, err := unix.PidfdOpen(pid, 0)
	if err != nil {
		return err
	}
	s.pidfd = pidfd
	st, err := peercred.StatusOf(pid)
	if err != nil {
		return err
	}
	s.proc = peercred.ByPidfd(pid, firstField(st.UID), pidfd)
	if why := notOurs(s.proc, s.me, &st); why != "" {
		return errors.New(why)
	}
	if cmd, err := peercred.ReadSmall(fmt.Sprintf("/proc/%d/cmdline", pid), 64); err != nil || string(cmd) != daemonCmdline {
		return errors.New("it is not the serving daemon")
	}
	// Every change so far seen, and the plans it concerns dropped?
	in, err := unix.PidfdGetfd(pidfd, inotifyFD, 0)
	if err != nil {
		return err
	}
	// TIOCINQ is FIONREAD: the bytes queued. The descriptor is the
	// daemon's inotify instance: it publishes an index only once it
	// has put it there.
	queued, err := unix.IoctlGetInt(in, unix.TIOCINQ)
	unix.Close(in)
	if err != nil || queued != 0 {
		return errNotPublished
	}
	s.idx, s.ino, s.closeIndex, err = readIndex(pidfd)
	return err
}

// Links are the trusted folders' links the daemon publishes, for
// enforce.Inputs.Links; nil when it publishes none. A policy worked out
// with them is right as of the moment Open found the daemon's queue
// empty, which Take then checks still holds for what it takes: the
// index it takes from is the one these came from.
func (s *session) Links() map[string]string {
	if s.err != nil {
		return nil
	}
	return s.idx.Links
}

// Take takes the published ruleset of the request key, and its summary:
// errNotPublished when the index Open read names none, or has been
// replaced since.
func (s *session) Take(key string) (*enforce.Ruleset, string, error) {
	if s.err != nil {
		return nil, "", s.err
	}
	pub, ok := s.idx.Rulesets[key]
	if !ok {
		return nil, "", errNotPublished
	}
	rfd, err := unix.PidfdGetfd(s.pidfd, pub.FD, 0)
	if err != nil {
		return nil, "", err
	}
	// Still that index: a new one is a new memfd.
	again, err := indexInode(s.pidfd)
	if link, lerr := os.Readlink("/proc/self/fd/" + strconv.Itoa(rfd)); err != nil || again != s.ino ||
		lerr != nil || link != "anon_inode:[landlock-ruleset]" || !s.proc.Alive() {
		unix.Close(rfd)
		return nil, "", errNotPublished
	}
	if time.Since(time.Unix(s.idx.At, 0)) > touchAfter {
		touch(s.dir, s.me.key())
	}
	return enforce.FromFD(rfd, pub.ABI), pub.Summary, nil
}

// Close lets go of the daemon's index and process.
func (s *session) Close() {
	if s.closeIndex != nil {
		s.closeIndex()
		s.closeIndex = nil
	}
	if s.pidfd >= 0 {
		unix.Close(s.pidfd)
		s.pidfd = -1
	}
}

// take takes the published ruleset of the request key from the daemon
// of identity me whose socket lies in dir, without asking it.
func take(dir string, me identity, key string) (*enforce.Ruleset, string, error) {
	s := &session{dir: dir, me: me, pidfd: -1}
	s.err = s.look()
	defer s.Close()
	return s.Take(key)
}

// readIndex reads the index the daemon behind pidfd publishes, and the
// inode of its memfd, which stays that index's while close is not
// called.
func readIndex(pidfd int) (idx index, ino uint64, close func(), err error) {
	fd, err := unix.PidfdGetfd(pidfd, indexFD, 0)
	if err != nil {
		return idx, 0, nil, err
	}
	close = func() { unix.Close(fd) }
	idx, ino, err = decodeIndex(fd)
	if err != nil {
		close()
		return idx, 0, nil, err
	}
	return idx, ino, close, nil
}

func decodeIndex(fd int) (index, uint64, error) {
	var idx index
	b, err := peercred.Sealed(fd, maxIndex)
	if err != nil {
		return idx, 0, fmt.Errorf("read the index: %w", err)
	}
	var st unix.Stat_t
	if err := unix.Fstat(fd, &st); err != nil {
		return idx, 0, err
	}
	idx, err = decodeIndexText(b)
	return idx, st.Ino, err
}

// indexInode is the inode of the index the daemon behind pidfd
// publishes now.
func indexInode(pidfd int) (uint64, error) {
	fd, err := unix.PidfdGetfd(pidfd, indexFD, 0)
	if err != nil {
		return 0, err
	}
	defer unix.Close(fd)
	var st unix.Stat_t
	err = unix.Fstat(fd, &st)
	return st.Ino, err
}

func firstField(s string) int {
	f, _, _ := strings.Cut(s, " ")
	n, err := strconv.Atoi(f)
	if err != nil {
		return -1
	}
	return n
}

// pidFile is where the daemon of key in dir writes its pid.
func pidFile(dir, key string) string { return dir + "/landlock-" + key + ".pid" }

// touchAfter is how old an index may be before a shim that used it tells
// the daemon it is still needed: taking rulesets never wakes it, and an
// idle daemon exits (IdleExit).
const touchAfter = 5 * time.Minute

// touchLine is the request that says only that.
const touchLine = "touch\n"

// touch tells the daemon of key in dir, without waiting, that it is
// still used.
func touch(dir, key string) {
	fd, err := dial(SocketName(dir, key))
	if err != nil {
		return
	}
	writeAll(fd, []byte(touchLine))
	unix.Close(fd)
}
