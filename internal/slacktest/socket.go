package slacktest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/gorilla/websocket"
)

// The Socket Mode side, as https://api.slack.com/apis/socket-mode
// describes it: apps.connections.open hands out a URL with a ticket; the
// app dials it and gets a hello; Slack pings, and sends envelopes
// (envelope_id, type, payload) that the app acknowledges by sending the
// envelope_id back within three seconds.

var upgrader = websocket.Upgrader{CheckOrigin: func(*http.Request) bool { return true }}

func (s *Server) link(w http.ResponseWriter, r *http.Request) {
	if s.isDown() {
		cut(w)
		return
	}
	ticket := linkTicket(r)
	s.mu.Lock()
	ok := s.tickets[ticket]
	delete(s.tickets, ticket) // a URL is good for one connection
	s.mu.Unlock()
	if !ok {
		http.Error(w, "unknown ticket", http.StatusUnauthorized)
		return
	}
	c, err := upgrader.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	wmu := &sync.Mutex{}
	s.mu.Lock()
	s.conns[c] = wmu
	s.notify()
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.conns, c)
		s.notify()
		s.mu.Unlock()
		c.Close()
	}()
	hello := map[string]any{"type": "hello", "num_connections": 1,
		"debug_info":      map[string]any{"host": "applink-test", "build_number": 1, "approximate_connection_time": 18060},
		"connection_info": map[string]any{"app_id": AppID}}
	if write(c, wmu, hello) != nil {
		return
	}
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		t := time.NewTicker(s.PingEvery)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				wmu.Lock()
				err := c.WriteControl(websocket.PingMessage, []byte("ping"), time.Now().Add(time.Second))
				wmu.Unlock()
				if err != nil {
					return
				}
			}
		}
	}()
	for {
		_, data, err := c.ReadMessage()
		if err != nil {
			return
		}
		var ack struct {
			EnvelopeID string          `json:"envelope_id"`
			Payload    json.RawMessage `json:"payload"`
		}
		if json.Unmarshal(data, &ack) != nil || ack.EnvelopeID == "" {
			continue
		}
		s.mu.Lock()
		if ch, ok := s.acks[ack.EnvelopeID]; ok {
			delete(s.acks, ack.EnvelopeID)
			ch <- ack.Payload
		}
		s.mu.Unlock()
	}
}

func write(c *websocket.Conn, mu *sync.Mutex, v any) error {
	mu.Lock()
	defer mu.Unlock()
	c.SetWriteDeadline(time.Now().Add(5 * time.Second))
	return c.WriteJSON(v)
}

// Envelope is one Socket Mode message to the app.
type Envelope struct {
	EnvelopeID             string `json:"envelope_id"`
	Type                   string `json:"type"`
	AcceptsResponsePayload bool   `json:"accepts_response_payload"`
	RetryAttempt           int    `json:"retry_attempt,omitempty"`
	RetryReason            string `json:"retry_reason,omitempty"`
	Payload                any    `json:"payload"`
}

// Send delivers an envelope over one open connection and waits for its
// acknowledgement, returning the ack's payload. It fails the test when no
// connection is open or no ack comes within three seconds, Slack's limit.
func (s *Server) Send(e Envelope) json.RawMessage {
	s.t.Helper()
	if e.EnvelopeID == "" {
		e.EnvelopeID = newEnvelopeID()
	}
	ack, err := s.send(e)
	if err != nil {
		s.t.Fatalf("slacktest: %v", err)
	}
	return ack
}

func (s *Server) send(e Envelope) (json.RawMessage, error) {
	ch := make(chan json.RawMessage, 1)
	s.mu.Lock()
	var c *websocket.Conn
	var wmu *sync.Mutex
	for k, v := range s.conns {
		c, wmu = k, v
		break
	}
	if c != nil {
		s.acks[e.EnvelopeID] = ch
	}
	s.mu.Unlock()
	if c == nil {
		return nil, fmt.Errorf("no Socket Mode connection is open for envelope %s", e.EnvelopeID)
	}
	if err := write(c, wmu, e); err != nil {
		return nil, fmt.Errorf("sending envelope %s: %v", e.EnvelopeID, err)
	}
	select {
	case p := <-ch:
		return p, nil
	case <-time.After(3 * time.Second):
		s.mu.Lock()
		delete(s.acks, e.EnvelopeID)
		s.mu.Unlock()
		return nil, fmt.Errorf("envelope %s was not acknowledged within 3 s", e.EnvelopeID)
	}
}

// WaitConnected waits for an open Socket Mode connection.
func (s *Server) WaitConnected() {
	s.t.Helper()
	s.Wait("a Socket Mode connection", func() bool { return s.Connections() > 0 })
}

func newEnvelopeID() string {
	h := randomHex(16)
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32]
}

// userObject is a payload's user, as Slack writes it.
func (s *Server) userObject(id string) map[string]any {
	s.mu.Lock()
	u := s.users[id]
	s.mu.Unlock()
	return map[string]any{"id": id, "username": u.Name, "name": u.Name, "team_id": TeamID}
}

