// Package teamtest is a test double of gatesh-hub: the teamapi paths, as a
// hub answers them, kept in memory. It lets the machine's side (join,
// sync, the approver's commands) and the documentation's lines be tested
// until the hub's own end-to-end tests run them against PostgreSQL.
package teamtest

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"gatesh/teamapi"
)

// Hub implements the teamapi paths as a real hub answers them.
type Hub struct {
	t    testing.TB
	srv  *httptest.Server
	pub  ed25519.PublicKey
	priv ed25519.PrivateKey
	// skew is how far the hub's clock is ahead of the real one.
	skew time.Duration

	mu sync.Mutex
	// down makes every call fail with 503, as a hub being restarted.
	down     bool
	tokens   map[string]bool // enrolment secrets, true once used
	machines map[string]ed25519.PublicKey
	// nonces are the machine calls seen, by machine and nonce: each is
	// accepted once, as the real hub does.
	nonces   map[[2]string]bool
	groups   map[string]string
	requests map[string]map[string]teamapi.Request // machine, id
	// lines are each machine's audit lines by seq; received counts each
	// delivery of a seq, to show what was sent twice.
	lines    map[string]map[int64]string
	received map[string]map[int64]int
	gaps     map[string][]int64
	// ignoreGone makes the hub flag a gap without counting the lines a
	// machine declares gone as held: Through stays before the gap.
	ignoreGone bool
	events     []targeted
	changed    chan struct{} // closed and replaced when events grow
	// members maps a bearer token to a member, and logins to the
	// machine logins that are that member.
	members map[string]string
	logins  map[string]string
	// devicePolls is how many polls a device login stays pending.
	devicePolls int
	deviceCodes map[string]int
	// edit changes every state the hub signs (SetState).
	edit func(*teamapi.State)
}

func New(t testing.TB) *Hub {
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	h := &Hub{t: t, pub: pub, priv: priv, tokens: map[string]bool{}, machines: map[string]ed25519.PublicKey{}, nonces: map[[2]string]bool{},
		groups: map[string]string{}, requests: map[string]map[string]teamapi.Request{}, lines: map[string]map[int64]string{},
		received: map[string]map[int64]int{}, gaps: map[string][]int64{}, changed: make(chan struct{}), members: map[string]string{},
		logins: map[string]string{}, deviceCodes: map[string]int{}}
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+teamapi.PathJoin, h.join)
	mux.HandleFunc("POST "+teamapi.PathMachineRequests, h.machine(h.pushRequests))
	mux.HandleFunc("POST "+teamapi.PathMachineAudit, h.machine(h.pushAudit))
	mux.HandleFunc("GET "+teamapi.PathMachineEvents, h.machine(h.streamEvents))
	mux.HandleFunc("GET "+teamapi.PathMachineState, h.machine(func(w http.ResponseWriter, _ *http.Request, machine string, _ []byte) {
		reply(w, h.State(machine))
	}))
	mux.HandleFunc("GET "+teamapi.PathRequests, h.approver(h.list))
	mux.HandleFunc("GET "+teamapi.PathRequests+"/{id}", h.approver(h.show))
	mux.HandleFunc("POST "+teamapi.PathRequests+"/{id}/{verb}", h.approver(h.vote))
	mux.HandleFunc("GET "+teamapi.PathAudit, h.approver(h.audit))
	mux.HandleFunc("GET "+teamapi.PathWhoAmI, h.approver(func(w http.ResponseWriter, _ *http.Request, member string) {
		reply(w, teamapi.Member{Email: member, Roles: map[string]string{"*": "approver"}})
	}))
	mux.HandleFunc("POST "+teamapi.PathDeviceStart, h.deviceStart)
	mux.HandleFunc("POST "+teamapi.PathDeviceToken, h.deviceToken)
	h.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.mu.Lock()
		down := h.down
		h.mu.Unlock()
		if down {
			fail(w, http.StatusServiceUnavailable, "the hub is restarting", "")
			return
		}
		mux.ServeHTTP(w, r)
	}))
	t.Cleanup(func() {
		// A machine's event stream stays open: close it, or Close waits.
		h.srv.CloseClientConnections()
		h.srv.Close()
	})
	return h
}

// URL is the hub's address, http:// on a loopback address.
func (h *Hub) URL() string { return h.srv.URL }

