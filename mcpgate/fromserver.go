package mcpgate

import (
	"bytes"
	"encoding/json"
)

// fromServer takes one message of the server's: it learns what it needs
// (the server's name, its tools' hints) and forwards the line as it is.
func (p *proxy) fromServer(line []byte) {
	trim := bytes.TrimSpace(line)
	if trim[0] == '[' {
		var elems []json.RawMessage
		if err := json.Unmarshal(trim, &elems); err != nil {
			p.reportf("the MCP server wrote a line that is not JSON-RPC (%v); it was dropped: %s", err, clip(trim))
			return
		}
		for _, e := range elems {
			if m, err := readLoose(e); err == nil {
				p.learn(m, p.checkAnswer(e))
			}
		}
		p.toAgent(line)
		return
	}
	m, err := readLoose(trim)
	if err != nil {
		p.reportf("the MCP server wrote a line that is not JSON-RPC (%v); it was dropped: %s", err, clip(trim))
		return
	}
	p.learn(m, p.checkAnswer(trim))
	p.toAgent(line)
}

// checkAnswer reads an answer of the server's as strictly as the
// agent's messages: one a client could read otherwise than the proxy
// ("Result", a key twice, "id\u0000") that may answer a listing makes
// the catalog unread until a clean listing comes.
func (p *proxy) checkAnswer(raw []byte) (ambiguous bool) {
	_, err := objectLevel(raw, messageKeys)
	if err == nil {
		return false
	}
	l := lenient(raw)
	p.mu.Lock()
	listing := l.id != nil && p.listIDs[idKey(l.id)]
	p.mu.Unlock()
	if listing {
		p.catalog.unreadList("an answer to tools/list a client could read otherwise than gatesh does (" + err.Error() + ")")
	}
	return true
}

// learn reads the answers the proxy needs: initialize's serverInfo.name
// and the tools of tools/list; not the tools of an ambiguous answer
// (checkAnswer), which leaves the catalog unread.
func (p *proxy) learn(m message, ambiguous bool) {
	if !m.isResponse() {
		return
	}
	p.mu.Lock()
	req, ok := p.pending[idKey(m.id)]
	again := p.listIDs[idKey(m.id)]
	p.mu.Unlock()
	if !ok {
		if again && m.result != nil && !ambiguous {
			p.catalog.add(m.result)
		}
		return
	}
	// The hints are in before the waiting calls are let go.
	defer p.untrack(m.id)
	if m.result == nil {
		return
	}
	switch req.method {
	case "initialize":
		var r struct {
			ServerInfo struct {
				Name string `json:"name"`
			} `json:"serverInfo"`
		}
		if json.Unmarshal(m.result, &r) == nil && r.ServerInfo.Name != "" {
			p.mu.Lock()
			if p.name == "" {
				p.name = r.ServerInfo.Name
			}
			p.mu.Unlock()
		}
		p.setNamed() // a nameless answer leaves the name unknown: held
	case "tools/list":
		if !ambiguous {
			p.catalog.add(m.result)
		}
	}
}

// serverGone answers every request the server had not answered, and
// returns how many there were.
func (p *proxy) serverGone() int {
	p.mu.Lock()
	reqs := make([]pendingRequest, 0, len(p.pending))
	for k, r := range p.pending {
		reqs = append(reqs, r)
		delete(p.pending, k)
	}
	p.mu.Unlock()
	for _, r := range reqs {
		p.toAgent(rpcError(r.id, codeInternal, "gatesh: the MCP server ended before it answered "+r.method))
	}
	return len(reqs)
}
