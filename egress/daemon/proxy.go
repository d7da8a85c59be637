package daemon

import (
	"gatesh/egress"

	"bufio"
	"bytes"
	"context"
	"crypto/tls"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httputil"
	"net/netip"
	"slices"
	"strings"
	"sync"
	"time"
)

// Proxy is an HTTP proxy that reaches only what its allowlist allows. For
// CONNECT it checks the target, dials the address it resolved itself, and
// when the client speaks TLS it reads the ClientHello (with crypto/tls)
// and refuses a server name other than the CONNECT host. For plain HTTP it
// checks the URL's host, which must equal the Host header.
type Proxy struct {
	Allow *egress.Allowlist
	// Resolve looks a name up; nil is the system resolver.
	Resolve func(ctx context.Context, host string) ([]netip.Addr, error)
	// Dial connects to an address; nil is net.Dialer.
	Dial func(ctx context.Context, network, addr string) (net.Conn, error)
	// Machine lists this machine's own addresses, asked at each dial
	// (they change); nil is those of its interfaces.
	Machine func() ([]netip.Addr, error)
	// Refused is told about every refused destination.
	Refused func(Refusal)
	// Passed is told about every destination let through.
	Passed func(token string, d egress.Dest)

	once sync.Once
	rp   *httputil.ReverseProxy
	idle idleUp // connections of forwardSpliced
}

// Refusal is one destination the proxy refused.
type Refusal struct {
	// Token is the password of the client's Proxy-Authorization, which
	// says which command asked; "" when it sent none.
	Token  string
	Dest   egress.Dest
	Reason string
}

// Timeouts of a client connection.
const (
	headerTimeout = 30 * time.Second
	helloTimeout  = 30 * time.Second
	dialTimeout   = 15 * time.Second
	maxHello      = 64 << 10
)

// Serve answers proxy requests on l until it is closed.
func (p *Proxy) Serve(l net.Listener) error {
	srv := &http.Server{Handler: p, ReadHeaderTimeout: headerTimeout, ErrorLog: quietLog()}
	return srv.Serve(l)
}

// ServeHTTP handles one proxy request.
func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	token := proxyToken(r.Header.Get("Proxy-Authorization"))
	if r.Method == http.MethodConnect {
		p.connect(w, r, token)
		return
	}
	p.forward(w, r, token)
}

func (p *Proxy) refuse(w http.ResponseWriter, tunnel bool, token string, d egress.Dest, reason string) {
	if p.Refused != nil {
		p.Refused(Refusal{Token: token, Dest: d, Reason: reason})
	}
	if w == nil {
		return
	}
	if tunnel {
		http.Error(w, "gatesh: network: "+reason, http.StatusForbidden)
		return
	}
	// A plain HTTP request is refused the way a network failure looks:
	// the connection closes with no answer.
	if hj, ok := w.(http.Hijacker); ok {
		if c, _, err := hj.Hijack(); err == nil {
			if tc, ok := c.(*net.TCPConn); ok {
				tc.SetLinger(0)
			}
			c.Close()
			return
		}
	}
	http.Error(w, "gatesh: network: "+reason, http.StatusForbidden)
}

// check says why d may not be reached, or "".
func (p *Proxy) check(d egress.Dest) string {
	if p.Allow.Match(d) == nil {
		return fmt.Sprintf("%s is not in the allowlist", d)
	}
	return ""
}

func (p *Proxy) connect(w http.ResponseWriter, r *http.Request, token string) {
	d, err := egress.ParseDest(r.Host, 0)
	if err != nil {
		p.refuse(w, true, token, egress.Dest{Host: r.Host}, "bad CONNECT target: "+err.Error())
		return
	}
	if why := p.check(d); why != "" {
		p.refuse(w, true, token, d, why)
		return
	}
	up, err := p.dial(r.Context(), d)
	var ra refusedAddr
	if errors.As(err, &ra) {
		p.refuse(w, true, token, d, ra.why)
		return
	}
	if err != nil {
		// An allowed host that does not resolve or answer is a network
		// failure, not a refusal.
		http.Error(w, "gatesh: network: "+err.Error(), http.StatusBadGateway)
		return
	}
	defer up.Close()
	hj, ok := w.(http.Hijacker)
	if !ok {
		http.Error(w, "gatesh: network: cannot take over the connection", http.StatusInternalServerError)
		return
	}
	client, rw, err := hj.Hijack()
	if err != nil {
		return
	}
	defer client.Close()
	if _, err := io.WriteString(client, "HTTP/1.1 200 Connection established\r\n\r\n"); err != nil {
		return
	}
	// What the client sends first decides: a TLS ClientHello must name
	// the CONNECT host; anything else must be HTTP/1 requests, each
	// carrying it as Host.
	client.SetReadDeadline(time.Now().Add(helloTimeout))
	head, err := rw.Reader.Peek(1)
	if err != nil {
		return // the client hung up, or sent nothing in time
	}
	if head[0] != 0x16 { // not a TLS handshake record
		client.SetReadDeadline(time.Time{})
		p.relayHTTP(client, rw.Reader, up, d, token)
		return
	}
	first, why := inspectTLS(rw.Reader, d)
	client.SetReadDeadline(time.Time{})
	if why != "" {
		p.refuse(nil, true, token, d, why)
		return
	}
	if p.Passed != nil {
		p.Passed(token, d)
	}
	if _, err := up.Write(first); err != nil {
		return
	}
	splice(client, rw.Reader, up)
}

