package daemon

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"sync"
	"time"

	"gatesh/egress"
)

// The daemon is one long-lived gatesh process per gatesh folder, project
// and allowlist. It runs outside the namespace: it starts the holder,
// serves the proxy on the listener the holder made inside the namespace,
// dials out itself, and answers shims on a Unix socket. It exits when it
// has been idle for IdleExit and no process but the holder is left in the
// namespace.

// IdleExit is how long a daemon with nothing left in its namespace waits
// for work before it exits.
const IdleExit = 15 * time.Minute

// maxOrigins bounds the commands a daemon remembers.
const maxOrigins = 4096

// RunDaemon runs the daemon for spec. It writes one line to ready: "ready"
// once it serves, "unavailable REASON" when the machine cannot make the
// namespace, or "error REASON". refused is called for every refusal.
func RunDaemon(spec egress.DaemonSpec, exe string, ready io.Writer, refused func(Refusal, egress.Origin)) error {
	allow, err := egress.FromSpec(spec.Allow)
	if err != nil {
		fmt.Fprintf(ready, "error %v\n", err)
		return err
	}
	// The key is worked out here, from the list this daemon enforces, not
	// taken from the caller: a shim checks it against the list it wants.
	id, err := egress.ExeID(exe)
	if err != nil {
		fmt.Fprintf(ready, "error %v\n", err)
		return err
	}
	key := egress.KeyOf(spec.Home, spec.Project, allow, id)
	h, err := startHolder(exe)
	if err != nil {
		if errors.Is(err, egress.ErrUnavailable) {
			fmt.Fprintf(ready, "unavailable %v\n", err)
		} else {
			fmt.Fprintf(ready, "error %v\n", err)
		}
		return err
	}
	defer h.cmd.Process.Kill()
	if err := egress.PublishHello(egress.Reply{Pid: h.cmd.Process.Pid, Port: h.port, Netns: h.netns, Key: key}); err != nil {
		fmt.Fprintf(ready, "error publish where the namespace is: %v\n", err)
		return err
	}
	sock := egress.SocketName(spec.Dir, key)
	os.Remove(sock)
	ctl, err := net.Listen("unix", sock)
	if err != nil {
		fmt.Fprintf(ready, "error %v\n", err)
		return err
	}
	// By the time this daemon ends, a newer one may serve the path: the
	// listener is closed without removing it, and removeOwn removes only
	// this daemon's own socket.
	ctl.(*net.UnixListener).SetUnlinkOnClose(false)
	own, err := os.Lstat(sock)
	if err != nil {
		ctl.Close()
		fmt.Fprintf(ready, "error %v\n", err)
		return err
	}
	defer removeOwn(spec.Dir, key, sock, own)
	defer ctl.Close()
	d := &daemon{h: h, key: key, origins: map[string]egress.Origin{}, last: time.Now()}
	p := &Proxy{
		Allow: allow,
		Refused: func(r Refusal) {
			d.touch()
			if refused != nil && d.firstSeen(r) {
				refused(r, d.origin(r.Token))
			}
		},
		Passed: func(string, egress.Dest) { d.touch() },
	}
	go p.Serve(h.listener)
	go d.serveControl(ctl)
	fmt.Fprintln(ready, "ready")
	done := make(chan error, 1)
	go func() { done <- h.cmd.Wait() }()
	tick := time.NewTicker(30 * time.Second)
	defer tick.Stop()
	for {
		select {
		case err := <-done:
			return fmt.Errorf("the namespace holder ended: %v", err)
		case <-tick.C:
			if d.idleFor() > IdleExit && !namespaceBusy(h.netns, h.cmd.Process.Pid) {
				return nil
			}
		}
	}
}

// removeOwn removes the socket at sock if it is still own, the one this
// daemon made, under the lock a shim holds while it starts a daemon: a
// daemon started since then serves the path now, and its socket stays.
// Without the lock nothing is removed; a socket nobody answers only
// makes the next shim start a daemon.
func removeOwn(dir, key, sock string, own os.FileInfo) {
	unlock, err := egress.LockDaemon(dir, key)
	if err != nil {
		return
	}
	defer unlock()
	if cur, err := os.Lstat(sock); err == nil && os.SameFile(cur, own) {
		os.Remove(sock)
	}
}

