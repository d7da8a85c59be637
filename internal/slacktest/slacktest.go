// Package slacktest is a Slack for tests: the Web API methods gatesh calls
// and a Socket Mode WebSocket, speaking Slack's published formats, on a
// loopback port, so that the real slack-go client can be pointed at it.
package slacktest

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"gatesh/internal/waitfor"
)

// Tokens and ids of the workspace every Server plays.
const (
	AppToken  = "xapp-1-A0GATESH-1-test"
	BotToken  = "xoxb-1-test"
	AppID     = "A0GATESH"
	TeamID    = "T0GATESH"
	BotUserID = "U0BOT"
	BotID     = "B0BOT"
)

// User is a person of the workspace, as users.info returns them.
type User struct {
	ID, Name, Email string
	// EmailConfirmed is users.info's is_email_confirmed.
	EmailConfirmed bool
}

// Message is a message the app posted, as the channel shows it now.
type Message struct {
	Channel, TS, Text string
	Blocks            json.RawMessage
	// Updates counts the chat.update calls that changed it.
	Updates int
}

// Ephemeral is a message only one user saw.
type Ephemeral struct {
	Channel, User, Text string
}

// View is a modal the app opened for a user.
type View struct {
	ID, User        string
	CallbackID      string
	PrivateMetadata string
	Blocks          json.RawMessage
}

// Server is a running test Slack.
type Server struct {
	t    testing.TB
	http *httptest.Server
	// URL is the Web API's base, ending in "/": slack.api_url.
	URL string

	mu         sync.Mutex
	users      map[string]User
	channels   map[string]string // id -> name
	messages   []*Message
	ephemerals []Ephemeral
	views      []View
	triggers   map[string]string // trigger_id -> user
	calls      map[string]int
	down       bool
	conns      map[*websocket.Conn]*sync.Mutex
	acks       map[string]chan json.RawMessage
	tickets    map[string]bool
	seq        int
	changed    chan struct{}
	// PingEvery is how often the socket pings, as Slack does.
	PingEvery time.Duration
}

// New starts a Server on a loopback port, stopped when the test ends,
// with one channel, CGATESH ("gatesh").
func New(t testing.TB) *Server {
	s := &Server{t: t, users: map[string]User{}, channels: map[string]string{"CGATESH": "gatesh"}, triggers: map[string]string{},
		calls: map[string]int{}, conns: map[*websocket.Conn]*sync.Mutex{}, acks: map[string]chan json.RawMessage{},
		tickets: map[string]bool{}, changed: make(chan struct{}), PingEvery: time.Second}
	mux := http.NewServeMux()
	mux.HandleFunc("/api/{method}", s.api)
	mux.HandleFunc("/link/", s.link)
	s.http = httptest.NewServer(mux)
	s.URL = s.http.URL + "/api/"
	t.Cleanup(s.Close)
	return s
}

// Close stops the server and its sockets.
func (s *Server) Close() {
	s.mu.Lock()
	for c := range s.conns {
		c.Close()
	}
	s.mu.Unlock()
	s.http.CloseClientConnections()
	s.http.Close()
}

// AddUser adds a person to the workspace.
func (s *Server) AddUser(u User) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.users[u.ID] = u
}

// AddChannel adds a channel the bot is a member of.
func (s *Server) AddChannel(id, name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.channels[id] = name
}

// SetDown makes Slack unreachable (every call and socket is cut, as a
// network failure would), or reachable again.
func (s *Server) SetDown(down bool) {
	s.mu.Lock()
	s.down = down
	var conns []*websocket.Conn
	if down {
		for c := range s.conns {
			conns = append(conns, c)
		}
	}
	s.mu.Unlock()
	for _, c := range conns {
		c.Close()
	}
}

// Calls returns how many times a Web API method was called (and
// answered).
func (s *Server) Calls(method string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.calls[method]
}

// Connections is how many Socket Mode connections are open.
func (s *Server) Connections() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.conns)
}

// Messages returns the messages of a channel, oldest first.
func (s *Server) Messages(channel string) []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Message
	for _, m := range s.messages {
		if m.Channel == channel {
			out = append(out, *m)
		}
	}
	return out
}

// Ephemerals returns the ephemeral messages posted so far.
func (s *Server) Ephemerals() []Ephemeral {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Ephemeral(nil), s.ephemerals...)
}

// Views returns the modals opened so far.
func (s *Server) Views() []View {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]View(nil), s.views...)
}

