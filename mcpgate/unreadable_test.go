package mcpgate

import (
	"bufio"
	"strings"
	"testing"
	"time"

	"gatesh/internal/waitfor"
)

// A tools/call gatesh cannot read exactly is answered with an error and
// never forwarded, even by a decider that lets every call through: the
// server might read it as a call gatesh never judged. The server must
// see the ping sent after each one, and nothing before it.
func TestUnreadableCallIsNeverForwarded(t *testing.T) {
	r := newRig(t, "notes", pass)
	r.handshake()
	agent, server := lines(r.fromProxy), lines(r.toServer)
	deadline := time.After(time.Until(waitfor.Deadline(t)))
	for _, c := range []struct{ name, call, answer string }{
		// A server that keeps the first of two keys runs the call.
		{"method twice", `{"jsonrpc":"2.0","id":1,"method":"tools/call","method":"ping","params":{"name":"post_note","arguments":{}}}`, `"error":{"code":-32700`},
		{"method in another case", `{"jsonrpc":"2.0","id":2,"Method":"ping","method":"tools/call","params":{"name":"post_note"}}`, `"isError":true`},
		{"name twice", `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"list_notes","name":"post_note"}}`, `"isError":true`},
		{"arguments not an object", `{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"post_note","arguments":["x"]}}`, `"isError":true`},
		{"no tool name", `{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"arguments":{"body":"x"}}}`, `"isError":true`},
	} {
		r.agentSends(c.call)
		select {
		case got := <-agent:
			if !strings.Contains(got, c.answer) || !strings.Contains(got, "gatesh") {
				t.Errorf("%s: the agent got %s, want an answer with %s", c.name, got, c.answer)
			}
		case got := <-server:
			t.Fatalf("%s: the server got %s", c.name, got)
		case <-deadline:
			t.Fatalf("%s: no answer", c.name)
		}
		ping := `{"jsonrpc":"2.0","id":"p","method":"ping"}`
		r.agentSends(ping)
		select {
		case got := <-server:
			if got != ping {
				t.Fatalf("%s: the server got %s before the ping", c.name, got)
			}
		case <-deadline:
			t.Fatalf("%s: the ping never reached the server", c.name)
		}
	}
	if len(r.decided) != 0 {
		t.Errorf("decided %+v; no call could be read", r.decided)
	}
}

// lines hands over each line read from br, until it ends.
func lines(br *bufio.Reader) <-chan string {
	ch := make(chan string, 16)
	go func() {
		defer close(ch)
		for {
			s, err := br.ReadString('\n')
			if err != nil {
				return
			}
			ch <- strings.TrimSuffix(s, "\n")
		}
	}()
	return ch
}
