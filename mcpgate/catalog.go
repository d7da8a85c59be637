package mcpgate

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"

	"gatesh/mcpdesc"
	"gatesh/toolcall"
)

// maxTools bounds the catalog: what the server said of at most this many
// tools is kept. A call of a tool past the bound is one gatesh did not
// read the catalog of, and is held (toolcall.Said class unread).
const maxTools = 4096

// catalog is what the server's tools/list results said of each tool,
// kept for as long as the proxy runs, by the tool's normalized name
// (normName): a call spelled otherwise than the listing (Thread_Action,
// a trailing space, a fullwidth letter) gets the hints of every listed
// tool a server could take it for. A hint that raises stays once it was
// said: a server cannot lower a tool by listing it again without it.
// Only what raises is kept (the annotations, and the effects mcpdesc
// finds in the title, description and input schema, at most
// mcpdesc.MaxSaid of them, each clipped), for at most maxTools tools.
//
// Until a listing was read, every tool is unread (a client lists before
// it calls), and so is a tool no listing named; a tool whose entry a
// client could read otherwise than the proxy does (a key twice, in
// another case, with a NUL) is unread until a clean listing of it
// comes, and so is every tool while the last listing's own list was
// ambiguous.
type catalog struct {
	mu    sync.Mutex
	tools map[string]toolcall.Hints
	full  bool // a tool was listed past maxTools
	read  bool // a listing was read
	// unread are the tools, by normName, last listed ambiguously: why.
	unread map[string]string
	// spellings are the names listed, by normName: at most
	// maxSpellings of each.
	spellings map[string][]string
	// listUnread is why the last listing could not be read as a list.
	listUnread string
}

// maxSpellings bounds the names kept of one normalized name; a call of
// one not kept is held as a call spelled otherwise than listed.
const maxSpellings = 8

// listedTool is one tool of a tools/list result, as the proxy reads it.
// The title, description and input schema are read for what they say
// the tool does (mcpdesc); the proxy forwards them untouched.
type listedTool struct {
	Name        string
	Title       json.RawMessage
	Description json.RawMessage
	InputSchema json.RawMessage
	Annotations *annotations
}

type annotations struct {
	Title           json.RawMessage
	ReadOnlyHint    *bool
	DestructiveHint *bool
	OpenWorldHint   *bool
}

// add reads one tools/list result (one page of it). What it cannot read
// leaves the tools it names unread, which holds them.
func (c *catalog) add(result json.RawMessage) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.tools == nil {
		c.tools = map[string]toolcall.Hints{}
		c.unread = map[string]string{}
		c.spellings = map[string][]string{}
	}
	page, err := objectLevel(result, resultKeys)
	var elems []json.RawMessage
	if err == nil {
		err = json.Unmarshal(page["tools"], &elems)
		if err == nil && elems == nil {
			err = fmt.Errorf("it has no tools list")
		}
	}
	if err != nil {
		c.listUnread = "a tools/list result a client could read otherwise than gatesh does (" + err.Error() + ")"
		return
	}
	clean := true
	for _, e := range elems {
		t, err := readTool(e)
		if err != nil {
			ms, _ := members(e)
			names := stringsAt(ms, "name")
			if len(names) == 0 {
				clean = false
				c.listUnread = "a tools/list result lists a tool gatesh cannot name (" + err.Error() + ")"
			}
			for _, n := range names {
				if c.keep(normName(n)) {
					c.unread[normName(n)] = "its tools/list entry could be read otherwise than gatesh does (" + err.Error() + ")"
				}
			}
			continue
		}
		k := normName(t.Name)
		if !c.keep(k) {
			continue
		}
		delete(c.unread, k)
		if s := c.spellings[k]; len(s) < maxSpellings && !slices.Contains(s, t.Name) {
			c.spellings[k] = append(s, t.Name)
		}
		h := c.tools[k]
		h.Said = addSaid(h.Said, readListed(t))
		if a := t.Annotations; a != nil {
			h.Destructive = h.Destructive || isTrue(a.DestructiveHint)
			h.OpenWorld = h.OpenWorld || isTrue(a.OpenWorldHint) && !isTrue(a.ReadOnlyHint)
		}
		c.tools[k] = h
	}
	if clean {
		c.listUnread = ""
		c.read = true
	}
}

