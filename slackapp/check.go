package slackapp

import (
	"context"
	"fmt"

	"github.com/slack-go/slack"
	"github.com/slack-go/slack/socketmode"
)

// Check is the result of one check of the app's setup.
type Check struct {
	What   string
	OK     bool
	Detail string
	// Fix says what to do when the check failed.
	Fix string
}

// Check checks the tokens and the channels without posting anything: the
// bot token with auth.test, the app-level token with
// apps.connections.open (which hands out a Socket Mode URL, left unused),
// and each channel with conversations.info (the bot must be a member).
func (a *App) Check(ctx context.Context, channels []string) []Check {
	var out []Check
	res, err := bounded(ctx, a.api.AuthTestContext)
	if err != nil {
		out = append(out, Check{What: "slack bot token", Detail: "auth.test: " + err.Error(),
			Fix: "set the bot token (xoxb-, OAuth & Permissions) in the variable slack.bot_token_env names, and check slack.api_url (docs/slack.md)"})
	} else {
		a.mu.Lock()
		a.teamID = res.TeamID
		a.mu.Unlock()
		out = append(out, Check{What: "slack bot token", OK: true, Detail: fmt.Sprintf("bot %s of workspace %s (%s)", res.User, res.Team, res.TeamID)})
	}
	sm := socketmode.New(a.api, socketmode.OptionLog(quiet))
	if _, err := bounded(ctx, func(ctx context.Context) (string, error) {
		_, url, err := sm.OpenContext(ctx)
		return url, err
	}); err != nil {
		out = append(out, Check{What: "slack app-level token", Detail: "apps.connections.open: " + err.Error(),
			Fix: "turn Socket Mode on, and set an app-level token (xapp-, scope connections:write) in the variable slack.app_token_env names (docs/slack.md)"})
	} else {
		out = append(out, Check{What: "slack app-level token", OK: true, Detail: "Socket Mode answers"})
	}
	for _, ch := range channels {
		info, err := bounded(ctx, func(ctx context.Context) (*slack.Channel, error) {
			return a.api.GetConversationInfoContext(ctx, &slack.GetConversationInfoInput{ChannelID: ch})
		})
		switch {
		case err != nil:
			out = append(out, Check{What: "slack channel " + ch, Detail: "conversations.info: " + err.Error(),
				Fix: "give the channel's id, and the scopes channels:read (groups:read for a private channel); invite the app with /invite @gatesh"})
		case !info.IsMember:
			out = append(out, Check{What: "slack channel " + ch, Detail: fmt.Sprintf("#%s: the app is not a member, so it cannot post there", info.Name),
				Fix: "invite the app into the channel: /invite @gatesh"})
		case info.IsArchived:
			out = append(out, Check{What: "slack channel " + ch, Detail: fmt.Sprintf("#%s is archived", info.Name), Fix: "name a live channel"})
		default:
			out = append(out, Check{What: "slack channel " + ch, OK: true, Detail: fmt.Sprintf("#%s; the app is a member", info.Name)})
		}
	}
	return out
}

// bounded runs one Web API call within callTimeout.
func bounded[T any](ctx context.Context, call func(context.Context) (T, error)) (T, error) {
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	return call(ctx)
}
