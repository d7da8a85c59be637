package slackapp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/slack-go/slack"
	"github.com/slack-go/slack/socketmode"
)

// quiet is the library's logger: what matters is told through Logf.
var quiet = log.New(io.Discard, "", 0)

// DefaultPoll is how often the app looks for new and changed requests.
const DefaultPoll = 2 * time.Second

// callTimeout bounds one Web API call.
const callTimeout = 10 * time.Second

// Options configure an App.
type Options struct {
	// AppToken (xapp-) opens the Socket Mode connection; BotToken (xoxb-)
	// calls the Web API.
	AppToken, BotToken string
	// APIURL is the Web API's base, ending in "/"; Slack's own when "".
	APIURL  string
	Backend Backend
	// Emails makes the app look up each clicker's email with users.info
	// (users:read.email): a team maps people by it.
	Emails bool
	// Poll is how often requests are looked at; DefaultPoll when 0.
	Poll time.Duration
	Now  func() time.Time
	// Logf tells the operator what happens: connection, posts, refusals.
	Logf func(format string, a ...any)
}

// App is a Slack app over Socket Mode: it posts each held request as one
// message with Approve once and Reject buttons, keeps the message up to
// date until the request ends, and turns clicks into decisions through
// the backend.
type App struct {
	o    Options
	api  *slack.Client
	b    Backend
	wake chan struct{}

	mu     sync.Mutex
	appID  string // the hello's: payloads must be for this app
	teamID string // auth.test's: payloads must be from this workspace
	seen   map[string]time.Time
	state  State
	failed map[string]string // key -> the last error posting or updating it
}

// State is how the app stands with Slack, for health checks.
type State struct {
	Connected bool      // the Socket Mode connection is open
	APIError  string    // the last Web API call failed so, "" when it worked
	Since     time.Time // of the last change
}

// ErrToken is a token of the wrong kind: the app-level token is xapp-,
// the bot token xoxb-.
var ErrToken = errors.New("slack token")

