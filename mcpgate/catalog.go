package mcpgate

import (
	"encoding/json"
	"fmt"
	"sync"

	"gatesh/mcpdesc"
	"gatesh/toolcall"
)

// maxTools bounds the catalog: what the server said of at most this many
// tools is kept. A call of a tool past the bound is one gatesh did not
// read the catalog of, and is held (toolcall.Said class unread).
const maxTools = 4096

// catalog is what the server's tools/list results said of each tool,
// kept for as long as the proxy runs. A hint that raises stays once it
// was said: a server cannot lower a tool by listing it again without it.
// Only what raises is kept (the annotations, and the effects mcpdesc
// finds in the description and the input schema, at most mcpdesc.MaxSaid
// of them, each clipped), for at most maxTools tools.
type catalog struct {
	mu    sync.Mutex
	tools map[string]toolcall.Hints
	full  bool // a tool was listed past maxTools
}

// listedTool is one tool of a tools/list result, as the proxy reads it.
// The description and input schema are read for what they say the
// tool does (mcpdesc); the proxy forwards them untouched.
type listedTool struct {
	Name        string          `json:"name"`
	Description json.RawMessage `json:"description"`
	InputSchema json.RawMessage `json:"inputSchema"`
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
		h, ok := c.tools[t.Name]
		if !ok && len(c.tools) >= maxTools {
			c.full = true
			continue
		}
		h.Said = addSaid(h.Said, readListed(t))
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
	h, ok := c.tools[name]
	if !ok && c.full {
		h.Said = []toolcall.Said{{Class: mcpdesc.Unread,
			Quote: fmt.Sprintf("the server listed more than %d tools, and what it said of this one was not kept", maxTools)}}
	}
	return h
}

// readListed is what a tool's description and input schema say it does;
// a description that is not a string is unread, which holds.
func readListed(t listedTool) []toolcall.Said {
	var desc string
	if len(t.Description) > 0 && json.Unmarshal(t.Description, &desc) != nil {
		return []toolcall.Said{{Class: mcpdesc.Unread, Quote: "the description is not text"}}
	}
	return mcpdesc.Read(desc, t.InputSchema)
}

// addSaid adds what a listing said to what earlier ones did: nothing
// said is taken back, and at most mcpdesc.MaxSaid are kept.
func addSaid(old, said []toolcall.Said) []toolcall.Said {
	for _, s := range said {
		dup := false
		for _, o := range old {
			dup = dup || o.Class == s.Class && o.Arg == s.Arg && o.Value == s.Value
		}
		if !dup && len(old) < mcpdesc.MaxSaid {
			old = append(old, s)
		}
	}
	return old
}

func isTrue(b *bool) bool { return b != nil && *b }
