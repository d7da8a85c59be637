// Package api is the team hub's HTTP interface: the machine calls of
// package teamapi (join, pushes, the event stream), signed by each
// machine's key, and the approvers' calls, authenticated by a bearer
// token that resolves to a member.
package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"gatesh/hub/store"
	"gatesh/teamapi"
)

// MaxBody bounds a request body.
const MaxBody = 16 << 20

// Authenticator resolves the member a call is made by. It returns nil
// and no error when the call carries nothing it knows (the next
// authenticator tries), and an error for credentials it refuses.
type Authenticator interface {
	Authenticate(r *http.Request) (*store.Member, error)
}

// BearerTokens resolves "Authorization: Bearer TOKEN" through the tokens
// table: personal access tokens, and the sessions of `gatesh team login`.
type BearerTokens struct{ Store *store.Store }

// Authenticate implements Authenticator.
func (b BearerTokens) Authenticate(r *http.Request) (*store.Member, error) {
	tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok {
		return nil, nil
	}
	return b.Store.Resolve(r.Context(), strings.TrimSpace(tok))
}

// PageSessions resolves the team page's session cookie, for reading
// only (GET and HEAD): the page polls the API with it, and decides
// through its own forms, which carry a CSRF token. A state-changing call
// with the cookie alone is not authenticated by it.
type PageSessions struct {
	Store  *store.Store
	Cookie string // the cookie's name
}

// Authenticate implements Authenticator.
func (p PageSessions) Authenticate(r *http.Request) (*store.Member, error) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		return nil, nil
	}
	c, err := r.Cookie(p.Cookie)
	if err != nil {
		return nil, nil
	}
	return p.Store.ResolveSession(r.Context(), c.Value)
}

// Server serves the hub's API. It holds no state of its own: any number
// of Servers on one database serve the same team.
type Server struct {
	Store    *store.Store
	Notifier *store.Notifier
	Signer   store.Signer
	// Auth resolves approvers, tried in order.
	Auth []Authenticator
	// Now is the clock machine signatures are checked against.
	Now func() time.Time
	// Ping is the interval of the event stream's pings.
	Ping time.Duration
	// Log receives errors that are the hub's, not the caller's.
	Log *log.Logger
	// Device is the device login of `gatesh team login`; nil without
	// the hub's sign-in, when the device paths answer 501.
	Device *Device
	// Slack says how the Slack app stands, for /healthz/slack; nil
	// without one, when the path answers 404.
	Slack func() (ok bool, detail string)
}

// Handler returns the HTTP handler of the API.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+teamapi.PathJoin, s.join)
	mux.HandleFunc("POST "+teamapi.PathMachineRequests, s.machine(s.pushRequests))
	mux.HandleFunc("POST "+teamapi.PathMachineAudit, s.machine(s.pushAudit))
	mux.HandleFunc("GET "+teamapi.PathMachineEvents, s.machine(s.events))
	mux.HandleFunc("GET "+teamapi.PathRequests, s.member(s.listRequests))
	mux.HandleFunc("GET "+teamapi.PathRequests+"/{id}", s.member(s.showRequest))
	mux.HandleFunc("POST "+teamapi.PathRequests+"/{id}/{action}", s.member(s.vote))
	mux.HandleFunc("GET "+teamapi.PathAudit, s.member(s.audit))
	mux.HandleFunc("GET "+teamapi.PathMachines, s.member(s.machines))
	mux.HandleFunc("GET "+teamapi.PathWhoAmI, s.member(s.whoami))
	mux.HandleFunc("GET "+teamapi.PathMachineState, s.machine(s.machineState))
	mux.HandleFunc("POST "+teamapi.PathStop, s.member(s.stop))
	mux.HandleFunc("POST "+teamapi.PathResume, s.member(s.resume))
	mux.HandleFunc("GET "+teamapi.PathPolicy, s.member(s.policy))
	mux.HandleFunc("GET "+teamapi.PathShadow, s.member(s.shadow))
	mux.HandleFunc("POST "+teamapi.PathDeviceStart, s.deviceStart)
	mux.HandleFunc("POST "+teamapi.PathDeviceToken, s.deviceToken)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		if err := s.Store.Pool.Ping(r.Context()); err != nil {
			writeError(w, http.StatusServiceUnavailable, "the database does not answer", "")
			return
		}
		io.WriteString(w, "ok\n")
	})
	mux.HandleFunc("GET /healthz/slack", func(w http.ResponseWriter, r *http.Request) {
		if s.Slack == nil {
			writeError(w, http.StatusNotFound, "this hub runs no Slack app", "gatesh-hub serve --slack-channel C0123ABCD starts one")
			return
		}
		ok, detail := s.Slack()
		if !ok {
			w.WriteHeader(http.StatusServiceUnavailable)
			io.WriteString(w, "slack: "+detail+"\n")
			return
		}
		io.WriteString(w, "ok: "+detail+"\n")
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "no such path: "+r.Method+" "+r.URL.Path, "")
	})
	return mux
}

