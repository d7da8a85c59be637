package mcpgate

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"gatesh/toolcall"
)

// deciding is one gated request being decided; cancelled is set, under
// proxy.mu, when the agent gives up on it.
type deciding struct{ cancelled bool }

// startDeciding notes a gated request whose decision begins.
func (p *proxy) startDeciding(id json.RawMessage) *deciding {
	d := &deciding{}
	k := idKey(id)
	p.mu.Lock()
	p.deciding[k] = append(p.deciding[k], d)
	p.mu.Unlock()
	return d
}

// doneDeciding forgets d and tells whether the agent cancelled it.
func (p *proxy) doneDeciding(id json.RawMessage, d *deciding) (cancelled bool) {
	k := idKey(id)
	p.mu.Lock()
	defer p.mu.Unlock()
	ds := p.deciding[k]
	for i := range ds {
		if ds[i] == d {
			ds = append(ds[:i:i], ds[i+1:]...)
			break
		}
	}
	if len(ds) == 0 {
		delete(p.deciding, k)
	} else {
		p.deciding[k] = ds
	}
	return d.cancelled
}

// gate decides a tools/call, then forwards it or answers it held. The
// decision may wait for a person, so it runs beside the other traffic.
func (p *proxy) gate(line []byte, m message) {
	if m.id == nil {
		p.reportf("the agent sent a %s without an id (a notification), whose result nobody would read; it was not forwarded", m.method)
		p.refused(lenient(line), line, fmt.Errorf("a %s without an id (a notification)", m.method))
		return
	}
	d := p.startDeciding(m.id)
	p.decisions.Add(1)
	go func() {
		defer p.decisions.Done()
		var v Verdict
		if tc, err := p.call(m); err != nil {
			p.refused(lenient(line), line, err)
			v = Verdict{Block: true, Reason: heldText(err)}
		} else {
			v = p.decide(tc)
		}
		switch {
		case p.doneDeciding(m.id, d):
			// The agent gave up on the call: it does not run unasked,
			// and a cancelled request gets no answer.
		case v.Block:
			p.toAgent(heldAnswer(m.method, m.id, v.Reason))
		default:
			p.forward(line, m)
		}
	}()
}

// decide asks the Decider; an error or a panic blocks.
func (p *proxy) decide(tc toolcall.Call) (v Verdict) {
	defer func() {
		if x := recover(); x != nil {
			v = Verdict{Block: true, Reason: heldText(fmt.Errorf("internal error: %v", x))}
		}
	}()
	v, err := p.o.Decide(tc)
	if err != nil {
		return Verdict{Block: true, Reason: heldText(err)}
	}
	if v.Block && strings.TrimSpace(v.Reason) == "" {
		v.Reason = "gatesh: held: the call is blocked"
	}
	return v
}

// agentBatch takes a JSON-RPC batch (MCP 2025-03-26). Without a
// tools/call it is forwarded as it is; with one, each call is decided in
// turn, the elements that pass go to the server as one batch (the
// original line when all pass), and the held ones are answered together.
func (p *proxy) agentBatch(line, trim []byte) {
	var elems []json.RawMessage
	if err := toolcall.Strict(trim); err != nil {
		p.unreadable(trim, err)
		return
	}
	if err := json.Unmarshal(trim, &elems); err != nil {
		p.unreadable(trim, err)
		return
	}
	msgs := make([]message, len(elems))
	gated := false
	for i, e := range elems {
		m, err := readStrict(e)
		if err != nil {
			p.unreadable(trim, fmt.Errorf("batch element %d: %w", i, err))
			return
		}
		msgs[i] = m
		gated = gated || isGated(m.method)
	}
	if !gated {
		for _, m := range msgs {
			p.note(m)
		}
		p.toServer(line)
		return
	}
	// The calls' decisions begin, and the cancellations take effect, in
	// the batch's order and before the messages after it.
	ds := make([]*deciding, len(msgs))
	for i, m := range msgs {
		if isGated(m.method) && m.id != nil {
			ds[i] = p.startDeciding(m.id)
		}
		p.cancel(m)
	}
	p.decisions.Add(1)
	go func() {
		defer p.decisions.Done()
		var pass, held [][]byte
		for i, m := range msgs {
			if !isGated(m.method) {
				pass = append(pass, elems[i])
				continue
			}
			if m.id == nil {
				p.reportf("the agent sent a %s without an id in a batch; it was not forwarded", m.method)
				p.refused(lenient(elems[i]), elems[i], fmt.Errorf("a %s without an id (a notification)", m.method))
				continue
			}
			tc, err := p.call(m)
			v := Verdict{Block: true, Reason: ""}
			if err != nil {
				p.refused(lenient(elems[i]), elems[i], err)
				v.Reason = heldText(err)
			} else {
				v = p.decide(tc)
			}
			switch {
			case p.doneDeciding(m.id, ds[i]):
				continue // given up on: not run, not answered
			case v.Block:
				held = append(held, heldAnswer(m.method, m.id, v.Reason))
				continue
			}
			p.track(m)
			pass = append(pass, elems[i])
		}
		// The batch's other requests are noted only now, as it goes to
		// the server: a call in it waits for no tools/list sent with it,
		// which cannot be answered before the batch is sent.
		for _, m := range msgs {
			if !isGated(m.method) {
				p.track(m)
			}
		}
		switch {
		case len(pass) == len(elems):
			p.toServer(line)
		case len(pass) > 0:
			p.toServer(append(append([]byte("["), bytes.Join(pass, []byte(","))...), ']'))
		}
		if len(held) > 0 {
			p.toAgent(append(append([]byte("["), bytes.Join(held, []byte(","))...), ']'))
		}
	}()
}
