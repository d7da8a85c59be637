package mcpgate

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"gatesh/internal/waitfor"
	"gatesh/toolcall"
)

// rig is a proxy between a test that plays the agent and one that plays
// the server, each side a pipe read line by line.
type rig struct {
	t           *testing.T
	agentIn     *io.PipeWriter // what the agent sends
	fromProxy   *bufio.Reader  // what the agent receives
	toServer    *bufio.Reader  // what the server receives
	serverOut   *io.PipeWriter // what the server sends
	done        chan error
	mu          sync.Mutex
	decided     []toolcall.Call
	refused     []string // Options.Refused: each call's text and why
	decideFunc  func(toolcall.Call) (Verdict, error)
	closeAgent  func()
	closeServer func()
}

func newRig(t *testing.T, name string, decide func(toolcall.Call) (Verdict, error)) *rig {
	t.Helper()
	return newRigWith(t, name, decide, nil)
}

// newRigWith is newRig with the options set changed by set.
func newRigWith(t *testing.T, name string, decide func(toolcall.Call) (Verdict, error), set func(*Options)) *rig {
	t.Helper()
	ar, aw := io.Pipe()
	pr, pw := io.Pipe()
	sr, sw := io.Pipe()
	or, ow := io.Pipe()
	r := &rig{t: t, agentIn: aw, fromProxy: bufio.NewReader(pr), toServer: bufio.NewReader(sr), serverOut: ow,
		done: make(chan error, 1), decideFunc: decide}
	r.closeAgent = func() { aw.Close() }
	r.closeServer = func() { ow.Close() }
	o := Options{Name: name, Decide: r.decide, Grace: time.Minute, Refused: r.refuse}
	if set != nil {
		set(&o)
	}
	go func() {
		r.done <- Run(ar, pw, Server{In: sw, Out: or, Stop: func() { ow.Close() }}, o)
		pw.Close()
	}()
	t.Cleanup(func() { aw.Close(); ow.Close(); sr.Close(); pr.Close() })
	return r
}

func (r *rig) decide(c toolcall.Call) (Verdict, error) {
	r.mu.Lock()
	r.decided = append(r.decided, c)
	r.mu.Unlock()
	return r.decideFunc(c)
}

func (r *rig) refuse(c toolcall.Call, why string) {
	r.mu.Lock()
	r.refused = append(r.refused, c.Text()+" "+why)
	r.mu.Unlock()
}

func (r *rig) refusals() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.refused...)
}

func (r *rig) agentSends(line string) {
	r.t.Helper()
	if _, err := io.WriteString(r.agentIn, line+"\n"); err != nil {
		r.t.Fatal(err)
	}
}

func (r *rig) serverSends(line string) {
	r.t.Helper()
	if _, err := io.WriteString(r.serverOut, line+"\n"); err != nil {
		r.t.Fatal(err)
	}
}

func readOne(t *testing.T, br *bufio.Reader, who string) string {
	t.Helper()
	type res struct {
		s   string
		err error
	}
	ch := make(chan res, 1)
	go func() {
		s, err := br.ReadString('\n')
		ch <- res{s, err}
	}()
	select {
	case x := <-ch:
		if x.err != nil {
			t.Fatalf("%s: %v", who, x.err)
		}
		return strings.TrimSuffix(x.s, "\n")
	case <-time.After(time.Until(waitfor.Deadline(t))):
		t.Fatalf("%s received nothing", who)
	}
	return ""
}

func (r *rig) agentGets() string  { r.t.Helper(); return readOne(r.t, r.fromProxy, "the agent") }
func (r *rig) serverGets() string { r.t.Helper(); return readOne(r.t, r.toServer, "the server") }

func pass(toolcall.Call) (Verdict, error) { return Verdict{}, nil }

const initialize = `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`

// handshake runs initialize, with the server naming itself notes.
func (r *rig) handshake() {
	r.t.Helper()
	r.agentSends(initialize)
	r.serverGets()
	r.serverSends(`{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-03-26","capabilities":{"tools":{}},"serverInfo":{"name":"notes","version":"1"}}}`)
	r.agentGets()
}

// Everything that is not a tools/call goes through as it is, both ways,
// in whatever spelling: ids, spacing, key order, server requests and the
// agent's answers to them.
func TestEverythingElsePassesByteForByte(t *testing.T) {
	r := newRig(t, "", pass)
	for _, m := range []string{
		initialize,
		`{ "method" : "ping" , "id" : "a b" , "jsonrpc" : "2.0" }`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":"s1","result":{"model":"m","role":"assistant","content":{"type":"text","text":"hi"}}}`,
		`{"jsonrpc":"2.0","id":9007199254740993,"method":"resources/list"}`,
	} {
		r.agentSends(m)
		if got := r.serverGets(); got != m {
			t.Errorf("the server got\n%s\nwant\n%s", got, m)
		}
	}
	for _, m := range []string{
		`{"jsonrpc":"2.0","id":0,"result":{"serverInfo":{"name":"notes","version":"1"},"capabilities":{}}}`,
		`{"jsonrpc":"2.0","id":"s1","method":"sampling/createMessage","params":{"messages":[],"maxTokens":5}}`,
		`{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}`,
		`{"id":"a b","jsonrpc":"2.0","result":{}}   `,
		`{"jsonrpc":"2.0","id":"r1","method":"elicitation/create","params":{"message":"name?","requestedSchema":{"type":"object"}}}`,
	} {
		r.serverSends(m)
		if got := r.agentGets(); got != m {
			t.Errorf("the agent got\n%s\nwant\n%s", got, m)
		}
	}
	if len(r.decided) != 0 {
		t.Errorf("decided %v; nothing was a tools/call", r.decided)
	}
}