// notify wakes the waiters; the caller holds mu.
func (s *Server) notify() {
	close(s.changed)
	s.changed = make(chan struct{})
}

// Wait waits until cond holds of the server, looking again after each
// change, and fails the test at the test's own deadline: on a loaded
// machine a wait may take long, and only a hang fails.
func (s *Server) Wait(what string, cond func() bool) {
	s.t.Helper()
	start := time.Now()
	limit := time.Now().Add(time.Hour)
	if t, ok := s.t.(*testing.T); ok {
		limit = waitfor.Deadline(t)
	}
	deadline := time.After(time.Until(limit))
	for {
		s.mu.Lock()
		ch := s.changed
		s.mu.Unlock()
		if cond() {
			return
		}
		select {
		case <-ch:
		case <-time.After(100 * time.Millisecond):
		case <-deadline:
			s.t.Fatalf("slacktest: waited %s for %s", time.Since(start).Round(time.Second), what)
		}
	}
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// nextTS returns a new message timestamp, as Slack writes them.
func (s *Server) nextTS() string {
	s.seq++
	return fmt.Sprintf("1700000000.%06d", s.seq)
}

// api answers one Web API method, as https://api.slack.com/methods
// documents it: a POST, the token in the Authorization header or the
// form, arguments as a form or JSON, and an answer with "ok".
func (s *Server) api(w http.ResponseWriter, r *http.Request) {
	if s.isDown() {
		cut(w)
		return
	}
	method := r.PathValue("method")
	args, token, err := readArgs(r)
	if err != nil {
		answer(w, map[string]any{"ok": false, "error": "invalid_form_data"})
		return
	}
	wantToken := BotToken
	if method == "apps.connections.open" {
		wantToken = AppToken
	}
	switch {
	case token == "":
		answer(w, map[string]any{"ok": false, "error": "not_authed"})
		return
	case token != wantToken && (token == AppToken || token == BotToken):
		answer(w, map[string]any{"ok": false, "error": "not_allowed_token_type"})
		return
	case token != wantToken:
		answer(w, map[string]any{"ok": false, "error": "invalid_auth"})
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var resp map[string]any
	switch method {
	case "apps.connections.open":
		ticket := randomHex(8)
		s.tickets[ticket] = true
		u := "ws" + strings.TrimPrefix(s.http.URL, "http") + "/link/?ticket=" + ticket + "&app_id=" + AppID
		resp = map[string]any{"ok": true, "url": u}
	case "auth.test":
		resp = map[string]any{"ok": true, "url": "https://gatesh-test.slack.com/", "team": "gatesh test", "user": "gatesh",
			"team_id": TeamID, "user_id": BotUserID, "bot_id": BotID, "is_enterprise_install": false}
	case "conversations.info":
		name, ok := s.channels[str(args["channel"])]
		if !ok {
			resp = map[string]any{"ok": false, "error": "channel_not_found"}
			break
		}
		resp = map[string]any{"ok": true, "channel": map[string]any{"id": str(args["channel"]), "name": name, "is_channel": true,
			"is_private": false, "is_member": true, "is_archived": false, "created": 1700000000}}
	case "users.info":
		u, ok := s.users[str(args["user"])]
		if !ok {
			resp = map[string]any{"ok": false, "error": "user_not_found"}
			break
		}
		resp = map[string]any{"ok": true, "user": map[string]any{"id": u.ID, "team_id": TeamID, "name": u.Name, "deleted": false,
			"real_name": u.Name, "is_bot": false, "is_email_confirmed": u.EmailConfirmed,
			"profile": map[string]any{"real_name": u.Name, "display_name": u.Name, "email": u.Email}}}
	case "chat.postMessage":
		resp = s.postMessage(args)
	case "chat.update":
		resp = s.update(args)
	case "chat.postEphemeral":
		ch, user := str(args["channel"]), str(args["user"])
		if _, ok := s.channels[ch]; !ok {
			resp = map[string]any{"ok": false, "error": "channel_not_found"}
			break
		}
		if _, ok := s.users[user]; !ok {
			resp = map[string]any{"ok": false, "error": "user_not_found"}
			break
		}
		s.ephemerals = append(s.ephemerals, Ephemeral{Channel: ch, User: user, Text: str(args["text"])})
		resp = map[string]any{"ok": true, "message_ts": s.nextTS()}
	case "views.open":
		resp = s.openView(args)
	default:
		resp = map[string]any{"ok": false, "error": "unknown_method"}
	}
	if resp["ok"] == true {
		s.calls[method]++
		s.notify()
	}
	answer(w, resp)
}

func (s *Server) isDown() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.down
}

// cut drops the connection without an answer, as an unreachable host.
func cut(w http.ResponseWriter) {
	if hj, ok := w.(http.Hijacker); ok {
		if c, _, err := hj.Hijack(); err == nil {
			c.Close()
			return
		}
	}
	w.WriteHeader(http.StatusServiceUnavailable)
}

func answer(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	json.NewEncoder(w).Encode(v)
}

// readArgs reads a method's arguments and its token.
func readArgs(r *http.Request) (map[string]any, string, error) {
	args := map[string]any{}
	token, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			return nil, "", err
		}
		// apps.connections.open is called with no body at all.
		if len(bytes.TrimSpace(body)) > 0 {
			if err := json.Unmarshal(body, &args); err != nil {
				return nil, "", err
			}
		}
		return args, token, nil
	}
	if err := r.ParseForm(); err != nil {
		return nil, "", err
	}
	for k := range r.Form {
		args[k] = r.Form.Get(k)
	}
	if token == "" {
		token = r.Form.Get("token")
	}
	return args, token, nil
}