func (s *Server) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg, hint string) {
	writeJSON(w, status, teamapi.Error{Error: msg, Hint: hint})
}

// fail answers an error: a refusal with its status and words, anything
// else as the hub's own failure, logged here and not shown.
func (s *Server) fail(w http.ResponseWriter, err error) {
	var ref *store.Refusal
	if errors.As(err, &ref) {
		status := http.StatusBadRequest
		switch {
		case errors.Is(err, store.ErrNotFound):
			status = http.StatusNotFound
		case errors.Is(err, store.ErrForbidden):
			status = http.StatusForbidden
		case errors.Is(err, store.ErrConflict):
			status = http.StatusConflict
		case errors.Is(err, store.ErrUnauthorized):
			status = http.StatusUnauthorized
		}
		writeError(w, status, ref.Msg, ref.Hint)
		return
	}
	if s.Log != nil {
		s.Log.Printf("gatesh-hub: error: %v", err)
	}
	writeError(w, http.StatusInternalServerError, "the hub failed; its log says why", "")
}

func readJSON(r *http.Request, v any) ([]byte, error) {
	body, err := io.ReadAll(io.LimitReader(r.Body, MaxBody+1))
	if err != nil {
		return nil, &store.Refusal{Kind: store.ErrBadInput, Msg: "reading the body: " + err.Error()}
	}
	if len(body) > MaxBody {
		return nil, &store.Refusal{Kind: store.ErrBadInput, Msg: fmt.Sprintf("the body is larger than %d bytes", MaxBody), Hint: "push in smaller batches"}
	}
	if v != nil && len(body) > 0 {
		if err := json.Unmarshal(body, v); err != nil {
			return nil, &store.Refusal{Kind: store.ErrBadInput, Msg: "the body is not the JSON expected: " + err.Error()}
		}
	}
	return body, nil
}

func remote(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

func (s *Server) join(w http.ResponseWriter, r *http.Request) {
	var req teamapi.JoinRequest
	if _, err := readJSON(r, &req); err != nil {
		s.fail(w, err)
		return
	}
	resp, err := s.Store.Join(r.Context(), req, remote(r))
	if err != nil {
		s.fail(w, err)
		return
	}
	// The machine's first state, so that it holds the team's policy
	// from the start; its sync asks again at every connection.
	if resp.State, err = s.Store.MachineState(r.Context(), resp.Machine, s.Signer); err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, resp)
}

// machineCall is a machine's call whose signature verified.
type machineCall struct {
	m    *store.Machine
	body []byte
}