// New checks the options and makes an App. Run needs a Backend; Check
// does not.
func New(o Options) (*App, error) {
	if !strings.HasPrefix(o.AppToken, "xapp-") {
		return nil, fmt.Errorf("%w: the app-level token must start with xapp- (Basic Information, App-Level Tokens, scope connections:write)", ErrToken)
	}
	if !strings.HasPrefix(o.BotToken, "xoxb-") {
		return nil, fmt.Errorf("%w: the bot token must start with xoxb- (OAuth & Permissions, Bot User OAuth Token)", ErrToken)
	}
	if o.Poll <= 0 {
		o.Poll = DefaultPoll
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Logf == nil {
		o.Logf = func(string, ...any) {}
	}
	opts := []slack.Option{slack.OptionAppLevelToken(o.AppToken), slack.OptionHTTPClient(&http.Client{Timeout: callTimeout})}
	if o.APIURL != "" {
		opts = append(opts, slack.OptionAPIURL(o.APIURL))
	}
	return &App{o: o, api: slack.New(o.BotToken, opts...), b: o.Backend, wake: make(chan struct{}, 1),
		seen: map[string]time.Time{}, failed: map[string]string{}}, nil
}

// Wake makes the app look at the requests now rather than at the next
// poll.
func (a *App) Wake() {
	select {
	case a.wake <- struct{}{}:
	default:
	}
}

// State returns how the app stands with Slack.
func (a *App) State() State {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.state
}

func (a *App) setConnected(on bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.state.Connected != on {
		a.state.Connected, a.state.Since = on, a.o.Now()
	}
}

// apiResult records whether the Web API answered, and says so once per
// change: an outage is told when it starts and when it ends, not at every
// poll.
func (a *App) apiResult(err error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	msg := ""
	if err != nil {
		msg = err.Error()
	}
	if msg == a.state.APIError {
		return
	}
	was := a.state.APIError
	a.state.APIError, a.state.Since = msg, a.o.Now()
	switch {
	case err != nil:
		a.o.Logf("slack: error: Slack does not answer (%v); held requests wait, park and expire as before, and are posted when it answers", err)
	case was != "":
		a.o.Logf("slack: Slack answers again; posting what waits")
	}
}

// Run serves until ctx ends: the Socket Mode connection (reconnecting
// as long as it takes) and the posting and updating of messages.
func (a *App) Run(ctx context.Context) {
	var wg sync.WaitGroup
	wg.Go(func() { a.socket(ctx) })
	wg.Go(func() { a.syncLoop(ctx) })
	wg.Wait()
}

// socket keeps a Socket Mode connection open and handles what comes
// through it.
func (a *App) socket(ctx context.Context) {
	for ctx.Err() == nil {
		sm := socketmode.New(a.api, socketmode.OptionLog(quiet))
		runCtx, cancel := context.WithCancel(ctx)
		done := make(chan error, 1)
		go func() { done <- sm.RunContext(runCtx) }()
		err := a.events(runCtx, sm, done)
		cancel()
		a.setConnected(false)
		if ctx.Err() != nil {
			return
		}
		// RunContext gives up only on a token Slack refuses; it may be
		// fixed while we wait.
		a.o.Logf("slack: error: the Socket Mode connection ended: %v; trying again in a minute", err)
		select {
		case <-ctx.Done():
			return
		case <-time.After(time.Minute):
		}
	}
}

// events handles the connection's events until RunContext returns.
func (a *App) events(ctx context.Context, sm *socketmode.Client, done <-chan error) error {
	connErr := "" // told once until it changes
	for {
		select {
		case err := <-done:
			return err
		case evt := <-sm.Events:
			switch evt.Type {
			case socketmode.EventTypeConnected:
				a.setConnected(true)
				a.o.Logf("slack: connected over Socket Mode")
				connErr = ""
				a.Wake()
			case socketmode.EventTypeConnectionError:
				a.setConnected(false)
				if e, ok := evt.Data.(*slack.ConnectionErrorEvent); ok && e.ErrorObj != nil && e.ErrorObj.Error() != connErr {
					connErr = e.ErrorObj.Error()
					a.o.Logf("slack: error: no Socket Mode connection (%s); clicks wait until it opens, trying again", connErr)
				}
			case socketmode.EventTypeHello:
				if evt.Request != nil {
					a.mu.Lock()
					a.appID = evt.Request.ConnectionInfo.AppID
					a.mu.Unlock()
				}
			case socketmode.EventTypeInvalidAuth:
				a.o.Logf("slack: error: Slack refuses the app-level token")
			case socketmode.EventTypeInteractive:
				if evt.Request != nil && evt.Request.EnvelopeID != "" {
					sm.Ack(*evt.Request)
				}
				cb, ok := evt.Data.(slack.InteractionCallback)
				if !ok {
					continue
				}
				a.interactive(ctx, evt.Request, cb)
			case socketmode.EventTypeEventsAPI, socketmode.EventTypeSlashCommand:
				// Nothing is subscribed; acknowledged so that Slack does
				// not send it again.
				if evt.Request != nil && evt.Request.EnvelopeID != "" {
					sm.Ack(*evt.Request)
				}
			}
		}
	}
}

// syncLoop posts and updates messages at every poll, and when woken.
func (a *App) syncLoop(ctx context.Context) {
	t := time.NewTicker(a.o.Poll)
	defer t.Stop()
	for {
		a.pass(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-a.wake:
		}
	}
}

// pass brings every message up to date: posts the requests that have
// none (a backlog after an outage included), oldest first, and updates
// those whose request changed. It stops at the first call Slack does not
// answer: the rest waits for the next pass.
func (a *App) pass(ctx context.Context) {
	unlock, ok, err := a.b.Lock(ctx)
	if err != nil {
		a.o.Logf("slack: error: %v", err)
		return
	}
	if !ok {
		return
	}
	defer unlock()
	reqs, err := a.b.Requests(ctx)
	if err != nil {
		a.o.Logf("slack: error: listing requests: %v", err)
		return
	}
	for _, r := range reqs {
		if ctx.Err() != nil {
			return
		}
		err := a.show(ctx, r)
		if unreachable(err) {
			a.apiResult(err)
			var rl *slack.RateLimitedError
			if errors.As(err, &rl) {
				select {
				case <-ctx.Done():
				case <-time.After(min(rl.RetryAfter, time.Minute)):
				}
			}
			return
		}
		a.apiResult(nil)
		a.noteFailure(r.Key, err)
	}
}

// noteFailure logs a message that could not be posted or updated for a
// reason of its own (a channel the bot is not in), once until it changes.
func (a *App) noteFailure(key string, err error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	msg := ""
	if err != nil {
		msg = err.Error()
	}
	if a.failed[key] == msg {
		return
	}
	if msg == "" {
		delete(a.failed, key)
		return
	}
	a.failed[key] = msg
	a.o.Logf("slack: error: request %s: %s", key, msg)
}

// backendError is a failure of the backend, not of Slack.
type backendError struct{ err error }

func (e *backendError) Error() string { return e.err.Error() }
func (e *backendError) Unwrap() error { return e.err }

func backendErr(err error) error {
	if err == nil {
		return nil
	}
	return &backendError{err}
}

// unreachable reports whether err means Slack did not answer (the network,
// an HTTP error, a rate limit), as opposed to Slack's answer about this
// one message or a failure of the backend.
func unreachable(err error) bool {
	if err == nil {
		return false
	}
	var be *backendError
	var se slack.SlackErrorResponse
	return !errors.As(err, &be) && !errors.As(err, &se)
}

// show posts or updates one request's message.
func (a *App) show(ctx context.Context, r Request) error {
	now := a.o.Now()
	m, ok, err := a.b.Message(ctx, r.Key)
	if err != nil {
		return backendErr(fmt.Errorf("the record of its message: %w", err))
	}
	state := shown(r)
	if !ok {
		if r.Card.Status != StatusPending {
			return nil // decided before it could be posted
		}
		effects := a.b.Effects(ctx, r)
		blocks, text := render(r, effects, now)
		cctx, cancel := context.WithTimeout(ctx, callTimeout)
		defer cancel()
		_, ts, err := a.api.PostMessageContext(cctx, r.Channel, slack.MsgOptionBlocks(blocks...), slack.MsgOptionText(text, false))
		if err != nil {
			return err
		}
		a.o.Logf("slack: posted request %s to %s", r.Key, r.Channel)
		return backendErr(a.b.SaveMessage(ctx, Message{Key: r.Key, Channel: r.Channel, TS: ts, Shown: state, Effects: effects, Posted: now}))
	}
	if m.Shown == state {
		if !m.Final && r.final() {
			m.Final = true
			return backendErr(a.b.SaveMessage(ctx, m))
		}
		return nil
	}
	blocks, text := render(r, m.Effects, now)
	cctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	_, _, _, err = a.api.UpdateMessageContext(cctx, m.Channel, m.TS, slack.MsgOptionBlocks(blocks...), slack.MsgOptionText(text, false))
	var se slack.SlackErrorResponse
	if errors.As(err, &se) && (se.Err == "message_not_found" || se.Err == "channel_not_found") {
		// Someone deleted the message: there is nothing left to update.
		m.Final = true
		a.b.SaveMessage(ctx, m)
		return fmt.Errorf("its message %s in %s is gone (%w); it is not updated any more", m.TS, m.Channel, err)
	}
	if err != nil {
		return err
	}
	m.Shown, m.Final = state, r.final()
	return backendErr(a.b.SaveMessage(ctx, m))
}
