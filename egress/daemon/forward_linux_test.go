package daemon

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"sync"
	"testing"
	"time"

	"gatesh/egress"
)

// A plain HTTP answer of known length is relayed socket to socket: the
// body arrives whole, chunked and HEAD answers keep their framing, the
// client's connection and the one to the server are kept for the next
// request, the proxy's password never reaches the server, and a later
// request on the same connection is checked as the first was.
func TestPlainHTTPRelaysOnKeptConnections(t *testing.T) {
	big := make([]byte, 3<<20+17)
	for i := range big {
		big[i] = byte(i * 7)
	}
	type seen struct{ path, remote, auth string }
	var mu sync.Mutex
	var got []seen
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		got = append(got, seen{r.URL.Path, r.RemoteAddr, r.Header.Get("Proxy-Authorization")})
		mu.Unlock()
		switch r.URL.Path {
		case "/big":
			w.Header().Set("Content-Length", strconv.Itoa(len(big)))
			w.Write(big)
		case "/chunked":
			w.Write([]byte("first,"))
			w.(http.Flusher).Flush()
			w.Write([]byte("second"))
		}
	})}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	other, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	allow, err := egress.Parse([]string{l.Addr().String()}, "test")
	if err != nil {
		t.Fatal(err)
	}
	var refused []Refusal
	p := &Proxy{Allow: allow, Machine: func() ([]netip.Addr, error) { return nil, nil },
		Refused: func(r Refusal) { mu.Lock(); refused = append(refused, r); mu.Unlock() }}
	c, br := clientOf(t, p)
	auth := "Basic " + base64.StdEncoding.EncodeToString([]byte("gatesh:tok3n"))
	ask := func(method, path string) (*http.Response, []byte) {
		t.Helper()
		fmt.Fprintf(c, "%s http://%s%s HTTP/1.1\r\nHost: %s\r\nProxy-Authorization: %s\r\n\r\n", method, l.Addr(), path, l.Addr(), auth)
		req, _ := http.NewRequest(method, "http://x"+path, nil)
		resp, err := http.ReadResponse(br, req)
		if err != nil {
			t.Fatalf("%s %s: %v", method, path, err)
		}
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatalf("%s %s: body: %v", method, path, err)
		}
		return resp, body
	}
	if resp, body := ask("GET", "/big"); resp.StatusCode != 200 || !bytes.Equal(body, big) || resp.Close {
		t.Fatalf("GET /big: %d, %d bytes of %d, close %v", resp.StatusCode, len(body), len(big), resp.Close)
	}
	if resp, body := ask("GET", "/chunked"); resp.StatusCode != 200 || string(body) != "first,second" || resp.Close {
		t.Fatalf("GET /chunked: %d %q close %v", resp.StatusCode, body, resp.Close)
	}
	if resp, body := ask("HEAD", "/big"); resp.StatusCode != 200 || len(body) != 0 || resp.ContentLength != int64(len(big)) {
		t.Fatalf("HEAD /big: %d, %d bytes, length %d", resp.StatusCode, len(body), resp.ContentLength)
	}
	mu.Lock()
	if len(got) != 3 {
		t.Fatalf("the server saw %d requests: %+v", len(got), got)
	}
	for _, s := range got {
		if s.auth != "" {
			t.Errorf("the proxy's password reached the server: %+v", s)
		}
		if s.remote != got[0].remote {
			t.Errorf("the connection to the server was not kept: %+v", got)
		}
	}
	mu.Unlock()
	// The same client connection, to a port not allowed.
	fmt.Fprintf(c, "GET http://%s/x HTTP/1.1\r\nHost: %s\r\n\r\n", other.Addr(), other.Addr())
	if line, err := br.ReadString('\n'); err == nil {
		t.Errorf("a request not allowed, on a kept connection, got %q", line)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(refused) != 1 || refused[0].Dest.Port != other.Addr().(*net.TCPAddr).Port {
		t.Errorf("refusals: %+v", refused)
	}
}

// A server that closes each connection after one answer, without saying
// so, leaves a kept connection that is dead: the next request goes on a
// new one, whether the close arrived before it or not. One that also
// says something unasked before it closes (a 408, as some do on an idle
// connection) does not have that read as the next answer.
func TestPlainHTTPAfterTheServerClosed(t *testing.T) {
	for _, unasked := range []string{"", "HTTP/1.1 408 Request Timeout\r\nContent-Length: 0\r\n\r\n"} {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		defer l.Close()
		// The server answers one request a connection, then closes it: a
		// request answered is a connection served, which says so here
		// once it has closed.
		served := make(chan struct{}, 64)
		go func() {
			for {
				c, err := l.Accept()
				if err != nil {
					return
				}
				go func() {
					defer func() { served <- struct{}{} }()
					defer c.Close()
					if _, err := http.ReadRequest(bufio.NewReader(c)); err == nil {
						io.WriteString(c, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
						if unasked != "" {
							time.Sleep(20 * time.Millisecond) // idle, as far as the proxy knows
							io.WriteString(c, unasked)
						}
					}
				}()
			}
		}()
		answered := 0
		allow, err := egress.Parse([]string{l.Addr().String()}, "test")
		if err != nil {
			t.Fatal(err)
		}
		p := &Proxy{Allow: allow, Machine: func() ([]netip.Addr, error) { return nil, nil }}
		c, br := clientOf(t, p)
		for i := range 4 {
			fmt.Fprintf(c, "GET http://%s/%d HTTP/1.1\r\nHost: %s\r\n\r\n", l.Addr(), i, l.Addr())
			resp, err := http.ReadResponse(br, nil)
			if err != nil {
				t.Fatalf("request %d: %v", i, err)
			}
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != 200 || string(body) != "ok" {
				t.Fatalf("unasked %q, request %d: %d %q", unasked, i, resp.StatusCode, body)
			}
			answered++
			if i%2 == 1 || unasked != "" {
				for ; answered > 0; answered-- {
					<-served // what the server had to say, and its close, are sent
				}
				time.Sleep(10 * time.Millisecond)
			}
		}
	}
}

// clientOf serves p on this machine's loopback and returns a client's
// connection to it, closed at the end of the test.
func clientOf(t *testing.T, p *Proxy) (net.Conn, *bufio.Reader) {
	t.Helper()
	pl, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go p.Serve(pl)
	t.Cleanup(func() { pl.Close() })
	c, err := net.Dial("tcp", pl.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	c.SetDeadline(time.Now().Add(20 * time.Second))
	return c, bufio.NewReader(c)
}