// machine authenticates a machine's signed call against its registered
// key before next runs; a call that does not verify is refused and logged.
func (s *Server) machine(next func(http.ResponseWriter, *http.Request, machineCall)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := readJSON(r, nil)
		if err != nil {
			s.fail(w, err)
			return
		}
		a, err := teamapi.ParseMachineAuth(r.Header.Get("Authorization"))
		if errors.Is(err, teamapi.ErrCallNoNonce) {
			// Fail closed: a call without a nonce could be a replay.
			s.refuseMachine(w, r, a.Machine, err.Error())
			return
		}
		if err != nil {
			s.refuseMachine(w, r, "", err.Error())
			return
		}
		m, err := s.Store.MachineByID(r.Context(), a.Machine)
		if errors.Is(err, store.ErrNotFound) {
			s.refuseMachine(w, r, a.Machine, "no machine of that id has joined")
			return
		}
		if err != nil {
			s.fail(w, err)
			return
		}
		if m.Removed {
			s.refuseMachine(w, r, a.Machine, "the machine was removed from the team")
			return
		}
		if err := teamapi.CheckMachineCall(a, m.Key, r.Method, r.RequestURI, body, s.now()); err != nil {
			s.refuseMachine(w, r, a.Machine, err.Error())
			return
		}
		// Only a call that verified spends its nonce: nobody else can
		// burn a machine's nonces.
		if err := s.Store.SpendNonce(r.Context(), m.ID, a.Nonce, a.NonceUntil()); errors.Is(err, teamapi.ErrCallReplayed) {
			s.refuseReplay(w, r, m.ID, a.Nonce)
			return
		} else if err != nil {
			s.fail(w, err)
			return
		}
		if r.Method != http.MethodPost {
			next(w, r, machineCall{m: m, body: body})
			return
		}
		// The answer is kept before it is sent, so that a copy of the
		// call arriving as soon as the answer left finds it.
		rec := &answerRecorder{ResponseWriter: w, status: http.StatusOK}
		next(rec, r, machineCall{m: m, body: body})
		if rec.status == http.StatusOK {
			if err := s.Store.KeepAnswer(r.Context(), m.ID, a.Nonce, rec.body.Bytes()); err != nil && s.Log != nil {
				s.Log.Printf("gatesh-hub: error: keeping the answer of a call of %s: %v", m.ID, err)
			}
		}
		w.WriteHeader(rec.status)
		w.Write(rec.body.Bytes())
	}
}

// answerRecorder holds what a POST answers until it is kept; headers go
// to the real writer.
type answerRecorder struct {
	http.ResponseWriter
	status int
	body   bytes.Buffer
}

func (a *answerRecorder) WriteHeader(status int) { a.status = status }

func (a *answerRecorder) Write(b []byte) (int, error) { return a.body.Write(b) }

// refuseReplay refuses a call whose nonce was spent: nothing is done
// again. A POST gets, with the refusal, the answer its first arrival got,
// so a machine whose answer was lost on the way (a proxy's retry) goes on.
func (s *Server) refuseReplay(w http.ResponseWriter, r *http.Request, machine, nonce string) {
	why := teamapi.ErrCallReplayed.Error()
	s.Store.Log(r.Context(), store.Event{Actor: "machine " + machine + " from " + remote(r), Action: r.Method + " " + r.URL.Path,
		Outcome: "refused", Machine: machine, Detail: why})
	e := teamapi.Error{Error: "machine call refused: " + why, Hint: "gatesh signs each call afresh; a call sent again is refused, and logged at the hub"}
	if r.Method == http.MethodPost {
		answer, err := s.Store.FirstAnswer(r.Context(), machine, nonce)
		if err != nil {
			s.fail(w, err)
			return
		}
		e.FirstAnswer = bytes.TrimSpace(answer)
	}
	writeJSON(w, http.StatusConflict, e)
}

func (s *Server) refuseMachine(w http.ResponseWriter, r *http.Request, machine, why string) {
	s.Store.Log(r.Context(), store.Event{Actor: "machine " + machine + " from " + remote(r), Action: r.Method + " " + r.URL.Path,
		Outcome: "refused", Machine: machine, Detail: why})
	hint := ""
	switch why {
	case teamapi.ErrCallSkew.Error():
		hint = "set the machine's clock (NTP): the hub accepts " + teamapi.MaxCallSkew.String() + " of skew"
	case teamapi.ErrCallNoNonce.Error():
		hint = teamapi.UpgradeHint
	}
	writeError(w, http.StatusUnauthorized, "machine call refused: "+why, hint)
}

func (s *Server) pushRequests(w http.ResponseWriter, r *http.Request, c machineCall) {
	var b teamapi.RequestBatch
	if err := json.Unmarshal(c.body, &b); err != nil {
		s.fail(w, &store.Refusal{Kind: store.ErrBadInput, Msg: "the body is not a request batch: " + err.Error()})
		return
	}
	n, err := s.Store.PushRequests(r.Context(), c.m.ID, b.Requests)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, teamapi.Ack{Stored: n})
}

