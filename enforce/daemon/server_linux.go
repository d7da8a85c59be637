package daemon

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"gatesh/enforce"
)

// Main is `gatesh __landlock-daemon start|serve` (args after Arg); it
// returns the exit status.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var spec StartSpec
	line, err := bufio.NewReader(stdin).ReadBytes('\n')
	if err == nil {
		err = json.Unmarshal(line, &spec)
	}
	if err != nil || len(args) != 1 || !filepath.IsAbs(spec.Dir) {
		fmt.Fprintln(stderr, "gatesh: error: gatesh starts its Landlock daemon itself, for enforce = \"landlock\"")
		return 2
	}
	me, err := selfIdentity()
	if err == nil && me.status.NoNewPrivs {
		err = ErrNotHere
	}
	if err != nil {
		fmt.Fprintf(stderr, "gatesh: error: Landlock daemon: %v\n", err)
		return 1
	}
	switch args[0] {
	case "start":
		err = startServer(spec, me, stdout)
	case "serve":
		err = serve(spec, me, stdout)
	default:
		err = fmt.Errorf("unknown %q", args[0])
	}
	if err != nil {
		fmt.Fprintf(stderr, "gatesh: error: Landlock daemon: %v\n", err)
		return 1
	}
	return 0
}

// startServer starts `serve` in a session of its own, with no parent
// left to wait for it once this process exits (a shim's child would
// become the child of the command it execs), and returns once it says
// it serves.
func startServer(spec StartSpec, me identity, stdout io.Writer) error {
	data, _ := json.Marshal(spec)
	logf, err := os.OpenFile(filepath.Join(spec.Dir, "landlock-"+me.key()+".log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return err
	}
	defer logf.Close()
	cmd := &exec.Cmd{Path: "/proc/self/exe", Args: []string{"gatesh", Arg, "serve"}, Dir: "/", Env: []string{}}
	cmd.Stdin = bytes.NewReader(append(data, '\n'))
	cmd.Stderr = logf
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := cmd.Start(); err != nil {
		return err
	}
	line := make(chan string, 1)
	go func() {
		l, _ := bufio.NewReader(out).ReadString('\n')
		line <- strings.TrimSpace(l)
	}()
	select {
	case got := <-line:
		if got != "ready" {
			cmd.Process.Kill()
			cmd.Wait()
			return fmt.Errorf("it said %q; see %s", got, logf.Name())
		}
	case <-time.After(startTimeout):
		cmd.Process.Kill()
		cmd.Wait()
		return errors.New("it did not start in time")
	}
	cmd.Process.Release()
	fmt.Fprintln(stdout, "ready")
	return nil
}

func serve(spec StartSpec, me identity, stdout io.Writer) error {
	key := me.key()
	sock := SocketName(spec.Dir, key)
	in, err := unix.InotifyInit1(unix.IN_NONBLOCK | unix.IN_CLOEXEC)
	if err != nil {
		return fmt.Errorf("inotify: %w", err)
	}
	s := newPlans(in)
	wd, err := unix.InotifyAddWatch(in, spec.Dir, unix.IN_DELETE_SELF|unix.IN_MOVE_SELF|unix.IN_ONLYDIR|unix.IN_DONT_FOLLOW)
	if err != nil {
		return fmt.Errorf("watch %s: %w", spec.Dir, err)
	}
	s.dirWD = int32(wd)
	s.pub.start(in)
	l, err := unix.Socket(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return err
	}
	// The starter holds the lock: a socket here is one no daemon serves.
	os.Remove(sock)
	if err := unix.Bind(l, &unix.SockaddrUnix{Name: sock}); err != nil {
		return err
	}
	if err := unix.Listen(l, 64); err != nil {
		return err
	}
	own, err := os.Lstat(sock)
	if err != nil {
		return err
	}
	defer removeOwn(spec.Dir, key, sock, own)
	if err := writePid(pidFile(spec.Dir, key)); err != nil {
		return err
	}
	fmt.Fprintln(stdout, "ready")
	if c, ok := stdout.(io.Closer); ok {
		c.Close()
	}
	fds := []unix.PollFd{{Fd: int32(l), Events: unix.POLLIN}, {Fd: int32(in), Events: unix.POLLIN}}
	var rebuildAt time.Time // when to build the dropped plans again; zero: none
	for {
		timeout := 10_000
		if !rebuildAt.IsZero() {
			timeout = max(0, int(time.Until(rebuildAt).Milliseconds()))
		}
		n, err := unix.Poll(fds, timeout)
		if err != nil && !errors.Is(err, unix.EINTR) {
			return err
		}
		if n > 0 && fds[1].Revents != 0 {
			s.mu.Lock()
			s.drain()
			if len(s.changed) > 0 {
				rebuildAt = time.Now().Add(rebuildQuiet) // once the folders are quiet
			}
			s.mu.Unlock()
		} else if !rebuildAt.IsZero() && !time.Now().Before(rebuildAt) {
			s.mu.Lock()
			rebuildAt = time.Time{}
			if s.rebuild() {
				rebuildAt = time.Now().Add(rebuildQuiet)
			}
			s.mu.Unlock()
		}
		if n > 0 && fds[0].Revents != 0 {
			if c, _, err := unix.Accept4(l, unix.SOCK_CLOEXEC); err == nil {
				s.answer(c)
			}
		}
		s.mu.Lock()
		idle, gone := time.Since(s.last), s.gone
		s.mu.Unlock()
		if cur, err := os.Lstat(sock); gone || err != nil || !os.SameFile(cur, own) || idle > IdleExit {
			return nil
		}
	}
}

// writePid writes this process's pid to path, whole or not at all.
func writePid(path string) error {
	tmp := path + ".new"
	if err := os.WriteFile(tmp, []byte(strconv.Itoa(os.Getpid())+"\n"), 0o600); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// removeOwn removes the socket at sock if it is still the one this
// daemon made, under the lock a shim holds while it starts a daemon.
func removeOwn(dir, key, sock string, own os.FileInfo) {
	unlock, err := lockDir(dir, key)
	if err != nil {
		return
	}
	defer unlock()
	if cur, err := os.Lstat(sock); err == nil && os.SameFile(cur, own) {
		os.Remove(sock)
	}
}

// answer answers one shim. A shim writes its request as soon as it is
// connected, so it is usually there already: then it is answered here,
// on the loop that accepts, which saves waking another thread. A request
// not there yet is waited for on a goroutine of its own, so that no
// client holds up the others.
func (s *plans) answer(c int) {
	line, done, err := readLine(c, unix.MSG_DONTWAIT, nil)
	if err == nil && !done {
		go func() {
			tv := unix.NsecToTimeval(askTimeout.Nanoseconds())
			unix.SetsockoptTimeval(c, unix.SOL_SOCKET, unix.SO_RCVTIMEO, &tv)
			line, _, err = readLine(c, 0, line)
			s.handle(c, line, err)
		}()
		return
	}
	s.handle(c, line, err)
}

// handle answers the request line of the shim on c, and closes c.
func (s *plans) handle(c int, line []byte, err error) {
	defer unix.Close(c)
	tv := unix.NsecToTimeval(askTimeout.Nanoseconds())
	unix.SetsockoptTimeval(c, unix.SOL_SOCKET, unix.SO_SNDTIMEO, &tv)
	cred, cerr := unix.GetsockoptUcred(c, unix.SOL_SOCKET, unix.SO_PEERCRED)
	if cerr != nil || int(cred.Uid) != os.Getuid() {
		// A ruleset only restricts whoever applies it; still, another
		// user has no business here.
		send(c, Reply{Error: "the Landlock daemon answers only its own user"}, -1)
		return
	}
	if err != nil {
		send(c, Reply{Error: err.Error()}, -1)
		return
	}
	if string(line) == touchLine {
		// A shim that took a ruleset says the daemon is still used.
		s.mu.Lock()
		s.last = time.Now()
		s.publish()
		s.mu.Unlock()
		return
	}
	rs, summary, err := s.ruleset(line)
	if err != nil {
		send(c, Reply{Error: err.Error()}, -1)
		return
	}
	send(c, Reply{Summary: summary}, rs.FD())
	rs.Close()
}

// readLine reads from c, with flags, onto line until it ends with a
// newline (done) or, with MSG_DONTWAIT, nothing more is there yet.
func readLine(c, flags int, line []byte) ([]byte, bool, error) {
	buf := make([]byte, 64<<10)
	for !bytes.HasSuffix(line, []byte("\n")) {
		n, _, err := unix.Recvfrom(c, buf, flags)
		switch {
		case errors.Is(err, unix.EINTR):
			continue // a signal; the socket's timeout bounds the wait
		case errors.Is(err, unix.EAGAIN) && flags&unix.MSG_DONTWAIT != 0:
			return line, false, nil
		case err == nil && n == 0:
			err = io.ErrUnexpectedEOF
		}
		if err != nil {
			return nil, false, fmt.Errorf("read the request: %w", err)
		}
		line = append(line, buf[:n]...)
		if len(line) > maxRequest {
			return nil, false, errors.New("request too long")
		}
	}
	return line, true, nil
}

// decode reads a request line.
func decode(line []byte) (Request, error) {
	var req Request
	if err := json.Unmarshal(line, &req); err != nil {
		return req, fmt.Errorf("the request: %w", err)
	}
	if req.ABI < enforce.MinABI {
		return req, fmt.Errorf("Landlock ABI %d (need %d)", req.ABI, enforce.MinABI)
	}
	return req, nil
}

func send(c int, rep Reply, fd int) {
	b, _ := json.Marshal(rep)
	var oob []byte
	if fd >= 0 {
		oob = unix.UnixRights(fd)
	}
	for unix.Sendmsg(c, append(b, '\n'), oob, nil, 0) == unix.EINTR {
	}
}
