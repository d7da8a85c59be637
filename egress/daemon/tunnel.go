package daemon

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"

	"gatesh/egress"
)

// maxRequestHead bounds the request line and headers of one request in a
// tunnel; drainTimeout is how long the answers to the requests before a
// refused one may take to come back.
const (
	maxRequestHead = 1 << 20
	drainTimeout   = 5 * time.Second
)

// relayHTTP carries plain HTTP/1 requests through a tunnel to d, one at a
// time, each read whole and checked before it is sent on: its Host must
// be the CONNECT host. A request that does not parse (another protocol, a
// blank line first, an HTTP/2 preface) or would switch the connection to
// another protocol (Upgrade, CONNECT) is refused, and the tunnel ends
// once the requests before it are answered. A
// request goes on as it was parsed, so the server frames the requests as
// the check did: a second request cannot hide in the first one's body.
func (p *Proxy) relayHTTP(client net.Conn, fromClient *bufio.Reader, up net.Conn, d egress.Dest, token string) {
	done := make(chan struct{})
	go func() {
		copyThenCloseWrite(client, up)
		close(done)
	}()
	head := &headLimit{r: fromClient, left: -1}
	br := bufio.NewReader(head)
	// A *bufio.Writer: Request.Write then sends the headers before it
	// reads a streamed body, so a client that waits for 100 Continue gets
	// it from the server.
	bw := bufio.NewWriter(up)
	passed := false
	for {
		// An idle connection between requests may wait; a request, once
		// begun, has headerTimeout to arrive.
		if _, err := br.Peek(1); err != nil {
			break
		}
		client.SetReadDeadline(time.Now().Add(headerTimeout))
		head.left = maxRequestHead
		req, err := http.ReadRequest(br)
		head.left = -1
		client.SetReadDeadline(time.Time{})
		why := ""
		if err != nil {
			why = "unreadable HTTP request in the tunnel: " + err.Error()
		} else {
			why = tunnelRequestProblem(req, d)
		}
		if why != "" {
			// Nothing of it is sent; the answers to the requests before
			// it still come back, for a while.
			p.refuse(nil, true, token, d, why)
			up.SetReadDeadline(time.Now().Add(drainTimeout))
			break
		}
		if !passed && p.Passed != nil {
			p.Passed(token, d)
		}
		passed = true
		if _, ok := req.Header["User-Agent"]; !ok {
			req.Header["User-Agent"] = []string{""} // else Write adds Go's own
		}
		if err := req.Write(bw); err != nil || bw.Flush() != nil {
			up.Close()
			client.Close()
			break
		}
	}
	if c, ok := up.(interface{ CloseWrite() error }); ok {
		c.CloseWrite()
	}
	<-done
}

// tunnelRequestProblem says why a request read in a tunnel to d must not
// be sent on, or "".
func tunnelRequestProblem(req *http.Request, d egress.Dest) string {
	switch {
	case req.ProtoMajor != 1:
		return fmt.Sprintf("%s in the tunnel: only HTTP/1 requests can be checked", req.Proto)
	case req.Method == http.MethodConnect || req.Method == "PRI":
		return req.Method + " in the tunnel"
	case req.Header.Get("Upgrade") != "" || headerHasToken(req.Header, "Connection", "upgrade"):
		return "an Upgrade in the tunnel: what follows it could not be checked"
	}
	return sameHost("HTTP Host", req.Host, d)
}

func headerHasToken(h http.Header, name, token string) bool {
	for _, v := range h.Values(name) {
		for _, t := range strings.Split(v, ",") {
			if strings.EqualFold(strings.TrimSpace(t), token) {
				return true
			}
		}
	}
	return false
}

// headLimit reads r and fails past left bytes; left < 0 is no limit.
type headLimit struct {
	r    io.Reader
	left int
}

var errHeadTooLong = errors.New("request head too long")

func (h *headLimit) Read(b []byte) (int, error) {
	if h.left < 0 {
		return h.r.Read(b)
	}
	if h.left == 0 {
		return 0, errHeadTooLong
	}
	if len(b) > h.left {
		b = b[:h.left]
	}
	n, err := h.r.Read(b)
	h.left -= n
	return n, err
}
