// Package mcphttp speaks MCP's streamable HTTP transport for a client
// that speaks stdio: each line read is POSTed to the server, and each
// message the server answers (a JSON body, or server-sent events) is
// written as one line. It decides nothing; `gatesh mcp --url` runs it
// behind its gate as the server.
package mcphttp

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

// ErrURL is wrapped by the error about a server URL that is neither
// https nor http on a loopback address.
var ErrURL = errors.New("the MCP server's URL must be https, or http on a loopback address")

// CheckURL accepts https, and http only to a loopback address: what
// crosses a network is encrypted.
func CheckURL(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrURL, err)
	}
	switch {
	case u.Scheme == "https" && u.Host != "":
		return u, nil
	case u.Scheme == "http" && loopback(u.Hostname()):
		return u, nil
	}
	return nil, fmt.Errorf("%w: %s", ErrURL, u.Redacted())
}

func loopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// sameOrigin tells whether a and b are one origin: scheme, host and
// port, the port a scheme's default when absent.
func sameOrigin(a, b *url.URL) bool {
	port := func(u *url.URL) string {
		if p := u.Port(); p != "" {
			return p
		}
		if strings.EqualFold(u.Scheme, "https") {
			return "443"
		}
		return "80"
	}
	return strings.EqualFold(a.Scheme, b.Scheme) && strings.EqualFold(a.Hostname(), b.Hostname()) && port(a) == port(b)
}

// Bridge is one stdio client's connection to one server.
type Bridge struct {
	URL     *url.URL
	Headers http.Header // sent with every request (authorization)
	Client  *http.Client
	Out     io.Writer // one message a line
	Log     io.Writer // the bridge's own reports

	outMu   sync.Mutex
	mu      sync.Mutex
	session string // Mcp-Session-Id, once the server gave one
	version string // the protocol version initialize agreed on
	getOnce sync.Once
	wg      sync.WaitGroup // posts under way
	// listening is the GET stream of the server's own messages.
	listening sync.WaitGroup
}

// New makes a bridge to the server at rawURL, checked by CheckURL; a
// redirect is followed only to a URL CheckURL accepts, of the same origin.
func New(rawURL string, headers http.Header, out, log io.Writer) (*Bridge, error) {
	u, err := CheckURL(rawURL)
	if err != nil {
		return nil, err
	}
	c := &http.Client{CheckRedirect: func(req *http.Request, via []*http.Request) error {
		if _, err := CheckURL(req.URL.String()); err != nil {
			return err
		}
		if !sameOrigin(req.URL, u) {
			// The request carries the user's headers (an API key, which
			// Go's client keeps across hosts unless it is Authorization)
			// and the session's id: only to the server the user named.
			return fmt.Errorf("a redirect to another origin (%s) is not followed", req.URL.Redacted())
		}
		if len(via) >= 5 {
			return errors.New("too many redirects")
		}
		return nil
	}}
	return &Bridge{URL: u, Headers: headers, Client: c, Out: out, Log: log}, nil
}

// Run reads messages from in until it ends, then ends the session.
func (b *Bridge) Run(ctx context.Context, in io.Reader) error {
	br := bufio.NewReaderSize(in, 64<<10)
	lctx, stopListening := context.WithCancel(ctx)
	defer stopListening()
	var err error
	for {
		var line []byte
		line, err = br.ReadBytes('\n')
		if msg := bytes.TrimSpace(line); len(msg) > 0 {
			var env envelope
			if json.Unmarshal(msg, &env) == nil && env.Method == "initialize" {
				// Nothing else goes before its answer: it brings the
				// session id every later request carries.
				b.post(ctx, lctx, msg)
			} else {
				b.wg.Add(1)
				go func() {
					defer b.wg.Done()
					b.post(ctx, lctx, msg)
				}()
			}
		}
		if err != nil {
			break
		}
	}
	b.wg.Wait()
	stopListening()
	b.listening.Wait()
	b.end(ctx)
	if errors.Is(err, io.EOF) {
		return nil
	}
	return err
}

func (b *Bridge) reportf(format string, a ...any) {
	fmt.Fprintf(b.Log, "gatesh-mcp: error: "+format+"\n", a...)
}

// write writes one message on one line.
func (b *Bridge) write(msg []byte) {
	msg = bytes.TrimSpace(msg)
	if bytes.ContainsAny(msg, "\r\n") {
		var c bytes.Buffer
		if json.Compact(&c, msg) != nil {
			b.reportf("the server sent a message that is not JSON; dropped")
			return
		}
		msg = c.Bytes()
	}
	b.outMu.Lock()
	defer b.outMu.Unlock()
	b.Out.Write(append(msg[:len(msg):len(msg)], '\n'))
}

func (b *Bridge) request(ctx context.Context, method string, body []byte) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, method, b.URL.String(), bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	for k, vs := range b.Headers {
		req.Header[k] = vs
	}
	b.mu.Lock()
	if b.session != "" {
		req.Header.Set("Mcp-Session-Id", b.session)
	}
	if b.version != "" {
		req.Header.Set("MCP-Protocol-Version", b.version)
	}
	b.mu.Unlock()
	return req, nil
}

// envelope is what the bridge reads of a message it sends.
type envelope struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
}