type daemon struct {
	h       *holder
	key     string
	mu      sync.Mutex
	origins map[string]egress.Origin
	order   []string
	seen    map[string]time.Time
	last    time.Time
	// registered is closed, and replaced, at each registration: a
	// refusal whose token is not known yet waits on it a moment.
	registered chan struct{}
}

// registerWait is how long a refusal waits for its command's
// registration, which the shim sends without waiting for an answer just
// before the command starts.
const registerWait = time.Second

func (d *daemon) touch() {
	d.mu.Lock()
	d.last = time.Now()
	d.mu.Unlock()
}

func (d *daemon) idleFor() time.Duration {
	d.mu.Lock()
	defer d.mu.Unlock()
	return time.Since(d.last)
}

func (d *daemon) origin(token string) egress.Origin {
	deadline := time.NewTimer(registerWait)
	defer deadline.Stop()
	for {
		d.mu.Lock()
		o, ok := d.origins[token]
		if d.registered == nil {
			d.registered = make(chan struct{})
		}
		wait := d.registered
		d.mu.Unlock()
		if ok && token != "" {
			return o
		}
		if token == "" {
			break
		}
		select {
		case <-wait:
			continue
		case <-deadline.C:
		}
		break
	}
	return egress.Origin{Command: "(a program that sent no gatesh proxy token)"}
}

// firstSeen keeps a loop that retries one refused destination from
// filling the log: the same command and destination is logged once a
// minute.
func (d *daemon) firstSeen(r Refusal) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.seen == nil || len(d.seen) > maxOrigins {
		d.seen = map[string]time.Time{}
	}
	k := r.Token + "\x00" + r.Dest.String() + "\x00" + r.Reason
	if t, ok := d.seen[k]; ok && time.Since(t) < time.Minute {
		return false
	}
	d.seen[k] = time.Now()
	return true
}

func (d *daemon) serveControl(l net.Listener) {
	for {
		c, err := l.Accept()
		if err != nil {
			return
		}
		go d.control(c)
	}
}

// control answers one shim: a hello with where the namespace is, then
// any number of registrations.
func (d *daemon) control(c net.Conn) {
	defer c.Close()
	enc := json.NewEncoder(c)
	sc := bufio.NewScanner(c)
	sc.Buffer(nil, 1<<20)
	if why := checkClient(c); why != "" {
		// The question is read first, so that the asker reads the answer
		// rather than a closed connection.
		sc.Scan()
		enc.Encode(egress.Reply{Error: "the network daemon answers only gatesh: " + why})
		return
	}
	d.touch()
	for sc.Scan() {
		var req egress.Request
		if err := json.Unmarshal(sc.Bytes(), &req); err != nil {
			enc.Encode(egress.Reply{Error: err.Error()})
			return
		}
		if req.Op == "register" && req.Token != "" {
			d.mu.Lock()
			if _, ok := d.origins[req.Token]; !ok {
				d.order = append(d.order, req.Token)
			}
			d.origins[req.Token] = req.Origin
			for len(d.order) > maxOrigins {
				delete(d.origins, d.order[0])
				d.order = d.order[1:]
			}
			if d.registered != nil {
				close(d.registered)
				d.registered = nil
			}
			d.mu.Unlock()
		}
		enc.Encode(egress.Reply{Pid: d.h.cmd.Process.Pid, Port: d.h.port, Netns: d.h.netns, Key: d.key})
	}
}

// checkClient says why the process on c may not ask this daemon, or "".
func checkClient(c net.Conn) string {
	uc, ok := c.(*net.UnixConn)
	if !ok {
		return "not a Unix socket"
	}
	raw, err := uc.SyscallConn()
	if err != nil {
		return err.Error()
	}
	why := "cannot tell who asks"
	if err := raw.Control(func(fd uintptr) { why = egress.CheckClient(int(fd)) }); err != nil {
		return err.Error()
	}
	return why
}
