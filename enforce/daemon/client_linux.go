package daemon

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"golang.org/x/sys/unix"

	"gatesh/enforce"
	"gatesh/internal/peercred"
)

// identity is what names a daemon: the program file it runs, and the
// ids and groups its plans are worked out with (what this user may
// read decides what must be hidden).
type identity struct {
	exe    string
	status peercred.Status
}

func selfIdentity() (identity, error) {
	exe, err := peercred.FileID("/proc/self/exe")
	if err != nil {
		return identity{}, err
	}
	st, err := peercred.Self()
	if err != nil {
		return identity{}, err
	}
	return identity{exe: exe, status: st}, nil
}

func (id identity) key() string {
	// One string hashed, not fmt.Fprintf into the hash: its first use
	// in a command costs more than the hashing.
	sum := sha256.Sum256([]byte(id.exe + "\x00" + id.status.UID + "\x00" + id.status.GID + "\x00" + id.status.Groups))
	return hex.EncodeToString(sum[:8])
}

// SocketName is the socket of the daemon with key in dir.
func SocketName(dir, key string) string { return dir + "/landlock-" + key + ".sock" }

// ImpostorError says that what answers on a daemon's socket is not a
// daemon of this gatesh: the shim prepares its ruleset itself, and
// starts no daemon over it.
type ImpostorError struct {
	Socket string
	Pid    int
	Why    string
}

func (e *ImpostorError) Error() string {
	return fmt.Sprintf("the socket %s is answered by pid %d, which is not gatesh's Landlock daemon: %s", e.Socket, e.Pid, e.Why)
}

// Ruleset is a ruleset of pol at abi from the daemon whose socket lies
// in dir, and the plan's summary for the audit log: the one it keeps,
// taken without asking when it publishes one (session.Take), else a new
// one it is asked for (session.Ask). ErrNoDaemon means nothing answers;
// ErrNotHere that this process must prepare its own.
func Ruleset(dir string, pol enforce.Policy, abi int) (*enforce.Ruleset, string, error) {
	s := openSession(dir)
	defer s.Close()
	if rs, summary, err := s.Take(RequestKey(pol, abi)); err == nil {
		return rs, summary, nil
	}
	return s.Ask(pol, abi, nil)
}

// Prepare works out the policy of a command from in and gets its
// ruleset from the daemon whose socket lies in dir, starting one that
// runs self when none answers (unless self is ""). The trusted folders'
// links come from what the daemon publishes (enforce.Inputs.Links), as
// of a moment when it had read every change it watches for; the policy
// made with them is used only with a ruleset taken from that same
// index. Otherwise they may have changed since, and the policy is
// worked out again with every link resolved here, before the daemon is
// asked for its ruleset and to publish the links of its trusted
// folders. A policy that Refused comes without a ruleset and without
// an error. An error with the policy means that the caller prepares the
// ruleset itself: inside a command's restriction, when the daemon
// cannot be started or answers wrongly. Both ways the command gets the
// same restriction.
func Prepare(dir, self string, in enforce.Inputs, abi int) (enforce.Policy, *enforce.Ruleset, string, error) {
	s := openSession(dir)
	defer s.Close()
	in.Links = s.Links()
	pol := enforce.NewPolicy(in)
	if pol.Refused != nil {
		return pol, nil, "", nil
	}
	if rs, summary, err := s.Take(RequestKey(pol, abi)); err == nil {
		return pol, rs, summary, nil
	}
	if in.Links != nil {
		in.Links = nil
		if pol = enforce.NewPolicy(in); pol.Refused != nil {
			return pol, nil, "", nil
		}
	}
	resolve := enforce.TrustedPaths(in)
	rs, summary, err := s.Ask(pol, abi, resolve)
	if errors.Is(err, ErrNoDaemon) && self != "" && Start(dir, self) == nil {
		rs, summary, err = s.Ask(pol, abi, resolve)
	}
	return pol, rs, summary, err
}