func (h *Hub) now() time.Time {
	h.mu.Lock()
	defer h.mu.Unlock()
	return time.Now().Add(h.skew)
}

// SetSkew sets how far the hub's clock is ahead of the real one.
func (h *Hub) SetSkew(d time.Duration) {
	h.mu.Lock()
	h.skew = d
	h.mu.Unlock()
}

// TeamKey is the team's public key.
func (h *Hub) TeamKey() ed25519.PublicKey {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.pub
}

// SetTeamKey makes the hub answer with another team key, as a hub that
// is not the token's would.
func (h *Hub) SetTeamKey(pub ed25519.PublicKey, priv ed25519.PrivateKey) {
	h.mu.Lock()
	h.pub, h.priv = pub, priv
	h.mu.Unlock()
}

// SetDevicePolls sets how many polls a device login stays pending.
func (h *Hub) SetDevicePolls(n int) {
	h.mu.Lock()
	h.devicePolls = n
	h.mu.Unlock()
}

// SetIgnoreGone makes the hub ignore AuditBatch.Gone.
func (h *Hub) SetIgnoreGone(ignore bool) {
	h.mu.Lock()
	h.ignoreGone = ignore
	h.mu.Unlock()
}

// MachineKey is the key machine id registered with.
func (h *Hub) MachineKey(id string) ed25519.PublicKey {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.machines[id]
}

// RemoveMember forgets a member's token, as a revoked token.
func (h *Hub) RemoveMember(token string) {
	h.mu.Lock()
	delete(h.members, token)
	h.mu.Unlock()
}

// Gaps counts the lines of machine it was told were lost.
func (h *Hub) Gaps(machine string) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.gaps[machine])
}

// Through is the highest seq of machine held with every line before it.
func (h *Hub) Through(machine string) int64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.through(machine)
}

func (h *Hub) SetDown(down bool) {
	h.mu.Lock()
	h.down = down
	h.mu.Unlock()
}

// Enrol makes a one-time token, as gatesh-hub enrol prints it.
func (h *Hub) Enrol() string {
	var b [32]byte
	rand.Read(b[:])
	secret := base64.RawURLEncoding.EncodeToString(b[:])
	h.mu.Lock()
	h.tokens[secret] = false
	h.mu.Unlock()
	return teamapi.EnrolToken{Team: teamapi.Fingerprint(h.pub), Secret: secret}.String()
}

// AddMember gives a member a token and links their machine logins.
func (h *Hub) AddMember(member, token string, logins ...string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.members[token] = member
	for _, l := range logins {
		h.logins[l] = member
	}
}

func fail(w http.ResponseWriter, status int, msg, hint string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(teamapi.Error{Error: msg, Hint: hint})
}

func reply(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}

func (h *Hub) join(w http.ResponseWriter, r *http.Request) {
	var req teamapi.JoinRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		fail(w, http.StatusBadRequest, err.Error(), "")
		return
	}
	tok, err := teamapi.ParseEnrolToken(req.Token)
	pub, kerr := teamapi.DecodeKey(req.PublicKey)
	h.mu.Lock()
	defer h.mu.Unlock()
	used, known := h.tokens[tok.Secret]
	switch {
	case err != nil || kerr != nil || !known:
		fail(w, http.StatusUnauthorized, "unknown enrolment token", "")
		return
	case used:
		fail(w, http.StatusConflict, "enrolment token already used", "an enrolment token works once: gatesh-hub enrol --db DSN prints a new one")
		return
	}
	h.tokens[tok.Secret] = true
	id := fmt.Sprintf("m%d", len(h.machines)+1)
	h.machines[id], h.groups[id] = pub, "laptops"
	st := h.stateLocked(id)
	reply(w, teamapi.JoinResponse{Machine: id, Team: teamapi.Fingerprint(h.pub), TeamPublicKey: teamapi.EncodeKey(h.pub), Group: "laptops", State: &st})
}

// State is machine's state as the hub signs it: no policy, no stop,
// unless SetState changed it.
func (h *Hub) State(machine string) teamapi.State {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.stateLocked(machine)
}

func (h *Hub) stateLocked(machine string) teamapi.State {
	st := teamapi.State{Team: teamapi.Fingerprint(h.pub), Machine: machine, Group: h.groups[machine], IssuedAt: time.Now().Add(h.skew).UTC()}
	if h.edit != nil {
		h.edit(&st)
	}
	priv := h.priv
	st.SignWith(func(m []byte) []byte { return ed25519.Sign(priv, m) })
	return st
}

