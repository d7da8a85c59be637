package peercred

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// Process is the process at the other end of a Unix socket, as the
// kernel reports it (SO_PEERCRED), pinned by a pidfd where the kernel
// gives one (SO_PEERPIDFD, Linux 6.5): while the pidfd's process lives,
// its pid names no other process, so what /proc/PID says is about it.
// Check what /proc says first, then Alive: the answers were about that
// process. A socket name proves nothing (whoever can write its folder
// can bind another there); these checks are what gatesh believes of the
// daemons it talks to.
type Process struct {
	Pid, UID int
	pidfd    int // -1 on a kernel without SO_PEERPIDFD
	borrowed bool
}

// Peer is the process at the other end of the connected Unix socket fd.
// Its Pid is 0 when that process has ended already.
func Peer(fd int) (Process, error) {
	cred, err := OfFD(fd)
	if err != nil {
		return Process{}, fmt.Errorf("who is on the other end of the socket: %w", err)
	}
	p := Process{Pid: cred.Pid, UID: cred.UID, pidfd: -1}
	pidfd, err := unix.GetsockoptInt(fd, unix.SOL_SOCKET, unix.SO_PEERPIDFD)
	switch {
	case err == nil:
		p.pidfd = pidfd
	case errors.Is(err, unix.ENOPROTOOPT):
		// An older kernel: the checks read /proc by pid alone.
	default:
		// The process that made the socket has ended (ESRCH, EINVAL).
		p.Pid = 0
	}
	return p, nil
}

// ByPidfd is the process pid, of user uid, pinned by pidfd (pidfd_open):
// for a process found some other way than on a socket. Its Close does
// not close pidfd, which stays the caller's.
func ByPidfd(pid, uid, pidfd int) Process {
	return Process{Pid: pid, UID: uid, pidfd: pidfd, borrowed: true}
}

// Close releases the pidfd.
func (p Process) Close() {
	if p.pidfd >= 0 && !p.borrowed {
		unix.Close(p.pidfd)
	}
}

// Alive says whether the process still runs: called after the checks,
// it says they were of that process.
func (p Process) Alive() bool {
	if p.Pid <= 0 {
		return false
	}
	if p.pidfd < 0 {
		return unix.Kill(p.Pid, 0) == nil
	}
	return unix.PidfdSendSignal(p.pidfd, 0, nil, 0) == nil
}

// FileID is the identity of a file: its device and inode, which
// /proc/PID/exe of a process running a program shares with the program's
// file, even after the file is replaced.
func FileID(path string) (string, error) {
	var st syscall.Stat_t
	if err := syscall.Stat(path, &st); err != nil {
		return "", err
	}
	return strconv.FormatUint(uint64(st.Dev), 16) + ":" + strconv.FormatUint(uint64(st.Ino), 16), nil
}

// Runs reports whether the process runs the program file whose FileID
// is id.
func (p Process) Runs(id string) bool {
	got, err := FileID(fmt.Sprintf("/proc/%d/exe", p.Pid))
	return err == nil && got == id
}

// OtherNamespace is the first of the kinds of namespace ("user", "net",
// "mnt") the process does not share with this one, or "".
func (p Process) OtherNamespace(kinds ...string) string {
	for _, kind := range kinds {
		theirs, err := os.Readlink(fmt.Sprintf("/proc/%d/ns/%s", p.Pid, kind))
		ours, err2 := os.Readlink("/proc/self/ns/" + kind)
		if err != nil || err2 != nil || theirs != ours {
			return kind
		}
	}
	return ""
}

// Status holds the lines of /proc/PID/status that say what a process may
// do: its ids, groups and whether it runs with no_new_privs, which every
// process under Landlock does and none can undo.
type Status struct {
	UID, GID   string // real, effective, saved and file system ids
	Groups     string
	NoNewPrivs bool
}

// Self is this process's Status, from the system calls that say it
// rather than from /proc, which formats a hundred lines to say it.
func Self() (Status, error) {
	ruid, euid, suid := unix.Getresuid()
	rgid, egid, sgid := unix.Getresgid()
	// An id that is not one changes nothing and returns the current.
	fsuid, err := unix.SetfsuidRetUid(-1)
	if err != nil {
		return Status{}, err
	}
	fsgid, err := unix.SetfsgidRetGid(-1)
	if err != nil {
		return Status{}, err
	}
	groups, err := unix.Getgroups()
	if err != nil {
		return Status{}, err
	}
	nnp, err := unix.PrctlRetInt(unix.PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0)
	if err != nil {
		return Status{}, err
	}
	return Status{UID: ids(ruid, euid, suid, fsuid), GID: ids(rgid, egid, sgid, fsgid), Groups: ids(groups...), NoNewPrivs: nnp != 0}, nil
}

func ids(n ...int) string {
	s := make([]string, len(n))
	for i, v := range n {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, " ")
}

// StatusOf reads /proc/pid/status; pid 0 is this process.
func StatusOf(pid int) (Status, error) {
	path := "/proc/self/status"
	if pid != 0 {
		path = fmt.Sprintf("/proc/%d/status", pid)
	}
	// Most statuses are under 2 KiB; one that fills the buffer (many
	// groups) is read again whole.
	var buf [4096]byte
	n, err := ReadInto(path, buf[:])
	data := buf[:n]
	if err == nil && n == len(buf) {
		data, err = ReadSmall(path, 8192)
	}
	if err != nil {
		return Status{}, err
	}
	var st Status
	nnp := false
	for line := range strings.Lines(string(data)) {
		key, val, ok := strings.Cut(strings.TrimSuffix(line, "\n"), ":")
		if !ok {
			continue
		}
		val = strings.Join(strings.Fields(val), " ")
		switch key {
		case "Uid":
			st.UID = val
		case "Gid":
			st.GID = val
		case "Groups":
			st.Groups = val
		case "NoNewPrivs":
			st.NoNewPrivs, nnp = val != "0", true
		}
	}
	if st.UID == "" || st.GID == "" || !nnp {
		return Status{}, fmt.Errorf("%s: no Uid, Gid or NoNewPrivs line", path)
	}
	return st, nil
}
