package hub

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"sort"
	"strings"
	"sync"
	"time"

	"gatesh/config"
	"gatesh/hub/store"
	"gatesh/hub/web"
	"gatesh/slackapp"
)

// slackFlags are gatesh-hub's Slack settings, named after the keys of
// config.toml's [slack] table: --slack-channel [GROUP=]CHANNEL (a channel
// per machine group, and one for the groups not named),
// --slack-app-token-env, --slack-bot-token-env and --slack-api-url.
type slackFlags struct {
	channels map[string]string // group -> channel id; "" is every other group
	appEnv   *string
	botEnv   *string
	apiURL   *string
}

func (c *cli) slackFlags(fs *flag.FlagSet) *slackFlags {
	f := &slackFlags{channels: map[string]string{}}
	fs.Func("slack-channel", "post the requests of machine group GROUP to this Slack channel id: GROUP=C0123ABCD, or C0123ABCD for the groups not named (repeat)", func(v string) error {
		group, ch, ok := strings.Cut(v, "=")
		if !ok {
			group, ch = "", v
		}
		if !config.SlackID(ch) {
			return fmt.Errorf("%q: want a channel id such as C0123ABCD", ch)
		}
		if _, dup := f.channels[group]; dup {
			return fmt.Errorf("group %q has a channel already", group)
		}
		f.channels[group] = ch
		return nil
	})
	f.appEnv = fs.String("slack-app-token-env", config.DefaultSlackAppTokenEnv, "the environment variable that holds the Slack app-level token (xapp-)")
	f.botEnv = fs.String("slack-bot-token-env", config.DefaultSlackBotTokenEnv, "the environment variable that holds the Slack bot token (xoxb-)")
	f.apiURL = fs.String("slack-api-url", "", "the Slack Web API's URL (default Slack's own)")
	return f
}

// on reports whether Slack is configured: a channel is named.
func (f *slackFlags) on() bool { return len(f.channels) > 0 }

// channel is where a group's requests go; "" when nowhere.
func (f *slackFlags) channel(group string) string {
	if ch, ok := f.channels[group]; ok {
		return ch
	}
	return f.channels[""]
}

// list is every channel named, once each, sorted.
func (f *slackFlags) list() []string {
	seen := map[string]bool{}
	var out []string
	for _, ch := range f.channels {
		if !seen[ch] {
			seen[ch] = true
			out = append(out, ch)
		}
	}
	sort.Strings(out)
	return out
}

// app makes the Slack app with the tokens from the environment.
func (f *slackFlags) app(getenv func(string) string, b slackapp.Backend, logf func(string, ...any)) (*slackapp.App, error) {
	api, err := config.SlackAPIURL(*f.apiURL)
	if err != nil {
		return nil, fmt.Errorf("--slack-api-url: %w", err)
	}
	app, bot := strings.TrimSpace(getenv(*f.appEnv)), strings.TrimSpace(getenv(*f.botEnv))
	if app == "" || bot == "" {
		return nil, fmt.Errorf("--slack-channel is set, but %s (the app-level token) or %s (the bot token) is empty", *f.appEnv, *f.botEnv)
	}
	return slackapp.New(slackapp.Options{AppToken: app, BotToken: bot, APIURL: api, Backend: b, Emails: true, Logf: logf})
}

// slack is gatesh-hub's `slack check`: the tokens and channels, checked
// as the hub's health checks them.
func (c *cli) slack(ctx context.Context, args []string) int {
	if len(args) == 0 || args[0] != "check" {
		return c.fail(2, "gatesh-hub slack check --slack-channel C0123ABCD", "slack: want check")
	}
	fs := c.flags("slack check")
	sf := c.slackFlags(fs)
	if pos, err := parse(fs, args[1:]); err != nil || len(pos) > 0 {
		return 2
	}
	if !sf.on() {
		return c.fail(2, "", "slack check: name the channels with --slack-channel")
	}
	app, err := sf.app(c.getenv, nil, nil)
	if err != nil {
		return c.fail(1, "docs/slack.md", "%v", err)
	}
	status := 0
	for _, ch := range app.Check(ctx, sf.list()) {
		if ch.OK {
			fmt.Fprintf(c.stdout, "ok    %s: %s\n", ch.What, ch.Detail)
			continue
		}
		status = 1
		fmt.Fprintf(c.stdout, "FAIL  %s: %s\n      fix: %s\n", ch.What, ch.Detail, ch.Fix)
	}
	return status
}

