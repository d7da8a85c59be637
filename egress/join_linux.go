package egress

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"

	"gatesh/internal/peercred"
)

// Spec says which namespace a command joins.
type Spec struct {
	GateshHome string
	Project    string
	Allow      *Allowlist
	// Exe is gatesh-net, which runs the daemon and the holder.
	Exe string
	// Env is the environment the daemon's own program sees.
	Env []string
}

// Session is a command's place in a namespace: the holder to join and
// the proxy to use.
type Session struct {
	Pid   int
	Port  int
	Netns string
	Token string
	conn  *sockConn
	// nsFDs are the user and network namespaces, once Wrap opened them.
	nsFDs [2]int
}

// startTimeout bounds the wait for a new daemon.
const startTimeout = 10 * time.Second

// nsenterPaths are where nsenter is looked for: fixed system folders, never
// PATH, which the command's own environment sets.
var nsenterPaths = []string{"/usr/bin/nsenter", "/bin/nsenter", "/usr/sbin/nsenter", "/sbin/nsenter"}

// Nsenter is the system's nsenter, owned by root and writable by no one
// else, or ErrUnavailable.
func Nsenter() (string, error) {
	for _, p := range nsenterPaths {
		fi, err := os.Stat(p)
		if err != nil {
			continue
		}
		st, ok := fi.Sys().(*syscall.Stat_t)
		if ok && st.Uid == 0 && fi.Mode().Perm()&0o022 == 0 && fi.Mode().IsRegular() {
			return p, nil
		}
	}
	return "", fmt.Errorf("%w: no nsenter (util-linux) in /usr/bin or /bin owned by root", ErrUnavailable)
}

// RuntimeDir is the folder of this user's daemon sockets, locks and logs
// for the gatesh folder home: home/net/UID. It is not $XDG_RUNTIME_DIR or
// /tmp, which a command may set or write; under Landlock no green command
// writes the gatesh folder, so none can put a socket of its own there. It
// must belong to this user and be closed to others.
func RuntimeDir(home string) (string, error) {
	parent := filepath.Join(home, RuntimeFolder)
	dir := filepath.Join(parent, strconv.Itoa(os.Getuid()))
	// Made once; every command after looks only (an Lstat, where two
	// Mkdirs that failed with EEXIST cost two lookups more).
	fi, err := os.Lstat(dir)
	if errors.Is(err, os.ErrNotExist) {
		if err := os.Mkdir(parent, 0o700); err != nil && !errors.Is(err, os.ErrExist) {
			return "", fmt.Errorf("the network daemons' folder: %w", err)
		}
		if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, os.ErrExist) {
			return "", fmt.Errorf("the network daemons' folder: %w", err)
		}
		fi, err = os.Lstat(dir)
	}
	if err != nil {
		return "", err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !fi.IsDir() || !ok || int(st.Uid) != os.Getuid() || fi.Mode().Perm()&0o077 != 0 {
		return "", fmt.Errorf("%s must be a folder of uid %d that only it can open (mode 0700)", dir, os.Getuid())
	}
	if len(SocketName(dir, strings.Repeat("0", 16))) > maxSocketPath {
		return "", fmt.Errorf("%s is too long a folder for a Unix socket (at most %d bytes with the socket's name); use a shorter GATESH_HOME", dir, maxSocketPath)
	}
	return dir, nil
}

// maxSocketPath is the longest path a Unix socket address holds on Linux.
const maxSocketPath = 107

// Key names the daemon of a gatesh folder, project and allowlist, run
// from the program file with identity exe.
func (s Spec) Key(exe string) string { return KeyOf(s.GateshHome, s.Project, s.Allow, exe) }

// ExeID is the identity of a program file: its device and inode, which
// /proc/PID/exe of a process running it shares, even after the file is
// replaced.
func ExeID(path string) (string, error) { return peercred.FileID(path) }

