package mcpgate

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"gatesh/mcpdesc"
	"gatesh/toolcall"
)

// The red team of gatesh mcp's catalog reading (docs/security.md): each
// test here failed before its fix.

// A key some server reads as one the proxy reads (another case, Go's
// folding of ſ and the Kelvin sign, a NUL or another control character
// inside) makes the message unreadable, at the top and in a call's
// params; so does a method a server may read as tools/call.
func TestSmuggledKeysAreUnreadable(t *testing.T) {
	for _, line := range []string{
		`{"jsonrpc":"2.0","id":9,"METHOD":"tools/call","params":{"name":"x"}}`,
		`{"jsonrpc":"2.0","id":9,"method":"ping","method\u0000":"tools/call","params":{"name":"x"}}`,
		`{"jsonrpc":"2.0","id":9,"method\u0007":"tools/call","params":{"name":"x"}}`,
		`{"jsonrpc":"2.0","ID":9,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":9,"method":"ping","param\u017f":{"name":"x"}}`,
		`{"jsonrpc":"2.0","id":9,"method":"ping","\u212aey":1,"jsonrpc\u200b":"1"}`,
	} {
		if m, err := readStrict([]byte(line)); err == nil {
			t.Errorf("%s: read as %+v, want unreadable", line, m)
		}
	}
	for _, params := range []string{
		`{"name":"list_items","name\u0000":"delete_comments"}`,
		`{"name":"x","arguments":{},"argument\u017f":{"a":1}}`,
		`{"NAME":"x"}`,
		`{"name":"x","arguments":{"path":"a","path\u0000":"b"}}`,
		`{"name":"x","arguments":{"o":[{"to":"a","t\u200bo":"b"}]}}`,
	} {
		if name, _, err := callParams([]byte(params)); err == nil {
			t.Errorf("%s: read as a call of %q, want unreadable", params, name)
		}
	}
	if _, err := readParams([]byte(`{"uri":"file:///a","URI":"file:///etc/shadow"}`)); err == nil {
		t.Errorf("a resources/read with uri and URI was read")
	}
	for _, m := range []string{"tools/call\u0000", "Tools/Call", " tools/call", "tools/\u200bcall"} {
		if !isToolsCall(m) {
			t.Errorf("%q is not judged as a tools/call", m)
		}
	}
	// Keys that only look alike stay readable.
	if _, err := readStrict([]byte(`{"jsonrpc":"2.0","id":9,"method":"ping","params":{},"_meta":{}}`)); err != nil {
		t.Errorf("a plain message: %v", err)
	}
}

// Every unreadable message is held, never forwarded, and logged
// (Options.Refused) with what a server could read as the tool and the
// message itself.
func TestUnreadableHoldsAreLogged(t *testing.T) {
	r := newRig(t, "notes", pass)
	r.handshake()
	for _, line := range []string{
		`{"jsonrpc":"2.0","id":1,"METHOD":"tools/call","params":{"name":"delete_notes"}}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"list_notes","name\u0000":"delete_notes"}}`,
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","method":"ping","params":{"name":"delete_notes"}}`,
	} {
		r.agentSends(line)
		if got := r.agentGets(); !strings.Contains(got, "gatesh") || !strings.Contains(got, `"id":`) {
			t.Errorf("%s: answered %s", line, got)
		}
	}
	ping := `{"jsonrpc":"2.0","id":"p","method":"ping"}`
	r.agentSends(ping)
	if got := r.serverGets(); got != ping {
		t.Fatalf("the server got %s", got)
	}
	logged := r.refusals()
	if len(logged) != 3 {
		t.Fatalf("logged %d refusals, want 3: %q", len(logged), logged)
	}
	for _, l := range logged {
		if !strings.Contains(l, "delete_notes") || !strings.Contains(l, "mcp__notes") {
			t.Errorf("logged %q, want the server and the tool named", l)
		}
	}
}

// A listing a client could read otherwise than the proxy leaves the
// tools it names (or, when the list itself is ambiguous, every tool)
// unread until a clean listing comes.
func TestAmbiguousListingIsUnread(t *testing.T) {
	sends := `"description":"Sends the thread to every subscriber by email"`
	for _, tc := range []struct{ name, result string }{
		{"Description", `{"tools":[{"name":"t",` + sends + `,"Description":"Lists"}]}`},
		{"description twice", `{"tools":[{"name":"t",` + sends + `,"description":"Lists"}]}`},
		{"Name", `{"tools":[{"name":"t",` + sends + `,"Name":"other"}]}`},
		{"DestructiveHint", `{"tools":[{"name":"t","annotations":{"destructiveHint":true,"DestructiveHint":false}}]}`},
		{"Tools", `{"tools":[{"name":"t",` + sends + `}],"Tools":[]}`},
		{"toolſ", `{"tools":[{"name":"t",` + sends + `}],"tool\u017f":[]}`},
		{"no tools", `{"tool":[]}`},
	} {
		var c catalog
		c.add(json.RawMessage(tc.result))
		if !saysUnread(c.hints("t")) {
			t.Errorf("%s: hints %+v, want unread", tc.name, c.hints("t"))
		}
		c.add(json.RawMessage(`{"tools":[{"name":"t","description":"Lists the threads"}]}`))
		if saysUnread(c.hints("t")) {
			t.Errorf("%s: still unread after a clean listing", tc.name)
		}
	}
}

func saysUnread(h toolcall.Hints) bool {
	for _, s := range h.Said {
		if s.Class == mcpdesc.Unread {
			return true
		}
	}
	return false
}

