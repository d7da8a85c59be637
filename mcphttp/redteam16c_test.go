package mcphttp

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
)

// The red team of the HTTP transport: each test here failed before its
// fix.

// A server that redirects to another origin took the headers the user
// gave for it (an API key in X-Api-Key, which Go's client carries over
// a redirect; it drops only Authorization and cookies) and the
// session's id to a server the user never named.
func TestRedirectToAnotherOriginIsRefused(t *testing.T) {
	var mu sync.Mutex
	var other []http.Header
	elsewhere := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		other = append(other, r.Header.Clone())
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"jsonrpc":"2.0","id":0,"result":{}}`))
	}))
	defer elsewhere.Close()
	named := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/moved" {
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"jsonrpc":"2.0","id":0,"result":{}}`))
			return
		}
		target := elsewhere.URL + "/mcp"
		if r.Header.Get("X-Same") != "" {
			target = "/moved" // the same origin: followed
		}
		http.Redirect(w, r, target, http.StatusTemporaryRedirect)
	}))
	defer named.Close()

	for _, same := range []bool{false, true} {
		h := http.Header{}
		h.Set("X-Api-Key", "secret-key")
		if same {
			h.Set("X-Same", "1")
		}
		var out, log bytes.Buffer
		b, err := New(named.URL+"/mcp", h, &out, &log)
		if err != nil {
			t.Fatal(err)
		}
		in := strings.NewReader(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}` + "\n")
		if err := b.Run(context.Background(), in); err != nil {
			t.Fatal(err)
		}
		got := out.String()
		if same != strings.Contains(got, `"result"`) {
			t.Errorf("same origin %v: the agent got %s (log %s)", same, got, log.String())
		}
	}
	mu.Lock()
	defer mu.Unlock()
	for _, hd := range other {
		if hd.Get("X-Api-Key") != "" {
			t.Errorf("another origin got the user's header: %v", hd)
		}
	}
	if len(other) > 0 {
		t.Errorf("a redirect to another origin was followed %d time(s)", len(other))
	}
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"https://mcp.example.com/mcp", "https://MCP.example.com:443/other", true},
		{"http://127.0.0.1/mcp", "http://127.0.0.1:80/", true},
		{"https://mcp.example.com/mcp", "https://mcp.example.com:8443/mcp", false},
		{"https://mcp.example.com/mcp", "https://evil.example.com/mcp", false},
		{"http://localhost:3000/mcp", "http://127.0.0.1:3000/mcp", false},
	} {
		a, _ := url.Parse(c.a)
		b, _ := url.Parse(c.b)
		if sameOrigin(a, b) != c.same {
			t.Errorf("sameOrigin(%s, %s) = %v", c.a, c.b, !c.same)
		}
	}
}