// SetState changes the state the hub signs from now on, and publishes
// it to machine.
func (h *Hub) SetState(machine string, edit func(*teamapi.State)) {
	h.mu.Lock()
	h.edit = edit
	h.mu.Unlock()
	st := h.State(machine)
	h.Publish(machine, teamapi.Event{Kind: "state", State: &st})
}

// machine checks a machine's signed call against the hub's clock.
func (h *Hub) machine(next func(w http.ResponseWriter, r *http.Request, machine string, body []byte)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		a, err := teamapi.ParseMachineAuth(r.Header.Get("Authorization"))
		if err != nil {
			fail(w, http.StatusUnauthorized, err.Error(), "")
			return
		}
		h.mu.Lock()
		key := h.machines[a.Machine]
		h.mu.Unlock()
		if err := teamapi.CheckMachineCall(a, key, r.Method, r.URL.RequestURI(), body, h.now()); err != nil {
			fail(w, http.StatusUnauthorized, err.Error(), "")
			return
		}
		h.mu.Lock()
		seen := h.nonces[[2]string{a.Machine, a.Nonce}]
		h.nonces[[2]string{a.Machine, a.Nonce}] = true
		h.mu.Unlock()
		if seen {
			fail(w, http.StatusConflict, teamapi.ErrCallReplayed.Error(), "")
			return
		}
		next(w, r, a.Machine, body)
	}
}