// slackHealth is what /healthz/slack says: the last checks of the tokens
// and channels, and the app's connection.
type slackHealth struct {
	app *slackapp.App
	mu  sync.Mutex
	bad []string
}

func (h *slackHealth) check(ctx context.Context, channels []string, logger *log.Logger) {
	var bad []string
	for _, c := range h.app.Check(ctx, channels) {
		if !c.OK {
			bad = append(bad, c.What+": "+c.Detail)
			logger.Printf("gatesh-hub: error: %s: %s (fix: %s)", c.What, c.Detail, c.Fix)
		}
	}
	h.mu.Lock()
	h.bad = bad
	h.mu.Unlock()
}

// Health reports whether the app can post and take clicks, and how it
// stands.
func (h *slackHealth) Health() (bool, string) {
	h.mu.Lock()
	bad := h.bad
	h.mu.Unlock()
	st := h.app.State()
	switch {
	case len(bad) > 0:
		return false, strings.Join(bad, "; ")
	case st.APIError != "":
		return false, "the Web API does not answer: " + st.APIError
	case !st.Connected:
		return false, "no Socket Mode connection: clicks wait until it opens"
	}
	return true, "tokens and channels checked; connected over Socket Mode"
}

// runSlack starts the Slack app on the hub's store until ctx ends, and
// checks its tokens and channels now and every ten minutes.
func runSlack(ctx context.Context, sf *slackFlags, getenv func(string) string, st *store.Store, signer store.Signer, logger *log.Logger) (*slackHealth, error) {
	b := &teamSlack{st: st, signer: signer, flags: sf}
	logf := func(format string, a ...any) { logger.Printf("gatesh-hub: "+format, a...) }
	app, err := sf.app(getenv, b, logf)
	if err != nil {
		return nil, err
	}
	h := &slackHealth{app: app}
	go app.Run(ctx)
	go func() {
		t := time.NewTicker(10 * time.Minute)
		defer t.Stop()
		for {
			h.check(ctx, sf.list(), logger)
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	}()
	return h, nil
}

// teamSlack is the hub's side of the Slack app: the database, and the
// one decision path, store.Decide.
type teamSlack struct {
	st     *store.Store
	signer store.Signer
	flags  *slackFlags
}

func splitKey(key string) (machine, id string, ok bool) {
	machine, id, ok = strings.Cut(key, "/")
	return machine, id, ok && machine != "" && id != ""
}

func (b *teamSlack) request(x store.SlackRequest) slackapp.Request {
	r := slackapp.Request{Key: x.Machine + "/" + x.ID, Digest: x.Subject, Channel: b.flags.channel(x.Group),
		Card: web.Card(x.TeamRequest, b.st.Now()), ExpiresAt: x.ExpiresAt, UsedAt: x.UsedAt, Revoked: x.Revoked}
	switch {
	case x.Decision != nil:
		r.DecidedBy, r.DecidedAt, r.Reason = x.Decision.Approvers, x.Decision.DecidedAt, x.Decision.Reason
	case x.DecidedBy != "":
		r.DecidedBy, r.DecidedAt, r.Reason = []string{x.DecidedBy + " on " + x.MachineName}, x.DecidedAt, x.Reason
	}
	return r
}

func (b *teamSlack) Requests(ctx context.Context) ([]slackapp.Request, error) {
	xs, err := b.st.SlackRequests(ctx)
	if err != nil {
		return nil, err
	}
	var out []slackapp.Request
	for _, x := range xs {
		r := b.request(x)
		if r.Channel == "" {
			if m, ok, _ := b.Message(ctx, r.Key); !ok || m.Channel == "" {
				continue // no channel for its group
			}
		}
		out = append(out, r)
	}
	return out, nil
}

func (b *teamSlack) Request(ctx context.Context, key string) (slackapp.Request, error) {
	machine, id, ok := splitKey(key)
	if !ok {
		return slackapp.Request{}, slackapp.ErrUnknown
	}
	x, err := b.st.SlackRequestByID(ctx, machine, id)
	if err != nil {
		return slackapp.Request{}, err
	}
	if x == nil {
		return slackapp.Request{}, slackapp.ErrUnknown
	}
	return b.request(*x), nil
}

// Effects is what the team page shows a tool call would do; a command's
// effects are the machine's to see.
func (b *teamSlack) Effects(ctx context.Context, r slackapp.Request) []string { return r.Card.Effects }

func (b *teamSlack) Message(ctx context.Context, key string) (slackapp.Message, bool, error) {
	machine, id, ok := splitKey(key)
	if !ok {
		return slackapp.Message{}, false, nil
	}
	m, ok, err := b.st.SlackMessageOf(ctx, machine, id)
	if err != nil || !ok {
		return slackapp.Message{}, false, err
	}
	return slackapp.Message{Key: key, Channel: m.Channel, TS: m.TS, Shown: m.Shown, Final: m.Final, Effects: m.Effects, Posted: m.Posted}, true, nil
}

func (b *teamSlack) SaveMessage(ctx context.Context, m slackapp.Message) error {
	machine, id, ok := splitKey(m.Key)
	if !ok {
		return fmt.Errorf("%q is not MACHINE/ID", m.Key)
	}
	return b.st.SaveSlackMessage(ctx, store.SlackMessage{Machine: machine, Request: id, Channel: m.Channel, TS: m.TS, Shown: m.Shown,
		Final: m.Final, Effects: m.Effects, Posted: m.Posted})
}

func (b *teamSlack) Lock(ctx context.Context) (func(), bool, error) { return b.st.SlackLock(ctx) }

// member is the team member a Slack user is: the one whose email is the
// email Slack confirmed for them.
func (b *teamSlack) member(ctx context.Context, u slackapp.User) (*store.Member, error) {
	if u.Email == "" || !u.EmailConfirmed {
		return nil, &slackapp.RefusedError{Why: fmt.Sprintf("Slack does not confirm an email for user %s, so the hub cannot tell which member they are", u.ID)}
	}
	m, err := b.st.MemberByEmail(ctx, u.Email, nil)
	var ref *store.Refusal
	if errors.As(err, &ref) {
		return nil, &slackapp.RefusedError{Why: ref.Msg}
	}
	if err != nil {
		return nil, err
	}
	m.Scope, m.Kind = store.ScopeApprove, store.KindSlack
	return m, nil
}

func action(verb string) string {
	if verb == slackapp.VerbApprove {
		return store.Approve
	}
	return store.Reject
}

func (b *teamSlack) MayDecide(ctx context.Context, u slackapp.User, r slackapp.Request, verb string) error {
	m, err := b.member(ctx, u)
	if err != nil {
		return err
	}
	machine, id, _ := splitKey(r.Key)
	err = b.st.CheckVote(ctx, store.Vote{Member: m, ID: id, Machine: machine, Action: action(verb)})
	var ref *store.Refusal
	if errors.As(err, &ref) {
		return &slackapp.RefusedError{Why: refusalText(ref)}
	}
	return err
}

func refusalText(ref *store.Refusal) string {
	if ref.Hint == "" {
		return ref.Msg
	}
	return ref.Msg + " (" + ref.Hint + ")"
}

// Decide votes through store.Decide, the hub's one decision path: it
// checks the role, the requester, the state and the quorum, and signs
// with the team key; the hub's record names the member and the Slack
// user.
func (b *teamSlack) Decide(ctx context.Context, d slackapp.Decision) error {
	m, err := b.member(ctx, d.User)
	if err != nil {
		return err
	}
	machine, id, _ := splitKey(d.Request.Key)
	_, err = b.st.Decide(ctx, store.Vote{Member: m, ID: id, Machine: machine, Action: action(d.Verb), Reason: d.Reason,
		Via: fmt.Sprintf("Slack user %s (%s)", d.User.ID, d.User.Name)}, b.signer)
	var ref *store.Refusal
	if errors.As(err, &ref) {
		return &slackapp.RefusedError{Why: refusalText(ref), Logged: true}
	}
	return err
}

// Refused logs a refusal in the hub's record.
func (b *teamSlack) Refused(ctx context.Context, r slackapp.Refusal) {
	machine, id, _ := splitKey(r.Key)
	actor := "Slack user " + r.User.ID
	if r.User.Email != "" {
		actor += " (" + r.User.Email + ")"
	}
	b.st.Log(ctx, store.Event{Actor: actor, Action: "slack " + r.Action, Outcome: "refused", Machine: machine, Request: id, Detail: r.Why})
}
