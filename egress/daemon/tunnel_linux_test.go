package daemon

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// rawTunnel opens a tunnel to target, sends payload in it, and returns
// everything that came back until the connection closed.
func (w *proxyWorld) rawTunnel(t *testing.T, target, payload string) string {
	t.Helper()
	c, status := w.tunnel(t, target)
	defer c.Close()
	if status != 200 {
		t.Fatalf("CONNECT %s: %d", target, status)
	}
	c.SetDeadline(time.Now().Add(5 * time.Second))
	if _, err := io.WriteString(c, payload); err != nil {
		return ""
	}
	got, _ := io.ReadAll(c)
	return string(got)
}

// Inside a plain HTTP tunnel every request must name the CONNECT host,
// whatever its method or place in the stream; what does not parse as
// HTTP/1 is refused, not relayed.
func TestTunnelChecksEveryRequest(t *testing.T) {
	w := newProxyWorld(t, "allowed.test:80")
	const ok = "GET /first HTTP/1.1\r\nHost: allowed.test\r\n\r\n"
	for _, c := range []struct{ name, payload string }{
		{"a pipelined second request", ok + "GET /second HTTP/1.1\r\nHost: other.test\r\nConnection: close\r\n\r\n"},
		{"a method the check did not know", "PROPFIND /x HTTP/1.1\r\nHost: other.test\r\nConnection: close\r\n\r\n"},
		{"a method in lower case", "get /x HTTP/1.1\r\nHost: other.test\r\nConnection: close\r\n\r\n"},
		{"a blank line first", "\r\nGET /x HTTP/1.1\r\nHost: other.test\r\nConnection: close\r\n\r\n"},
		{"an HTTP/2 preface", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\x00\x00\x00\x04\x00\x00\x00\x00\x00"},
		{"after a chunked body", "POST /a HTTP/1.1\r\nHost: allowed.test\r\nTransfer-Encoding: chunked\r\n\r\n4\r\ndata\r\n0\r\n\r\n" +
			"GET /b HTTP/1.1\r\nHost: other.test\r\nConnection: close\r\n\r\n"},
		{"a length and chunks at once", "POST /a HTTP/1.1\r\nHost: allowed.test\r\nContent-Length: 40\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n" +
			"GET /b HTTP/1.1\r\nHost: other.test\r\nConnection: close\r\n\r\n"},
		{"an absolute URL", "GET http://other.test/x HTTP/1.1\r\nHost: allowed.test\r\nConnection: close\r\n\r\n"},
		{"an upgrade, then another host", "GET /up HTTP/1.1\r\nHost: allowed.test\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n\r\n" +
			"GET /b HTTP/1.1\r\nHost: other.test\r\nConnection: close\r\n\r\n"},
		{"not HTTP at all", "SSH-2.0-OpenSSH_9.6\r\n"},
	} {
		before := len(w.refusals())
		got := w.rawTunnel(t, "allowed.test:80", c.payload)
		if len(w.refusals()) == before {
			t.Errorf("%s: no refusal (answer %q)", c.name, got)
		}
	}
	for _, r := range w.host.Seen() {
		if r.Host != "allowed.test" {
			t.Errorf("a request for another host reached the test host through the tunnel: %+v", r)
		}
	}
	// Nor does a plain proxy request switch to h2c, whose streams name
	// hosts of their own; a WebSocket upgrade stays possible.
	for _, c := range []struct {
		upgrade string
		refused bool
	}{{"h2c", true}, {"websocket", false}} {
		before := len(w.refusals())
		conn, err := net.Dial("tcp", w.addr)
		if err != nil {
			t.Fatal(err)
		}
		conn.SetDeadline(time.Now().Add(5 * time.Second))
		fmt.Fprintf(conn, "GET http://allowed.test/up HTTP/1.1\r\nHost: allowed.test\r\nConnection: Upgrade\r\nUpgrade: %s\r\n\r\n", c.upgrade)
		http.ReadResponse(bufio.NewReader(conn), nil)
		conn.Close()
		if refused := len(w.refusals()) > before; refused != c.refused {
			t.Errorf("a plain request to upgrade to %s: refused %v", c.upgrade, refused)
		}
	}
}

// What an ordinary client sends in a tunnel still works: requests one
// after another, pipelined, with bodies of both framings, and a body
// sent only once the server said 100 Continue.
func TestTunnelRelaysOrdinaryRequests(t *testing.T) {
	w := newProxyWorld(t, "allowed.test:80")
	got := w.rawTunnel(t, "allowed.test:80",
		"GET /one HTTP/1.1\r\nHost: allowed.test\r\n\r\n"+
			"POST /two HTTP/1.1\r\nHost: allowed.test:80\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n"+
			"put /three HTTP/1.1\r\nHost: ALLOWED.test.\r\nContent-Length: 5\r\nConnection: close\r\n\r\nfghij")
	if n := strings.Count(got, "HTTP/1.1 200 OK"); n != 3 {
		t.Errorf("%d answers to three requests: %q", n, got)
	}
	want := []string{"GET /one ", "POST /two abcde", "put /three fghij"}
	seen := w.host.Seen()
	if len(seen) != len(want) {
		t.Fatalf("the test host saw %+v", seen)
	}
	for i, r := range seen {
		if r.Method+" "+r.Path+" "+r.Body != want[i] {
			t.Errorf("request %d: %+v; want %q", i, r, want[i])
		}
	}

	c, status := w.tunnel(t, "allowed.test:80")
	defer c.Close()
	if status != 200 {
		t.Fatalf("CONNECT: %d", status)
	}
	c.SetDeadline(time.Now().Add(5 * time.Second))
	io.WriteString(c, "POST /later HTTP/1.1\r\nHost: allowed.test\r\nContent-Length: 4\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n")
	br := bufio.NewReader(c)
	line, err := br.ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "HTTP/1.1 100") {
		t.Fatalf("no 100 Continue before the body: %q %v", line, err)
	}
	br.ReadString('\n')
	io.WriteString(c, "body")
	resp, err := http.ReadResponse(br, nil)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("the answer after the body: %v %v", resp, err)
	}
	if seen := w.host.Seen(); seen[len(seen)-1].Body != "body" {
		t.Errorf("the body sent after 100 Continue: %+v", seen[len(seen)-1])
	}
	if refs := w.refusals(); len(refs) != 0 {
		t.Errorf("ordinary requests were refused: %+v", refs)
	}
}
