//go:build linux

package team

import (
	"io"
	"net"
	"sync"
	"testing"
)

// tcpProxy is the load balancer in front of the hub's replicas, as
// docs/team.md has it: machines know one URL. It spreads connections
// over its backends in turn, passing over one that refuses (a replica
// that is down), and it can cut its clients off as a broken network does.
type tcpProxy struct {
	ln net.Listener

	mu       sync.Mutex
	backends []string
	next     int
	cut      bool
	conns    map[net.Conn]struct{}
	// accepted counts the connections each backend took.
	accepted map[string]int
}

func newTCPProxy(t testing.TB, backends ...string) *tcpProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &tcpProxy{ln: ln, backends: backends, conns: map[net.Conn]struct{}{}, accepted: map[string]int{}}
	go p.serve()
	t.Cleanup(p.close)
	return p
}

// URL is the hub's URL as machines know it.
func (p *tcpProxy) URL() string { return "http://" + p.ln.Addr().String() }

// setBackends replaces the replicas behind the proxy; open connections
// stay where they are.
func (p *tcpProxy) setBackends(addrs ...string) {
	p.mu.Lock()
	p.backends = addrs
	p.mu.Unlock()
}

// setCut cuts the clients off (every open connection is reset, each new
// one is closed at once) or lets them through again.
func (p *tcpProxy) setCut(cut bool) {
	p.mu.Lock()
	p.cut = cut
	var open []net.Conn
	if cut {
		for c := range p.conns {
			open = append(open, c)
		}
	}
	p.mu.Unlock()
	for _, c := range open {
		c.Close()
	}
}

func (p *tcpProxy) close() {
	p.ln.Close()
	p.setCut(true)
}

func (p *tcpProxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		go p.handle(c)
	}
}

func (p *tcpProxy) handle(c net.Conn) {
	p.mu.Lock()
	cut, backends, start := p.cut, p.backends, p.next
	p.next++
	p.mu.Unlock()
	if cut {
		c.Close()
		return
	}
	var up net.Conn
	var addr string
	for i := range backends {
		addr = backends[(start+i)%len(backends)]
		var err error
		if up, err = net.Dial("tcp", addr); err == nil {
			break
		}
	}
	if up == nil {
		c.Close()
		return
	}
	p.mu.Lock()
	if p.cut {
		p.mu.Unlock()
		c.Close()
		up.Close()
		return
	}
	p.conns[c], p.conns[up] = struct{}{}, struct{}{}
	p.accepted[addr]++
	p.mu.Unlock()
	done := make(chan struct{}, 2)
	pipe := func(dst, src net.Conn) {
		io.Copy(dst, src)
		done <- struct{}{}
	}
	go pipe(up, c)
	go pipe(c, up)
	<-done // one side ended: end both
	c.Close()
	up.Close()
	<-done
	p.mu.Lock()
	delete(p.conns, c)
	delete(p.conns, up)
	p.mu.Unlock()
}

// took reports how many connections backend addr took.
func (p *tcpProxy) took(addr string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.accepted[addr]
}
