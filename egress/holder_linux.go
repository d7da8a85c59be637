package egress

import (
	"os"
	"strconv"
	"unsafe"

	"golang.org/x/sys/unix"
)

// The namespace is held by a small process, the holder, made with a new
// user namespace (mapping only the caller's own uid and gid; for root,
// every id) and a new network namespace. It brings the loopback interface up, opens the
// proxy's listening socket on 127.0.0.1 inside the namespace, hands that
// socket to the daemon, and then waits: commands join its namespaces with
// nsenter, so a server one command starts on 127.0.0.1 answers the next.

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