// Join finds or starts the daemon for s and returns the session a
// command joins. An error wrapping ErrUnavailable means this machine
// cannot make the namespace; any other error means it could not be set
// up, and the command must not run. What answers on the daemon's socket
// must be a gatesh-net daemon that this gatesh could have started, for
// this key (see checkDaemon): anything else is an *ImpostorError, and no
// daemon is started in its place.
func Join(s Spec, dir string) (*Session, error) {
	if joinCode() == nil {
		if _, err := Nsenter(); err != nil {
			return nil, err
		}
	}
	exe, err := ExeID(s.Exe)
	if err != nil {
		return nil, err
	}
	key := s.Key(exe)
	sock := SocketName(dir, key)
	sess, err := dialDaemon(sock, key, exe)
	if err == nil || isImpostor(err) {
		return sess, err
	}
	unlock, err := LockDaemon(dir, key)
	if err != nil {
		return nil, err
	}
	defer unlock()
	if sess, err := dialDaemon(sock, key, exe); err == nil || isImpostor(err) {
		return sess, err
	}
	if err := startDaemon(s, dir, key); err != nil {
		return nil, err
	}
	return dialDaemon(sock, key, exe)
}

// LockDaemon takes the lock of the daemon of key in dir, which a shim
// holds while it starts that daemon and the daemon holds while it
// removes its socket: no daemon takes the socket's path over while
// another checks that it is still its own.
func LockDaemon(dir, key string) (unlock func(), err error) {
	lock, err := os.OpenFile(filepath.Join(dir, key+".lock"), os.O_CREATE|os.O_RDWR|syscall.O_CLOEXEC, 0o600)
	if err != nil {
		return nil, err
	}
	if err := unix.Flock(int(lock.Fd()), unix.LOCK_EX); err != nil {
		lock.Close()
		return nil, err
	}
	return func() { lock.Close() }, nil
}

// startDaemon runs gatesh as the daemon, detached in a session of its
// own with none of the shim's descriptors, and waits for its first line.
func startDaemon(s Spec, dir, key string) error {
	spec, err := json.Marshal(DaemonSpec{Home: s.GateshHome, Project: s.Project, Dir: dir, Allow: s.Allow.ToSpec()})
	if err != nil {
		return err
	}
	logf, err := os.OpenFile(filepath.Join(dir, key+".log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return err
	}
	defer logf.Close()
	cmd := &exec.Cmd{Path: s.Exe, Args: []string{DaemonProgram, DaemonArg}}
	// The daemon outlives the command and runs outside its namespace.
	cmd.Env = WithoutLoaderVars(s.Env)
	cmd.Dir = "/"
	cmd.Stdin = strings.NewReader(string(spec) + "\n")
	cmd.Stderr = logf
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start the network daemon: %w", err)
	}
	line := make(chan string, 1)
	go func() {
		l, _ := bufio.NewReader(out).ReadString('\n')
		line <- strings.TrimSpace(l)
	}()
	var got string
	select {
	case got = <-line:
	case <-time.After(startTimeout):
		cmd.Process.Kill()
		cmd.Wait()
		return fmt.Errorf("the network daemon did not start within %s", startTimeout)
	}
	cmd.Process.Release()
	switch {
	case got == "ready":
		return nil
	case strings.HasPrefix(got, "unavailable "):
		return fmt.Errorf("%w: %s", ErrUnavailable, strings.TrimPrefix(got, "unavailable "))
	case got == "":
		return errors.New("the network daemon ended without a word; see " + filepath.Join(dir, key+".log"))
	}
	return fmt.Errorf("the network daemon: %s", strings.TrimPrefix(got, "error "))
}

