package mcpgate

import (
	"strings"
	"testing"

	"gatesh/toolcall"
)

// JSON allows a CR as whitespace between tokens, and the MCP servers
// written in Python (the SDK reads stdin through TextIOWrapper's
// universal newlines), Java (BufferedReader.readLine) and C#
// (StreamReader.ReadLine) end a line at a lone CR too. A notification
// whose params is a tools/call set between two CRs was one message to
// the proxy, forwarded unjudged, and three lines to such a server, the
// middle one a call it ran.
func TestCarriageReturnInsideAMessageIsUnreadable(t *testing.T) {
	inner := `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"delete_note","arguments":{"id":1}}}`
	for _, line := range []string{
		`{"jsonrpc":"2.0","method":"notifications/progress","params":` + "\r" + inner + "\r" + `}`,
		`{"jsonrpc":"2.0","id":3,"method":"ping","params":{"_meta":` + "\r" + inner + "\r" + `}}`,
		`[{"jsonrpc":"2.0","method":"notifications/progress","params":` + "\r" + inner + "\r" + `}]`,
	} {
		r := newRig(t, "notes", pass)
		r.handshake()
		r.agentSends(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`)
		r.serverGets()
		r.serverSends(`{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"delete_note","inputSchema":{"type":"object"}}]}}`)
		r.agentGets()
		r.agentSends(line)
		if got := r.agentGets(); !strings.Contains(got, "nothing was forwarded") && !strings.Contains(got, `"isError":true`) {
			t.Errorf("%q: the agent got %s, want it refused", line, got)
		}
		// What the server gets next is the next message: the one with
		// the CRs never reached it.
		r.agentSends(`{"jsonrpc":"2.0","id":4,"method":"ping"}`)
		if got := r.serverGets(); got != `{"jsonrpc":"2.0","id":4,"method":"ping"}` {
			t.Errorf("%q: the server got %q", line, got)
		}
		if len(r.refusals()) == 0 {
			t.Errorf("%q: refused without a log entry", line)
		}
	}
	// A CR at the end of a line (a client that writes CRLF) is the
	// line's end for every reader, and passes.
	r := newRig(t, "notes", func(toolcall.Call) (Verdict, error) { return Verdict{}, nil })
	r.agentSends(initialize + "\r")
	if got := r.serverGets(); got != initialize+"\r" {
		t.Errorf("CRLF: the server got %q", got)
	}
}
