package daemon

import (
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"syscall"

	"golang.org/x/sys/unix"

	"gatesh/egress"
)

// holder is the running holder process and the listener it made.
type holder struct {
	cmd      *exec.Cmd
	listener net.Listener
	port     int
	netns    string // "net:[inode]" of the namespace
	ctl      *os.File
}

// startHolder starts exe as the holder and receives its listener.
func startHolder(exe string) (*holder, error) {
	pair, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	ours := os.NewFile(uintptr(pair[0]), "holder-ctl")
	theirs := os.NewFile(uintptr(pair[1]), "holder-end")
	uid, gid := os.Getuid(), os.Getgid()
	uidMap := []syscall.SysProcIDMap{{ContainerID: uid, HostID: uid, Size: 1}}
	gidMap := []syscall.SysProcIDMap{{ContainerID: gid, HostID: gid, Size: 1}}
	if uid == 0 {
		// Root may map every id, so that its commands still own and
		// switch to the machine's users; its capabilities stay inside.
		uidMap = []syscall.SysProcIDMap{{ContainerID: 0, HostID: 0, Size: 1<<32 - 1}}
		gidMap = uidMap
	}
	cmd := &exec.Cmd{Path: exe, Args: []string{egress.DaemonProgram, egress.HolderArg}}
	cmd.ExtraFiles = []*os.File{theirs}
	cmd.Env = []string{"PATH=/usr/sbin:/usr/bin:/sbin:/bin"}
	cmd.SysProcAttr = &syscall.SysProcAttr{
		Cloneflags:  syscall.CLONE_NEWUSER | syscall.CLONE_NEWNET,
		UidMappings: uidMap,
		GidMappings: gidMap,
		// Only root's full map may keep setgroups; an unprivileged map
		// must switch it off.
		GidMappingsEnableSetgroups: uid == 0,
		AmbientCaps:                []uintptr{unix.CAP_NET_ADMIN},
		Setsid:                     true,
	}
	err = cmd.Start()
	theirs.Close()
	if err != nil {
		ours.Close()
		if errors.Is(err, syscall.EPERM) || errors.Is(err, syscall.EACCES) || errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.EUSERS) {
			return nil, fmt.Errorf("%w: a new user and network namespace: %v", egress.ErrUnavailable, err)
		}
		return nil, fmt.Errorf("start the namespace holder: %w", err)
	}
	h := &holder{cmd: cmd, ctl: ours}
	fail := func(err error) (*holder, error) {
		cmd.Process.Kill()
		cmd.Wait()
		ours.Close()
		return nil, err
	}
	buf := make([]byte, 512)
	oob := make([]byte, unix.CmsgSpace(4))
	n, oobn, _, _, err := unix.Recvmsg(int(ours.Fd()), buf, oob, 0)
	if err != nil || n == 0 {
		return fail(fmt.Errorf("the namespace holder sent nothing: %v", err))
	}
	msg := string(buf[:n])
	if rest, ok := cutPrefix(msg, "error "); ok {
		return fail(fmt.Errorf("the namespace holder: %s", rest))
	}
	port, err := strconv.Atoi(msg)
	if err != nil {
		return fail(fmt.Errorf("the namespace holder said %q", msg))
	}
	msgs, err := unix.ParseSocketControlMessage(oob[:oobn])
	if err != nil || len(msgs) != 1 {
		return fail(fmt.Errorf("no listener from the namespace holder: %v", err))
	}
	fds, err := unix.ParseUnixRights(&msgs[0])
	if err != nil || len(fds) != 1 {
		return fail(fmt.Errorf("no listener from the namespace holder: %v", err))
	}
	lf := os.NewFile(uintptr(fds[0]), "proxy-listener")
	l, err := net.FileListener(lf)
	lf.Close()
	if err != nil {
		return fail(err)
	}
	netns, err := os.Readlink(fmt.Sprintf("/proc/%d/ns/net", cmd.Process.Pid))
	if err != nil {
		l.Close()
		return fail(err)
	}
	h.listener, h.port, h.netns = l, port, netns
	return h, nil
}

func cutPrefix(s, p string) (string, bool) {
	if len(s) >= len(p) && s[:len(p)] == p {
		return s[len(p):], true
	}
	return "", false
}

// namespaceBusy says whether a process other than the holder is in the
// network namespace netns: a dev server a command left running keeps it.
func namespaceBusy(netns string, holderPid int) bool {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return true
	}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == holderPid {
			continue
		}
		if l, err := os.Readlink("/proc/" + e.Name() + "/ns/net"); err == nil && l == netns {
			return true
		}
	}
	return false
}
