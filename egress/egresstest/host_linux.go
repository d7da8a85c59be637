// Package egresstest makes test hosts for the network allowlist: HTTP
// and HTTPS servers in a network namespace of the test's own, reached from
// this machine over a veth pair with private addresses. Nothing outside
// the machine is ever a target. It needs root.
package egresstest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"fmt"
	"io"
	"log"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"gatesh/internal/needs"
)

// Host is a namespace with two addresses, A and B, each serving HTTP on
// port 80 and HTTPS on 443. Requests are recorded.
type Host struct {
	A, B string // 10.200.N.2 and 10.200.N.6
	// Gateway is this machine's side of the pair.
	Gateway string
	// Netns is the namespace's file: a process in it reaches A and B
	// directly, as a container with outside access would.
	Netns string
	// BigSize is the size of /big, served for throughput measures.
	BigSize int

	mu    sync.Mutex
	seen  []Request
	files map[string][]byte
}

// Serve makes the host answer GET path with body, as a package index
// would.
func (h *Host) Serve(path string, body []byte) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.files == nil {
		h.files = map[string][]byte{}
	}
	h.files[path] = body
}

// Request is one request a test host answered.
type Request struct {
	Addr   string // the address it came in on: A or B
	TLS    bool
	Method string
	Host   string
	Path   string
	Body   string
}

// TB is what New needs of a test: testing.TB has it, and so does a
// benchmark program outside go test (scripts/bench).
type TB interface {
	Helper()
	Cleanup(func())
	Fatal(args ...any)
	Fatalf(format string, args ...any)
	Skip(args ...any)
	Skipf(format string, args ...any)
}

// BigSize is the default size of /big.
const BigSize = 256 << 20

// New makes the namespace, the pair and the servers, and removes them at
// the end of the test. It skips the test when it does not run as root or
// ip (iproute2) is missing.
func New(t TB) *Host {
	t.Helper()
	tt, isTest := t.(testing.TB)
	if !isTest { // a benchmark program: no CI to fail in
		if _, err := exec.LookPath("ip"); os.Geteuid() != 0 || err != nil {
			t.Skip("a test host needs root and ip (iproute2)")
		}
	} else {
		needs.Root(tt) // to make a network namespace and a veth pair
	}
	if u, _ := os.Readlink("/proc/self/ns/user"); u != "user:[4026531837]" {
		if !isTest {
			t.Skip("a test host needs the machine's root; this runs in a user namespace of its own")
		}
		needs.Skip(tt, needs.RootUser, "a test host needs the machine's root; this runs in a user namespace of its own")
	}
	if isTest {
		needs.Program(tt, "ip")
	}
	// The namespace's name holds the third byte of its addresses, and
	// making a namespace whose name is taken fails: so two hosts, in this
	// test binary or in another package's running beside it, never share
	// a subnet (they did, picked at random, and one host's route took the
	// other's connections).
	var b [1]byte
	rand.Read(b[:])
	n, tag, ns := 0, "", ""
	for i := 0; ; i++ {
		if i == 256 {
			t.Fatalf("no free subnet for a test host: every namespace gsnetNN is taken")
		}
		n = (int(b[0]) + i) % 256
		tag = fmt.Sprintf("%02x", n)
		ns = "gsnet" + tag
		out, err := exec.Command("ip", "netns", "add", ns).CombinedOutput()
		if err == nil {
			break
		}
		if !strings.Contains(string(out), "exists") {
			t.Fatalf("ip netns add %s: %v\n%s", ns, err, out)
		}
	}
	outer, inner := "gsv"+tag+"a", "gsv"+tag+"b"
	h := &Host{
		A: fmt.Sprintf("10.200.%d.2", n), B: fmt.Sprintf("10.200.%d.6", n),
		Gateway: fmt.Sprintf("10.200.%d.1", n), BigSize: BigSize, Netns: "/run/netns/" + ns,
	}
	ip := func(args ...string) {
		t.Helper()
		if out, err := exec.Command("ip", args...).CombinedOutput(); err != nil {
			t.Fatalf("ip %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	t.Cleanup(func() { exec.Command("ip", "netns", "del", ns).Run() })
	ip("link", "add", outer, "type", "veth", "peer", "name", inner, "netns", ns)
	t.Cleanup(func() { exec.Command("ip", "link", "del", outer).Run() })
	ip("addr", "add", h.Gateway+"/30", "dev", outer)
	ip("addr", "add", fmt.Sprintf("10.200.%d.5/30", n), "dev", outer)
	ip("link", "set", outer, "up")
	ip("-n", ns, "addr", "add", h.A+"/30", "dev", inner)
	ip("-n", ns, "addr", "add", h.B+"/30", "dev", inner)
	ip("-n", ns, "link", "set", inner, "up")
	ip("-n", ns, "link", "set", "lo", "up")

	cert := selfSigned(t)
	for _, addr := range []string{h.A, h.B} {
		for _, port := range []int{80, 443} {
			l := listenIn(t, h.Netns, net.JoinHostPort(addr, strconv.Itoa(port)))
			if port == 443 {
				l = tls.NewListener(l, &tls.Config{Certificates: []tls.Certificate{cert}})
			}
			srv := &http.Server{Handler: h.handler(addr, port == 443), ReadHeaderTimeout: 10 * time.Second, ErrorLog: log.New(io.Discard, "", 0)}
			go srv.Serve(l)
			t.Cleanup(func() { srv.Close() })
		}
	}
	return h
}

// Seen is every request answered so far.
func (h *Host) Seen() []Request {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]Request(nil), h.seen...)
}

func (h *Host) handler(addr string, isTLS bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/big" {
			w.Header().Set("Content-Length", strconv.Itoa(h.BigSize))
			buf := make([]byte, 1<<20)
			for left := h.BigSize; left > 0; left -= len(buf) {
				if left < len(buf) {
					buf = buf[:left]
				}
				if _, err := w.Write(buf); err != nil {
					return
				}
			}
			return
		}
		h.mu.Lock()
		file, ok := h.files[r.URL.Path]
		h.mu.Unlock()
		if ok {
			w.Write(file)
			return
		}
		body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		h.mu.Lock()
		h.seen = append(h.seen, Request{Addr: addr, TLS: isTLS, Method: r.Method, Host: r.Host, Path: r.URL.Path, Body: string(body)})
		h.mu.Unlock()
		fmt.Fprintf(w, "test host %s got %s %s\n", addr, r.Method, r.URL.Path)
	})
}

