package daemon

import (
	"gatesh/egress"

	"bufio"
	"context"
	"crypto/tls"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"

	"gatesh/egress/egresstest"
)

// proxyWorld is a proxy on this machine's loopback whose resolver knows
// allowed.test and other.test as the two test host addresses, and
// local.test as this machine's loopback.
type proxyWorld struct {
	host    *egresstest.Host
	addr    string
	mu      sync.Mutex
	refs    []Refusal
	lookups []string // every name the resolver was asked, in order
}

func newProxyWorld(t *testing.T, allow ...string) *proxyWorld {
	t.Helper()
	w := &proxyWorld{host: egresstest.New(t)}
	names := map[string]string{"allowed.test": w.host.A, "other.test": w.host.B, "local.test": "127.0.0.1"}
	for i, a := range allow {
		allow[i] = strings.NewReplacer("HOST_A", w.host.A, "HOST_B", w.host.B).Replace(a)
	}
	list, err := egress.Parse(allow, "test")
	if err != nil {
		t.Fatal(err)
	}
	p := &Proxy{
		Allow: list,
		Resolve: func(_ context.Context, h string) ([]netip.Addr, error) {
			w.mu.Lock()
			w.lookups = append(w.lookups, h)
			w.mu.Unlock()
			if a, ok := names[h]; ok {
				return []netip.Addr{netip.MustParseAddr(a)}, nil
			}
			return nil, fmt.Errorf("no such host %s", h)
		},
		Refused: func(r Refusal) {
			w.mu.Lock()
			w.refs = append(w.refs, r)
			w.mu.Unlock()
		},
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	go p.Serve(l)
	w.addr = l.Addr().String()
	return w
}

func (w *proxyWorld) refusals() []Refusal {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]Refusal(nil), w.refs...)
}