// A held call never reaches the server; the agent gets a tool error with
// the call's own id and the gate's reason.
func TestHeldCallIsAnsweredAndNotForwarded(t *testing.T) {
	reason := "gatesh: held: request abcdefghijklm waits\ngatesh: hint: call again once approved"
	r := newRig(t, "", func(c toolcall.Call) (Verdict, error) {
		return Verdict{Block: c.Tool == "mcp__notes__delete_note", Reason: reason}, nil
	})
	r.handshake()
	r.agentSends(`{"jsonrpc":"2.0","id":"x-1","method":"tools/call","params":{"name":"delete_note","arguments":{"id":3}}}`)
	got := r.agentGets()
	var ans struct {
		ID     string     `json:"id"`
		Result toolResult `json:"result"`
	}
	if err := json.Unmarshal([]byte(got), &ans); err != nil {
		t.Fatalf("%s: %v", got, err)
	}
	if ans.ID != "x-1" || !ans.Result.IsError || len(ans.Result.Content) != 1 || ans.Result.Content[0].Text != reason {
		t.Errorf("held answer %s", got)
	}
	// The next message the server sees is the one after the held call.
	r.agentSends(`{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"list_notes"}}`)
	if got := r.serverGets(); !strings.Contains(got, "list_notes") {
		t.Errorf("the server got %s", got)
	}
	if c := r.decided[0]; c.Server != "notes" || string(c.Input) != `{"id":3}` {
		t.Errorf("decided %+v: want the server from initialize and the canonical arguments", c)
	}
	if c := r.decided[1]; string(c.Input) != `{}` {
		t.Errorf("absent arguments decided as %s, want {}", c.Input)
	}
}

