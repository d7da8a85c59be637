package slackapp

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/slack-go/slack"
	"github.com/slack-go/slack/socketmode"
)

// Socket Mode delivers payloads over a connection that the app-level
// token opened, so they come from Slack. They are checked all the same,
// since what they ask is to run something: the envelope is new (a replay
// changes nothing), the payload is for this app and this workspace, it is
// a click on the message the app posted for that request (channel and
// timestamp as recorded), and the button's value names the request and
// the digest its approval binds, which must still be the request's. Then
// the clicker must be one who may decide it, and the request must still
// be pending; the backend's one decision path checks again. Every
// refusal is logged, and the clicker is told why in an ephemeral message.

// seenFor is how long an envelope id is remembered: far beyond Slack's
// retries (three, within minutes).
const seenFor = time.Hour

// fresh records an envelope id and reports whether it is new.
func (a *App) fresh(id string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	now := a.o.Now()
	if _, ok := a.seen[id]; ok {
		return false
	}
	for k, at := range a.seen {
		if now.Sub(at) > seenFor {
			delete(a.seen, k)
		}
	}
	a.seen[id] = now
	return true
}

// team returns the workspace the bot token belongs to (auth.test), asking
// once.
func (a *App) team(ctx context.Context) (string, error) {
	a.mu.Lock()
	id := a.teamID
	a.mu.Unlock()
	if id != "" {
		return id, nil
	}
	cctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	res, err := a.api.AuthTestContext(cctx)
	if err != nil {
		return "", err
	}
	a.mu.Lock()
	a.teamID = res.TeamID
	a.mu.Unlock()
	return res.TeamID, nil
}

// refuse logs a refusal and tells the clicker why, in channel.
func (a *App) refuse(ctx context.Context, u User, key, action, channel, why string) {
	a.b.Refused(ctx, Refusal{User: u, Key: key, Action: action, Why: why})
	a.o.Logf("slack: refused %s of %s by Slack user %s: %s", action, orNone(key), u.ID, why)
	a.tell(ctx, channel, u.ID, "Not decided: "+why)
}

func orNone(key string) string {
	if key == "" {
		return "no request"
	}
	return "request " + key
}

// tell posts an ephemeral message to one user.
func (a *App) tell(ctx context.Context, channel, user, text string) {
	if channel == "" || user == "" {
		return
	}
	cctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	if _, err := a.api.PostEphemeralContext(cctx, channel, user, slack.MsgOptionText(Escape("gatesh: "+text), false)); err != nil {
		a.o.Logf("slack: error: telling Slack user %s: %v", user, err)
	}
}

// interactive handles one interaction payload.
func (a *App) interactive(ctx context.Context, req *socketmode.Request, cb slack.InteractionCallback) {
	u := User{ID: cb.User.ID, Name: cb.User.Name}
	channel := cb.Channel.ID
	if channel == "" {
		channel = cb.Container.ChannelID
	}
	if req == nil || req.EnvelopeID == "" {
		a.refuse(ctx, u, "", "interaction", "", "a payload without an envelope id")
		return
	}
	if !a.fresh(req.EnvelopeID) {
		a.refuse(ctx, u, "", "interaction", "", "envelope "+req.EnvelopeID+" was delivered before: a replay changes nothing")
		return
	}
	a.mu.Lock()
	appID := a.appID
	a.mu.Unlock()
	if appID == "" || cb.APIAppID != appID {
		a.refuse(ctx, u, "", "interaction", "", fmt.Sprintf("the payload is for app %q, not this app %q", cb.APIAppID, appID))
		return
	}
	team, err := a.team(ctx)
	if err != nil {
		a.refuse(ctx, u, "", "interaction", channel, "the workspace could not be checked (auth.test: "+err.Error()+")")
		return
	}
	if cb.Team.ID != team {
		a.refuse(ctx, u, "", "interaction", "", fmt.Sprintf("the payload is from workspace %q, not %q", cb.Team.ID, team))
		return
	}
	switch cb.Type {
	case slack.InteractionTypeBlockActions:
		a.clicked(ctx, u, channel, cb)
	case slack.InteractionTypeViewSubmission:
		a.submitted(ctx, u, cb)
	}
}

// target checks that a click names a request the app posted, at this
// message, with the digest it still has, and that it is still pending.
func (a *App) target(ctx context.Context, key, digest, channel, ts string) (Request, error) {
	m, ok, err := a.b.Message(ctx, key)
	if err != nil {
		return Request{}, fmt.Errorf("the record of its message cannot be read: %v", err)
	}
	if !ok || m.Channel != channel || m.TS != ts {
		return Request{}, fmt.Errorf("the click is not on the message posted for request %s", key)
	}
	r, err := a.b.Request(ctx, key)
	if errors.Is(err, ErrUnknown) {
		return Request{}, fmt.Errorf("request %s is no longer known", key)
	}
	if err != nil {
		return Request{}, err
	}
	if r.Digest != digest {
		return Request{}, fmt.Errorf("the button is for other content than request %s holds", key)
	}
	switch r.Card.Status {
	case StatusPending:
	case StatusExpired:
		return r, fmt.Errorf("request %s expired at %s", key, r.ExpiresAt.UTC().Format(time.DateTime+" UTC"))
	default:
		return r, fmt.Errorf("request %s is %s already: nothing is decided twice", key, r.Card.Status)
	}
	return r, nil
}

