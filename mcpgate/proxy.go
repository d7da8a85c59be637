package mcpgate

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"gatesh/mcpdesc"
	"gatesh/toolcall"
)

// Verdict is what the gate says of one tools/call.
type Verdict struct {
	// Block answers the call with a tool error instead of forwarding it.
	Block bool
	// Reason is the error's text, which the agent shows its model: why,
	// the request id and the next step, as the hooks' answer reads.
	Reason string
}

// Decider decides one tools/call before the server sees it; it may wait
// for a person. An error or a panic blocks the call, with the error as
// its reason.
type Decider func(toolcall.Call) (Verdict, error)

// Server is the MCP server's side: its input and its output, one
// JSON-RPC message a line (the stdio transport).
type Server struct {
	In  io.WriteCloser
	Out io.Reader
	// Stop ends the server when it does not end by itself after its
	// input was closed; nil waits.
	Stop func()
}

// Options configure a proxy.
type Options struct {
	// Name is the server's name for the rules and the approvals; "" takes
	// the name the server gives in its initialize result (serverInfo.name).
	Name string
	// Decide decides each tools/call.
	Decide Decider
	// Report gets the proxy's own messages (gatesh: error: mcp: ...):
	// the agent's log of the server's stderr.
	Report io.Writer
	// Grace is how long the server may take to end once the agent closed
	// its input, before Stop; 0 is 5 seconds.
	Grace time.Duration
	// Refused records a message gatesh held without deciding it, since
	// it could not read it as exactly as a server might (the audit log:
	// every decision is logged). The call names what a lenient reader
	// would take for the tool, and carries the message as its input.
	Refused func(tc toolcall.Call, why string)
	// ListWait bounds how long a call waits for a tools/list the server
	// has not answered; past it the call is held. 0 is 10 seconds.
	ListWait time.Duration
}

// MaxMessage bounds one message, either way. A longer one is dropped and
// reported; from the agent it is answered with a parse error.
const MaxMessage = 64 << 20

// ErrServerEnded is returned by Run when the server closed its output
// while the agent was still connected.
var ErrServerEnded = errors.New("the MCP server ended while the agent was connected")

var errTooLong = errors.New("a message longer than 64 MiB")

// errInnerCR is a message with a CR inside it. JSON reads a CR as
// whitespace, but a server whose line reader also ends a line at a lone
// CR (Python's universal newlines, Java's and .NET's ReadLine) reads
// each piece as a message of its own: one the proxy never judged.
var errInnerCR = errors.New("a carriage return inside the message, which some servers read as the end of a line")

// proxy is one run: the agent on one side, the server on the other.
type proxy struct {
	o   Options
	srv Server

	outMu sync.Mutex // one message at a time to the agent
	out   io.Writer
	inMu  sync.Mutex // and to the server
	gone  bool       // the server's input is closed

	mu sync.Mutex
	// pending are the agent's requests forwarded and not yet answered,
	// by idKey: their ids, and their methods.
	pending map[string]pendingRequest
	// deciding are the tools/calls being decided, by idKey. A
	// cancellation (notifications/cancelled) marks those deciding when
	// it comes: a call sent later with the same id is another call.
	deciding map[string][]*deciding
	name     string // from the initialize result, when Options.Name is ""
	// lists counts the tools/list requests the server has not answered:
	// a call waits for them, since their hints may raise it.
	lists    int
	listed   *sync.Cond // signalled as lists falls, or the server ends
	serverUp bool
	// named is closed once the server's name is known, or it is gone.
	named     chan struct{}
	namedOnce sync.Once
	catalog   catalog
	// listIDs are the ids of every tools/list forwarded (by idKey, at
	// most maxTools): an answer to one is read even when another answer
	// came first, since a client may take either.
	listIDs map[string]bool
	// decisions are the tools/calls being decided: the server's input
	// stays open until they are forwarded or answered.
	decisions sync.WaitGroup
}

type pendingRequest struct {
	id     json.RawMessage
	method string
}