// An error or a panic of the decider holds the call.
func TestDeciderFailureHolds(t *testing.T) {
	for name, decide := range map[string]func(toolcall.Call) (Verdict, error){
		"error": func(toolcall.Call) (Verdict, error) { return Verdict{}, errors.New("rules are broken") },
		"panic": func(toolcall.Call) (Verdict, error) { panic("boom") },
	} {
		t.Run(name, func(t *testing.T) {
			r := newRig(t, "notes", decide)
			r.agentSends(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_notes","arguments":{}}}`)
			got := r.agentGets()
			if !strings.Contains(got, `"isError":true`) || !strings.Contains(got, "nothing ran") {
				t.Errorf("answer %s", got)
			}
			r.agentSends(`{"jsonrpc":"2.0","id":2,"method":"ping"}`)
			if got := r.serverGets(); !strings.Contains(got, "ping") {
				t.Errorf("the server got %s before the ping", got)
			}
		})
	}
}

// A call the agent cancels while a person is asked does not run once the
// answer comes, and gets no answer of its own.
func TestCancelledWhileDeciding(t *testing.T) {
	release := make(chan struct{})
	r := newRig(t, "notes", func(c toolcall.Call) (Verdict, error) {
		if strings.Contains(c.Tool, "send") {
			<-release
		}
		return Verdict{}, nil
	})
	r.agentSends(`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"send_note","arguments":{}}}`)
	cancel := `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7,"reason":"user"}}`
	r.agentSends(cancel)
	if got := r.serverGets(); got != cancel {
		t.Errorf("the server got %s", got)
	}
	close(release)
	r.agentSends(`{"jsonrpc":"2.0","id":8,"method":"ping"}`)
	if got := r.serverGets(); !strings.Contains(got, `"id":8`) {
		t.Errorf("the cancelled call reached the server: %s", got)
	}
}

// A batch (MCP 2025-03-26) goes through whole when nothing in it is
// held; otherwise what passes goes on as a batch, element by element as
// sent, and the held calls are answered in a batch of their own.
func TestBatch(t *testing.T) {
	r := newRig(t, "notes", func(c toolcall.Call) (Verdict, error) {
		return Verdict{Block: strings.Contains(c.Tool, "delete"), Reason: "held"}, nil
	})
	whole := `[{"jsonrpc":"2.0","id":1,"method":"ping"}, {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"list_notes"}}]`
	r.agentSends(whole)
	if got := r.serverGets(); got != whole {
		t.Errorf("the server got %s", got)
	}
	r.agentSends(`[{"jsonrpc":"2.0","id":3,"method":"ping"}, {"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"delete_note","arguments":{"id":1}}} ,{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"list_notes"}}]`)
	if got, want := r.serverGets(), `[{"jsonrpc":"2.0","id":3,"method":"ping"},{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"list_notes"}}]`; got != want {
		t.Errorf("the server got\n%s\nwant\n%s", got, want)
	}
	if got, want := r.agentGets(), `[{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"held"}],"isError":true}}]`; got != want {
		t.Errorf("the agent got\n%s\nwant\n%s", got, want)
	}
}

// What tools/list said raises a tool for good: listing it again without
// the annotation, or with readOnlyHint, takes nothing back.
func TestHintsStay(t *testing.T) {
	r := newRig(t, "notes", pass)
	list := func(id int, tools string) {
		r.agentSends(`{"jsonrpc":"2.0","id":` + string(rune('0'+id)) + `,"method":"tools/list"}`)
		r.serverGets()
		r.serverSends(`{"jsonrpc":"2.0","id":` + string(rune('0'+id)) + `,"result":{"tools":` + tools + `}}`)
		r.agentGets()
	}
	list(1, `[{"name":"purge","annotations":{"destructiveHint":true}},{"name":"sync","annotations":{"openWorldHint":true}},{"name":"search","annotations":{"readOnlyHint":true,"openWorldHint":true}},{"name":"other"}]`)
	list(2, `[{"name":"purge","annotations":{"readOnlyHint":true,"destructiveHint":false}},{"name":"sync"}]`)
	for _, name := range []string{"purge", "sync", "search", "other"} {
		r.agentSends(`{"jsonrpc":"2.0","id":"` + name + `","method":"tools/call","params":{"name":"` + name + `"}}`)
		r.serverGets()
	}
	want := map[string]toolcall.Hints{
		"mcp__notes__purge":  {Destructive: true},
		"mcp__notes__sync":   {OpenWorld: true},
		"mcp__notes__search": {},
		"mcp__notes__other":  {},
	}
	for _, c := range r.decided {
		if w := want[c.Tool]; c.Hints.Destructive != w.Destructive || c.Hints.OpenWorld != w.OpenWorld || len(c.Hints.Said) > 0 {
			t.Errorf("%s: hints %+v, want %+v", c.Tool, c.Hints, want[c.Tool])
		}
	}
}

// A server that ends while requests wait: each is answered with an
// error, and Run says the server ended.
func TestServerEndsWhileAgentWaits(t *testing.T) {
	r := newRig(t, "notes", pass)
	r.agentSends(`{"jsonrpc":"2.0","id":"w","method":"resources/read","params":{"uri":"file:///x"}}`)
	r.serverGets()
	r.closeServer()
	if got := r.agentGets(); got != `{"jsonrpc":"2.0","id":"w","error":{"code":-32603,"message":"gatesh: the MCP server ended before it answered resources/read"}}` {
		t.Errorf("the agent got %s", got)
	}
	if err := <-r.done; !errors.Is(err, ErrServerEnded) {
		t.Errorf("Run: %v, want ErrServerEnded", err)
	}
}

// The agent's end of input lets the calls it sent be decided and
// forwarded before the server's input is closed.
func TestAgentEndWaitsForDecisions(t *testing.T) {
	release := make(chan struct{})
	r := newRig(t, "notes", func(toolcall.Call) (Verdict, error) { <-release; return Verdict{}, nil })
	r.agentSends(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_notes"}}`)
	r.closeAgent()
	close(release)
	if got := r.serverGets(); !strings.Contains(got, "list_notes") {
		t.Errorf("the server got %s", got)
	}
	// Then the server's input ends, and the server with it.
	if rest, err := io.ReadAll(r.toServer); err != nil || len(rest) > 0 {
		t.Errorf("after the call the server got %q, %v; want end of input", rest, err)
	}
	r.closeServer()
	// It ended without an answer: the agent is told.
	if got := r.agentGets(); !strings.Contains(got, "ended before it answered tools/call") {
		t.Errorf("the agent got %s", got)
	}
	if err := <-r.done; err != nil {
		t.Errorf("Run: %v", err)
	}
}

// A call sent while the server has not answered a tools/list waits for
// that answer: its hints may raise the call (a client that pipelines
// would otherwise have it decided without them).
func TestCallWaitsForTheList(t *testing.T) {
	r := newRig(t, "notes", pass)
	r.agentSends(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`)
	r.serverGets()
	r.agentSends(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"purge"}}`)
	r.serverSends(`{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"purge","annotations":{"destructiveHint":true}}]}}`)
	r.agentGets()
	if got := r.serverGets(); !strings.Contains(got, "purge") {
		t.Fatalf("the server got %s", got)
	}
	if len(r.decided) != 1 || !r.decided[0].Hints.Destructive {
		t.Errorf("decided %+v, want purge with its destructive hint", r.decided)
	}
}
