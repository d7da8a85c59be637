package egress

import (
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// The namespace is held by a small process, the holder, made with a new
// user namespace (mapping only the caller's own uid and gid) and a new
// network namespace. It brings the loopback interface up, opens the
// proxy's listening socket on 127.0.0.1 inside the namespace, hands that
// socket to the daemon, and then waits: commands join its namespaces with
// nsenter, so a server one command starts on 127.0.0.1 answers the next.

// HolderArg is the argument that makes gatesh run as the holder.
const HolderArg = "__network-holder"

// ErrUnavailable is wrapped when this machine cannot make the namespace:
// user namespaces are switched off or limited to none, or nsenter is
// missing. The command then runs unrestricted and the log says so.
var ErrUnavailable = errors.New("network namespaces are unavailable")

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
	cmd := &exec.Cmd{Path: exe, Args: []string{"gatesh", HolderArg}}
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
			return nil, fmt.Errorf("%w: a new user and network namespace: %v", ErrUnavailable, err)
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

// HolderMain is the holder process: fd 3 is its line to the daemon. It
// returns when the daemon closes that line.
func HolderMain() int {
	ctl := os.NewFile(3, "ctl")
	say := func(msg string, fd int) {
		var oob []byte
		if fd >= 0 {
			oob = unix.UnixRights(fd)
		}
		unix.Sendmsg(int(ctl.Fd()), []byte(msg), oob, nil, 0)
	}
	if err := loopbackUp(); err != nil {
		say("error bring up lo: "+err.Error(), -1)
		return 1
	}
	fd, port, err := listenLoopback()
	if err != nil {
		say("error listen on 127.0.0.1: "+err.Error(), -1)
		return 1
	}
	say(strconv.Itoa(port), fd)
	unix.Close(fd)
	// Nothing this process runs needs the capability it was given.
	unix.Prctl(unix.PR_CAP_AMBIENT, unix.PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0)
	var b [1]byte
	for {
		if _, err := ctl.Read(b[:]); err != nil {
			return 0
		}
	}
}

// loopbackUp sets the lo interface of this network namespace up.
func loopbackUp() error {
	fd, err := unix.Socket(unix.AF_INET, unix.SOCK_DGRAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return err
	}
	defer unix.Close(fd)
	var req [unix.IFNAMSIZ + 24]byte
	copy(req[:], "lo")
	if _, _, e := unix.Syscall(unix.SYS_IOCTL, uintptr(fd), unix.SIOCGIFFLAGS, uintptr(unsafe.Pointer(&req[0]))); e != 0 {
		return e
	}
	flags := (*uint16)(unsafe.Pointer(&req[unix.IFNAMSIZ]))
	*flags |= unix.IFF_UP | unix.IFF_RUNNING
	if _, _, e := unix.Syscall(unix.SYS_IOCTL, uintptr(fd), unix.SIOCSIFFLAGS, uintptr(unsafe.Pointer(&req[0]))); e != 0 {
		return e
	}
	return nil
}

// listenLoopback opens a TCP listener on 127.0.0.1, on a port the kernel
// picks, and returns its descriptor and port.
func listenLoopback() (int, int, error) {
	fd, err := unix.Socket(unix.AF_INET, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return -1, 0, err
	}
	sa := &unix.SockaddrInet4{Addr: [4]byte{127, 0, 0, 1}}
	if err := unix.Bind(fd, sa); err != nil {
		unix.Close(fd)
		return -1, 0, err
	}
	if err := unix.Listen(fd, 512); err != nil {
		unix.Close(fd)
		return -1, 0, err
	}
	got, err := unix.Getsockname(fd)
	if err != nil {
		unix.Close(fd)
		return -1, 0, err
	}
	return fd, got.(*unix.SockaddrInet4).Port, nil
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