// post sends one message (or batch) and writes what comes back.
func (b *Bridge) post(ctx, listenCtx context.Context, msg []byte) {
	var env envelope
	_ = json.Unmarshal(msg, &env) // a batch has neither: errors answer nothing
	isRequest := env.Method != "" && len(env.ID) > 0 && string(env.ID) != "null"
	req, err := b.request(ctx, http.MethodPost, msg)
	if err != nil {
		b.fail(env, isRequest, err.Error())
		return
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	resp, err := b.Client.Do(req)
	if err != nil {
		b.fail(env, isRequest, err.Error())
		return
	}
	defer resp.Body.Close()
	if env.Method == "initialize" {
		if s := resp.Header.Get("Mcp-Session-Id"); s != "" {
			b.mu.Lock()
			b.session = s
			b.mu.Unlock()
		}
	}
	if env.Method == "notifications/initialized" {
		b.getOnce.Do(func() {
			b.listening.Add(1)
			go func() {
				defer b.listening.Done()
				b.listen(listenCtx)
			}()
		})
	}
	switch {
	case resp.StatusCode == http.StatusAccepted:
		return
	case resp.StatusCode == http.StatusNotFound && b.hasSession():
		b.fail(env, isRequest, "the server ended the session (404); restart the agent's MCP server to start a new one")
		return
	case resp.StatusCode/100 != 2:
		text, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		b.fail(env, isRequest, fmt.Sprintf("the server answered %s: %s", resp.Status, bytes.TrimSpace(text)))
		return
	}
	ct := resp.Header.Get("Content-Type")
	if strings.HasPrefix(ct, "text/event-stream") {
		b.events(resp.Body, env.Method == "initialize")
		return
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		b.fail(env, isRequest, err.Error())
		return
	}
	if len(bytes.TrimSpace(body)) == 0 {
		return
	}
	if env.Method == "initialize" {
		b.noteVersion(body)
	}
	b.write(body)
}

func (b *Bridge) hasSession() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.session != ""
}

// noteVersion keeps the protocol version initialize's result agreed on,
// for the MCP-Protocol-Version header of every later request.
func (b *Bridge) noteVersion(msg []byte) {
	var r struct {
		Result struct {
			ProtocolVersion string `json:"protocolVersion"`
		} `json:"result"`
	}
	if json.Unmarshal(msg, &r) == nil && r.Result.ProtocolVersion != "" {
		b.mu.Lock()
		b.version = r.Result.ProtocolVersion
		b.mu.Unlock()
	}
}

// fail answers a request that got no answer from the server with a
// JSON-RPC error, so that the agent is not left waiting.
func (b *Bridge) fail(env envelope, isRequest bool, why string) {
	b.reportf("%s %s: %s", b.URL.Redacted(), env.Method, why)
	if !isRequest {
		return
	}
	msg, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": env.ID,
		"error": map[string]any{"code": -32603, "message": "gatesh-mcp: " + why}})
	b.write(msg)
}

// events writes each server-sent event's data as a message, until the
// stream ends (the server closes it after its answer).
func (b *Bridge) events(r io.Reader, initialize bool) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 64<<20)
	var data [][]byte
	flush := func() {
		if len(data) > 0 {
			msg := bytes.Join(data, []byte("\n"))
			if initialize {
				b.noteVersion(msg)
			}
			b.write(msg)
		}
		data = nil
	}
	for sc.Scan() {
		line := sc.Bytes()
		switch {
		case len(line) == 0:
			flush()
		case bytes.HasPrefix(line, []byte("data:")):
			d := bytes.TrimPrefix(line, []byte("data:"))
			d = bytes.TrimPrefix(d, []byte(" "))
			data = append(data, append([]byte(nil), d...))
		}
	}
	flush()
	if err := sc.Err(); err != nil {
		b.reportf("reading the server's events: %v", err)
	}
}

// listen opens the GET stream on which a server may send requests and
// notifications of its own; a server without one answers 405.
func (b *Bridge) listen(ctx context.Context) {
	for tries := 0; tries < 3 && ctx.Err() == nil; tries++ {
		req, err := b.request(ctx, http.MethodGet, nil)
		if err != nil {
			return
		}
		req.Header.Set("Accept", "text/event-stream")
		resp, err := b.Client.Do(req)
		if err != nil {
			return
		}
		if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
			resp.Body.Close()
			return
		}
		b.events(resp.Body, false)
		resp.Body.Close()
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
}

// end closes the session, as a client that is done does.
func (b *Bridge) end(ctx context.Context) {
	if !b.hasSession() {
		return
	}
	req, err := b.request(ctx, http.MethodDelete, nil)
	if err != nil {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if resp, err := b.Client.Do(req.WithContext(ctx)); err == nil {
		resp.Body.Close()
	}
}

// Main is the program gatesh-mcp: `gatesh-mcp --url URL [--header
// 'Name: value']...`, run by `gatesh mcp --url`. It returns the exit
// status: 0 when its input ended, 2 for a bad command line or URL.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gatesh-mcp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rawURL := fs.String("url", "", "the server's streamable-HTTP endpoint")
	headers := http.Header{}
	fs.Func("header", "a header for every request, as 'Name: value' (repeatable)", func(h string) error {
		k, v, ok := strings.Cut(h, ":")
		if !ok || strings.TrimSpace(k) == "" {
			return fmt.Errorf("want 'Name: value', got %q", h)
		}
		headers.Add(strings.TrimSpace(k), strings.TrimSpace(v))
		return nil
	})
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *rawURL == "" || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "gatesh-mcp: error: want --url URL and no other arguments")
		return 2
	}
	b, err := New(*rawURL, headers, stdout, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "gatesh-mcp: error: %v\n", err)
		fmt.Fprintln(stderr, "gatesh-mcp: hint: use the server's https URL; plain http is taken only on this machine")
		return 2
	}
	if err := b.Run(context.Background(), stdin); err != nil {
		fmt.Fprintf(stderr, "gatesh-mcp: error: %v\n", err)
		return 1
	}
	return 0
}