// Run passes messages between the agent (agentIn, agentOut) and srv until
// either side ends. Every tools/call is decided first; a held one is
// answered with an MCP tool error and never forwarded. Everything else
// is forwarded byte for byte, in order. It returns nil once the agent
// closed its input and the server its output, ErrServerEnded (wrapped)
// when the server ended first, or the error that broke a stream.
func Run(agentIn io.Reader, agentOut io.Writer, srv Server, o Options) error {
	if o.Grace == 0 {
		o.Grace = 5 * time.Second
	}
	if o.ListWait == 0 {
		o.ListWait = 10 * time.Second
	}
	p := &proxy{o: o, srv: srv, out: agentOut, pending: map[string]pendingRequest{},
		deciding: map[string][]*deciding{}, named: make(chan struct{}),
		listIDs: map[string]bool{}}
	p.listed = sync.NewCond(&p.mu)
	p.serverUp = true
	if o.Name != "" {
		p.setNamed()
	}
	serverDone := make(chan error, 1)
	go func() {
		err := p.readServer()
		p.setNamed() // no name is coming: calls waiting for it are held
		p.mu.Lock()
		p.serverUp = false
		p.listed.Broadcast()
		p.mu.Unlock()
		serverDone <- err
	}()
	agentDone := make(chan error, 1)
	go func() { agentDone <- p.readAgent(agentIn) }()
	// When both have ended, the agent's end comes first: the server
	// ended because the agent was done with it.
	var agentErr error
	select {
	case agentErr = <-agentDone:
	case err := <-serverDone:
		select {
		case agentErr = <-agentDone:
			serverDone <- err
		default:
			return p.serverEnded(err)
		}
	}
	// The agent is done: the calls it sent are decided, then the server
	// gets end of input and a while to end.
	p.decisions.Wait()
	p.closeServer()
	timer := time.NewTimer(o.Grace)
	defer timer.Stop()
	select {
	case <-serverDone:
	case <-timer.C:
		if srv.Stop != nil {
			srv.Stop()
		}
		<-serverDone
	}
	p.serverGone()
	return agentErr
}

// serverEnded answers what the server left unanswered and says so.
func (p *proxy) serverEnded(err error) error {
	n := p.serverGone()
	p.closeServer()
	msg := "it closed its output"
	if err != nil {
		msg = err.Error()
	}
	if n > 0 {
		msg += fmt.Sprintf("; %d request(s) it had not answered were answered with an error", n)
	}
	return fmt.Errorf("%w: %s", ErrServerEnded, msg)
}

func (p *proxy) reportf(format string, a ...any) {
	if p.o.Report != nil {
		fmt.Fprintf(p.o.Report, "gatesh: error: mcp: "+format+"\n", a...)
	}
}

// toAgent writes one message to the agent.
func (p *proxy) toAgent(msg []byte) {
	p.outMu.Lock()
	defer p.outMu.Unlock()
	p.out.Write(append(msg[:len(msg):len(msg)], '\n'))
}

// toServer writes one message to the server; false when it is gone.
func (p *proxy) toServer(msg []byte) bool {
	p.inMu.Lock()
	defer p.inMu.Unlock()
	if p.gone {
		return false
	}
	_, err := p.srv.In.Write(append(msg[:len(msg):len(msg)], '\n'))
	return err == nil
}

func (p *proxy) closeServer() {
	p.inMu.Lock()
	defer p.inMu.Unlock()
	if !p.gone {
		p.gone = true
		p.srv.In.Close()
	}
}

// readLine reads one line without its newline. A line longer than
// MaxMessage is skipped whole and reported as errTooLong.
func readLine(br *bufio.Reader) ([]byte, error) {
	var line []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(line)+len(chunk) > MaxMessage+1 {
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = br.ReadSlice('\n')
			}
			if err == nil || errors.Is(err, io.EOF) {
				return nil, errTooLong
			}
			return nil, err
		}
		line = append(line, chunk...)
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		return bytes.TrimSuffix(line, []byte("\n")), err
	}
}