// identify adds what users.info says of the clicker, when the backend
// maps people by email.
func (a *App) identify(ctx context.Context, u User) (User, error) {
	if !a.o.Emails {
		return u, nil
	}
	cctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	info, err := a.api.GetUserInfoContext(cctx, u.ID)
	if err != nil {
		return u, fmt.Errorf("users.info for %s: %v", u.ID, err)
	}
	if info.Deleted || info.IsBot {
		return u, fmt.Errorf("Slack user %s is deactivated or a bot", u.ID)
	}
	u.Email, u.EmailConfirmed = strings.ToLower(info.Profile.Email), info.IsEmailConfirmed
	if u.Name == "" {
		u.Name = info.Name
	}
	return u, nil
}

// clicked handles Approve once and Reject.
func (a *App) clicked(ctx context.Context, u User, channel string, cb slack.InteractionCallback) {
	acts := cb.ActionCallback.BlockActions
	if len(acts) != 1 {
		a.refuse(ctx, u, "", "interaction", channel, fmt.Sprintf("a click with %d actions", len(acts)))
		return
	}
	act := acts[0]
	verb := map[string]string{actionApprove: VerbApprove, actionReject: VerbReject}[act.ActionID]
	if verb == "" || act.BlockID != blockDecide {
		a.refuse(ctx, u, "", "interaction", channel, fmt.Sprintf("no such button %q", act.ActionID))
		return
	}
	key, digest, ok := parseValue(act.Value)
	if !ok {
		a.refuse(ctx, u, "", verb, channel, "the button names no request")
		return
	}
	ts := cb.Container.MessageTs
	if ts == "" {
		ts = cb.Message.Timestamp
	}
	r, err := a.target(ctx, key, digest, channel, ts)
	if err != nil {
		a.refuse(ctx, u, key, verb, channel, err.Error())
		return
	}
	if why := unshown(r.Card); verb == VerbApprove && why != "" {
		// The message offered no Approve: a click on one is a stale
		// message's, or made up.
		a.refuse(ctx, u, key, verb, channel, "the message does not show the whole of what an approval signs ("+why+"): approve it on the machine itself, where all of it shows (gatesh show "+r.Card.ID+")")
		return
	}
	if u, err = a.identify(ctx, u); err != nil {
		a.refuse(ctx, u, key, verb, channel, err.Error())
		return
	}
	if err := a.b.MayDecide(ctx, u, r, verb); err != nil {
		a.refused(ctx, u, key, verb, channel, err)
		return
	}
	if verb == VerbApprove {
		a.decide(ctx, Decision{Request: r, Verb: VerbApprove, User: u}, channel)
		return
	}
	cctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	if _, err := a.api.OpenViewContext(cctx, cb.TriggerID, rejectView(r, channel, ts)); err != nil {
		a.o.Logf("slack: error: opening the reason form for request %s: %v", key, err)
		a.tell(ctx, channel, u.ID, "the reason form did not open ("+err.Error()+"); click Reject again, or use gatesh reject "+r.Card.ID)
	}
}

// submitted handles the reason form of a Reject.
func (a *App) submitted(ctx context.Context, u User, cb slack.InteractionCallback) {
	if cb.View.CallbackID != viewReject {
		return
	}
	parts := strings.Split(cb.View.PrivateMetadata, " ")
	if len(parts) != 4 {
		a.refuse(ctx, u, "", VerbReject, "", "the form names no request")
		return
	}
	key, digest, channel, ts := parts[0], parts[1], parts[2], parts[3]
	r, err := a.target(ctx, key, digest, channel, ts)
	if err != nil {
		a.refuse(ctx, u, key, VerbReject, channel, err.Error())
		return
	}
	if u, err = a.identify(ctx, u); err != nil {
		a.refuse(ctx, u, key, VerbReject, channel, err.Error())
		return
	}
	reason := ""
	if cb.View.State != nil {
		reason = strings.TrimSpace(cb.View.State.Values[blockReason][actionReason].Value)
	}
	if r := []rune(reason); len(r) > maxReason {
		reason = string(r[:maxReason])
	}
	a.decide(ctx, Decision{Request: r, Verb: VerbReject, Reason: reason, User: u}, channel)
}

// decide hands a decision to the backend and tells the clicker how it
// went.
func (a *App) decide(ctx context.Context, d Decision, channel string) {
	err := a.b.Decide(ctx, d)
	if err != nil {
		a.refused(ctx, d.User, d.Request.Key, d.Verb, channel, err)
		return
	}
	a.o.Logf("slack: %s of request %s by Slack user %s (%s)", d.Verb, d.Request.Key, d.User.ID, orName(d.User))
	a.Wake()
}

func orName(u User) string {
	if u.Email != "" {
		return u.Email
	}
	return u.Name
}

// refused handles a refusal the backend returned: logged there already,
// or here.
func (a *App) refused(ctx context.Context, u User, key, verb, channel string, err error) {
	var re *RefusedError
	if errors.As(err, &re) && re.Logged {
		a.o.Logf("slack: refused %s of request %s by Slack user %s: %s", verb, key, u.ID, re.Why)
		a.tell(ctx, channel, u.ID, "Not decided: "+re.Why)
		return
	}
	if re == nil {
		// Not a refusal: the backend failed. Nothing was decided.
		a.o.Logf("slack: error: %s of request %s: %v", verb, key, err)
	}
	a.refuse(ctx, u, key, verb, channel, err.Error())
	a.Wake()
}