// Ask asks the daemon for a new ruleset of pol at abi, and asks it to
// resolve and publish the links of the trusted folders resolve
// (Request.Resolve). It believes only a process that runs this very
// program file, as this user with the same ids and groups, in this
// process's user and mount namespaces, and without no_new_privs: a
// process a command started would have it.
func (s *session) Ask(pol enforce.Policy, abi int, resolve []string) (*enforce.Ruleset, string, error) {
	if s.meErr != nil {
		return nil, "", s.meErr
	}
	me, dir := s.me, s.dir
	req, err := json.Marshal(Request{Policy: pol, ABI: abi, Resolve: resolve})
	if err != nil {
		return nil, "", err
	}
	line := append(req, '\n')
	sock := SocketName(dir, me.key())
	fd, err := dial(sock)
	if err != nil {
		return nil, "", err
	}
	defer unix.Close(fd)
	// The request goes first, so that the daemon works while this
	// process checks who it is; nothing it says is used before that.
	if err := writeAll(fd, line); err != nil {
		return nil, "", fmt.Errorf("ask the Landlock daemon: %w", err)
	}
	p, err := peercred.Peer(fd)
	if err != nil {
		return nil, "", err
	}
	defer p.Close()
	if why := notOurs(p, me, nil); why != "" {
		return nil, "", &ImpostorError{Socket: sock, Pid: p.Pid, Why: why}
	}
	rep, rfd, err := receive(fd)
	if err != nil {
		return nil, "", err
	}
	// Checked last: what came was from the process checked.
	if !p.Alive() {
		if rfd >= 0 {
			unix.Close(rfd)
		}
		return nil, "", &ImpostorError{Socket: sock, Pid: p.Pid, Why: "the process that made the socket has ended"}
	}
	if rep.Error != "" {
		if rfd >= 0 {
			unix.Close(rfd)
		}
		return nil, "", fmt.Errorf("the Landlock daemon: %s", rep.Error)
	}
	if link, err := os.Readlink("/proc/self/fd/" + strconv.Itoa(rfd)); rfd < 0 || err != nil || link != "anon_inode:[landlock-ruleset]" {
		if rfd >= 0 {
			unix.Close(rfd)
		}
		return nil, "", errors.New("the Landlock daemon sent no ruleset")
	}
	return enforce.FromFD(rfd, abi), rep.Summary, nil
}

// notOurs says why p is not a daemon of this program for identity me,
// or "". st is p's status when the caller read it already.
func notOurs(p peercred.Process, me identity, st *peercred.Status) string {
	if !p.Alive() {
		return "the process that made the socket has ended"
	}
	if p.UID != os.Getuid() {
		return fmt.Sprintf("it runs as uid %d", p.UID)
	}
	if !p.Runs(me.exe) {
		return "its program is not this gatesh"
	}
	if kind := p.OtherNamespace("user", "mnt"); kind != "" {
		return "it runs in another " + kind + " namespace than gatesh"
	}
	if st == nil {
		read, err := peercred.StatusOf(p.Pid)
		if err != nil {
			return err.Error()
		}
		st = &read
	}
	switch {
	case st.NoNewPrivs:
		return "it runs with no_new_privs, as a process a command started does"
	case st.UID != me.status.UID || st.GID != me.status.GID || st.Groups != me.status.Groups:
		return "it runs with other ids or groups"
	}
	return ""
}

// dial connects to the Unix socket at path, with askTimeout on every
// read and write. It is written with raw system calls: package net
// would link cgo into gatesh.
func dial(path string) (int, error) {
	fd, err := unix.Socket(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return -1, err
	}
	tv := unix.NsecToTimeval(askTimeout.Nanoseconds())
	unix.SetsockoptTimeval(fd, unix.SOL_SOCKET, unix.SO_RCVTIMEO, &tv)
	unix.SetsockoptTimeval(fd, unix.SOL_SOCKET, unix.SO_SNDTIMEO, &tv)
	for err = unix.Connect(fd, &unix.SockaddrUnix{Name: path}); errors.Is(err, unix.EINTR); {
		err = unix.Connect(fd, &unix.SockaddrUnix{Name: path})
	}
	if errors.Is(err, unix.ENOENT) || errors.Is(err, unix.ECONNREFUSED) {
		err = ErrNoDaemon
	}
	if err != nil {
		unix.Close(fd)
		return -1, err
	}
	return fd, nil
}

