package mcpgate

import (
	"encoding/json"
	"sync"

	"gatesh/toolcall"
)

// catalog is what the server's tools/list results said of each tool,
// kept for as long as the proxy runs. A hint that raises stays once it
// was said: a server cannot lower a tool by listing it again without it.
type catalog struct {
	mu    sync.Mutex
	tools map[string]toolcall.Hints
}

// listedTool is one tool of a tools/list result, as the proxy reads it.
// The description and input schema are the server's too; the proxy
// forwards them untouched and does not let them decide anything.
type listedTool struct {
	Name        string `json:"name"`
	Annotations *struct {
		ReadOnlyHint    *bool `json:"readOnlyHint"`
		DestructiveHint *bool `json:"destructiveHint"`
		OpenWorldHint   *bool `json:"openWorldHint"`
	} `json:"annotations"`
}

// add reads one tools/list result (one page of it). A result it cannot
// read adds nothing: hints only raise, so missing them fails closed.
func (c *catalog) add(result json.RawMessage) {
	var page struct {
		Tools []listedTool `json:"tools"`
	}
	if json.Unmarshal(result, &page) != nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.tools == nil {
		c.tools = map[string]toolcall.Hints{}
	}
	for _, t := range page.Tools {
		h := c.tools[t.Name]
		if a := t.Annotations; a != nil {
			h.Destructive = h.Destructive || isTrue(a.DestructiveHint)
			h.OpenWorld = h.OpenWorld || isTrue(a.OpenWorldHint) && !isTrue(a.ReadOnlyHint)
		}
		c.tools[t.Name] = h
	}
}

// hints are what the server said of the named tool; zero if it never
// listed it.
func (c *catalog) hints(name string) toolcall.Hints {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.tools[name]
}

func isTrue(b *bool) bool { return b != nil && *b }
