// Package reporttest writes realistic gatesh histories (an audit log, a request queue and the operator's keys) with a fixed clock, for the tests of the reports.
package reporttest

import (
	"bytes"
	"encoding/base32"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"time"

	"gatesh/audit"
	"gatesh/keys"
	"gatesh/queue"
	"gatesh/rules"
)

// History writes records as gatesh does: each command is classified by
// the default rules and logged as a decision by its own process; a held
// one becomes a request file and a held event; decisions are signed with
// the operator's key. Only the clock, the process ids and the random parts
// of ids are chosen here, so outputs compare exactly.
type History struct {
	Home   string
	now    time.Time
	log    *audit.Log
	signer *keys.Signer
	rng    *rand.Rand
	pid    int
	rules  *rules.Set
	TTL    time.Duration
	reqs   []*Request
}

// New starts a history in home (created if missing) at start. The log's
// ids and the request ids come from a fixed seed.
func New(home string, start time.Time) (*History, error) {
	if err := os.MkdirAll(filepath.Join(home, "queue"), 0o700); err != nil {
		return nil, err
	}
	priv, pub := keys.Paths(filepath.Join(home, "keys"))
	if _, err := os.Stat(priv); err != nil {
		if err := keys.Generate(priv, pub); err != nil {
			return nil, err
		}
	}
	signer, err := keys.LoadSigner(priv)
	if err != nil {
		return nil, err
	}
	h := &History{Home: home, now: start.UTC(), signer: signer, rng: rand.New(rand.NewPCG(1, 2)),
		pid: 4000, rules: rules.Default(), TTL: queue.DefaultTTL}
	h.log = &audit.Log{Path: filepath.Join(home, "audit.jsonl"), Now: h.clock, Rand: readerFunc(h.fill)}
	return h, nil
}

type readerFunc func([]byte) (int, error)

func (f readerFunc) Read(b []byte) (int, error) { return f(b) }

func (h *History) fill(b []byte) (int, error) {
	for i := range b {
		b[i] = byte(h.rng.Uint32())
	}
	return len(b), nil
}

func (h *History) clock() time.Time { return h.now }

// Now is the history's clock.
func (h *History) Now() time.Time { return h.now }

// At sets the clock; Wait moves it on.
func (h *History) At(t time.Time)           { h.now = t.UTC() }
func (h *History) Wait(d time.Duration)     { h.now = h.now.Add(d) }
func (h *History) LogPath() string          { return h.log.Path }
func (h *History) QueueDir() string         { return filepath.Join(h.Home, "queue") }
func (h *History) Verifier() *keys.Verifier { return h.signer.Verifier() }

// Agent is who runs commands: an agent name, a session, a Unix user and
// the folder it works in.
type Agent struct {
	Name, Session, User, Cwd string
}

// Request is a held command's request, as the history tracks it.
type Request struct {
	queue.Request
	agent Agent
}

// Run is agent running text: it is classified and logged. A held command
// parks (its request stays pending) and its request is returned; for a
// command that passed or was denied the request is nil.
func (h *History) Run(a Agent, text string) *Request {
	d := h.rules.Classify(text)
	h.pid++
	rec := h.base(a, text)
	rec.Event, rec.Tier, rec.Verdict, rec.Rules = audit.EventDecision, d.Tier.String(), string(d.Verdict), ruleList(d)
	h.append(rec)
	if d.Verdict != rules.Hold {
		return nil
	}
	h.Wait(40 * time.Millisecond)
	req := &Request{agent: a, Request: queue.Request{ID: h.requestID(), CreatedAt: h.now.Truncate(time.Millisecond),
		ExpiresAt: h.now.Add(h.TTL).Truncate(time.Millisecond), Status: queue.Pending, Command: text,
		CommandDigest: queue.Digest(text), Cwd: a.Cwd, Tier: d.Tier.String(), Rules: queueRules(d),
		Session: a.Session, Agent: a.Name}}
	h.reqs = append(h.reqs, req)
	h.writeRequest(req)
	h.event(a, req, audit.EventHeld, "")
	h.Wait(10 * time.Millisecond)
	h.event(a, req, audit.EventParked, "")
	return req
}

// Approve and Reject are the operator's decisions, signed and logged.
func (h *History) Approve(req *Request, by, reason string) { h.decide(req, queue.Approved, by, reason) }
func (h *History) Reject(req *Request, by, reason string)  { h.decide(req, queue.Rejected, by, reason) }

func (h *History) decide(req *Request, st queue.Status, by, reason string) {
	req.Status, req.DecidedBy, req.DecidedAt, req.DecisionReason = st, by, h.now.Truncate(time.Millisecond), reason
	req.Signature = base64.StdEncoding.EncodeToString(h.signer.Sign(req.SignedBytes()))
	h.writeRequest(req)
	h.pid++
	event := audit.EventApproved
	if st == queue.Rejected {
		event = audit.EventRejected
	}
	rec := h.requestRecord(req.agent, req, event, reason)
	rec.User = by
	h.append(rec)
}

// Rerun is the agent running an approved request's command again: the
// decision, then the use of the approval and the run, by one process.
func (h *History) Rerun(req *Request) {
	d := h.rules.Classify(req.Command)
	h.pid++
	rec := h.base(req.agent, req.Command)
	rec.Event, rec.Tier, rec.Verdict, rec.Rules = audit.EventDecision, d.Tier.String(), string(d.Verdict), ruleList(d)
	h.append(rec)
	h.Wait(30 * time.Millisecond)
	req.Status, req.UsedAt = queue.Used, h.now.Truncate(time.Millisecond)
	h.writeRequest(req)
	h.event(req.agent, req, audit.EventUsed, "")
	h.event(req.agent, req, audit.EventRun, "")
}