// str is an argument as text: a form value, or a JSON string.
func str(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case nil:
		return ""
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// blocksArg is the blocks argument as JSON: a string in a form, an array
// in a JSON body.
func blocksArg(v any) (json.RawMessage, bool) {
	switch x := v.(type) {
	case nil:
		return nil, true
	case string:
		return json.RawMessage(x), json.Valid([]byte(x))
	}
	b, err := json.Marshal(v)
	return b, err == nil
}

// postMessage is chat.postMessage; the caller holds mu.
func (s *Server) postMessage(args map[string]any) map[string]any {
	ch := str(args["channel"])
	if _, ok := s.channels[ch]; !ok {
		return map[string]any{"ok": false, "error": "channel_not_found"}
	}
	blocks, ok := blocksArg(args["blocks"])
	if !ok {
		return map[string]any{"ok": false, "error": "invalid_blocks"}
	}
	if err := checkBlocks(blocks); err != nil {
		return map[string]any{"ok": false, "error": "invalid_blocks", "errors": []string{err.Error()}}
	}
	text := str(args["text"])
	if text == "" && len(blocks) == 0 {
		return map[string]any{"ok": false, "error": "no_text"}
	}
	m := &Message{Channel: ch, TS: s.nextTS(), Text: text, Blocks: blocks}
	s.messages = append(s.messages, m)
	return map[string]any{"ok": true, "channel": ch, "ts": m.TS,
		"message": map[string]any{"type": "message", "user": BotUserID, "bot_id": BotID, "text": text, "ts": m.TS, "blocks": blocks}}
}

// update is chat.update; the caller holds mu.
func (s *Server) update(args map[string]any) map[string]any {
	ch, ts := str(args["channel"]), str(args["ts"])
	var m *Message
	for _, x := range s.messages {
		if x.Channel == ch && x.TS == ts {
			m = x
		}
	}
	if m == nil {
		return map[string]any{"ok": false, "error": "message_not_found"}
	}
	blocks, ok := blocksArg(args["blocks"])
	if !ok {
		return map[string]any{"ok": false, "error": "invalid_blocks"}
	}
	if err := checkBlocks(blocks); err != nil {
		return map[string]any{"ok": false, "error": "invalid_blocks", "errors": []string{err.Error()}}
	}
	if blocks != nil {
		m.Blocks = blocks
	}
	if t, ok := args["text"]; ok {
		m.Text = str(t)
	}
	m.Updates++
	return map[string]any{"ok": true, "channel": ch, "ts": ts, "text": m.Text}
}

// openView is views.open; the caller holds mu.
func (s *Server) openView(args map[string]any) map[string]any {
	trigger := str(args["trigger_id"])
	user, ok := s.triggers[trigger]
	if !ok {
		return map[string]any{"ok": false, "error": "invalid_trigger_id"}
	}
	delete(s.triggers, trigger) // a trigger works once
	var view struct {
		Type            string          `json:"type"`
		CallbackID      string          `json:"callback_id"`
		PrivateMetadata string          `json:"private_metadata"`
		Blocks          json.RawMessage `json:"blocks"`
	}
	raw, _ := json.Marshal(args["view"])
	if err := json.Unmarshal(raw, &view); err != nil || view.Type != "modal" {
		return map[string]any{"ok": false, "error": "invalid_arguments"}
	}
	if err := checkBlocks(view.Blocks); err != nil {
		return map[string]any{"ok": false, "error": "invalid_arguments", "errors": []string{err.Error()}}
	}
	v := View{ID: "V" + strings.ToUpper(randomHex(5)), User: user, CallbackID: view.CallbackID, PrivateMetadata: view.PrivateMetadata, Blocks: view.Blocks}
	s.views = append(s.views, v)
	return map[string]any{"ok": true, "view": map[string]any{"id": v.ID, "team_id": TeamID, "type": "modal", "callback_id": v.CallbackID,
		"private_metadata": v.PrivateMetadata, "blocks": v.Blocks, "app_id": AppID, "bot_id": BotID}}
}

// checkBlocks holds the app to Block Kit's limits that matter here: at
// most 50 blocks, each with a known type, and text objects of at most
// 3000 characters.
func checkBlocks(blocks json.RawMessage) error {
	if len(blocks) == 0 {
		return nil
	}
	var list []map[string]any
	if err := json.Unmarshal(blocks, &list); err != nil {
		return fmt.Errorf("blocks: %v", err)
	}
	if len(list) > 50 {
		return fmt.Errorf("%d blocks: at most 50", len(list))
	}
	known := map[string]bool{"section": true, "header": true, "context": true, "actions": true, "divider": true, "rich_text": true, "input": true}
	for i, b := range list {
		if !known[str(b["type"])] {
			return fmt.Errorf("block %d: unknown type %q", i, b["type"])
		}
	}
	var walk func(v any) error
	walk = func(v any) error {
		switch x := v.(type) {
		case map[string]any:
			if t, ok := x["text"].(string); ok && len([]rune(t)) > 3000 {
				return fmt.Errorf("a text of %d characters: at most 3000", len([]rune(t)))
			}
			for _, y := range x {
				if err := walk(y); err != nil {
					return err
				}
			}
		case []any:
			for _, y := range x {
				if err := walk(y); err != nil {
					return err
				}
			}
		}
		return nil
	}
	var all any
	json.Unmarshal(blocks, &all)
	return walk(all)
}

// Text is what a person reads of blocks: every text in them, in order,
// one a line.
func Text(blocks json.RawMessage) string {
	var all any
	if err := json.Unmarshal(blocks, &all); err != nil {
		return ""
	}
	var out []string
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			if t, ok := x["text"].(string); ok {
				out = append(out, t)
			}
			// In the order Slack draws them.
			for _, k := range []string{"text", "fields", "elements", "accessory"} {
				if y, ok := x[k]; ok {
					if _, isString := y.(string); !isString {
						walk(y)
					}
				}
			}
		case []any:
			for _, y := range x {
				walk(y)
			}
		}
	}
	walk(all)
	return strings.Join(out, "\n")
}

