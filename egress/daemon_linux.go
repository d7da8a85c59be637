package egress

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"sync"
	"time"
)

// The daemon is one long-lived gatesh process per gatesh folder, project
// and allowlist. It runs outside the namespace: it starts the holder,
// serves the proxy on the listener the holder made inside the namespace,
// dials out itself, and answers shims on a Unix socket. It exits when it
// has been idle for IdleExit and no process but the holder is left in the
// namespace.

// DaemonArg is the argument that makes gatesh run as the daemon.
const DaemonArg = "__network-daemon"

// IdleExit is how long a daemon with nothing left in its namespace waits
// for work before it exits.
const IdleExit = 15 * time.Minute

// DaemonSpec is what the shim tells a daemon it starts, as JSON on stdin.
type DaemonSpec struct {
	Key   string      `json:"key"`
	Dir   string      `json:"dir"`
	Allow []EntrySpec `json:"allow"`
}

// EntrySpec is an allowlist entry and its reason.
type EntrySpec struct {
	Text string `json:"text"`
	Why  string `json:"why"`
}

// Origin is the command a proxy client belongs to, for the log.
type Origin struct {
	Decision string `json:"decision"`
	Command  string `json:"command"`
	Cwd      string `json:"cwd"`
	Session  string `json:"session,omitempty"`
	Agent    string `json:"agent,omitempty"`
}

// request is one line a shim sends on the control socket.
type request struct {
	Op     string `json:"op"` // "hello" or "register"
	Token  string `json:"token,omitempty"`
	Origin Origin `json:"origin"`
}

// reply is the daemon's answer: where the namespace and the proxy are.
type reply struct {
	Pid   int    `json:"pid"`
	Port  int    `json:"port"`
	Netns string `json:"netns"`
	Error string `json:"error,omitempty"`
}

// maxOrigins bounds the commands a daemon remembers.
const maxOrigins = 4096

// RunDaemon runs the daemon for spec. It writes one line to ready: "ready"
// once it serves, "unavailable REASON" when the machine cannot make the
// namespace, or "error REASON". refused is called for every refusal.
func RunDaemon(spec DaemonSpec, exe string, ready io.Writer, refused func(Refusal, Origin)) error {
	allow, err := fromSpec(spec.Allow)
	if err != nil {
		fmt.Fprintf(ready, "error %v\n", err)
		return err
	}
	h, err := startHolder(exe)
	if err != nil {
		if isUnavailable(err) {
			fmt.Fprintf(ready, "unavailable %v\n", err)
		} else {
			fmt.Fprintf(ready, "error %v\n", err)
		}
		return err
	}
	defer h.cmd.Process.Kill()
	sock := socketPath(spec.Dir, spec.Key)
	os.Remove(sock)
	ctl, err := net.Listen("unix", sock)
	if err != nil {
		fmt.Fprintf(ready, "error %v\n", err)
		return err
	}
	defer os.Remove(sock)
	d := &daemon{h: h, origins: map[string]Origin{}, last: time.Now()}
	p := &Proxy{
		Allow: allow,
		Refused: func(r Refusal) {
			d.touch()
			if refused != nil && d.firstSeen(r) {
				refused(r, d.origin(r.Token))
			}
		},
		Passed: func(string, Dest) { d.touch() },
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
				ctl.Close()
				return nil
			}
		}
	}
}

func fromSpec(specs []EntrySpec) (*Allowlist, error) {
	var a Allowlist
	for _, s := range specs {
		e, err := ParseEntry(s.Text)
		if err != nil {
			return nil, err
		}
		e.Why = s.Why
		a.Entries = append(a.Entries, e)
	}
	return &a, nil
}

// ToSpec is the allowlist as a daemon receives it.
func (a *Allowlist) ToSpec() []EntrySpec {
	var out []EntrySpec
	if a != nil {
		for _, e := range a.Entries {
			out = append(out, EntrySpec{Text: e.Text, Why: e.Why})
		}
	}
	return out
}

type daemon struct {
	h       *holder
	mu      sync.Mutex
	origins map[string]Origin
	order   []string
	seen    map[string]time.Time
	last    time.Time
}

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

func (d *daemon) origin(token string) Origin {
	d.mu.Lock()
	defer d.mu.Unlock()
	if o, ok := d.origins[token]; ok && token != "" {
		return o
	}
	return Origin{Command: "(a program that sent no gatesh proxy token)"}
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
	d.touch()
	sc := bufio.NewScanner(c)
	sc.Buffer(nil, 1<<20)
	enc := json.NewEncoder(c)
	for sc.Scan() {
		var req request
		if err := json.Unmarshal(sc.Bytes(), &req); err != nil {
			enc.Encode(reply{Error: err.Error()})
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
			d.mu.Unlock()
		}
		enc.Encode(reply{Pid: d.h.cmd.Process.Pid, Port: d.h.port, Netns: d.h.netns})
	}
}