// tunnel sends CONNECT target and returns the connection and the status.
func (w *proxyWorld) tunnel(t *testing.T, target string) (net.Conn, int) {
	t.Helper()
	c, err := net.DialTimeout("tcp", w.addr, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	c.SetDeadline(time.Now().Add(10 * time.Second))
	fmt.Fprintf(c, "CONNECT %s HTTP/1.1\r\nHost: %s\r\nProxy-Authorization: Basic Z2F0ZXNoOnRvazE=\r\n\r\n", target, target)
	resp, err := http.ReadResponse(bufio.NewReader(c), &http.Request{Method: http.MethodConnect})
	if err != nil {
		t.Fatalf("CONNECT %s: %v", target, err)
	}
	return c, resp.StatusCode
}

// tlsGet speaks TLS with server name sni through a tunnel to target and
// sends a GET; it returns the answer's first line, or the error.
func (w *proxyWorld) tlsGet(t *testing.T, target, sni string) (string, error) {
	t.Helper()
	c, status := w.tunnel(t, target)
	defer c.Close()
	if status != 200 {
		return "", fmt.Errorf("CONNECT refused: %d", status)
	}
	tc := tls.Client(c, &tls.Config{ServerName: sni, InsecureSkipVerify: true})
	if err := tc.Handshake(); err != nil {
		return "", err
	}
	fmt.Fprintf(tc, "GET /via-tls HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n", sni)
	line, err := bufio.NewReader(tc).ReadString('\n')
	return line, err
}

func TestConnectChecksTheServerName(t *testing.T) {
	w := newProxyWorld(t, "allowed.test:443", "HOST_A:443")
	if line, err := w.tlsGet(t, "allowed.test:443", "allowed.test"); err != nil || !strings.Contains(line, "200") {
		t.Fatalf("allowed name: %q %v", line, err)
	}
	for _, c := range []struct{ target, sni string }{
		{"allowed.test:443", "other.test"},    // a relay to another host
		{"allowed.test:443", "OTHER.test."},   // the same, spelled otherwise
		{"allowed.test:443", ""},              // no name at all
		{w.host.A + ":443", "other.test"},     // an allowed address, another name
		{w.host.A + ":443", "allowed.test"},   // an address is not the name
		{"other.test:443", "other.test"},      // not allowed
		{w.host.B + ":443", ""},               // not allowed by address
		{"allowed.test:8443", "allowed.test"}, // another port
	} {
		if line, err := w.tlsGet(t, c.target, c.sni); err == nil {
			t.Errorf("CONNECT %s with server name %q got through: %q", c.target, c.sni, line)
		}
	}
	for _, r := range w.host.Seen() {
		if r.Addr == w.host.B || r.Path != "/via-tls" || r.Host != "allowed.test" {
			t.Errorf("a refused tunnel reached the test host: %+v", r)
		}
	}
	if got := len(w.host.Seen()); got != 1 {
		t.Errorf("the test host answered %d requests; want the one allowed", got)
	}
	refs := w.refusals()
	if len(refs) != 8 {
		t.Errorf("%d refusals logged; want 8: %+v", len(refs), refs)
	}
	for _, r := range refs {
		if r.Token != "tok1" || r.Dest.Host == "" {
			t.Errorf("refusal without its token or destination: %+v", r)
		}
	}
}

// The proxy looks up only names the list allows, after the check: a name
// that is not allowed, or an allowed name on a port that is not, never
// reaches a resolver (docs/network.md, DNS).
func TestNoLookupBeforeTheCheck(t *testing.T) {
	w := newProxyWorld(t, "allowed.test:443")
	for _, target := range []string{"other.test:443", "allowed.test:8443", "OTHER.test.:443"} {
		c, status := w.tunnel(t, target)
		c.Close()
		if status != 403 {
			t.Errorf("CONNECT %s: %d, want 403", target, status)
		}
	}
	c, err := net.Dial("tcp", w.addr)
	if err != nil {
		t.Fatal(err)
	}
	c.SetDeadline(time.Now().Add(5 * time.Second))
	fmt.Fprintf(c, "GET http://other.test/x HTTP/1.1\r\nHost: other.test\r\n\r\n")
	if line, err := bufio.NewReader(c).ReadString('\n'); err == nil {
		t.Errorf("a plain request to other.test got %q", line)
	}
	c.Close()
	w.mu.Lock()
	before := append([]string(nil), w.lookups...)
	w.mu.Unlock()
	if len(before) != 0 {
		t.Errorf("names looked up for destinations the list refuses: %q", before)
	}
	// The recorder works: the allowed destination is looked up.
	c, status := w.tunnel(t, "allowed.test:443")
	c.Close()
	w.mu.Lock()
	defer w.mu.Unlock()
	if status != 200 || len(w.lookups) != 1 || w.lookups[0] != "allowed.test" {
		t.Errorf("CONNECT allowed.test:443: %d, lookups %q", status, w.lookups)
	}
}

func TestTunnelAndPlainHTTPCannotRelay(t *testing.T) {
	w := newProxyWorld(t, "allowed.test:80", "HOST_A:80", "local.test")
	// Plain HTTP in a tunnel names the CONNECT host.
	for _, host := range []string{"other.test", w.host.B, "allowed.test.evil"} {
		c, status := w.tunnel(t, "allowed.test:80")
		if status != 200 {
			t.Fatalf("CONNECT allowed.test:80: %d", status)
		}
		fmt.Fprintf(c, "POST /x HTTP/1.1\r\nHost: %s\r\nContent-Length: 4\r\n\r\ndata", host)
		if line, err := bufio.NewReader(c).ReadString('\n'); err == nil {
			t.Errorf("Host %s through a tunnel to allowed.test got %q", host, line)
		}
		c.Close()
	}
	// A plain proxy request's Host must be its URL's.
	client := func(url, host string) (int, error) {
		c, err := net.Dial("tcp", w.addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		c.SetDeadline(time.Now().Add(5 * time.Second))
		fmt.Fprintf(c, "GET %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n", url, host)
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			return 0, err
		}
		io.Copy(io.Discard, resp.Body)
		return resp.StatusCode, nil
	}
	if status, err := client("http://allowed.test/ok", "allowed.test"); err != nil || status != 200 {
		t.Fatalf("allowed plain request: %d %v", status, err)
	}
	for _, c := range []struct{ url, host string }{
		{"http://other.test/x", "allowed.test"},
		{"http://" + w.host.B + "/x", w.host.A},
		{"http://allowed.test@other.test/x", "other.test"},
		{"http://2130706433/x", "2130706433"},
		{"http://local.test/x", "local.test"}, // resolves to this machine
		{"/relative", "allowed.test"},
	} {
		if status, err := client(c.url, c.host); err == nil {
			t.Errorf("GET %s Host %s: %d", c.url, c.host, status)
		}
	}
	// A Host header naming another host is replaced by the URL's.
	if status, err := client("http://allowed.test/renamed", "other.test"); err != nil || status != 200 {
		t.Fatalf("plain request with another Host: %d %v", status, err)
	}
	for _, r := range w.host.Seen() {
		if r.Host != "allowed.test" || r.Addr != w.host.A || r.Path != "/ok" && r.Path != "/renamed" {
			t.Errorf("a refused request reached the test host: %+v", r)
		}
	}
}