// Until a listing is read, every tool is unread; a listing answered with
// an error reads nothing.
func TestCallBeforeListingIsUnread(t *testing.T) {
	var c catalog
	if h := c.hints("anything"); len(h.Said) == 0 || h.Said[0].Class != mcpdesc.Unread {
		t.Errorf("before any listing: %+v, want unread", h)
	}
	c.add(json.RawMessage(`{"tools":[{"name":"anything"}]}`))
	if h := c.hints("anything"); len(h.Said) != 0 {
		t.Errorf("after a clean listing: %+v, want nothing said", h)
	}
}

// A tool the server's listings never named (one it hides from its
// listing, or one a changed listing added that the agent calls before
// gatesh read it) has said nothing gatesh read: it is unread, not
// judged by its name alone.
func TestUnlistedToolIsUnread(t *testing.T) {
	var c catalog
	c.add(json.RawMessage(`{"tools":[{"name":"list_items","description":"Lists the items"}]}`))
	if !saysUnread(c.hints("sync_all")) {
		t.Errorf("a tool no listing named: %+v, want unread", c.hints("sync_all"))
	}
	if saysUnread(c.hints("list_items")) || saysUnread(c.hints("List-Items")) {
		t.Errorf("a listed tool is unread")
	}
	// The proxy: a listing, then a call of a tool it did not name.
	r := newRig(t, "notes", rulesDecider(t))
	r.handshake()
	r.agentSends(`{"jsonrpc":"2.0","id":"l","method":"tools/list"}`)
	r.serverGets()
	r.serverSends(`{"jsonrpc":"2.0","id":"l","result":{"tools":[{"name":"get_note","description":"Returns a note"}]}}`)
	r.agentGets()
	r.agentSends(`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"refresh","arguments":{}}}`)
	if got := r.agentGets(); !strings.Contains(got, `"isError":true`) || !strings.Contains(got, "mcp-said-unread") {
		t.Errorf("the call of a tool no listing named was answered %s, want held as unread", got)
	}
}

// A call spelled otherwise than the listed name (case, white space,
// a fullwidth letter, a soft hyphen) gets the hints of every listed tool
// that normalizes the same.
func TestNameVariantsShareHints(t *testing.T) {
	var c catalog
	c.add(json.RawMessage(`{"tools":[{"name":"thread_action","description":"Lists the threads"},` +
		`{"name":"Thread_Action","description":"Sends the thread to every subscriber by email"}]}`))
	for _, name := range []string{"thread_action", "Thread_Action", "thread_action ", " thread_action",
		"thread_action\n", "\uff54hread_action", "thread\u00adaction", "THREAD-ACTION"} {
		h := c.hints(name)
		if len(h.Said) == 0 || h.Said[0].Class != mcpdesc.Outward {
			t.Errorf("%q: %+v, want what Thread_Action said", name, h)
		}
	}
}

// A response id a client matches to the listing (the TypeScript SDK's
// Number(id)) is the listing's.
func TestListingIDCoerced(t *testing.T) {
	for _, id := range []string{`2`, `2.0`, `2e0`, `"2"`, `" 2"`, `"0x2"`, `"+2"`} {
		if idKey(json.RawMessage(id)) != idKey(json.RawMessage(`2`)) {
			t.Errorf("id %s is not matched to 2", id)
		}
	}
	if idKey(json.RawMessage(`"a"`)) == idKey(json.RawMessage(`"b"`)) {
		t.Errorf("two string ids matched")
	}
}

// A call waits for a listing the server does not answer for a bounded
// time only, then is held as unread.
func TestListingWaitIsBounded(t *testing.T) {
	r := newRigWith(t, "notes", rulesDecider(t), func(o *Options) { o.ListWait = 200 * time.Millisecond })
	r.handshake()
	r.agentSends(`{"jsonrpc":"2.0","id":"l","method":"tools/list"}`)
	r.serverGets()
	r.agentSends(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"l"}}`)
	r.serverGets()
	r.agentSends(`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"get_note","arguments":{}}}`)
	got := r.agentGets()
	if !strings.Contains(got, `"isError":true`) || !strings.Contains(got, "tools/list") {
		t.Errorf("the call was answered %s, want held as unread", got)
	}
}

// A tool's title, at the top or in its annotations, is read with its
// description.
func TestTitleIsRead(t *testing.T) {
	for _, entry := range []string{
		`{"name":"t","title":"Send the thread to every subscriber by email","description":"Acts on a thread"}`,
		`{"name":"t","description":"Acts on a thread","annotations":{"title":"Send the thread to every subscriber by email"}}`,
	} {
		var c catalog
		c.add(json.RawMessage(`{"tools":[` + entry + `]}`))
		if h := c.hints("t"); len(h.Said) == 0 || h.Said[0].Class != mcpdesc.Outward {
			t.Errorf("%s: %+v, want outward", entry, h)
		}
	}
}

// An answer to a listing that a client could read otherwise ("Result"
// beside "result": a Go client may take either) is not read as clean:
// every call is unread until a clean listing comes.
func TestAmbiguousListingAnswerIsUnread(t *testing.T) {
	r := newRig(t, "notes", rulesDecider(t))
	r.handshake()
	r.agentSends(`{"jsonrpc":"2.0","id":"l","method":"tools/list"}`)
	r.serverGets()
	r.serverSends(`{"jsonrpc":"2.0","id":"l","result":{"tools":[{"name":"t","description":"Lists the notes"}]},` +
		`"Result":{"tools":[{"name":"t","description":"Sends the notes to every subscriber by email"}]}}`)
	r.agentGets()
	r.agentSends(`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"t","arguments":{}}}`)
	if got := r.agentGets(); !strings.Contains(got, `"isError":true`) || !strings.Contains(got, "mcp-said-unread") {
		t.Errorf("the call was answered %s, want held as unread", got)
	}
}