// inspectTLS reads the client's ClientHello in the tunnel and says why it
// must not go to d, or "". It returns the bytes it read, to be sent on.
// What follows the ClientHello is encrypted: the proxy sees no more.
func inspectTLS(br *bufio.Reader, d egress.Dest) ([]byte, string) {
	var rec bytes.Buffer
	name, err := serverName(io.TeeReader(io.LimitReader(br, maxHello), &rec))
	if err != nil {
		return nil, "unreadable TLS ClientHello: " + err.Error()
	}
	if why := sameHost("TLS server name", name, d); why != "" {
		return nil, why
	}
	return rec.Bytes(), ""
}

// sameHost refuses a name that differs from the destination the proxy
// checked and dialled: that is a relay to another host through an allowed
// one (domain fronting, a shared CDN edge).
func sameHost(what, name string, d egress.Dest) string {
	if h, _, err := net.SplitHostPort(name); err == nil && what == "HTTP Host" {
		name = h
	}
	name = strings.TrimSuffix(strings.Trim(name, "[]"), ".")
	if a, err := netip.ParseAddr(name); err == nil {
		name = a.Unmap().String()
	}
	if name == "" && what == "TLS server name" {
		if _, err := netip.ParseAddr(d.Host); err == nil {
			return "" // clients send no name to an address
		}
		return fmt.Sprintf("the TLS ClientHello names no server; the tunnel is to %s", d.Host)
	}
	if !strings.EqualFold(name, d.Host) {
		return fmt.Sprintf("%s %q differs from the CONNECT host %s", what, name, d.Host)
	}
	return ""
}

var errHelloRead = errors.New("hello read")

// serverName reads a TLS ClientHello from r with crypto/tls and returns
// the server name it asks for.
func serverName(r io.Reader) (string, error) {
	var name string
	var got bool
	cfg := &tls.Config{GetConfigForClient: func(h *tls.ClientHelloInfo) (*tls.Config, error) {
		name, got = h.ServerName, true
		return nil, errHelloRead
	}}
	err := tls.Server(readOnlyConn{r: r}, cfg).Handshake()
	if !got {
		return "", err
	}
	return name, nil
}

// readOnlyConn feeds crypto/tls the client's bytes and refuses to answer.
type readOnlyConn struct{ r io.Reader }

func (c readOnlyConn) Read(p []byte) (int, error)     { return c.r.Read(p) }
func (readOnlyConn) Write([]byte) (int, error)        { return 0, io.ErrClosedPipe }
func (readOnlyConn) Close() error                     { return nil }
func (readOnlyConn) LocalAddr() net.Addr              { return nil }
func (readOnlyConn) RemoteAddr() net.Addr             { return nil }
func (readOnlyConn) SetDeadline(time.Time) error      { return nil }
func (readOnlyConn) SetReadDeadline(time.Time) error  { return nil }
func (readOnlyConn) SetWriteDeadline(time.Time) error { return nil }

// splice copies both ways until either side is done.
func splice(client net.Conn, fromClient io.Reader, up net.Conn) {
	done := make(chan struct{}, 2)
	go func() {
		copyThenCloseWrite(up, fromClient)
		done <- struct{}{}
	}()
	go func() {
		copyThenCloseWrite(client, up)
		done <- struct{}{}
	}()
	<-done
	<-done
}

// copyThenCloseWrite copies src to dst, then tells dst's reader that
// nothing more comes.
func copyThenCloseWrite(dst net.Conn, src io.Reader) {
	io.Copy(dst, src)
	if c, ok := dst.(interface{ CloseWrite() error }); ok {
		c.CloseWrite()
	}
}

// dial resolves d itself and connects to an address the allowlist lets
// it use, so that what was checked is what is reached.
func (p *Proxy) dial(ctx context.Context, d egress.Dest) (net.Conn, error) {
	ctx, cancel := context.WithTimeout(ctx, dialTimeout)
	defer cancel()
	var addrs []netip.Addr
	if a, err := netip.ParseAddr(d.Host); err == nil {
		addrs = []netip.Addr{a}
	} else {
		resolve := p.Resolve
		if resolve == nil {
			resolve = func(ctx context.Context, h string) ([]netip.Addr, error) {
				return net.DefaultResolver.LookupNetIP(ctx, "ip", h)
			}
		}
		if addrs, err = resolve(ctx, d.Host); err != nil {
			return nil, fmt.Errorf("%s does not resolve: %v", d.Host, err)
		}
	}
	dial := p.Dial
	if dial == nil {
		dial = (&net.Dialer{}).DialContext
	}
	own, err := p.machine()
	if err != nil {
		return nil, refusedAddr{"cannot list this machine's addresses: " + err.Error()}
	}
	var last error = fmt.Errorf("%s has no address", d.Host)
	for _, a := range addrs {
		if !p.Allow.AllowsAddr(a, d.Port, slices.Contains(own, a.Unmap())) {
			last = refusedAddr{fmt.Sprintf("%s is an address of this machine, which no address entry names", a)}
			if d.Host != a.String() {
				last = refusedAddr{fmt.Sprintf("%s resolves to %s, an address of this machine, which no address entry names", d.Host, a)}
			}
			continue
		}
		c, err := dial(ctx, "tcp", netip.AddrPortFrom(a.Unmap(), uint16(d.Port)).String())
		if err == nil {
			return c, nil
		}
		last = fmt.Errorf("connect %s: %v", d, err)
	}
	return nil, last
}