// Expire records the expiry of a request, as the first gatesh process
// that looks at it after expires_at does.
func (h *History) Expire(req *Request) {
	if h.now.Before(req.ExpiresAt) {
		h.At(req.ExpiresAt.Add(time.Second))
	}
	req.Status = queue.Expired
	h.writeRequest(req)
	h.pid++
	h.event(req.agent, req, audit.EventExpired, "")
}

// Requests are the requests made so far, oldest first.
func (h *History) Requests() []*Request { return h.reqs }

// RotateAt makes the log rotate to audit.jsonl.000001, ... once it holds
// size bytes, as `[audit] rotate_size` does; 0 never rotates.
func (h *History) RotateAt(size int64) { h.log.RotateSize = size }

// Archive moves a finished request's file into queue/done/, logging it
// first, as the gatesh process that tidies the queue does: a process of
// its own, whatever it was running.
func (h *History) Archive(req *Request, by Agent) {
	h.pid++
	rec := h.requestRecord(req.agent, req, audit.EventArchived, "")
	rec.User, rec.Status = by.User, string(req.Status)
	h.append(rec)
	done := filepath.Join(h.QueueDir(), "done")
	if err := os.MkdirAll(done, 0o700); err != nil {
		panic(fmt.Sprintf("reporttest: %v", err))
	}
	if err := os.Rename(filepath.Join(h.QueueDir(), req.ID+".json"), filepath.Join(done, req.ID+".json")); err != nil {
		panic(fmt.Sprintf("reporttest: %v", err))
	}
}

// Purge deletes an archived request's file, logging it first.
func (h *History) Purge(req *Request, by Agent) {
	h.pid++
	rec := h.requestRecord(req.agent, req, audit.EventPurged, "")
	rec.User, rec.Status = by.User, string(req.Status)
	h.append(rec)
	if err := os.Remove(filepath.Join(h.QueueDir(), "done", req.ID+".json")); err != nil {
		panic(fmt.Sprintf("reporttest: %v", err))
	}
}

// Log appends a record of any event by agent a's own process, as a later
// gatesh might write one that this one does not know.
func (h *History) Log(a Agent, event, text string) {
	h.pid++
	rec := h.base(a, text)
	rec.Event = event
	h.append(rec)
}

// AppendRaw writes bytes to the end of the log as they are: a torn line
// (no newline) or a record of an event from a later gatesh.
func (h *History) AppendRaw(b []byte) error {
	f, err := os.OpenFile(h.log.Path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return err
	}
	_, err = f.Write(b)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

func (h *History) base(a Agent, text string) audit.Record {
	return audit.Record{Command: text, Cwd: a.Cwd, Pid: h.pid, Ppid: 3000, User: a.User, Agent: a.Name, Session: a.Session}
}

func (h *History) event(a Agent, req *Request, event, reason string) {
	h.append(h.requestRecord(a, req, event, reason))
}

func (h *History) requestRecord(a Agent, req *Request, event, reason string) audit.Record {
	rec := h.base(a, req.Command)
	rec.Event, rec.Tier, rec.Request, rec.Reason = event, req.Tier, req.ID, reason
	for _, r := range req.Rules {
		rec.Rules = append(rec.Rules, audit.Rule{ID: r.ID, Tier: r.Tier, Reason: r.Reason})
	}
	return rec
}

func (h *History) append(rec audit.Record) {
	if _, err := h.log.Append(rec); err != nil {
		panic(fmt.Sprintf("reporttest: %v", err)) // a test's temporary folder
	}
	h.Wait(5 * time.Millisecond)
}

var idEncoding = base32.NewEncoding("abcdefghijklmnopqrstuvwxyz234567").WithPadding(base32.NoPadding)

func (h *History) requestID() string {
	var b [8]byte
	h.fill(b[:])
	return idEncoding.EncodeToString(b[:])
}

// writeRequest writes the request file as the queue does: indented JSON,
// <, > and & as they are.
func (h *History) writeRequest(req *Request) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(req.Request); err != nil {
		panic(err)
	}
	if err := os.WriteFile(filepath.Join(h.QueueDir(), req.ID+".json"), b.Bytes(), 0o640); err != nil {
		panic(fmt.Sprintf("reporttest: %v", err))
	}
}

// ruleList is the logged form of a decision's hits: one per rule id.
func ruleList(d rules.Decision) []audit.Rule {
	seen := map[string]bool{}
	list := []audit.Rule{}
	for _, x := range d.Hits {
		if !seen[x.ID] {
			seen[x.ID] = true
			list = append(list, audit.Rule{ID: x.ID, Tier: x.Tier.String(), Reason: x.Reason})
		}
	}
	return list
}

// queueRules are the rules a request lists: the red ones, else all.
func queueRules(d rules.Decision) []queue.Rule {
	var red, all []queue.Rule
	for _, x := range ruleList(d) {
		r := queue.Rule{ID: x.ID, Tier: x.Tier, Reason: x.Reason}
		all = append(all, r)
		if x.Tier == "red" {
			red = append(red, r)
		}
	}
	if len(red) > 0 {
		return red
	}
	return all
}