func (h *Hub) pushRequests(w http.ResponseWriter, _ *http.Request, machine string, body []byte) {
	var b teamapi.RequestBatch
	if err := json.Unmarshal(body, &b); err != nil {
		fail(w, http.StatusBadRequest, err.Error(), "")
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.requests[machine] == nil {
		h.requests[machine] = map[string]teamapi.Request{}
	}
	for _, r := range b.Requests {
		h.requests[machine][r.ID] = r
	}
	reply(w, teamapi.Ack{Stored: len(b.Requests)})
}

func (h *Hub) pushAudit(w http.ResponseWriter, _ *http.Request, machine string, body []byte) {
	var b teamapi.AuditBatch
	if err := json.Unmarshal(body, &b); err != nil {
		fail(w, http.StatusBadRequest, err.Error(), "")
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.lines[machine] == nil {
		h.lines[machine], h.received[machine] = map[int64]string{}, map[int64]int{}
	}
	var flags []string
	if g := b.Gone; g != nil && !h.ignoreGone {
		// Lines the machine no longer had: flagged, and counted as held,
		// so that shipping goes on past them.
		flags = append(flags, fmt.Sprintf("gap: lines %d to %d were lost on the machine", g.From, g.To))
		for s := g.From; s <= g.To; s++ {
			if _, ok := h.lines[machine][s]; !ok && !slices.Contains(h.gaps[machine], s) {
				h.gaps[machine] = append(h.gaps[machine], s)
			}
		}
	}
	for _, l := range b.Lines {
		h.lines[machine][l.Seq] = l.Line
		h.received[machine][l.Seq]++
	}
	reply(w, teamapi.AuditAck{Through: h.through(machine), Flags: flags})
}

// through is the highest seq held with every line before it, counted
// from the lowest seq held.
func (h *Hub) through(machine string) int64 {
	seqs := slices.Clone(h.gaps[machine])
	for s := range h.lines[machine] {
		seqs = append(seqs, s)
	}
	slices.Sort(seqs)
	if len(seqs) == 0 || seqs[0] != 1 {
		return 0
	}
	t := int64(0)
	for _, s := range seqs {
		if s != t+1 {
			break
		}
		t = s
	}
	return t
}

// Forget drops a machine's lines after seq, as a hub restored from an
// older backup would.
func (h *Hub) Forget(machine string, seq int64) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for s := range h.lines[machine] {
		if s > seq {
			delete(h.lines[machine], s)
		}
	}
}

// Log returns a machine's lines in order and the count of deliveries
// of each.
func (h *Hub) Log(machine string) ([]string, map[int64]int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	seqs := make([]int64, 0, len(h.lines[machine]))
	for s := range h.lines[machine] {
		seqs = append(seqs, s)
	}
	slices.Sort(seqs)
	out := make([]string, len(seqs))
	for i, s := range seqs {
		out[i] = h.lines[machine][s]
	}
	got := map[int64]int{}
	for s, n := range h.received[machine] {
		got[s] = n
	}
	return out, got
}

func (h *Hub) Request(machine, id string) (teamapi.Request, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	r, ok := h.requests[machine][id]
	return r, ok
}

// targeted is an event and the machine whose stream carries it.
type targeted struct {
	machine string
	ev      teamapi.Event
}

// Publish adds an event to machine's stream, whatever it says inside:
// a compromised hub could send anything.
func (h *Hub) Publish(machine string, ev teamapi.Event) {
	h.mu.Lock()
	defer h.mu.Unlock()
	ev.Seq = int64(len(h.events) + 1)
	h.events = append(h.events, targeted{machine, ev})
	close(h.changed)
	h.changed = make(chan struct{})
}

// Sign signs a decision on machine's request as the hub does once an
// approver decided.
func (h *Hub) Sign(machine string, r teamapi.Request, verdict string, approvers ...string) teamapi.Decision {
	now := h.now()
	h.mu.Lock()
	pub, priv := h.pub, h.priv
	h.mu.Unlock()
	d := teamapi.Decision{Team: teamapi.Fingerprint(pub), Machine: machine, Request: r.ID, Subject: r.Subject,
		Cwd: r.Cwd, Verdict: verdict, ExpiresAt: r.ExpiresAt, DecidedAt: now.UTC(), Approvers: approvers}
	d.Sign(priv)
	return d
}

// Resign signs d again with the team key, after a change.
func (h *Hub) Resign(d *teamapi.Decision) {
	h.mu.Lock()
	priv := h.priv
	h.mu.Unlock()
	d.Sign(priv)
}

func (h *Hub) streamEvents(w http.ResponseWriter, r *http.Request, machine string, _ []byte) {
	after, _ := strconv.ParseInt(r.URL.Query().Get("after"), 10, 64)
	w.Header().Set("Content-Type", "text/event-stream")
	w.WriteHeader(http.StatusOK)
	flusher := w.(http.Flusher)
	fmt.Fprint(w, ": hello\n\n")
	flusher.Flush()
	for {
		h.mu.Lock()
		events, changed := h.events, h.changed
		down := h.down
		h.mu.Unlock()
		if down {
			return
		}
		for _, x := range events {
			ev := x.ev
			if ev.Seq <= after || x.machine != machine {
				continue
			}
			data, _ := json.Marshal(ev)
			fmt.Fprintf(w, "id: %d\nevent: %s\ndata: %s\n\n", ev.Seq, ev.Kind, data)
			after = ev.Seq
		}
		flusher.Flush()
		select {
		case <-r.Context().Done():
			return
		case <-changed:
		case <-time.After(50 * time.Millisecond):
			fmt.Fprint(w, ": ping\n\n")
		}
	}
}

// approver checks a bearer token.
func (h *Hub) approver(next func(w http.ResponseWriter, r *http.Request, member string)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		h.mu.Lock()
		member, known := h.members[tok]
		h.mu.Unlock()
		if !ok || !known {
			fail(w, http.StatusUnauthorized, "not signed in, or the session expired", "gatesh team login URL")
			return
		}
		next(w, r, member)
	}
}

func (h *Hub) teamRequest(machine string, r teamapi.Request) teamapi.TeamRequest {
	return teamapi.TeamRequest{ID: r.ID, Command: r.Command, Cwd: r.Cwd, Tier: r.Tier, Rules: r.Rules,
		CreatedAt: r.CreatedAt, ExpiresAt: r.ExpiresAt, Status: r.Status, Session: r.Session, Agent: r.Agent,
		Tool: r.Tool, Server: r.Server, Bound: r.Bound, Redacted: r.Redacted, HiddenSyntax: r.HiddenSyntax, Machine: machine, Group: h.groups[machine], User: r.User}
}

func (h *Hub) list(w http.ResponseWriter, r *http.Request, _ string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := []teamapi.TeamRequest{}
	for m, reqs := range h.requests {
		if want := r.URL.Query().Get("machine"); want != "" && want != m {
			continue
		}
		for _, req := range reqs {
			if st := r.URL.Query().Get("status"); st == "" || st == req.Status {
				out = append(out, h.teamRequest(m, req))
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].CreatedAt.Before(out[j].CreatedAt) })
	reply(w, out)
}