// dialDaemon connects to the daemon of key, checks who answers, and
// reads where its namespace is from what that process published
// (hello_linux.go): nothing waits for the daemon to run.
func dialDaemon(sock, key, exe string) (*Session, error) {
	c, err := dialUnix(sock)
	if err != nil {
		return nil, err
	}
	peer, err := peerOf(c.fd)
	if err != nil {
		c.Close()
		return nil, err
	}
	defer peer.Close()
	if why := peer.notDaemon(exe); why != "" {
		c.Close()
		return nil, &ImpostorError{Socket: sock, Pid: peer.Pid, Why: why}
	}
	s := &Session{conn: c}
	rep, err := readHello(peer.Pid)
	if err != nil {
		c.Close()
		return nil, &ImpostorError{Socket: sock, Pid: peer.Pid, Why: err.Error()}
	}
	if rep.Key != key {
		c.Close()
		return nil, &ImpostorError{Socket: sock, Pid: peer.Pid, Why: fmt.Sprintf("it serves another gatesh folder, project or list (key %q, not %s)", rep.Key, key)}
	}
	// Checked last: what was read came from the process checked.
	if !peer.Alive() {
		c.Close()
		return nil, &ImpostorError{Socket: sock, Pid: peer.Pid, Why: "the process that made the socket has ended"}
	}
	s.Pid, s.Port, s.Netns = rep.Pid, rep.Port, rep.Netns
	if got, err := os.Readlink(fmt.Sprintf("/proc/%d/ns/net", s.Pid)); err != nil || got != s.Netns {
		c.Close()
		return nil, fmt.Errorf("the namespace holder %d is gone", s.Pid)
	}
	self, _ := os.Readlink("/proc/self/ns/net")
	if self == s.Netns {
		c.Close()
		return nil, errors.New("the daemon's namespace is this process's own")
	}
	var tok [16]byte
	// The kernel's generator, as crypto/rand's, by the system call: the
	// vDSO's (crypto/rand, unix.Getrandom) sets up its state at first use,
	// 0.1 ms of a command.
	if n, _, errno := unix.Syscall(unix.SYS_GETRANDOM, uintptr(unsafe.Pointer(&tok[0])), uintptr(len(tok)), 0); errno != 0 || int(n) != len(tok) {
		c.Close()
		return nil, fmt.Errorf("a token for the command: %v", errno)
	}
	s.Token = hex.EncodeToString(tok[:])
	return s, nil
}

// Register tells the daemon which command the session's token stands
// for, so that its refusals name it, and closes the session's line. It
// does not wait for the daemon: the line is in the socket before the
// command starts, the daemon tells from the connection itself that it
// was made outside the namespace (CheckClient), and it waits a moment
// for a token it does not know yet before it logs a refusal. On a kernel
// that does not tell a daemon where a connection was made, it waits for
// the answer, so that the daemon checks this process before it joins.
func (s *Session) Register(o Origin) error {
	defer s.conn.Close()
	b := registerLine(s.Token, o)
	deadline := time.Now().Add(startTimeout)
	if err := s.conn.writeAll(b, deadline); err != nil {
		return err
	}
	if connectionShowsNamespace(s.conn.fd) {
		return nil
	}
	line, err := s.conn.readLine(deadline)
	if err != nil {
		return fmt.Errorf("the network daemon did not answer: %w", err)
	}
	var rep Reply
	if err := json.Unmarshal(line, &rep); err != nil {
		return err
	}
	if rep.Error != "" {
		return errors.New(rep.Error)
	}
	return nil
}

// Close ends the session's line without registering.
func (s *Session) Close() { s.conn.Close() }

