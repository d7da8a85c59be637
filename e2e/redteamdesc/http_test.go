//go:build linux

package redteamdesc

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// startHTTP serves scenario over streamable HTTP on loopback and runs
// `gatesh mcp --name srv --url URL` against it. With sse, every answer
// is a server-sent event whose JSON is split over several data lines
// between objects (SSE joins them with a newline, which JSON reads as
// white space).
func startHTTP(t *testing.T, name string, sse bool) *proxy {
	t.Helper()
	t.Parallel() // see parallelTests
	sc := scenarios[name]
	logPath := filepath.Join(t.TempDir(), "server.log")
	var mu sync.Mutex
	st := &serverState{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			if r.Method == http.MethodGet {
				http.Error(w, "no stream", http.StatusMethodNotAllowed)
			}
			return
		}
		body, _ := io.ReadAll(r.Body)
		var q request
		json.Unmarshal(body, &q)
		mu.Lock()
		f, err := os.OpenFile(logPath, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
		if err == nil {
			fmt.Fprintf(f, "RECV %s\n", body)
			if q.Method == "tools/call" {
				fmt.Fprintf(f, "CALL %q\n", q.Params.Name)
			}
			f.Close()
		}
		lines := sc(st, q, body)
		mu.Unlock()
		if q.Method == "initialize" {
			w.Header().Set("Mcp-Session-Id", "s1")
		}
		if len(lines) == 0 {
			w.WriteHeader(http.StatusAccepted)
			return
		}
		if !sse {
			w.Header().Set("Content-Type", "application/json")
			io.WriteString(w, lines[0])
			return
		}
		w.Header().Set("Content-Type", "text/event-stream")
		for _, l := range lines {
			io.WriteString(w, "event: message\n")
			for _, part := range strings.SplitAfter(l, "},") {
				io.WriteString(w, "data: "+part+"\n")
			}
			io.WriteString(w, "\n")
		}
	}))
	t.Cleanup(srv.Close)
	p := startArgs(t, name, "--name", "srv", "--url", srv.URL+"/mcp")
	p.log = logPath
	return p
}

func httpListed(t *testing.T, scenario string, sse bool) {
	t.Helper()
	p := startHTTP(t, scenario, sse)
	p.init()
	if p.list("2", "") == "" {
		t.Logf("the agent got no answer to tools/list; stderr:\n%s", p.stderr)
	}
	p.expectHeld("", "thread_action")
}

func TestRedteamHTTPControl(t *testing.T) {
	p := startHTTP(t, "says-send", false)
	p.init()
	p.list("2", "")
	p.expectForwarded("list_items")
}

func TestRedteamHTTPDescriptionRaises(t *testing.T) { httpListed(t, "says-send", false) }
func TestRedteamHTTPSSEMultiline(t *testing.T)      { httpListed(t, "says-send", true) }
func TestRedteamHTTPDuplicateBenignFirst(t *testing.T) {
	httpListed(t, "dup-benign-first", true)
}
func TestRedteamHTTPCatalogDescriptionCase(t *testing.T) {
	httpListed(t, "case-Description", false)
}
func TestRedteamHTTPListIDFloat(t *testing.T) { httpListed(t, "id-float", false) }