// Button is an interactive element of a message's blocks.
type Button struct {
	ActionID, BlockID, Value, Text string
}

// Buttons returns the buttons of blocks.
func Buttons(blocks json.RawMessage) []Button {
	var list []struct {
		Type     string `json:"type"`
		BlockID  string `json:"block_id"`
		Elements []struct {
			Type     string `json:"type"`
			ActionID string `json:"action_id"`
			Value    string `json:"value"`
			Text     struct {
				Text string `json:"text"`
			} `json:"text"`
		} `json:"elements"`
	}
	json.Unmarshal(blocks, &list)
	var out []Button
	for _, b := range list {
		if b.Type != "actions" {
			continue
		}
		for _, e := range b.Elements {
			if e.Type == "button" {
				out = append(out, Button{ActionID: e.ActionID, BlockID: b.BlockID, Value: e.Value, Text: e.Text.Text})
			}
		}
	}
	return out
}

// ts turns a time into a Slack timestamp.
func ts(t time.Time) string {
	return strconv.FormatInt(t.Unix(), 10) + "." + fmt.Sprintf("%06d", t.Nanosecond()/1000)
}

// linkURL parses a socket URL's ticket.
func linkTicket(r *http.Request) string {
	q, _ := url.ParseQuery(r.URL.RawQuery)
	return q.Get("ticket")
}
