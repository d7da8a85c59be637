package mcpgate

import (
	"io"
	"strings"
	"testing"
	"time"

	"gatesh/toolcall"
)

// The red team of gatesh mcp's protocol handling: each test here failed
// before its fix.

// serverRest is every line the server gets until its input ends: after
// the agent closed its own, once every call was decided.
func (r *rig) serverRest() []string {
	r.t.Helper()
	r.closeAgent()
	var got []string
	for {
		s, err := r.toServer.ReadString('\n')
		if s != "" {
			got = append(got, strings.TrimSuffix(s, "\n"))
		}
		if err != nil {
			if err != io.EOF && err != io.ErrClosedPipe {
				r.t.Fatalf("the server's input: %v", err)
			}
			return got
		}
	}
}

// chunkRead is what a server whose line reader hands over a long line
// in pieces of n bytes reads of it (C's fgets into a fixed buffer, Go's
// bufio.Reader.ReadLine with isPrefix ignored): each piece a message.
func chunkRead(line string, n int) []string {
	var out []string
	for len(line) > n {
		out = append(out, line[:n])
		line = line[n:]
	}
	return append(out, line)
}

// padTo pads s, which ends in a string value's open quote, to n bytes.
func padTo(t *testing.T, s, end string, n int) string {
	t.Helper()
	k := n - len(s) - len(end)
	if k < 0 {
		t.Fatalf("%d bytes is too short for %s", n, s)
	}
	return s + strings.Repeat("a", k) + end
}

// A tools/call nested in another message, placed so that a server that
// reads a long line in pieces takes one piece for a message of its own:
// the proxy judged the outer message (a notification, or a call it
// passed) and the server ran the inner call, which nobody judged. Any
// message with a gated request inside it is unreadable.
func TestNestedCallIsUnreadable(t *testing.T) {
	const piece = 4096
	inner := padTo(t, `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"delete_note","arguments":{"id":1,"p":"`, `"}}}`, piece)
	for _, c := range []struct{ name, head, tail string }{
		{"notification", `{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"`, `}}`},
		{"call's arguments", `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"list_notes","arguments":{"q":"`, `}}}`},
		{"batch", `[{"jsonrpc":"2.0","id":4,"method":"ping","params":{"_meta":{"k":"`, `}}}]`},
		{"resource read", `{"jsonrpc":"2.0","id":5,"method":"ping","params":{"x":[{"method":"resources/read","params":{"uri":"file:///etc/shadow"}}],"k":"`, `}}`},
	} {
		line := padTo(t, c.head, `","x":`, piece) + inner + c.tail
		if c.name != "resource read" {
			if got := chunkRead(line, piece); len(got) < 2 || got[1] != inner {
				t.Fatalf("%s: the pieces do not smuggle the call: %q", c.name, got)
			}
		}
		r := newRig(t, "notes", pass)
		r.handshake()
		r.agentSends(line)
		if got := r.agentGets(); !strings.Contains(got, "nothing was forwarded") && !strings.Contains(got, `"isError":true`) {
			t.Errorf("%s: the agent got %s, want it refused", c.name, got)
		}
		ping := `{"jsonrpc":"2.0","id":"p","method":"ping"}`
		r.agentSends(ping)
		if got := r.serverGets(); got != ping {
			t.Errorf("%s: the server got %.200s", c.name, got)
		}
		if len(r.refusals()) == 0 {
			t.Errorf("%s: refused without a log entry", c.name)
		}
	}
	// A call's own params and a message's plain members stay readable.
	for _, ok := range []string{
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"list_notes","arguments":{"query":"method tools/call"}}}`,
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"run","arguments":{"step":{"method":"GET","url":"https://example.com"}}}}`,
	} {
		if _, err := readStrict([]byte(ok)); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
}

// A cancellation in a batch with a call that waits for a person took
// effect only once that call was decided: the call it cancelled, passed
// meanwhile, went to the server, and a later call with the id would have
// taken the cancellation.
func TestCancellationInABatchTakesEffectAtOnce(t *testing.T) {
	release7, release9 := make(chan struct{}), make(chan struct{})
	r := newRig(t, "notes", func(c toolcall.Call) (Verdict, error) {
		switch {
		case strings.Contains(c.Tool, "delete_note"):
			<-release7
		case strings.Contains(c.Tool, "archive_note"):
			<-release9
		}
		return Verdict{}, nil
	})
	r.agentSends(`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"delete_note","arguments":{"id":1}}}`)
	r.agentSends(`[{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"archive_note","arguments":{"id":2}}},` +
		`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7}}]`)
	later := `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"list_notes","arguments":{}}}`
	r.agentSends(later)
	if got := r.serverGets(); got != later {
		t.Errorf("the server got %s, want the later call with the id", got)
	}
	close(release7)
	time.AfterFunc(200*time.Millisecond, func() { close(release9) })
	for _, got := range r.serverRest() {
		if strings.Contains(got, "delete_note") {
			t.Errorf("the cancelled call reached the server: %s", got)
		}
	}
}

