package mcpgate

import (
	"encoding/json"
	"strings"
	"testing"

	"gatesh/toolcall"
)

// A resources/read is decided before the server sees it, as
// ResourceRead {"uri": URI} of its server; a held one gets a JSON-RPC
// error with its own id and the gate's reason, and the server never sees
// it. One that passes goes through byte for byte.
func TestResourceReadIsDecided(t *testing.T) {
	reason := "gatesh: held: secret-key-file: reads a private key\ngatesh: hint: read it again once approved"
	r := newRig(t, "", func(c toolcall.Call) (Verdict, error) {
		return Verdict{Block: strings.Contains(string(c.Input), ".ssh"), Reason: reason}, nil
	})
	r.handshake()
	r.agentSends(`{"jsonrpc":"2.0","id":"k","method":"resources/read","params":{"uri":"file:///home/u/.ssh/id_ed25519","_meta":{"progressToken":7}}}`)
	got := r.agentGets()
	var ans struct {
		ID    string `json:"id"`
		Error struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
		Result json.RawMessage `json:"result"`
	}
	if err := json.Unmarshal([]byte(got), &ans); err != nil {
		t.Fatalf("%s: %v", got, err)
	}
	if ans.ID != "k" || ans.Error.Code != codeHeld || ans.Error.Message != reason || ans.Result != nil {
		t.Errorf("held answer %s", got)
	}
	pass := ` {"jsonrpc":"2.0", "id":2,"method":"resources/read","params":{"uri":"file:///home/u/project/README.md"}}`
	r.agentSends(pass)
	if got := r.serverGets(); got != pass {
		t.Errorf("the server got\n%s\nwant the read that passed, as sent:\n%s", got, pass)
	}
	if len(r.decided) != 2 {
		t.Fatalf("decided %d, want both reads", len(r.decided))
	}
	if c := r.decided[0]; c.Tool != ResourceRead || c.Server != "notes" || string(c.Input) != `{"uri":"file:///home/u/.ssh/id_ed25519"}` {
		t.Errorf("decided %+v: want resources/read of the server from initialize, the URI alone", c)
	}
}

// A resources/read gatesh cannot read exactly is held, never forwarded:
// a spelling the server might take is one too.
func TestUnreadableResourceReadIsHeld(t *testing.T) {
	r := newRig(t, "notes", pass)
	for _, m := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{}}`,
		`{"jsonrpc":"2.0","id":2,"method":"resources/read","params":{"uri":7}}`,
		`{"jsonrpc":"2.0","id":3,"method":"Resources/Read ","params":{"uri":""}}`,
		`{"jsonrpc":"2.0","id":4,"method":"resources/read","params":{"uri":"file:///a","uri":"file:///b"}}`,
	} {
		r.agentSends(m)
		if got := r.agentGets(); !strings.Contains(got, `"code":-32001`) || !strings.Contains(got, "nothing ran") {
			t.Errorf("%s: answer %s", m, got)
		}
	}
	r.agentSends(`{"jsonrpc":"2.0","id":5,"method":"ping"}`)
	if got := r.serverGets(); !strings.Contains(got, "ping") {
		t.Errorf("the server got %s before the ping", got)
	}
	if len(r.decided) != 0 {
		t.Errorf("decided %v", r.decided)
	}
}

// prompts/get is not decided: by the protocol a person picks a prompt
// and getting it runs nothing. It goes through byte for byte; so do the
// resources' lists.
func TestPromptsGetPasses(t *testing.T) {
	r := newRig(t, "notes", pass)
	for _, m := range []string{
		`{"jsonrpc":"2.0","id":"p","method":"prompts/get","params":{"name":"review","arguments":{"focus":"rm -rf ~"}}}`,
		`{"jsonrpc":"2.0","id":"l","method":"resources/list"}`,
		`{"jsonrpc":"2.0","id":"t","method":"resources/templates/list"}`,
	} {
		r.agentSends(m)
		if got := r.serverGets(); got != m {
			t.Errorf("the server got\n%s\nwant\n%s", got, m)
		}
	}
	if len(r.decided) != 0 {
		t.Errorf("decided %v", r.decided)
	}
}

// In a batch, a held resources/read is answered with its error beside
// the held calls, and what passes goes on.
func TestBatchWithResourceRead(t *testing.T) {
	r := newRig(t, "notes", func(c toolcall.Call) (Verdict, error) {
		return Verdict{Block: c.Tool == ResourceRead, Reason: "held"}, nil
	})
	r.agentSends(`[{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"file:///etc/shadow"}},{"jsonrpc":"2.0","id":2,"method":"ping"}]`)
	if got, want := r.serverGets(), `[{"jsonrpc":"2.0","id":2,"method":"ping"}]`; got != want {
		t.Errorf("the server got\n%s\nwant\n%s", got, want)
	}
	if got, want := r.agentGets(), `[{"jsonrpc":"2.0","id":1,"error":{"code":-32001,"message":"held"}}]`; got != want {
		t.Errorf("the agent got\n%s\nwant\n%s", got, want)
	}
}
