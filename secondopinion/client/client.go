// Package client posts a second-opinion request to the model's endpoint and reports the status and body, or why there is none; it runs in gatesh-model, so that gatesh itself links no network code.
package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"syscall"
	"time"

	"gatesh/secondopinion"
)

// Post sends req once, with no retry, and waits at most req.TimeoutMS.
// The key, if req.KeyEnv names a variable that getenv finds set, goes in
// an Authorization: Bearer header and nowhere else: it is scrubbed from
// every error text. transport nil means a new http.Transport.
func Post(ctx context.Context, req secondopinion.Request, getenv func(string) string, transport http.RoundTripper) secondopinion.Reply {
	key := ""
	if req.KeyEnv != "" {
		key = getenv(req.KeyEnv)
	}
	scrub := func(s string) string {
		if key != "" {
			s = strings.ReplaceAll(s, key, "[REDACTED]")
		}
		return s
	}
	timeout := time.Duration(req.TimeoutMS) * time.Millisecond
	if timeout <= 0 {
		return secondopinion.Reply{Cause: secondopinion.CauseError, Error: "no timeout given"}
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, req.URL, strings.NewReader(req.Body))
	if err != nil {
		return secondopinion.Reply{Cause: secondopinion.CauseError, Error: scrub(err.Error())}
	}
	hreq.Header.Set("Content-Type", "application/json")
	if key != "" {
		hreq.Header.Set("Authorization", "Bearer "+key)
	}
	if transport == nil {
		// No proxy from the environment: the agent sets the environment,
		// and the request carries the key.
		transport = &http.Transport{DisableKeepAlives: true}
	}
	hc := &http.Client{Transport: transport, CheckRedirect: func(*http.Request, []*http.Request) error {
		return errors.New("the endpoint redirects; give its final URL in model.url")
	}}
	resp, err := hc.Do(hreq)
	if err != nil {
		return secondopinion.Reply{Cause: cause(ctx, err), Error: scrub(err.Error())}
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, secondopinion.MaxBody+1))
	if err != nil {
		return secondopinion.Reply{Cause: cause(ctx, err), Error: scrub(err.Error())}
	}
	if len(body) > secondopinion.MaxBody {
		return secondopinion.Reply{Cause: secondopinion.CauseMalformed, Error: fmt.Sprintf("the response is larger than %d bytes", secondopinion.MaxBody)}
	}
	return secondopinion.Reply{Status: resp.StatusCode, Body: scrub(string(body))}
}

// cause names why a request got no response.
func cause(ctx context.Context, err error) string {
	var ne net.Error
	var dnsErr *net.DNSError
	switch {
	case errors.Is(err, context.DeadlineExceeded) || ctx.Err() != nil || (errors.As(err, &ne) && ne.Timeout()):
		return secondopinion.CauseTimeout
	case errors.Is(err, syscall.ECONNREFUSED):
		return secondopinion.CauseRefused
	case errors.As(err, &dnsErr) || errors.Is(err, syscall.EHOSTUNREACH) || errors.Is(err, syscall.ENETUNREACH):
		return secondopinion.CauseUnreachable
	}
	return secondopinion.CauseError
}

// Main is gatesh-model: it reads one secondopinion.Request as JSON on
// stdin, posts it, and prints one secondopinion.Reply as JSON on stdout.
// It exits 0 whenever it printed a reply.
func Main(stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	var req secondopinion.Request
	data, err := io.ReadAll(io.LimitReader(stdin, 1<<20))
	if err == nil {
		err = json.Unmarshal(data, &req)
	}
	reply := secondopinion.Reply{Cause: secondopinion.CauseError, Error: fmt.Sprintf("bad request on stdin: %v", err)}
	if err == nil {
		reply = Post(context.Background(), req, getenv, nil)
	}
	out, _ := json.Marshal(reply)
	if _, err := stdout.Write(append(out, '\n')); err != nil {
		fmt.Fprintf(stderr, "gatesh-model: error: %v\n", err)
		return 1
	}
	return 0
}

// Run is Main for the program.
func Run() int { return Main(os.Stdin, os.Stdout, os.Stderr, os.Getenv) }