// A call waits for the listings sent before it; one in its own batch
// cannot be answered before the batch is sent, so the call waited the
// whole ListWait and was held as unread, with the rest of the batch.
func TestCallDoesNotWaitForAListingInItsBatch(t *testing.T) {
	r := newRigWith(t, "notes", pass, func(o *Options) { o.ListWait = time.Hour })
	r.handshake()
	r.agentSends(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`)
	r.serverGets()
	r.serverSends(`{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"list_notes","inputSchema":{"type":"object"}}]}}`)
	r.agentGets()
	batch := `[{"jsonrpc":"2.0","id":2,"method":"tools/list"},{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"list_notes","arguments":{}}}]`
	r.agentSends(batch)
	if got := r.serverGets(); got != batch {
		t.Errorf("the server got %s", got)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.decided) != 1 || saysUnread(r.decided[0].Hints) {
		t.Errorf("decided %+v, want the call judged with what the listing said", r.decided)
	}
}

// A call spelled otherwise than a listed tool, in a way a server that
// normalizes names reads as that tool (an invisible character inside),
// got the tool's hints but was judged by its own name: the rules read
// "dele\u200bte_note" as no delete, and passed it. A name that is not
// listed as it is spelled, but that normalizes to a listed tool, is
// held until it is spelled as listed.
func TestCallSpelledLikeAListedToolIsHeld(t *testing.T) {
	r := newRig(t, "notes", rulesDecider(t))
	r.handshake()
	r.agentSends(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`)
	r.serverGets()
	r.serverSends(`{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"delete_note","inputSchema":{"type":"object"}},` +
		`{"name":"get_note","inputSchema":{"type":"object"}},{"name":"Get_Note","inputSchema":{"type":"object"}}]}}`)
	r.agentGets()
	for _, name := range []string{`dele\u200bte_note`, `dele\u2060te_note`, `DELE\u200bTE_NOTE`, `delete\u00adnote`} {
		r.agentSends(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"` + name + `","arguments":{"id":1}}}`)
		if got := r.agentGets(); !strings.Contains(got, `"isError":true`) || !strings.Contains(got, "delete_note") {
			t.Errorf("%s: the agent got %s, want it held, naming the listed tool", name, got)
		}
	}
	// The names as listed pass, each of two that differ only in case.
	for _, name := range []string{"get_note", "Get_Note"} {
		line := `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"` + name + `","arguments":{"id":1}}}`
		r.agentSends(line)
		if got := r.serverGets(); got != line {
			t.Errorf("%s: the server got %s", name, got)
		}
	}
}

// Attempts that held when they were tried: a method spelled with
// escapes is a tools/call, and is decided; invalid UTF-8, a byte-order
// mark, and nesting past the bound are unreadable; a call longer than
// the reader's buffer, which comes in many reads, is decided whole.
func TestProtocolShapesThatHold(t *testing.T) {
	delCall := func(id, method string) string {
		return `{"jsonrpc":"2.0","id":` + id + `,"method":"` + method + `","params":{"name":"delete_note","arguments":{"id":1}}}`
	}
	r := newRig(t, "notes", func(c toolcall.Call) (Verdict, error) {
		return Verdict{Block: strings.Contains(c.Tool, "delete"), Reason: "held"}, nil
	})
	r.handshake()
	long := `{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"delete_note","arguments":{"id":1,"p":"` +
		strings.Repeat("a", 200<<10) + `"}}}`
	for _, c := range []struct{ name, line string }{
		{"escaped method", delCall("1", `tools\/c\u0061ll`)},
		{"invalid UTF-8 in the method", delCall("2", "tools/call\xff")},
		{"byte-order mark", "\ufeff" + delCall("3", "tools/call")},
		{"nested past the bound", `{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"delete_note","arguments":{"id":1,"d":` +
			strings.Repeat("[", 100) + strings.Repeat("]", 100) + `}}}`},
		{"string id of a number", delCall(`"5"`, "tools/call")},
		{"batch in a batch", "[[" + delCall("7", "tools/call") + "]]"},
		{"method in another case in a batch", "[" + delCall("8", "Tools/Call") + "]"},
		{"longer than the buffer", long},
	} {
		r.agentSends(c.line)
		got := r.agentGets()
		if !strings.Contains(got, `"isError":true`) && !strings.Contains(got, "nothing was forwarded") {
			t.Errorf("%s: the agent got %.300s", c.name, got)
		}
		ping := `{"jsonrpc":"2.0","id":"p","method":"ping"}`
		r.agentSends(ping)
		if got := r.serverGets(); got != ping {
			t.Errorf("%s: the server got %.200s", c.name, got)
		}
	}
}

// A cancellation is of the call that was being decided when it came. A
// call sent later with the same id (JSON-RPC lets a client use an id
// again once its request is done, and a cancelled one is) took the
// cancellation for its own: the later call was dropped unanswered, and
// the cancelled one, once a person had passed it, went to the server.
func TestCancellationIsOfTheCallItNamed(t *testing.T) {
	for _, batch := range []bool{false, true} {
		release := make(chan struct{})
		r := newRig(t, "notes", func(c toolcall.Call) (Verdict, error) {
			if strings.Contains(c.Tool, "delete") {
				<-release // a person looks at it, and passes it
			}
			return Verdict{}, nil
		})
		del := `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"delete_note","arguments":{"id":1}}}`
		list := `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"list_notes","arguments":{}}}`
		if batch {
			del = "[" + del + "]"
		}
		r.agentSends(del)
		cancel := `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7,"reason":"user"}}`
		r.agentSends(cancel)
		if got := r.serverGets(); got != cancel {
			t.Fatalf("batch=%v: the server got %s, want the cancellation", batch, got)
		}
		r.agentSends(list)
		if got := r.serverGets(); got != list {
			t.Errorf("batch=%v: the server got %s, want the later call with the id", batch, got)
		}
		close(release)
		for _, got := range r.serverRest() {
			if strings.Contains(got, "delete_note") {
				t.Errorf("batch=%v: the cancelled call reached the server: %s", batch, got)
			}
		}
	}
}
