package daemon

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"gatesh/egress"
)

// hopHeaders are the headers of one connection, which a proxy does not
// pass on (RFC 9110, 7.6.1).
var hopHeaders = []string{"Connection", "Proxy-Connection", "Keep-Alive", "Proxy-Authenticate",
	"Proxy-Authorization", "Te", "Trailer", "Transfer-Encoding", "Upgrade"}

// dropHopHeaders removes hopHeaders and those Connection names from h.
func dropHopHeaders(h http.Header) {
	for _, v := range h.Values("Connection") {
		for _, name := range strings.Split(v, ",") {
			if name = strings.TrimSpace(name); name != "" {
				h.Del(name)
			}
		}
	}
	for _, name := range hopHeaders {
		h.Del(name)
	}
}

// splicable says whether the checked plain HTTP request r can go by
// forwardSpliced: it carries no body and asks for no other protocol.
func splicable(r *http.Request) bool {
	return r.ContentLength == 0 && len(r.TransferEncoding) == 0 &&
		r.Header.Get("Upgrade") == "" && !headerHasToken(r.Header, "Connection", "upgrade")
}

// upConn is a connection to a destination, with what has been read of
// it.
type upConn struct {
	net.Conn
	br   *bufio.Reader
	idle time.Time // when it was last put back
}

// stale says whether the server closed c, or sent something unasked,
// while it was idle: what it sent would be read as the next answer.
func (c upConn) stale() bool {
	if c.br.Buffered() > 0 {
		return true
	}
	sc, ok := c.Conn.(syscall.Conn)
	if !ok {
		return false
	}
	raw, err := sc.SyscallConn()
	if err != nil {
		return true
	}
	stale := true
	raw.Read(func(fd uintptr) bool {
		var b [1]byte
		_, _, err := unix.Recvfrom(int(fd), b[:], unix.MSG_PEEK|unix.MSG_DONTWAIT)
		// Nothing to read yet is a live connection; a byte, the end
		// (no error) or another error is not.
		stale = !errors.Is(err, unix.EAGAIN)
		return true // done, whatever it found: never wait
	})
	return stale
}

// idleUp keeps connections to destinations between requests, as
// http.Transport would.
type idleUp struct {
	mu    sync.Mutex
	conns map[egress.Dest][]upConn
	n     int
}

// At most 4 idle connections to a destination and 64 in all, each kept
// for idleUpTimeout.
const (
	maxIdlePerDest = 4
	maxIdle        = 64
	idleUpTimeout  = 30 * time.Second
)

func (u *idleUp) take(d egress.Dest) (upConn, bool) {
	u.mu.Lock()
	defer u.mu.Unlock()
	for list := u.conns[d]; len(list) > 0; list = u.conns[d] {
		c := list[len(list)-1]
		u.conns[d] = list[:len(list)-1]
		u.n--
		if time.Since(c.idle) < idleUpTimeout {
			return c, true
		}
		c.Close()
	}
	return upConn{}, false
}

func (u *idleUp) put(d egress.Dest, c upConn) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.conns == nil {
		u.conns = map[egress.Dest][]upConn{}
	}
	if len(u.conns[d]) >= maxIdlePerDest || u.n >= maxIdle {
		c.Close()
		return
	}
	c.idle = time.Now()
	u.conns[d] = append(u.conns[d], c)
	u.n++
}

// forwardSpliced relays a checked plain HTTP request without a body to
// d. The body of an answer of known length goes from one socket to the
// other inside the kernel (splice: http.Server's response passes a
// length-limited TCP source to its connection's ReadFrom), where
// httputil.ReverseProxy copied it twice through this process. Only the
// request as parsed is sent on.
func (p *Proxy) forwardSpliced(w http.ResponseWriter, r *http.Request, d egress.Dest, token string) {
	out := r.Clone(r.Context())
	dropHopHeaders(out.Header)
	if _, ok := out.Header["User-Agent"]; !ok {
		out.Header["User-Agent"] = []string{""} // else Write adds Go's own
	}
	up, resp, err := p.roundTrip(out, d)
	var ra refusedAddr
	if errors.As(err, &ra) {
		p.refuse(w, false, token, d, ra.why)
		return
	}
	if err != nil {
		http.Error(w, "gatesh: network: "+err.Error(), http.StatusBadGateway)
		return
	}
	if p.Passed != nil {
		p.Passed(token, d)
	}
	reuse := !resp.Close
	defer func() {
		if reuse {
			p.idle.put(d, up)
		} else {
			up.Close()
		}
	}()
	dropHopHeaders(resp.Header)
	h := w.Header()
	for k, v := range resp.Header {
		h[k] = v
	}
	length := resp.ContentLength
	plain := length >= 0 && len(resp.TransferEncoding) == 0
	if plain {
		h.Set("Content-Length", strconv.FormatInt(length, 10))
	}
	w.WriteHeader(resp.StatusCode)
	if !plain || out.Method == http.MethodHead {
		// Chunked, or ended by the connection's end: http.Server frames
		// it anew.
		_, err := io.Copy(w, resp.Body)
		reuse = reuse && err == nil && resp.Body.Close() == nil
		return
	}
	// What the reader holds already, then the rest socket to socket.
	held := int64(up.br.Buffered())
	if held > length {
		held, reuse = length, false
	}
	if _, err := io.CopyN(w, up.br, held); err != nil {
		reuse = false
		return
	}
	n, err := io.CopyN(w, up.Conn, length-held)
	reuse = reuse && err == nil && n == length-held
}

// roundTrip sends req to d on an idle connection, or a new one when
// none answers, and reads the answer's head.
func (p *Proxy) roundTrip(req *http.Request, d egress.Dest) (upConn, *http.Response, error) {
	for {
		c, reused := p.idle.take(d)
		if reused && c.stale() {
			c.Close()
			continue
		}
		if !reused {
			conn, err := p.dial(req.Context(), d)
			if err != nil {
				return upConn{}, nil, err
			}
			c = upConn{Conn: conn, br: bufio.NewReaderSize(conn, 64<<10)}
		}
		bw := bufio.NewWriter(c)
		err := req.Write(bw)
		if err == nil {
			err = bw.Flush()
		}
		var resp *http.Response
		for err == nil && (resp == nil || resp.StatusCode >= 100 && resp.StatusCode < 200 && resp.StatusCode != http.StatusSwitchingProtocols) {
			// An informational answer (103 Early Hints) comes before
			// the answer.
			resp, err = http.ReadResponse(c.br, req)
		}
		if err == nil && resp.StatusCode == http.StatusSwitchingProtocols {
			err = errors.New("the server switched protocols unasked")
		}
		if err != nil {
			c.Close()
			if reused {
				continue // the server closed it while it was idle; the request has no body
			}
			return upConn{}, nil, err
		}
		return c, resp, nil
	}
}
