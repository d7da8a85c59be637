package mcpserver

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync"
)

// HTTP serves the comments server over MCP's streamable HTTP transport
// (modelcontextprotocol.io, basic/transports): POST one message; a
// request is answered as JSON, or, for tools/call, as server-sent
// events; initialize gives an Mcp-Session-Id that every later request
// must carry; GET has no stream (405); DELETE ends the session.
type HTTP struct {
	s        *server
	mu       sync.Mutex
	sessions map[string]bool
	// Seen records the method and session header of every POST, for tests.
	Seen []string
}

// NewHTTP serves the comments file file.
func NewHTTP(file string) *HTTP {
	return &HTTP{s: &server{file: file}, sessions: map[string]bool{}}
}

func (h *HTTP) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.Method {
	case http.MethodGet:
		http.Error(w, "no stream", http.StatusMethodNotAllowed)
		return
	case http.MethodDelete:
		h.mu.Lock()
		delete(h.sessions, r.Header.Get("Mcp-Session-Id"))
		h.mu.Unlock()
		return
	case http.MethodPost:
	default:
		http.Error(w, "method", http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	var m message
	json.Unmarshal(body, &m)
	sid := r.Header.Get("Mcp-Session-Id")
	h.mu.Lock()
	h.Seen = append(h.Seen, m.Method+" "+sid)
	known := h.sessions[sid]
	if m.Method == "initialize" {
		b := make([]byte, 8)
		rand.Read(b)
		sid = hex.EncodeToString(b)
		h.sessions[sid] = true
		known = true
	}
	h.mu.Unlock()
	switch {
	case sid == "":
		http.Error(w, "no Mcp-Session-Id", http.StatusBadRequest)
		return
	case !known:
		http.Error(w, "no such session", http.StatusNotFound)
		return
	}
	w.Header().Set("Mcp-Session-Id", sid)
	reply, ok := h.s.handle(body)
	if !ok {
		w.WriteHeader(http.StatusAccepted)
		return
	}
	out, _ := json.Marshal(reply)
	if m.Method == "tools/call" {
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprintf(w, "event: message\ndata: %s\n\n", out)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(out)
}