// find resolves an id prefix (and machine) to one request.
func (h *Hub) find(w http.ResponseWriter, r *http.Request) (string, teamapi.Request, bool) {
	prefix, machine := r.PathValue("id"), r.URL.Query().Get("machine")
	var found []string
	var req teamapi.Request
	for m, reqs := range h.requests {
		for id, x := range reqs {
			if strings.HasPrefix(id, prefix) && (machine == "" || machine == m) {
				found, req = append(found, m), x
			}
		}
	}
	switch len(found) {
	case 0:
		fail(w, http.StatusNotFound, "no such request", "gatesh team pending lists them")
		return "", req, false
	case 1:
		return found[0], req, true
	}
	fail(w, http.StatusConflict, "id prefix matches more than one request", "give --machine or more of the id")
	return "", req, false
}

func (h *Hub) show(w http.ResponseWriter, r *http.Request, _ string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if m, req, ok := h.find(w, r); ok {
		reply(w, h.teamRequest(m, req))
	}
}

func (h *Hub) vote(w http.ResponseWriter, r *http.Request, member string) {
	var v teamapi.Vote
	json.NewDecoder(r.Body).Decode(&v)
	h.mu.Lock()
	m, req, ok := h.find(w, r)
	if !ok {
		h.mu.Unlock()
		return
	}
	if h.logins[req.User] == member {
		h.mu.Unlock()
		fail(w, http.StatusForbidden, "you made this request (as "+req.User+" on "+m+"), so you cannot approve it", "another approver decides it")
		return
	}
	verdict := map[string]string{"approve": teamapi.Approved, "reject": teamapi.Rejected, "revoke": teamapi.Rejected}[r.PathValue("verb")]
	if verdict == "" {
		h.mu.Unlock()
		fail(w, http.StatusNotFound, "no such verb", "")
		return
	}
	// The hub knows at once what it decided; the machine's next push
	// says what became of it (used, or refused).
	req.Status = verdict
	h.requests[m][req.ID] = req
	h.mu.Unlock()
	d := h.Sign(m, req, verdict, member)
	d.Reason = v.Reason
	h.Resign(&d)
	h.Publish(m, teamapi.Event{Kind: "decision", Decision: &d})
	tr := h.teamRequest(m, req)
	tr.Status = verdict
	reply(w, tr)
}

func (h *Hub) audit(w http.ResponseWriter, r *http.Request, _ string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := []teamapi.AuditRecord{}
	for m, lines := range h.lines {
		if want := r.URL.Query().Get("machine"); want != "" && want != m {
			continue
		}
		for seq, line := range lines {
			out = append(out, teamapi.AuditRecord{Machine: m, Seq: seq, At: time.Now().Add(h.skew).UTC(), Line: line})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Machine != out[j].Machine {
			return out[i].Machine < out[j].Machine
		}
		return out[i].Seq < out[j].Seq
	})
	reply(w, out)
}

func (h *Hub) deviceStart(w http.ResponseWriter, _ *http.Request) {
	h.mu.Lock()
	defer h.mu.Unlock()
	code := fmt.Sprintf("dev-%d", len(h.deviceCodes)+1)
	h.deviceCodes[code] = 0
	reply(w, teamapi.DeviceStart{DeviceCode: code, UserCode: "WDJB-MJHT", VerificationURI: h.srv.URL + "/device", Interval: 1, ExpiresIn: 600})
}

func (h *Hub) deviceToken(w http.ResponseWriter, r *http.Request) {
	var b struct {
		DeviceCode string `json:"device_code"`
	}
	json.NewDecoder(r.Body).Decode(&b)
	h.mu.Lock()
	defer h.mu.Unlock()
	polls, ok := h.deviceCodes[b.DeviceCode]
	switch {
	case !ok:
		fail(w, http.StatusBadRequest, "expired_token", "")
	case polls < h.devicePolls:
		h.deviceCodes[b.DeviceCode]++
		fail(w, http.StatusPreconditionRequired, "authorization_pending", "")
	default:
		delete(h.deviceCodes, b.DeviceCode)
		h.members["session-"+b.DeviceCode] = "carol@example.com"
		reply(w, teamapi.DeviceToken{Token: "session-" + b.DeviceCode, Member: "carol@example.com", ExpiresAt: time.Now().Add(h.skew).Add(8 * time.Hour)})
	}
}