// receive reads the reply line and the descriptor that comes with it
// (-1 when none came).
func receive(fd int) (Reply, int, error) {
	var rep Reply
	rfd := -1
	var line []byte
	buf := make([]byte, 4096)
	oob := make([]byte, unix.CmsgSpace(4*4))
	for !bytes.HasSuffix(line, []byte("\n")) {
		n, oobn, _, _, err := unix.Recvmsg(fd, buf, oob, unix.MSG_CMSG_CLOEXEC)
		if errors.Is(err, unix.EINTR) {
			continue // a signal to this process; the socket's timeout bounds the wait
		}
		if err == nil && n == 0 {
			err = errors.New("connection closed")
		}
		if err != nil {
			if rfd >= 0 {
				unix.Close(rfd)
			}
			return rep, -1, fmt.Errorf("the Landlock daemon did not answer: %w", err)
		}
		line = append(line, buf[:n]...)
		msgs, _ := unix.ParseSocketControlMessage(oob[:oobn])
		for _, m := range msgs {
			fds, _ := unix.ParseUnixRights(&m)
			for _, f := range fds {
				if rfd < 0 {
					rfd = f
				} else {
					unix.Close(f)
				}
			}
		}
		if len(line) > maxRequest {
			break
		}
	}
	if err := json.Unmarshal(line, &rep); err != nil {
		if rfd >= 0 {
			unix.Close(rfd)
		}
		return rep, -1, fmt.Errorf("the Landlock daemon's answer: %w", err)
	}
	return rep, rfd, nil
}

// writeAll writes b to the socket fd, again after a signal.
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

// Start starts the daemon for dir, detached, unless one answers by now,
// and returns once it serves. self is gatesh's own program; the daemon
// must run that very file.
func Start(dir, self string) error {
	me, err := selfIdentity()
	if err != nil {
		return err
	}
	if me.status.NoNewPrivs {
		return ErrNotHere
	}
	key := me.key()
	failed := filepath.Join(dir, "landlock-"+key+".failed")
	if fi, err := os.Stat(failed); err == nil && time.Since(fi.ModTime()) < retryStart {
		return errors.New("the Landlock daemon did not start lately; see " + failed)
	}
	unlock, err := lockDir(dir, key)
	if err != nil {
		return err
	}
	defer unlock()
	if fd, err := dial(SocketName(dir, key)); err == nil {
		unix.Close(fd)
		return nil
	}
	spec, _ := json.Marshal(StartSpec{Dir: dir})
	cmd := &exec.Cmd{Path: self, Args: []string{"gatesh", Arg, "start"}, Dir: "/", Env: []string{}}
	cmd.Stdin = bytes.NewReader(append(spec, '\n'))
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start the Landlock daemon: %w", err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err = <-done:
	case <-time.After(startTimeout):
		cmd.Process.Kill()
		err = <-done
	}
	if err != nil {
		err = fmt.Errorf("start the Landlock daemon: %v: %s", err, strings.TrimSpace(out.String()))
		// Every command would try again, at the cost of a start each.
		os.WriteFile(failed, []byte(err.Error()+"\n"), 0o600)
		return err
	}
	os.Remove(failed)
	return nil
}

// retryStart is how long after a failed start commands prepare their
// rulesets themselves before one tries to start the daemon again.
const retryStart = 10 * time.Minute

// startTimeout bounds the start of a daemon.
const startTimeout = 5 * time.Second

// lockDir takes the lock of the daemon of key in dir, which a shim holds
// while it starts that daemon and the daemon while it removes its
// socket.
func lockDir(dir, key string) (unlock func(), err error) {
	fd, err := unix.Open(filepath.Join(dir, "landlock-"+key+".lock"), unix.O_CREAT|unix.O_RDWR|unix.O_CLOEXEC, 0o600)
	if err != nil {
		return nil, err
	}
	if err := unix.Flock(fd, unix.LOCK_EX); err != nil {
		unix.Close(fd)
		return nil, err
	}
	return func() { unix.Close(fd) }, nil
}