func (p *proxy) readAgent(in io.Reader) error {
	br := bufio.NewReaderSize(in, 64<<10)
	for {
		line, err := readLine(br)
		if errors.Is(err, errTooLong) {
			p.reportf("the agent sent %v; it was not forwarded", errTooLong)
			p.toAgent(rpcError(nil, codeParse, "gatesh: the message is longer than gatesh reads; nothing was forwarded"))
			continue
		}
		if len(bytes.TrimSpace(line)) > 0 {
			p.fromAgent(line)
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("reading from the agent: %w", err)
		}
	}
}

func (p *proxy) readServer() error {
	br := bufio.NewReaderSize(p.srv.Out, 64<<10)
	for {
		line, err := readLine(br)
		if errors.Is(err, errTooLong) {
			p.reportf("the MCP server wrote %v; it was dropped", errTooLong)
			continue
		}
		if len(bytes.TrimSpace(line)) > 0 {
			p.fromServer(line)
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("reading from the MCP server: %w", err)
		}
	}
}

// fromAgent takes one message of the agent's.
func (p *proxy) fromAgent(line []byte) {
	trim := bytes.TrimSpace(line)
	if bytes.IndexByte(trim, '\r') >= 0 {
		p.unreadable(trim, errInnerCR)
		return
	}
	if trim[0] == '[' {
		p.agentBatch(line, trim)
		return
	}
	m, err := readStrict(trim)
	if err != nil {
		p.unreadable(trim, err)
		return
	}
	if isGated(m.method) {
		p.gate(line, m)
		return
	}
	p.forward(line, m)
}

// unreadable answers a message of the agent's that gatesh cannot read
// exactly: it is never forwarded, since it might be a tools/call, and it
// is logged. The answer carries the id where one can be read.
func (p *proxy) unreadable(raw []byte, err error) {
	p.reportf("the agent sent a message gatesh cannot read exactly (%v); it was not forwarded", err)
	loose := lenient(raw)
	p.refused(loose, raw, err)
	if loose.id != nil && isGated(loose.method) {
		p.toAgent(heldAnswer(loose.method, loose.id, heldText(err)))
		return
	}
	p.toAgent(rpcError(loose.id, codeParse, "gatesh: "+err.Error()+"; nothing was forwarded"))
}

// refused logs a message held without a decision (Options.Refused).
func (p *proxy) refused(loose lenientMessage, raw []byte, err error) {
	if p.o.Refused == nil {
		return
	}
	if p.serverName() == "" {
		// Logged under the server's name once it is known (or it is
		// gone), without holding up the agent's other messages.
		p.decisions.Add(1)
		go func() {
			defer p.decisions.Done()
			<-p.named
			p.logRefused(loose, raw, err)
		}()
		return
	}
	p.logRefused(loose, raw, err)
}

func (p *proxy) logRefused(loose lenientMessage, raw []byte, err error) {
	server := p.serverName()
	if server == "" {
		server = "unnamed"
	}
	tool := "mcp__" + server + "__" + loose.tool
	switch {
	case isResourceRead(loose.method):
		tool = ResourceRead
	case loose.tool == "":
		tool = "mcp__" + server
	}
	tc, cerr := toolcall.New(tool, server, marshal(map[string]string{"message": clipText(raw)}))
	if cerr != nil {
		tc = toolcall.Call{Tool: tool, Server: server, Input: json.RawMessage("{}")}
	}
	p.o.Refused(tc, err.Error())
}

// heldText is the answer to a tools/call that could not be decided.
func heldText(err error) string {
	return "gatesh: error: mcp: " + err.Error() + "\n" +
		"gatesh: hint: nothing ran; the call is held until gatesh can read it"
}

// forward sends a message other than a held tools/call to the server,
// noting a request so that its answer can be matched.
func (p *proxy) forward(line []byte, m message) {
	p.note(m)
	if !p.toServer(line) && m.isRequest() {
		p.untrack(m.id)
		p.toAgent(rpcError(m.id, codeInternal, "gatesh: the MCP server is gone; nothing was forwarded"))
	}
}

// note records what the agent sends that the proxy must remember.
func (p *proxy) note(m message) {
	p.track(m)
	p.cancel(m)
}