// MachineService listens on every address of this machine, as a database
// or a development server bound to 0.0.0.0 does, answers each connection
// with "machine service", and counts them.
func MachineService(t testing.TB) (port int, accepted *atomic.Int32) {
	t.Helper()
	l, err := net.Listen("tcp4", "0.0.0.0:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	accepted = new(atomic.Int32)
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			accepted.Add(1)
			c.Write([]byte("HTTP/1.0 200 OK\r\n\r\nmachine service\n"))
			c.Close()
		}
	}()
	return l.Addr().(*net.TCPAddr).Port, accepted
}

// listenIn opens a TCP listener inside the network namespace at nsPath:
// one locked thread enters it, makes the socket, and goes back. The
// socket stays in that namespace.
func listenIn(t TB, nsPath, addr string) net.Listener {
	t.Helper()
	type result struct {
		l   net.Listener
		err error
	}
	ch := make(chan result, 1)
	go func() {
		runtime.LockOSThread()
		// The thread is left locked if it cannot get back, so that the
		// runtime ends it instead of reusing it.
		orig, err := os.Open("/proc/thread-self/ns/net")
		if err != nil {
			ch <- result{err: err}
			return
		}
		defer orig.Close()
		target, err := os.Open(nsPath)
		if err != nil {
			ch <- result{err: err}
			return
		}
		defer target.Close()
		if err := unix.Setns(int(target.Fd()), unix.CLONE_NEWNET); err != nil {
			ch <- result{err: err}
			return
		}
		l, lerr := net.Listen("tcp", addr)
		if err := unix.Setns(int(orig.Fd()), unix.CLONE_NEWNET); err != nil {
			ch <- result{err: fmt.Errorf("back to this namespace: %w", err)}
			return
		}
		runtime.UnlockOSThread()
		ch <- result{l, lerr}
	}()
	r := <-ch
	if r.err != nil {
		t.Fatalf("listen on %s in %s: %v", addr, nsPath, r.err)
	}
	return r.l
}

// selfSigned is a certificate for "allowed.test" and the host addresses.
func selfSigned(t TB) tls.Certificate {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "allowed.test"},
		DNSNames:     []string{"allowed.test", "other.test"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}
