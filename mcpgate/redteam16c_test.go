package mcpgate

import (
	"io"
	"strings"
	"testing"

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