// track notes a request, whose answer the proxy matches to it.
func (p *proxy) track(m message) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if m.isRequest() {
		k := idKey(m.id)
		if old, ok := p.pending[k]; ok && old.method == "tools/list" {
			p.lists-- // an id used again: the old request is forgotten
		}
		p.pending[k] = pendingRequest{m.id, m.method}
		if m.method == "tools/list" {
			p.lists++
			if len(p.listIDs) < maxTools {
				p.listIDs[k] = true
			}
		}
	}
}

// cancel marks the calls being decided that a cancellation names: it
// takes effect as it is read, before the calls sent after it.
func (p *proxy) cancel(m message) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if m.method == "notifications/cancelled" {
		var c struct {
			RequestID json.RawMessage `json:"requestId"`
		}
		if json.Unmarshal(m.params, &c) == nil && c.RequestID != nil {
			for _, d := range p.deciding[idKey(c.RequestID)] {
				d.cancelled = true
			}
		}
	}
}

func (p *proxy) untrack(id json.RawMessage) (pendingRequest, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	k := idKey(id)
	r, ok := p.pending[k]
	delete(p.pending, k)
	if ok && r.method == "tools/list" {
		p.lists--
		p.listed.Broadcast()
	}
	return r, ok
}

func (p *proxy) setNamed() { p.namedOnce.Do(func() { close(p.named) }) }

// serverName is the name approvals are bound to; "" until known.
func (p *proxy) serverName() string {
	if p.o.Name != "" {
		return p.o.Name
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.name
}

// call reads a gated request into the call the rules judge: a
// tools/call's tool named as the hooks name an MCP tool
// (mcp__SERVER__TOOL), with its server and what the server said of it;
// a resources/read as ResourceRead {"uri": URI} of its server.
func (p *proxy) call(m message) (toolcall.Call, error) {
	var name string
	var args json.RawMessage
	var err error
	if isResourceRead(m.method) {
		var uri string
		if uri, err = readParams(m.params); err == nil {
			args = marshal(map[string]string{"uri": uri})
		}
	} else {
		name, args, err = callParams(m.params)
	}
	if err != nil {
		return toolcall.Call{}, err
	}
	server := p.serverName()
	if server == "" {
		// A client sends nothing but pings before initialize's answer;
		// one that does not waits for it here.
		<-p.named
		server = p.serverName()
	}
	if server == "" {
		return toolcall.Call{}, errors.New("the MCP server has not given its name (no initialize result yet, and no --name), so no approval could be bound to it")
	}
	if isResourceRead(m.method) {
		return toolcall.New(ResourceRead, server, args)
	}
	tc, err := toolcall.New("mcp__"+server+"__"+name, server, args)
	if err != nil {
		return toolcall.Call{}, err
	}
	waited := p.awaitListings()
	if listed := p.catalog.misspelled(name); listed != "" {
		return toolcall.Call{}, fmt.Errorf("the tool %q is not listed as it is spelled, and a server could read it as its listed tool %q; call that by its listed name", name, listed)
	}
	tc.Hints = p.catalog.hints(name)
	if waited != "" {
		tc.Hints.Said = addSaid([]toolcall.Said{{Class: mcpdesc.Unread, Quote: waited}}, tc.Hints.Said)
	}
	return tc, nil
}

// awaitListings waits, at most Options.ListWait, for the tools/lists the
// server has not answered; it returns why the catalog is unread when the
// wait ran out, else "".
func (p *proxy) awaitListings() string {
	deadline := time.Now().Add(p.o.ListWait)
	t := time.AfterFunc(p.o.ListWait, func() {
		p.mu.Lock()
		p.listed.Broadcast()
		p.mu.Unlock()
	})
	defer t.Stop()
	p.mu.Lock()
	defer p.mu.Unlock()
	for p.lists > 0 && p.serverUp {
		if !time.Now().Before(deadline) {
			return fmt.Sprintf("the server had not answered tools/list after %v, so what it says of its tools was not read", p.o.ListWait)
		}
		p.listed.Wait()
	}
	return ""
}

// clip shortens a line for a report.
func clip(b []byte) string {
	const max = 200
	s := string(b)
	if len(s) > max {
		s = s[:max] + "..."
	}
	return fmt.Sprintf("%q", s)
}