// Click is a person pressing a button of one of the app's messages.
type Click struct {
	User    string
	Channel string
	TS      string // the message's
	// ActionID names the button; its value and block come from the
	// message, as Slack sends them.
	ActionID string
	// Blocks, when set, are the message as the clicker's Slack still
	// shows it (a stale window): the button is found there.
	Blocks json.RawMessage
}

// BlockActions is the block_actions payload Slack sends for a click, per
// https://api.slack.com/reference/interaction-payloads/block-actions; it
// also issues the trigger_id that views.open accepts once.
func (s *Server) BlockActions(c Click) map[string]any {
	s.t.Helper()
	var msg *Message
	s.mu.Lock()
	for _, m := range s.messages {
		if m.Channel == c.Channel && m.TS == c.TS {
			cp := *m
			msg = &cp
		}
	}
	trigger := fmt.Sprintf("%d.%s", time.Now().UnixNano(), randomHex(12))
	s.triggers[trigger] = c.User
	name := s.channels[c.Channel]
	s.mu.Unlock()
	if msg == nil {
		s.t.Fatalf("slacktest: no message %s in %s to click", c.TS, c.Channel)
	}
	if c.Blocks != nil {
		msg.Blocks = c.Blocks
	}
	var button *Button
	for _, b := range Buttons(msg.Blocks) {
		if b.ActionID == c.ActionID {
			button = &b
		}
	}
	if button == nil {
		s.t.Fatalf("slacktest: the message %s has no button %s; it reads:\n%s", c.TS, c.ActionID, Text(msg.Blocks))
	}
	return map[string]any{
		"type":         "block_actions",
		"user":         s.userObject(c.User),
		"api_app_id":   AppID,
		"token":        "verification-token-unused-in-socket-mode",
		"container":    map[string]any{"type": "message", "message_ts": c.TS, "channel_id": c.Channel, "is_ephemeral": false},
		"trigger_id":   trigger,
		"team":         map[string]any{"id": TeamID, "domain": "gatesh-test"},
		"enterprise":   nil,
		"channel":      map[string]any{"id": c.Channel, "name": name},
		"message":      map[string]any{"type": "message", "user": BotUserID, "bot_id": BotID, "text": msg.Text, "ts": msg.TS, "blocks": msg.Blocks},
		"state":        map[string]any{"values": map[string]any{}},
		"response_url": "https://hooks.slack.com/actions/" + TeamID + "/1/x",
		"actions": []any{map[string]any{"action_id": button.ActionID, "block_id": button.BlockID, "value": button.Value, "type": "button",
			"text": map[string]any{"type": "plain_text", "text": button.Text, "emoji": true}, "action_ts": ts(time.Now())}},
		"is_enterprise_install": false,
	}
}

// Press clicks a button and waits for the app's acknowledgement; it
// returns the envelope id.
func (s *Server) Press(c Click) string {
	s.t.Helper()
	e := Envelope{EnvelopeID: newEnvelopeID(), Type: "interactive", Payload: s.BlockActions(c)}
	s.Send(e)
	return e.EnvelopeID
}

// ViewSubmission is the view_submission payload of a person submitting
// a modal the app opened for them, with values by block and action id,
// per https://api.slack.com/reference/interaction-payloads/views.
func (s *Server) ViewSubmission(v View, values map[string]map[string]string) map[string]any {
	state := map[string]any{}
	for block, actions := range values {
		m := map[string]any{}
		for action, value := range actions {
			m[action] = map[string]any{"type": "plain_text_input", "value": value}
		}
		state[block] = m
	}
	return map[string]any{
		"type":       "view_submission",
		"team":       map[string]any{"id": TeamID, "domain": "gatesh-test"},
		"user":       s.userObject(v.User),
		"api_app_id": AppID,
		"token":      "verification-token-unused-in-socket-mode",
		"trigger_id": fmt.Sprintf("%d.%s", time.Now().UnixNano(), randomHex(12)),
		"view": map[string]any{"id": v.ID, "team_id": TeamID, "type": "modal", "blocks": v.Blocks, "private_metadata": v.PrivateMetadata,
			"callback_id": v.CallbackID, "state": map[string]any{"values": state}, "hash": randomHex(8), "root_view_id": v.ID,
			"app_id": AppID, "bot_id": BotID},
		"response_urls":         []any{},
		"is_enterprise_install": false,
		"enterprise":            nil,
	}
}

// Submit submits a modal with values and waits for the acknowledgement.
func (s *Server) Submit(v View, values map[string]map[string]string) json.RawMessage {
	s.t.Helper()
	return s.Send(Envelope{Type: "interactive", AcceptsResponsePayload: true, Payload: s.ViewSubmission(v, values)})
}

// Disconnect sends Slack's disconnect message, asking the app to
// reconnect (reason "refresh_requested" or "warning").
func (s *Server) Disconnect(reason string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for c, wmu := range s.conns {
		write(c, wmu, map[string]any{"type": "disconnect", "reason": reason, "debug_info": map[string]any{"host": "applink-test"}})
	}
}

// Find returns the message of a channel whose text holds want.
func (s *Server) Find(channel, want string) (Message, bool) {
	for _, m := range s.Messages(channel) {
		if strings.Contains(Text(m.Blocks), want) || strings.Contains(m.Text, want) {
			return m, true
		}
	}
	return Message{}, false
}