// unreadList makes every tool unread until a clean listing comes.
func (c *catalog) unreadList(why string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.listUnread = why
}

// keep tells whether the catalog has room for the tool k; false, and
// full, past maxTools.
func (c *catalog) keep(k string) bool {
	if _, ok := c.tools[k]; ok {
		return true
	}
	if len(c.tools)+len(c.unread) >= maxTools {
		c.full = true
		return false
	}
	c.tools[k] = toolcall.Hints{}
	return true
}

// readTool reads one tool's entry, each level as exactly as the
// strictest client reads it (objectLevel).
func readTool(raw json.RawMessage) (listedTool, error) {
	var t listedTool
	obj, err := objectLevel(raw, toolKeys)
	if err != nil {
		return t, err
	}
	if json.Unmarshal(obj["name"], &t.Name) != nil || t.Name == "" {
		return t, fmt.Errorf("the name is not a non-empty string")
	}
	t.Title, t.Description, t.InputSchema = obj["title"], obj["description"], obj["inputSchema"]
	if raw, ok := obj["annotations"]; ok && string(raw) != "null" {
		a, err := objectLevel(raw, annotateKeys)
		if err != nil {
			return t, fmt.Errorf("annotations: %v", err)
		}
		t.Annotations = &annotations{Title: a["title"]}
		for key, dst := range map[string]**bool{"readOnlyHint": &t.Annotations.ReadOnlyHint,
			"destructiveHint": &t.Annotations.DestructiveHint, "openWorldHint": &t.Annotations.OpenWorldHint} {
			if v, ok := a[key]; ok {
				var b *bool
				if json.Unmarshal(v, &b) != nil {
					return t, fmt.Errorf("annotations: %s is not a boolean", key)
				}
				*dst = b
			}
		}
	}
	return t, nil
}

// hints are what the server said of the named tool, and of every tool
// whose name normalizes the same; zero if it never listed one. A tool
// gatesh has not read is said to be unread.
func (c *catalog) hints(name string) toolcall.Hints {
	c.mu.Lock()
	defer c.mu.Unlock()
	k := normName(name)
	h, ok := c.tools[k]
	var why string
	switch {
	case c.listUnread != "":
		why = c.listUnread
	case !c.read:
		why = "gatesh has not read this server's tools/list yet; list the tools (tools/list), then call"
	case c.unread[k] != "":
		why = c.unread[k]
	case !ok && c.full:
		why = fmt.Sprintf("the server listed more than %d tools, and what it said of this one was not kept", maxTools)
	case !ok:
		// A tool hidden from the listing, or added by a changed one
		// gatesh has not read yet: what it says of it is unknown.
		why = "the server's tools/list has not named this tool; list the tools again (tools/list), then call"
	}
	if why != "" {
		h.Said = addSaid([]toolcall.Said{{Class: mcpdesc.Unread, Quote: why}}, h.Said)
	}
	return h
}

// misspelled is a listed name that a server normalizing names could
// take name for, when name itself was not listed: the rules would judge
// the name as called and the server run the listed tool. "" when name
// was listed as it is, or nothing listed normalizes like it.
func (c *catalog) misspelled(name string) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	s := c.spellings[normName(name)]
	if len(s) == 0 || slices.Contains(s, name) {
		return ""
	}
	return s[0]
}

// readListed is what a tool's titles, description and input schema say
// it does; a title or description that is not a string is unread, which
// holds.
func readListed(t listedTool) []toolcall.Said {
	var text []string
	fields := []json.RawMessage{t.Title, t.Description}
	if t.Annotations != nil {
		fields = append(fields, t.Annotations.Title)
	}
	for _, f := range fields {
		if len(f) == 0 || string(f) == "null" {
			continue
		}
		var s string
		if json.Unmarshal(f, &s) != nil {
			return []toolcall.Said{{Class: mcpdesc.Unread, Quote: "the title or description is not text"}}
		}
		text = append(text, s)
	}
	return mcpdesc.Read(strings.Join(text, ".\n"), t.InputSchema)
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
