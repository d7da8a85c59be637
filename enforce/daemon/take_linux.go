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

// take takes the published ruleset of the request key from the daemon
// of identity me whose socket lies in dir, without asking it (see
// publish_linux.go). Its pid file says where to look, and nothing in it
// is believed: the process must run this very program file as the
// serving daemon, as this user with the same ids and groups, in this
// process's user and mount namespaces, without no_new_privs.
func take(dir string, me identity, key string) (*enforce.Ruleset, string, error) {
	data, err := peercred.ReadSmall(pidFile(dir, me.key()), 32)
	if err != nil {
		return nil, "", err
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil || pid <= 1 {
		return nil, "", errors.New("no pid")
	}
	pidfd, err := unix.PidfdOpen(pid, 0)
	if err != nil {
		return nil, "", err
	}
	defer unix.Close(pidfd)
	st, err := peercred.StatusOf(pid)
	if err != nil {
		return nil, "", err
	}
	p := peercred.ByPidfd(pid, firstField(st.UID), pidfd)
	if why := notOurs(p, me, &st); why != "" {
		return nil, "", errors.New(why)
	}
	if cmd, err := peercred.ReadSmall(fmt.Sprintf("/proc/%d/cmdline", pid), 64); err != nil || string(cmd) != daemonCmdline {
		return nil, "", errors.New("it is not the serving daemon")
	}
	// Every change so far seen, and the plans it concerns dropped?
	in, err := unix.PidfdGetfd(pidfd, inotifyFD, 0)
	if err != nil {
		return nil, "", err
	}
	// TIOCINQ is FIONREAD: the bytes queued. The descriptor is the
	// daemon's inotify instance: it publishes an index only once it
	// has put it there.
	queued, err := unix.IoctlGetInt(in, unix.TIOCINQ)
	unix.Close(in)
	if err != nil || queued != 0 {
		return nil, "", errNotPublished
	}
	idx, ino, closeIndex, err := readIndex(pidfd)
	if err != nil {
		return nil, "", err
	}
	defer closeIndex()
	pub, ok := idx.Rulesets[key]
	if !ok {
		return nil, "", errNotPublished
	}
	rfd, err := unix.PidfdGetfd(pidfd, pub.FD, 0)
	if err != nil {
		return nil, "", err
	}
	// Still that index: a new one is a new memfd.
	again, err := indexInode(pidfd)
	if link, lerr := os.Readlink("/proc/self/fd/" + strconv.Itoa(rfd)); err != nil || again != ino ||
		lerr != nil || link != "anon_inode:[landlock-ruleset]" || !p.Alive() {
		unix.Close(rfd)
		return nil, "", errNotPublished
	}
	if time.Since(time.Unix(idx.At, 0)) > touchAfter {
		touch(dir, me.key())
	}
	return enforce.FromFD(rfd, pub.ABI), pub.Summary, nil
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
	b, err := peercred.Sealed(fd, 64<<10)
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