// Wrap is the program and arguments that run argv inside the namespace:
// the helper (joinexec_linux.go), or nsenter where there is none, joins
// the holder's user and network namespaces, keeping this process's uid
// and gid, and execs real with argv. The namespaces are opened here,
// before any Landlock restriction (which keeps a process from another's
// /proc entries), as descriptors the exec keeps. That they are the
// holder's is checked on the open descriptor, so a reused pid cannot swap
// them.
func (s *Session) Wrap(real string, argv []string) (string, []string, error) {
	if s.nsFDs[1] == 0 {
		var fds [2]int
		for i, kind := range []string{"user", "net"} {
			fd, err := unix.Open(fmt.Sprintf("/proc/%d/ns/%s", s.Pid, kind), unix.O_RDONLY, 0)
			if err != nil {
				if i == 1 {
					unix.Close(fds[0])
				}
				return "", nil, fmt.Errorf("the namespace holder %d is gone: %w", s.Pid, err)
			}
			fds[i] = fd
		}
		// The namespace's inode is the number its link names (net:[N]);
		// fstat reads it without a lookup in /proc.
		var st unix.Stat_t
		if err := unix.Fstat(fds[1], &st); err != nil || "net:["+strconv.FormatUint(st.Ino, 10)+"]" != s.Netns {
			unix.Close(fds[0])
			unix.Close(fds[1])
			return "", nil, fmt.Errorf("the namespace holder %d is gone", s.Pid)
		}
		s.nsFDs = fds
	}
	if helper, err := joinHelper(); err == nil {
		return helper, joinArgs(s.nsFDs[0], s.nsFDs[1], real, argv), nil
	}
	return s.WrapNsenter(real, argv)
}

// WrapNsenter is Wrap through nsenter: for when the helper cannot run.
// nsenter reads the namespaces Wrap opened as /proc/self/fd/N, and the
// command inherits them.
func (s *Session) WrapNsenter(real string, argv []string) (string, []string, error) {
	if s.nsFDs[1] == 0 {
		return "", nil, errors.New("the namespaces are not open: Wrap first")
	}
	ns, err := Nsenter()
	if err != nil {
		return "", nil, err
	}
	out := []string{"nsenter",
		fmt.Sprintf("--user=/proc/self/fd/%d", s.nsFDs[0]), fmt.Sprintf("--net=/proc/self/fd/%d", s.nsFDs[1]),
		"--preserve-credentials", "--", real}
	if len(argv) > 1 {
		out = append(out, argv[1:]...)
	}
	return ns, out, nil
}

// Env is what the command's environment gets: the proxy, with the
// session's token as its password, and loopback left direct.
func (s *Session) Env() []string {
	u := fmt.Sprintf("http://gatesh:%s@127.0.0.1:%d", s.Token, s.Port)
	local := "localhost,127.0.0.1,::1"
	return []string{
		"HTTP_PROXY=" + u, "HTTPS_PROXY=" + u, "http_proxy=" + u, "https_proxy=" + u,
		"ALL_PROXY=" + u, "all_proxy=" + u,
		"NO_PROXY=" + local, "no_proxy=" + local,
		"GATESH_NETNS=" + s.Netns,
	}
}

// InNamespace says whether this process already runs in the namespace a
// gatesh above it joined, as GATESH_NETNS names it: a gatesh inside a
// restricted command is restricted already.
//
// The variable alone is not trusted: the process must also be outside
// the machine's first user namespace, whose number the kernel fixes.
func InNamespace(getenv func(string) string) bool {
	want := getenv("GATESH_NETNS")
	if want == "" {
		return false
	}
	got, err := os.Readlink("/proc/self/ns/net")
	if err != nil || got != want {
		return false
	}
	user, err := os.Readlink("/proc/self/ns/user")
	return err == nil && user != initUserNS
}

// initUserNS is the machine's first user namespace (PROC_USER_INIT_INO).
const initUserNS = "user:[4026531837]"

// dialUnix connects to the Unix socket at path. It is written with raw
// system calls: package net would link cgo into gatesh, and an *os.File
// would put the socket in Go's poller (sockConn).
func dialUnix(path string) (*sockConn, error) {
	fd, err := unix.Socket(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC|unix.SOCK_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	err = unix.Connect(fd, &unix.SockaddrUnix{Name: path})
	if err == unix.EINPROGRESS || err == unix.EAGAIN {
		// A Unix socket connects at once or not at all; a full backlog
		// is a daemon too busy to answer.
		err = fmt.Errorf("the network daemon at %s is not accepting", path)
	}
	if err != nil {
		unix.Close(fd)
		return nil, err
	}
	return &sockConn{fd: fd}, nil
}
