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
// publish_linux.go).
func take(dir string, me identity, key string) (*enforce.Ruleset, string, error) {
	d, err := openPublished(dir, me)
	if err != nil {
		return nil, "", err
	}
	defer d.close()
	return d.take(key)
}

// daemonIndex is what a daemon publishes, opened and checked, before a
// request key is known: a shim opens it beside its work on the policy.
type daemonIndex struct {
	dir        string
	me         identity
	pidfd      int
	p          peercred.Process
	idx        index
	ino        uint64
	closeIndex func()
	inotify    int // the daemon's inotify instance, -1 until taken
}

// openPublished opens what the daemon of identity me whose socket lies
// in dir publishes. Its pid file says where to look, and nothing in it
// is believed: the process must run this very program file as the
// serving daemon, as this user with the same ids and groups, in this
// process's user and mount namespaces, without no_new_privs. Whether
// it has seen every change so far is asked in take, once the key is
// known: a change made while the caller works out the policy is seen.
func openPublished(dir string, me identity) (*daemonIndex, error) {
	data, err := peercred.ReadSmall(pidFile(dir, me.key()), 32)
	if err != nil {
		return nil, err
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil || pid <= 1 {
		return nil, errors.New("no pid")
	}
	pidfd, err := unix.PidfdOpen(pid, 0)
	if err != nil {
		return nil, err
	}
	d := &daemonIndex{dir: dir, me: me, pidfd: pidfd, inotify: -1}
	if err := d.check(pid); err != nil {
		unix.Close(pidfd)
		return nil, err
	}
	return d, nil
}

func (d *daemonIndex) check(pid int) error {
	st, err := peercred.StatusOf(pid)
	if err != nil {
		return err
	}
	d.p = peercred.ByPidfd(pid, firstField(st.UID), d.pidfd)
	if why := notOurs(d.p, d.me, &st); why != "" {
		return errors.New(why)
	}
	if cmd, err := peercred.ReadSmall(fmt.Sprintf("/proc/%d/cmdline", pid), 64); err != nil || string(cmd) != daemonCmdline {
		return errors.New("it is not the serving daemon")
	}
	if d.inotify, err = unix.PidfdGetfd(d.pidfd, inotifyFD, 0); err != nil {
		return err
	}
	d.idx, d.ino, d.closeIndex, err = readIndex(d.pidfd)
	return err
}

// close releases what openPublished opened.
func (d *daemonIndex) close() {
	if d.closeIndex != nil {
		d.closeIndex()
	}
	if d.inotify >= 0 {
		unix.Close(d.inotify)
	}
	unix.Close(d.pidfd)
}

// take takes the published ruleset of key, if the daemon has seen every
// change so far, still publishes the index read and still runs.
//
// The order makes it exact (publish_linux.go): the daemon publishes an
// empty index before it reads any event. A change made before the queue
// is read here is either still queued, or read by the daemon, which
// then published another index since the change: if the index read in
// openPublished was older than the change, the inode differs below.
func (d *daemonIndex) take(key string) (*enforce.Ruleset, string, error) {
	// TIOCINQ is FIONREAD: the bytes queued in the daemon's inotify
	// instance.
	queued, err := unix.IoctlGetInt(d.inotify, unix.TIOCINQ)
	if err != nil || queued != 0 {
		return nil, "", errNotPublished
	}
	pub, ok := d.idx.Rulesets[key]
	if !ok {
		return nil, "", errNotPublished
	}
	rfd, err := unix.PidfdGetfd(d.pidfd, pub.FD, 0)
	if err != nil {
		return nil, "", err
	}
	// Still that index: a new one is a new memfd.
	again, err := indexInode(d.pidfd)
	if link, lerr := os.Readlink("/proc/self/fd/" + strconv.Itoa(rfd)); err != nil || again != d.ino ||
		lerr != nil || link != "anon_inode:[landlock-ruleset]" || !d.p.Alive() {
		unix.Close(rfd)
		return nil, "", errNotPublished
	}
	if time.Since(time.Unix(d.idx.At, 0)) > touchAfter {
		touch(d.dir, d.me.key())
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