// machine is this machine's own addresses.
func (p *Proxy) machine() ([]netip.Addr, error) {
	if p.Machine != nil {
		return p.Machine()
	}
	ifaddrs, err := net.InterfaceAddrs()
	if err != nil {
		return nil, err
	}
	var out []netip.Addr
	for _, ia := range ifaddrs {
		if pfx, err := netip.ParsePrefix(ia.String()); err == nil {
			out = append(out, pfx.Addr().Unmap())
		}
	}
	return out, nil
}

type destKey struct{}

// refusedAddr is a dial the allowlist refused after resolving.
type refusedAddr struct{ why string }

func (e refusedAddr) Error() string { return e.why }

// forward relays a plain HTTP request in absolute form.
func (p *Proxy) forward(w http.ResponseWriter, r *http.Request, token string) {
	if r.URL.Scheme != "http" || r.URL.Host == "" {
		p.refuse(w, false, token, egress.Dest{Host: r.Host}, "not a proxy request for an http:// URL")
		return
	}
	d, err := egress.ParseDest(r.URL.Host, 80)
	if err != nil {
		p.refuse(w, false, token, egress.Dest{Host: r.URL.Host}, "bad URL host: "+err.Error())
		return
	}
	// The server sets r.Host to the URL's host, and that is the Host
	// sent on: a Host header naming another host is dropped, not relayed.
	if why := p.check(d); why != "" {
		p.refuse(w, false, token, d, why)
		return
	}
	// After a 101 the relay copies bytes it does not read: a WebSocket
	// stays with the server that took it, but h2c would carry requests
	// for other hosts.
	if up := r.Header.Get("Upgrade"); up != "" && !strings.EqualFold(up, "websocket") {
		p.refuse(w, false, token, d, "an Upgrade to "+up+": what follows it could not be checked")
		return
	}
	if splicable(r) {
		p.forwardSpliced(w, r, d, token)
		return
	}
	p.once.Do(func() {
		p.rp = &httputil.ReverseProxy{
			Rewrite: func(pr *httputil.ProxyRequest) {
				pr.Out.Header.Del("Proxy-Authorization")
				pr.Out.Header.Del("Proxy-Connection")
			},
			Transport: &http.Transport{
				Proxy: nil,
				DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
					return p.dial(ctx, ctx.Value(destKey{}).(egress.Dest))
				},
				MaxIdleConnsPerHost: 4,
				IdleConnTimeout:     30 * time.Second,
				// A download is read in large pieces: with the default
				// 4 KiB the proxy made eight times the system calls.
				ReadBufferSize: relayBuffer,
			},
			BufferPool: relayBuffers{},
			ErrorLog:   quietLog(),
			ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
				var ra refusedAddr
				if errors.As(err, &ra) {
					p.refuse(w, false, proxyToken(r.Header.Get("Proxy-Authorization")), r.Context().Value(destKey{}).(egress.Dest), ra.why)
					return
				}
				http.Error(w, "gatesh: network: "+err.Error(), http.StatusBadGateway)
			},
		}
	})
	if p.Passed != nil {
		p.Passed(token, d)
	}
	p.rp.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), destKey{}, d)))
}

// relayBuffer is the size of the buffers a plain HTTP response is
// relayed through.
const relayBuffer = 256 << 10

// relayBuffers lends the relay its buffers (httputil.BufferPool).
type relayBuffers struct{}

var relayPool = sync.Pool{New: func() any { return new([relayBuffer]byte) }}

func (relayBuffers) Get() []byte  { return relayPool.Get().(*[relayBuffer]byte)[:] }
func (relayBuffers) Put(b []byte) { relayPool.Put((*[relayBuffer]byte)(b)) }

// proxyToken is the password of a Basic Proxy-Authorization header.
func proxyToken(h string) string {
	enc, ok := strings.CutPrefix(h, "Basic ")
	if !ok {
		return ""
	}
	raw, err := base64.StdEncoding.DecodeString(strings.TrimSpace(enc))
	if err != nil {
		return ""
	}
	_, pass, _ := strings.Cut(string(raw), ":")
	return pass
}