func (s *Server) pushAudit(w http.ResponseWriter, r *http.Request, c machineCall) {
	var b teamapi.AuditBatch
	if err := json.Unmarshal(c.body, &b); err != nil {
		s.fail(w, &store.Refusal{Kind: store.ErrBadInput, Msg: "the body is not an audit batch: " + err.Error()})
		return
	}
	ack, err := s.Store.PushAuditBatch(r.Context(), c.m.ID, b)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, ack)
}

// events streams the machine's events after ?after= (or Last-Event-ID)
// as server-sent events, woken by PostgreSQL's notifications, with a ping
// every s.Ping so that proxies and the machine know the stream is alive.
func (s *Server) events(w http.ResponseWriter, r *http.Request, c machineCall) {
	after, err := strconv.ParseInt(or(r.URL.Query().Get("after"), "0"), 10, 64)
	if err != nil || after < 0 {
		s.fail(w, &store.Refusal{Kind: store.ErrBadInput, Msg: "after: want the seq of the last event read, 0 for all"})
		return
	}
	if id := r.Header.Get("Last-Event-ID"); id != "" {
		if n, err := strconv.ParseInt(id, 10, 64); err == nil && n > after {
			after = n
		}
	}
	flusher, ok := w.(http.Flusher)
	if !ok {
		s.fail(w, errors.New("the response writer cannot stream"))
		return
	}
	wake, stop := s.Notifier.Subscribe(c.m.ID)
	defer stop()
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	flusher.Flush()
	ping := s.Ping
	if ping <= 0 {
		ping = 15 * time.Second
	}
	ticker := time.NewTicker(ping)
	defer ticker.Stop()
	ctx := r.Context()
	s.recount(ctx, c.m.ID)
	for {
		evs, err := s.Store.EventsAfter(ctx, c.m.ID, after, 100)
		if err != nil {
			if ctx.Err() == nil && s.Log != nil {
				s.Log.Printf("gatesh-hub: error: events of %s: %v", c.m.ID, err)
			}
			return
		}
		for _, ev := range evs {
			if err := writeEvent(w, ev); err != nil {
				return
			}
			after = ev.Seq
		}
		if len(evs) > 0 {
			flusher.Flush()
		}
		if len(evs) == 100 {
			continue
		}
		select {
		case <-ctx.Done():
			return
		case <-wake:
		case <-ticker.C:
			// A machine removed while its stream is open gets nothing
			// more on it: the removal is checked at every ping.
			if m, err := s.Store.MachineByID(ctx, c.m.ID); err != nil || m.Removed {
				return
			}
			s.recount(ctx, c.m.ID)
			if err := writeEvent(w, teamapi.Event{Seq: after, Kind: "ping"}); err != nil {
				return
			}
			flusher.Flush()
			s.Store.Contact(ctx, c.m.ID)
		}
	}
}

// recount revokes the machine's approvals whose approvers no longer make
// their quorum, before the stream hands decisions over; the revocations
// are events of the machine's stream, read in the same pass.
func (s *Server) recount(ctx context.Context, machine string) {
	if _, err := s.Store.Recount(ctx, machine, s.Signer); err != nil && ctx.Err() == nil && s.Log != nil {
		s.Log.Printf("gatesh-hub: error: recounting the approvals of %s: %v", machine, err)
	}
}

// writeEvent writes one SSE message; a ping carries no id, so that
// Last-Event-ID names the last event only.
func writeEvent(w io.Writer, ev teamapi.Event) error {
	data, err := json.Marshal(ev)
	if err != nil {
		return err
	}
	if ev.Kind == "ping" {
		_, err = fmt.Fprintf(w, "event: ping\ndata: %s\n\n", data)
	} else {
		_, err = fmt.Fprintf(w, "id: %d\nevent: %s\ndata: %s\n\n", ev.Seq, ev.Kind, data)
	}
	return err
}

func or(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
